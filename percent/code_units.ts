/**
 * A string's length for the parsers' hot code, read at a cost that does not
 * depend on how the engine stores the string: the length of `s + ""`
 * (bench/README.md, "What makes the code fast", says why).
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
