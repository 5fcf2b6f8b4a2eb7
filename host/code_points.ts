/**
 * The host code-point classes the URL parser shares with the host parser,
 * derived from the host code point table (`_code_points.ts`): the URL code
 * point test and the regular expression classes of the code points an ASCII
 * domain keeps.
 *
 * Other folders import this file by name; it is not part of the `host`
 * subpath's API.
 *
 * @module
 */

import { asciiSetWhere, characterClass } from "../percent/code_point_class.ts";
import { CODE_POINT_FLAGS, FORBIDDEN_DOMAIN } from "./_code_points.ts";

export { isURLCodePoint } from "./_code_points.ts";

/**
 * Whether an ASCII code point is one an ASCII domain keeps (up to ASCII
 * lowercase): printable ASCII but the forbidden domain code points. The
 * domain parser returns an ASCII domain lowercased, whatever Unicode
 * ToASCII makes of it (step 5), and fails only on an empty result or a
 * forbidden domain code point (steps 7 and 8).
 *
 * @see {@link https://url.spec.whatwg.org/#concept-domain-to-ascii}
 */
export function isAsciiDomainCodePoint(c: number): boolean {
  return c < 0x80 && (CODE_POINT_FLAGS[c] & FORBIDDEN_DOMAIN) === 0;
}

/**
 * Whether an ASCII code point is one an ASCII domain keeps as it is: those
 * of {@linkcode isAsciiDomainCodePoint} but ASCII upper alpha.
 */
export function isLowercaseDomainCodePoint(c: number): boolean {
  return isAsciiDomainCodePoint(c) && (c < 0x41 || c > 0x5a);
}

/**
 * A regular expression character class of the code points
 * {@linkcode isAsciiDomainCodePoint} accepts.
 */
export const ASCII_DOMAIN_CODE_POINT: string = /* @__PURE__ */ characterClass(
  /* @__PURE__ */ asciiSetWhere(isAsciiDomainCodePoint),
  false,
);

/**
 * A regular expression character class of the code points
 * {@linkcode isLowercaseDomainCodePoint} accepts: a host of them is its own
 * serialization unless it ends in a number.
 */
export const LOWERCASE_DOMAIN_CODE_POINT: string =
  /* @__PURE__ */ characterClass(
    /* @__PURE__ */ asciiSetWhere(isLowercaseDomainCodePoint),
    false,
  );

/**
 * A run of {@linkcode LOWERCASE_DOMAIN_CODE_POINT} (sticky: users set
 * lastIndex to where it starts, and read where it ends from lastIndex): the
 * host parser's test for a domain that is already its serialization, and the
 * URL parser's fast path host scan.
 */
export const LOWERCASE_DOMAIN: RegExp = /* @__PURE__ */ new RegExp(
  LOWERCASE_DOMAIN_CODE_POINT + "*",
  "y",
);

/**
 * Where the run of {@linkcode LOWERCASE_DOMAIN_CODE_POINT} that starts at
 * `start` in `input` ends (`start` when there is none), by one scan of
 * {@linkcode LOWERCASE_DOMAIN}.
 *
 * @example
 * ```ts
 * import { lowercaseDomainEnd } from "./code_points.ts";
 * import assert from "node:assert/strict";
 * assert.equal(lowercaseDomainEnd("http://example.org/", 7), 18);
 * assert.equal(lowercaseDomainEnd("http://Example.org/", 7), 7);
 * ```
 */
export function lowercaseDomainEnd(input: string, start: number): number {
  const run = LOWERCASE_DOMAIN;
  run.lastIndex = start;
  run.test(input);
  const end = run.lastIndex;
  run.lastIndex = 0;
  return end;
}
