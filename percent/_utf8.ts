// Private: UTF-8 encode, and the UTF-8 percent-encoding loop shared by the
// public functions and the URL parser, which encodes ranges of its input
// without slicing first.

import type { PercentEncodeSet } from "./encode_sets.ts";
import { escapeByte } from "./_hex.ts";

let textEncoder: TextEncoder | undefined;

/**
 * UTF-8 encode: the bytes of a string, lone surrogates as U+FFFD.
 *
 * @see {@link https://encoding.spec.whatwg.org/#utf-8-encode}
 */
export function utf8Encode(input: string): Uint8Array {
  return (textEncoder ??= new TextEncoder()).encode(input);
}

/**
 * Appends the UTF-8 percent-encoding of one code point (above U+007F) to
 * `out`. Lone surrogates are encoded as U+FFFD, as the USVString conversion
 * would have made them.
 */
export function escapeNonAscii(cp: number): string {
  if (cp < 0x800) {
    return escapeByte(0xc0 | (cp >> 6)) + escapeByte(0x80 | (cp & 0x3f));
  }
  if (cp < 0x10000) {
    return escapeByte(0xe0 | (cp >> 12)) +
      escapeByte(0x80 | ((cp >> 6) & 0x3f)) +
      escapeByte(0x80 | (cp & 0x3f));
  }
  return escapeByte(0xf0 | (cp >> 18)) +
    escapeByte(0x80 | ((cp >> 12) & 0x3f)) +
    escapeByte(0x80 | ((cp >> 6) & 0x3f)) +
    escapeByte(0x80 | (cp & 0x3f));
}

/**
 * UTF-8 percent-encodes `input[start, end)` with `set`. With `spaceAsPlus`,
 * U+0020 becomes "+". Returns the slice itself when nothing needs encoding.
 */
export function encodeRange(
  input: string,
  start: number,
  end: number,
  set: PercentEncodeSet,
  spaceAsPlus: boolean,
): string {
  let i = start;
  // Fast scan: most input needs no encoding at all.
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c > 0x7e || set[c] === 1) break;
  }
  if (i === end) {
    return start === 0 && end === input.length
      ? input
      : input.slice(start, end);
  }
  let out = input.slice(start, i);
  let last = i;
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80) {
      if (set[c] !== 1) continue;
      if (i > last) out += input.slice(last, i);
      out += spaceAsPlus && c === 0x20 ? "+" : escapeByte(c);
      last = i + 1;
      continue;
    }
    if (i > last) out += input.slice(last, i);
    let cp = c;
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = i + 1 < end ? input.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else {
        cp = 0xfffd;
      }
    }
    out += escapeNonAscii(cp);
    last = i + 1;
  }
  if (last < end) out += input.slice(last, end);
  return out;
}
