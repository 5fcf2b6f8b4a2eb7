// Paired rounds of two builds of urlstd in one process, on the same
// in-memory data, their order alternating each round, each build timing
// its own copy of each mode's loop. The guard (guard.ts) writes the entry
// point that imports both builds and calls pairedMode() for each mode; it
// runs in Deno on the sources and in Node on an esbuild bundle.

import process from "node:process";
import type { URL, URLSearchParams } from "../../api/mod.ts";
import type { basicURLParse, serializeURL } from "../../parser/mod.ts";
import {
  allGettersLoop,
  canParseLoop,
  ownCopy,
  parseHrefLoop,
  parseOrNull,
  searchMutateLoop,
  searchParseLoop,
  searchSortLoop,
} from "../suite_loops.ts";

/** A URL class (of either build). */
type URLClass = typeof URL;

/** The basic URL parser (of either build). */
type Parse = typeof basicURLParse;

/**
 * One build: its URL class, its basic URL parser and, for the
 * `URLSearchParams` modes, its URLSearchParams class.
 */
export interface Build {
  URL: URLClass;
  basicURLParse: Parse;
  serializeURL: typeof serializeURL;
  URLSearchParams?: typeof URLSearchParams;
}

/** What every mode reads: the dataset's URLs, bases, references, query. */
export interface Data {
  urls: string[];
  bases: string[];
  refs: string[];
  query: string;
  count: number;
}

/** A mode: runs `build` over `data` and returns a figure to keep. */
type Mode = (build: Build, data: Data) => number;

/** A mode's name, its loop and the functions the loop calls. */
export type ModeEntry = [string, Mode, ...((...args: never[]) => unknown)[]];

const REFS = [
  "a/b",
  "../c?x=1",
  "/abs/path",
  "./d#f",
  "?q",
  "#h",
  "//other.example/x",
  "x.html",
  "../../y/z",
  "https://e.example/",
];

/** The query of the benchmark's mode f: ten pairs, some escaped. */
const QUERY = "a=1&b=two&c=%20three&d=4+4&e=%C3%A9&f=&g=7&h=eight&i=9&j=ten";

// The modes use only their parameters and the suite's loops named with them
// in MODES: runMode() times a copy of each per build (ownCopy()), so that no
// call site in them sees both builds' classes.

/** new URL(input), then href: the suite's mode a loop. */
function parseHref(build: Build, { urls }: Data): number {
  return parseHrefLoop(build, urls);
}

/** URL.canParse(input): the suite's mode c loop. */
function canParse(build: Build, { urls }: Data): number {
  return canParseLoop(build, urls);
}

/** new URL(input), then every getter: the suite's mode b loop. */
function parseAndGet(build: Build, { urls }: Data): number {
  return allGettersLoop(build, urls);
}

/** new URL(reference, base) for ten references per base. */
function relative({ URL: U }: Build, { bases, refs }: Data): number {
  let n = 0;
  for (const base of bases) {
    for (const ref of refs) n += U.parse(ref, base)?.href.length ?? 0;
  }
  return n;
}

/** search, hash and pathname set on a parsed URL. */
function setters({ URL: U }: Build, { bases }: Data): number {
  let n = 0;
  for (const base of bases) {
    const u = U.parse(base);
    if (u === null) continue;
    u.search = "?a=1";
    u.hash = "h";
    u.pathname = "/p/q";
    n += u.href.length;
  }
  return n;
}

/** host set on a parsed URL, as mode e of the benchmark sets it. */
function hostSetter({ URL: U }: Build, { bases }: Data): number {
  let n = 0;
  for (const base of bases) {
    const u = U.parse(base);
    if (u === null) continue;
    u.host = "example.net:8080";
    n += u.href.length;
  }
  return n;
}

/** The state machine alone: the basic URL parser on each input. */
function stateMachine({ basicURLParse: parse }: Build, { urls }: Data): number {
  let n = 0;
  for (const input of urls) n += parse(input)?.scheme.length ?? 0;
  return n;
}

/** Mode f: new URLSearchParams(query), then get(). */
function searchParse({ URLSearchParams: P }: Build, d: Data): number {
  return P === undefined ? 0 : searchParseLoop(P, d.query, d.count);
}

/** new URLSearchParams(query), then get() of a key it lacks. */
function searchGetMissing({ URLSearchParams: P }: Build, d: Data): number {
  if (P === undefined) return 0;
  let n = 0;
  for (let i = 0; i < d.count; i++) {
    const params = new P(d.query);
    if (params.get("zz") === null) n++;
    if (params.has("j")) n++;
  }
  return n;
}

/** Mode f: parse, then set, append, delete and toString(). */
function searchMutate({ URLSearchParams: P }: Build, d: Data): number {
  return P === undefined ? 0 : searchMutateLoop(P, d.query, d.count);
}

/** Mode f: parse, then sort() and toString(). */
function searchSort({ URLSearchParams: P }: Build, d: Data): number {
  return P === undefined ? 0 : searchSortLoop(P, d.query, d.count);
}

/** The state machine, then the record serialized. */
function stateMachineHref(
  { basicURLParse: parse, serializeURL: serialize }: Build,
  { urls }: Data,
): number {
  let n = 0;
  for (const input of urls) {
    const record = parse(input);
    if (record !== null) n += serialize(record).length;
  }
  return n;
}

