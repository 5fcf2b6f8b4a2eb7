// Private: query parameter names as application/x-www-form-urlencoded
// parsing reads them, and matching them against patterns.

import { utf8PercentDecode } from "../percent/mod.ts";

/** A name to match: exactly, or by a regular expression. */
export type ParameterPattern = string | RegExp;

/**
 * The name of a query parameter as `application/x-www-form-urlencoded`
 * parsing reads it: up to the first `=`, `+` as a space, percent-decoded.
 */
export function nameOf(piece: string): string {
  const eq = piece.indexOf("=");
  const name = eq < 0 ? piece : piece.slice(0, eq);
  return utf8PercentDecode(name.replaceAll("+", " "));
}

/** Whether `name` matches one of the patterns. */
export function matches(
  name: string,
  patterns: readonly ParameterPattern[],
): boolean {
  for (const pattern of patterns) {
    if (typeof pattern === "string" ? pattern === name : test(pattern, name)) {
      return true;
    }
  }
  return false;
}

/** `RegExp#test` without the `lastIndex` state of global and sticky flags. */
function test(pattern: RegExp, name: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(name);
}
