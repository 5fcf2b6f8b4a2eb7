/**
 * Same origin and same origin-domain, as HTML defines them.
 *
 * @module
 */

import type { OriginRecord } from "./origin.ts";

/**
 * Whether two origins are same origin: the same opaque origin, or tuple
 * origins with identical schemes, hosts and ports.
 *
 * An opaque origin is same origin only with itself: compare origins with
 * this function, never by structure (`assert.deepEqual`, JSON): two opaque
 * origins are different objects that look alike, and `origin()` makes a new
 * one for each URL whose origin is opaque.
 *
 * From a `URL` object, the origin value is
 * `origin(parseURL(url.href)!)` (`url.origin` is only its serialization).
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#same-origin}
 * @param a An origin.
 * @param b An origin.
 * @returns Whether `a` and `b` are same origin.
 *
 * @example
 * ```ts
 * import { URL } from "@urlstd/url";
 * import { isSameOrigin, origin, parseURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const a = origin(parseURL(new URL("https://example.org/a").href)!);
 * const b = origin(parseURL("https://EXAMPLE.org:443/b")!);
 * assert.equal(isSameOrigin(a, b), true);
 * assert.equal(isSameOrigin(a, origin(parseURL("https://example.org:8443/")!)), false);
 * const opaque = origin(parseURL("data:,x")!);
 * assert.equal(isSameOrigin(opaque, opaque), true);
 * assert.equal(isSameOrigin(opaque, origin(parseURL("data:,x")!)), false);
 * ```
 */
export function isSameOrigin(a: OriginRecord, b: OriginRecord): boolean {
  // Step 1: "If A and B are the same opaque origin, then return true."
  if (a.type === "opaque" || b.type === "opaque") return a === b;
  // Step 2: "If A and B are both tuple origins and their schemes, hosts, and
  // port are identical, then return true." Hosts are serialized.
  return a.scheme === b.scheme && a.host === b.host && a.port === b.port;
}

/**
 * Whether two origins are same origin-domain: the same opaque origin, or
 * tuple origins with identical schemes and identical non-null domains, or
 * same origin with both domains null. The domain is what `document.domain`
 * sets; origins made from URLs have none. Opaque origins compare by
 * identity, as for {@linkcode isSameOrigin}.
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#same-origin-domain}
 * @param a An origin.
 * @param b An origin.
 * @returns Whether `a` and `b` are same origin-domain.
 *
 * @example HTML's examples
 * ```ts
 * import { isSameOriginDomain, type TupleOrigin } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const tuple = (port: number | null, domain: string | null): TupleOrigin =>
 *   ({ type: "tuple", scheme: "https", host: "example.org", port, domain });
 * assert.equal(isSameOriginDomain(tuple(314, null), tuple(420, null)), false);
 * assert.equal(isSameOriginDomain(tuple(314, "example.org"), tuple(420, "example.org")), true);
 * assert.equal(isSameOriginDomain(tuple(null, null), tuple(null, "example.org")), false);
 * ```
 */
export function isSameOriginDomain(a: OriginRecord, b: OriginRecord): boolean {
  // Step 1: "If A and B are the same opaque origin, then return true."
  if (a.type === "opaque" || b.type === "opaque") return a === b;
  // Step 2.1: "If A and B's schemes are identical, and their domains are
  // identical and non-null, then return true."
  if (a.domain !== null || b.domain !== null) {
    return a.scheme === b.scheme && a.domain === b.domain;
  }
  // Step 2.2: "Otherwise, if A and B are same origin and their domains are
  // both null, return true."
  return isSameOrigin(a, b);
}
