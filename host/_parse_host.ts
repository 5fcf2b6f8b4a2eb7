// Private: the host parser, shared by the public parseHost() and
// parseHostToString(), which the URL parser calls.

import { utf8PercentDecode } from "../percent/decode.ts";
import { CODE_POINT_FLAGS, FORBIDDEN_DOMAIN } from "./_code_points.ts";
import { lowercaseDomainEnd } from "./code_points.ts";
import { type DomainParserToASCII, parseDomainInternal } from "./_domain.ts";
import { parseIPv4Range } from "./_ipv4.ts";
import { parseIPv6Into } from "./_ipv6.ts";
import { endsInANumber } from "./ends_in_a_number.ts";
import { parseOpaqueHostInternal } from "./_opaque_host.ts";
import { IPV6_UNCLOSED, type Reporter } from "./validation_error_codes.ts";

/**
 * The host parser, with `toASCII` as the domain parser's ToASCII. Returns a
 * domain, opaque host or empty host as a string, an IPv4 address as a
 * number, an IPv6 address as `pieces` (a new array when `pieces` is
 * undefined), or null on failure.
 *
 * Positions reported index `input`; see parseHost() for the details.
 */
export function parseHostCore(
  input: string,
  isOpaque: boolean,
  report: Reporter | undefined,
  pieces: number[] | undefined,
  toASCII: DomainParserToASCII,
): string | number | number[] | null {
  const length = input.length;
  // Step 1: an IPv6 address in brackets.
  if (length > 0 && input.charCodeAt(0) === 0x5b) {
    if (length < 2 || input.charCodeAt(length - 1) !== 0x5d) {
      if (report) report.error(IPV6_UNCLOSED, length);
      return null;
    }
    const address = pieces ?? [0, 0, 0, 0, 0, 0, 0, 0];
    return parseIPv6Into(input, 1, length - 1, address, report)
      ? address
      : null;
  }
  // Step 2.
  if (isOpaque) return parseOpaqueHostInternal(input, report);
  // Steps 3-7.
  const asciiDomain = hostDomain(input, report, toASCII);
  if (asciiDomain === null) return null;
  // Step 8.
  if (endsInANumber(asciiDomain)) {
    // "If domain is not an ASCII string, IPv4-non-ASCII-input validation
    // error": whatwg/url#925, which whatwg-url follows (jsdom/whatwg-url#335).
    if (report) report.ipv4NonASCIIInput(input);
    // IPv4 positions index the domain; they index the input too when the
    // two have the same length (no percent-decoding or IDNA mapping changed
    // it), else they are reported at 0.
    const address = parseIPv4Range(
      asciiDomain,
      0,
      asciiDomain.length,
      report && asciiDomain.length !== length ? report.atZero() : report,
    );
    return address < 0 ? null : address;
  }
  // Step 9.
  return asciiDomain;
}

/**
 * Steps 3-7 of the host parser: percent-decode, UTF-8 decode and run the
 * domain parser. ASCII input without "%" and without a reporter takes a
 * single scan: no decoding, no IDNA processing.
 */
function hostDomain(
  input: string,
  report: Reporter | undefined,
  toASCII: DomainParserToASCII,
): string | null {
  const length = input.length;
  if (report === undefined) {
    // Most hosts are already lowercase ASCII domains: one regular
    // expression scan (faster than a charCodeAt loop) says so.
    if (lowercaseDomainEnd(input, 0) === length) {
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
    // Step 4: "If input contains a percent-encoded byte,
    // domain-percent-encoded validation error."
    report.domainPercentEncoded(input);
  }
  // Steps 5-6.
  return parseDomainInternal(
    utf8PercentDecode(input),
    false,
    report,
    toASCII,
  );
}