/** The URL modes, in the order the guard prints them. */
export const MODES: ModeEntry[] = [
  ["parse+href", parseHref, parseHrefLoop, parseOrNull],
  ["parse+getters", parseAndGet, allGettersLoop, parseOrNull],
  ["canParse", canParse, canParseLoop, parseOrNull],
  ["state machine", stateMachine],
  ["state machine+href", stateMachineHref],
  ["relative", relative],
  ["setters", setters],
  ["host setter", hostSetter],
];

/** The modes run when both builds have a URLSearchParams class. */
export const SEARCH_MODES: ModeEntry[] = [
  ["usp parse+get", searchParse, searchParseLoop],
  ["usp get missing", searchGetMissing],
  ["usp mutate", searchMutate, searchMutateLoop],
  ["usp sort", searchSort, searchSortLoop],
];

let sink = 0;

/**
 * The process's CPU time in milliseconds (user and system, every thread),
 * which the turns are timed by: on a machine shared by more processes than
 * it has cores, the wall clock also counts the time the process waits for a
 * core, which swings a round's ratio by a third; CPU time does not.
 */
function cpuTime(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** One mode's figures: ratios now ÷ then (cur ÷ prev), per round. */
export interface PairedFigure {
  mode: string;
  /** The best round of cur over the best round of prev. */
  best: number;
  /** The median of the per-round ratios. */
  median: number;
  /** The per-round ratios' first and third quartiles: the spread. */
  q1: number;
  q3: number;
  /** How many times each turn repeats the mode's loop. */
  repeats: number;
}

/** The data every mode reads, from a dataset's text. */
export function dataOf(text: string, limit = 10_000): Data {
  const urls = text.split("\n").filter((s) => s.length > 0).slice(0, limit);
  return {
    urls,
    bases: urls.slice(0, 1_000),
    refs: REFS,
    query: QUERY,
    count: 20_000,
  };
}

/**
 * Runs one mode on both builds, each with its own copy of the mode's loop,
 * in `rounds` rounds whose order alternates; each turn repeats the loop for
 * about `turnMs` milliseconds (the count fixed in the warm-up), so that
 * short modes are not timed at the clock's resolution.
 */
export function pairedMode(
  Prev: Build,
  Cur: Build,
  [name, work, ...helpers]: ModeEntry,
  data: Data,
  rounds: number,
  turnMs = 25,
): PairedFigure {
  const prevWork = ownCopy(work, ...helpers);
  const curWork = ownCopy(work, ...helpers);
  let once = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    sink += prevWork(Prev, data);
    sink += curWork(Cur, data);
    once = Math.min(once, (performance.now() - start) / 2);
  }
  const repeats = Math.max(1, Math.ceil(turnMs / Math.max(once, 0.01)));
  // Two untimed turns each, so that the first timed rounds do not still
  // see the optimizing compilers at work.
  for (let i = 0; i < 2 * repeats; i++) {
    sink += prevWork(Prev, data);
    sink += curWork(Cur, data);
  }
  const ratios: number[] = [];
  let bestPrev = Infinity;
  let bestCur = Infinity;
  for (let r = 0; r < rounds; r++) {
    let prev = 0;
    let cur = 0;
    for (const which of r % 2 === 0 ? [Prev, Cur] : [Cur, Prev]) {
      const loop = which === Prev ? prevWork : curWork;
      const start = cpuTime();
      for (let k = 0; k < repeats; k++) sink += loop(which, data);
      const time = cpuTime() - start;
      if (which === Prev) prev = time;
      else cur = time;
    }
    ratios.push(cur / prev);
    bestPrev = Math.min(bestPrev, prev);
    bestCur = Math.min(bestCur, cur);
  }
  ratios.sort((a, b) => a - b);
  const at = (q: number) => ratios[Math.round(q * (rounds - 1))];
  return {
    mode: name,
    best: bestCur / bestPrev,
    median: at(0.5),
    q1: at(0.25),
    q3: at(0.75),
    repeats,
  };
}

/**
 * Bytes the engine allocates per `new URL(input)` (garbage included), for
 * one build on one dataset: the young generation's growth over a pass that
 * keeps nothing, after a full collection, divided by the URLs parsed. The
 * process runs with a young generation larger than the pass allocates
 * (`--min-semi-space-size` and `--max-semi-space-size`), so no scavenge
 * runs inside it (a pass in which one ran anyway reads low); the median of
 * eight passes, after a warm-up, is the figure.
 */
export function bytesAllocatedPerParse(
  build: Build,
  urls: string[],
  gc: () => void,
  heapUsed: () => number,
): number {
  const U = build.URL;
  const passes: number[] = [];
  const n = Math.min(urls.length, 2_000);
  // Each URL object escapes into `kept`, so that no compiler removes its
  // allocation (escape analysis) in some passes and not in others.
  const kept: unknown[] = new Array(64).fill(null);
  // Warm-up: the optimizing compilers' code allocates less than the
  // interpreter's and the baseline compilers' (their frames and contexts).
  for (let pass = 0; pass < 5; pass++) {
    for (const input of urls) kept[pass] = U.parse(input);
  }
  for (let pass = 0; pass < 8; pass++) {
    gc();
    const before = heapUsed();
    for (let i = 0; i < n; i++) {
      const url = U.parse(urls[i]);
      kept[i & 63] = url;
      sink += url?.href.length ?? 0;
    }
    passes.push((heapUsed() - before) / n);
  }
  passes.sort((a, b) => a - b);
  return passes[passes.length >> 1];
}
