/**
 * Same site and schemelessly same site, as HTML defines them over origins.
 *
 * @module
 */

import type { OriginRecord } from "../parser/origin.ts";
import { origin as originOf } from "../parser/basic_url_parser.ts";
import { registrableDomain } from "./public_suffix.ts";
import type { PublicSuffixOptions } from "./public_suffix.ts";
import { sameSiteWith, schemelesslySameSiteWith } from "./_site.ts";
import { toRecord, type URLInput, urlText } from "./_url_input.ts";

/**
 * What the same-site functions compare: an origin (as `origin()` of
 * `@urlstd/url/parser` returns it), or a URL whose origin is taken (a URL
 * record, a `URL` object through its `href`, or an absolute-URL string).
 *
 * @example An origin and a URL string
 * ```ts
 * import { origin, parseURL } from "@urlstd/url/parser";
 * import { isSameSite, type SiteInput } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 * const a: SiteInput = origin(parseURL("https://a.example.com/")!);
 * const b: SiteInput = "https://b.example.com/";
 * assert.equal(isSameSite(a, b), true);
 * ```
 */
export type SiteInput = OriginRecord | URLInput;

function toOrigin(input: SiteInput): OriginRecord {
  if (
    typeof input === "object" && input !== null && "type" in input &&
    (input.type === "tuple" || input.type === "opaque")
  ) {
    return input;
  }
  const record = toRecord(input as URLInput);
  if (record === null) {
    const text = urlText(input as URLInput);
    throw Object.assign(
      new TypeError(`Invalid URL: ${JSON.stringify(text)}`),
      { code: "ERR_INVALID_URL", input: text },
    );
  }
  return originOf(record);
}

function registrableOf(options?: PublicSuffixOptions) {
  return (host: string) => registrableDomain(host, options);
}

/**
 * Whether two origins are same site: both the same opaque origin, or tuple
 * origins with the same scheme and the same registrable domain (or, for a
 * host without one, such as an IP address or a public suffix, the same
 * host). Ports are ignored.
 *
 * A URL argument stands for its origin, made anew on each call: a URL whose
 * origin is opaque (`data:`, `file:`) is never same site with anything, not
 * even with itself. An opaque origin is same site only with itself, by
 * identity: two `{ type: "opaque" }` objects are different origins.
 *
 * Prefer same origin for security decisions: the list differs between
 * clients (url.bs, "warning-avoid-psl").
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#same-site}
 * @param a An origin or a URL.
 * @param b An origin or a URL.
 * @param options `icannOnly`, for the registrable domains.
 * @returns Whether `a` and `b` are same site.
 * @throws {TypeError} When a URL string (or `href`) does not parse.
 *
 * @example
 * ```ts
 * import { isSameSite } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 * assert.equal(isSameSite("https://example.com/", "https://sub.example.com:8443/"), true);
 * assert.equal(isSameSite("https://example.com/", "http://example.com/"), false);
 * assert.equal(isSameSite("https://a.github.io/", "https://b.github.io/"), false);
 * assert.equal(isSameSite("https://example.com/", "https://example.com./"), false);
 * ```
 */
export function isSameSite(
  a: SiteInput,
  b: SiteInput,
  options?: PublicSuffixOptions,
): boolean {
  return sameSiteWith(toOrigin(a), toOrigin(b), registrableOf(options));
}

/**
 * Whether two origins are schemelessly same site: as
 * {@linkcode isSameSite}, but the schemes may differ.
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#schemelessly-same-site}
 * @param a An origin or a URL.
 * @param b An origin or a URL.
 * @param options `icannOnly`, for the registrable domains.
 * @returns Whether `a` and `b` are schemelessly same site.
 * @throws {TypeError} When a URL string (or `href`) does not parse.
 *
 * @example
 * ```ts
 * import { origin, parseURL } from "@urlstd/url/parser";
 * import { isSchemelesslySameSite } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 * const secure = origin(parseURL("https://example.com/")!);
 * assert.equal(isSchemelesslySameSite(secure, "http://non-secure.example.com/"), true);
 * const opaque = origin(parseURL("data:,x")!);
 * assert.equal(isSchemelesslySameSite(opaque, opaque), true);
 * assert.equal(isSchemelesslySameSite(opaque, { type: "opaque" }), false);
 * ```
 */
export function isSchemelesslySameSite(
  a: SiteInput,
  b: SiteInput,
  options?: PublicSuffixOptions,
): boolean {
  return schemelesslySameSiteWith(
    toOrigin(a),
    toOrigin(b),
    registrableOf(options),
  );
}
