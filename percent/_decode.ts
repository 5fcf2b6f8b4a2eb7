// Private: the percent-decoding loops shared by the public functions and the
// application/x-www-form-urlencoded parsers, which decode ranges of their
// input without slicing or encoding it first.

import { FORM_URLENCODED_PERCENT_ENCODE_SET } from "./encode_sets.ts";
import { hexValue } from "./_hex.ts";

/**
 * Percent-decodes the bytes `input[start, end)` into `output` from index 0
 * (`output` may be `input` with `start` 0: the output never overtakes the
 * input); returns the output's length. With `plusAsSpace`, each "+" is a
 * space first, as the application/x-www-form-urlencoded parser replaces it.
 *
 * @see {@link https://url.spec.whatwg.org/#percent-decode}
 */
export function percentDecodeInto(
  input: Uint8Array,
  start: number,
  end: number,
  output: Uint8Array,
  plusAsSpace: boolean,
): number {
  let o = 0;
  for (let i = start; i < end; i++) {
    const byte = input[i] === 0x2b && plusAsSpace ? 0x20 : input[i];
    if (byte === 0x25 && i + 2 < end) {
      const high = hexValue(input[i + 1]);
      const low = high < 0 ? -1 : hexValue(input[i + 2]);
      if (low >= 0) {
        output[o++] = (high << 4) | low;
        i += 2;
        continue;
      }
    }
    output[o++] = byte;
  }
  return o;
}

/**
 * What {@linkcode utf8PercentDecodeRange} tells its caller besides the
 * decoded string.
 */
export interface DecodeReport {
  /**
   * Whether the application/x-www-form-urlencoded serializer would not
   * write back the escapes of the decoded input the same: set for a "%" that
   * starts no escape, lowercase hex digits, an ASCII byte the serializer
   * does not percent-encode (or the space, which it writes as "+"), and a
   * UTF-8 decoding error.
   */
  escapesChanged: boolean;
}

/**
 * UTF-8 decode without BOM of the string percent-decoding of
 * `input[start, end)`, in one pass over the code units: the bytes of
 * escapes run through the Encoding Standard's UTF-8 decoder, and other code
 * units are copied, as their UTF-8 bytes would decode to themselves (lone
 * surrogates too: the caller makes them U+FFFD). With `plusAsSpace`, each
 * "+" is a space first, as the application/x-www-form-urlencoded parser
 * replaces it. With `report`, also tells whether the escapes would
 * serialize back the same (see {@linkcode DecodeReport}).
 *
 * @see {@link https://url.spec.whatwg.org/#string-percent-decode}
 * @see {@link https://encoding.spec.whatwg.org/#utf-8-decoder}
 */
export function utf8PercentDecodeRange(
  input: string,
  start: number,
  end: number,
  plusAsSpace: boolean,
  report?: DecodeReport,
): string {
  let out = "";
  let escapesChanged = false;
  let last = start; // start of the run of code units not yet copied
  // The UTF-8 decoder's state.
  let needed = 0;
  let codePoint = 0;
  let lower = 0x80;
  let upper = 0xbf;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    let byte = -1;
    if (c === 0x25) {
      const c1 = input.charCodeAt(i + 1);
      const c2 = input.charCodeAt(i + 2);
      if (i + 2 < end) byte = (hexValue(c1) << 4) | hexValue(c2);
      // The serializer writes uppercase hex digits, and "%25" for a "%".
      if (byte < 0 || c1 > 0x60 || c2 > 0x60) escapesChanged = true;
    }
    if (needed !== 0 && (byte < lower || byte > upper)) {
      // Not a continuation byte (or not a byte): an error, then it starts
      // afresh.
      out += "\uFFFD";
      escapesChanged = true;
      needed = 0;
      lower = 0x80;
      upper = 0xbf;
    }
    if (byte < 0) {
      if (c === 0x2b && plusAsSpace) {
        out += input.slice(last, i) + " ";
        last = i + 1;
      }
      continue;
    }
    out += input.slice(last, i);
    last = (i += 2) + 1;
    if (needed !== 0) {
      lower = 0x80;
      upper = 0xbf;
      codePoint = (codePoint << 6) | (byte & 0x3f);
      if (--needed === 0) out += String.fromCodePoint(codePoint);
    } else if (byte < 0x80) {
      out += String.fromCharCode(byte);
      // The serializer writes "+" for a space, and other ASCII as is unless
      // in its percent-encode set.
      if (byte === 0x20 || FORM_URLENCODED_PERCENT_ENCODE_SET[byte] !== 1) {
        escapesChanged = true;
      }
    } else if (byte >= 0xc2 && byte <= 0xdf) {
      needed = 1;
      codePoint = byte & 0x1f;
    } else if (byte >= 0xe0 && byte <= 0xef) {
      if (byte === 0xe0) lower = 0xa0;
      else if (byte === 0xed) upper = 0x9f;
      needed = 2;
      codePoint = byte & 0xf;
    } else if (byte >= 0xf0 && byte <= 0xf4) {
      if (byte === 0xf0) lower = 0x90;
      else if (byte === 0xf4) upper = 0x8f;
      needed = 3;
      codePoint = byte & 0x7;
    } else {
      out += "\uFFFD";
      escapesChanged = true;
    }
  }
  if (needed === 0) {
    out += input.slice(last, end);
  } else {
    out += "\uFFFD";
    escapesChanged = true;
  }
  if (report !== undefined) report.escapesChanged = escapesChanged;
  return out;
}
