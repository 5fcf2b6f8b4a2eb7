// WPT conformance: percent-encoding.json, every encoding column, with the
// encoding from getEncoding(): through the URL parser (the query; the
// fragment stays UTF-8, as WPT's <a href> checks) and through the
// application/x-www-form-urlencoded serializer.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { getEncoding } from "../encoding/mod.ts";
import { basicURLParse } from "../parser/mod.ts";
import {
  percentEncodeAfterEncoding,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
} from "../percent/mod.ts";
import { serializeUrlencoded } from "../urlencoded/mod.ts";
import { loadWptCases, show } from "./wpt.ts";

interface PercentCase {
  input: string;
  output: Record<string, string>;
}

const cases = loadWptCases<PercentCase>("percent-encoding.json");

/**
 * The form serialization of the bytes WPT's expected query stands for: the
 * same bytes (`%XX` escapes and ASCII as it is; the inputs hold no `%`),
 * escaped with the application/x-www-form-urlencoded percent-encode set,
 * which leaves only ASCII alphanumerics and `*-._`, and writes 0x20 as `+`.
 * An unmappable code point's `%26%23` N `%3B` stays as it is.
 */
function formOf(query: string): string {
  let output = "";
  for (let i = 0; i < query.length; i++) {
    let byte = query.charCodeAt(i);
    if (byte === 0x25) {
      byte = parseInt(query.slice(i + 1, i + 3), 16);
      i += 2;
    }
    const char = String.fromCharCode(byte);
    if (/^[0-9A-Za-z*\-._]$/.test(char)) output += char;
    else if (byte === 0x20) output += "+";
    else output += "%" + byte.toString(16).toUpperCase().padStart(2, "0");
  }
  return output;
}

const columns = cases.reduce((n, c) => n + Object.keys(c.output).length, 0);

describe(`percent-encoding.json, every encoding (${columns} columns)`, () => {
  for (const c of cases) {
    const utf8 = c.output["utf-8"];
    for (const [label, expected] of Object.entries(c.output)) {
      const context = `input ${show(c.input)}, encoding ${label}`;
      it(`encodes ${show(c.input)} in ${label} in a URL's query`, () => {
        assert.ok(!c.input.includes("%"), "formOf() reads % as an escape");
        const encoding = getEncoding(label);
        assert.ok(encoding !== null, `no encoding for ${label}`);
        const url = basicURLParse(
          `https://doesnotmatter.invalid/?${c.input}#${c.input}`,
          { encoding },
        );
        assert.deepEqual(
          { query: url?.query, fragment: url?.fragment },
          { query: expected, fragment: utf8 },
          context,
        );
        assert.equal(
          percentEncodeAfterEncoding(
            encoding,
            c.input,
            SPECIAL_QUERY_PERCENT_ENCODE_SET,
          ),
          expected,
          context,
        );
      });
      it(`serializes ${show(c.input)} in ${label} as a form`, () => {
        const encoding = getEncoding(label);
        assert.ok(encoding !== null, `no encoding for ${label}`);
        const form = formOf(expected);
        assert.equal(
          serializeUrlencoded([[c.input, c.input]], encoding),
          `${form}=${form}`,
          context,
        );
      });
    }
  }
});
