// Private: the application/x-www-form-urlencoded parser and serializer on a
// flat list [name0, value0, name1, value1, ...], with no tuple objects. The
// public functions and URLSearchParams are built on these.

import { FORM_URLENCODED_PERCENT_ENCODE_SET } from "../percent/encode_sets.ts";
import { toScalarValueString } from "../percent/decode.ts";
import { hexValue } from "../percent/hex_digit.ts";
import { encodeRange } from "../percent/encode_range.ts";

// What the parser's scan does with an ASCII code unit.
const PLAIN = 0; // kept as is, and serialized as is
const AMPERSAND = 1;
const EQUALS = 2;
const PERCENT = 3;
const PLUS = 4; // becomes a space, which serializes back to "+"
const ENCODED = 5; // kept as is, but percent-encoded by the serializer

let charClasses: Uint8Array | undefined;

/** The class of each ASCII code unit, built on first use. */
function buildCharClasses(): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    table[c] = FORM_URLENCODED_PERCENT_ENCODE_SET[c] === 1 ? ENCODED : PLAIN;
  }
  table[0x26] = AMPERSAND;
  table[0x3d] = EQUALS;
  table[0x25] = PERCENT;
  table[0x2b] = PLUS;
  return table;
}

// Flags of a name or value seen by the scan.
const DECODE = 1; // has "%" or "+"
const SURROGATE = 2; // has a surrogate code unit, maybe a lone one

/**
 * The application/x-www-form-urlencoded string parser on `input` from
 * `start`: appends each name and value to `list`, in order.
 *
 * Splitting the string on "&" and "=" is the same as splitting its UTF-8
 * bytes, as no multi-byte sequence holds an ASCII byte; so the input is never
 * encoded as a whole, and a name or value without "%" or "+" is just a slice.
 *
 * With `spans`, also appends two numbers for each pair, parallel to `list`:
 * where its sequence starts and ends in `input` when serializing the pair
 * gives back that sequence exactly (see {@linkcode serializeFormSpans}),
 * else -1 and -1.
 *
 * @returns Whether serializing the appended pairs gives back
 * `input.slice(start)` exactly, so a caller can reuse it as the serialization.
 */
export function parseFormInto(
  input: string,
  start: number,
  list: string[],
  spans?: number[],
): boolean {
  const classes = charClasses ??= buildCharClasses();
  const end = input.length;
  let canonical = true;
  let segmentStart = start;
  while (segmentStart < end) {
    let equals = -1;
    let nameFlags = 0;
    let flags = 0;
    // Whether the sequence serializes back to itself: only PLAIN and PLUS
    // code units, and escapes the decoder finds the same, around one "=".
    let same = true;
    let i = segmentStart;
    for (; i < end; i++) {
      const c = input.charCodeAt(i);
      if (c < 0x80) {
        const kind = classes[c];
        if (kind === PLAIN) continue;
        if (kind === AMPERSAND) break;
        if (kind === EQUALS) {
          if (equals === -1) {
            equals = i;
            nameFlags = flags;
            flags = 0;
          } else {
            same = false; // a second "=" serializes as "%3D"
          }
        } else if (kind === PLUS || kind === PERCENT) {
          flags |= DECODE; // the decoder checks that escapes serialize back
        } else {
          same = false;
        }
      } else {
        same = false;
        if (c >= 0xd800 && c <= 0xdfff) flags |= SURROGATE;
      }
    }
    if (i === segmentStart) {
      canonical = false; // an empty sequence is skipped
      segmentStart = i + 1;
      continue;
    }
    if (equals === -1) {
      same = false; // a lone name serializes with "="
      list.push(decodePart(input, segmentStart, i, flags), "");
    } else {
      escapesSame = true;
      list.push(
        decodePart(input, segmentStart, equals, nameFlags),
        decodePart(input, equals + 1, i, flags),
      );
      if (!escapesSame) same = false;
    }
    if (!same) canonical = false;
    if (spans !== undefined) {
      if (same) spans.push(segmentStart, i);
      else spans.push(-1, -1);
    }
    segmentStart = i + 1;
  }
  // A trailing "&" leaves an empty sequence at the end.
  if (end > start && input.charCodeAt(end - 1) === 0x26) canonical = false;
  return canonical;
}

/** A name or value, decoded as its flags say. */
function decodePart(
  input: string,
  start: number,
  end: number,
  flags: number,
): string {
  if (flags === 0) return input.slice(start, end);
  if ((flags & DECODE) === 0) {
    return toScalarValueString(input.slice(start, end));
  }
  const decoded = decodeFormComponent(input, start, end);
  return (flags & SURROGATE) === 0 ? decoded : toScalarValueString(decoded);
}

/**
 * Finds the value of the first pair named `name` in the
 * application/x-www-form-urlencoded string `input` from `start`, as parsing
 * it would give, without allocating anything for the other pairs.
 *
 * @returns The value, or `null` when no pair has the name.
 */
