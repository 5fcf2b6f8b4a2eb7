/**
 * Reference resolution: a URI-reference made absolute against a base URI.
 *
 * @module
 */

import {
  INVALID,
  newOffsets,
  type Offsets,
  scanReference,
  URI,
} from "./_scan.ts";
import type { UriComponents } from "./parse_reference.ts";
import { recomposeReference } from "./recompose_reference.ts";
import { removeDotSegments } from "./remove_dot_segments.ts";

/**
 * Options for {@linkcode resolveReference}.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2}
 *
 * @example Backward-compatible resolution
 * ```ts
 * import { resolveReference, type ResolveOptions } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * const options: ResolveOptions = { strict: false };
 * assert.equal(resolveReference("http://a/b/c/d;p?q", "http:g", options), "http://a/b/c/g");
 * ```
 */
export interface ResolveOptions {
  /**
   * `true` (the default) for the strict parser of §5.2.2, `false` for the
   * backward-compatible one: a reference whose scheme equals the base's
   * (ASCII case-insensitively) is then resolved as if it had none, so
   * `"http:g"` against an `http` base is `"g"`.
   */
  strict?: boolean;
}

function componentsOf(input: string, o: Offsets): UriComponents {
  const queryEnd = o.fragmentStart >= 0 ? o.fragmentStart - 1 : input.length;
  return {
    scheme: o.schemeEnd >= 0 ? input.slice(0, o.schemeEnd) : null,
    authority: o.authorityStart >= 0
      ? input.slice(o.authorityStart, o.pathStart)
      : null,
    path: input.slice(o.pathStart, o.pathEnd),
    query: o.queryStart >= 0 ? input.slice(o.queryStart, queryEnd) : null,
    fragment: o.fragmentStart >= 0 ? input.slice(o.fragmentStart) : null,
  };
}

/**
 * Merges a relative-path reference with the path of the base URI (§5.2.3).
 */
function merge(base: UriComponents, referencePath: string): string {
  if (base.authority !== null && base.path === "") return "/" + referencePath;
  return base.path.slice(0, base.path.lastIndexOf("/") + 1) + referencePath;
}

/**
 * Resolves a URI-reference against a base URI, as §5.2 specifies: the
 * transform of §5.2.2 (strict by default), merge (§5.2.3),
 * remove_dot_segments (§5.2.4) and recomposition (§5.3). Dot segments are
 * compared literally: `%2E%2E` is not `..` here (see the comparison with the
 * WHATWG URL Standard in this module's documentation).
 *
 * The base must be a URI; a fragment on it is ignored, as §5.1 asks. The
 * result is a URI. Recomposition writes a path that starts with "//"
 * without an authority as `"/.//"` (see {@linkcode recomposeReference}), so
 * that it is not read back as an authority; no RFC example is affected.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-5.2}
 * @param base The base URI.
 * @param reference The URI-reference to resolve.
 * @param options Strict or backward-compatible resolution.
 * @returns The target URI, or `null` when `base` is not a URI or
 * `reference` is not a URI-reference.
 *
 * @example Examples of §5.4
 * ```ts
 * import { resolveReference } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * const base = "http://a/b/c/d;p?q";
 * assert.equal(resolveReference(base, "g"), "http://a/b/c/g");
 * assert.equal(resolveReference(base, "../g"), "http://a/b/g");
 * assert.equal(resolveReference(base, "//g"), "http://g");
 * assert.equal(resolveReference(base, "?y"), "http://a/b/c/d;p?y");
 * assert.equal(resolveReference(base, "../../../g"), "http://a/g");
 * assert.equal(resolveReference(base, "http:g"), "http:g");
 * ```
 *
 * @example Failure
 * ```ts
 * import { resolveReference } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * assert.equal(resolveReference("/relative/base", "g"), null);
 * assert.equal(resolveReference("http://a/", "b c"), null);
 * ```
 */
export function resolveReference(
  base: string,
  reference: string,
  options?: ResolveOptions,
): string | null {
  const bo = newOffsets();
  if (scanReference(base, bo, true) !== URI) return null;
  const ro = newOffsets();
  if (scanReference(reference, ro) === INVALID) return null;
  const b = componentsOf(base, bo);
  const r = componentsOf(reference, ro);
  if (
    options?.strict === false && r.scheme !== null &&
    r.scheme.toLowerCase() === b.scheme!.toLowerCase()
  ) {
    r.scheme = null;
  }
  const t: UriComponents = {
    scheme: null,
    authority: null,
    path: "",
    query: null,
    fragment: r.fragment,
  };
  if (r.scheme !== null) {
    t.scheme = r.scheme;
    t.authority = r.authority;
    t.path = removeDotSegments(r.path);
    t.query = r.query;
  } else {
    if (r.authority !== null) {
      t.authority = r.authority;
      t.path = removeDotSegments(r.path);
      t.query = r.query;
    } else {
      if (r.path === "") {
        t.path = b.path;
        t.query = r.query !== null ? r.query : b.query;
      } else {
        t.path = r.path.charCodeAt(0) === 0x2f
          ? removeDotSegments(r.path)
          : removeDotSegments(merge(b, r.path));
        t.query = r.query;
      }
      t.authority = b.authority;
    }
    t.scheme = b.scheme;
  }
  return recomposeReference(t);
}
