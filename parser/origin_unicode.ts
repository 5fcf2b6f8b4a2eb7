/**
 * The Unicode serialization of an origin, for display. Its own file: domain
 * to Unicode needs the IDNA tables, which the ASCII serialization does not.
 *
 * @module
 */

import { domainToUnicode } from "../host/domain_to_unicode.ts";
import { type OriginRecord, serializeOrigin } from "./origin.ts";

/**
 * Serializes an origin with its host in Unicode: as
 * {@linkcode serializeOrigin}, but a domain host goes through domain to
 * Unicode first (`https://xn--maraa-rta.example` becomes
 * `https://maraña.example`). For display only: the ASCII serialization is
 * the origin's identity. HTML has dropped this serialization; rust-url keeps
 * it as `Origin::unicode_serialization`, and this follows it.
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#unicode-serialisation-of-an-origin}
 * @see {@link https://url.spec.whatwg.org/#concept-domain-to-unicode}
 * @param origin The origin.
 * @returns The Unicode serialization; "null" for an opaque origin.
 *
 * @example
 * ```ts
 * import { origin, parseURL, serializeOriginUnicode } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = parseURL("https://maraña.example:8443/")!;
 * assert.equal(serializeOriginUnicode(origin(url)), "https://maraña.example:8443");
 * assert.equal(serializeOriginUnicode(origin(parseURL("http://[::1]/")!)), "http://[::1]");
 * assert.equal(serializeOriginUnicode({ type: "opaque" }), "null");
 * ```
 */
export function serializeOriginUnicode(origin: OriginRecord): string {
  if (origin.type === "opaque") return "null";
  // An IPv6 address is serialized in brackets; an IPv4 address has no
  // "xn--" label, so domain to Unicode leaves it as it is.
  const host = origin.host.startsWith("[")
    ? origin.host
    : domainToUnicode(origin.host);
  return serializeOrigin({ ...origin, host });
}
