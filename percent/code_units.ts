/**
 * A string's length for the parsers' hot code, read at a cost that does not
 * depend on how the engine stores the string.
 *
 * A property read off a string (`s.length`) is cached by the string's
 * representation in V8: sequential, sliced, cons, internalized, thin, each
 * one- or two-byte. An application's URLs come in more than the four
 * representations such a cache holds (lines of a file, concatenations,
 * literals, slices of other URLs), and then each read in a function's
 * compiled code is a generic lookup, several times the cost of the read
 * itself. The length of `s + ""` needs no lookup: the compiler knows that
 * value for a string, whatever its representation.
 *
 * Other folders import this file by name; it is not part of the `percent`
 * subpath's API.
 *
 * @module
 */

/**
 * The length of `s` (`s.length`).
 *
 * @example
 * ```ts
 * import { lengthOf } from "./code_units.ts";
 * import assert from "node:assert/strict";
 * assert.equal(lengthOf("https://a/"), 10);
 * ```
 */
export function lengthOf(s: string): number {
  return (s + "").length;
}
