/**
 * Percent-encoding and percent-decoding as the URL Standard defines them:
 * the eight percent-encode sets as frozen lookup tables, percent-encode a byte,
 * percent-decode bytes and strings, UTF-8 percent-encode a code point or a
 * string, and percent-encode after encoding with a pluggable
 * {@linkcode Encoding}.
 *
 * This module has no dependencies: importing it pulls in no IDNA tables.
 *
 * @example Encode a path segment and decode it again
 * ```ts
 * import {
 *   PATH_PERCENT_ENCODE_SET,
 *   utf8PercentDecode,
 *   utf8PercentEncodeString,
 * } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 *
 * const encoded = utf8PercentEncodeString("a b/ü?", PATH_PERCENT_ENCODE_SET);
 * assert.equal(encoded, "a%20b/%C3%BC%3F");
 * assert.equal(utf8PercentDecode(encoded), "a b/ü?");
 * ```
 *
 * @see {@link https://url.spec.whatwg.org/#percent-encoded-bytes}
 * @module
 */

export { inPercentEncodeSet, type PercentEncodeSet } from "./encode_sets.ts";
export * from "./sets.ts";
export * from "./encoding.ts";
export * from "./encode.ts";
export * from "./decode.ts";
