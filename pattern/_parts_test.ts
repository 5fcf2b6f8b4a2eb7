// The pattern parser's work: counted, not timed, through its step counter.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parsePatternString } from "./_parts.ts";
import { PATHNAME_OPTIONS } from "./_component.ts";

/** The steps parsePatternString() takes on `input` (identity encoding). */
function steps(input: string): number {
  let count = 0;
  parsePatternString(input, PATHNAME_OPTIONS, (s) => s, (n) => count += n);
  return count;
}

const SHAPES: [string, (k: number) => string][] = [
  ["k wildcards (numbered groups)", (k) => "/*".repeat(k)],
  ["k named groups", (k) => {
    let s = "";
    for (let i = 0; i < k; i++) s += "/:n" + i;
    return s;
  }],
  ["k named groups with fixed text between", (k) => {
    let s = "";
    for (let i = 0; i < k; i++) s += "/a:n" + i + "-b";
    return s;
  }],
];

describe("parsePatternString()", () => {
  for (const [name, make] of SHAPES) {
    it(`takes steps linear in the groups: ${name}`, () => {
      for (const k of [1_000, 10_000, 100_000]) {
        const input = make(k);
        const taken = steps(input);
        // At most a turn of the token loop a code unit, and one
        // duplicate-name lookup a group (the standard's scan of every
        // earlier part would be about k²/2 comparisons).
        assert.ok(taken >= 2 * k, `${taken} steps for ${k} groups`);
        assert.ok(
          taken <= input.length + k,
          `${taken} steps for ${k} groups in ${input.length} code units`,
        );
      }
    });
  }

  it("still finds a duplicate name among many", () => {
    const input = SHAPES[1][1](10_000) + "/:n9999";
    assert.throws(() => parsePatternString(input, PATHNAME_OPTIONS, (s) => s), {
      message: 'a duplicate group name "n9999"',
    });
  });
});
