/**
 * The ends in a number checker: decides whether the host parser hands a
 * domain to the IPv4 parser.
 *
 * @module
 */

import { endsInANumberIn } from "./_ends_in_a_number.ts";

/**
 * Tells whether a domain's last label (ignoring one trailing dot) is a
 * number: only ASCII digits, or `0x`/`0X` followed by zero or more ASCII hex
 * digits. Such a domain is parsed as an IPv4 address, or fails.
 *
 * @see {@link https://url.spec.whatwg.org/#ends-in-a-number-checker}
 * @param input An ASCII string (the empty string ends in no number).
 * @returns `true` when the last label is a number.
 *
 * @example Which domains go to the IPv4 parser
 * ```ts
 * import { endsInANumber } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(endsInANumber("example.com"), false);
 * assert.equal(endsInANumber("example.1."), true);
 * assert.equal(endsInANumber("09"), true); // the IPv4 parser rejects it later
 * assert.equal(endsInANumber("a.0x"), true);
 * assert.equal(endsInANumber("a.0xg"), false);
 * ```
 */
export function endsInANumber(input: string): boolean {
  return endsInANumberIn(input, 0, input.length);
}
