/**
 * urlstd: the WHATWG URL Standard in TypeScript — spec-exact, fast, and
 * modular. This entry point exports the API (`URL`, `URLSearchParams`); the
 * layers beneath are subpaths of their own:
 *
 * - `@urlstd/url/percent`: percent-encode sets, percent-encoding and decoding
 * - `@urlstd/url/host`: host parsing and serializing (domains via IDNA, IPv4,
 *   IPv6, opaque hosts)
 * - `@urlstd/url/urlencoded`: `application/x-www-form-urlencoded`
 * - `@urlstd/url/parser`: the URL record, the basic URL parser (with state
 *   override and validation errors), serializers and origins
 * - `@urlstd/url/api`: `URL` and `URLSearchParams`
 *
 * @example
 * ```ts
 * import { URL } from "@urlstd/url";
 * import assert from "node:assert/strict";
 *
 * const url = new URL("HTTPS://EXAMPLE.org:443/a/../b?x=1#y");
 * assert.equal(url.href, "https://example.org/b?x=1#y");
 * assert.equal(url.searchParams.get("x"), "1");
 * ```
 *
 * @example A URL that does not parse throws a TypeError shaped like Node.js's
 * ```ts
 * import { URL } from "@urlstd/url";
 * import assert from "node:assert/strict";
 *
 * assert.throws(() => new URL("/docs", "not a base"), {
 *   name: "TypeError",
 *   message: 'Invalid URL: "/docs" with base "not a base"',
 *   code: "ERR_INVALID_URL",
 *   input: "/docs",
 *   base: "not a base",
 * });
 * assert.throws(() => new URL("no base"), (error: unknown) => !("base" in (error as object)));
 * assert.equal(URL.canParse("not a url"), false);
 * assert.equal(URL.parse("not a url"), null);
 * ```
 *
 * @module
 */

export { URL, URLSearchParams } from "./api/mod.ts";
export type { URLSearchParamsIterator } from "./api/mod.ts";
