/**
 * The `application/x-www-form-urlencoded` parser, on bytes.
 *
 * @module
 */

import { percentDecodeInto } from "../percent/_decode.ts";

let textDecoder: TextDecoder | undefined;
let scratch: Uint8Array | undefined;

/**
 * Parses an `application/x-www-form-urlencoded` byte sequence into a list of
 * name-value tuples: splits it on `&`, then each part on its first `=`,
 * turns `+` into a space, percent-decodes, and decodes the bytes as UTF-8
 * (invalid sequences becoming U+FFFD). Empty parts are skipped.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-urlencoded-parser}
 * @param input The bytes to parse, e.g. a request body.
 * @returns The name-value tuples, in order.
 *
 * @example Parsing a form body
 * ```ts
 * import { parseUrlencoded } from "@urlstd/url/urlencoded";
 * import assert from "node:assert/strict";
 *
 * const body = new TextEncoder().encode("name=J%C3%BCrgen+M&&empty&=x");
 * assert.deepEqual(parseUrlencoded(body), [
 *   ["name", "Jürgen M"],
 *   ["empty", ""],
 *   ["", "x"],
 * ]);
 * ```
 */
export function parseUrlencoded(input: Uint8Array): Array<[string, string]> {
  const output: Array<[string, string]> = [];
  const length = input.length;
  // The first "=" at or after `start` (`length` when none), found again only
  // once `start` passed it: each byte is scanned for "=" at most once, so
  // the parse stays linear when most sequences have no "=".
  let nextEquals = -1;
  let start = 0;
  while (start < length) {
    let end = input.indexOf(0x26, start);
    if (end === -1) end = length;
    if (end > start) {
      if (nextEquals < start) {
        nextEquals = input.indexOf(0x3d, start);
        if (nextEquals === -1) nextEquals = length;
      }
      const equals = nextEquals < end ? nextEquals : end;
      output.push([
        decodeBytes(input, start, equals),
        equals === end ? "" : decodeBytes(input, equals + 1, end),
      ]);
    }
    start = end + 1;
  }
  return output;
}

/** `+` to space, percent-decode, UTF-8 decode without BOM. */
function decodeBytes(input: Uint8Array, start: number, end: number): string {
  if (start === end) return "";
  if (scratch === undefined || scratch.length < end - start) {
    scratch = new Uint8Array(Math.max(end - start, 256));
  }
  return (textDecoder ??= new TextDecoder("utf-8", { ignoreBOM: true }))
    .decode(
      scratch.subarray(0, percentDecodeInto(input, start, end, scratch, true)),
    );
}
