// Private: the domain parser and domain to Unicode, with the ASCII fast paths
// that keep ASCII hosts away from IDNA processing. The IDNA steps themselves
// are parameters (see DomainParserToASCII): this file imports no IDNA
// implementation, so a build that never passes tr46's carries none of it.

import { CODE_POINT_FLAGS, FORBIDDEN_DOMAIN } from "./_code_points.ts";
import { asciiLowercase, isAscii, isLdh } from "./ascii.ts";
import { DOMAIN_TO_ASCII, type Reporter } from "./validation_error_codes.ts";

export { asciiLowercase, isAscii } from "./ascii.ts";

/**
 * Domain parser ToASCII: Unicode ToASCII with the domain parser's options
 * (CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength set to beStrict), the
 * result or `null` when ToASCII records an error.
 *
 * @see {@link https://url.spec.whatwg.org/#domain-parser-toascii}
 */
export type DomainParserToASCII = (
  domain: string,
  beStrict: boolean,
) => string | null;

/** Whether the string contains a forbidden domain code point. */
export function hasForbiddenDomainCodePoint(input: string): boolean {
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80 && (CODE_POINT_FLAGS[c] & FORBIDDEN_DOMAIN) !== 0) return true;
  }
  return false;
}

/**
 * Whether ToASCII keeps a forbidden domain code point of `domain` in its
 * result whatever it does (when it does not fail): an ASCII one but "<" and
 * ">". UTS #46 processing maps ASCII code points other than A to Z to
 * themselves and only "." separates labels; normalization to NFC composes
 * an ASCII code point with what follows only for letters and for "<", "="
 * and ">" before U+0338 COMBINING LONG SOLIDUS OVERLAY (U+226E, U+2260,
 * U+226F).
 */
