/**
 * Reading a string's length and code units in the parsers' hot code at a
 * cost that does not depend on how the engine stores the string.
 *
 * A property read off a string (`s.length`, `s.charCodeAt`) is cached by
 * the string's representation in V8: sequential, sliced, cons,
 * internalized, thin, each one- or two-byte. An application's URLs come in
 * more than the four representations such a cache holds (lines of a file,
 * concatenations, literals, slices of other URLs), and then each read in a
 * function's compiled code is a generic lookup, several times the cost of
 * the read itself. Two forms need no lookup on the string:
 *
 * - {@linkcode lengthOf}: the length of `s + ""`, a value the compiler
 *   knows to be a string whatever its representation;
 * - `charCodeAt.call(s, i)`, with `const charCodeAt =
 *   String.prototype.charCodeAt` bound in the calling file itself: through
 *   an imported binding, V8 does not inline the call.
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
