// Each state-override shortcut against the state machine, on every WPT URL
// with WPT setter values and seeded random values.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  emptyFragmentAndParse,
  emptyPathAndParse,
  emptyQueryAndParse,
  parseWithStateOverride,
  stateOverrideShortcut,
} from "./state_override.ts";
import {
  parseComponents,
  type ParserState,
  stateNumber,
} from "./run_basic_url_parser.ts";
import { Components, setFragment, setPath, setQuery } from "./components.ts";
import { assertInvariants } from "./components_invariants.ts";
import { domainParserToASCII } from "../host/domain.ts";
import {
  seeded,
  setterCases,
  wptHrefs,
} from "../tests/_whatwg_url_differential.ts";

const STATES = [
  "scheme start",
  "host",
  "hostname",
  "port",
  "path start",
  "path",
  "query",
  "fragment",
] as const;

/** Values over what each shortcut reads, and what makes it give up. */
function randomValue(random: () => number): string {
  const alphabet = [
    ..."abcXYZ0189.-_~:/?#@%\\| \t\n",
    "%2e",
    "%2E",
    "..",
    "C|",
    "\u00e9",
    "\ud83d\ude00",
    "\ud800",
    "65535",
    "65536",
    "http:",
    "example.org",
    "Example.COM",
    "xn--a",
    "1.2.3.4",
  ];
  let out = "";
  const length = Math.floor(random() * 8);
  for (let i = 0; i < length; i++) {
    out += alphabet[Math.floor(random() * alphabet.length)];
  }
  return out;
}

/** Values each shortcut must take apart from the random ones. */
const FIXED = [
  "C|",
  "/C|/x",
  "c:",
  "a/../b/.",
  "%2e%2E",
  "\\a\\b",
  "?#",
  "8080",
  "443x",
  "example.com:443",
  "EXAMPLE.com/x",
  "1.2.3.4:80",
];

/** The URL of `href`, as the setters find it before `state` runs. */
function urlFor(href: string, state: string, empty: boolean): Components {
  const c = parseComponents(domainParserToASCII, href)!;
  if (state === "query" && empty) setQuery(c, "");
  if (state === "fragment" && empty) setFragment(c, "");
  if (state === "path start" && empty && !c.opaquePath) setPath(c, "", false);
  return c;
}

/** A copy of `c`. */
function copy(c: Components): Components {
  return Object.assign(new Components(), c);
}

/**
 * The setters' steps that empty a component and run its state (the
 * pathname, search and hash setters') against the same steps with the
 * state machine.
 */
function checkSetterSteps(url: Components, value: string, state: string) {
  const what = `<${value}> emptied, then ${state} on <${url.href}>`;
  const expected = copy(url);
  const ours = copy(url);
  if (state === "path start" && !url.opaquePath) {
    setPath(expected, "", false);
    emptyPathAndParse(domainParserToASCII, ours, value);
  } else if (state === "query") {
    setQuery(expected, "");
    emptyQueryAndParse(ours, value);
  } else if (state === "fragment") {
    setFragment(expected, "");
    emptyFragmentAndParse(ours, value);
  } else {
    return;
  }
  parseComponents(domainParserToASCII, value, {
    url: expected,
    stateOverride: stateNumber(`${state} state` as ParserState),
  });
  assert.deepEqual(ours, expected, what);
  assertInvariants(ours);
}

describe("parseWithStateOverride()", () => {
  it("changes each URL as the state machine does, shortcut or not", () => {
    const random = seeded(41);
    const setterValues = setterCases().map((c) => c.new_value);
    const taken = new Map<string, number>(STATES.map((s) => [s, 0]));
    for (const href of wptHrefs()) {
      for (const state of STATES) {
        const number = stateNumber(`${state} state` as ParserState)!;
        for (let k = 0; k < 4 + 2 * FIXED.length; k++) {
          const value = k === 0
            ? setterValues[Math.floor(random() * setterValues.length)]
            : k < 4
            ? randomValue(random)
            : FIXED[(k - 4) >> 1];
          const url = urlFor(href, state, k % 2 === 1);
          const what = `<${value}> in ${state} on <${url.href}>`;
          const expected = copy(url);
          const expectedResult = parseComponents(domainParserToASCII, value, {
            url: expected,
            stateOverride: number,
          });
          const shortcut = copy(url);
          const result = stateOverrideShortcut(shortcut, value, number);
          if (result !== undefined) {
            taken.set(state, taken.get(state)! + 1);
            assert.equal(result === null, expectedResult === null, what);
            assert.deepEqual(shortcut, expected, what);
            assertInvariants(shortcut);
          } else {
            assert.deepEqual(shortcut, url, `${what}: left unchanged`);
          }
          const full = copy(url);
          const fullResult = parseWithStateOverride(
            domainParserToASCII,
            full,
            value,
            number,
          );
          assert.equal(fullResult === null, expectedResult === null, what);
          assert.deepEqual(full, expected, what);
          if (k % 2 === 0) checkSetterSteps(url, value, state);
        }
      }
    }
    // Every shortcut is taken often enough for the comparison to count.
    for (const [state, count] of taken) {
      assert.ok(
        count >= 100,
        `${state}: the shortcut was taken ${count} times`,
      );
    }
  });
});