export function findFormValue(
  input: string,
  start: number,
  name: string,
): string | null {
  const end = input.length;
  let segmentStart = start;
  while (segmentStart < end) {
    let ampersand = input.indexOf("&", segmentStart);
    if (ampersand === -1) ampersand = end;
    if (ampersand > segmentStart) {
      let flags = 0;
      let i = segmentStart;
      for (; i < ampersand; i++) {
        const c = input.charCodeAt(i);
        if (c === 0x3d) break;
        if (c === 0x25 || c === 0x2b) flags |= DECODE;
        else if (c >= 0xd800 && c <= 0xdfff) flags |= SURROGATE;
      }
      if (
        flags === 0
          ? i - segmentStart === name.length &&
            input.startsWith(name, segmentStart)
          : decodePart(input, segmentStart, i, flags) === name
      ) {
        return i === ampersand ? "" : decodePart(
          input,
          i + 1,
          ampersand,
          scanFlags(input, i + 1, ampersand),
        );
      }
    }
    segmentStart = ampersand + 1;
  }
  return null;
}

/** The flags of `input[start, end)`. */
function scanFlags(input: string, start: number, end: number): number {
  let flags = 0;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x25 || c === 0x2b) flags |= DECODE;
    else if (c >= 0xd800 && c <= 0xdfff) flags |= SURROGATE;
  }
  return flags;
}

// Cleared by decodeFormComponent when an escape of its input would not
// serialize back to itself: the parser sets it before decoding a pair.
let escapesSame = true;

/**
 * Replaces "+" with a space in `input[start, end)`, percent-decodes it and
 * decodes the bytes as UTF-8 without BOM, in one pass over the code units:
 * the bytes of escapes run through the Encoding Standard's UTF-8 decoder,
 * and other code units are copied, as their UTF-8 bytes would decode to
 * themselves. Lone surrogates are copied too; the caller fixes them.
 *
 * Also clears `escapesSame` unless each "%" starts an escape that the
 * serializer would write back the same (uppercase hex digits, for a byte it
 * percent-encodes), with no decoding error.
 *
 * @see {@link https://encoding.spec.whatwg.org/#utf-8-decoder}
 */
export function decodeFormComponent(
  input: string,
  start: number,
  end: number,
): string {
  let out = "";
  let last = start; // start of the run of code units not yet copied
  // The UTF-8 decoder's state.
  let needed = 0;
  let seen = 0;
  let codePoint = 0;
  let lower = 0x80;
  let upper = 0xbf;
  // Whether encoding the output gives back the input, as far as escapes go.
  let same = true;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    let byte = -1;
    if (c === 0x25) {
      if (i + 2 < end) {
        const c1 = input.charCodeAt(i + 1);
        const c2 = input.charCodeAt(i + 2);
        const high = hexValue(c1);
        const low = hexValue(c2);
        if (high >= 0 && low >= 0) {
          byte = (high << 4) | low;
          // The serializer writes uppercase hex digits.
          if (c1 >= 0x61 || c2 >= 0x61) same = false;
        }
      }
      // The serializer writes "%25" for a "%" that is not an escape.
      if (byte === -1) same = false;
    }
    if (byte === -1) {
      // A code unit that is not an escape: a truncated sequence before it
      // (then `last === i`) is an error.
      if (needed !== 0) {
        out += "\uFFFD";
        same = false;
        needed = seen = codePoint = 0;
        lower = 0x80;
        upper = 0xbf;
      }
      if (c === 0x2b) {
        out += input.slice(last, i) + " ";
        last = i + 1;
      }
      continue;
    }
    if (i > last) out += input.slice(last, i);
    i += 2;
    last = i + 1;
    if (needed !== 0) {
      if (byte >= lower && byte <= upper) {
        lower = 0x80;
        upper = 0xbf;
        codePoint = (codePoint << 6) | (byte & 0x3f);
        if (++seen === needed) {
          out += String.fromCodePoint(codePoint);
          needed = seen = codePoint = 0;
        }
        continue;
      }
      // Not a continuation byte: an error, then the byte starts afresh.
      out += "\uFFFD";
      same = false;
      needed = seen = codePoint = 0;
      lower = 0x80;
      upper = 0xbf;
    }
    if (byte < 0x80) {
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
  if (needed !== 0) {
    out += "\uFFFD";
    same = false;
  }
  if (last < end) out += input.slice(last, end);
  if (!same) escapesSame = false;
  return out;
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

/** The UTF-8 application/x-www-form-urlencoded serializer on a flat list. */
export function serializeFormList(list: readonly string[]): string {
  let output = "";
  for (let i = 0; i < list.length; i += 2) {
    const pair = encodeFormComponent(list[i]) + "=" +
      encodeFormComponent(list[i + 1]);
    output = i === 0 ? pair : output + "&" + pair;
  }
  return output;
}

/**
 * The UTF-8 application/x-www-form-urlencoded serializer on a flat list
 * whose pairs may have a known serialization in `source`: for each pair,
 * `spans` holds at the same indices where it starts and ends in `source`, or
 * -1 and -1 when unknown, as {@linkcode parseFormInto} found. Runs of pairs
 * still adjacent in `source` are copied as one slice, "&"s included; only
 * the other pairs are encoded.
 */
export function serializeFormSpans(
  list: readonly string[],
  spans: readonly number[],
  source: string,
): string {
  let output = "";
  let runStart = 0; // the run of pairs to copy from source, if runEnd >= 0
  let runEnd = -2;
  for (let i = 0; i < list.length; i += 2) {
    const start = spans[i];
    if (start >= 0) {
      if (start === runEnd + 1) {
        runEnd = spans[i + 1]; // the "&" between is in source too
        continue;
      }
      if (runEnd >= 0) output = appendRun(output, source, runStart, runEnd);
      runStart = start;
      runEnd = spans[i + 1];
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
