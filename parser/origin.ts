/**
 * The origin of a URL, and its serialization.
 *
 * @module
 */

import { domainToUnicode } from "../host/domain_to_unicode.ts";
import { basicURLParse } from "./basic_url_parser.ts";
import type { URLRecord } from "./url_record.ts";

/**
 * A tuple origin: scheme, host, port and domain.
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-tuple}
 */
export interface TupleOrigin {
  /** Always "tuple". */
  readonly type: "tuple";
  /** The scheme. */
  readonly scheme: string;
  /** The host, serialized. */
  readonly host: string;
  /** The port, or `null`. */
  readonly port: number | null;
  /** The domain; always `null` for origins made from URLs. */
  readonly domain: string | null;
}

/**
 * An opaque origin: an internal value, equal only to itself.
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-opaque}
 */
export interface OpaqueOrigin {
  /** Always "opaque". */
  readonly type: "opaque";
}

/**
 * An origin: a tuple origin or an opaque origin.
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#concept-origin}
 */
export type Origin = TupleOrigin | OpaqueOrigin;

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
export function origin(url: URLRecord): Origin {
  switch (url.scheme) {
    case "blob": {
      // Step 2: parse the URL path serialization.
      const pathURL = basicURLParse(url.serializedPath);
      if (pathURL === null) return { type: "opaque" };
      if (
        pathURL.scheme === "http" || pathURL.scheme === "https" ||
        pathURL.scheme === "file"
      ) {
        return origin(pathURL);
      }
      return { type: "opaque" };
    }
    case "ftp":
    case "http":
    case "https":
    case "ws":
    case "wss":
      return {
        type: "tuple",
        scheme: url.scheme,
        host: url.host!,
        port: url.port,
        domain: null,
      };
    default:
      return { type: "opaque" };
  }
}

/**
 * Serializes an origin: "null" for an opaque origin, otherwise scheme, "://",
 * host and, when non-null, ":" and port.
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin}
 * @param origin The origin.
 * @returns The ASCII serialization.
 *
 * @example
 * ```ts
 * import { serializeOrigin } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.equal(
 *   serializeOrigin({ type: "tuple", scheme: "https", host: "a.example", port: 8443, domain: null }),
 *   "https://a.example:8443",
 * );
 * assert.equal(serializeOrigin({ type: "opaque" }), "null");
 * ```
 */
export function serializeOrigin(origin: Origin): string {
  if (origin.type === "opaque") return "null";
  let result = origin.scheme + "://" + origin.host;
  if (origin.port !== null) result += ":" + origin.port;
  return result;
}

/**
 * Serializes an origin with its host in Unicode: as
 * {@linkcode serializeOrigin}, but a domain host goes through domain to
 * Unicode first (`https://xn--maraa-rta.example` becomes
 * `https://maraña.example`). For display only: the ASCII serialization is
 * the origin's identity. HTML has dropped this serialization; rust-url keeps
 * it as `Origin::unicode_serialization`, and this follows it.
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#unicode-serialisation-of-an-origin}
 * @see {@link https://url.spec.whatwg.org/#concept-domain-to-unicode}
 * @param origin The origin.
 * @returns The Unicode serialization; "null" for an opaque origin.
 *
 * @example
 * ```ts
 * import { origin, parseURL, serializeOriginUnicode } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = parseURL("https://maraña.example:8443/")!;
 * assert.equal(serializeOriginUnicode(origin(url)), "https://maraña.example:8443");
 * assert.equal(serializeOriginUnicode(origin(parseURL("http://[::1]/")!)), "http://[::1]");
 * assert.equal(serializeOriginUnicode({ type: "opaque" }), "null");
 * ```
 */
export function serializeOriginUnicode(origin: Origin): string {
  if (origin.type === "opaque") return "null";
  // An IPv6 address is serialized in brackets; an IPv4 address has no
  // "xn--" label, so domain to Unicode leaves it as it is.
  const host = origin.host.startsWith("[")
    ? origin.host
    : domainToUnicode(origin.host);
  return serializeOrigin({ ...origin, host });
}
