/**
 * Whether two URLs are the same after normalization.
 *
 * @module
 */

import { normalizeURL, type NormalizeURLOptions } from "./normalize_url.ts";
import type { URLInput } from "./_input.ts";

/**
 * Whether two URLs are the same: URL equivalence (identical
 * serializations) by default, or equal after the normalizations of
 * {@linkcode normalizeURL} that `options` asks for (the `base`, if given,
 * resolves both).
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-equals}
 * @param a A URL.
 * @param b Another URL.
 * @param options The normalizations to apply to both before comparing.
 * @returns `true` when both normalize to the same href.
 * @throws {TypeError} When either URL (or the base) does not parse.
 *
 * @example
 * ```ts
 * import { sameURL } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * assert.equal(sameURL("https://EXAMPLE.org:443/a/./b", "https://example.org/a/b"), true);
 * assert.equal(sameURL("https://example.org/a#x", "https://example.org/a"), false);
 * assert.equal(sameURL("https://example.org/a#x", "https://example.org/a", { removeFragment: true }), true);
 * assert.equal(sameURL("/x?b=1&a=2", "/x?a=2&b=1", { base: "https://example.org", sortQuery: true }), true);
 * ```
 */
export function sameURL(
  a: URLInput,
  b: URLInput,
  options: NormalizeURLOptions = {},
): boolean {
  return normalizeURL(a, options) === normalizeURL(b, options);
}
