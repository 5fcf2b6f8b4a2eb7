/**
 * URLPatternList against the loop it replaces (`exec()` on each pattern in
 * order until one matches), at 1,000, 10,000 and 50,000 routes, for hits
 * spread evenly over the routes and for misses, in one process:
 * interleaved rounds, the median of the per-round ratios. The target is
 * `match()` ≤ 0.5× the loop on every row.
 *
 * The route sets:
 *
 * - one shape: `/:id/x<i>`, routes that share every component and the
 *   pathname's literal prefix, so that the list joins their pathnames;
 * - REST-style: bench/pattern_bench_core.ts's router set;
 * - ten optional regexp groups: `{/:a0(\d+)}?…{/:a9(\d+)}?/r<i>`, long
 *   joined bodies with no literal prefix;
 * - the first and last again with `/:tail` after the literal (a fixed
 *   segment in the middle), with `-:tail` (no fixed segment: the literal
 *   rules routes out), and with the literal in a regexp group instead
 *   (`:k(x<i>)`: only the joined expressions tell the routes apart).
 *
 * Also prints the first lookup's time, which builds the table (the radix
 * tree, the buckets, and the joined expressions it needs).
 *
 * ```sh
 * deno task bench:pattern-list [--sizes 1000,10000] [--rounds 5]
 * node bench/pattern_list_scale_bench.ts   # Node.js 24 and 26 strip the types
 * ```
 *
 * @module
 */

import process from "node:process";
import { URLPattern, URLPatternList } from "../pattern/mod.ts";
import { CLOCK, now, routerSet } from "./pattern_bench_core.ts";

interface RouteSet {
  name: string;
  /** The largest size the set is run at. */
  max?: number;
  patterns: string[];
  /** URLs that match, spread evenly over the routes. */
  hits: string[];
  /** URLs that match no route. */
  misses: string[];
}

const BASE = "https://api.example.com";
/**
 * The most routes of ten optional regexp groups: at 50,000, the exec()
 * loop's own expressions, each compiled once it has run, exhaust the
 * runtime's memory (Deno and Node.js 24 stopped, out of memory).
 */
const MAX_COMPLEX = 10_000;
const LOOKUPS = 10;

/** Route positions spread evenly over n routes. */
function spread(n: number): number[] {
  return Array.from(
    { length: LOOKUPS },
    (_, k) => Math.floor((k + 0.5) * n / LOOKUPS),
  );
}

function oneShape(n: number): RouteSet {
  const patterns = Array.from({ length: n }, (_, i) => `/:id/x${i}`);
  return {
    name: "one shape",
    patterns,
    hits: spread(n).map((i) => `${BASE}/a${i}/x${i}`),
    misses: spread(n).map((i) => `${BASE}/a${i}/y${i}`),
  };
}

function oneShapeMiddle(n: number): RouteSet {
  const patterns = Array.from({ length: n }, (_, i) => `/:id/x${i}/:tail`);
  return {
    name: "one shape, literal in the middle",
    patterns,
    hits: spread(n).map((i) => `${BASE}/a${i}/x${i}/z`),
    misses: spread(n).map((i) => `${BASE}/a${i}/y${i}/z`),
  };
}

function oneShapeJoined(n: number): RouteSet {
  const patterns = Array.from({ length: n }, (_, i) => `/:id/x${i}-:tail`);
  return {
    name: "one shape, no fixed segment",
    patterns,
    hits: spread(n).map((i) => `${BASE}/a${i}/x${i}-z`),
    misses: spread(n).map((i) => `${BASE}/a${i}/y${i}-z`),
  };
}

function rest(n: number): RouteSet {
  const { patterns } = routerSet(n);
  const hits = spread(n).map((i) =>
    BASE +
    patterns[i].replace(/:id\(\\d\+\)/, "42").replace(/:[a-z]+/g, "x1")
      .replace("*", "a/b.css")
  );
  const misses = spread(n).map((i) => `${BASE}/api/none${i}/x`);
  return { name: "REST-style", patterns, hits, misses };
}

function optionalGroups(n: number): RouteSet {
  let groups = "";
  for (let g = 0; g < 10; g++) groups += `{/:a${g}(\\d+)}?`;
  const patterns = Array.from({ length: n }, (_, i) => `${groups}/r${i}`);
  return {
    name: "ten optional regexp groups",
    max: MAX_COMPLEX,
    patterns,
    hits: spread(n).map((i) => `${BASE}/1/2/r${i}`),
    misses: spread(n).map((i) => `${BASE}/1/2/q${i}`),
  };
}

function optionalGroupsJoined(n: number): RouteSet {
  let groups = "";
  for (let g = 0; g < 10; g++) groups += `{/:a${g}(\\d+)}?`;
  const patterns = Array.from({ length: n }, (_, i) => `${groups}/r${i}-:t`);
  return {
    name: "ten optional regexp groups, no fixed segment",
    max: MAX_COMPLEX,
    patterns,
    hits: spread(n).map((i) => `${BASE}/1/2/r${i}-z`),
    misses: spread(n).map((i) => `${BASE}/1/2/q${i}-z`),
  };
}

