/**
 * The forbidden host and forbidden domain code points.
 *
 * @module
 */

import {
  CODE_POINT_FLAGS,
  FORBIDDEN_DOMAIN,
  FORBIDDEN_HOST,
} from "./_code_points.ts";

/**
 * Tells whether a code point is a forbidden host code point: U+0000 NULL,
 * U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE, `#`, `/`, `:`, `<`, `>`,
 * `?`, `@`, `[`, `\`, `]`, `^` or `|`.
 *
 * @see {@link https://url.spec.whatwg.org/#forbidden-host-code-point}
 * @param codePoint The code point to test.
 * @returns `true` when the code point is forbidden in any host.
 *
 * @example Brackets are forbidden, letters are not
 * ```ts
 * import { isForbiddenHostCodePoint } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isForbiddenHostCodePoint(0x5b), true); // [
 * assert.equal(isForbiddenHostCodePoint(0x25), false); // %
 * assert.equal(isForbiddenHostCodePoint(0x61), false); // a
 * ```
 */
export function isForbiddenHostCodePoint(codePoint: number): boolean {
  return codePoint < 0x80 &&
    (CODE_POINT_FLAGS[codePoint] & FORBIDDEN_HOST) !== 0;
}

/**
 * Tells whether a code point is a forbidden domain code point: a forbidden
 * host code point, a C0 control, U+0025 (%) or U+007F DELETE.
 *
 * @see {@link https://url.spec.whatwg.org/#forbidden-domain-code-point}
 * @param codePoint The code point to test.
 * @returns `true` when the code point is forbidden in a domain.
 *
 * @example Percent signs and controls are forbidden in domains
 * ```ts
 * import { isForbiddenDomainCodePoint } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isForbiddenDomainCodePoint(0x25), true); // %
 * assert.equal(isForbiddenDomainCodePoint(0x01), true);
 * assert.equal(isForbiddenDomainCodePoint(0x2d), false); // -
 * assert.equal(isForbiddenDomainCodePoint(0xe9), false); // é
 * ```
 */
export function isForbiddenDomainCodePoint(codePoint: number): boolean {
  return codePoint < 0x80 &&
    (CODE_POINT_FLAGS[codePoint] & FORBIDDEN_DOMAIN) !== 0;
}
