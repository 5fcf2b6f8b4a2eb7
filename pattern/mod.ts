/**
 * URL patterns: the URL Pattern Standard's `URLPattern`, built on this
 * library's URL parser (canonicalization never uses the runtime's `URL`),
 * and `URLPatternList`, this library's route table, which matches an input
 * against many patterns in one lookup.
 *
 * The standard's tentative `compareComponent()` and `generate()` are not
 * here: they are in `@urlstd/url/pattern/tentative`.
 *
 * @example Match a URL against a pattern
 * ```ts
 * import { URLPattern } from "@urlstd/url/pattern";
 * import assert from "node:assert/strict";
 *
 * const pattern = new URLPattern("https://example.com/books/:id");
 * const result = pattern.exec("https://example.com/books/123");
 * assert.equal(result?.pathname.groups.id, "123");
 * assert.equal(pattern.search, "*");
 * ```
 *
 * @see {@link https://urlpattern.spec.whatwg.org/}
 * @module
 */

export {
  URLPattern,
  type URLPatternComponentResult,
  type URLPatternInit,
  type URLPatternInput,
  type URLPatternOptions,
  type URLPatternResult,
} from "./url_pattern.ts";
export {
  URLPatternList,
  type URLPatternListMatch,
} from "./url_pattern_list.ts";
