/**
 * Host writing: the grammar of valid host strings, valid domain strings,
 * valid IPv4-address and IPv6-address strings and valid opaque-host strings.
 *
 * One function per concept is public, `isValid…String()` (a valid domain
 * string is a valid domain: `isValidDomain()` of valid_domain.ts). The
 * `find…Error` functions are the package's own, for the valid URL string
 * checks of parser/valid_url_string.ts, which report where a string stops
 * being valid: they return `-1` when `input[start, end)` is valid, and
 * otherwise the code unit index where it stops being valid (`end` when it
 * ends too early; the host's start when the domain parser refuses it as a
 * whole).
 *
 * @module
 */

import {
  CODE_POINT_FLAGS,
  FORBIDDEN_DOMAIN,
  FORBIDDEN_HOST,
} from "./_code_points.ts";
import { isHexDigit } from "../percent/_hex.ts";
import { endsInANumber } from "./ends_in_a_number.ts";
import { isValidDomain } from "./valid_domain.ts";
import { findURLUnitsError } from "./url_units.ts";

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/**
 * Finds where a string stops being a valid IPv4-address string: four
 * shortest possible strings of ASCII digits, each a decimal number from 0
 * to 255, separated by U+002E (.).
 *
 * @see {@link https://url.spec.whatwg.org/#valid-ipv4-address-string}
 * @param input The string to check.
 * @param start The first code unit index to check.
 * @param end The index after the last code unit to check.
 * @returns `-1` when valid, else the offending index.
 *
 * @example Shorthand and leading zeros are not written
 * ```ts
 * import { findIPv4AddressStringError } from "./valid_host_string.ts";
 * import assert from "node:assert/strict";
 * assert.equal(findIPv4AddressStringError("192.168.0.1"), -1);
 * assert.equal(findIPv4AddressStringError("192.168.01.1"), 8);
 * assert.equal(findIPv4AddressStringError("127.1"), 5);
 * ```
 */
export function findIPv4AddressStringError(
  input: string,
  start = 0,
  end: number = input.length,
): number {
  let i = start;
  for (let part = 0; part < 4; part++) {
    if (part > 0) {
      if (i >= end || input.charCodeAt(i) !== 0x2e) return i;
      i++;
    }
    const partStart = i;
    let value = 0;
    while (i < end && isDigit(input.charCodeAt(i))) {
      // "Shortest possible": no leading zero before another digit.
      if (i > partStart && value === 0) return partStart;
      value = value * 10 + input.charCodeAt(i) - 0x30;
      if (value > 255) return i;
      i++;
    }
    if (i === partStart) return i;
  }
  return i === end ? -1 : i;
}

/**
 * Tells whether a string is a valid IPv4-address string.
 *
 * @see {@link https://url.spec.whatwg.org/#valid-ipv4-address-string}
 * @param input The string to check.
 * @returns `true` for a dotted-decimal address in its shortest form.
 *
 * @example
 * ```ts
 * import { isValidIPv4AddressString } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isValidIPv4AddressString("127.0.0.1"), true);
 * assert.equal(isValidIPv4AddressString("0x7f.1"), false);
 * assert.equal(isValidIPv4AddressString("2130706433"), false);
 * assert.equal(isValidIPv4AddressString("1.2.3.256"), false);
 * ```
 */
export function isValidIPv4AddressString(input: string): boolean {
  return findIPv4AddressStringError(input) === -1;
}

/**
 * Finds where a string stops being a valid IPv6-address string: valid
 * IPv6-piece strings (shortest possible hex, so no leading zeros) separated
 * by U+003A (:), optionally ending in a valid IPv4-address string (which
 * counts as two pieces), with an effective piece length of 8, or of at most
 * 7 around one `::`.
 *
 * @see {@link https://url.spec.whatwg.org/#valid-ipv6-address-string}
 * @param input The string to check (without brackets).
 * @param start The first code unit index to check.
 * @param end The index after the last code unit to check.
 * @returns `-1` when valid, else the offending index.
 *
 * @example
 * ```ts
 * import { findIPv6AddressStringError } from "./valid_host_string.ts";
 * import assert from "node:assert/strict";
 * assert.equal(findIPv6AddressStringError("2001:db8::1"), -1);
 * assert.equal(findIPv6AddressStringError("2001:0db8::1"), 5);
 * assert.equal(findIPv6AddressStringError("1::2::3"), 4);
 * ```
 */
