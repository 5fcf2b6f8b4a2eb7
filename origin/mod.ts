/**
 * The platform's `Origin` object for runtimes that have none (Node.js, Deno,
 * Bun, React Native's engines): HTML's `Origin` interface, with the Web IDL
 * shape Chromium gives it, on this library's parser and its Public Suffix
 * List. Chromium 145 and Safari 26.5 have their own; the full polyfill
 * (`@urlstd/url/polyfill`) installs this one where the global is missing or
 * fails the probe, the lite polyfill never does.
 *
 * Compare origins with it rather than `URL#origin` strings: every opaque
 * origin serializes to the same `"null"`, so `a.origin === b.origin` says
 * that a `data:` URL is same origin with a sandboxed frame. The class has no
 * string form for that reason.
 *
 * - `Origin.from(value)` takes an `Origin` (the same origin, an opaque one
 *   included), a `URL` object (this library's, full or lite, or the
 *   runtime's own), or a URL string (parsed as `new URL(value)`, throwing
 *   its `TypeError` on failure). Anything else throws a `TypeError`:
 *   `{ href }` objects, `String` objects, `Request`s. The browser's other
 *   platform objects with an origin (`Window`, `<a>` elements) are not known
 *   here.
 * - Opaque origins (`data:`, schemes that are not special, `new Origin()`)
 *   are same origin and same site only with themselves: two
 *   `Origin.from("data:,x")` are not, nor are two `Origin.from(url)` of one
 *   opaque `URL` object (as in Chromium), while `Origin.from(origin)` shares
 *   `origin`'s.
 * - `blob:` URLs have the origin of the URL inside them when that is
 *   `http:`, `https:` or `file:`, else an opaque one.
 * - `file:` URLs have one origin per host, as in Chromium:
 *   `Origin.from("file:///a")` is same origin with `file:///b`, where
 *   `URL#origin` gives `"null"` (the URL Standard leaves file: origins to
 *   the implementation, and whatwg-url and Node.js say `"null"`).
 * - `isSameSite()` is schemeful: the same scheme and the same registrable
 *   domain (`@urlstd/url/psl`, ICANN and private sections), or the same host
 *   where there is none (IP addresses, public suffixes). Ports never count.
 *   The Public Suffix List differs between versions and clients: use
 *   same origin for security decisions.
 *
 * @example Same origin, same site
 * ```ts
 * import { Origin } from "@urlstd/url/origin";
 * import assert from "node:assert/strict";
 *
 * const app = Origin.from("https://app.example.com/");
 * assert.ok(app.isSameOrigin(Origin.from("https://app.example.com:443/x")));
 * assert.ok(!app.isSameOrigin(Origin.from("https://api.example.com/")));
 * assert.ok(app.isSameSite(Origin.from("https://api.example.com/")));
 * assert.ok(!app.isSameSite(Origin.from("http://app.example.com/"))); // schemeful
 * ```
 *
 * @example A `?returnTo=` redirect kept on the site's own origin
 * ```ts
 * import { Origin } from "@urlstd/url/origin";
 * import assert from "node:assert/strict";
 *
 * const self = Origin.from("https://shop.example/");
 * function safeReturnTo(value: string): string {
 *   let target: URL;
 *   try {
 *     target = new URL(value, "https://shop.example/");
 *   } catch {
 *     return "/";
 *   }
 *   return Origin.from(target).isSameOrigin(self) ? target.href : "/";
 * }
 * assert.equal(safeReturnTo("/cart?x=1"), "https://shop.example/cart?x=1");
 * assert.equal(safeReturnTo("//evil.example/"), "/");
 * assert.equal(safeReturnTo("javascript:alert(1)"), "/");
 * ```
 *
 * @example Opaque origins, and what `URL#origin` cannot tell apart
 * ```ts
 * import { Origin } from "@urlstd/url/origin";
 * import assert from "node:assert/strict";
 *
 * const a = Origin.from("data:text/html,a");
 * assert.ok(a.opaque && a.isSameOrigin(a) && a.isSameOrigin(Origin.from(a)));
 * assert.ok(!a.isSameOrigin(Origin.from("data:text/html,a")));
 * assert.equal(new URL("data:text/html,a").origin, new URL("data:,b").origin); // "null"
 * ```
 *
 * @example `file:` URLs: one origin per host, unlike `URL#origin`
 * ```ts
 * import { Origin } from "@urlstd/url/origin";
 * import assert from "node:assert/strict";
 *
 * const page = Origin.from("file:///srv/site/index.html");
 * assert.ok(page.isSameOrigin(Origin.from("file:///tmp/other.html")));
 * assert.ok(!page.isSameOrigin(Origin.from("file://server/share/x")));
 * assert.equal(new URL("file:///srv/site/index.html").origin, "null");
 * ```
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#the-origin-interface}
 * @module
 */

export { Origin } from "./origin.ts";
