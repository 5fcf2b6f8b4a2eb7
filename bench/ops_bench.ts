// ops/ against the libraries users call today, in one process per runtime:
// relativeURL() against relateurl (speed, and how often relateurl's output
// fails the round trip new URL(r, base).href === target.href), joinPath()
// against url-join, and normalizeUrlCompat() and normalizeURL() against
// normalize-url (speed, and how often the drop-in's result differs).
//
//   deno task bench:ops [ROUNDS] [NODE...]
//
// Runs in Deno (on the sources), then in each NODE binary given (e.g.
// node_modules/node24/bin/node) on this file bundled by esbuild. The pairs
// are tests/_ops_pairs.ts's (urltestdata.json, tests/_ops_urls.ts and URLs
// of the datasets of ../shared/datasets/ and bench/datasets/), drawn with a
// fixed seed. Each round times every function once over its inputs, the
// functions interleaved and their order alternating; the best round counts,
// and each ratio is ours / theirs (below 1: ours is faster). Results:
// OPS_RESULTS.md.

import { createRequire } from "node:module";
import type RelateUrlModule from "relateurl";
import urlJoin from "url-join";
import normalizeUrl from "normalize-url";
import { URL } from "../mod.ts";
import { parseURL } from "../parser/mod.ts";
import {
  joinPath,
  normalizeURL,
  normalizeUrlCompat,
  type NormalizeURLOptions,
  relativeURL,
} from "../ops/mod.ts";
import { samplePairs, urlPool } from "../tests/_ops_pairs.ts";
import { readDatasets } from "./_config.ts";

// deno-lint-ignore no-explicit-any
declare const Deno: any, process: any;

// relateurl is CommonJS that requires node:url, which an ESM bundle
// cannot: it is loaded at run time, beside the bundle as from the source.
const RelateUrl: typeof RelateUrlModule = createRequire(import.meta.url)(
  "relateurl",
);

const inDeno = typeof Deno !== "undefined";
const args: string[] = inDeno ? Deno.args : process.argv.slice(2);
const rounds = Number(args[0] ?? "9");
const runtime = inDeno
  ? `Deno ${Deno.version.deno}`
  : `Node.js ${process.versions.node}`;

/** URLs per dataset added to the pool, and pairs drawn. */
const PER_DATASET = 2000;
const PAIRS = 20000;
const SEED = 20261203;

/** Up to PER_DATASET URLs of each dataset that parse (a first line's BOM dropped). */
function datasetURLs(): string[] {
  const urls: string[] = [];
  for (const { text } of readDatasets()) {
    let taken = 0;
    for (const line of text.replace(/^\uFEFF/, "").split("\n")) {
      if (taken === PER_DATASET) break;
      const url = line.trim();
      if (url !== "" && URL.canParse(url)) {
        urls.push(url);
        taken++;
      }
    }
  }
  return urls;
}

/** The best time of each function, in ns per call, over `rounds` rounds. */
function race(
  entries: [string, (i: number) => unknown][],
  count: number,
): Map<string, number> {
  const best = new Map(entries.map(([name]) => [name, Infinity]));
  let sink = 0;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? entries : [...entries].reverse();
    for (const [name, run] of order) {
      const start = performance.now();
      for (let i = 0; i < count; i++) {
        const out = run(i);
        if (typeof out === "string") sink += out.length;
      }
      const ns = (performance.now() - start) * 1e6 / count;
      if (ns < best.get(name)!) best.set(name, ns);
    }
  }
  if (sink === -1) console.log(sink);
  return best;
}

function row(label: string, ours: number, theirs: number): string {
  return `| ${runtime} | ${label} | ${ours.toFixed(0)} | ${
    theirs.toFixed(0)
  } | ${(ours / theirs).toFixed(2)} |`;
}

function percent(n: number, of: number): string {
  return `${n} of ${of} (${(100 * n / of).toFixed(2)}%)`;
}

const extra = datasetURLs();
const pool = urlPool(extra);
const pairs = samplePairs(pool, PAIRS, SEED).map(([t, b]) => [
  new URL(t).href,
  new URL(b).href,
]);

/** How many of `list`'s pairs relateurl's answer fails the round trip on. */
function relateFailuresOn(list: string[][]): number {
  let failures = 0;
  for (const [target, base] of list) {
    try {
      if (URL.parse(RelateUrl.relate(base, target), base)?.href !== target) {
        failures++;
      }
    } catch {
      failures++;
    }
  }
  return failures;
}

// The same kinds of pair over the datasets' URLs alone (no WPT edge cases).
const datasetPairs = samplePairs(extra, PAIRS, SEED).map(([t, b]) => [
  new URL(t).href,
  new URL(b).href,
]);
const httpPairs = datasetPairs.filter(([t, b]) =>
  /^https?:/.test(t) && /^https?:/.test(b)
);

// relateurl's round trip, and ours as a control.
let relateFailures = 0;
let relateThrows = 0;
let ourFailures = 0;
const failureExamples: string[] = [];
for (const [target, base] of pairs) {
  let ref: string | null = null;
  try {
    ref = RelateUrl.relate(base, target);
  } catch {
    relateThrows++;
  }
  if (ref === null || URL.parse(ref, base)?.href !== target) {
    relateFailures++;
    if (failureExamples.length < 8) {
      failureExamples.push(
        `  relate(${JSON.stringify(base)}, ${JSON.stringify(target)}) = ${
          JSON.stringify(ref)
        } resolves to ${
          JSON.stringify(
            ref === null ? null : URL.parse(ref, base)?.href ?? "failure",
          )
        }`,
      );
    }
  }
  if (URL.parse(relativeURL(target, base), base)?.href !== target) {
    ourFailures++;
  }
}

