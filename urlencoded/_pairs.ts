// Private: the application/x-www-form-urlencoded parser and serializer on a
// flat list [name0, value0, name1, value1, ...], with no tuple objects. The
// public functions and URLSearchParams are built on these.

import { FORM_URLENCODED_PERCENT_ENCODE_SET } from "../percent/encode_sets.ts";
import { toScalarValueString } from "../percent/decode.ts";
import { hexValue } from "../percent/hex_digit.ts";
import { encodeRange } from "../percent/encode_range.ts";

// Flags of a name or value seen by the parser's scan.
const DECODE = 1; // has "%" or "+"
const SURROGATE = 2; // has a surrogate code unit, maybe a lone one

/**
 * The application/x-www-form-urlencoded string parser: appends each name
 * and value of `input` to `list`, in order.
 *
 * Splitting the string on "&" and "=" is the same as splitting its UTF-8
 * bytes, as no multi-byte sequence holds an ASCII byte; so the input is never
 * encoded as a whole, and a name or value without "%", "+" or surrogates is
 * just a slice.
 *
 * With `spans`, also appends two numbers for each pair, parallel to `list`:
 * where its sequence starts and ends in `input` when serializing the pair
 * gives back that sequence exactly (see {@linkcode serializeFormSpans}),
 * else -1 and -1.
 *
 * With `name` (and no list), appends nothing and stops at the first pair
 * with that name instead: a lookup that allocates nothing for the pairs
 * before it.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-urlencoded-parser}
 * @returns With `name`, the value of the first pair with it, else `null`.
 */
export function parseFormInto(
  input: string,
  list: string[] | null,
  name?: string,
  spans?: number[],
): string | null {
  const end = input.length;
  let start = 0; // of the sequence
  while (start < end) {
    let equals = -1; // of the first "=": the name's end
    let nameFlags = 0;
    let flags = 0;
    let same = true; // whether the pair serializes back to the sequence
    let i = start;
    for (; i < end; i++) {
      const c = input.charCodeAt(i);
      if (c < 0x80 && FORM_URLENCODED_PERCENT_ENCODE_SET[c] !== 1) continue;
      if (c === 0x26) break;
      if (c === 0x3d && equals === -1) {
        equals = i;
        nameFlags = flags;
        flags = 0;
        if (list === null && !isName(input, start, i, nameFlags, name!)) {
          // A lookup skips the value of another name.
          i = input.indexOf("&", i);
          if (i === -1) i = end;
          equals = -2;
          break;
        }
      } else if (c === 0x2b || c === 0x25) {
        flags |= DECODE; // the decoder checks that escapes serialize back
      } else {
        same = false;
        if (c >= 0xd800 && c <= 0xdfff) flags |= SURROGATE;
      }
    }
    if (equals === -1) {
      // No "=": all of it is the name; the value is empty.
      equals = i;
      nameFlags = flags;
      same = false; // the serializer writes "="
    }
    if (i > start && equals !== -2) { // an empty sequence is skipped
      if (list !== null) {
        escapesSame = true;
        list.push(
          decodePart(input, start, equals, nameFlags),
          decodePart(input, equals + 1, i, flags),
        );
        if (same && escapesSame) spans?.push(start, i);
        else spans?.push(-1, -1);
      } else if (equals < i || isName(input, start, i, nameFlags, name!)) {
        return decodePart(input, equals + 1, i, flags);
      }
    }
    start = i + 1;
  }
  return null;
}

/** Whether `input[start, end)`, with its flags, decodes to `name`. */
function isName(
  input: string,
  start: number,
  end: number,
  flags: number,
  name: string,
): boolean {
  return flags === 0
    ? end - start === name.length && input.startsWith(name, start)
    : decodePart(input, start, end, flags) === name;
}

/**
 * A name or value, `input[start, end)`, decoded as its flags say: "+"
 * replaced with a space, then percent-decoded and UTF-8 decoded without
 * BOM. Empty when `start` is past `end` (the value of a sequence without
 * "=").
 */
function decodePart(
  input: string,
  start: number,
  end: number,
  flags: number,
): string {
  if (start >= end) return "";
  if ((flags & DECODE) === 0) {
    const part = input.slice(start, end);
    return flags === 0 ? part : toScalarValueString(part);
  }
  const decoded = decodeFormComponent(input, start, end);
  return (flags & SURROGATE) === 0 ? decoded : toScalarValueString(decoded);
}

// Cleared by decodeFormComponent when an escape of its input would not
// serialize back to itself: the parser sets it before decoding a pair.
let escapesSame = true;

