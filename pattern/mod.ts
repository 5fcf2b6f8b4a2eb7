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
 * Every canonicalize step runs this library's basic URL parser with its
 * state overrides, so a pattern means the same in every runtime. All 369
 * entries of WPT's `urlpatterntestdata.json` pass in Deno, in Node.js
 * against the npm build, in Bun and in Chromium (the test command checks
 * each). `URLPatternList` is this library's own route table (the standard's
 * list proposal is not final): the first match in the order of `add()`, as
 * an `exec()` loop gives it, found through a radix tree over the patterns'
 * literal pathname prefixes instead of trying every pattern (and, where
 * many routes of one prefix differ only in their pathname, one regular
 * expression joining their pathnames).
 *
 * <!-- pattern-example:start -->
 *
 * ```ts
 * import { URLPattern, URLPatternList } from "@urlstd/url/pattern";
 * import assert from "node:assert/strict";
 *
 * const pattern = new URLPattern("https://example.com/books/:id(\\d+)");
 * assert.equal(
 *   pattern.exec("https://example.com/books/42")?.pathname.groups.id,
 *   "42",
 * );
 * assert.equal(pattern.test("https://example.com/books/new"), false);
 *
 * const routes = new URLPatternList()
 *   .add({ pathname: "/books/:id" }, "book")
 *   .add({ pathname: "/books/*" }, "books");
 * const found = routes.match("https://example.com/books/42");
 * assert.equal(found?.value, "book");
 * assert.equal(found?.result.pathname.groups.id, "42");
 * assert.deepEqual(
 *   routes.matchAll("https://example.com/books/42").map((m) => m.value),
 *   ["book", "books"],
 * );
 * ```
 *
 * <!-- pattern-example:end -->
 *
 * The natives differ from the standard in places, and so from this
 * library: Node.js (ada) keeps a `\` in a special pathname and
 * canonicalizes non-special pathnames as paths, Deno compiles with the `u`
 * flag rather than `v`, Bun adds a group for a named capture inside a
 * regexp group, Chromium matches no init with a username under
 * `ignoreCase`. Each difference is named, with the standard's step that
 * decides it, in `tests/_urlpattern_known.ts`, and the differential tests
 * (`pattern/native_differential_test.ts` in each runtime, and
 * `pattern/polyfill_differential_test.ts` for `urlpattern-polyfill`) fail
 * on any other. Speed against the natives and `urlpattern-polyfill`, with
 * its targets: bench/PATTERN_RESULTS.md (`deno task bench:pattern`).
 *
 * A `URLPattern` compiles each component's regular expression in its
 * constructor: a pattern the engine cannot compile is the constructor's
 * `TypeError`, and `exec()` and `test()` never throw on one it accepted.
 *
 * How `URLPatternList` finds the first match among many routes, with no
 * list size or shape that makes a lookup throw:
 *
 * - a route whose pathname fixes a whole segment (`x1` in `/:id/x1` or
 *   `/:id/x1/:tail`) is found by the input's segments (the rarest such
 *   segment indexes it); the others by the literal prefix of their
 *   pathname, in a radix tree;
 * - a route whose pathname has fixed text that fewer than 8 routes share
 *   is ruled out by a substring search when the input lacks it;
 * - routes that remain and differ only in their pathname (in regexp
 *   groups, say) are decided by regular expressions that join their
 *   pathnames, in chunks of at most 64 routes and 8,192 code units, with
 *   the parts the chunk's routes all start with written once where they
 *   match in one way only, compiled when first needed: small enough to
 *   compile fast and far from any engine's limits. A chunk the engine still refuses, to compile or
 *   to run, is dropped and its routes are tried one by one.
 *
 * @example A route table of 20,000 routes
 * ```ts
 * import { URLPatternList } from "@urlstd/url/pattern";
 * import assert from "node:assert/strict";
 *
 * const list = new URLPatternList<number>();
 * for (let i = 0; i < 20_000; i++) list.add({ pathname: `/:id/x${i}` }, i);
 * assert.equal(list.match("https://example.com/a/x19999")?.value, 19_999);
 * assert.equal(list.match("https://example.com/a/y"), null);
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
