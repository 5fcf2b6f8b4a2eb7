/**
 * The invalid-URL-unit validation error over a range of a string, which the
 * URL parser's path, query and fragment states and the opaque-host parser
 * report alike.
 *
 * Other folders import this file by name; it is not part of the `host`
 * subpath's API.
 *
 * @module
 */

import { isHexDigit } from "../percent/hex_digit.ts";
import { isURLCodePoint } from "./_code_points.ts";
import type { ValidationErrorReporter } from "./validation_error.ts";

/**
 * Reports `invalid-URL-unit` at each code point of `input[start, end)` that
 * is neither a URL code point nor "%", and at each "%" not followed by two
 * ASCII hex digits (read in the rest of `input`, past `end` too: the spec's
 * "remaining"). Only called when a reporter is present.
 *
 * @see {@link https://url.spec.whatwg.org/#invalid-url-unit}
 */
export function reportInvalidURLUnits(
  input: string,
  start: number,
  end: number,
  report: ValidationErrorReporter,
): void {
  for (let i = start; i < end; i++) {
    let cp = input.charCodeAt(i);
    if (cp === 0x25) {
      if (
        i + 2 >= input.length || !isHexDigit(input.charCodeAt(i + 1)) ||
        !isHexDigit(input.charCodeAt(i + 2))
      ) {
        report("invalid-URL-unit", i);
      }
      continue;
    }
    const at = i;
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < end) {
      const next = input.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    if (!isURLCodePoint(cp)) report("invalid-URL-unit", at);
  }
}
