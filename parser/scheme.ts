// Private helpers for schemes and Windows drive letters.

import { lengthOf } from "../percent/code_units.ts";

export { asciiLowercase } from "../host/ascii.ts";

/**
 * The special schemes by number (0 is "not special"), as the protocol
 * getter returns them: a URL can keep its scheme in a few bits.
 */
export const SPECIAL_PROTOCOLS: readonly string[] = [
  "",
  "http:",
  "https:",
  "ws:",
  "wss:",
  "ftp:",
  "file:",
];

/** The number of "http" in SPECIAL_PROTOCOLS. */
export const HTTP_SCHEME = 1;

/** The number of "https" in SPECIAL_PROTOCOLS. */
export const HTTPS_SCHEME = 2;

/** The number of "ws" in SPECIAL_PROTOCOLS. */
export const WS_SCHEME = 3;

/** The number of "wss" in SPECIAL_PROTOCOLS. */
export const WSS_SCHEME = 4;

/** The number of "ftp" in SPECIAL_PROTOCOLS. */
export const FTP_SCHEME = 5;

/** The number of "file" in SPECIAL_PROTOCOLS. */
export const FILE_SCHEME = 6;

/** specialSchemeCode() by scheme number. */
const SCHEME_CODES: readonly number[] = [-1, 80, 443, 80, 443, 21, 0];

/**
 * -1 when not special; 0 for "file"; otherwise the default port. Dispatches
 * on length and code units instead of comparing whole strings.
 */
export function specialSchemeCode(scheme: string): number {
  return SCHEME_CODES[specialSchemeNumberOfPrefix(scheme, scheme.length)];
}

/** specialSchemeCode() of a special scheme's number. */
export function specialSchemeCodeOfNumber(number: number): number {
  return SCHEME_CODES[number];
}

/** Whether `s[i]` is an ASCII alpha and `s[i + 1]` is ":". */
export function isNormalizedWindowsDriveLetterAt(
  s: string,
  i: number,
): boolean {
  const c = s.charCodeAt(i) | 0x20;
  return c >= 0x61 && c <= 0x7a && s.charCodeAt(i + 1) === 0x3a;
}

/**
 * The number (index in SPECIAL_PROTOCOLS) of the special scheme
 * `s.slice(0, length)`, or 0 when it is not special; without slicing.
 */
export function specialSchemeNumberOfPrefix(s: string, length: number): number {
  const c0 = s.charCodeAt(0);
  switch (length) {
    case 2:
      return c0 === 0x77 && s.charCodeAt(1) === 0x73 ? WS_SCHEME : 0; // ws
    case 3:
      if (c0 === 0x77) { // wss
        return s.charCodeAt(1) === 0x73 && s.charCodeAt(2) === 0x73
          ? WSS_SCHEME
          : 0;
      }
      return c0 === 0x66 && s.charCodeAt(1) === 0x74 && s.charCodeAt(2) === 0x70 // ftp
        ? FTP_SCHEME
        : 0;
    case 4:
      if (c0 === 0x68) { // http
        return s.charCodeAt(1) === 0x74 && s.charCodeAt(2) === 0x74 &&
            s.charCodeAt(3) === 0x70
          ? HTTP_SCHEME
          : 0;
      }
      return c0 === 0x66 && s.charCodeAt(1) === 0x69 && // file
          s.charCodeAt(2) === 0x6c && s.charCodeAt(3) === 0x65
        ? FILE_SCHEME
        : 0;
    case 5:
      return c0 === 0x68 && s.charCodeAt(1) === 0x74 && // https
          s.charCodeAt(2) === 0x74 && s.charCodeAt(3) === 0x70 &&
          s.charCodeAt(4) === 0x73
        ? HTTPS_SCHEME
        : 0;
    default:
      return 0;
  }
}

/** Whether the code unit is an ASCII alpha. */
export function isAlpha(c: number): boolean {
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** ASCII alphanumeric, U+002B (+), U+002D (-), U+002E (.). */
export function isSchemeCodePoint(c: number): boolean {
  const lower = c | 0x20;
  return (lower >= 0x61 && lower <= 0x7a) || (c >= 0x30 && c <= 0x39) ||
    c === 0x2b || c === 0x2d || c === 0x2e;
}

/**
 * The end of the run of scheme code points from `start`: where a scheme
 * that starts before `start` ends, if a ":" follows.
 *
 * @see {@link https://url.spec.whatwg.org/#scheme-state}
 */
export function schemeCodePointsEnd(input: string, start: number): number {
  let end = start;
  while (
    end < lengthOf(input) && isSchemeCodePoint(input.charCodeAt(end))
  ) end++;
  return end;
}

/**
 * The value of the ASCII digits `input[start, end)` as a port, or -1 when it
 * is not a 16-bit unsigned integer.
 *
 * @see {@link https://url.spec.whatwg.org/#port-state}
 */
export function portValue(input: string, start: number, end: number): number {
  let port = 0;
  for (let i = start; i < end; i++) {
    port = port * 10 + input.charCodeAt(i) - 0x30;
    if (port > 65535) return -1;
  }
  return port;
}
