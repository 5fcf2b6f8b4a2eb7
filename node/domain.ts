/**
 * `domainToASCII` and `domainToUnicode`: a domain as the host of a special
 * URL, as `node:url` computes it.
 *
 * @module
 */

import { missingArg } from "./_errors.ts";
import {
  hostnameOfSpecialURL,
  punycodeLabelsToUnicode,
} from "./_to_unicode.ts";

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
 * {@linkcode domainToASCII}, then each `xn--` label decoded on its own
 * where it is valid Punycode that IDNA gives back unchanged, or `""` where
 * the first step fails.
 *
 * This follows Node.js, not the URL Standard's domain to Unicode (`domainToUnicode`
 * in `@urlstd/url/host`), which runs UTS #46 ToUnicode over the whole
 * domain and keeps every label as it is when one label is invalid: here
 * `xn--ls8h.xn--zz` gives `💩.xn--zz` (Node.js's answer), there
 * `xn--ls8h.xn--zz`.
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
 * assert.equal(domainToUnicode("xn--ls8h.xn--zz"), "💩.xn--zz"); // label by label
 * ```
 */
export function domainToUnicode(domain: string): string {
  if (arguments.length < 1) throw missingArg("domain");
  const ascii = hostnameOfSpecialURL(`${domain}`);
  if (ascii === null || ascii === "") return "";
  return punycodeLabelsToUnicode(ascii);
}
