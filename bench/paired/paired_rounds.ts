// Paired rounds of two builds of urlstd in one process, on the same
// in-memory data, their order alternating each round, each build timing
// its own copy of each mode's loop. run.ts writes the
// entry point that imports both builds and calls pairedRounds(); it runs in
// Deno on the sources and in Node on an esbuild bundle.

import type { URL, URLSearchParams } from "../../api/mod.ts";
import type { basicURLParse, serializeURL } from "../../parser/mod.ts";
import {
  allGettersLoop,
  ownCopy,
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
interface Data {
  urls: string[];
  bases: string[];
  refs: string[];
  query: string;
  count: number;
}

/** A mode: runs `build` over `data` and returns a figure to keep. */
type Mode = (build: Build, data: Data) => number;

/** A mode's name, its loop and the functions the loop calls. */
type ModeEntry = [string, Mode, ...((...args: never[]) => unknown)[]];

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

const MODES: ModeEntry[] = [
  ["parse+getters", parseAndGet, allGettersLoop, parseOrNull],
  ["state machine", stateMachine],
  ["state machine+href", stateMachineHref],
  ["relative", relative],
  ["setters", setters],
  ["host setter", hostSetter],
];

/** The modes run when both builds have a URLSearchParams class. */
const SEARCH_MODES: ModeEntry[] = [
  ["usp parse+get", searchParse, searchParseLoop],
  ["usp mutate", searchMutate, searchMutateLoop],
  ["usp sort", searchSort, searchSortLoop],
];

let sink = 0;

/**
 * Prints, per mode, the ratio cur/prev of the best round and the median of
 * the per-round ratios.
 */
export function pairedRounds(
  Prev: Build,
  Cur: Build,
  text: string,
  rounds: number,
): void {
  const urls = text.split("\n").filter((s) => s.length > 0).slice(0, 10_000);
  const data: Data = {
    urls,
    bases: urls.slice(0, 1_000),
    refs: REFS,
    query: QUERY,
    count: 20_000,
  };
  for (const entry of MODES) runMode(Prev, Cur, entry, data, rounds);
  if (Prev.URLSearchParams !== undefined && Cur.URLSearchParams !== undefined) {
    for (const entry of SEARCH_MODES) runMode(Prev, Cur, entry, data, rounds);
  }
  if (sink === 0) console.log("no URL parsed");
}

function runMode(
  Prev: Build,
  Cur: Build,
  [name, work, ...helpers]: ModeEntry,
  data: Data,
  rounds: number,
): void {
  const prevWork = ownCopy(work, ...helpers);
  const curWork = ownCopy(work, ...helpers);
  for (let i = 0; i < 3; i++) {
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
      const start = performance.now();
      sink += which === Prev ? prevWork(Prev, data) : curWork(Cur, data);
      const time = performance.now() - start;
      if (which === Prev) prev = time;
      else cur = time;
    }
    ratios.push(cur / prev);
    bestPrev = Math.min(bestPrev, prev);
    bestCur = Math.min(bestCur, cur);
  }
  ratios.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(14)} best ${(bestCur / bestPrev).toFixed(3)}  median ${
      ratios[rounds >> 1].toFixed(3)
    }`,
  );
}
