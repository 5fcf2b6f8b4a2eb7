// Private: the host rules of RFC 3986 §3.2.2 as range checks over a string.
// https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2

import { CLASSES, IP_LITERAL_MASK, isHexDigit } from "./_tables.ts";

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/**
 * Reads a dec-octet at `i`; returns the index after it, or -1.
 *
 * dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT
 *           / "25" %x30-35
 *
 * That is 0 to 255 in decimal without a leading zero.
 */
function decOctetEnd(input: string, i: number, end: number): number {
  if (i >= end) return -1;
  const first = input.charCodeAt(i);
  if (!isDigit(first)) return -1;
  if (first === 0x30) return i + 1;
  let value = first - 0x30;
  let j = i + 1;
  while (j < end && j < i + 3) {
    const c = input.charCodeAt(j);
    if (!isDigit(c)) break;
    value = value * 10 + c - 0x30;
    j++;
  }
  return value <= 255 ? j : -1;
}

/**
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet,
 * filling all of `input[start, end)`.
 */
export function isIPv4Range(
  input: string,
  start: number,
  end: number,
): boolean {
  let i = start;
  for (let octet = 0; octet < 4; octet++) {
    if (octet > 0) {
      if (i >= end || input.charCodeAt(i) !== 0x2e) return false;
      i++;
    }
    i = decOctetEnd(input, i, end);
    if (i < 0) return false;
  }
  return i === end;
}

/**
 * IPv6address, all nine forms of §3.2.2, filling `input[start, end)`:
 *
 * ```text
 *                              6( h16 ":" ) ls32
 *                         "::" 5( h16 ":" ) ls32
 * [               h16 ] "::" 4( h16 ":" ) ls32
 * [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
 * [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
 * [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
 * [ *4( h16 ":" ) h16 ] "::"              ls32
 * [ *5( h16 ":" ) h16 ] "::"              h16
 * [ *6( h16 ":" ) h16 ] "::"
 * ```
 *
 * with h16 = 1*4HEXDIG and ls32 = ( h16 ":" h16 ) / IPv4address. Counting
 * an IPv4address as two pieces, the forms say: without "::" exactly eight
 * pieces; with one "::" at most seven; an IPv4address only as the last.
 */
export function isIPv6Range(
  input: string,
  start: number,
  end: number,
): boolean {
  let i = start;
  if (i >= end) return false;
  let compressed = false;
  if (input.charCodeAt(i) === 0x3a) {
    if (i + 1 >= end || input.charCodeAt(i + 1) !== 0x3a) return false;
    compressed = true;
    i += 2;
    if (i === end) return true;
  }
  let pieces = 0;
  for (;;) {
    if (pieces === 8) return false;
    const pieceStart = i;
    while (i < end && i - pieceStart < 5 && isHexDigit(input.charCodeAt(i))) {
      i++;
    }
    if (i === pieceStart) return false;
    if (i < end && input.charCodeAt(i) === 0x2e) {
      // ls32 as IPv4address: must run to the end.
      if (!isIPv4Range(input, pieceStart, end)) return false;
      pieces += 2;
      break;
    }
    if (i - pieceStart > 4) return false;
    pieces++;
    if (i === end) break;
    if (input.charCodeAt(i) !== 0x3a) return false;
    i++;
    if (i < end && input.charCodeAt(i) === 0x3a) {
      if (compressed) return false;
      compressed = true;
      i++;
      if (i === end) break;
    } else if (i === end) {
      return false;
    }
  }
  return compressed ? pieces <= 7 : pieces === 8;
}

/**
 * IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ), filling
 * `input[start, end)`. The "v" matches either case, as ABNF strings do.
 */
export function isIPvFutureRange(
  input: string,
  start: number,
  end: number,
): boolean {
  let i = start;
  if (i >= end || (input.charCodeAt(i) | 0x20) !== 0x76) return false;
  i++;
  const versionStart = i;
  while (i < end && isHexDigit(input.charCodeAt(i))) i++;
  if (i === versionStart || i >= end || input.charCodeAt(i) !== 0x2e) {
    return false;
  }
  i++;
  if (i === end) return false;
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0x80 || (CLASSES[c] & IP_LITERAL_MASK) === 0) return false;
  }
  return true;
}
