/**
 * Equivalence of two URIs after normalization.
 *
 * @module
 */

import { normalize, type NormalizeOptions } from "./normalize.ts";

/**
 * Tells whether two URIs are equivalent: whether their normalized forms
 * (see {@linkcode normalize}) are the same string, the comparison ladder of
 * §6.2 up to syntax-based normalization, or scheme-based normalization with
 * `{ schemeBased: true }`. A string that is not a URI is equivalent to
 * nothing, not even itself.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-6.2}
 * @param a A URI.
 * @param b Another URI.
 * @param options Whether to apply scheme-based normalization.
 * @returns `true` when both are URIs and their normalized forms are equal.
 *
 * @example Equivalent spellings, with and without scheme-based normalization
 * ```ts
 * import { equivalent } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * assert.equal(equivalent("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"), true);
 * assert.equal(equivalent("http://example.com/", "http://example.com:80/"), false);
 * assert.equal(
 *   equivalent("http://example.com/", "http://example.com:80/", { schemeBased: true }),
 *   true,
 * );
 * assert.equal(equivalent("a b", "a b"), false);
 * ```
 */
export function equivalent(
  a: string,
  b: string,
  options?: NormalizeOptions,
): boolean {
  const normalized = normalize(a, options);
  return normalized !== null && normalized === normalize(b, options);
}
