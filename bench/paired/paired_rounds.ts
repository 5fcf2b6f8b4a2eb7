// Paired rounds of two builds of urlstd in one process, on the same
// in-memory data, their order alternating each round. run.ts writes the
// entry point that imports both builds and calls pairedRounds(); it runs in
// Deno on the sources and in Node on an esbuild bundle.

import type { URL, URLSearchParams } from "../../api/mod.ts";
import type { basicURLParse, serializeURL } from "../../parser/mod.ts";

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

const refs = [
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
let sink = 0;
let urls: string[] = [];
let bases: string[] = [];

/** new URL(input), then every getter. */
function parseAndGet({ URL: U }: Build): void {
  for (const input of urls) {
    const u = U.parse(input);
    if (u === null) continue;
    sink += u.href.length + u.origin.length + u.protocol.length +
      u.username.length + u.password.length + u.host.length +
      u.hostname.length + u.port.length + u.pathname.length +
      u.search.length + u.hash.length;
  }
}

/** new URL(reference, base) for ten references per base. */
function relative({ URL: U }: Build): void {
  for (const base of bases) {
    for (const ref of refs) sink += U.parse(ref, base)?.href.length ?? 0;
  }
}

/** search, hash and pathname set on a parsed URL. */
function setters({ URL: U }: Build): void {
  for (const base of bases) {
    const u = U.parse(base);
    if (u === null) continue;
    u.search = "?a=1";
    u.hash = "h";
    u.pathname = "/p/q";
    sink += u.href.length;
  }
}

/** host set on a parsed URL, as mode e of the benchmark sets it. */
function hostSetter({ URL: U }: Build): void {
  for (const base of bases) {
    const u = U.parse(base);
    if (u === null) continue;
    u.host = "example.net:8080";
    sink += u.href.length;
  }
}

/** The state machine alone: the basic URL parser on each input. */
function stateMachine({ basicURLParse: parse }: Build): void {
  for (const input of urls) sink += parse(input)?.scheme.length ?? 0;
}

/** The query of the benchmark's mode f: ten pairs, some escaped. */
const query = "a=1&b=two&c=%20three&d=4+4&e=%C3%A9&f=&g=7&h=eight&i=9&j=ten";
const SEARCH_COUNT = 20_000;

/** Mode f: new URLSearchParams(query), then get(). */
function searchParse({ URLSearchParams: P }: Build): void {
  if (P === undefined) return;
  for (let i = 0; i < SEARCH_COUNT; i++) {
    if (new P(query).get("j") !== null) sink++;
  }
}

/** Mode f: parse, then set, append, delete and toString(). */
function searchMutate({ URLSearchParams: P }: Build): void {
  if (P === undefined) return;
  for (let i = 0; i < SEARCH_COUNT; i++) {
    const params = new P(query);
    params.set("b", "2");
    params.append("k", "eleven");
    params.delete("c");
    sink += params.toString().length;
  }
}

/** Mode f: parse, then sort() and toString(). */
function searchSort({ URLSearchParams: P }: Build): void {
  if (P === undefined) return;
  for (let i = 0; i < SEARCH_COUNT; i++) {
    const params = new P(query);
    params.sort();
    sink += params.toString().length;
  }
}

/** The state machine, then the record serialized. */
function stateMachineHref(
  { basicURLParse: parse, serializeURL: serialize }: Build,
): void {
  for (const input of urls) {
    const record = parse(input);
    if (record !== null) sink += serialize(record).length;
  }
}

const MODES: [string, (build: Build) => void][] = [
  ["parse+getters", parseAndGet],
  ["state machine", stateMachine],
  ["state machine+href", stateMachineHref],
  ["relative", relative],
  ["setters", setters],
  ["host setter", hostSetter],
];

/** The modes run when both builds have a URLSearchParams class. */
const SEARCH_MODES: [string, (build: Build) => void][] = [
  ["usp parse+get", searchParse],
  ["usp mutate", searchMutate],
  ["usp sort", searchSort],
];

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
  urls = text.split("\n").filter((s) => s.length > 0).slice(0, 10_000);
  bases = urls.slice(0, 1_000);
  for (const [name, work] of MODES) runMode(Prev, Cur, name, work, rounds);
  if (Prev.URLSearchParams !== undefined && Cur.URLSearchParams !== undefined) {
    for (const [name, work] of SEARCH_MODES) {
      runMode(Prev, Cur, name, work, rounds);
    }
  }
  if (sink === 0) console.log("no URL parsed");
}

function runMode(
  Prev: Build,
  Cur: Build,
  name: string,
  work: (build: Build) => void,
  rounds: number,
): void {
  for (let i = 0; i < 3; i++) {
    work(Prev);
    work(Cur);
  }
  const ratios: number[] = [];
  let bestPrev = Infinity;
  let bestCur = Infinity;
  for (let r = 0; r < rounds; r++) {
    let prev = 0;
    let cur = 0;
    for (const which of r % 2 === 0 ? [Prev, Cur] : [Cur, Prev]) {
      const start = performance.now();
      work(which);
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
