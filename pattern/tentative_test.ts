// The tentative exports against WPT's urlpattern-compare-test-data.json and
// urlpattern-generate-test-data.json, one test per entry, checked as WPT's
// urlpattern-compare-tests.js and urlpattern-generate-tests.js do: compare
// both ways round (and each pattern with itself), generate's null meaning a
// TypeError.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URLPattern, type URLPatternInput } from "./mod.ts";
import { compareComponent, generate } from "./tentative.ts";
import { readUrlPatternWpt } from "../tests/urlpattern_wpt.ts";

interface CompareEntry {
  component: string;
  left: URLPatternInput;
  right: URLPatternInput;
  expected: -1 | 0 | 1;
}

interface GenerateEntry {
  pattern: URLPatternInput;
  component: string;
  groups: Record<string, string>;
  expected: string | null;
}

const compares = readUrlPatternWpt<CompareEntry>(
  "urlpattern-compare-test-data.json",
);
const generates = readUrlPatternWpt<GenerateEntry>(
  "urlpattern-generate-test-data.json",
);

describe(`urlpattern-compare-test-data.json (${compares.length} entries)`, () => {
  for (const e of compares) {
    it(
      `compareComponent(${e.component}, ${JSON.stringify(e.left)}, ${
        JSON.stringify(e.right)
      }) is ${e.expected}`,
      () => {
        const left = new URLPattern(e.left);
        const right = new URLPattern(e.right);
        const context = `left ${JSON.stringify(e.left)}, right ${
          JSON.stringify(e.right)
        }`;
        assert.equal(
          compareComponent(e.component, left, right),
          e.expected,
          `left vs right, ${context}`,
        );
        assert.equal(
          compareComponent(e.component, right, left),
          -e.expected || 0,
          `right vs left, ${context}`,
        );
        assert.equal(compareComponent(e.component, left, left), 0);
        assert.equal(compareComponent(e.component, right, right), 0);
      },
    );
  }
});

describe(`urlpattern-generate-test-data.json (${generates.length} entries)`, () => {
  for (const e of generates) {
    it(
      `generate(${JSON.stringify(e.pattern)}, ${e.component}, ${
        JSON.stringify(e.groups)
      }) is ${JSON.stringify(e.expected)}`,
      () => {
        const pattern = new URLPattern(e.pattern);
        if (e.expected === null) {
          assert.throws(
            () => generate(pattern, e.component, e.groups),
            TypeError,
          );
          return;
        }
        assert.equal(generate(pattern, e.component, e.groups), e.expected);
      },
    );
  }
});

describe("tentative exports", () => {
  it("compareComponent() throws a TypeError for a non-URLPattern", () => {
    const p = new URLPattern({});
    assert.throws(
      () => compareComponent("pathname", p, {} as URLPattern),
      TypeError,
    );
  });
});
