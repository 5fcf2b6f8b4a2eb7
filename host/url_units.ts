/**
 * URL units and the component strings of the URL writing grammar that are
 * made of them: URL-port, URL-path-segment, URL-query and URL-fragment
 * strings.
 *
 * One function per concept is public, `isValid…String()`. The `find…Error`
 * functions are the package's own, for the valid URL string checks of
 * parser/valid_url_string.ts, which report where a string stops being
 * valid: they return `-1` when `input[start, end)` is valid, and otherwise
 * the code unit index where it stops being valid (which is `end` when the
 * string ends too early).
 *
 * @module
 */

import { isHexDigit } from "../percent/_hex.ts";
import {
  codePointWithin,
  isURLCodePoint as isURLCodePointAt,
} from "./_code_points.ts";

/**
 * Tells whether a code point is a URL code point: ASCII alphanumeric, one of
 * `!$&'()*+,-./:;=?@_~`, or U+00A0 to U+10FFFD excluding surrogates and
 * noncharacters.
 *
 * @see {@link https://url.spec.whatwg.org/#url-code-points}
 * @param codePoint A code point (not a UTF-16 code unit of a pair).
 * @returns `true` for a URL code point.
 *
 * @example
 * ```ts
 * import { isURLCodePoint } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isURLCodePoint(0x61), true); // a
 * assert.equal(isURLCodePoint(0x25), false); // % starts a percent-encoded byte
 * assert.equal(isURLCodePoint(0x1f600), true);
 * assert.equal(isURLCodePoint(0xfffe), false);
 * ```
 */
export function isURLCodePoint(codePoint: number): boolean {
  return isURLCodePointAt(codePoint);
}

/**
 * Finds where `input[start, end)` stops being zero or more URL units (URL
 * code points and percent-encoded bytes), optionally excluding some ASCII
 * code points.
 *
 * @see {@link https://url.spec.whatwg.org/#url-units}
 * @param input The string to scan.
 * @param start The first code unit index to scan.
 * @param end The index after the last code unit to scan.
 * @param excluded ASCII code points that are not allowed here (e.g. `"/?"`
 * in a path segment).
 * @returns `-1` when every code point is allowed, else the index of the
 * first one that is not.
 *
 * @example A stray percent sign
 * ```ts
 * import { findURLUnitsError } from "./url_units.ts";
 * import assert from "node:assert/strict";
 * assert.equal(findURLUnitsError("a%20b"), -1);
 * assert.equal(findURLUnitsError("a%2xb"), 1);
 * assert.equal(findURLUnitsError("a/b", 0, 3, "/?"), 1);
 * ```
 */
export function findURLUnitsError(
  input: string,
  start = 0,
  end: number = input.length,
  excluded = "",
): number {
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80) {
      if (c === 0x25) {
        // A percent-encoded byte: "%" followed by two ASCII hex digits.
        if (
          i + 2 >= end || !isHexDigit(input.charCodeAt(i + 1)) ||
          !isHexDigit(input.charCodeAt(i + 2))
        ) return i;
        i += 2;
        continue;
      }
      if (!isURLCodePointAt(c)) return i;
      for (let k = 0; k < excluded.length; k++) {
        if (excluded.charCodeAt(k) === c) return i;
      }
      continue;
    }
    const cp = codePointWithin(input, i, end);
    if (!isURLCodePointAt(cp)) return i;
    if (cp > 0xffff) i++;
  }
  return -1;
}

/**
 * Finds where a string stops being a URL-port string: the empty string, or
 * one or more ASCII digits representing a 16-bit unsigned integer (leading
 * zeros allowed).
 *
 * @see {@link https://url.spec.whatwg.org/#url-port-string}
 * @param input The string to check.
 * @param start The first code unit index to check.
 * @param end The index after the last code unit to check.
 * @returns `-1` when valid, else the index of the first non-digit or of the
 * digit that takes the number above 65535.
 *
 * @example
 * ```ts
 * import { findURLPortStringError } from "./url_units.ts";
 * import assert from "node:assert/strict";
 * assert.equal(findURLPortStringError("08080"), -1);
 * assert.equal(findURLPortStringError("65536"), 4);
 * assert.equal(findURLPortStringError("80a"), 2);
 * ```
 */
export function findURLPortStringError(
  input: string,
  start = 0,
  end: number = input.length,
): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return i;
    value = value * 10 + (c - 0x30);
    if (value > 0xffff) return i;
  }
  return -1;
}

/**
 * Tells whether a string is a URL-port string.
 *
 * @see {@link https://url.spec.whatwg.org/#url-port-string}
 * @param input The string to check.
 * @returns `true` for the empty string or a decimal number up to 65535.
 *
 * @example
 * ```ts
 * import { isValidURLPortString } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isValidURLPortString(""), true);
 * assert.equal(isValidURLPortString("65535"), true);
 * assert.equal(isValidURLPortString("65536"), false);
 * assert.equal(isValidURLPortString("+80"), false);
 * ```
 */
export function isValidURLPortString(input: string): boolean {
  return findURLPortStringError(input) === -1;
}

/**
 * Tells whether a string is a URL-path-segment string: zero or more URL
 * units excluding U+002F (/) and U+003F (?). (The grammar's single-dot and
 * double-dot alternatives are URL units too, so they add nothing.)
 *
 * @see {@link https://url.spec.whatwg.org/#url-path-segment-string}
 * @param input The string to check.
 * @returns `true` for a URL-path-segment string.
 *
 * @example
 * ```ts
 * import { isValidURLPathSegmentString } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isValidURLPathSegmentString("caf%C3%A9"), true);
 * assert.equal(isValidURLPathSegmentString(".."), true);
 * assert.equal(isValidURLPathSegmentString("a/b"), false);
 * assert.equal(isValidURLPathSegmentString("a b"), false);
 * ```
 */
export function isValidURLPathSegmentString(input: string): boolean {
  return findURLUnitsError(input, 0, input.length, "/?") === -1;
}

/**
 * Tells whether a string is a URL-query string: zero or more URL units.
 *
 * @see {@link https://url.spec.whatwg.org/#url-query-string}
 * @param input The string to check (without the leading `?`).
 * @returns `true` for a URL-query string.
 *
 * @example
 * ```ts
 * import { isValidURLQueryString } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isValidURLQueryString("a=1&b=?/"), true);
 * assert.equal(isValidURLQueryString("a=1#"), false);
 * ```
 */
export function isValidURLQueryString(input: string): boolean {
  return findURLUnitsError(input) === -1;
}

/**
 * Tells whether a string is a URL-fragment string: zero or more URL units.
 *
 * @see {@link https://url.spec.whatwg.org/#url-fragment-string}
 * @param input The string to check (without the leading `#`).
 * @returns `true` for a URL-fragment string.
 *
 * @example
 * ```ts
 * import { isValidURLFragmentString } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isValidURLFragmentString("section-2"), true);
 * assert.equal(isValidURLFragmentString("a#b"), false);
 * assert.equal(isValidURLFragmentString("a b"), false);
 * ```
 */
export function isValidURLFragmentString(input: string): boolean {
  return findURLUnitsError(input) === -1;
}
