// WPT conformance: setters_tests.json through the URL API setters. One test
// per case; failures print href, attribute, new value, expected and actual.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../mod.ts";
import { readWpt, show } from "./wpt.ts";
import { assertURLInvariants } from "./_invariants.ts";

interface SetterCase {
  comment?: string;
  href: string;
  new_value: string;
  expected: Record<string, string>;
}

const data = readWpt("setters_tests.json") as Record<
  string,
  SetterCase[] | string
>;
const attributes = Object.keys(data).filter((key) => key !== "comment");
if (attributes.length === 0) {
  throw new Error("setters_tests.json: no attributes");
}

for (const attribute of attributes) {
  const cases = data[attribute] as SetterCase[];
  describe(`setters_tests.json: ${attribute} (${cases.length} cases)`, () => {
    for (const c of cases) {
      it(`sets ${attribute} of ${show(c.href)} to ${show(c.new_value)}`, () => {
        const url = new URL(c.href);
        assertURLInvariants(url);
        (url as unknown as Record<string, string>)[attribute] = c.new_value;
        assertURLInvariants(url);
        const actual: Record<string, string> = {};
        for (const key of Object.keys(c.expected)) {
          actual[key] = (url as unknown as Record<string, string>)[key];
        }
        assert.deepEqual(
          actual,
          c.expected,
          `href ${show(c.href)}, ${attribute} = ${show(c.new_value)}${
            c.comment ? ` (${c.comment})` : ""
          }`,
        );
      });
    }
  });
}
