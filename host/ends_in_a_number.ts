/**
 * The ends in a number checker: decides whether the host parser hands a
 * domain to the IPv4 parser.
 *
 * @module
 */

import { isHexDigit } from "../percent/hex_digit.ts";

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
  // Scans back from the end over the last label only: no split, and for a
  // typical domain ("example.com") one code unit decides.
  let end = input.length;
  // Step 3: drop one empty last part (a trailing dot).
  if (end > 0 && input.charCodeAt(end - 1) === 0x2e) end--;
  let i = end - 1;
  // Step 5: one or more ASCII digits.
  while (i >= 0 && isDigit(input.charCodeAt(i))) i--;
  if (i < 0 || input.charCodeAt(i) === 0x2e) return i < end - 1;
  // Step 6: "0x" or "0X" followed by zero or more ASCII hex digits (the
  // IPv4 number parser fails on the empty string and on anything else).
  while (i >= 0 && isHexDigit(input.charCodeAt(i))) i--;
  return i >= 1 && (input.charCodeAt(i) | 0x20) === 0x78 &&
    input.charCodeAt(i - 1) === 0x30 &&
    (i === 1 || input.charCodeAt(i - 2) === 0x2e);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
