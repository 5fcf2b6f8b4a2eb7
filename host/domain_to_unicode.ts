/**
 * Domain to Unicode: the display form of a domain.
 *
 * @module
 */

import { domainToUnicodeInternal } from "./_domain.ts";
import { unicodeToUnicode } from "./_tr46.ts";

/**
 * Converts a domain to Unicode: Unicode ToUnicode with CheckBidi and
 * CheckJoiners true and the other options false. When ToUnicode records an
 * error, the domain is returned unchanged (the host parser has already
 * reported it), so the domain parser and this function roundtrip.
 *
 * A domain with no label starting with `xn--` is returned as it is, without
 * IDNA processing. The spec defines no validation errors here.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-domain-to-unicode}
 * @param domain A domain, as the host parser returns it.
 * @returns The Unicode form of the domain.
 *
 * @example Punycode labels become Unicode
 * ```ts
 * import { domainToUnicode } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(domainToUnicode("xn--fa-hia.de"), "faß.de");
 * assert.equal(domainToUnicode("example.com"), "example.com");
 * assert.equal(domainToUnicode("xn--8i7caa"), "xn--8i7caa"); // an error: unchanged
 * ```
 */
export function domainToUnicode(domain: string): string {
  return domainToUnicodeInternal(domain, unicodeToUnicode);
}
