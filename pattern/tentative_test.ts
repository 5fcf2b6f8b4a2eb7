// The tentative exports against WPT's urlpattern-compare-test-data.json and
// urlpattern-generate-test-data.json, one test per entry, checked as WPT's
// urlpattern-compare-tests.js and urlpattern-generate-tests.js do: compare
// both ways round (and each pattern with itself), generate's null meaning a
// TypeError.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
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

describe("generate() round trip (fast-check, fixed seed)", () => {
  /** Patterns with segment groups, and the component generate() fills. */
  const PATTERNS: [Record<string, string>, string][] = [
    [{ pathname: "/users/:id" }, "pathname"],
    [{ pathname: "/a/:id/b" }, "pathname"],
    [{ pathname: "/:a/:b" }, "pathname"],
    [{ pathname: "/:a-:b" }, "pathname"],
    [{ protocol: "foo", pathname: "/p/:id" }, "pathname"],
    [{ hostname: ":h.example.com" }, "hostname"],
    [{ hostname: ":h" }, "hostname"],
    [{ search: "q=:q" }, "search"],
    [{ search: ":q" }, "search"],
    [{ hash: ":h" }, "hash"],
    [{ username: ":u" }, "username"],
    [{ password: ":p" }, "password"],
  ];
  /** Values made of what breaks round trips: dots, escapes, delimiters. */
  const value = fc.array(
    fc.constantFrom(
      ".",
      "..",
      "%2e",
      "%2E",
      "%",
      "2e",
      "a",
      "Z9",
      "-",
      "#",
      "?",
      "[",
      "]",
      ":",
      "::1",
      "@",
      "\\",
      " ",
      "é",
      "xn--",
    ),
    { minLength: 1, maxLength: 4 },
  ).map((pieces) => pieces.join(""));

  it("gives a string its pattern matches back with the same groups, or throws", () => {
    let generated = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PATTERNS),
        fc.array(value, { minLength: 2, maxLength: 2 }),
        ([init, component], [v1, v2]) => {
          const pattern = new URLPattern(init);
          const names = ["id", "a", "b", "h", "q", "u", "p"];
          const groups: Record<string, string> = {};
          names.forEach((n, i) => groups[n] = i % 2 ? v1 : v2);
          let out: string;
          try {
            out = generate(pattern, component, groups);
          } catch (error) {
            assert.ok(error instanceof TypeError, String(error));
            refused++;
            return;
          }
          generated++;
          const result = component === "pathname" && init.protocol === undefined
            ? pattern.exec("https://example.com" + out)
            : pattern.exec({ ...init, [component]: out });
          assert.ok(
            result !== null,
            `${out} does not match ${init[component]}`,
          );
          const found = (result as unknown as Record<
            string,
            { groups: Record<string, string> }
          >)[component].groups;
          // The groups exec() finds make the same string again.
          assert.equal(generate(pattern, component, found), out);
          if (component === "pathname") {
            for (const segment of out.split("/")) {
              assert.doesNotMatch(segment, /^(?:\.|%2e){1,2}$/i, out);
            }
          }
          for (const [name, v] of Object.entries(groups)) {
            if (name in found && /^[a-z0-9-]+$/.test(v)) {
              assert.equal(found[name], v);
            }
          }
        },
      ),
      { seed: 0x51, numRuns: 1000 },
    );
    assert.ok(generated >= 200, `only ${generated} generated`);
    assert.ok(refused >= 100, `only ${refused} refused`);
  });

  const HOSTILE: [Record<string, string>, string, Record<string, string>][] = [
    [{ pathname: "/users/:id" }, "pathname", { id: ".." }],
    [{ pathname: "/users/:id" }, "pathname", { id: "." }],
    [{ pathname: "/users/:id" }, "pathname", { id: "%2e%2e" }],
    [{ pathname: "/users/:id" }, "pathname", { id: ".%2e" }],
    [{ pathname: "/a/:id/b" }, "pathname", { id: ".." }],
    [{ hostname: ":h.example.com" }, "hostname", { h: "[::1]" }],
    [{ hash: ":h" }, "hash", { h: "#" }],
  ];
  for (const [init, component, groups] of HOSTILE) {
    it(`throws for ${JSON.stringify(groups)} in ${JSON.stringify(init)}`, () => {
      assert.throws(
        () => generate(new URLPattern(init), component, groups),
        TypeError,
      );
    });
  }
});
