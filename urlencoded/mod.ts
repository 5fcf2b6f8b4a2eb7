/**
 * The `application/x-www-form-urlencoded` format: the parser (on bytes or on
 * a string) and the serializer, as the URL Standard defines them and as
 * `URLSearchParams` uses them.
 *
 * This module depends only on `@urlstd/url/percent`.
 *
 * @example Parse a query, change it, serialize it again
 * ```ts
 * import {
 *   parseUrlencodedString,
 *   serializeUrlencoded,
 * } from "@urlstd/url/urlencoded";
 * import assert from "node:assert/strict";
 *
 * const tuples = parseUrlencodedString("q=caf%C3%A9+au+lait&page=2");
 * assert.deepEqual(tuples, [["q", "café au lait"], ["page", "2"]]);
 *
 * tuples[1][1] = "3";
 * assert.equal(serializeUrlencoded(tuples), "q=caf%C3%A9+au+lait&page=3");
 * ```
 *
 * @see {@link https://url.spec.whatwg.org/#application/x-www-form-urlencoded}
 * @module
 */

export * from "./parse.ts";
export * from "./parse_string.ts";
export * from "./serialize.ts";
