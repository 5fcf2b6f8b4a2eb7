// What the fast-path tests share: checks against the full parser and
// deterministic pseudo-random inputs.

import assert from "node:assert/strict";
import { basicURLParse } from "../parser/basic_url_parser.ts";
import { Components } from "../parser/components.ts";
import { assertInvariants } from "../parser/components_invariants.ts";
import { fastParse } from "../parser/fast_path.ts";

/** The full parser's components for `input`, checked, or null. */
export function viaFullParser(input: string): Components | null {
  const record = basicURLParse(input);
  if (record === null) return null;
  assertInvariants(record.components);
  return record.components;
}

/**
 * Runs a fast path for references (fastParseReference()) on each reference against each base that
 * fastParse() takes, and checks each result it gives against the full
 * parser's. Returns how many results it gave.
 */
export function checkFastReferences(
  fastPath: (reference: string, base: Components, out: Components) => boolean,
  bases: readonly string[],
  references: readonly string[],
): number {
  let fast = 0;
  for (const baseInput of bases) {
    const base = new Components();
    if (!fastParse(baseInput, base)) continue;
    const baseRecord = basicURLParse(baseInput)!;
    for (const reference of references) {
      const out = new Components();
      if (!fastPath(reference, base, out)) continue;
      fast++;
      assertInvariants(out);
      const record = basicURLParse(reference, { base: baseRecord })!;
      assert.deepEqual(
        out,
        record.components,
        `${reference} against ${baseInput}`,
      );
    }
  }
  return fast;
}

/** Deterministic pseudo-random numbers (mulberry32). */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
