/**
 * Benchmark of `@urlstd/url/origin` on the URL datasets (bench/_config.ts):
 * what `Origin.from()` and the comparisons cost beside the steps they are
 * made of. Per dataset, the lines that parse as URLs (up to `--limit`):
 *
 * - `new URL(s)`: this library's `URL` constructor, the parse alone;
 * - `Origin.from(s)`: the same parse and the origin;
 * - `Origin.from(url)`: the origin of a `URL` object made beforehand;
 * - `registrableDomain(host)`: `@urlstd/url/psl` alone, on each URL's host;
 * - `2 × registrableDomain`: the two lookups of a pair (each host and the
 *   next one's), the floor of same site;
 * - `isSameSite`: `a.isSameSite(b)` for each origin and the next one;
 * - `isSameOrigin`: the same pairs, for comparison.
 *
 * Each round times every input once per column, the columns interleaved;
 * the best round counts (ns per call). The ratios: `Origin.from()` to
 * `new URL(s)`, and `isSameSite` to its two lookups.
 *
 * Run: `npx deno task bench:origin [--rounds N] [--limit N]`.
 * Results: ORIGIN_RESULTS.md.
 *
 * @module
 */

import { URL } from "../mod.ts";
import { Origin } from "../origin/mod.ts";
import { registrableDomain } from "../psl/mod.ts";
import { benchOptions, readDatasets } from "./_config.ts";

const { rounds, limit } = benchOptions(Deno.args);

let sink = 0;

/** ns per call of `run(i)` for i in [0, count). */
function time(count: number, run: (i: number) => unknown): number {
  const start = performance.now();
  for (let i = 0; i < count; i++) if (run(i) === sink) sink++;
  return ((performance.now() - start) * 1e6) / count;
}

console.log(
  `Deno ${Deno.version.deno}, V8 ${Deno.version.v8}; ${rounds} rounds, ` +
    `best; up to ${limit} URLs per dataset`,
);
const columns = [
  "new URL(s)",
  "Origin.from(s)",
  "Origin.from(url)",
  "registrableDomain(host)",
  "2 × registrableDomain",
  "isSameSite",
  "isSameOrigin",
];
const header = ["dataset", "URLs", ...columns.map((c) => c + " ns")]
  .concat([
    "from(s) / new URL",
    "from(url) / new URL",
    "isSameSite / 2 lookups",
  ]);
console.log("| " + header.join(" | ") + " |");
console.log("| " + header.map(() => "---").join(" | ") + " |");
for (const { name, text } of readDatasets()) {
  const inputs = text.split(/\r?\n/).map((line) => line.replace(/^\uFEFF/, ""))
    .filter((line) => URL.canParse(line)).slice(0, limit);
  if (inputs.length < 2) continue;
  const urls = inputs.map((input) => new URL(input));
  const hosts = urls.map((url) => url.hostname);
  const origins = urls.map((url) => Origin.from(url));
  const n = inputs.length;
  const runs: ((i: number) => unknown)[] = [
    (i) => new URL(inputs[i]),
    (i) => Origin.from(inputs[i]),
    (i) => Origin.from(urls[i]),
    (i) => registrableDomain(hosts[i]),
    (i) =>
      registrableDomain(hosts[i]) === registrableDomain(hosts[(i + 1) % n]),
    (i) => origins[i].isSameSite(origins[(i + 1) % n]),
    (i) => origins[i].isSameOrigin(origins[(i + 1) % n]),
  ];
  const best = runs.map(() => Infinity);
  for (let round = 0; round < rounds; round++) {
    runs.forEach((run, c) => {
      best[c] = Math.min(best[c], time(n, run));
    });
  }
  console.log(
    "| " + [
      name,
      String(n),
      ...best.map((ns) => ns.toFixed(0)),
      (best[1] / best[0]).toFixed(2) + "x",
      (best[2] / best[0]).toFixed(2) + "x",
      (best[5] / best[4]).toFixed(2) + "x",
    ].join(" | ") + " |",
  );
}
if (sink === -1) console.log(sink);
