/**
 * The cost of `checkURL()` (safety/) over parsing alone: on the lines of
 * each dataset (bench/_config.ts), `checkURL(line)` against `new URL(line)`
 * of this library (what checkURL parses with, so the ratio is the checks'
 * own cost) and the platform's `new URL(line)`. Lines that do not parse
 * are kept: both sides see the same input. Each round times every line
 * once per function, the functions interleaved; the best round counts.
 * Target: checkURL within 1.3x of this library's `new URL()`.
 *
 * Run: `npx deno task bench:safety-speed [--rounds N] [--limit N]`.
 * Results: SAFETY_RESULTS.md.
 *
 * @module
 */

import { benchOptions, readDatasets } from "./_config.ts";
import { URL as OurURL } from "../api/mod.ts";
import { checkURL } from "../safety/mod.ts";

type Fn = (line: string) => number;

const FUNCTIONS: [string, Fn][] = [
  ["urlstd new URL()", (line) => OurURL.parse(line)?.href.length ?? 0],
  ["checkURL()", (line) => {
    const result = checkURL(line);
    return result.ok ? result.url.href.length : 1;
  }],
  [
    "platform new URL()",
    (line) => globalThis.URL.parse(line)?.href.length ?? 0,
  ],
];

let sink = 0;

function timeOnce(fn: Fn, lines: string[]): number {
  const start = performance.now();
  for (let i = 0; i < lines.length; i++) sink += fn(lines[i]);
  return ((performance.now() - start) * 1e6) / lines.length;
}

const { rounds, limit } = benchOptions(Deno.args);
console.log(
  `Deno ${Deno.version.deno}, V8 ${Deno.version.v8}; ${rounds} rounds, best; ` +
    `up to ${limit} lines a dataset`,
);
const header = [
  "dataset",
  "lines",
  "refused",
  ...FUNCTIONS.map(([name]) => name + " ns"),
  "checkURL / urlstd",
];
console.log("| " + header.join(" | ") + " |");
console.log(
  "| " + header.map((_, i) => i < 1 ? "---" : "---:").join(" | ") + " |",
);
for (const { name, text } of readDatasets()) {
  const lines = text.split(/\r?\n/).filter((l) => l !== "").slice(0, limit);
  if (lines.length === 0) continue;
  const refused = lines.filter((l) =>
    OurURL.parse(l) !== null && !checkURL(l).ok
  ).length;
  const best = FUNCTIONS.map(() => Infinity);
  for (let round = 0; round < rounds; round++) {
    FUNCTIONS.forEach(([, fn], i) => {
      best[i] = Math.min(best[i], timeOnce(fn, lines));
    });
  }
  console.log(
    "| " + [
      name,
      String(lines.length),
      String(refused),
      ...best.map((ns) => ns.toFixed(0)),
      (best[1] / best[0]).toFixed(2) + "x",
    ].join(" | ") + " |",
  );
}
if (sink === -1) console.log(sink);
