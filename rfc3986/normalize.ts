/**
 * Syntax-based and scheme-based normalization of a URI.
 *
 * @module
 */

import { HOST_IPV4, newOffsets, scanReference, URI } from "./_scan.ts";
import { CLASSES, hexDigitValue, UNRESERVED } from "./_tables.ts";
import { recomposeReference } from "./recompose_reference.ts";
import { removeDotSegments } from "./remove_dot_segments.ts";

/**
 * Options for {@linkcode normalize} and {@linkcode equivalent}.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3}
 *
 * @example Opting in to scheme-based normalization
 * ```ts
 * import { normalize, type NormalizeOptions } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * const options: NormalizeOptions = { schemeBased: true };
 * assert.equal(normalize("http://example.com:80", options), "http://example.com/");
 * ```
 */
export interface NormalizeOptions {
  /**
   * Also apply the scheme-based normalization of §6.2.3 to `http` and
   * `https` URIs with an authority: drop a port equal to the scheme's
   * default (80 or 443, leading zeros ignored), drop an empty port with its
   * ":", and write an empty path as "/". Off by default: the RFC leaves it
   * to each scheme, and other schemes are left alone.
   */
  schemeBased?: boolean;
}

const HEX_UPPER = "0123456789ABCDEF";

/**
 * Case and percent-encoding normalization of `input[start, end)`, which must
 * be valid (every "%" starts a triplet): triplets of unreserved characters
 * decoded, the others' hex digits uppercased, and, when `lower` is set,
 * everything else lowercased (the input is ASCII).
 */
function normalizeRange(
  input: string,
  start: number,
  end: number,
  lower: boolean,
): string {
  let i = input.indexOf("%", start);
  if (i === -1 || i >= end) {
    const range = input.slice(start, end);
    return lower ? range.toLowerCase() : range;
  }
  let out = "";
  let last = start;
  while (i !== -1 && i < end) {
    const chunk = input.slice(last, i);
    out += lower ? chunk.toLowerCase() : chunk;
    const byte = (hexDigitValue(input.charCodeAt(i + 1)) << 4) |
      hexDigitValue(input.charCodeAt(i + 2));
    if (byte < 0x80 && (CLASSES[byte] & UNRESERVED) !== 0) {
      const char = String.fromCharCode(byte);
      out += lower ? char.toLowerCase() : char;
    } else {
      out += "%" + HEX_UPPER[byte >> 4] + HEX_UPPER[byte & 15];
    }
    last = i + 3;
    i = input.indexOf("%", last);
  }
  const rest = input.slice(last, end);
  return out + (lower ? rest.toLowerCase() : rest);
}

/** The default port of `http` and `https` (lowercase scheme), else null. */
function defaultPort(scheme: string): string | null {
  return scheme === "http" ? "80" : scheme === "https" ? "443" : null;
}

/** Tells whether a port's digits spell `value`, ignoring leading zeros. */
function portEquals(port: string, value: string): boolean {
  let i = 0;
  while (i < port.length - value.length && port.charCodeAt(i) === 0x30) i++;
  return port.length - i === value.length && port.endsWith(value);
}

/**
 * Normalizes a URI with the syntax-based normalization of §6.2.2, and
 * optionally the scheme-based normalization of §6.2.3 for `http` and
 * `https`:
 *
 * - case (§6.2.2.1): scheme and host lowercased, the hex digits of
 *   percent-encodings uppercased;
 * - percent-encoding (§6.2.2.2): percent-encoded unreserved characters
 *   (`ALPHA DIGIT - . _ ~`) decoded, in every component;
 * - path segments (§6.2.2.3): dot segments removed with
 *   {@linkcode removeDotSegments}, after decoding, so `%2E%2E` is `..`.
 *
 * The result is a URI, and normalizing it again gives it back. Userinfo,
 * path, query and fragment keep their case; IPv6 addresses are lowercased
 * but not compressed (that is RFC 5952, not RFC 3986). A path that starts
 * with "//" without an authority is written after "/." (see
 * {@linkcode recomposeReference}).
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2}
 * @param uri A URI (with a scheme; a fragment is allowed and kept).
 * @param options Whether to apply scheme-based normalization.
 * @returns The normalized URI, or `null` when `uri` is not a URI.
 *
 * @example Syntax-based normalization
 * ```ts
 * import { normalize } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * assert.equal(
 *   normalize("HTTP://www.Example.COM/a/./b/../%7Euser/%2E%2E/c%3a?%41#%5b"),
 *   "http://www.example.com/a/c%3A?A#%5B",
 * );
 * assert.equal(normalize("../relative"), null);
 * ```
 *
 * @example Scheme-based normalization
 * ```ts
 * import { normalize } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * const options = { schemeBased: true };
 * assert.equal(normalize("http://example.com", options), "http://example.com/");
 * assert.equal(normalize("http://example.com:/", options), "http://example.com/");
 * assert.equal(normalize("https://example.com:443/", options), "https://example.com/");
 * assert.equal(normalize("http://example.com:443/", options), "http://example.com:443/");
 * ```
 */
export function normalize(
  uri: string,
  options?: NormalizeOptions,
): string | null {
  const o = newOffsets();
  if (scanReference(uri, o, true) !== URI) return null;
  const scheme = uri.slice(0, o.schemeEnd).toLowerCase();
  const schemeDefaultPort = options?.schemeBased === true
    ? defaultPort(scheme)
    : null;
  let authority: string | null = null;
  if (o.authorityStart >= 0) {
    authority = o.userinfoEnd >= 0
      ? normalizeRange(uri, o.authorityStart, o.userinfoEnd, false) + "@"
      : "";
    authority += o.hostType === HOST_IPV4
      ? uri.slice(o.hostStart, o.hostEnd)
      : normalizeRange(uri, o.hostStart, o.hostEnd, true);
    if (o.portStart >= 0) {
      const port = uri.slice(o.portStart, o.pathStart);
      if (
        schemeDefaultPort === null ||
        !(port === "" || portEquals(port, schemeDefaultPort))
      ) {
        authority += ":" + port;
      }
    }
  }
  let path = removeDotSegments(
    normalizeRange(uri, o.pathStart, o.pathEnd, false),
  );
  if (schemeDefaultPort !== null && authority !== null && path === "") {
    path = "/";
  }
  const queryEnd = o.fragmentStart >= 0 ? o.fragmentStart - 1 : uri.length;
  return recomposeReference({
    scheme,
    authority,
    path,
    query: o.queryStart >= 0
      ? normalizeRange(uri, o.queryStart, queryEnd, false)
      : null,
    fragment: o.fragmentStart >= 0
      ? normalizeRange(uri, o.fragmentStart, uri.length, false)
      : null,
  });
}