export function findIPv6AddressStringError(
  input: string,
  start = 0,
  end: number = input.length,
): number {
  let pieces = 0;
  let compressed = false;
  let i = start;
  if (end - i >= 2 && input.charCodeAt(i) === 0x3a) {
    if (input.charCodeAt(i + 1) !== 0x3a) return i + 1;
    compressed = true;
    i += 2;
    if (i === end) return -1;
  }
  // With "::" the pieces around it add up to at most 7, else exactly 8.
  const limit = () => compressed ? 7 : 8;
  for (;;) {
    const pieceStart = i;
    while (i < end && i - pieceStart < 5 && isHexDigit(input.charCodeAt(i))) {
      i++;
    }
    if (i < end && input.charCodeAt(i) === 0x2e) {
      // A valid IPv4-address string ends the address; it counts as 2.
      if (pieces + 2 > limit()) return pieceStart;
      const error = findIPv4AddressStringError(input, pieceStart, end);
      if (error !== -1) return error;
      pieces += 2;
      break;
    }
    if (i === pieceStart) return i;
    if (i - pieceStart > 4) return pieceStart + 4;
    if (i - pieceStart > 1 && input.charCodeAt(pieceStart) === 0x30) {
      return pieceStart;
    }
    if (++pieces > limit()) return pieceStart;
    if (i === end) break;
    if (input.charCodeAt(i) !== 0x3a) return i;
    i++;
    if (i < end && input.charCodeAt(i) === 0x3a) {
      if (compressed) return i - 1;
      compressed = true;
      if (pieces > 7) return i - 1;
      i++;
      if (i === end) break;
    } else if (i === end) return i;
  }
  return compressed || pieces === 8 ? -1 : end;
}

/**
 * Tells whether a string is a valid IPv6-address string (without brackets).
 *
 * @see {@link https://url.spec.whatwg.org/#valid-ipv6-address-string}
 * @param input The string to check.
 * @returns `true` for an address written by the grammar's rules.
 *
 * @example Effective piece lengths
 * ```ts
 * import { isValidIPv6AddressString } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isValidIPv6AddressString("::"), true);
 * assert.equal(isValidIPv6AddressString("::ffff:192.0.2.1"), true);
 * assert.equal(isValidIPv6AddressString("1:2:3:4:5:6:7::"), true);
 * assert.equal(isValidIPv6AddressString("1:2:3:4:5:6:7:8::"), false);
 * assert.equal(isValidIPv6AddressString("1:2:3:4:5:6:7"), false);
 * assert.equal(isValidIPv6AddressString("::01"), false);
 * ```
 */
export function isValidIPv6AddressString(input: string): boolean {
  return findIPv6AddressStringError(input) === -1;
}

/**
 * Finds where a string stops being a valid domain string. The domain parser
 * decides validity; the index given is that of the first forbidden domain
 * code point, or else the start.
 *
 * @see {@link https://url.spec.whatwg.org/#valid-domain-string}
 * @param input The string to check.
 * @param start The first code unit index to check.
 * @param end The index after the last code unit to check.
 * @returns `-1` when valid, else the offending index.
 *
 * @example
 * ```ts
 * import { findDomainStringError } from "./valid_host_string.ts";
 * import assert from "node:assert/strict";
 * assert.equal(findDomainStringError("example.com"), -1);
 * assert.equal(findDomainStringError("exa mple.com"), 3);
 * assert.equal(findDomainStringError("-example.com"), 0);
 * ```
 */
export function findDomainStringError(
  input: string,
  start = 0,
  end: number = input.length,
): number {
  const domain = start === 0 && end === input.length
    ? input
    : input.slice(start, end);
  if (isValidDomain(domain)) return -1;
  for (let i = 0; i < domain.length; i++) {
    const c = domain.charCodeAt(i);
    if (c < 0x80 && (CODE_POINT_FLAGS[c] & FORBIDDEN_DOMAIN) !== 0) {
      return start + i;
    }
  }
  return start;
}

