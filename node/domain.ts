/**
 * `domainToASCII` and `domainToUnicode`: a domain as the host of a special
 * URL, as `node:url` computes it.
 *
 * @module
 */

import { URL } from "../api/mod.ts";
import { domainToUnicode as hostDomainToUnicode } from "../host/mod.ts";
import { missingArg } from "./_errors.ts";

/**
 * The host that `domain` gives a special URL through the `hostname`
 * setter, or `null` where the setter fails. The setter leaves the URL
 * unchanged on failure, so it runs on two URLs whose hosts differ: the same
 * result on both is the setter's, different results mean failure.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-hostname}
 */
function hostnameOfSpecialURL(domain: string): string | null {
  const a = new URL("ws://a/");
  const b = new URL("ws://b/");
  a.hostname = domain;
  b.hostname = domain;
  return a.hostname === b.hostname ? a.hostname : null;
}

/**
 * Converts a domain to its ASCII form, as Node.js's `url.domainToASCII`:
 * the host that the `hostname` setter of a special URL (`ws:`) makes of it,
 * IPv4 and IPv6 addresses serialized, or `""` where the setter fails. As
 * that setter does, it reads up to the first `/`, `?`, `#` or `\` and drops
 * tabs and newlines; a `:` (a port) fails.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-hostname}
 * @param domain The domain (converted to a string).
 * @returns The ASCII domain, or `""`.
 * @throws {TypeError} `ERR_MISSING_ARGS` when called without an argument.
 *
 * @example
 * ```ts
 * import { domainToASCII } from "@urlstd/url/node";
 * import assert from "node:assert/strict";
 * assert.equal(domainToASCII("español.com"), "xn--espaol-zwa.com");
 * assert.equal(domainToASCII("0x7f.1"), "127.0.0.1");
 * assert.equal(domainToASCII("xn--iñvalid.com"), "");
 * ```
 */
export function domainToASCII(domain: string): string {
  if (arguments.length < 1) throw missingArg("domain");
  return hostnameOfSpecialURL(`${domain}`) ?? "";
}

/**
 * Converts a domain to its Unicode form, as Node.js's `url.domainToUnicode`:
 * {@linkcode domainToASCII}, then the URL Standard's domain to Unicode
 * (Punycode labels decoded), or `""` where the first step fails.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-domain-to-unicode}
 * @param domain The domain (converted to a string).
 * @returns The Unicode domain, or `""`.
 * @throws {TypeError} `ERR_MISSING_ARGS` when called without an argument.
 *
 * @example
 * ```ts
 * import { domainToUnicode } from "@urlstd/url/node";
 * import assert from "node:assert/strict";
 * assert.equal(domainToUnicode("xn--espaol-zwa.com"), "español.com");
 * assert.equal(domainToUnicode("EXAMPLE.com"), "example.com");
 * assert.equal(domainToUnicode("xn--iñvalid.com"), "");
 * ```
 */
export function domainToUnicode(domain: string): string {
  if (arguments.length < 1) throw missingArg("domain");
  const ascii = hostnameOfSpecialURL(`${domain}`);
  if (ascii === null || ascii === "") return "";
  return ascii.startsWith("[") ? ascii : hostDomainToUnicode(ascii);
}
