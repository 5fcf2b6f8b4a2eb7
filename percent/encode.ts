/**
 * Percent-encoding: a byte, a code point or a string, with any
 * percent-encode set, after UTF-8 or a legacy encoding.
 *
 * @module
 */

import {
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
} from "./encode_sets.ts";
import { FORM_URLENCODED_PERCENT_ENCODE_SET as PUBLIC_FORM_SET } from "./sets.ts";
import { type Encoding, getOutputEncoding, UTF_8 } from "./encoding.ts";
import { escapeByte } from "./_hex.ts";
import { toScalarValueString } from "./decode.ts";
import { encodeRange } from "./_utf8.ts";

/**
 * Whether a set is the `application/x-www-form-urlencoded` percent-encode
 * set: the library's table or the callers' frozen copy of it.
 */
function isFormSet(set: PercentEncodeSet): boolean {
  return set === FORM_URLENCODED_PERCENT_ENCODE_SET || set === PUBLIC_FORM_SET;
}

/**
 * Percent-encodes a byte: U+0025 (%) and two ASCII upper hex digits.
 *
 * @see {@link https://url.spec.whatwg.org/#percent-encode}
 * @param byte A byte, 0 to 255.
 * @returns The three-character escape.
 *
 * @example
 * ```ts
 * import { percentEncodeByte } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(percentEncodeByte(0x23), "%23");
 * assert.equal(percentEncodeByte(0x7f), "%7F");
 * ```
 */
export function percentEncodeByte(byte: number): string {
  return escapeByte(byte & 0xff);
}

/**
 * Percent-encodes a string after encoding it with `encoding`.
 *
 * With the `application/x-www-form-urlencoded` set, U+0020 SPACE becomes
 * U+002B (+). A scalar value the encoding cannot represent becomes
 * `%26%23` + its decimal value + `%3B` (an escaped HTML character reference).
 *
 * @see {@link https://url.spec.whatwg.org/#string-percent-encode-after-encoding}
 * @param encoding The encoding, e.g. {@linkcode UTF_8}.
 * @param input A scalar value string (lone surrogates are encoded as U+FFFD).
 * @param percentEncodeSet The set of code points to percent-encode.
 * @returns The percent-encoded ASCII string.
 *
 * @example Form encoding turns spaces into plus signs
 * ```ts
 * import {
 *   FORM_URLENCODED_PERCENT_ENCODE_SET,
 *   percentEncodeAfterEncoding,
 *   UTF_8,
 * } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(
 *   percentEncodeAfterEncoding(UTF_8, "1+1 ≡ 2", FORM_URLENCODED_PERCENT_ENCODE_SET),
 *   "1%2B1+%E2%89%A1+2",
 * );
 * ```
 */
export function percentEncodeAfterEncoding(
  encoding: Encoding,
  input: string,
  percentEncodeSet: PercentEncodeSet,
): string {
  // Step 2: spaceAsPlus is true only for the form set.
  const spaceAsPlus = isFormSet(percentEncodeSet);
  encoding = getOutputEncoding(encoding);
  if (encoding === UTF_8) {
    return encodeRange(input, 0, input.length, percentEncodeSet, spaceAsPlus);
  }
  // Lone surrogates become U+FFFD first: an encoder is given scalar values
  // only (the UTF-8 path above does the same as it encodes).
  const bytes = encoding.encode(toScalarValueString(input));
  let output = "";
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte < 0) {
      // An unmappable scalar value: "%26%23", its decimal value, "%3B".
      output += "%26%23" + ~byte + "%3B";
    } else if (spaceAsPlus && byte === 0x20) {
      output += "+";
    } else if (byte < 0x80 && percentEncodeSet[byte] !== 1) {
      output += String.fromCharCode(byte);
    } else {
      output += escapeByte(byte);
    }
  }
  return output;
}

/**
 * UTF-8 percent-encodes a code point using a percent-encode set.
 *
 * @see {@link https://url.spec.whatwg.org/#utf-8-percent-encode}
 * @param codePoint A scalar value.
 * @param percentEncodeSet The set of code points to percent-encode.
 * @returns The code point itself, or its escaped UTF-8 bytes.
 *
 * @example
 * ```ts
 * import {
 *   USERINFO_PERCENT_ENCODE_SET,
 *   utf8PercentEncodeCodePoint,
 * } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(utf8PercentEncodeCodePoint(0x2261, USERINFO_PERCENT_ENCODE_SET), "%E2%89%A1");
 * assert.equal(utf8PercentEncodeCodePoint(0x61, USERINFO_PERCENT_ENCODE_SET), "a");
 * ```
 */
export function utf8PercentEncodeCodePoint(
  codePoint: number,
  percentEncodeSet: PercentEncodeSet,
): string {
  const s = String.fromCodePoint(codePoint);
  return encodeRange(
    s,
    0,
    s.length,
    percentEncodeSet,
    isFormSet(percentEncodeSet),
  );
}

/**
 * UTF-8 percent-encodes a string using a percent-encode set. Returns the
 * input itself when nothing needs encoding.
 *
 * @see {@link https://url.spec.whatwg.org/#string-utf-8-percent-encode}
 * @param input A scalar value string (lone surrogates are encoded as U+FFFD).
 * @param percentEncodeSet The set of code points to percent-encode.
 * @returns The percent-encoded string.
 *
 * @example
 * ```ts
 * import {
 *   USERINFO_PERCENT_ENCODE_SET,
 *   utf8PercentEncodeString,
 * } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(
 *   utf8PercentEncodeString("Say what‽", USERINFO_PERCENT_ENCODE_SET),
 *   "Say%20what%E2%80%BD",
 * );
 * ```
 */
export function utf8PercentEncodeString(
  input: string,
  percentEncodeSet: PercentEncodeSet,
): string {
  return encodeRange(
    input,
    0,
    input.length,
    percentEncodeSet,
    isFormSet(percentEncodeSet),
  );
}
