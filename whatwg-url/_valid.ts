// whatwg-url's isValidURLString() over the parser's.

import { isValidURLString as isValid } from "../parser/valid_url_string.ts";
import { baseOf, type WhatwgURLRecord } from "./_record.ts";

/** Options of {@linkcode isValidURLString}. */
export interface IsValidURLStringOptions {
  /** The base URL record a relative string is valid against, or `null`. */
  baseURL?: WhatwgURLRecord | null;
}

/**
 * Whether `input` is a valid URL string: an absolute-URL-with-fragment
 * string, or, given a base, a relative-URL-with-fragment string.
 *
 * @see {@link https://url.spec.whatwg.org/#valid-url-string}
 * @param input The string to check.
 * @param options The base URL record.
 * @returns `true` when the input is valid.
 *
 * @example
 * ```ts
 * import { isValidURLString, parseURL } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * assert.equal(isValidURLString("https://example.com/a"), true);
 * assert.equal(isValidURLString("https://exa mple.com/"), false);
 * const baseURL = parseURL("https://example.com/")!;
 * assert.equal(isValidURLString("a/b", { baseURL }), true);
 * ```
 */
export function isValidURLString(
  input: string,
  options: IsValidURLStringOptions = {},
): boolean {
  const base = options.baseURL;
  return isValid(
    input,
    base === undefined || base === null ? undefined : baseOf(base).url,
  );
}
