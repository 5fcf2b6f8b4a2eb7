/**
 * The origin of a URL, and its serialization.
 *
 * @module
 */

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
 * @returns Its origin; each opaque origin is a new object.
 *
 * @example
 * ```ts
 * import { basicURLParse, origin, serializeOrigin } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = basicURLParse("blob:https://whatwg.org/d0360e2f")!;
 * assert.equal(serializeOrigin(origin(url)), "https://whatwg.org");
 * assert.equal(serializeOrigin(origin(basicURLParse("data:,x")!)), "null");
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