console.log(
  `## ${runtime}: ${pairs.length} pairs over ${pool.length} URLs, ${rounds} rounds`,
);
console.log(
  `relateurl round-trip failures: ${
    percent(relateFailures, pairs.length)
  } (${relateThrows} threw)`,
);
console.log(
  `relativeURL round-trip failures: ${percent(ourFailures, pairs.length)}`,
);
console.log(
  `relateurl round-trip failures on the datasets' URLs alone: ${
    percent(relateFailuresOn(datasetPairs), datasetPairs.length)
  }; on those pairs of http(s) URLs: ${
    percent(relateFailuresOn(httpPairs), httpPairs.length)
  }`,
);
console.log(failureExamples.join("\n"));

// joinPath against url-join: bases from the pool, realistic segments.
const SEGMENTS = [
  ["api", "v1", "users", "42"],
  ["assets", "img", "logo.png"],
  ["search"],
  ["docs", "guide", "intro.html"],
];
const joinBases = pool.filter((href) =>
  !parseURL(href)!.opaquePath &&
  /^https?:/.test(href)
).slice(0, 5000);
let joinDifferent = 0;
for (let i = 0; i < joinBases.length; i++) {
  const segments = SEGMENTS[i % SEGMENTS.length];
  const ours = joinPath(joinBases[i], ...segments);
  const theirs = URL.parse(urlJoin(joinBases[i], ...segments))?.href;
  if (ours !== theirs) joinDifferent++;
}

// normalize-url's inputs: the dataset URLs.
const normalizeInputs = extra;
let compatDifferent = 0;
const compatExamples: string[] = [];
for (const input of normalizeInputs) {
  let theirs: string;
  try {
    theirs = normalizeUrl(input);
  } catch {
    theirs = "(throws)";
  }
  let ours: string;
  try {
    ours = normalizeUrlCompat(input);
  } catch {
    ours = "(throws)";
  }
  if (ours !== theirs) {
    compatDifferent++;
    if (compatExamples.length < 8) {
      compatExamples.push(`  ${JSON.stringify(input)}: ${ours} / ${theirs}`);
    }
  }
}
console.log(
  `url-join results that differ from joinPath(): ${
    percent(joinDifferent, joinBases.length)
  }`,
);
console.log(
  `normalizeUrlCompat() results that differ from normalize-url: ${
    percent(compatDifferent, normalizeInputs.length)
  }`,
);
console.log(compatExamples.join("\n"));

const ALL: NormalizeURLOptions = {
  removeFragment: true,
  sortQuery: true,
  removeEmptyQuery: true,
  percentEncodingCase: "upper",
  decodeUnreserved: true,
  removeTrailingSlash: true,
  removeWWW: true,
  removeDirectoryIndex: true,
  removeTrackingParameters: true,
};

const relative = race([
  ["relativeURL", (i) => relativeURL(pairs[i][0], pairs[i][1])],
  ["relateurl", (i) => {
    try {
      return RelateUrl.relate(pairs[i][1], pairs[i][0]);
    } catch {
      return null;
    }
  }],
], pairs.length);
const join = race([
  ["joinPath", (i) => joinPath(joinBases[i], ...SEGMENTS[i % SEGMENTS.length])],
  ["url-join", (i) => urlJoin(joinBases[i], ...SEGMENTS[i % SEGMENTS.length])],
], joinBases.length);
const normalize = race([
  ["normalizeUrlCompat", (i) => normalizeUrlCompat(normalizeInputs[i])],
  ["normalizeURL", (i) => normalizeURL(normalizeInputs[i], ALL)],
  // The runtime's URL, which normalize-url reads with, may reject a URL
  // the URL Standard accepts (an IDN that Deno 2.9 refuses).
  ["normalize-url", (i) => {
    try {
      return normalizeUrl(normalizeInputs[i]);
    } catch {
      return null;
    }
  }],
], normalizeInputs.length);

console.log(
  "| runtime | ours vs theirs | ours ns/call | theirs ns/call | ratio |",
);
console.log("|---|---|--:|--:|--:|");
console.log(
  row(
    "relativeURL vs relateurl",
    relative.get("relativeURL")!,
    relative.get("relateurl")!,
  ),
);
console.log(
  row("joinPath vs url-join", join.get("joinPath")!, join.get("url-join")!),
);
console.log(
  row(
    "normalizeUrlCompat vs normalize-url",
    normalize.get("normalizeUrlCompat")!,
    normalize.get("normalize-url")!,
  ),
);
console.log(
  row(
    "normalizeURL (all but forceHttps) vs normalize-url",
    normalize.get("normalizeURL")!,
    normalize.get("normalize-url")!,
  ),
);

if (inDeno) {
  const { wptDir } = await import("../tests/wpt.ts");
  // The bundle's own path does not lead to the WPT data: name it.
  Deno.env.set("WPT_DIR", wptDir());
  const { runBundledInNodes } = await import("./_in_node.ts");
  await runBundledInNodes(
    new URL(import.meta.url).pathname,
    "ops_bench",
    args.slice(1),
    [String(rounds)],
  );
}
