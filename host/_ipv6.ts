// Private: the IPv6 parser over a range of a string, writing into a caller's
// array of pieces, and the IPv6 serializer; shared by the public functions and
// the host parser.

import { hexValue } from "../percent/_hex.ts";
import {
  IPV4_IN_IPV6_INVALID_CODE_POINT,
  IPV4_IN_IPV6_OUT_OF_RANGE_PART,
  IPV4_IN_IPV6_TOO_FEW_PARTS,
  IPV4_IN_IPV6_TOO_MANY_PIECES,
  IPV6_INVALID_CODE_POINT,
  IPV6_INVALID_COMPRESSION,
  IPV6_MULTIPLE_COMPRESSION,
  IPV6_PIECE_LEADING_ZERO,
  IPV6_TOO_FEW_PIECES,
  IPV6_TOO_MANY_PIECES,
  type Reporter,
} from "./validation_error_codes.ts";

/** 0x10 ** (length - 1): the smallest piece value written without a leading 0. */
const NO_LEADING_ZERO = [0, 0, 0x10, 0x100, 0x1000];

/**
 * The IPv6 parser over `input[start, end)`, writing the eight pieces into
 * `address`. Returns `false` on failure. Reports positions as indexes into
 * `input`.
 */
export function parseIPv6Into(
  input: string,
  start: number,
  end: number,
  address: number[],
  report: Reporter | undefined,
): boolean {
  // Steps 1-4.
  for (let i = 0; i < 8; i++) address[i] = 0;
  let pieceIndex = 0;
  let compress = -1;
  let p = start;
  // Step 5: a leading "::".
  if (p < end && input.charCodeAt(p) === 0x3a) {
    if (p + 1 >= end || input.charCodeAt(p + 1) !== 0x3a) {
      if (report) report.error(IPV6_INVALID_COMPRESSION, p);
      return false;
    }
    p += 2;
    compress = ++pieceIndex;
  }
  // Step 6.
  while (p < end) {
    if (pieceIndex === 8) {
      if (report) report.error(IPV6_TOO_MANY_PIECES, p);
      return false;
    }
    let c = input.charCodeAt(p);
    if (c === 0x3a) {
      if (compress !== -1) {
        if (report) report.error(IPV6_MULTIPLE_COMPRESSION, p);
        return false;
      }
      p++;
      compress = ++pieceIndex;
      continue;
    }
    // Steps 6.3-6.4: up to four hex digits.
    const pieceStart = p;
    let value = 0;
    let length = 0;
    while (length < 4 && p < end) {
      const digit = hexValue(input.charCodeAt(p));
      if (digit < 0) break;
      value = value * 0x10 + digit;
      p++;
      length++;
    }
    c = p < end ? input.charCodeAt(p) : -1;
    if (c === 0x2e) {
      // Step 6.5: an IPv4 address in the last two pieces.
      if (length === 0) {
        if (report) report.error(IPV4_IN_IPV6_INVALID_CODE_POINT, p);
        return false;
      }
      p -= length;
      if (pieceIndex > 6) {
        if (report) report.error(IPV4_IN_IPV6_TOO_MANY_PIECES, p);
        return false;
      }
      if (!parseIPv4InIPv6(input, p, end, address, pieceIndex, report)) {
        return false;
      }
      pieceIndex += 2;
      break;
    } else if (c === 0x3a) {
      // Step 6.6.
      p++;
      if (p >= end) {
        if (report) report.error(IPV6_INVALID_CODE_POINT, p);
        return false;
      }
    } else if (c !== -1) {
      // Step 6.7.
      if (report) report.error(IPV6_INVALID_CODE_POINT, p);
      return false;
    }
    // Steps 6.8-6.10.
    if (length > 1 && value < NO_LEADING_ZERO[length] && report) {
      report.error(IPV6_PIECE_LEADING_ZERO, pieceStart);
    }
    address[pieceIndex] = value;
    pieceIndex++;
  }
  // Step 7: move the pieces after the compression to the end.
  if (compress !== -1) {
    movePiecesAfterCompression(address, compress, pieceIndex);
  } else if (pieceIndex !== 8) {
    // Step 8.
    if (report) report.error(IPV6_TOO_FEW_PIECES, end);
    return false;
  }
  return true;
}

