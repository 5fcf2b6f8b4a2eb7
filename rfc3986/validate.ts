/**
 * Validators for the four top-level rules of RFC 3986: `URI`,
 * `URI-reference`, `absolute-URI` and `relative-ref`.
 *
 * @module
 */

import { INVALID, RELATIVE_REF, scanReference, URI } from "./_scan.ts";

/**
 * Tells whether a string matches `URI`: a scheme, then the hierarchical
 * part, with an optional query and fragment. What JSON Schema's `uri` format
 * asks for.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-3}
 * @param input Any string.
 * @returns `true` when `input` is a URI.
 *
 * @example URIs and what is not one
 * ```ts
 * import { isUri } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * assert.equal(isUri("https://example.com/a?b#c"), true);
 * assert.equal(isUri("urn:isbn:0451450523"), true);
 * assert.equal(isUri("//example.com/a"), false); // no scheme
 * assert.equal(isUri("https://example.com/a b"), false);
 * ```
 */
export function isUri(input: string): boolean {
  return scanReference(input, null, true) === URI;
}

/**
 * Tells whether a string matches `URI-reference`: a URI or a relative
 * reference. What JSON Schema's `uri-reference` format asks for. The empty
 * string is a valid (relative) reference.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-4.1}
 * @param input Any string.
 * @returns `true` when `input` is a URI-reference.
 *
 * @example Relative references, URIs and invalid strings
 * ```ts
 * import { isUriReference } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * assert.equal(isUriReference("../a/b?c"), true);
 * assert.equal(isUriReference(""), true);
 * assert.equal(isUriReference("a:b"), true); // a URI with scheme "a"
 * assert.equal(isUriReference("%zz"), false);
 * assert.equal(isUriReference("\\\\server\\share"), false);
 * ```
 */
export function isUriReference(input: string): boolean {
  return scanReference(input, null) !== INVALID;
}

/**
 * Tells whether a string matches `absolute-URI`: a URI without a fragment,
 * the form a base URI takes (§5.1).
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-4.3}
 * @param input Any string.
 * @returns `true` when `input` is an absolute URI.
 *
 * @example A fragment makes it not absolute
 * ```ts
 * import { isAbsoluteUri } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * assert.equal(isAbsoluteUri("http://a/b/c/d;p?q"), true);
 * assert.equal(isAbsoluteUri("http://a/b#c"), false);
 * ```
 */
export function isAbsoluteUri(input: string): boolean {
  // In a valid URI, a "#" can only be the fragment's delimiter.
  return input.indexOf("#") === -1 && scanReference(input, null, true) === URI;
}

/**
 * Tells whether a string matches `relative-ref`: a reference without a
 * scheme, whose first path segment (when the path does not start with "/")
 * has no ":".
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-4.2}
 * @param input Any string.
 * @returns `true` when `input` is a relative reference.
 *
 * @example The ":" in the first segment
 * ```ts
 * import { isRelativeReference } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * assert.equal(isRelativeReference("//example.com/a"), true);
 * assert.equal(isRelativeReference("./this:that"), true);
 * assert.equal(isRelativeReference("this:that"), false); // a URI
 * assert.equal(isRelativeReference("1this:that"), false); // neither
 * ```
 */
export function isRelativeReference(input: string): boolean {
  return scanReference(input, null) === RELATIVE_REF;
}
