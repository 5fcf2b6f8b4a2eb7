/**
 * Component recomposition: a URI-reference string from its components.
 *
 * @module
 */

import type { UriComponents } from "./parse_reference.ts";

/** Tells whether the first segment of a rootless path has a ":". */
function firstSegmentHasColon(path: string): boolean {
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 0x3a) return true;
    if (c === 0x2f) return false;
  }
  return false;
}

/**
 * Joins the five components of a URI-reference into a string, as §5.3
 * specifies: `scheme ":"`, `"//" authority`, the path, `"?" query` and
 * `"#" fragment`, each delimiter only when its component is defined (not
 * `null`). The components are not validated.
 *
 * Two additions keep the result parsing back to the same components, for
 * paths that cannot be written as they are (§3.3, §4.2), as the WHATWG URL
 * serializer and other RFC 3986 libraries do:
 *
 * - without an authority, a path that starts with "//" is written after
 *   "/." (`"/.//a"`, which has the same path once dot segments are removed),
 *   where the RFC's recomposition would make "a" an authority;
 * - without a scheme or an authority, a path whose first segment has a ":"
 *   is written after "./" (`"./a:b"`), as §4.2 asks, where it would be read
 *   as a scheme.
 *
 * Neither can happen to the components of a parsed reference; the first can
 * happen after {@linkcode removeDotSegments}.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-5.3}
 * @param components The components; `null` marks an undefined one.
 * @returns The URI-reference.
 *
 * @example Round trip
 * ```ts
 * import { parseReference, recomposeReference } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * const input = "foo://example.com:8042/over/there?name=ferret#nose";
 * assert.equal(recomposeReference(parseReference(input)!), input);
 * ```
 *
 * @example A path that would read as an authority
 * ```ts
 * import { recomposeReference } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * assert.equal(
 *   recomposeReference({
 *     scheme: "foo",
 *     authority: null,
 *     path: "//a/b",
 *     query: null,
 *     fragment: null,
 *   }),
 *   "foo:/.//a/b",
 * );
 * ```
 */
export function recomposeReference(components: UriComponents): string {
  const { scheme, authority, path, query, fragment } = components;
  let result = scheme === null ? "" : scheme + ":";
  if (authority !== null) {
    result += "//" + authority;
  } else if (
    path.length > 1 && path.charCodeAt(0) === 0x2f &&
    path.charCodeAt(1) === 0x2f
  ) {
    result += "/.";
  } else if (scheme === null && firstSegmentHasColon(path)) {
    result += "./";
  }
  result += path;
  if (query !== null) result += "?" + query;
  if (fragment !== null) result += "#" + fragment;
  return result;
}
