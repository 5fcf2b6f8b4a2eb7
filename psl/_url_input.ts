// Private: the URL record of a URL, URL record or URL string.

import { parseURL } from "../parser/url_parser.ts";
import { URLRecord } from "../parser/url_record.ts";

/**
 * A URL: a URL record, an object with an `href` (the `URL` class of this
 * package or of the platform), or an absolute-URL string.
 */
export type URLInput = URLRecord | { readonly href: string } | string;

/** The URL record of `input`; `null` when a string or href does not parse. */
export function toRecord(input: URLInput): URLRecord | null {
  if (input instanceof URLRecord) return input;
  return parseURL(typeof input === "string" ? input : String(input.href));
}
