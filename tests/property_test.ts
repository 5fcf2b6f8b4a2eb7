// Property-based tests: the invariants of tests/_properties.ts on generated
// hostile input, with a fixed seed so that every run checks the same cases
// (`deno task fuzz` runs them longer with a random seed).

import { describe, it } from "node:test";
import { PROPERTIES, SEED } from "./_properties.ts";

describe("property tests (fast-check, fixed seed)", () => {
  for (const { name, runs, check } of PROPERTIES) {
    it(`${name} (${runs} runs)`, () => {
      check({ seed: SEED, numRuns: runs });
    });
  }
});
