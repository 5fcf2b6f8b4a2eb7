/**
 * The failure path and short URLs against the native `URL`: `URL.parse()`,
 * `URL.canParse()` and `new URL()` that throws on `failing_urls.txt`, parse
 * and `href` on `short_urls.txt` (both made by
 * datasets/make_failing_urls.ts), and `URL.parse()` on single failing inputs
 * of the kinds users validate. One process per leg, urlstd and native in
 * alternating rounds (suite_measure.ts), each with its own copy of each
 * loop; the ratio is the median of the per-round ratios.
 *
 * Usage: deno task bench:failure [--legs deno,node24,node26] [--rounds N]
 *        [--write]
 *
 * `--write` replaces the "Failure path and short URLs" section of
 * RESULTS.md.
 *
 * @module
 */

import { readFileSync } from "node:fs";
import process from "node:process";
import { measure } from "./suite_measure.ts";
import { ownCopy } from "./suite_loops.ts";
import type { Host, Implementation } from "./suite.ts";

/** The single inputs timed with URL.parse(). */
const SINGLES = [
  "https://exa mple.com/",
  "not a url",
  "http://[::1",
  "http://127.0.0.1:$",
  "http://www.valgrind.org for de",
];

/** A row: what is timed, on what, and the target ratio. */
interface Row {
  name: string;
  target: number;
  urlstd: number;
  native: number;
  ratio: number;
}

/** Where results go, so that no engine drops the work. */
let sink = 0;

function parseLoop(impl: Implementation, inputs: string[]): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    if (impl.URL.parse!(inputs[i]) !== null) n++;
  }
  return n;
}

function canParseLoop(impl: Implementation, inputs: string[]): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    if (impl.URL.canParse!(inputs[i])) n++;
  }
  return n;
}

function throwLoop(impl: Implementation, inputs: string[]): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    try {
      n += new impl.URL(inputs[i]).href.length;
    } catch {
      n++;
    }
  }
  return n;
}

function hrefLoop(impl: Implementation, inputs: string[]): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    const url = impl.URL.parse!(inputs[i]);
    if (url !== null) n += url.href.length;
  }
  return n;
}

/** Times `loop` over `inputs` for both implementations; one row. */
function row(
  host: Host,
  impls: Implementation[],
  name: string,
  target: number,
  loop: (impl: Implementation, inputs: string[]) => number,
  inputs: string[],
  rounds: number,
): Row {
  const copies = new Map(impls.map((impl) => [impl.name, ownCopy(loop)]));
  // Short inputs repeat so that a turn's pass is long enough to time.
  const repeat = Math.max(1, Math.ceil(2000 / inputs.length));
  const work = (impl: Implementation) => {
    const copy = copies.get(impl.name)!;
    for (let r = 0; r < repeat; r++) sink += copy(impl, inputs);
  };
  const sampled = measure(
    host,
    impls,
    inputs.length * repeat,
    rounds,
    work,
    50,
  );
  const ours = sampled.get("urlstd")!;
  const theirs = sampled.get("native")!;
  const ratios = ours.rounds.map((ns, i) => ns / theirs.rounds[i]);
  ratios.sort((a, b) => a - b);
  return {
    name,
    target,
    urlstd: ours.median,
    native: theirs.median,
    ratio: ratios[ratios.length >> 1],
  };
}

/** Runs the rows in this process with `urlstd` as the module under test. */
export function runFailureBench(
  host: Host,
  urlstd: Implementation,
  rounds: number,
  datasets: string,
): Row[] {
  const native = {
    name: "native",
    URL: globalThis.URL,
    URLSearchParams: globalThis.URLSearchParams,
  } as unknown as Implementation;
  const impls = [urlstd, native];
  const read = (name: string) =>
    host.readText(`${datasets}/${name}`).split("\n").filter((l) => l !== "");
  const failing = read("failing_urls.txt");
  const short = read("short_urls.txt");
  const rows = [
    row(
      host,
      impls,
      "URL.parse(), failing_urls",
      1,
      parseLoop,
      failing,
      rounds,
    ),
    row(
      host,
      impls,
      "URL.canParse(), failing_urls",
      1,
      canParseLoop,
      failing,
      rounds,
    ),
    row(
      host,
      impls,
      "new URL() throws, failing_urls",
      1.5,
      throwLoop,
      failing,
      rounds,
    ),
    row(host, impls, "parse + href, short_urls", 0.8, hrefLoop, short, rounds),
  ];
  for (const input of SINGLES) {
    rows.push(
      row(host, impls, `URL.parse(${JSON.stringify(input)})`, 1, parseLoop, [
        input,
      ], rounds),
    );
  }
  if (sink === 42) console.error("");
  return rows;
}

/** The leg's own run: prints its rows as JSON. */
async function leg(): Promise<void> {
  const modulePath = process.env.URLSTD_NPM_MODULE ?? "../mod.ts";
  const { URL: OurURL, URLSearchParams: OurParams } =
    (await import(modulePath)) as typeof import("../mod.ts");
  const host = {
    runtime: "",
    now: () => performance.now(),
    gc: () => {},
    heapUsed: () => 0,
    readText: (path: string) => readFileSync(path, "utf8"),
    datasets: [],
  } satisfies Host;
  const urlstd = {
    name: "urlstd",
    URL: OurURL,
    URLSearchParams: OurParams,
  } as unknown as Implementation;
  const rounds = Number(process.env.FAILURE_BENCH_ROUNDS ?? 9);
  const rows = runFailureBench(
    host,
    urlstd,
    rounds,
    process.env.FAILURE_BENCH_DATASETS!,
  );
  const runtime = typeof (globalThis as { Deno?: unknown }).Deno === "object"
    ? `Deno ${process.versions.deno}`
    : `Node ${process.versions.node}`;
  console.log(JSON.stringify({ runtime, rows }));
}

if (process.env.FAILURE_BENCH_DATASETS !== undefined) await leg();
