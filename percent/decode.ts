/**
 * Percent-decoding of byte sequences and strings.
 *
 * @module
 */

import { percentDecodeInto, utf8PercentDecodeRange } from "./_decode.ts";
import { utf8Encode } from "./_utf8.ts";

/**
 * Percent-decodes a byte sequence: each `%` followed by two ASCII hex digits
 * becomes the byte they spell; any other `%` stays as it is.
 *
 * @see {@link https://url.spec.whatwg.org/#percent-decode}
 * @param input The bytes to decode.
 * @returns A new byte sequence (the input is not changed).
 *
 * @example Broken escapes stay
 * ```ts
 * import { percentDecodeBytes } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * const bytes = new TextEncoder().encode("%25%s%1G");
 * assert.equal(new TextDecoder().decode(percentDecodeBytes(bytes)), "%%s%1G");
 * ```
 */
export function percentDecodeBytes(input: Uint8Array): Uint8Array {
  const output = new Uint8Array(input.length);
  return output.subarray(
    0,
    percentDecodeInto(input, 0, input.length, output, false),
  );
}

/**
 * Percent-decodes a string: UTF-8 encodes it, then percent-decodes the bytes.
 *
 * @see {@link https://url.spec.whatwg.org/#string-percent-decode}
 * @param input A scalar value string (lone surrogates become U+FFFD's bytes).
 * @returns The decoded bytes.
 *
 * @example
 * ```ts
 * import { percentDecodeString } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.deepEqual(
 *   [...percentDecodeString("‽%25%2E")],
 *   [0xe2, 0x80, 0xbd, 0x25, 0x2e],
 * );
 * ```
 */
export function percentDecodeString(input: string): Uint8Array {
  const bytes = utf8Encode(input);
  return bytes.subarray(
    0,
    percentDecodeInto(bytes, 0, bytes.length, bytes, false),
  );
}

/**
 * Percent-decodes a string and decodes the bytes as UTF-8 (without BOM,
 * invalid sequences becoming U+FFFD): what the host parser and the
 * `application/x-www-form-urlencoded` parser do to their input.
 *
 * @see {@link https://url.spec.whatwg.org/#string-percent-decode}
 * @see {@link https://encoding.spec.whatwg.org/#utf-8-decode-without-bom}
 * @param input A string.
 * @returns The decoded scalar value string.
 *
 * @example
 * ```ts
 * import { utf8PercentDecode } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(utf8PercentDecode("caf%C3%A9%2"), "café%2");
 * assert.equal(utf8PercentDecode("%FF"), "\uFFFD");
 * ```
 */
export function utf8PercentDecode(input: string): string {
  return toScalarValueString(
    input.indexOf("%") === -1
      ? input
      : utf8PercentDecodeRange(input, 0, input.length, false),
  );
}

/**
 * Converts a string to a scalar value string: each lone surrogate becomes
 * U+FFFD, as Web IDL's USVString conversion does.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-USVString}
 * @param input Any JavaScript string.
 * @returns The input itself when well-formed, otherwise a fixed copy.
 *
 * @example
 * ```ts
 * import { toScalarValueString } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(toScalarValueString("a\uD800b"), "a\uFFFDb");
 * ```
 */
export function toScalarValueString(input: string): string {
  // ES2024's own check, which every supported runtime has (Node.js 22 and
  // later, Deno, Bun and current browsers).
  return input.isWellFormed() ? input : input.toWellFormed();
}
