// Private: the application/x-www-form-urlencoded parser and serializer on a
// flat list [name0, value0, name1, value1, ...], with no tuple objects. The
// public functions and URLSearchParams are built on these.

import { FORM_URLENCODED_PERCENT_ENCODE_SET } from "../percent/encode_sets.ts";
import { toScalarValueString } from "../percent/decode.ts";
import { utf8PercentDecodeRange } from "../percent/decode_range.ts";
import { encodeRange } from "../percent/encode_range.ts";

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
 * @see {@link https://url.spec.whatwg.org/#concept-urlencoded-parser}
 */
export function parseFormList(input: string): string[] {
  const list: string[] = [];
  scanForm(input, list, "");
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
 * The parser's scan: appends each name and value to `list`, or, when `list`
 * is null, returns the value of the first pair named `name`.
 */
function scanForm(
  input: string,
  list: string[] | null,
  name: string,
): string | null {
  const end = input.length;
  for (let start = 0, i = 0; start < end; start = ++i) {
    let equals = -1; // of the first "=": the name's end
    let nameFlags = 0;
    let flags = 0;
    for (; i < end; i++) {
      const c = input.charCodeAt(i);
      // Only "&", "=", "+", "%" and surrogates matter; the form
      // percent-encode set holds every ASCII one.
      if (
        c < 0x80
          ? FORM_URLENCODED_PERCENT_ENCODE_SET[c] !== 1
          : c < 0xd800 || c > 0xdfff
      ) {
        continue;
      }
      if (c === 0x26) break;
      if (c === 0x3d && equals === -1) {
        equals = i;
        nameFlags = flags;
        flags = 0;
      } else if (c === 0x2b || c === 0x25) flags |= DECODE;
      else if (c >= 0x80) flags |= SURROGATE;
    }
    if (equals === -1) {
      // No "=": all of it is the name; the value is empty.
      equals = i;
      nameFlags = flags;
    }
    if (i > start) { // an empty sequence is skipped
      const partName = decodeFormPart(input, start, equals, nameFlags);
      if (list !== null) {
        list.push(partName, decodeFormPart(input, equals + 1, i, flags));
      } else if (partName === name) {
        return decodeFormPart(input, equals + 1, i, flags);
      }
    }
  }
  return null;
}

/**
 * A name or value, `input[start, end)`, decoded as its flags say: "+"
 * replaced with a space, then percent-decoded and decoded as UTF-8 without
 * BOM. Empty when `start` is past `end` (the value of a sequence without
 * "=").
 */
function decodeFormPart(
  input: string,
  start: number,
  end: number,
  flags: number,
): string {
  if (start >= end) return "";
  const part = flags & DECODE
    ? utf8PercentDecodeRange(input, start, end, true)
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
 * The UTF-8 application/x-www-form-urlencoded serializer on a flat list.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-urlencoded-serializer}
 */
export function serializeFormList(list: readonly string[]): string {
  let output = "";
  for (let i = 0; i < list.length; i += 2) {
    output += (i === 0 ? "" : "&") + encodeFormPair(list[i], list[i + 1]);
  }
  return output;
}

/** One pair of the serialization: `name=value`, both encoded. */
export function encodeFormPair(name: string, value: string): string {
  return encodeFormComponent(name) + "=" + encodeFormComponent(value);
}
