/**
 * The encoding hook of percent-encoding: UTF-8 is built in, legacy encodings
 * plug in through the {@linkcode Encoding} interface.
 *
 * @module
 */

import { utf8Encode } from "./_utf8.ts";

/**
 * An output encoding, as the URL Standard uses the Encoding Standard.
 *
 * `encode` turns a scalar value string into bytes. A scalar value that the
 * encoding cannot represent is reported in the output as its bitwise
 * complement (`~codePoint`, a negative number), which the callers turn into
 * the spec's `%26%23NNN%3B` escape. UTF-8 never produces one.
 *
 * @see {@link https://encoding.spec.whatwg.org/#encoding}
 */
export interface Encoding {
  /** The encoding's name, e.g. `"UTF-8"`. */
  readonly name: string;
  /**
   * Encodes a scalar value string.
   *
   * @param input The string to encode.
   * @returns Bytes (0 to 255), with `~codePoint` for each unmappable scalar
   * value.
   */
  encode(input: string): ArrayLike<number>;
}

/**
 * The UTF-8 encoding.
 *
 * @see {@link https://encoding.spec.whatwg.org/#utf-8}
 *
 * @example Encoding a string
 * ```ts
 * import { UTF_8 } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.deepEqual(Array.from(UTF_8.encode("é")), [0xc3, 0xa9]);
 * ```
 */
export const UTF_8: Encoding = {
  name: "UTF-8",
  encode: utf8Encode,
};

/**
 * Gets an output encoding: UTF-16BE, UTF-16LE and replacement become UTF-8.
 *
 * @see {@link https://encoding.spec.whatwg.org/#get-an-output-encoding}
 * @param encoding The encoding, or `undefined` for UTF-8.
 * @returns The encoding to use for output.
 *
 * @example UTF-16 is never an output encoding
 * ```ts
 * import { getOutputEncoding, UTF_8 } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(getOutputEncoding({ name: "UTF-16LE", encode: () => [] }), UTF_8);
 * assert.equal(getOutputEncoding(undefined), UTF_8);
 * ```
 */
export function getOutputEncoding(encoding: Encoding | undefined): Encoding {
  if (encoding === undefined || encoding === UTF_8) return UTF_8;
  const name = encoding.name.toLowerCase();
  if (
    name === "utf-8" || name === "replacement" || name === "utf-16be" ||
    name === "utf-16le"
  ) {
    return UTF_8;
  }
  return encoding;
}
