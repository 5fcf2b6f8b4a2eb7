/**
 * Public suffixes, registrable domains and same site, as the URL Standard
 * and HTML define them, over the Public Suffix List that the `tldts`
 * package ships (ICANN and private sections; {@linkcode PSL_VERSION} says
 * which). Hosts come from this package's host parser, so `EXAMPLE.COM.`,
 * `bücher.de`, `0x7f.1` and `[::1]` give the spec's answers.
 *
 * Nothing else in `@urlstd/url` imports this module: the `URL` class never
 * carries the list.
 *
 * @example Public suffix and registrable domain
 * ```ts
 * import { parseHost } from "@urlstd/url/host";
 * import { publicSuffix, registrableDomain, registrableDomainOf } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 *
 * assert.equal(publicSuffix(parseHost("www.example.co.uk")), "co.uk");
 * assert.equal(registrableDomain(parseHost("Bücher.example.de")), "example.de");
 * assert.equal(registrableDomain(parseHost("0x7f.1")), null); // 127.0.0.1
 * assert.equal(registrableDomainOf("https://whatwg.github.io/url/"), "whatwg.github.io");
 * ```
 *
 * @example Same site
 * ```ts
 * import { isSameSite, isSchemelesslySameSite } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isSameSite("https://a.example.com/", "https://b.example.com/"), true);
 * assert.equal(isSchemelesslySameSite("https://example.com/", "http://example.com/"), true);
 * ```
 *
 * @see {@link https://url.spec.whatwg.org/#host-miscellaneous}
 * @module
 */

export * from "./public_suffix.ts";
export * from "./url_input.ts";
export * from "./site.ts";
export * from "./version.ts";
