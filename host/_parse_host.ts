// Private: the host parser, shared by the public parseHost() and the URL
// parser. The URL parser calls parseHostToString(), which returns the
// serialized host directly (no Host value, no IPv6 array when it can avoid
// one) and learns the host's kind from hostKindOf().

import { utf8PercentDecode } from "../percent/decode.ts";
import { isHexDigit } from "../percent/_hex.ts";
import { CODE_POINT_FLAGS, FORBIDDEN_DOMAIN } from "./_code_points.ts";
import { LOWERCASE_DOMAIN } from "./code_points.ts";
import { parseDomainInternal } from "./_domain.ts";
import { parseIPv4Range } from "./_ipv4.ts";
import { parseIPv6Into, serializeIPv6Pieces } from "./_ipv6.ts";
import { endsInANumber } from "./ends_in_a_number.ts";
import { serializeIPv4 } from "./ipv4.ts";
import { parseOpaqueHost } from "./opaque_host.ts";
import type {
  ValidationErrorName,
  ValidationErrorReporter,
} from "./validation_error.ts";

/** A domain (`hostKindOf()` result). */
export const HOST_DOMAIN = 0;
/** An IPv4 address (`hostKindOf()` result). */
export const HOST_IPV4 = 1;
/** An IPv6 address (`hostKindOf()` result). */
export const HOST_IPV6 = 2;
/** An opaque host (`hostKindOf()` result). */
export const HOST_OPAQUE = 3;
/** The empty host (`hostKindOf()` result). */
export const HOST_EMPTY = 4;

/**
 * Pieces reused by parseHostToString() when no reporter is given: nothing
 * can run between parsing into them and serializing them. With a reporter
 * (which could parse another host from inside a report), a fresh array.
 */
const scratchPieces: number[] = [0, 0, 0, 0, 0, 0, 0, 0];

/**
 * The host parser. Returns a domain, opaque host or empty host as a string,
 * an IPv4 address as a number, an IPv6 address as `pieces` (a new array when
 * `pieces` is undefined), or null on failure.
 *
 * Positions reported index `input`; see parseHost() for the details.
 */
export function parseHostCore(
  input: string,
  isOpaque: boolean,
  report: ValidationErrorReporter | undefined,
  pieces: number[] | undefined,
): string | number | number[] | null {
  const length = input.length;
  // Step 1: an IPv6 address in brackets.
  if (length > 0 && input.charCodeAt(0) === 0x5b) {
    if (length < 2 || input.charCodeAt(length - 1) !== 0x5d) {
      if (report) report("IPv6-unclosed", length);
      return null;
    }
    const address = pieces ?? [0, 0, 0, 0, 0, 0, 0, 0];
    return parseIPv6Into(input, 1, length - 1, address, report)
      ? address
      : null;
  }
  // Step 2.
  if (isOpaque) return parseOpaqueHost(input, report);
  // Steps 3-7.
  const asciiDomain = hostDomain(input, report);
  if (asciiDomain === null) return null;
  // Step 8.
  if (endsInANumber(asciiDomain)) {
    // IPv4 positions index the domain; they index the input too when the
    // two have the same length (no percent-decoding or IDNA mapping changed
    // it), else they are reported at 0.
    const address = parseIPv4Range(
      asciiDomain,
      0,
      asciiDomain.length,
      report && asciiDomain.length !== length ? atZero(report) : report,
    );
    return address < 0 ? null : address;
  }
  // Step 9.
  return asciiDomain;
}

/**
 * The host parser, returning the serialized host: the form the URL parser
 * stores. Returns the input itself for an ASCII lowercase domain or an opaque
 * host that needs no percent-encoding. `null` on failure.
 *
 * @param input The host part of a URL, already split out.
 * @param isOpaque `true` when the URL is not special.
 * @param report Receives validation errors at indexes into `input` (add the
 * host's offset in the URL); `undefined` for speed.
 */
export function parseHostToString(
  input: string,
  isOpaque: boolean,
  report: ValidationErrorReporter | undefined,
): string | null {
  const host = parseHostCore(
    input,
    isOpaque,
    report,
    report ? undefined : scratchPieces,
  );
  if (typeof host === "string" || host === null) return host;
  if (typeof host === "number") return serializeIPv4(host);
  return "[" + serializeIPv6Pieces(host) + "]";
}

/**
 * Classifies a host serialized by parseHostToString(): HOST_EMPTY,
 * HOST_IPV6 (starts with "["), HOST_OPAQUE (when parsed as opaque),
 * HOST_IPV4 (the last label is all digits: a domain never ends in a number,
 * or it would have been parsed as IPv4) or HOST_DOMAIN.
 */
export function hostKindOf(serialized: string, isOpaque: boolean): number {
  const length = serialized.length;
  if (length === 0) return HOST_EMPTY;
  if (serialized.charCodeAt(0) === 0x5b) return HOST_IPV6;
  if (isOpaque) return HOST_OPAQUE;
  for (let i = length - 1; i >= 0; i--) {
    const c = serialized.charCodeAt(i);
    if (c === 0x2e) return i < length - 1 ? HOST_IPV4 : HOST_DOMAIN;
    if (c < 0x30 || c > 0x39) return HOST_DOMAIN;
  }
  return HOST_IPV4;
}

/**
 * Steps 3-7 of the host parser: percent-decode, UTF-8 decode and run the
 * domain parser. ASCII input without "%" and without a reporter takes a
 * single scan: no decoding, no IDNA processing.
 */
function hostDomain(
  input: string,
  report: ValidationErrorReporter | undefined,
): string | null {
  const length = input.length;
  if (report === undefined) {
    // Most hosts are already lowercase ASCII domains: one regular
    // expression scan (faster than a charCodeAt loop) says so.
    LOWERCASE_DOMAIN.lastIndex = 0;
    if (LOWERCASE_DOMAIN.test(input) && LOWERCASE_DOMAIN.lastIndex === length) {
      return length === 0 ? null : input;
    }
    let upper = false;
    let forbidden = false;
    let i = 0;
    for (; i < length; i++) {
      const c = input.charCodeAt(i);
      if (c >= 0x80 || c === 0x25) break;
      if ((CODE_POINT_FLAGS[c] & FORBIDDEN_DOMAIN) !== 0) forbidden = true;
      else if (c >= 0x41 && c <= 0x5a) upper = true;
    }
    if (i === length) {
      // The domain parser with beStrict false on an ASCII domain: lowercase
      // it, then fail on the empty string or a forbidden domain code point.
      if (length === 0 || forbidden) return null;
      // For ASCII input, toLowerCase() changes exactly A to Z.
      return upper ? input.toLowerCase() : input;
    }
  } else {
    // Step 4.
    const at = percentEncodedByteIndex(input);
    if (at >= 0) report("domain-percent-encoded", at);
  }
  // Steps 5-6.
  return parseDomainInternal(utf8PercentDecode(input), false, report);
}

/** The index of the first percent-encoded byte ("%" and two hex digits). */
function percentEncodedByteIndex(input: string): number {
  let i = input.indexOf("%");
  while (i !== -1) {
    if (
      i + 2 < input.length && isHexDigit(input.charCodeAt(i + 1)) &&
      isHexDigit(input.charCodeAt(i + 2))
    ) {
      return i;
    }
    i = input.indexOf("%", i + 1);
  }
  return -1;
}

/** A reporter that reports every error at position 0. */
function atZero(report: ValidationErrorReporter): ValidationErrorReporter {
  return (name: ValidationErrorName) => report(name, 0);
}
