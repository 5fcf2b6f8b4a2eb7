// WPT conformance of the lite build's setters: setters_tests.json through
// lite's URL, one test per case. As in lite_urltestdata_test.ts, a case must
// pass unless the runtime's IDNA and tr46 disagree on a non-ASCII domain it
// involves (found with a URL class whose ToASCII records its domains); then
// the difference is printed.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL as LiteURL } from "../lite/mod.ts";
import { defineURL, type URLConstructor } from "../api/mod.ts";
import { domainParserToASCII } from "../host/mod.ts";
import { readWpt, show } from "./wpt.ts";
import { checkExplained } from "./_lite.ts";
import { assertURLInvariants } from "./_invariants.ts";

interface SetterCase {
  comment?: string;
  href: string;
  new_value: string;
  expected: Record<string, string>;
}

const seen = new Set<string>();
/** The full build's URL, recording the domains it hands to ToASCII. */
const RecordingURL = defineURL((domain, beStrict) => {
  seen.add(domain);
  return domainParserToASCII(domain, beStrict);
});

/** Makes the case's URL with `URL`, sets the attribute, reads `expected`. */
function run(
  URL: URLConstructor,
  attribute: string,
  c: SetterCase,
): Record<string, string> {
  const url = new URL(c.href) as unknown as Record<string, string>;
  assertURLInvariants(url);
  url[attribute] = c.new_value;
  assertURLInvariants(url);
  const actual: Record<string, string> = {};
  for (const key of Object.keys(c.expected)) actual[key] = url[key];
  return actual;
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
  describe(`lite: setters_tests.json: ${attribute} (${cases.length} cases)`, () => {
    for (const c of cases) {
      it(`sets ${attribute} of ${show(c.href)} to ${show(c.new_value)}`, () => {
        seen.clear();
        assert.deepEqual(run(RecordingURL, attribute, c), c.expected);
        const what = `href ${show(c.href)}, ${attribute} = ${
          show(c.new_value)
        }${c.comment ? ` (${c.comment})` : ""}`;
        checkExplained([...seen], what, () => {
          assert.deepEqual(run(LiteURL, attribute, c), c.expected, what);
        });
      });
    }
  });
}
