/**
 * URL operations people write by hand, built on the spec's parser,
 * serializer and equivalence: the shortest relative reference from one URL
 * to another, joining path segments, and normalizing URLs for comparison
 * (with a `normalize-url`-compatible entry).
 *
 * @example
 * ```ts
 * import { joinPath, relativeURL, sameURL } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * assert.equal(relativeURL("https://example.org/a/c", "https://example.org/a/b/"), "../c");
 * assert.equal(joinPath("https://example.org/a/", "b c", "d/e"), "https://example.org/a/b%20c/d%2Fe");
 * assert.equal(sameURL("HTTPS://example.org:443/a/./b", "https://example.org/a/b"), true);
 * ```
 *
 * @module
 */

export * from "./relative_url.ts";
export * from "./join_path.ts";
export * from "./normalize_url.ts";
export * from "./same_url.ts";
export * from "./normalize_url_compat.ts";
export type { URLInput } from "./_input.ts";
