/**
 * The basic URL parser and the origin of a URL, with UTS #46 (through the
 * `tr46` package) for domains.
 *
 * @module
 */

import { domainParserToASCII } from "../host/domain.ts";
import {
  type BasicURLParseOptions,
  basicURLParseWith,
  originWith,
} from "./parse_with.ts";
import type { OriginRecord } from "./origin.ts";
import type { URLRecord } from "./url_record.ts";

/**
 * Runs the basic URL parser, with UTS #46 (through `tr46`) as the domain
 * parser's ToASCII.
 *
 * Without `url`, returns a new URL record or `null` on failure. With `url`
 * and `stateOverride`, modifies `url` in place and returns it, or `null` when
 * the spec returns failure (the record may then be partly modified, exactly
 * as the spec's algorithm leaves it).
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 * @param input The string to parse, read as it is: a lone surrogate is a
 * code point that is not a URL code point (`invalid-URL-unit`), encoded as
 * U+FFFD (`new URL` converts its input to a scalar value string first).
 * @param options Base URL, encoding, state override and reporter.
 * @returns The URL record, or `null` on failure.
 *
 * @example Parsing relative to a base, with validation errors
 * ```ts
 * import { basicURLParse, serializeURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const base = basicURLParse("https://example.com/a/b")!;
 * const errors: string[] = [];
 * const url = basicURLParse("..\\c d", {
 *   base,
 *   report: (name, position) => errors.push(`${name} at ${position}`),
 * });
 * assert.equal(serializeURL(url!), "https://example.com/c%20d");
 * assert.deepEqual(errors, ["invalid-reverse-solidus at 2", "invalid-URL-unit at 4"]);
 * ```
 *
 * @example A state override, as the `port` setter uses it
 * ```ts
 * import { basicURLParse, serializeURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = basicURLParse("http://example.com/")!;
 * basicURLParse("8080", { url, stateOverride: "port state" });
 * assert.equal(serializeURL(url), "http://example.com:8080/");
 * ```
 */
export function basicURLParse(
  input: string,
  options?: BasicURLParseOptions,
): URLRecord | null {
  return basicURLParseWith(domainParserToASCII, input, options);
}

/**
 * The origin of a URL. "blob:" URLs take the origin of the URL in their path
 * when that is http, https or file (this library keeps no blob URL store, so
 * a blob URL entry is never present); ftp, http, https, ws and wss URLs have
 * a tuple origin; everything else (file included) gets a new opaque origin.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-origin}
 * @param url The URL record.
 * @returns Its origin; each opaque origin is a new object. Compare origins
 * with {@linkcode isSameOrigin}, not by structure. From a `URL` object:
 * `origin(parseURL(url.href)!)`.
 *
 * @example
 * ```ts
 * import { basicURLParse, origin, serializeOrigin } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = basicURLParse("blob:https://whatwg.org/d0360e2f")!;
 * assert.equal(serializeOrigin(origin(url)), "https://whatwg.org");
 * assert.equal(serializeOrigin(origin(basicURLParse("data:,x")!)), "null");
 * ```
 *
 * @example The origin value of a `URL` object, in one line
 * ```ts
 * import { URL } from "@urlstd/url";
 * import { isSameOrigin, origin, parseURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = new URL("https://user@example.org:8443/a?b#c");
 * const value = origin(parseURL(url.href)!);
 * assert.deepEqual(value, {
 *   type: "tuple", scheme: "https", host: "example.org", port: 8443, domain: null,
 * });
 * assert.ok(isSameOrigin(value, origin(parseURL("https://example.org:8443/")!)));
 * ```
 */
export function origin(url: URLRecord): OriginRecord {
  return originWith(domainParserToASCII, url);
}
