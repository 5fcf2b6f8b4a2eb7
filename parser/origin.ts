/**
 * Origins and their serialization. (The origin of a URL is `origin()` and
 * `originWith()`.)
 *
 * @module
 */

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
 * An origin, as a plain value: a tuple origin or an opaque origin. It is to
 * the `Origin` class of `@urlstd/url/origin` what `URLRecord` is to
 * `URL`: the spec's concept, which the interface object holds.
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#concept-origin}
 */
export type OriginRecord = TupleOrigin | OpaqueOrigin;

/**
 * The former name of {@linkcode OriginRecord}.
 *
 * @deprecated Use {@linkcode OriginRecord}: `Origin` is the name of the
 * platform's `Origin` class (`@urlstd/url/origin`). This alias goes in the
 * next release.
 */
export type Origin = OriginRecord;

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
export function serializeOrigin(origin: OriginRecord): string {
  if (origin.type === "opaque") return "null";
  let result = origin.scheme + "://" + origin.host;
  if (origin.port !== null) result += ":" + origin.port;
  return result;
}
