// WPT conformance of the lite build (@urlstd/url/lite): urltestdata.json and
// urltestdata-javascript-only.json, one test per case, through lite's URL.
//
// A case whose input and base hand the host parser no non-ASCII domain must
// pass as in the full build. A case that does hand one over (lite takes it to
// the runtime's IDNA) must pass too where the runtime's ToASCII of each such
// domain equals tr46's; where it does not, the case may differ, and the test
// prints the case and the domains the two disagree on, for this runtime.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL as LiteURL } from "../lite/mod.ts";
import { basicURLParseWith } from "../parser/parse_with.ts";
import { domainParserToASCII } from "../host/mod.ts";
import { checkExplained } from "./_lite.ts";
import { loadWptCases, show } from "./wpt.ts";
import {
  checkAboutBlankFails,
  checkURLCase,
  describeCase,
  type URLTestCase,
} from "./_urltestdata.ts";

/**
 * The domains that parsing the case's input (against its base) hands to the
 * domain parser ToASCII: the full parser, with a ToASCII that records them.
 * Without a reporter the host parser calls ToASCII only for domains with
 * non-ASCII code points.
 */
function toASCIIDomains(c: URLTestCase): string[] {
  const seen: string[] = [];
  const spy = (domain: string, beStrict: boolean) => {
    seen.push(domain);
    return domainParserToASCII(domain, beStrict);
  };
  const base = c.base === null ? null : basicURLParseWith(spy, c.base);
  basicURLParseWith(spy, c.input, { base });
  // about:blank against the input parses the input as a base.
  basicURLParseWith(spy, c.input);
  return [...new Set(seen)];
}

/** Runs `check`; where the runtime's IDNA explains a failure, prints it. */
function checkLite(c: URLTestCase, check: () => void): void {
  checkExplained(toASCIIDomains(c), describeCase(c), check);
}

function runFile(file: string): void {
  const cases = loadWptCases<URLTestCase>(file);
  describe(`lite: ${file} (${cases.length} cases)`, () => {
    for (const c of cases) {
      it(`parses ${show(c.input)} against ${show(c.base)}`, () => {
        checkLite(c, () => checkURLCase(LiteURL, c));
      });
      if (c.failure && c.base === null) {
        it(`fails to parse about:blank against ${show(c.input)}`, () => {
          checkLite(c, () => checkAboutBlankFails(LiteURL, c.input));
        });
      }
    }
  });
}

describe("lite's WPT runner", () => {
  it("finds the cases with non-ASCII domains, and not the others", () => {
    const cases = loadWptCases<URLTestCase>("urltestdata.json");
    const withDomains = cases.filter((c) => toASCIIDomains(c).length > 0);
    // Every such case has a non-ASCII code point in its input or base.
    for (const c of withDomains) {
      const text = c.input + (c.base ?? "");
      assert.ok(
        /%[89a-f]/i.test(text) ||
          [...text].some((ch) => ch.charCodeAt(0) > 0x7f),
        describeCase(c),
      );
    }
    assert.ok(withDomains.length >= 20, `${withDomains.length} cases`);
    assert.ok(cases.length - withDomains.length >= 700);
  });
});

runFile("urltestdata.json");
runFile("urltestdata-javascript-only.json");
