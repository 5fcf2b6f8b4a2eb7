// Private: the application/x-www-form-urlencoded parser and serializer on a
// flat list [name0, value0, name1, value1, ...], with no tuple objects. The
// public functions and URLSearchParams are built on these.

import { FORM_URLENCODED_PERCENT_ENCODE_SET } from "../percent/encode_sets.ts";
import { toScalarValueString } from "../percent/decode.ts";
import {
  type DecodeReport,
  utf8PercentDecodeRange,
} from "../percent/_decode.ts";
import { encodeRange } from "../percent/_utf8.ts";

// Flags of a name or value seen by the parser's scan.
const DECODE = 1; // has "%" or "+"
const SURROGATE = 2; // has a surrogate code unit, maybe a lone one

/**
 * The application/x-www-form-urlencoded string parser: the names and values
 * of `input`, in order, in a flat list.
 *
 * Splitting the string on "&" and "=" is the same as splitting its UTF-8
 * bytes, as no multi-byte sequence holds an ASCII byte; so the input is never
 * encoded as a whole, and a name or value without "%", "+" or surrogates is
 * just a slice.
 *
 * With `spans`, also appends two numbers for each pair, parallel to the
 * list: where its sequence starts and ends in `input` when serializing the
 * pair gives back that sequence exactly (see {@linkcode serializeFormSpans}),
 * else -1 and -1.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-urlencoded-parser}
 */
export function parseFormList(input: string, spans?: number[]): string[] {
  const list: string[] = [];
  scanForm(input, list, "", spans);
  return list;
}

/**
 * The value of the first pair of `input` named `name`, or `null`: the
 * parser's scan up to that pair, keeping no list.
 */
export function findFormValue(input: string, name: string): string | null {
  return scanForm(input, null, name);
}

/**
 * The parser's scan: appends each name and value to `list` (and its span to
 * `spans`), or, when `list` is null, returns the value of the first pair
 * named `name`, skipping the values of the others.
 */
function scanForm(
  input: string,
  list: string[] | null,
  name: string,
  spans?: number[],
): string | null {
  const end = input.length;
  // Whether a pair's escapes serialize back: asked only for its span.
  const report: DecodeReport | undefined = spans === undefined
    ? undefined
    : { escapesChanged: false };
  for (let start = 0, i = 0; start < end; start = ++i) {
    let equals = -1; // of the first "=": the name's end
    let nameFlags = 0;
    let flags = 0;
    let same = true; // whether the pair serializes back to the sequence
    for (; i < end; i++) {
      const c = input.charCodeAt(i);
      if (c < 0x80 && FORM_URLENCODED_PERCENT_ENCODE_SET[c] !== 1) continue;
      if (c === 0x26) break;
      if (c === 0x3d && equals === -1) {
        equals = i;
        nameFlags = flags;
        flags = 0;
        if (list === null && !isName(input, start, i, nameFlags, name)) {
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
      if (list === null) {
        // After "=", the name was checked; without, it is all of the pair.
        if (equals < i || isName(input, start, i, nameFlags, name)) {
          return decodeFormPart(input, equals + 1, i, flags);
        }
        continue;
      }
      const partName = decodeFormPart(input, start, equals, nameFlags, report);
      if (nameFlags & DECODE && report?.escapesChanged) same = false;
      const value = decodeFormPart(input, equals + 1, i, flags, report);
      if (flags & DECODE && report?.escapesChanged) same = false;
      list.push(partName, value);
      if (same) spans?.push(start, i);
      else spans?.push(-1, -1);
    }
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
    : decodeFormPart(input, start, end, flags) === name;
}

/**
 * A name or value, `input[start, end)`, decoded as its flags say: "+"
 * replaced with a space, then percent-decoded and decoded as UTF-8 without
 * BOM. Empty when `start` is past `end` (the value of a sequence without
 * "="). With `report`, the decoder also tells whether its escapes would
 * serialize back the same.
 */
function decodeFormPart(
  input: string,
  start: number,
  end: number,
  flags: number,
  report?: DecodeReport,
): string {
  if (start >= end) return "";
  const part = flags & DECODE
    ? utf8PercentDecodeRange(input, start, end, true, report)
    : input.slice(start, end);
  return flags & SURROGATE ? toScalarValueString(part) : part;
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
 * in `source`, or -1 and -1 when unknown, as {@linkcode parseFormList}
 * found them. Runs of pairs still adjacent in `source` are copied as one
 * slice, "&"s included; only the other pairs are encoded.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-urlencoded-serializer}
 */
export function serializeFormSpans(
  list: readonly string[],
  spans: readonly number[] | null,
  source: string,
): string {
  let output = "";
  for (let i = 0; i < list.length; i += 2) {
    const start = spans === null ? -1 : spans[i];
    if (i > 0) output += "&";
    if (start < 0) output += encodeFormPair(list[i], list[i + 1]);
    else {
      // The next pair starts after the "&" that ends this one: one slice.
      while (i + 2 < list.length && spans![i + 2] === spans![i + 1] + 1) {
        i += 2;
      }
      output += source.slice(start, spans![i + 1]);
    }
  }
  return output;
}

/** One pair of the serialization: `name=value`, both encoded. */
export function encodeFormPair(name: string, value: string): string {
  return encodeFormComponent(name) + "=" + encodeFormComponent(value);
}
