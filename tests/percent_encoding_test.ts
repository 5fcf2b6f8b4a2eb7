// WPT conformance: percent-encoding.json, the UTF-8 column through the URL
// class (percent_encoding_encodings_test.ts runs every column). WPT checks
// an <a href> whose query and fragment are both the input; the fragment is
// always UTF-8.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../mod.ts";
import {
  percentEncodeAfterEncoding,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  UTF_8,
} from "../percent/mod.ts";
import { loadWptCases, show } from "./wpt.ts";

interface PercentCase {
  input: string;
  output: Record<string, string>;
}

const cases = loadWptCases<PercentCase>("percent-encoding.json");

describe(`percent-encoding.json, utf-8 (${cases.length} cases)`, () => {
  for (const c of cases) {
    const expected = c.output["utf-8"];
    it(`encodes ${show(c.input)} in a URL's query and fragment`, () => {
      const url = new URL(
        `https://doesnotmatter.invalid/?${c.input}#${c.input}`,
      );
      assert.deepEqual(
        { search: url.search, hash: url.hash },
        { search: `?${expected}`, hash: `#${expected}` },
        `input ${show(c.input)}`,
      );
    });
    it(`percent-encodes ${show(c.input)} after encoding with UTF-8`, () => {
      assert.equal(
        percentEncodeAfterEncoding(
          UTF_8,
          c.input,
          SPECIAL_QUERY_PERCENT_ENCODE_SET,
        ),
        expected,
      );
    });
  }
});
