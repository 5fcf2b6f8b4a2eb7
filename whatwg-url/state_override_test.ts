// basicURLParse() with a state override on whatwg-url records, which runs
// the state's shortcut and writes back only its state's fields, against
// the whole route (the record converted to our URL, the state machine, every
// field written back), on every WPT URL with WPT setter values and seeded
// random values.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { basicURLParse, parseURL } from "./_parse.ts";
import { toComponents, toSpareComponents, writeBack } from "./_record.ts";
import type { WhatwgURLRecord } from "./_record.ts";
import {
  parseComponents,
  type ParserState,
  stateNumber,
} from "../parser/run_basic_url_parser.ts";
import { stateOverrideShortcut } from "../parser/state_override.ts";
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
    "..",
    "C|",
    "\u00e9",
    "\ud800",
    "65536",
    "http:",
    "Example.COM",
    "1.2.3.4",
  ];
  let out = "";
  const length = Math.floor(random() * 8);
  for (let i = 0; i < length; i++) {
    out += alphabet[Math.floor(random() * alphabet.length)];
  }
  return out;
}

/** The whole route: the state machine, every field written back. */
function viaParser(
  record: WhatwgURLRecord,
  value: string,
  state: number,
): WhatwgURLRecord | null {
  const c = toSpareComponents(record);
  let result;
  try {
    result = parseComponents(domainParserToASCII, value, {
      url: c,
      stateOverride: state,
    });
  } finally {
    writeBack(c, record);
  }
  return result === null ? null : record;
}

describe("basicURLParse() with a state override on records", () => {
  it("changes each record as the whole route does", () => {
    const random = seeded(43);
    const setterValues = setterCases().map((c) => c.new_value);
    const taken = new Map<string, number>(STATES.map((s) => [s, 0]));
    for (const href of wptHrefs()) {
      for (const state of STATES) {
        const number = stateNumber(`${state} state` as ParserState)!;
        for (let k = 0; k < 4; k++) {
          const value = k === 0
            ? setterValues[Math.floor(random() * setterValues.length)]
            : randomValue(random);
          const ours = parseURL(href)!;
          const theirs = parseURL(href)!;
          if (typeof ours.path === "string" && state.startsWith("path")) {
            continue;
          }
          for (const url of [ours, theirs]) {
            if (state === "query" && k % 2 === 1) url.query = "";
            if (state === "fragment" && k % 2 === 1) url.fragment = "";
            if (state === "path start" && k % 2 === 1) url.path = [];
          }
          if (stateOverrideShortcut(toComponents(ours), value, number)) {
            taken.set(state, taken.get(state)! + 1);
          }
          const result = basicURLParse(value, {
            url: ours,
            stateOverride: state,
          });
          const expected = viaParser(theirs, value, number);
          const what = `<${value}> in ${state} on <${href}>`;
          assert.equal(result === null, expected === null, what);
          assert.deepEqual(ours, theirs, what);
        }
      }
    }
    // Each shortcut is taken often enough for the comparison to count
    // (scheme start's only on failure, which changes nothing).
    for (const [state, count] of taken) {
      if (state === "scheme start") continue;
      assert.ok(
        count >= 100,
        `${state}: the shortcut was taken ${count} times`,
      );
    }
  });
});