function oneShapeRegexp(n: number): RouteSet {
  const patterns = Array.from({ length: n }, (_, i) => `/:id/:k(x${i})`);
  return {
    name: "one shape, told apart by a regexp group",
    patterns,
    hits: spread(n).map((i) => `${BASE}/a${i}/x${i}`),
    misses: spread(n).map((i) => `${BASE}/a${i}/y${i}`),
  };
}

function optionalGroupsRegexp(n: number): RouteSet {
  let groups = "";
  for (let g = 0; g < 10; g++) groups += `{/:a${g}(\\d+)}?`;
  const patterns = Array.from({ length: n }, (_, i) => `${groups}/:k(r${i})`);
  return {
    name: "ten optional regexp groups, told apart by a regexp group",
    max: MAX_COMPLEX,
    patterns,
    hits: spread(n).map((i) => `${BASE}/1/2/r${i}`),
    misses: spread(n).map((i) => `${BASE}/1/2/q${i}`),
  };
}

function optionalGroupsMiddle(n: number): RouteSet {
  let groups = "";
  for (let g = 0; g < 10; g++) groups += `{/:a${g}(\\d+)}?`;
  const patterns = Array.from({ length: n }, (_, i) => `${groups}/r${i}/:t`);
  return {
    name: "ten optional regexp groups, literal in the middle",
    max: MAX_COMPLEX,
    patterns,
    hits: spread(n).map((i) => `${BASE}/1/2/r${i}/z`),
    misses: spread(n).map((i) => `${BASE}/1/2/q${i}/z`),
  };
}

/** ms per call of `fn` by now()'s clock, over at least `ms`. */
function time(fn: () => number, ms = 40): number {
  let reps = 1;
  for (;;) {
    const start = now();
    let sink = 0;
    for (let r = 0; r < reps; r++) sink += fn();
    const elapsed = now() - start;
    if (elapsed >= ms || sink === -Infinity) return elapsed / reps;
    reps *= 2;
  }
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1];
}

function fmt(ms: number): string {
  const us = ms * 1000;
  return us >= 100 ? us.toFixed(0) : us.toFixed(1);
}

function run(set: RouteSet, rounds: number): string {
  const patterns = set.patterns.map((p) => new URLPattern(p, BASE));
  const list = new URLPatternList<number>();
  patterns.forEach((p, i) => list.add(p, i));
  const start = now();
  list.match(set.misses[0]);
  const firstMs = now() - start;
  const viaList = (urls: string[]) => () => {
    let sum = 0;
    for (const url of urls) sum += list.match(url)?.index ?? -1;
    return sum;
  };
  const viaLoop = (urls: string[]) => () => {
    let sum = 0;
    for (const url of urls) {
      let found = -1;
      for (let i = 0; i < patterns.length; i++) {
        if (patterns[i].exec(url) !== null) {
          found = i;
          break;
        }
      }
      sum += found;
    }
    return sum;
  };
  const cells: string[] = [];
  let met = true;
  for (const urls of [set.hits, set.misses]) {
    const a = viaList(urls), b = viaLoop(urls);
    if (a() !== b()) throw new Error(`${set.name}: list and loop disagree`);
    const ratios: number[] = [], listMs: number[] = [], loopMs: number[] = [];
    for (let round = 0; round < rounds; round++) {
      let x: number, y: number;
      if (round % 2) {
        x = time(a);
        y = time(b);
      } else {
        y = time(b);
        x = time(a);
      }
      listMs.push(x / urls.length);
      loopMs.push(y / urls.length);
      ratios.push(x / y);
    }
    const ratio = median(ratios);
    if (ratio > 0.5) met = false;
    cells.push(
      fmt(median(listMs)),
      fmt(median(loopMs)),
      ratio.toFixed(3),
    );
  }
  return `| ${set.name} | ${set.patterns.length.toLocaleString("en-US")} | ${
    firstMs.toFixed(0)
  } | ${cells.join(" | ")} | ${met ? "yes" : "**no**"} |`;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const sizes = (flag("--sizes") ?? "1000,10000,50000").split(",").map(Number);
const rounds = Number(flag("--rounds") ?? 5);
const versions = process.versions as Record<string, string | undefined>;
console.log(
  `${
    versions.deno ? `Deno ${versions.deno}` : `Node.js ${versions.node}`
  }, timed by ${CLOCK}, ${rounds} rounds, ${LOOKUPS} lookups each.\n`,
);
console.log(
  "| routes | count | first lookup ms | hit: list µs | hit: loop µs | hit: list ÷ loop | miss: list µs | miss: loop µs | miss: list ÷ loop | ≤ 0.5? |",
);
console.log(
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
);
for (const n of sizes) {
  for (
    const make of [
      oneShape,
      oneShapeMiddle,
      oneShapeJoined,
      oneShapeRegexp,
      rest,
      optionalGroups,
      optionalGroupsMiddle,
      optionalGroupsJoined,
      optionalGroupsRegexp,
    ]
  ) {
    const set = make(n);
    if (n <= (set.max ?? Infinity)) console.log(run(set, rounds));
  }
}
