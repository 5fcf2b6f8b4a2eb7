// The script bench/polyfill_bench.ts runs on each engine (with the WPT data
// prepended): every implementation's WPT counts and probe failures, then
// parse+href and URLSearchParams throughput in alternating rounds, in one
// process. Prints one "RESULT {json}" line.

import "./_polyfill_builtins_first.ts";
import "./_polyfill_impls.ts";
import "url-polyfill";
import "./_polyfill_capture.ts";
import { runSuites, type SuiteData, totals } from "../tests/engines/harness.ts";
import { probeURL } from "../polyfill/probe.ts";

declare const __SUITE_DATA__: SuiteData;
declare const __ROUNDS__: number;

// deno-lint-ignore no-explicit-any
type Any = any;
const g = globalThis as Any;
const impls = g.__IMPLS__ as Record<string, Any>;
const now: () => number = typeof g.performance?.now === "function"
  ? () => g.performance.now()
  : () => Date.now();

/** The inputs: urltestdata's absolute ASCII URLs that parse, as strings. */
const INPUTS: string[] = __SUITE_DATA__.urltestdata.filter((c: Any) =>
  c.base === null && !c.failure && /^[\x21-\x7e]+$/.test(c.input) &&
  /^https?:\/\/[a-z]/i.test(c.input)
).map((c: Any) => c.input);
const QUERIES = INPUTS.map((s) => s.split("?")[1] ?? "a=1&b=2").concat([
  "q=urlstd&page=2&sort=desc&lang=en",
  "a=%20b&c=d+e&f=%E2%82%AC",
]);

/** Loops parse+href over INPUTS; returns the operations done. */
function parseLoop(impl: Any): number {
  const U = impl.URL;
  let n = 0;
  for (let i = 0; i < INPUTS.length; i++) {
    try {
      if (new U(INPUTS[i]).href.length > 0) n++;
    } catch {
      n++;
    }
  }
  return n;
}

/** Parses, changes and serializes each query; returns the operations. */
function paramsLoop(impl: Any): number {
  const P = impl.URLSearchParams;
  let n = 0;
  for (let i = 0; i < QUERIES.length; i++) {
    const p = new P(QUERIES[i]);
    p.append("x", "1 2");
    p.get("a");
    if (p.toString().length >= 0) n++;
  }
  return n;
}

/** Operations per millisecond of `fn` on `impl`, over at least 50 ms. */
function measure(fn: (impl: Any) => number, impl: Any): number {
  const start = now();
  let ops = 0;
  let elapsed = 0;
  do {
    ops += fn(impl);
    elapsed = now() - start;
  } while (elapsed < 50);
  return ops / elapsed;
}

/** One implementation's WPT counts, probe failures, and whether it runs. */
function check(name: string): Any {
  let wpt: Any;
  try {
    wpt = totals(
      runSuites(__SUITE_DATA__, impls[name].URL, impls[name].URLSearchParams),
    );
  } catch (error) {
    wpt = { passed: 0, failed: -1, error: String(error) };
  }
  let probe: string[];
  try {
    probe = probeURL(impls[name].URL, impls[name].URLSearchParams);
  } catch {
    probe = ["(threw)"];
  }
  let works = true;
  try {
    parseLoop(impls[name]);
    paramsLoop(impls[name]);
  } catch {
    works = false;
  }
  return { wpt, probe, works, parse: [], params: [] };
}

/** One round's two measurements of `name`. */
function sample(name: string): [number, number] {
  return [
    measure(parseLoop, impls[name]),
    measure(paramsLoop, impls[name]),
  ];
}

/**
 * The driver: on an engine whose whole run is this one script (Hermes,
 * QuickJS), the checks and then the rounds, alternating the order; under
 * Node.js the runner (polyfill_bench_node.mjs) drives instead, with one
 * context per implementation so that V8's feedback for the loops is each
 * implementation's own.
 */
g.__BENCH__ = { names: Object.keys(impls), check, sample };
if (g.__DRIVE__ !== false) {
  const names = Object.keys(impls);
  const report: Record<string, Any> = {};
  for (const name of names) report[name] = check(name);
  for (let round = 0; round < __ROUNDS__; round++) {
    const order = round % 2 === 0 ? names : names.slice().reverse();
    for (const name of order) {
      if (!report[name].works) continue;
      const [parse, params] = sample(name);
      report[name].parse.push(parse);
      report[name].params.push(params);
    }
  }
  (g.__print ?? g.print ?? g.console.log)("RESULT " + JSON.stringify(report));
}