/**
 * Step 6.5 of the IPv6 parser: an IPv4 address at `p` (before `end`) in the
 * two pieces from `pieceIndex`. Returns `false` on failure.
 */
function parseIPv4InIPv6(
  input: string,
  p: number,
  end: number,
  address: number[],
  pieceIndex: number,
  report: Reporter | undefined,
): boolean {
  let c: number;
  let numbersSeen = 0;
  while (p < end) {
    let ipv4Piece = -1;
    if (numbersSeen > 0) {
      if (input.charCodeAt(p) === 0x2e && numbersSeen < 4) {
        p++;
      } else {
        if (report) report.error(IPV4_IN_IPV6_INVALID_CODE_POINT, p);
        return false;
      }
    }
    c = p < end ? input.charCodeAt(p) : -1;
    if (c < 0x30 || c > 0x39) {
      if (report) report.error(IPV4_IN_IPV6_INVALID_CODE_POINT, p);
      return false;
    }
    while (c >= 0x30 && c <= 0x39) {
      const number = c - 0x30;
      if (ipv4Piece === -1) {
        ipv4Piece = number;
      } else if (ipv4Piece === 0) {
        if (report) report.error(IPV4_IN_IPV6_INVALID_CODE_POINT, p);
        return false;
      } else {
        ipv4Piece = ipv4Piece * 10 + number;
      }
      if (ipv4Piece > 255) {
        if (report) report.error(IPV4_IN_IPV6_OUT_OF_RANGE_PART, p);
        return false;
      }
      p++;
      c = p < end ? input.charCodeAt(p) : -1;
    }
    address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
    numbersSeen++;
    if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
  }
  if (numbersSeen !== 4) {
    if (report) report.error(IPV4_IN_IPV6_TOO_FEW_PARTS, p);
    return false;
  }
  return true;
}

/**
 * Step 7 of the IPv6 parser: swaps the pieces after the compression, of
 * which `pieceIndex` is the end, to the end of the address.
 */
function movePiecesAfterCompression(
  address: number[],
  compress: number,
  pieceIndex: number,
): void {
  let swaps = pieceIndex - compress;
  let index = 7;
  while (index !== 0 && swaps > 0) {
    const other = compress + swaps - 1;
    const piece = address[index];
    address[index] = address[other];
    address[other] = piece;
    index--;
    swaps--;
  }
}

/**
 * Finds the IPv6 address compressed piece index: the first index of the
 * longest run of two or more zero pieces, or -1 when there is none.
 */
export function compressedPieceIndex(address: ArrayLike<number>): number {
  let longestIndex = -1;
  let longestSize = 1;
  let foundIndex = -1;
  let foundSize = 0;
  for (let pieceIndex = 0; pieceIndex < 8; pieceIndex++) {
    if (address[pieceIndex] !== 0) {
      if (foundSize > longestSize) {
        longestIndex = foundIndex;
        longestSize = foundSize;
      }
      foundIndex = -1;
      foundSize = 0;
    } else {
      if (foundIndex === -1) foundIndex = pieceIndex;
      foundSize++;
    }
  }
  return foundSize > longestSize ? foundIndex : longestIndex;
}

/** The IPv6 serializer (without brackets). */
export function serializeIPv6Pieces(address: ArrayLike<number>): string {
  const compress = compressedPieceIndex(address);
  let output = "";
  let ignore0 = false;
  for (let pieceIndex = 0; pieceIndex < 8; pieceIndex++) {
    const piece = address[pieceIndex];
    if (ignore0) {
      if (piece === 0) continue;
      ignore0 = false;
    }
    if (compress === pieceIndex) {
      output += pieceIndex === 0 ? "::" : ":";
      ignore0 = true;
      continue;
    }
    output += piece.toString(16);
    if (pieceIndex !== 7) output += ":";
  }
  return output;
}
