/**
 * Get an encoding: an Encoding Standard label to an {@linkcode Encoding}
 * for the URL parser and the form serializer.
 *
 * @module
 */

import { type Encoding, UTF_8 } from "../percent/encoding.ts";
// @ts-types="./_exodus_bytes.d.ts"
import { labelToName } from "@exodus/bytes/encoding.js";
import { legacyEncoding } from "./_legacy.ts";

/**
 * Gets an encoding from a label, as the Encoding Standard does: the label
 * is trimmed of ASCII whitespace and matched ASCII case-insensitively
 * against every label the standard lists.
 *
 * The result plugs into `basicURLParse(input, { encoding })`, `parseURL`,
 * `serializeUrlencoded(tuples, encoding)` and `percentEncodeAfterEncoding`.
 * A UTF-8 label gives {@linkcode UTF_8} itself. A legacy encoding reports a
 * code point it cannot represent as `~codePoint`, which those turn into the
 * spec's `%26%23` N `%3B` (an escaped `&#N;`). UTF-16BE, UTF-16LE and
 * replacement keep their names and encode as UTF-8, their output encoding:
 * "get an output encoding" (`getOutputEncoding`) maps them to UTF-8 before
 * anything is encoded.
 *
 * @see {@link https://encoding.spec.whatwg.org/#concept-encoding-get}
 * @param label An encoding label, e.g. `"latin1"` or `" Shift_JIS "`.
 * @returns The encoding, or `null` when the label names none.
 *
 * @example A query in windows-1252
 * ```ts
 * import { getEncoding } from "@urlstd/url/encoding";
 * import { basicURLParse } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 *
 * const encoding = getEncoding("latin1")!;
 * assert.equal(encoding.name, "windows-1252");
 * const url = basicURLParse("https://example.com/?q=café €", { encoding });
 * assert.equal(url?.query, "q=caf%E9%20%80");
 * ```
 *
 * @example A form in Shift_JIS, with an unmappable code point
 * ```ts
 * import { getEncoding } from "@urlstd/url/encoding";
 * import { serializeUrlencoded } from "@urlstd/url/urlencoded";
 * import assert from "node:assert/strict";
 *
 * const encoding = getEncoding(" SJIS\n")!;
 * assert.equal(encoding.name, "Shift_JIS");
 * assert.equal(serializeUrlencoded([["q", "日本 €"]], encoding), "q=%93%FA%96%7B+%26%238364%3B");
 * ```
 *
 * @example Labels that name no encoding, and UTF-16
 * ```ts
 * import { getEncoding } from "@urlstd/url/encoding";
 * import { getOutputEncoding, UTF_8 } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 *
 * assert.equal(getEncoding("utf-7"), null);
 * assert.equal(getEncoding("UTF8"), UTF_8);
 * assert.equal(getEncoding("utf-16")?.name, "UTF-16LE");
 * assert.equal(getOutputEncoding(getEncoding("utf-16")!), UTF_8);
 * ```
 */
export function getEncoding(label: string): Encoding | null {
  const name = labelToName(label);
  if (name === null) return null;
  switch (name) {
    case "UTF-8":
      return UTF_8;
    case "UTF-16BE":
    case "UTF-16LE":
    case "replacement":
      // These have no encoder for URLs; their output encoding is UTF-8.
      return { name, encode: (input) => UTF_8.encode(input) };
    default:
      return legacyEncoding(name);
  }
}
