/**
 * The percent-encode sets of the URL Standard, as the library's own lookup
 * tables: the parser, the host parser, the API and the urlencoded serializer
 * read these. They are not exported to callers, who get frozen copies
 * ({@link ./sets.ts}), so that no caller can change what the library does.
 *
 * Every set contains all code points above U+007E (~), so a table only needs
 * to describe the ASCII range: index a table with a code point below 0x80 and
 * a `1` means "percent-encode it". Each set is its parent with the ASCII
 * code points the spec adds to it (`withCodePoints()`), so bundlers can drop
 * unused sets.
 *
 * @module
 */

import { asciiSetWhere, withCodePoints } from "./code_point_class.ts";

/**
 * A percent-encode set: a 128-entry table over the ASCII code points, where
 * `1` marks a member. Every code point above U+007E (~) is a member of every
 * set, so it needs no entry.
 *
 * @see {@link https://url.spec.whatwg.org/#percent-encode-set}
 */
export type PercentEncodeSet = Readonly<ArrayLike<number>>;

/**
 * Tells whether a code point is in a percent-encode set.
 *
 * @param set The percent-encode set.
 * @param codePoint The code point to look up.
 * @returns `true` when the code point must be percent-encoded.
 *
 * @example Space is in the path set, "a" is not
 * ```ts
 * import { inPercentEncodeSet, PATH_PERCENT_ENCODE_SET } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(inPercentEncodeSet(PATH_PERCENT_ENCODE_SET, 0x20), true);
 * assert.equal(inPercentEncodeSet(PATH_PERCENT_ENCODE_SET, 0x61), false);
 * assert.equal(inPercentEncodeSet(PATH_PERCENT_ENCODE_SET, 0x2603), true);
 * ```
 */
export function inPercentEncodeSet(
  set: PercentEncodeSet,
  codePoint: number,
): boolean {
  return codePoint > 0x7e || set[codePoint] === 1;
}

/**
 * The C0 control percent-encode set: the C0 controls and every code point
 * greater than U+007E (~).
 *
 * @see {@link https://url.spec.whatwg.org/#c0-control-percent-encode-set}
 */
export const C0_CONTROL_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ asciiSetWhere(
    // The C0 controls, and U+007F DELETE, the one ASCII code point above ~.
    (c) => c < 0x20 || c === 0x7f,
  );

/**
 * The fragment percent-encode set: the C0 control percent-encode set and
 * U+0020 SPACE, U+0022 ("), U+003C (<), U+003E (>), and U+0060 (`).
 *
 * @see {@link https://url.spec.whatwg.org/#fragment-percent-encode-set}
 */
export const FRAGMENT_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ withCodePoints(C0_CONTROL_PERCENT_ENCODE_SET, ' "<>`');

/**
 * The query percent-encode set: the C0 control percent-encode set and
 * U+0020 SPACE, U+0022 ("), U+0023 (#), U+003C (<), and U+003E (>).
 *
 * It cannot be defined from the fragment set, which has U+0060 (`).
 *
 * @see {@link https://url.spec.whatwg.org/#query-percent-encode-set}
 */
export const QUERY_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ withCodePoints(C0_CONTROL_PERCENT_ENCODE_SET, ' "#<>');

/**
 * The special-query percent-encode set: the query percent-encode set and
 * U+0027 (').
 *
 * @see {@link https://url.spec.whatwg.org/#special-query-percent-encode-set}
 */
export const SPECIAL_QUERY_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ withCodePoints(QUERY_PERCENT_ENCODE_SET, "'");

/**
 * The path percent-encode set: the query percent-encode set and U+003F (?),
 * U+005E (^), U+0060 (`), U+007B ({), and U+007D (}).
 *
 * @see {@link https://url.spec.whatwg.org/#path-percent-encode-set}
 */
export const PATH_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ withCodePoints(QUERY_PERCENT_ENCODE_SET, "?^`{}");

/**
 * The userinfo percent-encode set: the path percent-encode set and
 * U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+0040 (@), U+005B ([) to
 * U+005D (]), inclusive, and U+007C (|).
 *
 * @see {@link https://url.spec.whatwg.org/#userinfo-percent-encode-set}
 */
export const USERINFO_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ withCodePoints(PATH_PERCENT_ENCODE_SET, "/:;=@[\\]|");

/**
 * The component percent-encode set: the userinfo percent-encode set and
 * U+0024 ($) to U+0026 (&), inclusive, U+002B (+), and U+002C (,).
 *
 * UTF-8 percent-encoding with it gives the same result as
 * `encodeURIComponent()`.
 *
 * @see {@link https://url.spec.whatwg.org/#component-percent-encode-set}
 */
export const COMPONENT_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ withCodePoints(USERINFO_PERCENT_ENCODE_SET, "$%&+,");

/**
 * The `application/x-www-form-urlencoded` percent-encode set: the component
 * percent-encode set and U+0021 (!), U+0027 (') to U+0029 RIGHT PARENTHESIS,
 * inclusive, and U+007E (~). Only the ASCII alphanumerics, U+002A (*),
 * U+002D (-), U+002E (.), and U+005F (_) are left out.
 *
 * @see {@link https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set}
 */
export const FORM_URLENCODED_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ withCodePoints(COMPONENT_PERCENT_ENCODE_SET, "!'()~");
