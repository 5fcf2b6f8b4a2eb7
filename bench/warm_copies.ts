// Two copies of urlstd's npm build and the native URL in one Node process:
// the first copy ("a") runs the suite's other modes on every dataset before
// the timing, as bench/suite.ts's warm-up does; the second ("b") does so
// only with WARM_BOTH set. Then rounds of one mode on one dataset
// alternate the three, each timing its own copy of the suite's loop, and
// the report gives the median per-round ratios (and quartiles): a/native,
// b/native and a/b. With one build in both places, a/b is what the other
// modes' warm-up costs the timed mode; with two builds and WARM_BOTH, it
// compares the builds as the suite runs them.
//
//   node_modules/.bin/esbuild bench/warm_copies.ts --bundle --format=esm \
//     --platform=node --outfile=bench/.out/warm_copies.mjs
//   URLSTD_A=DIR_A/esm/mod.js URLSTD_B=DIR_B/esm/mod.js \
//     node_modules/node24/bin/node bench/.out/warm_copies.mjs
//
// URLSTD_A and URLSTD_B may also name one-file bundles of each build
// (`esbuild DIR/esm/mod.js --bundle --format=esm --platform=node`), as
// most applications load the package; Deno runs the same file
// (`deno run -A bench/.out/warm_copies.mjs`, against Deno's own URL).
//
// Environment: MEASURE (mode:dataset pairs, comma-separated, default
// c:debian_urls), WARM (the warm-up's modes, default abcdegh), WARM_BOTH,
// ROUNDS (31), TURN (ms of each turn, 30), CLOCK (cpu, the main thread's
// CPU time, or wall). Two copies: copy the npm build's folder (with its
// node_modules) so that each has module instances of its own.

import {
  allGettersLoop,
  canParseLoop,
  ownCopy,
  parseHrefLoop,
  parseOrNull,
  relativeLoop,
  relativeReferencesLoop,
  searchHashPathLoop,
  settersLoop,
} from "./suite_loops.ts";
import {
  datasetName,
  loadDataset,
  relativeReferences,
  setterInputs,
} from "./suite_inputs.ts";
import type { Implementation, URLLike } from "./suite.ts";
import { datasetDirs, listDatasets } from "./_config.ts";
import { readdirSync, readFileSync } from "node:fs";
import process from "node:process";

const env = process.env;
/** An implementation of the timing: its name and URL class. */
function implementation(name: string, URL: unknown): Implementation {
  return { name, URL } as unknown as Implementation;
}
const a = implementation("a", (await import(env.URLSTD_A!)).URL);
const b = implementation("b", (await import(env.URLSTD_B!)).URL);
const native = implementation("native", globalThis.URL);
const impls = [a, b, native];
const host = { readText: (path: string) => readFileSync(path, "utf8") };
const paths = listDatasets(datasetDirs(), (d) => readdirSync(d));
const nameOf = (path: string) => datasetName(path).replace(/\.txt$/, "");
const warmModes = (env.WARM ?? "abcdegh").split("");
const measures = (env.MEASURE ?? "c:debian_urls").split(",").map((m) =>
  m.split(":")
);
const rounds = Number(env.ROUNDS ?? 31);
const turnMs = Number(env.TURN ?? 30);
const threadCpu = (process as unknown as { threadCpuUsage(): { user: number } })
  .threadCpuUsage;
const now = env.CLOCK === "wall"
  ? () => performance.now()
  : () => threadCpu().user / 1000;

// deno-lint-ignore no-explicit-any
type Loop = (...args: any[]) => number;
const copies = (loop: Loop) =>
  new Map(impls.map((i) => [i.name, ownCopy(loop, parseOrNull)]));
const loops: Record<string, Map<string, Loop>> = {
  a: copies(parseHrefLoop),
  b: copies(allGettersLoop),
  c: copies(canParseLoop),
  d: copies(relativeLoop),
  e: copies(settersLoop),
  g: copies(relativeReferencesLoop),
  h: copies(searchHashPathLoop),
};
const base = "https://example.org/base/dir/page.html?q#f";

