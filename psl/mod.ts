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
 * assert.equal(isSameSite("https://a.example.com/", "https://b.example.com:8443/"), true);
 * assert.equal(isSameSite("https://example.com/", "http://example.com/"), false);
 * assert.equal(isSchemelesslySameSite("https://example.com/", "http://example.com/"), true);
 * ```
 *
 * @example Private sections, IDNs and hosts that have none
 * ```ts
 * import { parseHost } from "@urlstd/url/host";
 * import { publicSuffix, registrableDomain, registrableDomainOf } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 *
 * assert.equal(publicSuffix(parseHost("EXAMPLE.COM.")), "com.");
 * assert.equal(registrableDomain(parseHost("sub.example.إختبار")), "example.xn--kgbechtv");
 * assert.equal(registrableDomain(parseHost("whatwg.github.io")), "whatwg.github.io");
 * assert.equal(registrableDomain(parseHost("whatwg.github.io"), { icannOnly: true }), "github.io");
 * assert.equal(registrableDomainOf("https://www.example.co.uk/a"), "example.co.uk");
 * assert.equal(registrableDomainOf("git://example.com/"), null); // an opaque host
 * ```
 *
 * Origins are values: `origin(parseURL(url.href))` (from
 * `@urlstd/url/parser`) is a `URL`'s origin, whose `origin` getter is only
 * the serialization. Compare origins with `isSameOrigin`, never by
 * structure: an opaque origin is same origin only with itself.
 *
 * @example Origins
 * ```ts
 * import { isSameOrigin, origin, parseURL, serializeOriginUnicode } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isSameOrigin(origin(parseURL("http://a/")!), origin(parseURL("http://A:80")!)), true);
 * assert.equal(serializeOriginUnicode(origin(parseURL("https://xn--maraa-rta.example")!)), "https://maraña.example");
 * ```
 *
 * The command line shows a domain host's public suffix and registrable
 * domain (`urlstd --psl-version` names the list); bench/PSL_RESULTS.md
 * compares the speed with `tldts` called directly.
 *
 * @see {@link https://url.spec.whatwg.org/#host-miscellaneous}
 * @module
 */

export * from "./public_suffix.ts";
export * from "./url_input.ts";
export * from "./site.ts";
export * from "./version.ts";
