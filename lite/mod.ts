/**
 * `URL` and `URLSearchParams` without IDNA tables: the same classes'
 * behaviour as `@urlstd/url`, at a fraction of the size, because the domain
 * parser's ToASCII is `liteDomainParserToASCII` instead of UTS #46 through
 * `tr46` (whose tables are most of the full build's bytes).
 *
 * The two builds give the same result for every URL whose hosts are ASCII
 * (the host parser only lowercases an ASCII domain; it never runs ToASCII on
 * one). They can differ only for a host with non-ASCII code points (after
 * percent-decoding), which lite hands to the runtime's own IDNA (the global
 * `URL`): where that agrees with UTS #46 the result is the same; where there
 * is no such `URL` the host fails, with the spec's `domain-to-ASCII`
 * validation error.
 *
 * Choose lite when bundle size matters and your URLs' hosts are ASCII, or
 * when the runtime's own `URL` (every browser, Node.js, Deno, Bun) may
 * decide non-ASCII hosts. Its size is the `@urlstd/url/lite` row of the
 * size table (bench/SIZE_RESULTS.md); it parses as fast as the full build
 * (bench/RESULTS.md, the lite section). The `URL` class is the same code
 * (`defineURL()` in `@urlstd/url/api` makes both), `URLSearchParams` is the
 * same class, and nothing reachable from this entry imports `tr46`. The
 * exact difference from the full build:
 *
 * - A URL whose hosts are all ASCII (after percent-decoding) gives the same
 *   result in both builds. `xn--` labels are kept as they are in both (the
 *   URL Standard's rule for ASCII domains), so invalid Punycode in an ASCII
 *   host is no difference either.
 * - A host with non-ASCII code points goes, in lite, to the runtime's IDNA:
 *   the hostname the global `URL` gives for `http://<domain>.a/`, its
 *   `xn--` labels then checked as Punycode. `tests/lite_urltestdata_test.ts`
 *   and `tests/lite_setters_test.ts` run the WPT data through lite in every
 *   runtime of the test matrix and print each case that differs. Without a
 *   global `URL`, or when it is lite's own, such a host fails, with the
 *   `domain-to-ASCII` validation error.
 * - Called directly, with `beStrict` or a reporter,
 *   `liteDomainParserToASCII` also differs for `xn--` labels that decode to
 *   code points the tables reject (`xn--8i7caa`, fullwidth "www"): lite
 *   checks Punycode, NFC, hyphens, full stops, STD3 ASCII and surrogates,
 *   noncharacters and C1 controls, not each code point's UTS #46 status,
 *   CheckJoiners or CheckBidi.
 *
 * @example The same URLs, without the tables
 * ```ts
 * import { URL, URLSearchParams } from "@urlstd/url/lite";
 * import assert from "node:assert/strict";
 *
 * const url = new URL("../x?y=1#z", "HTTPS://user@EXAMPLE.org:8080/a/b");
 * assert.equal(url.href, "https://user@example.org:8080/x?y=1#z");
 * assert.equal(url.searchParams.get("y"), "1");
 * assert.equal(new URLSearchParams({ a: "1 2" }).toString(), "a=1+2");
 * assert.equal(new URL("HTTPS://EXAMPLE.org:443/a/../b").href, "https://example.org/b");
 * // An ASCII host is only lowercased: its xn-- labels stay as written.
 * assert.equal(new URL("https://xn--8i7caa.example/").host, "xn--8i7caa.example");
 * // A non-ASCII host, through the runtime's IDNA (here Deno's).
 * assert.equal(new URL("https://bücher.example/").host, "xn--bcher-kva.example");
 * ```
 *
 * @see {@link https://url.spec.whatwg.org/#api}
 * @module
 */

import { liteDomainParserToASCII } from "../host/lite_to_ascii.ts";
import { defineURL } from "../api/url_class.ts";
import type { URL as URLObject, URLConstructor } from "../api/_types.ts";

/**
 * A URL, parsed and serialized as the URL Standard defines, with the same
 * API as the runtimes' global `URL`; non-ASCII domains go through the
 * runtime's own IDNA (see the module documentation).
 *
 * @see {@link https://url.spec.whatwg.org/#url-class}
 *
 * @example Parse and read components
 * ```ts
 * import { URL } from "@urlstd/url/lite";
 * import assert from "node:assert/strict";
 * const url = new URL("https://example.org:8080/a?b#c");
 * assert.equal(url.host, "example.org:8080");
 * assert.equal(URL.parse("no base"), null);
 * ```
 */
export const URL: URLConstructor = /* @__PURE__ */ defineURL(
  liteDomainParserToASCII,
);

/** A URL object (see {@linkcode URL}). */
export type URL = URLObject;

export { URLSearchParams } from "../api/url_search_params.ts";
export type { URLSearchParamsIterator } from "../api/_types.ts";
