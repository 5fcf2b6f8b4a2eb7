/**
 * The `application/x-www-form-urlencoded` string parser.
 *
 * @module
 */

import { parseFormList } from "./_pairs.ts";

/**
 * Parses an `application/x-www-form-urlencoded` string into a list of
 * name-value tuples, as `new URLSearchParams(input)` does (without dropping
 * a leading `?`). The result is the same as UTF-8 encoding the string and
 * running the byte parser, {@linkcode parseUrlencoded}; lone surrogates
 * become U+FFFD.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-urlencoded-string-parser}
 * @param input The string to parse, e.g. a URL's query.
 * @returns The name-value tuples, in order.
 *
 * @example `+` is a space, `%2B` a plus sign
 * ```ts
 * import { parseUrlencodedString } from "@urlstd/url/urlencoded";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseUrlencodedString("q=1+1%2B1&lang=%C3%A9&flag"), [
 *   ["q", "1 1+1"],
 *   ["lang", "é"],
 *   ["flag", ""],
 * ]);
 * ```
 *
 * @example Invalid UTF-8 after percent-decoding becomes U+FFFD
 * ```ts
 * import { parseUrlencodedString } from "@urlstd/url/urlencoded";
 * import assert from "node:assert/strict";
 *
 * assert.deepEqual(parseUrlencodedString("a=%FF%C3&%zz=%"), [
 *   ["a", "\uFFFD\uFFFD"],
 *   ["%zz", "%"],
 * ]);
 * ```
 */
export function parseUrlencodedString(input: string): Array<[string, string]> {
  const list = parseFormList(input);
  const output = new Array<[string, string]>(list.length >> 1);
  for (let i = 0; i < list.length; i += 2) {
    output[i >> 1] = [list[i], list[i + 1]];
  }
  return output;
}
