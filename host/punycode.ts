/**
 * Punycode decoding (RFC 3492), which IDNA uses for labels that start with
 * `xn--`: needs no tables.
 *
 * @module
 */

/** RFC 3492, section 5: the parameter values for Punycode. */
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const MAX_CODE_POINT = 0x10ffff;
/** The largest integer the decoder handles, as in punycode.js (tr46's). */
const MAX_INT = 0x7fffffff;

/** RFC 3492, section 6.1: bias adaptation. */
function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  delta = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / numPoints);
  let k = 0;
  while (delta > ((BASE - T_MIN) * T_MAX) >> 1) {
    delta = Math.floor(delta / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * delta) / (delta + SKEW));
}

/** The digit value of a basic code point (0-9, a-z, A-Z), or -1. */
function digitValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30 + 26;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x7a ? lower - 0x61 : -1;
}

/**
 * Decodes a Punycode string (a label without its `xn--` prefix) to the
 * Unicode string it encodes, as RFC 3492's decoding procedure does, with its
 * overflow checks (against 2^31 - 1, as punycode.js, which tr46 uses). Fails on a non-basic (non-ASCII) code point, a digit that
 * is not one, a truncated variable-length integer, a result beyond
 * U+10FFFF, or an overflow.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3492#section-6.2}
 * @param input The Punycode string.
 * @returns The decoded string, or `null` when the input is not valid
 * Punycode.
 *
 * @example Labels from IDNA
 * ```ts
 * import { decodePunycode } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(decodePunycode("fa-hia"), "faß");
 * assert.equal(decodePunycode("53h"), "☕");
 * assert.equal(decodePunycode("9"), null); // a truncated integer
 * assert.equal(decodePunycode("a!"), null); // not a digit
 * ```
 */
export function decodePunycode(input: string): string | null {
  const output: number[] = [];
  // "Let b = the number of input code points before the last delimiter, or
  // 0 if there is none, then copy the first b code points to the output."
  const b = Math.max(input.lastIndexOf("-"), 0);
  for (let j = 0; j < b; j++) {
    const c = input.charCodeAt(j);
    if (c >= 0x80) return null;
    output.push(c);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  for (let at = b > 0 ? b + 1 : 0; at < input.length;) {
    const oldi = i;
    let w = 1;
    for (let k = BASE;; k += BASE) {
      if (at >= input.length) return null;
      const digit = digitValue(input.charCodeAt(at++));
      if (digit < 0) return null;
      if (digit > Math.floor((MAX_INT - i) / w)) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return null;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - oldi, length, oldi === 0);
    if (Math.floor(i / length) > MAX_INT - n) return null;
    n += Math.floor(i / length);
    i %= length;
    if (n > MAX_CODE_POINT) return null;
    output.splice(i, 0, n);
    i++;
  }
  let result = "";
  for (let j = 0; j < output.length; j++) {
    result += String.fromCodePoint(output[j]);
  }
  return result;
}
