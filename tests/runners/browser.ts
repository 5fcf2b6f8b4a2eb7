/**
 * Runs the suite in headless Chromium: the ESM build of the tests (which
 * imports `npm/esm/`) is bundled for the browser with esbuild, `node:test`,
 * `node:assert/strict`, `node:util`, `node:fs` and `node:process` replaced by
 * the small browser versions in `browser/`; a page served from 127.0.0.1
 * loads the WPT data and the repository's text files (`vfs.js`), then the
 * bundle, which runs every test and leaves the results for the runner to
 * read back through Playwright.
 *
 * Chromium is the one scripts/_runtimes.ts finds (`$CHROMIUM`, Debian's
 * `/usr/bin/chromium`, or Playwright's).
 *
 * @module
 */

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { chromium } from "playwright-core";
import type { RunResult } from "./browser/node_test.ts";
import { buildTests, repoTextFiles, testBuildDir } from "./build_tests.ts";
import { wptDir } from "../wpt.ts";
import { urlPatternWptDir } from "../urlpattern_wpt.ts";
import { ROOT } from "../../scripts/_project.ts";
import { CHROMIUM_HINT, findChromium } from "../../scripts/_runtimes.ts";

const SHIMS_DIR = join(dirname(fileURLToPath(import.meta.url)), "browser");

/** The browser versions of the Node.js modules the suite imports. */
const SHIMS: Record<string, string> = {
  "node:test": "node_test.ts",
  "node:assert/strict": "assert.ts",
  "node:util": "util.ts",
  "node:fs": "fs.ts",
  "node:process": "process.ts",
};

/**
 * Whether a compiled test file imports a Node.js module that has no
 * browser version here (`node:http`, `node:net`, ...): such a test needs
 * Node.js (it skips itself in Deno and Bun) and stays out of the bundle.
 */
export function importsNodeOnlyModule(file: string): boolean {
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/\bfrom\s*["'](node:[^"']+)["']/g)) {
    if (!(match[1] in SHIMS)) return true;
  }
  return false;
}

/** The flags Chromium needs here: headless, as root, on a closed network. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** What the browser run found, with the browser's version. */
export interface BrowserResult extends RunResult {
  browser: string;
}

/** Bundles the compiled ESM tests (`testFiles`) into one browser script. */
export async function bundleTests(testFiles: string[]): Promise<string> {
  const testDir = testBuildDir("esm");
  const harness = join(SHIMS_DIR, "node_test.ts");
  const contents = [
    ...testFiles.map((file) => `import ${JSON.stringify(file)};`),
    `import { runRegisteredTests } from ${JSON.stringify(harness)};`,
    "globalThis.__URLSTD_RESULTS__ = await runRegisteredTests();",
  ].join("\n");
  const shims: esbuild.Plugin = {
    name: "node-shims",
    setup(build) {
      build.onResolve({ filter: /^node:/ }, (args) => {
        const shim = SHIMS[args.path];
        if (shim === undefined) {
          return {
            errors: [{
              text: `${args.path} has no browser version (imported by ${
                relative(ROOT, args.importer)
              }); add one to tests/runners/browser/`,
            }],
          };
        }
        return { path: join(SHIMS_DIR, shim) };
      });
      // Each test module keeps its own import.meta.url, as in Node.js.
      build.onLoad({ filter: /\.js$/ }, (args) => {
        if (!args.path.startsWith(testDir + "/")) return undefined;
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.url")) return undefined;
        return {
          contents: source.replaceAll(
            "import.meta.url",
            JSON.stringify(pathToFileURL(args.path).href),
          ),
          loader: "js",
        };
      });
    },
  };
  const result = await esbuild.build({
    stdin: { contents, resolveDir: testDir, sourcefile: "suite.js" },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
    plugins: [shims],
  });
  return result.outputFiles[0].text;
}

/** The `vfs.js` script: the files the suite reads, and its environment. */
export function vfsScript(): string {
  const files: Record<string, string> = {};
  const testDir = testBuildDir("esm");
  for (const file of repoTextFiles()) {
    files[join(testDir, file)] = readFileSync(join(ROOT, file), "utf8");
  }
  const wpt = wptDir();
  const urlPattern = urlPatternWptDir();
  for (const dir of [wpt, urlPattern]) {
    for (const file of wptFiles(dir)) {
      files[join(dir, file)] = readFileSync(join(dir, file), "utf8");
    }
  }
  const env = { WPT_DIR: wpt, WPT_URLPATTERN_DIR: urlPattern };
  return `globalThis.__URLSTD_VFS__ = ${JSON.stringify(files)};\n` +
    `globalThis.__URLSTD_ENV__ = ${JSON.stringify(env)};\n`;
}

function wptFiles(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith(".json")).sort();
}