function keepsForbiddenDomainCodePoint(domain: string): boolean {
  for (let i = 0; i < domain.length; i++) {
    const c = domain.charCodeAt(i);
    if (
      c < 0x80 && (CODE_POINT_FLAGS[c] & FORBIDDEN_DOMAIN) !== 0 &&
      c !== 0x3c && c !== 0x3e
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Whether `domain[start, end)` starts with "xn--" in either case: a label
 * that only Punycode decoding can tell valid or not.
 */
export function isPunycodeLabel(
  domain: string,
  start: number,
  end: number,
): boolean {
  return end - start >= 4 && domain.charCodeAt(start + 2) === 0x2d &&
    domain.charCodeAt(start + 3) === 0x2d &&
    (domain.charCodeAt(start) | 0x20) === 0x78 &&
    (domain.charCodeAt(start + 1) | 0x20) === 0x6e;
}

/**
 * Whether the ASCII label `domain[start, end)`, not a Punycode label, passes
 * ToASCII with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength.
 *
 * For ASCII, UTS #46 maps A to Z to a to z and keeps everything else, so the
 * label is valid exactly when it is 1 to 63 letters, digits and hyphens,
 * neither starts nor ends with a hyphen, and has no hyphens in both the third
 * and fourth positions. (An empty label, the root label included, fails
 * VerifyDnsLength, as in the reference implementation.)
 */
export function isStrictAsciiLabel(
  domain: string,
  start: number,
  end: number,
): boolean {
  const size = end - start;
  if (
    size === 0 || size > 63 || domain.charCodeAt(start) === 0x2d ||
    domain.charCodeAt(end - 1) === 0x2d ||
    (size >= 4 && domain.charCodeAt(start + 2) === 0x2d &&
      domain.charCodeAt(start + 3) === 0x2d)
  ) {
    return false;
  }
  for (let i = start; i < end; i++) {
    if (!isLdh(domain.charCodeAt(i))) return false;
  }
  return true;
}

/**
 * Decides strict ToASCII for an ASCII domain without IDNA processing when it
 * can: 1 when it succeeds (with the domain lowercased as its result), 0 when
 * it fails, -1 when only full processing can tell (a label starts with
 * "xn--", so Punycode decoding and Bidi rules come in). The domain is valid
 * when all its labels are ({@linkcode isStrictAsciiLabel}) and it is at most
 * 253 long.
 */
function asciiStrictStatus(domain: string): number {
  const length = domain.length;
  let punycode = false;
  let labelStart = 0;
  for (let i = 0; i <= length; i++) {
    if (i < length && domain.charCodeAt(i) !== 0x2e) continue;
    if (isPunycodeLabel(domain, labelStart, i)) punycode = true;
    else if (!isStrictAsciiLabel(domain, labelStart, i)) return 0;
    labelStart = i + 1;
  }
  // A Punycode label's output length is only known after processing.
  return punycode ? -1 : length > 253 ? 0 : 1;
}

/**
 * Domain parser ToASCII, with the ASCII fast path when beStrict is true;
 * `full` runs ToASCII where the fast path cannot tell.
 */
export function domainParserToASCIIInternal(
  domain: string,
  beStrict: boolean,
  ascii: boolean,
  full: DomainParserToASCII,
): string | null {
  if (beStrict && ascii) {
    const status = asciiStrictStatus(domain);
    if (status === 1) return asciiLowercase(domain);
    if (status === 0) return null;
  }
  return full(domain, beStrict);
}

/**
 * The domain parser, with `toASCII` as its domain parser ToASCII. Reports
 * `domain-to-ASCII` at position 0 (it is about the domain as a whole).
 */
export function parseDomainInternal(
  domain: string,
  beStrict: boolean,
  report: Reporter | undefined,
  toASCII: DomainParserToASCII,
): string | null {
  const ascii = isAscii(domain);
  let strictResult: string | null = null;
  // Steps 1-3. The strict run only reports, unless beStrict: skip it when no
  // one listens.
  if (beStrict || report) {
    strictResult = toASCII(domain, true);
    if (strictResult === null && report) report.error(DOMAIN_TO_ASCII, 0);
    if (beStrict) return strictResult;
  }
  let result: string | null;
  if (ascii) {
    // Step 5: ASCII is lowercased, whatever ToASCII said.
    result = asciiLowercase(domain);
  } else {
    // Step 6. When the strict run succeeded, the relaxed one gives the same
    // string: the options only add checks (CheckHyphens' "no -- in the third
    // and fourth positions" implies the relaxed "must not begin with xn--"),
    // and the mapping does not depend on them.
    // A domain whose result would keep a forbidden domain code point fails
    // at step 8 if not before: no ToASCII run can change that.
    if (strictResult === null && keepsForbiddenDomainCodePoint(domain)) {
      return null;
    }
    result = strictResult ?? toASCII(domain, false);
    if (result === null) return null;
  }
  // Steps 7-9.
  if (result === "" || hasForbiddenDomainCodePoint(result)) return null;
  return result;
}

/**
 * Domain to Unicode, with `toUnicode` as Unicode ToUnicode (`null` when it
 * records an error): the input itself when it has no label starting with
 * "xn--" and no ASCII upper alpha (ToUnicode would change nothing), or when
 * ToUnicode records an error.
 */
export function domainToUnicodeInternal(
  domain: string,
  toUnicode: (domain: string) => string | null,
): string {
  let labelStart = true;
  for (let i = 0; i < domain.length; i++) {
    const c = domain.charCodeAt(i);
    if (c >= 0x80 || (c >= 0x41 && c <= 0x5a)) {
      return toUnicode(domain) ?? domain;
    }
    if (
      labelStart && c === 0x78 && domain.charCodeAt(i + 1) === 0x6e &&
      domain.charCodeAt(i + 2) === 0x2d && domain.charCodeAt(i + 3) === 0x2d
    ) {
      return toUnicode(domain) ?? domain;
    }
    labelStart = c === 0x2e;
  }
  return domain;
}
