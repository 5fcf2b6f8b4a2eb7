// Seeded random (target, base) pairs for relativeURL()'s round-trip
// property, shared by ops/relative_url_test.ts and bench/ops_bench.ts: URLs
// from urltestdata.json and tests/_ops_urls.ts, paired at random, or a base
// paired with a target resolved from it (or from a URL beside it) through a
// random relative reference made of the pieces references get wrong.

import fc from "fast-check";
import { URL } from "../mod.ts";
import { loadWptCases } from "./wpt.ts";
import type { URLTestCase } from "./_urltestdata.ts";
import { REALISTIC_URLS } from "./_ops_urls.ts";

/** The hrefs of urltestdata.json's cases that parse, without duplicates. */
export function wptHrefs(): string[] {
  const hrefs = new Set<string>();
  for (const c of loadWptCases<URLTestCase>("urltestdata.json")) {
    if (!c.failure && typeof c.href === "string") hrefs.add(c.href);
  }
  return [...hrefs];
}

/** The URLs pairs are made of: WPT's and the committed realistic ones. */
export function urlPool(extra: readonly string[] = []): string[] {
  return [...new Set([...wptHrefs(), ...REALISTIC_URLS, ...extra])];
}

/** The pieces of a relative reference that references get wrong. */
const SEGMENT = fc.constantFrom(
  "",
  ".",
  "..",
  "%2e",
  "%2E%2e",
  "a",
  "b",
  "index.html",
  "a:b",
  "C:",
  "C|",
  "x y",
  "é",
  "%41",
  "..a",
  "?",
);

/** A relative reference: segments, maybe rooted, maybe a query and fragment. */
export const relativeReference: fc.Arbitrary<string> = fc.tuple(
  fc.array(SEGMENT, { maxLength: 5 }),
  fc.constantFrom("", "/", "//h/", "?", "#"),
  fc.option(fc.constantFrom("", "q", "a=1&b=2")),
  fc.option(fc.constantFrom("", "f", "x y")),
).map(([segments, lead, query, fragment]) =>
  lead + segments.join("/") + (query === null ? "" : "?" + query) +
  (fragment === null ? "" : "#" + fragment)
);

function resolve(reference: string, base: string): string {
  return URL.parse(reference, base)?.href ?? base;
}

/** (target, base) pairs over `pool`. */
export function urlPairs(
  pool: readonly string[],
): fc.Arbitrary<[string, string]> {
  const url = fc.constantFrom(...pool);
  return fc.oneof(
    fc.tuple(url, url),
    fc.tuple(url, relativeReference).map(([base, ref]): [string, string] => [
      resolve(ref, base),
      base,
    ]),
    fc.tuple(url, relativeReference, relativeReference).map((
      [root, a, b],
    ): [string, string] => [resolve(a, root), resolve(b, root)]),
  );
}

/** `count` pairs drawn with `seed` (for the benchmark). */
export function samplePairs(
  pool: readonly string[],
  count: number,
  seed: number,
): [string, string][] {
  return fc.sample(urlPairs(pool), { seed, numRuns: count });
}
