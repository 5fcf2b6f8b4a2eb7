/**
 * A domain parser ToASCII without IDNA tables: ASCII domains as UTS #46
 * treats them (with Punycode labels decoded and checked), other domains
 * through the runtime's own IDNA.
 *
 * @module
 */

import { asciiLowercase, isAscii, isLdh } from "./ascii.ts";
import { isURLCodePoint } from "./_code_points.ts";
import {
  hasForbiddenDomainCodePoint,
  isPunycodeLabel,
  isStrictAsciiLabel,
} from "./_domain.ts";
import { decodePunycode } from "./punycode.ts";

/**
 * Domain parser ToASCII with no mapping tables, for builds that leave `tr46`
 * out (`@urlstd/url/lite`).
 *
 * - An ASCII domain gets the result UTS #46 gives it, except for one check:
 *   a label starting with `xn--` must be valid Punycode that decodes to a
 *   non-ASCII label in NFC, within the hyphen, full stop and (when strict)
 *   STD3 rules, without surrogates, noncharacters or C1 controls; but the
 *   status of each decoded code point, CheckJoiners and CheckBidi need the
 *   tables and are not checked. (The host parser, with beStrict false and no
 *   reporter, never calls ToASCII for an ASCII domain: it only lowercases it.)
 * - A domain with non-ASCII code points goes to the runtime's IDNA: the
 *   hostname that the global `URL` gives for `http://<domain>.a/` (the extra
 *   label keeps it from being read as an IPv4 address), its `xn--` labels
 *   then checked as above. Without a global `URL`, when that `URL` is a lite
 *   one (a call from inside this function), or when it throws, the result is
 *   failure: the host parser's `domain-to-ASCII` validation error.
 *
 * @see {@link https://url.spec.whatwg.org/#domain-parser-toascii}
 * @param domain A scalar value string.
 * @param beStrict Whether to apply the strict rules (CheckHyphens,
 * UseSTD3ASCIIRules, VerifyDnsLength).
 * @returns The ASCII domain, or `null` on failure.
 *
 * @example ASCII domains and Punycode labels
 * ```ts
 * import { liteDomainParserToASCII } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(liteDomainParserToASCII("EXAMPLE.com", true), "example.com");
 * assert.equal(liteDomainParserToASCII("xn--fa-hia.de", true), "xn--fa-hia.de");
 * assert.equal(liteDomainParserToASCII("xn--a.de", false), null); // not Punycode
 * assert.equal(liteDomainParserToASCII("-x.example", true), null);
 * ```
 *
 * @example Other domains, through the runtime's URL
 * ```ts
 * import { liteDomainParserToASCII } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(liteDomainParserToASCII("Faß.de", false), "xn--fa-hia.de");
 * ```
 */
export function liteDomainParserToASCII(
  domain: string,
  beStrict: boolean,
): string | null {
  if (isAscii(domain)) return asciiToASCII(domain, beStrict);
  const ascii = platformToASCII(domain);
  return ascii === null ? null : asciiToASCII(ascii, beStrict);
}

/** Set while the global URL runs for platformToASCII(): no reentry. */
let inPlatformURL = false;

/**
 * The runtime's ToASCII (UseSTD3ASCIIRules, CheckHyphens and VerifyDnsLength
 * false, as its URL parser runs it) of a non-ASCII domain, or `null`.
 */
function platformToASCII(domain: string): string | null {
  const PlatformURL = (globalThis as { URL?: unknown }).URL;
  // A forbidden domain code point makes the domain parser fail whatever
  // ToASCII gives (ToASCII keeps ASCII), and would split a URL string.
  if (
    typeof PlatformURL !== "function" || inPlatformURL ||
    hasForbiddenDomainCodePoint(domain)
  ) {
    return null;
  }
  inPlatformURL = true;
  let hostname: unknown;
  try {
    hostname = new (PlatformURL as new (url: string) => { hostname: unknown })(
      "http://" + domain + ".a/",
    ).hostname;
  } catch {
    return null;
  } finally {
    inPlatformURL = false;
  }
  if (
    typeof hostname !== "string" || !hostname.endsWith(".a") ||
    !isAscii(hostname)
  ) {
    return null;
  }
  return hostname.slice(0, -2);
}

/**
 * ToASCII of an ASCII domain: lowercased, each label checked. A label that
 * does not start with "xn--" is valid as it is unless strict, then exactly
 * when {@linkcode isStrictAsciiLabel} says so (that check includes
 * VerifyDnsLength's 1 to 63).
 */
function asciiToASCII(domain: string, beStrict: boolean): string | null {
  const result = asciiLowercase(domain);
  let start = 0;
  for (let i = 0; i <= result.length; i++) {
    if (i < result.length && result.charCodeAt(i) !== 0x2e) continue;
    if (isPunycodeLabel(result, start, i)) {
      if (!isValidPunycodeLabel(result.slice(start + 4, i), beStrict)) {
        return null;
      }
      // VerifyDnsLength: at most 63 long.
      if (beStrict && i - start > 63) return null;
    } else if (beStrict && !isStrictAsciiLabel(result, start, i)) {
      return null;
    }
    start = i + 1;
  }
  return beStrict && result.length > 253 ? null : result;
}

/**
 * Whether the Punycode of a lowercase "xn--" label (given without its
 * prefix) passes the checks that need no tables. UTS #46, Processing, step
 * 4: decode, and fail on an invalid, empty or all-ASCII result.
 */
function isValidPunycodeLabel(punycode: string, beStrict: boolean): boolean {
  const decoded = decodePunycode(punycode);
  return decoded !== null && !isAscii(decoded) &&
    isValidUnicodeLabel(decoded, beStrict);
}

/**
 * The validity criteria of UTS #46 that need no tables, for a decoded
 * Punycode label: NFC (the runtime's normalize()), the hyphen rules, no full
 * stop, STD3 for ASCII code points when strict, and no surrogate,
 * noncharacter or C1 control.
 *
 * @see {@link https://www.unicode.org/reports/tr46/#Validity_Criteria}
 */
function isValidUnicodeLabel(label: string, checkHyphens: boolean): boolean {
  if (label.normalize("NFC") !== label) return false;
  const points = Array.from(label, (c) => c.codePointAt(0)!);
  if (checkHyphens) {
    if (points[2] === 0x2d && points[3] === 0x2d) return false;
    if (points[0] === 0x2d || points[points.length - 1] === 0x2d) return false;
  } else if (label.startsWith("xn--")) {
    return false;
  }
  for (const c of points) {
    if (c === 0x2e) return false;
    if (c < 0x80) {
      // UseSTD3ASCIIRules leaves a to z, 0 to 9 and "-" valid. The ASCII
      // code points of a decoded label are its Punycode's basic code points,
      // which the label's lowercasing left without upper alpha.
      if (checkHyphens && !isLdh(c)) return false;
    } else if (!isURLCodePoint(c)) {
      // Beyond ASCII, the URL code points are exactly the code points that
      // are not C1 controls, surrogates or noncharacters.
      return false;
    }
  }
  return true;
}
