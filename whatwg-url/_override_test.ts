// Each state-override shortcut against the parser's own route (the record
// converted to our URL, the state machine, the fields written back), on
// every WPT URL with WPT setter values and seeded random values.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { overrideRecord } from "./_override.ts";
import { parseURL } from "./_parse.ts";
import { toSpareComponents, writeBack } from "./_record.ts";
import {
  parseComponents,
  type ParserState,
  stateNumber,
} from "../parser/run_basic_url_parser.ts";
import { domainParserToASCII } from "../host/domain.ts";
import {
  seeded,
  setterCases,
  wptHrefs,
} from "../tests/_whatwg_url_differential.ts";
import type { WhatwgURLRecord } from "./_record.ts";

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
    ..."abcXYZ0189.-_~:/?#@%\\ \t\n",
    "%2e",
    "%2E",
    "..",
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

/** The parser's route: what basicURLParse() runs without the shortcuts. */
function viaParser(
  record: WhatwgURLRecord,
  value: string,
  state: string,
): WhatwgURLRecord | null {
  const c = toSpareComponents(record);
  let result;
  try {
    result = parseComponents(domainParserToASCII, value, {
      url: c,
      stateOverride: stateNumber(`${state} state` as ParserState),
    });
  } finally {
    writeBack(c, record);
  }
  return result === null ? null : record;
}

describe("state-override shortcuts on whatwg-url records", () => {
  it("change each record as the parser does, or leave it to the parser", () => {
    const random = seeded(41);
    const setterValues = setterCases().map((c) => c.new_value);
    const taken = new Map<string, number>(STATES.map((s) => [s, 0]));
    for (const href of wptHrefs()) {
      for (const state of STATES) {
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
            if (state === "query") url.query = "";
            if (state === "fragment") url.fragment = "";
            if (state === "path start" && k % 2 === 1) url.path = [];
          }
          const result = overrideRecord(ours, value, state);
          if (result === undefined) continue;
          taken.set(state, taken.get(state)! + 1);
          const expected = viaParser(theirs, value, state);
          const what = `<${value}> in ${state} on <${href}>`;
          assert.equal(result === null, expected === null, what);
          assert.deepEqual(ours, theirs, what);
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