/**
 * Finds where a string stops being a valid host string: a valid domain
 * string, a valid IPv4-address string, or a valid IPv6-address string in
 * brackets.
 *
 * @see {@link https://url.spec.whatwg.org/#valid-host-string}
 * @param input The string to check.
 * @param start The first code unit index to check.
 * @param end The index after the last code unit to check.
 * @returns `-1` when valid, else the offending index (in an input that ends
 * in a number, the IPv4-address string's).
 *
 * @example
 * ```ts
 * import { findHostStringError } from "./valid_host_string.ts";
 * import assert from "node:assert/strict";
 * assert.equal(findHostStringError("[::1]"), -1);
 * assert.equal(findHostStringError("[::1"), 4);
 * assert.equal(findHostStringError("10.0.0.300"), 9);
 * ```
 */
export function findHostStringError(
  input: string,
  start = 0,
  end: number = input.length,
): number {
  if (start < end && input.charCodeAt(start) === 0x5b) {
    return findBracketedIPv6Error(input, start, end);
  }
  const ipv4 = findIPv4AddressStringError(input, start, end);
  if (ipv4 === -1) return -1;
  const domain = findDomainStringError(input, start, end);
  if (domain === -1) return -1;
  return endsInANumber(input.slice(start, end)) ? ipv4 : domain;
}

/** "[", a valid IPv6-address string, "]": the error index, or -1. */
function findBracketedIPv6Error(
  input: string,
  start: number,
  end: number,
): number {
  const close = input.indexOf("]", start + 1);
  const inner = close === -1 || close >= end ? end : close;
  const error = findIPv6AddressStringError(input, start + 1, inner);
  if (error !== -1) return error;
  if (inner === end) return end; // unclosed
  return inner + 1 === end ? -1 : inner + 1;
}

/**
 * Tells whether a string is a valid host string.
 *
 * @see {@link https://url.spec.whatwg.org/#valid-host-string}
 * @param input The string to check.
 * @returns `true` for a valid host string.
 *
 * @example
 * ```ts
 * import { isValidHostString } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isValidHostString("example.com"), true);
 * assert.equal(isValidHostString("192.0.2.1"), true);
 * assert.equal(isValidHostString("[2001:db8::1]"), true);
 * assert.equal(isValidHostString("0x7f.1"), false);
 * assert.equal(isValidHostString(""), false);
 * ```
 */
export function isValidHostString(input: string): boolean {
  return findHostStringError(input) === -1;
}

/**
 * Finds where a string stops being a valid opaque-host string: one or more
 * URL units excluding forbidden host code points, or a valid IPv6-address
 * string in brackets.
 *
 * @see {@link https://url.spec.whatwg.org/#valid-opaque-host-string}
 * @param input The string to check.
 * @param start The first code unit index to check.
 * @param end The index after the last code unit to check.
 * @returns `-1` when valid, else the offending index.
 *
 * @example
 * ```ts
 * import { findOpaqueHostStringError } from "./valid_host_string.ts";
 * import assert from "node:assert/strict";
 * assert.equal(findOpaqueHostStringError("host%20name"), -1);
 * assert.equal(findOpaqueHostStringError("user@host"), 4);
 * assert.equal(findOpaqueHostStringError(""), 0);
 * ```
 */
export function findOpaqueHostStringError(
  input: string,
  start = 0,
  end: number = input.length,
): number {
  if (start === end) return start;
  if (input.charCodeAt(start) === 0x5b) {
    return findBracketedIPv6Error(input, start, end);
  }
  const units = findURLUnitsError(input, start, end);
  const last = units === -1 ? end : units;
  for (let i = start; i < last; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80 && (CODE_POINT_FLAGS[c] & FORBIDDEN_HOST) !== 0) return i;
  }
  return units;
}

/**
 * Tells whether a string is a valid opaque-host string.
 *
 * @see {@link https://url.spec.whatwg.org/#valid-opaque-host-string}
 * @param input The string to check.
 * @returns `true` for a valid opaque-host string.
 *
 * @example
 * ```ts
 * import { isValidOpaqueHostString } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(isValidOpaqueHostString("EXAMPLE~host"), true);
 * assert.equal(isValidOpaqueHostString("[::1]"), true);
 * assert.equal(isValidOpaqueHostString("a:b"), false);
 * assert.equal(isValidOpaqueHostString(""), false);
 * ```
 */
export function isValidOpaqueHostString(input: string): boolean {
  return findOpaqueHostStringError(input) === -1;
}
