// Private: the URL record of a URL, URL record or URL string.

import { parseURL } from "../parser/url_parser.ts";
import { URLRecord } from "../parser/url_record.ts";

/**
 * A URL: a URL record, an object with an `href` (the `URL` class of this
 * package or of the platform), or an absolute-URL string.
 *
 * @example Three forms of one URL
 * ```ts
 * import { URL } from "@urlstd/url";
 * import { parseURL } from "@urlstd/url/parser";
 * import { registrableDomainOf, type URLInput } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 * const inputs: URLInput[] = [
 *   new URL("https://a.example.com/"),
 *   parseURL("https://a.example.com/")!,
 *   "https://a.example.com/",
 * ];
 * for (const input of inputs) {
 *   assert.equal(registrableDomainOf(input), "example.com");
 * }
 * ```
 */
export type URLInput = URLRecord | { readonly href: string } | string;

/** The string a URL input stands for (for parsing, and for messages). */
export function urlText(input: URLInput): string {
  if (typeof input === "object" && input !== null && "href" in input) {
    return String(input.href);
  }
  return String(input);
}

/** The URL record of `input`; `null` when a string or href does not parse. */
export function toRecord(input: URLInput): URLRecord | null {
  if (input instanceof URLRecord) return input;
  return parseURL(urlText(input));
}
