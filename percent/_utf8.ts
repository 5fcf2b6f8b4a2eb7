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
 * How many code points encodeRange() escapes into one string before it
 * sets that string aside, and how many strings set aside it joins into one.
 * Each append makes a rope node, which the result keeps until something
 * flattens it: a long encoding built by appends alone holds a node per
 * piece (tens of bytes each) on top of its text. Set aside and joined, the
 * finished parts are flat strings, and at most PIECES_PER_ROPE *
 * ROPES_PER_JOIN pieces are ropes at any time.
 */
const PIECES_PER_ROPE = 1024;
const ROPES_PER_JOIN = 64;

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
  // Long encodings only: the ropes set aside, and the flat joins of them.
  let pieces = 0;
  let ropes: string[] | undefined;
  let joined: string[] | undefined;
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80 && set[c] !== 1) continue;
    if (i > last) out += input.slice(last, i);
    if (c < 0x80) {
      out += spaceAsPlus && c === 0x20 ? "+" : escapeByte(c);
    } else {
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
    }
    last = i + 1;
    if (++pieces === PIECES_PER_ROPE) {
      (ropes ??= []).push(out);
      out = "";
      pieces = 0;
      if (ropes.length === ROPES_PER_JOIN) {
        (joined ??= []).push(ropes.join(""));
        ropes.length = 0;
      }
    }
  }
  if (last < end) out += input.slice(last, end);
  if (ropes === undefined) return out;
  ropes.push(out);
  if (joined === undefined) return ropes.join("");
  joined.push(ropes.join(""));
  return joined.join("");
}
