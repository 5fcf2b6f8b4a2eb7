// Private: the URL arguments of the operations, parsed to URL records, with
// the URL constructor's TypeError (Node's code, input and base) on failure.

import { URL } from "../api/mod.ts";
import { parseURL, type URLRecord } from "../parser/mod.ts";

/** A URL as the operations take it: a string, or an object with an href. */
export type URLInput = string | { readonly href: string };

/** The string form of a URL argument. */
export function hrefOf(input: URLInput): string {
  return typeof input === "string" ? input : String(input.href);
}

/**
 * Parses `input` (against `base`, when given) with the URL parser; throws the
 * URL constructor's TypeError when it does not parse.
 */
export function recordOf(input: URLInput, base?: URLInput): URLRecord {
  const string = hrefOf(input);
  let baseRecord: URLRecord | null = null;
  if (base !== undefined) {
    baseRecord = parseURL(hrefOf(base));
    if (baseRecord === null) throw invalid(string, hrefOf(base));
  }
  const record = parseURL(string, { base: baseRecord });
  if (record === null) {
    throw invalid(string, base === undefined ? undefined : hrefOf(base));
  }
  return record;
}

/** The URL constructor's error for input that does not parse. */
export function invalid(input: string, base: string | undefined): TypeError {
  try {
    new URL(input, base);
  } catch (error) {
    if (error instanceof TypeError) return error;
  }
  // The constructor and parseURL() run the same parser: not reached.
  return new TypeError(`Invalid URL: ${JSON.stringify(input)}`);
}
