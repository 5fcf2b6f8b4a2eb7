/**
 * The `application/x-www-form-urlencoded` serializer.
 *
 * @module
 */

import { FORM_URLENCODED_PERCENT_ENCODE_SET } from "../percent/encode_sets.ts";
import { percentEncodeAfterEncoding } from "../percent/encode.ts";
import {
  type Encoding,
  getOutputEncoding,
  UTF_8,
} from "../percent/encoding.ts";
import { toScalarValueString } from "../percent/decode.ts";
import { encodeFormComponent } from "./_pairs.ts";

/**
 * Serializes name-value tuples as `application/x-www-form-urlencoded`, as
 * `URLSearchParams`' `toString()` does: each name and value is encoded with
 * `encoding`, then percent-encoded with the
 * `application/x-www-form-urlencoded` percent-encode set, a space becoming
 * `+`; pairs are joined as `name=value` with `&`.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-urlencoded-serializer}
 * @param tuples The name-value tuples. Lone surrogates are encoded as U+FFFD.
 * @param encoding The encoding (default UTF-8; UTF-16 and replacement also
 * mean UTF-8). A character it cannot represent is written as an escaped
 * HTML character reference, `%26%23` + its decimal value + `%3B`.
 * @returns The serialization, an ASCII string.
 *
 * @example Spaces become plus signs
 * ```ts
 * import { serializeUrlencoded } from "@urlstd/url/urlencoded";
 * import assert from "node:assert/strict";
 *
 * assert.equal(
 *   serializeUrlencoded([["q", "a b~ü"], ["x", ""], ["", "*-._"]]),
 *   "q=a+b%7E%C3%BC&x=&=*-._",
 * );
 * ```
 *
 * @example A legacy encoding
 * ```ts
 * import { serializeUrlencoded } from "@urlstd/url/urlencoded";
 * import type { Encoding } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 *
 * // A toy ISO-8859-1 encoder: code points above U+00FF are unmappable.
 * const latin1: Encoding = {
 *   name: "ISO-8859-1",
 *   encode: (input) =>
 *     Array.from(input, (c) => {
 *       const cp = c.codePointAt(0)!;
 *       return cp > 0xff ? ~cp : cp;
 *     }),
 * };
 * assert.equal(serializeUrlencoded([["ü", "€ x"]], latin1), "%FC=%26%238364%3B+x");
 * ```
 */
export function serializeUrlencoded(
  tuples: Iterable<readonly [string, string]>,
  encoding?: Encoding,
): string {
  encoding = getOutputEncoding(encoding);
  let output = "";
  let first = true;
  for (const tuple of tuples) {
    let name: string;
    let value: string;
    if (encoding === UTF_8) {
      name = encodeFormComponent(tuple[0]);
      value = encodeFormComponent(tuple[1]);
    } else {
      name = percentEncodeAfterEncoding(
        encoding,
        toScalarValueString(tuple[0]),
        FORM_URLENCODED_PERCENT_ENCODE_SET,
      );
      value = percentEncodeAfterEncoding(
        encoding,
        toScalarValueString(tuple[1]),
        FORM_URLENCODED_PERCENT_ENCODE_SET,
      );
    }
    if (first) first = false;
    else output += "&";
    output += name + "=" + value;
  }
  return output;
}
