// Differential tests: urlstd against whatwg-url on generated hostile input
// and setters, with a fixed seed (`deno task fuzz` runs them longer with a
// random seed). A failure shows fast-check's shrunk counterexample.

import { describe, it } from "node:test";
import { DIFFERENTIAL_PROPERTIES } from "./_differential.ts";
import { SEED } from "./_properties.ts";

describe("differential tests against whatwg-url (fixed seed)", () => {
  for (const { name, runs, check } of DIFFERENTIAL_PROPERTIES) {
    it(`${name} (${runs} runs)`, () => {
      check({ seed: SEED, numRuns: runs });
    });
  }
});
