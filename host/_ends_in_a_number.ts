// Private: the ends in a number checker over a range of a string.

import { isHexDigit } from "../percent/_hex.ts";

/**
 * endsInANumber() of `input[start, end)`, without slicing.
 *
 * @see {@link https://url.spec.whatwg.org/#ends-in-a-number-checker}
 */
export function endsInANumberIn(
  input: string,
  start: number,
  end: number,
): boolean {
  // A number ends in an ASCII hex digit (decimal digits among them) or, as
  // "0x", in "x": most domains end in neither, so this test settles them.
  if (end === start) return false;
  const c = input.charCodeAt(end - 1) | 0x20;
  // Past "f" only "x"; up to it, "a" to "f", the digits and ".".
  if (
    c > 0x66 ? c !== 0x78 : c < 0x61 && (c < 0x30 || c > 0x39) && c !== 0x2e
  ) {
    return false;
  }
  return lastPartIsNumber(input, start, end);
}

/** endsInANumberIn() once the last code unit is a possible number's. */
function lastPartIsNumber(input: string, start: number, end: number): boolean {
  // Scans back from the end over the last label only, reading each code
  // unit once (before `start` reads as "."): for a typical domain
  // ("example.com") one code unit decides.
  // Step 3: drop one empty last part (a trailing dot).
  if (end > start && input.charCodeAt(end - 1) === 0x2e) end--;
  let i = end - 1;
  let c = i >= start ? input.charCodeAt(i) : 0x2e;
  // Step 5: the last part is one or more ASCII digits.
  while (c >= 0x30 && c <= 0x39) c = --i >= start ? input.charCodeAt(i) : 0x2e;
  if (c === 0x2e) return i < end - 1;
  // Step 6: "0x" or "0X" followed by zero or more ASCII hex digits (the
  // IPv4 number parser fails on the empty string and on anything else).
  while (isHexDigit(c)) c = --i >= start ? input.charCodeAt(i) : 0x2e;
  return (c | 0x20) === 0x78 && i > start && input.charCodeAt(i - 1) === 0x30 &&
    (i - 1 === start || input.charCodeAt(i - 2) === 0x2e);
}
