// @urlstd/whatwg-url against whatwg-url in one process, alternating rounds
// (the order rotates), medians of per-round ratios; no timed assertion.
//
//   parse+serialize  parseURL(input) then serializeURL(record), each input
//                    of a dataset (../shared/datasets, else the WPT URLs)
//   state override   basicURLParse(value, { url, stateOverride }) on a
//                    fresh record, over the setters the URL API uses
//   jsdom a.href     a.href = input; a.pathname, in a jsdom on each
//
// Each implementation runs its own copy of the loops
// (bench/whatwg_url_loops.mjs, loaded once for each).
//
// Runs in Node.js and Deno:
//   node bench/whatwg_url_bench.mjs <aliasDir> <clientsDir> [dataset]
//   deno run -A bench/whatwg_url_bench.mjs <aliasDir> <clientsDir> [dataset]
// bench/whatwg_url_run.ts runs it on each runtime and writes the table.

import { createRequire } from "node:module";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import process from "node:process";

const [aliasDir, clientsDir, datasetName = "kasztp.txt"] = process.argv.slice(
  2,
);
const root = resolve(import.meta.dirname, "..");
const rootRequire = createRequire(join(root, "package.json"));
const reference = rootRequire("whatwg-url");
const ours = createRequire(join(aliasDir, "package.json"))(aliasDir);
const referenceJSDOM = rootRequire("jsdom").JSDOM;
const ourJSDOM = createRequire(join(clientsDir, "package.json"))("jsdom").JSDOM;

/**
 * The inputs: a dataset's first 5,000 lines, or the WPT URLs (the absolute
 * ones of urltestdata.json) when the dataset is not there (name it
 * "urltestdata.json" for them).
 */
function inputs() {
  const file = join(root, "..", "shared", "datasets", datasetName);
  if (existsSync(file)) {
    return {
      name: datasetName,
      lines: readFileSync(file, "utf8").split("\n").filter(Boolean).slice(
        0,
        5000,
      ),
    };
  }
  const wpt = join(process.env.WPT_DIR ?? join(root, "..", "shared", "wpt"));
  const cases = JSON.parse(readFileSync(join(wpt, "urltestdata.json"), "utf8"))
    .filter((c) => typeof c !== "string" && c.base === null && c.href);
  return { name: "urltestdata.json", lines: cases.map((c) => c.input) };
}

const { name, lines } = inputs();

/** A copy of the loops of its own for each implementation. */
const loopsURL = pathToFileURL(
  join(import.meta.dirname, "whatwg_url_loops.mjs"),
);
const refLoops = await import(loopsURL + "?for=whatwg-url");
const ourLoops = await import(loopsURL + "?for=urlstd");
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The shortest turn: as bench/suite.ts does, a turn repeats its loop. */
const TURN_MS = 100;

/**
 * One implementation's turn: its loop, repeated until the turn has lasted
 * TURN_MS; the time of one pass. A loop of a few milliseconds would
 * otherwise be timed while the engine still finishes the work the other
 * implementation's turn left (its garbage, its compilations), which is no
 * cost of its own.
 */
function turn(loop) {
  let total = 0;
  let passes = 0;
  do {
    const start = performance.now();
    loop();
    total += performance.now() - start;
    passes++;
  } while (total < TURN_MS);
  return total / passes;
}

/** Rounds of [reference, ours] in rotating order: medians. */
function compare(turns, rounds) {
  const ratios = [];
  const times = [[], []];
  for (let r = 0; r < rounds; r++) {
    const round = [0, 0];
    for (let j = 0; j < 2; j++) {
      const i = (r + j) % 2;
      round[i] = turn(turns[i]);
    }
    times[0].push(round[0]);
    times[1].push(round[1]);
    ratios.push(round[0] / round[1]);
  }
  return {
    referenceMs: median(times[0]),
    oursMs: median(times[1]),
    speedup: median(ratios),
  };
}

const records = lines.filter((l) => reference.parseURL(l) !== null).slice(
  0,
  1000,
);
const anchor = (JSDOM) =>
  new JSDOM("<!doctype html><a>", { url: "https://example.org/" }).window
    .document.querySelector("a");
// The inputs of the anchor loop: all but blob URLs. Once an <a>'s URL is a
// blob URL (whose path is opaque), HTML's "reinitialize url" terminates
// ("If element's url is non-null, its scheme is "blob", and it has an
// opaque path, then terminate these steps"), so jsdom parses no later href
// and the loop would time nothing. The WPT URLs have some; the datasets none.
const anchorLines = lines.filter((l) =>
  reference.parseURL(l)?.scheme !== "blob"
);
const refAnchor = anchor(referenceJSDOM);
const ourAnchor = anchor(ourJSDOM);
// Warm-up: each loop once on both.
refLoops.parseAndSerialize(reference, lines);
ourLoops.parseAndSerialize(ours, lines);
refLoops.stateOverrides(reference, records);
ourLoops.stateOverrides(ours, records);
refLoops.anchorLoop(refAnchor, anchorLines);
ourLoops.anchorLoop(ourAnchor, anchorLines);

const runtime = typeof Deno !== "undefined"
  ? `Deno ${Deno.version.deno}`
  : `Node.js ${process.version}`;
const result = {
  runtime,
  dataset: name,
  inputs: lines.length,
  rows: {
    "parseURL + serializeURL": compare([
      () => refLoops.parseAndSerialize(reference, lines),
      () => ourLoops.parseAndSerialize(ours, lines),
    ], 25),
    "basicURLParse with a state override": compare([
      () => refLoops.stateOverrides(reference, records),
      () => ourLoops.stateOverrides(ours, records),
    ], 25),
    "jsdom a.href = …; a.pathname": compare([
      () => refLoops.anchorLoop(refAnchor, anchorLines),
      () => ourLoops.anchorLoop(ourAnchor, anchorLines),
    ], 11),
  },
  sink: refLoops.sinkIsSet() && ourLoops.sinkIsSet(),
};
process.stdout.write(JSON.stringify(result) + "\n");
