/**
 * The URL pattern benchmark (bench/pattern_bench_core.ts): `new URLPattern`,
 * test() and exec() on the WPT patterns, and 100- and 1,000-route router
 * sets, for urlstd, the runtime's native URLPattern and urlpattern-polyfill
 * 10.1.0 in the same process, with URLPatternList, find-my-way and
 * path-to-regexp beside them. Runs in Deno (here), then, bundled by esbuild
 * into bench/.out/, in Node.js 24 and 26, then in headless Chromium; prints
 * one Markdown table per operation and runtime.
 *
 * Usage: deno task bench:pattern [--rounds N] [--only deno|node|chromium]
 *
 * @module
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import process from "node:process";
import { match } from "path-to-regexp";
import { URLPattern as Polyfill } from "urlpattern-polyfill/urlpattern";
import { URLPattern, URLPatternList } from "../pattern/mod.ts";
import { urlPatternWptDir } from "../tests/urlpattern_wpt.ts";
import {
  type BenchInputs,
  type PatternClass,
  runPatternBench,
  toMarkdown,
} from "./pattern_bench_core.ts";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const rounds = Number(flag("--rounds") ?? 7);
const only = flag("--only");
const child = args.includes("--child");

function runtimeName(): string {
  const versions = process.versions as Record<string, string | undefined>;
  if (versions.deno) return `Deno ${versions.deno}`;
  if (versions.bun) return `Bun ${versions.bun}`;
  return `Node.js ${versions.node}`;
}

function wptData(): BenchInputs["wpt"] {
  const file = join(urlPatternWptDir(), "urlpatterntestdata.json");
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * find-my-way, loaded with require() (a CommonJS package of Node.js
 * modules, kept out of the bundle).
 */
function findMyWay(): NonNullable<BenchInputs["findMyWay"]> {
  const require = createRequire(import.meta.url);
  return require("find-my-way");
}

function inputsHere(): BenchInputs {
  return {
    ours: URLPattern as unknown as PatternClass,
    native: (globalThis as { URLPattern?: PatternClass }).URLPattern,
    polyfill: Polyfill as unknown as PatternClass,
    List: URLPatternList as unknown as BenchInputs["List"],
    findMyWay: findMyWay(),
    ptrMatch: (path) => match(path, { decode: false }),
    wpt: wptData(),
    rounds,
  };
}

function runHere(): void {
  console.log(toMarkdown(runPatternBench(inputsHere()), runtimeName()));
}

const BROWSER_ENTRY = `
import { URLPattern as Polyfill } from "urlpattern-polyfill/urlpattern";
import { match } from "path-to-regexp";
import { URLPattern, URLPatternList } from "./pattern/mod.ts";
import { runPatternBench, toMarkdown } from "./bench/pattern_bench_core.ts";
const rows = runPatternBench({
  ours: URLPattern, native: globalThis.URLPattern, polyfill: Polyfill,
  List: URLPatternList, ptrMatch: (p) => match(p, { decode: false }),
  wpt: globalThis.__WPT__, rounds: globalThis.__ROUNDS__,
});
globalThis.__RESULT__ = toMarkdown(rows, navigator.userAgent.match(/Chrome\\/[\\d.]+/)[0]);
`;

async function runInChromium(): Promise<void> {
  const esbuild = await import("esbuild");
  const { chromium } = await import("playwright-core");
  const root = new URL("../", import.meta.url).pathname;
  const built = await esbuild.build({
    stdin: { contents: BROWSER_ENTRY, resolveDir: root, sourcefile: "b.js" },
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "warning",
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    await page.evaluate(
      `globalThis.__WPT__ = ${
        JSON.stringify(wptData())
      }; globalThis.__ROUNDS__ = ${rounds};`,
    );
    await page.addScriptTag({
      content: built.outputFiles[0].text,
      type: "module",
    });
    await page.waitForFunction(() => "__RESULT__" in globalThis, null, {
      timeout: 600_000,
    });
    console.log(
      await page.evaluate(() =>
        (globalThis as { __RESULT__?: string }).__RESULT__
      ),
    );
  } finally {
    await browser.close();
  }
}

if (child) runHere();
else {
  if (!only || only === "deno") runHere();
  if (!only || only === "node") {
    // The bundle finds the data through the environment, not its own path.
    process.env.WPT_URLPATTERN_DIR = urlPatternWptDir();
    const { runBundledInNodes } = await import("./_in_node.ts");
    const root = new URL("../", import.meta.url).pathname;
    await runBundledInNodes(
      new URL(import.meta.url).pathname,
      "pattern_bench",
      ["node24", "node26"].map((n) => `${root}node_modules/${n}/bin/node`),
      ["--child", "--rounds", String(rounds)],
    );
  }
  if (!only || only === "chromium") await runInChromium();
}