/** A dataset's inputs for every mode, as bench/suite.ts makes them. */
function inputsOf(path: string) {
  const inputs = loadDataset(host, path, Number(env.LIMIT ?? 10_000));
  const relatives = inputs.map((input, i) => {
    const url = parseOrNull(native, input);
    if (url === null) return "x";
    return i % 3 === 0
      ? url.pathname + url.search
      : i % 3 === 1
      ? "../" + url.pathname.split("/").pop() + url.search
      : "//" + url.host + url.pathname;
  });
  const special = inputs.filter((input) => {
    const url = parseOrNull(native, input);
    return url !== null &&
      (url.protocol === "http:" || url.protocol === "https:");
  });
  return {
    inputs,
    relatives,
    special,
    references: relativeReferences(native, inputs),
    setters: setterInputs(native, inputs),
  };
}
type Inputs = ReturnType<typeof inputsOf>;

/** One pass of `mode` for `impl`; returns what the loop returns. */
function pass(mode: string, impl: Implementation, d: Inputs): number {
  const loop = loops[mode].get(impl.name)!;
  const objects = (list: string[]): URLLike[] =>
    list.map((s) => new impl.URL(s));
  switch (mode) {
    case "d":
      return loop(impl, d.relatives, base);
    case "e":
      return loop(objects(d.special));
    case "g":
      return loop(impl, d.references.refs, d.references.bases);
    case "h":
      return loop(objects(d.setters.objects), d.setters.values);
    default:
      return loop(impl, d.inputs);
  }
}

const data = new Map(paths.map((path) => [nameOf(path), inputsOf(path)]));
let sink = 0;
// The suite's warm-up: three passes of every mode over every dataset.
const warmed = env.WARM_BOTH ? impls : [a, native];
for (let p = 0; p < 3; p++) {
  for (const d of data.values()) {
    for (const mode of warmModes) {
      for (const impl of warmed) sink += pass(mode, impl, d);
    }
  }
}

const sorted = (values: number[]) => [...values].sort((x, y) => x - y);
const at = (values: number[], q: number) =>
  sorted(values)[Math.floor((values.length - 1) * q)];
for (const [mode, dataset] of measures) {
  const d = data.get(dataset)!;
  const ops = mode === "g"
    ? d.references.refs.length
    : mode === "d"
    ? d.relatives.length
    : d.inputs.length;
  for (let k = 0; k < 3; k++) {
    for (const impl of impls) sink += pass(mode, impl, d);
  }
  const ns = new Map<string, number[]>(impls.map((i) => [i.name, []]));
  for (let r = 0; r < rounds; r++) {
    const order = [impls, [...impls].reverse(), [b, native, a]][r % 3];
    for (const impl of order) {
      const start = now();
      let passes = 0;
      let elapsed: number;
      do {
        sink += pass(mode, impl, d);
        passes++;
        elapsed = now() - start;
      } while (elapsed < turnMs);
      ns.get(impl.name)!.push(elapsed * 1e6 / (ops * passes));
    }
  }
  const ratio = (x: string, y: string) => {
    const r = ns.get(x)!.map((v, i) => v / ns.get(y)![i]);
    return `${at(r, 0.5).toFixed(2)} [${at(r, 0.25).toFixed(2)}-${
      at(r, 0.75).toFixed(2)
    }]`;
  };
  console.log(
    `Node ${process.versions.node} ${mode}:${dataset} a/native ${
      ratio("a", "native")
    } b/native ${ratio("b", "native")} a/b ${ratio("a", "b")}; ns ${
      impls.map((i) => at(ns.get(i.name)!, 0.5).toFixed(0)).join("/")
    }`,
  );
}
if (sink === 0.5) console.log("");
