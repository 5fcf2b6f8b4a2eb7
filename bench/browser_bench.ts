// The benchmark suite in a browser page: urlstd as the npm build compiles
// it against the browser's own URL and whatwg-url. bench/chromium_bench.ts
// bundles this file (with ../mod.ts resolved to the npm build's esm/mod.js),
// serves it with the datasets and the options in `__BENCH_CONFIG__`, and
// reads `__BENCH_RESULT__` (or `__BENCH_ERROR__`) back. The page needs
// Chromium's --js-flags=--expose-gc and --enable-precise-memory-info.

import { URL as OurURL, URLSearchParams as OurParams } from "../mod.ts";
import whatwg from "whatwg-url";
import { type Host, implementations, runSuite } from "./suite.ts";

/** What the page receives from its runner. */
export interface BrowserBenchConfig {
  rounds: number;
  limit: number;
  /** The datasets: path to text. */
  datasets: Record<string, string>;
}

interface PageGlobals {
  __BENCH_CONFIG__?: BrowserBenchConfig;
  __BENCH_RESULT__?: unknown;
  __BENCH_ERROR__?: string;
  gc?: () => void;
}

function run(): void {
  const page = globalThis as unknown as PageGlobals;
  const config = page.__BENCH_CONFIG__;
  const gc = page.gc;
  const memory = (performance as { memory?: { usedJSHeapSize: number } })
    .memory;
  if (config === undefined) throw new Error("no __BENCH_CONFIG__");
  if (gc === undefined) throw new Error("run with --js-flags=--expose-gc");
  if (memory === undefined) throw new Error("no performance.memory");
  const host: Host = {
    runtime: "Chromium",
    now: () => performance.now(),
    gc,
    heapUsed: () =>
      (performance as unknown as { memory: { usedJSHeapSize: number } })
        .memory.usedJSHeapSize,
    readText: (path) => config.datasets[path],
    datasets: Object.keys(config.datasets),
  };
  const impls = implementations(
    { URL: OurURL, URLSearchParams: OurParams },
    whatwg,
  );
  page.__BENCH_RESULT__ = runSuite(
    host,
    impls.urlstd,
    impls.native,
    impls.whatwg,
    {
      rounds: config.rounds,
      limit: config.limit,
      log: (line) => console.info(line),
    },
  );
}

// After the load event, so that the runner's polling is attached first.
addEventListener("load", () =>
  setTimeout(() => {
    try {
      run();
    } catch (error) {
      (globalThis as unknown as PageGlobals).__BENCH_ERROR__ = String(
        (error as Error)?.stack ?? error,
      );
    }
  }, 100));
