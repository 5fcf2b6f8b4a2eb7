/**
 * The domain parser: UTS #46 ToASCII with the URL Standard's options and its
 * web-compatible handling of ASCII domains.
 *
 * @module
 */

import {
  domainParserToASCIIInternal,
  isAscii,
  parseDomainInternal,
} from "./_domain.ts";
import { unicodeToASCII } from "./_tr46.ts";
import { reporterFor } from "./reporter.ts";
import type { ValidationErrorReporter } from "./validation_error.ts";

export type { DomainParserToASCII } from "./_domain.ts";

/**
 * Options for {@linkcode parseDomain}.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-domain-to-ascii}
 *
 * @example Strict parsing with a reporter
 * ```ts
 * import { parseDomain, type ParseDomainOptions } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * const errors: string[] = [];
 * const options: ParseDomainOptions = {
 *   beStrict: true,
 *   report: (name) => errors.push(name),
 * };
 * assert.equal(parseDomain("a_b.example", options), null);
 * assert.deepEqual(errors, ["domain-to-ASCII"]);
 * ```
 */
export interface ParseDomainOptions {
  /**
   * Apply the strict ToASCII rules (hyphens, STD3 ASCII rules, DNS length)
   * and fail on any error. Defaults to `false`, as the host parser does.
   */
  beStrict?: boolean;
  /**
   * Receives validation errors; omit it for speed. `domain-to-ASCII` is
   * reported at position 0, as it concerns the domain as a whole.
   */
  report?: ValidationErrorReporter;
}

/**
 * Runs the domain parser: Unicode ToASCII, except that with `beStrict` false
 * an ASCII domain is only lowercased (whatever ToASCII says of it, for web
 * compatibility); then the empty string and forbidden domain code points
 * fail.
 *
 * With `beStrict` false and no reporter, an ASCII domain involves no IDNA
 * processing at all: the strict ToASCII run exists only to report
 * `domain-to-ASCII`.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-domain-to-ascii}
 * @param domain A scalar value string (the host parser's percent-decoded
 * input).
 * @param options `beStrict` and a validation error reporter.
 * @returns The ASCII domain, or `null` on failure.
 *
 * @example Mapping, Punycode and lowercasing
 * ```ts
 * import { parseDomain } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(parseDomain("EXAMPLE.com"), "example.com");
 * assert.equal(parseDomain("Faß.de"), "xn--fa-hia.de");
 * assert.equal(parseDomain("☕.example"), "xn--53h.example");
 * assert.equal(parseDomain("exa mple"), null);
 * ```
 *
 * @example Strict parsing and validation errors
 * ```ts
 * import { parseDomain } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(parseDomain("-x.example", { beStrict: true }), null);
 * const errors: string[] = [];
 * const ascii = parseDomain("-x.example", { report: (name) => errors.push(name) });
 * assert.equal(ascii, "-x.example");
 * assert.deepEqual(errors, ["domain-to-ASCII"]);
 * ```
 */
export function parseDomain(
  domain: string,
  options?: ParseDomainOptions,
): string | null {
  return parseDomainInternal(
    domain,
    options?.beStrict ?? false,
    reporterFor(options?.report),
    domainParserToASCII,
  );
}

/**
 * Runs Unicode ToASCII with the domain parser's options: CheckHyphens,
 * UseSTD3ASCIIRules and VerifyDnsLength set to `beStrict`; CheckBidi and
 * CheckJoiners true; Transitional_Processing and IgnoreInvalidPunycode false.
 *
 * @see {@link https://url.spec.whatwg.org/#domain-parser-toascii}
 * @param domain A scalar value string.
 * @param beStrict Whether to apply the strict rules.
 * @returns The ASCII domain, or `null` when ToASCII records an error.
 *
 * @example Hyphen rules only apply when strict
 * ```ts
 * import { domainParserToASCII } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(domainParserToASCII("-x.ß", false), "-x.xn--zca");
 * assert.equal(domainParserToASCII("-x.ß", true), null);
 * assert.equal(domainParserToASCII("xn--a", false), null); // invalid Punycode
 * ```
 */
export function domainParserToASCII(
  domain: string,
  beStrict: boolean,
): string | null {
  return domainParserToASCIIInternal(
    domain,
    beStrict,
    isAscii(domain),
    unicodeToASCII,
  );
}