/**
 * Replaces "+" with a space in `input[start, end)`, percent-decodes it and decodes the
 * bytes as UTF-8 without BOM, in one pass over the code units: the bytes of
 * escapes run through the Encoding Standard's UTF-8 decoder, and other code
 * units are copied, as their UTF-8 bytes would decode to themselves (lone
 * surrogates too; the caller fixes them).
 *
 * Also clears `escapesSame` unless each "%" starts an escape that the
 * serializer would write back the same (uppercase hex digits, for a byte it
 * percent-encodes), with no decoding error.
 *
 * @see {@link https://encoding.spec.whatwg.org/#utf-8-decoder}
 */
function decodeFormComponent(
  input: string,
  start: number,
  end: number,
): string {
  let out = "";
  let last = start; // start of the run of code units not yet copied
  // The UTF-8 decoder's state.
  let needed = 0;
  let codePoint = 0;
  let lower = 0x80;
  let upper = 0xbf;
  // Whether encoding the output gives back the input, as far as escapes go.
  let same = true;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    let byte = -1;
    if (c === 0x25 && i + 2 < end) {
      const c1 = input.charCodeAt(i + 1);
      const c2 = input.charCodeAt(i + 2);
      byte = (hexValue(c1) << 4) | hexValue(c2);
      // The serializer writes uppercase hex digits.
      if (c1 >= 0x61 || c2 >= 0x61) same = false;
    }
    // The serializer writes "%25" for a "%" that is not an escape.
    if (c === 0x25 && byte < 0) same = false;
    if (needed !== 0 && (byte < lower || byte > upper)) {
      // Not a continuation byte (or not a byte): an error, then it starts
      // afresh.
      out += "\uFFFD";
      same = false;
      needed = 0;
      lower = 0x80;
      upper = 0xbf;
    }
    if (byte < 0) {
      if (c === 0x2b) {
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
        same = false;
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
      same = false;
    }
  }
  if (!same || needed !== 0) escapesSame = false;
  return needed !== 0 ? out + "\uFFFD" : out + input.slice(last, end);
}

/**
 * Percent-encodes a name or value with the application/x-www-form-urlencoded
 * percent-encode set after UTF-8 encoding, a space becoming "+". Returns the
 * input itself when nothing needs encoding.
 */
export function encodeFormComponent(input: string): string {
  return encodeRange(
    input,
    0,
    input.length,
    FORM_URLENCODED_PERCENT_ENCODE_SET,
    true,
  );
}

/**
 * The UTF-8 application/x-www-form-urlencoded serializer on a flat list
 * whose pairs may have a known serialization in `source`: for each pair,
 * `spans` (unless null) holds at the same indices where it starts and ends
 * in `source`, or -1 and -1 when unknown, as {@linkcode parseFormInto}
 * found them. Runs of pairs
 * still adjacent in `source` are copied as one slice, "&"s included; only
 * the other pairs are encoded.
 */
export function serializeFormSpans(
  list: readonly string[],
  spans: readonly number[] | null,
  source: string,
): string {
  let output = "";
  let runStart = 0; // the run of pairs to copy from source, if runEnd >= 0
  let runEnd = -2;
  for (let i = 0; i < list.length; i += 2) {
    const start = spans === null ? -1 : spans[i];
    if (start >= 0) {
      if (start === runEnd + 1) {
        runEnd = spans![i + 1]; // the "&" between is in source too
        continue;
      }
      if (runEnd >= 0) output = appendRun(output, source, runStart, runEnd);
      runStart = start;
      runEnd = spans![i + 1];
      continue;
    }
    if (runEnd >= 0) {
      output = appendRun(output, source, runStart, runEnd);
      runEnd = -2;
    }
    const name = encodeFormComponent(list[i]);
    const value = encodeFormComponent(list[i + 1]);
    // A serialized pair is never empty: it has "=".
    output = output === ""
      ? name + "=" + value
      : output + "&" + name + "=" + value;
  }
  return runEnd >= 0 ? appendRun(output, source, runStart, runEnd) : output;
}

/** Appends `source[start, end)` to `output`, after "&" unless first. */
function appendRun(
  output: string,
  source: string,
  start: number,
  end: number,
): string {
  if (output === "") return source.slice(start, end);
  // A sequence that is not the first follows an "&": slice it along.
  return source.charCodeAt(start - 1) === 0x26
    ? output + source.slice(start - 1, end)
    : output + "&" + source.slice(start, end);
}
