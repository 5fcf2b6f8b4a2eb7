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

/**
 * `RegExp#test` from the start of the name, whatever the pattern's `g` and
 * `y` flags and `lastIndex` say (the pattern is not changed).
 */
function test(pattern: RegExp, name: string): boolean {
  if (!pattern.global && !pattern.sticky) return pattern.test(name);
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "")).test(
    name,
  );
}
