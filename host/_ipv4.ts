// Private: the IPv4 parser over a range of a string, allocation-free, shared
// by the public functions and the host parser.

import { hexValue } from "../percent/_hex.ts";
import {
  IPV4_EMPTY_PART,
  IPV4_NON_DECIMAL_PART,
  IPV4_NON_NUMERIC_PART,
  IPV4_OUT_OF_RANGE_PART,
  IPV4_TOO_FEW_PARTS,
  IPV4_TOO_MANY_PARTS,
  type Reporter,
} from "./validation_error_codes.ts";

/** 256 ** (5 - count): the bound on the last part, by the number of parts. */
const LIMITS = [0, 2 ** 32, 2 ** 24, 2 ** 16, 2 ** 8];

/**
 * The IPv4 parser over `input[start, end)`, without allocating: returns the
 * address, or -1 on failure. Reports positions as indexes into `input`.
 */
export function parseIPv4Range(
  input: string,
  start: number,
  end: number,
  report: Reporter | undefined,
): number {
  // Steps 1-2: strictly split on "."; a last empty part is dropped (unless it
  // is the only part), with a validation error.
  let partsEnd = end;
  if (start === end || input.charCodeAt(end - 1) === 0x2e) {
    if (report) report.error(IPV4_EMPTY_PART, start === end ? start : end - 1);
    if (start < end) partsEnd = end - 1;
  }
  let count = 1;
  let fifthPart = -1;
  for (let i = start; i < partsEnd; i++) {
    if (input.charCodeAt(i) === 0x2e && ++count === 5) fifthPart = i + 1;
  }
  // Steps 3-4.
  if (count < 4 && report) report.error(IPV4_TOO_FEW_PARTS, start);
  if (count > 4) {
    if (report) report.error(IPV4_TOO_MANY_PARTS, fifthPart);
    return -1;
  }
  // Steps 5-6: parse each part. The parts before the last are summed into
  // place as they come (a sum that only matters when they all fit a byte).
  let prefix = 0;
  let last = 0;
  let prefixOutOfRange = false;
  let outOfRangeAt = -1;
  let weight = 0x1000000;
  let partStart = start;
  for (let index = 0; index < count; index++) {
    let partEnd = partStart;
    while (partEnd < partsEnd && input.charCodeAt(partEnd) !== 0x2e) partEnd++;
    const value = ipv4NumberValue(input, partStart, partEnd);
    if (value < 0) {
      if (report) report.error(IPV4_NON_NUMERIC_PART, partStart);
      return -1;
    }
    if (report && isNonDecimal(input, partStart, partEnd)) {
      report.error(IPV4_NON_DECIMAL_PART, partStart);
    }
    if (value > 255 && outOfRangeAt < 0) outOfRangeAt = partStart;
    if (index === count - 1) {
      last = value;
    } else {
      if (value > 255) prefixOutOfRange = true;
      prefix += value * weight;
      weight /= 256;
    }
    partStart = partEnd + 1;
  }
  // Step 7.
  if (outOfRangeAt >= 0 && report) {
    report.error(IPV4_OUT_OF_RANGE_PART, outOfRangeAt);
  }
  // Steps 8-9.
  if (prefixOutOfRange) return -1;
  if (last >= LIMITS[count]) return -1;
  // Steps 10-14.
  return prefix + last;
}

/**
 * The IPv4 number parser's value for `input[start, end)`, or -1 on failure.
 * Whether it was non-decimal is {@linkcode isNonDecimal}.
 */
export function ipv4NumberValue(
  input: string,
  start: number,
  end: number,
): number {
  // Step 1.
  if (start >= end) return -1;
  // Steps 3-5: the radix prefix.
  let radix = 10;
  if (end - start >= 2 && input.charCodeAt(start) === 0x30) {
    if ((input.charCodeAt(start + 1) | 0x20) === 0x78) {
      radix = 16;
      start += 2;
    } else {
      radix = 8;
      start += 1;
    }
  }
  // Step 6: "0x" alone is zero.
  if (start === end) return 0;
  // Steps 7-8. A double keeps growing past 2^53, inexactly but monotonically.
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = hexValue(input.charCodeAt(i));
    if (digit < 0 || digit >= radix) return -1;
    value = value * radix + digit;
  }
  return value;
}

/**
 * Whether the IPv4 number parser sets its validation error flag: exactly
 * when the part has two or more code points and starts with "0".
 */
export function isNonDecimal(
  input: string,
  start: number,
  end: number,
): boolean {
  return end - start >= 2 && input.charCodeAt(start) === 0x30;
}
