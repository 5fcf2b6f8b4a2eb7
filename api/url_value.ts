/**
 * The value behind the `URL` interface, for the subpaths above this one that
 * take URLs as the platform's interfaces do (`Origin.from()` of
 * `@urlstd/url/origin`): a string parsed as the `URL` constructor parses it,
 * and the URL of a `URL` object.
 *
 * @module
 */

import type { Components } from "../parser/components.ts";
import { domainParserToASCII } from "../host/domain.ts";
import { apiParse } from "./_api_url_parser.ts";
import { findComponentsOfURL } from "./_url_components.ts";

/**
 * Parses `input` as `new URL(input)` does (USVString conversion, the API URL
 * parser with no base), with UTS #46 for domains.
 *
 * @param input The string to parse.
 * @returns The URL's value, the caller's to keep.
 * @throws {TypeError} The constructor's error (`code` `ERR_INVALID_URL`,
 * `input`) when `input` does not parse.
 *
 * @example
 * ```ts
 * import { parseURLValue } from "./url_value.ts";
 * import assert from "node:assert/strict";
 * assert.equal(parseURLValue("HTTPS://EXAMPLE.org/a/../b").href, "https://example.org/b");
 * assert.throws(() => parseURLValue("/relative"), { code: "ERR_INVALID_URL" });
 * ```
 */
export function parseURLValue(input: string): Components {
  return apiParse(input, undefined, 1, "URL", domainParserToASCII)!;
}

/**
 * The URL of a `URL` object of a class `defineURL()` made (`@urlstd/url`'s,
 * `@urlstd/url/lite`'s, their subclasses), as the interface's "extract an
 * origin" steps read it; `null` for any other value (a proxy of one
 * included: the brand check is the object's own).
 *
 * @see {@link https://url.spec.whatwg.org/#url-class}
 * @param value Anything.
 * @returns The object's value, to read and not to change, or `null`. Its
 * query may lag behind the object's `searchParams`; the scheme, host, port
 * and path never do.
 *
 * @example
 * ```ts
 * import { URL } from "@urlstd/url";
 * import { urlValueOf } from "./url_value.ts";
 * import assert from "node:assert/strict";
 * assert.equal(urlValueOf(new URL("https://example.org/"))?.href, "https://example.org/");
 * assert.equal(urlValueOf({ href: "https://example.org/" }), null);
 * ```
 */
export function urlValueOf(value: unknown): Components | null {
  if (typeof value !== "object" || value === null) return null;
  return findComponentsOfURL(value);
}