const PAGE = `<!doctype html>
<meta charset="utf-8">
<title>urlstd tests</title>
<script>
  addEventListener("error", (event) => {
    globalThis.__URLSTD_ERROR__ = String(event.error?.stack ?? event.message);
  });
  addEventListener("unhandledrejection", (event) => {
    globalThis.__URLSTD_ERROR__ = String(event.reason?.stack ?? event.reason);
  });
</script>
<script src="/vfs.js"></script>
<script type="module" src="/suite.js"></script>
`;

/** Files to serve by path: the body and its content type. */
export type StaticBodies = Record<string, [string, string]>;

/**
 * Serves `bodies` on 127.0.0.1 (a free port), cross-origin isolated: a
 * fine-grained performance.now(), and the SharedArrayBuffer whatwg-url
 * needs. Unknown paths are 404 (204 for /favicon.ico).
 */
export function serveStatic(
  bodies: StaticBodies,
): Deno.HttpServer<Deno.NetAddr> {
  return Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (request) => {
      const path = new URL(request.url).pathname;
      const body = bodies[path];
      if (body === undefined) {
        return new Response(null, {
          status: path === "/favicon.ico" ? 204 : 404,
        });
      }
      return new Response(body[0], {
        headers: {
          "content-type": body[1],
          "cross-origin-opener-policy": "same-origin",
          "cross-origin-embedder-policy": "require-corp",
        },
      });
    },
  );
}

/** Serves the page, runs it in Chromium, and returns the results. */
export async function runInChromium(
  testFiles: string[],
  { timeoutMs = 15 * 60_000, executablePath = "/usr/bin/chromium" } = {},
): Promise<BrowserResult> {
  const nodeOnly = testFiles.filter(importsNodeOnlyModule);
  if (nodeOnly.length > 0) {
    console.log(
      `Node.js only, not run in the browser: ${
        nodeOnly.map((f) => relative(testBuildDir("esm"), f)).join(", ")
      }`,
    );
  }
  const bundle = await bundleTests(
    testFiles.filter((f) => !nodeOnly.includes(f)),
  );
  const vfs = vfsScript();
  const bodies: Record<string, [string, string]> = {
    "/": [PAGE, "text/html; charset=utf-8"],
    "/suite.js": [bundle, "text/javascript; charset=utf-8"],
    "/vfs.js": [vfs, "text/javascript; charset=utf-8"],
  };
  const server = serveStatic(bodies);
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") {
        console.error(`[chromium ${message.type()}] ${message.text()}`);
      }
    });
    await page.goto(`http://127.0.0.1:${server.addr.port}/`);
    await page.waitForFunction(
      () =>
        "__URLSTD_RESULTS__" in globalThis || "__URLSTD_ERROR__" in globalThis,
      null,
      { timeout: timeoutMs, polling: 250 },
    );
    const { results, error } = await page.evaluate(() => {
      const g = globalThis as {
        __URLSTD_RESULTS__?: RunResult;
        __URLSTD_ERROR__?: string;
      };
      return { results: g.__URLSTD_RESULTS__, error: g.__URLSTD_ERROR__ };
    });
    if (results === undefined) {
      throw new Error(`The suite did not run in Chromium:\n${error}`);
    }
    if (error !== undefined) {
      results.failed++;
      results.failures.push({ name: "(page)", message: error });
    }
    return { ...results, browser: `Chromium ${browser.version()}` };
  } finally {
    await browser.close();
    await server.shutdown();
    await esbuild.stop();
  }
}

/** Prints failures and the count line; returns whether all passed. */
export function report(result: BrowserResult): boolean {
  for (const failure of result.failures) {
    console.log(
      `✖ ${failure.name}\n  ${failure.message.replaceAll("\n", "\n  ")}`,
    );
    if (failure.stack) {
      const frames = failure.stack.split("\n").filter((line) =>
        line.trimStart().startsWith("at ")
      ).slice(0, 5);
      if (frames.length > 0) console.log("  " + frames.join("\n  "));
    }
  }
  console.log(
    `${result.browser}: ${result.passed} passed, ${result.failed} failed` +
      (result.skipped || result.todo
        ? ` (${result.skipped} skipped, ${result.todo} todo)`
        : "") +
      ` in ${(result.durationMs / 1000).toFixed(1)}s`,
  );
  return result.failed === 0;
}

if (import.meta.main) {
  // Expects a current `npm/` (deno task build:npm).
  const { found, tried } = await findChromium();
  if (found === undefined) {
    console.error(`No Chromium at ${tried.join(", ")}: ${CHROMIUM_HINT}`);
    Deno.exit(1);
  }
  const ok = report(
    await runInChromium(buildTests("esm"), { executablePath: found }),
  );
  if (!ok) Deno.exit(1);
}
