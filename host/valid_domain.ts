/**
 * Valid domains: what a domain must be to be written without validation
 * errors.
 *
 * @module
 */

import { parseDomainInternal } from "./_domain.ts";
import { domainParserToASCII } from "./domain.ts";
import { endsInANumber } from "./ends_in_a_number.ts";

/**
 * Tells whether a string is a valid domain: the domain parser with
 * `beStrict` true succeeds and the result does not end in a number.
 *
 * @see {@link https://url.spec.whatwg.org/#valid-domain}
 * @param input The string to check.
 * @returns `true` for a valid domain.
 *
 * @example Strictly valid domains only
 * ```ts
 * import { isValidDomain } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isValidDomain("example.com"), true);
 * assert.equal(isValidDomain("faß.de"), true);
 * assert.equal(isValidDomain("ex_ample.com"), false);
 * assert.equal(isValidDomain("example.42"), false);
 * ```
 */
export function isValidDomain(input: string): boolean {
  const domain = parseDomainInternal(
    input,
    true,
    undefined,
    domainParserToASCII,
  );
  return domain !== null && !endsInANumber(domain);
}
