/**
 * The benchmark suite in headless Chromium: bundles bench/browser_bench.ts
 * with esbuild (urlstd from the npm build's ESM, `$URLSTD_NPM_MODULE`, else
 * bench/.out/npm/esm/mod.js, which bench/run.ts builds), serves it from
 * 127.0.0.1 with the datasets, runs it in Chromium (`$CHROMIUM`, else
 * /usr/bin/chromium, with a fresh user data folder) and prints what the page
 * measured, as JSON with --json.
 *
 * Usage: deno run --allow-all bench/chromium_bench.ts [--json] [--rounds N] [--limit N]
 *
 * @module
 */

import { join } from "node:path";
import process from "node:process";
import * as esbuild from "esbuild";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, serveStatic } from "../tests/runners/browser.ts";
import { ROOT } from "../scripts/_project.ts";
import { benchOptions, datasetDirs, listDatasets } from "./_config.ts";
import { loadDataset, type SuiteResult, toMarkdown } from "./suite.ts";
import type { BrowserBenchConfig } from "./browser_bench.ts";

/** The flags the page's measurements need: gc() and exact heap sizes. */
const MEASURE_ARGS = ["--js-flags=--expose-gc", "--enable-precise-memory-info"];

/** Bundles browser_bench.ts, with ../mod.ts resolved to `urlstdModule`. */
async function bundle(urlstdModule: string): Promise<string> {
  const source = join(ROOT, "mod.ts");
  const redirect: esbuild.Plugin = {
    name: "urlstd-npm-build",
    setup(build) {
      build.onResolve(
        { filter: /mod\.ts$/ },
        (args) =>
          join(args.resolveDir, args.path) === source
            ? { path: urlstdModule }
            : undefined,
      );
    },
  };
  try {
    const result = await esbuild.build({
      entryPoints: [join(ROOT, "bench/browser_bench.ts")],
      bundle: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      write: false,
      logLevel: "silent",
      plugins: [redirect],
    });
    return result.outputFiles[0].text;
  } finally {
    await esbuild.stop();
  }
}

const PAGE = `<!doctype html>
<meta charset="utf-8">
<title>urlstd benchmark</title>
<script src="/config.js"></script>
<script type="module" src="/bench.js"></script>
`;

/** Runs the page in Chromium; returns its result and the browser's name. */
async function runInChromium(
  script: string,
  config: BrowserBenchConfig,
): Promise<SuiteResult & { runtime: string; v8: string; nativeURL: string }> {
  const bodies: Record<string, [string, string]> = {
    "/": [PAGE, "text/html; charset=utf-8"],
    "/bench.js": [script, "text/javascript; charset=utf-8"],
    "/config.js": [
      `globalThis.__BENCH_CONFIG__ = ${JSON.stringify(config)};`,
      "text/javascript; charset=utf-8",
    ],
  };
  const server = serveStatic(bodies);
  const profile = await Deno.makeTempDir({ prefix: "urlstd-bench-chromium-" });
  // Playwright passes --user-data-dir itself, from this folder.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: Deno.env.get("CHROMIUM") ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, ...MEASURE_ARGS],
  });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    page.on("console", (message) => console.error(message.text()));
    const cdp = await context.newCDPSession(page);
    const version = await cdp.send("Browser.getVersion");
    await page.goto(`http://127.0.0.1:${server.addr.port}/`);
    await page.waitForFunction(
      () => "__BENCH_RESULT__" in globalThis || "__BENCH_ERROR__" in globalThis,
      null,
      { timeout: 60 * 60_000, polling: 1000 },
    );
    const { result, error } = await page.evaluate(() => {
      const g = globalThis as {
        __BENCH_RESULT__?: SuiteResult;
        __BENCH_ERROR__?: string;
      };
      return { result: g.__BENCH_RESULT__, error: g.__BENCH_ERROR__ };
    });
    if (result === undefined) {
      throw new Error(`The benchmark failed in Chromium:\n${error}`);
    }
    return {
      ...result,
      runtime: version.product.replace(/^\w*Chrome\//, "Chromium "),
      v8: version.jsVersion,
      nativeURL: "Blink's (Chromium's url library)",
    };
  } finally {
    await context.close();
    await server.shutdown();
    await Deno.remove(profile, { recursive: true });
  }
}

if (import.meta.main) {
  const options = benchOptions(Deno.args);
  const urlstdModule = process.env.URLSTD_NPM_MODULE ??
    join(ROOT, "bench/.out/npm/esm/mod.js");
  const datasets: Record<string, string> = {};
  const host = { readText: (path: string) => Deno.readTextFileSync(path) };
  for (
    const path of listDatasets(
      datasetDirs(),
      (d) => [...Deno.readDirSync(d)].map((e) => e.name),
    )
  ) {
    // Only the lines the suite reads (--limit), to keep the page small.
    datasets[path] = loadDataset(host, path, options.limit).join("\n");
  }
  const result = await runInChromium(await bundle(urlstdModule), {
    ...options,
    datasets,
  });
  if (Deno.args.includes("--json")) console.log(JSON.stringify(result));
  else {
    console.log(
      toMarkdown(result.rows, "native", "urlstd") + "\n\n" +
        result.notes.map((n) => `- ${n}`).join("\n") + "\n\n" +
        result.getters,
    );
  }
}
