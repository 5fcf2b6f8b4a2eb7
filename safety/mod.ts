/**
 * URL safety on the URL Standard's own parser: server-side request forgery
 * (SSRF) guards, open-redirect checks and link sanitizing.
 *
 * The repeated bug is a server that checks a user-supplied URL as a
 * string while its HTTP client connects to what a URL parser makes of it:
 * `http://0x7f.1/`, `http://017700000001/`, `http://①②⑦.⓪.⓪.①/` and
 * `http://[::ffff:127.0.0.1]/` are all 127.0.0.1. The checks here parse
 * with this library's parser (the URL Standard's, which browsers and
 * runtimes agree on) and hand back the parsed URL, so what is checked is
 * what is fetched.
 *
 * - {@linkcode classifyAddress}: an IP address in any notation, with its
 *   IANA special-purpose registry entry (name, RFC, "Globally Reachable"),
 *   ipaddr.js 2.5's `range()` name (so its users can switch), and the IPv4
 *   address an IPv6 address carries (IPv4-mapped, IPv4-compatible, NAT64
 *   `64:ff9b::/96` and `64:ff9b:1::/48`, 6to4, Teredo).
 * - {@linkcode checkURL}: the static request check with stable reason
 *   codes (`invalid`, `scheme`, `credentials`, `port`, `address`,
 *   `hostname`, `denied`), and {@linkcode checkAddress}, the connect-time
 *   check of each address a name resolves to. A {@linkcode SafetyPolicy}
 *   sets schemes, ports, allow and deny lists (origins, hosts,
 *   `*.subdomains`, CIDR blocks, `URLPattern`s) and `allowPrivate`.
 * - {@linkcode checkedFetch}: `fetch` with the static check on every hop
 *   and redirects followed by hand, for any runtime. On Node.js, use
 *   `guardedFetch` and `guardedLookup` of `@urlstd/url/safety/node`, which
 *   also check every address at connect time (DNS rebinding): only
 *   Node.js lets a program choose how a connection resolves names.
 * - {@linkcode safeRedirectTarget}: for `?returnTo=` parameters, the
 *   absolute URL to put in `Location`, or `null`.
 * - {@linkcode sanitizeUrl} (exactly `@braintree/sanitize-url` 7.1.2) and
 *   {@linkcode sanitizeURL} (decided by the URL parser) for links.
 *
 * The default policy refuses: schemes other than `http:` and `https:`;
 * credentials; the Fetch Standard's bad ports; IP addresses that are not
 * globally reachable (loopback, private, link-local and so the cloud
 * metadata address 169.254.169.254, `fd00:ec2::254`, shared address space
 * and so 100.100.100.200, documentation, multicast, reserved), and IPv6
 * addresses carrying such an IPv4 address; and the special-use names of
 * {@linkcode SPECIAL_USE_NAMES} (`localhost`, `local`, `internal` and so
 * `metadata.google.internal`, `home.arpa`, ...) and single-label names. An
 * allow list wins over the address and name rules, statically and at
 * connect time; a deny list wins over everything.
 *
 * A domain name passes the static check: the addresses it resolves to are
 * only known at connect time. Check them there (`guardedLookup`), or
 * refuse names altogether with a deny list.
 *
 * @example Guarding a webhook URL
 * ```ts
 * import { checkURL } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 *
 * const result = checkURL("https://hooks.example.com/T0/B0?x=1");
 * assert.equal(result.ok, true);
 * // Fetch result.url, never the input string.
 * assert.equal(result.ok && result.url.hostname, "hooks.example.com");
 *
 * for (const url of [
 *   "http://0x7f.1/",
 *   "http://[::ffff:127.0.0.1]/",
 *   "http://[64:ff9b::a9fe:a9fe]/latest/meta-data/",
 *   "http://100.100.100.200/latest/meta-data/",
 * ]) {
 *   assert.deepEqual(checkURL(url), { ok: false, reason: "address" });
 * }
 * assert.deepEqual(checkURL("http://metadata.google.internal/"), { ok: false, reason: "hostname" });
 * ```
 *
 * @example A test server reached on purpose, and nothing else
 * ```ts
 * import { checkAddress, checkURL } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 *
 * const policy = { allow: ["http://127.0.0.1:8080"], deny: ["*.example.org"] };
 * assert.equal(checkURL("http://127.0.0.1:8080/hook", policy).ok, true);
 * assert.equal(checkURL("http://127.0.0.2:8080/hook", policy).ok, false);
 * assert.deepEqual(checkURL("https://a.example.org/", policy), { ok: false, reason: "denied" });
 * assert.equal(checkAddress("2606:4700::1111").ok, true);
 * ```
 *
 * @example Where to send the user after logging in
 * ```ts
 * import { safeRedirectTarget } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 *
 * const current = "https://app.example/login";
 * assert.equal(safeRedirectTarget("/inbox?id=7", current), "https://app.example/inbox?id=7");
 * assert.equal(safeRedirectTarget("/\\evil.example", current), null);
 * assert.equal(safeRedirectTarget("https://app.example@evil.example", current), null);
 * ```
 *
 * @example Links in user content
 * ```ts
 * import { sanitizeURL, sanitizeUrl } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 *
 * assert.equal(sanitizeUrl("java\tscript:alert(1)"), "about:blank");
 * assert.equal(sanitizeURL("java\tscript:alert(1)"), "about:blank");
 * assert.equal(sanitizeURL("HTTPS://Example.com/a b"), "https://example.com/a%20b");
 * ```
 *
 * @see {@link https://url.spec.whatwg.org/#concept-host-parser}
 * @see {@link https://www.iana.org/assignments/iana-ipv4-special-registry/}
 * @see {@link https://www.iana.org/assignments/iana-ipv6-special-registry/}
 * @module
 */

export {
  type AddressClass,
  classifyAddress,
  type EmbeddedAddressClass,
  type Embedding,
  type SpecialPurposeBlock,
} from "./classify.ts";
export {
  type ListEntry,
  type SafetyPolicy,
  SPECIAL_USE_NAMES,
  type URLTester,
} from "./policy.ts";
export {
  type AddressCheck,
  checkAddress,
  checkURL,
  type RefusalReason,
  type URLCheck,
} from "./check.ts";
export { type SafeRedirectOptions, safeRedirectTarget } from "./redirect.ts";
export {
  sanitizeURL,
  sanitizeUrl,
  type SanitizeURLOptions,
} from "./sanitize.ts";
export { SafetyError } from "./errors.ts";
export { checkedFetch, type FetchInput, type FetchPolicy } from "./fetch.ts";
