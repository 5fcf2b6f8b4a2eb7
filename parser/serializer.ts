/**
 * The URL serializer, the URL path serializer and URL equivalence.
 *
 * @module
 */

import type { URLRecord } from "./url_record.ts";

/**
 * Serializes a URL record to its href.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-serializer}
 * @param url The URL record.
 * @param excludeFragment Leave out the fragment.
 * @returns The serialization, an ASCII string.
 *
 * @example
 * ```ts
 * import { basicURLParse, serializeURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = basicURLParse("HTTP://User@EXAMPLE.com:80/./a/../b?q#frag")!;
 * assert.equal(serializeURL(url), "http://User@example.com/b?q#frag");
 * assert.equal(serializeURL(url, true), "http://User@example.com/b?q");
 * ```
 */
export function serializeURL(url: URLRecord, excludeFragment = false): string {
  // The record is a view of its serialization (see URLRecord).
  const c = url.components;
  return excludeFragment && c.fragmentStart >= 0
    ? c.href.slice(0, c.fragmentStart)
    : c.href;
}

/**
 * Serializes a URL's path: the opaque path itself, or "/" before each
 * segment.
 *
 * @see {@link https://url.spec.whatwg.org/#url-path-serializer}
 * @param url The URL record.
 * @returns The path's serialization.
 *
 * @example
 * ```ts
 * import { basicURLParse, serializePath } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.equal(serializePath(basicURLParse("https://x/a/b/")!), "/a/b/");
 * assert.equal(serializePath(basicURLParse("mailto:me@x")!), "me@x");
 * ```
 */
export function serializePath(url: URLRecord): string {
  return url.serializedPath;
}

/**
 * Whether two URLs are equal: their serializations are identical.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-equals}
 * @param a A URL record.
 * @param b Another URL record.
 * @param excludeFragments Compare without the fragments.
 * @returns `true` when equal.
 *
 * @example
 * ```ts
 * import { basicURLParse, urlEquals } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const a = basicURLParse("https://x/a#one")!;
 * const b = basicURLParse("HTTPS://X/a#two")!;
 * assert.equal(urlEquals(a, b), false);
 * assert.equal(urlEquals(a, b, true), true);
 * ```
 */
export function urlEquals(
  a: URLRecord,
  b: URLRecord,
  excludeFragments = false,
): boolean {
  return serializeURL(a, excludeFragments) ===
    serializeURL(b, excludeFragments);
}
