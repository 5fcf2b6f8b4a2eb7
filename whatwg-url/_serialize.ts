// The serializers and small URL algorithms of whatwg-url's API, over the
// parser's, on records converted by ./_record.ts.

import { originOfComponents } from "../parser/run_basic_url_parser.ts";
import { domainParserToASCII } from "../host/domain.ts";
import { serializeOrigin } from "../parser/origin.ts";
import { utf8PercentEncodeString } from "../percent/encode.ts";
import { USERINFO_PERCENT_ENCODE_SET } from "../percent/encode_sets.ts";
import {
  percentDecodeBytes as decodeBytes,
  percentDecodeString as decodeString,
} from "../percent/decode.ts";
import {
  serializePathOf,
  serializeRecordHost,
  toSpareComponents,
  type WhatwgHost,
  type WhatwgURLRecord,
  writeHref,
} from "./_record.ts";

/**
 * Serializes a URL record.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-serializer}
 * @param url The URL record.
 * @param excludeFragment Whether to leave the fragment out.
 * @returns The URL string.
 *
 * @example
 * ```ts
 * import { parseURL, serializeURL } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * const url = parseURL("HTTPS://example.com/a?b#c")!;
 * assert.equal(serializeURL(url), "https://example.com/a?b#c");
 * assert.equal(serializeURL(url, true), "https://example.com/a?b");
 * ```
 */
export function serializeURL(
  url: WhatwgURLRecord,
  excludeFragment?: boolean,
): string {
  return writeHref(url, undefined, excludeFragment === true);
}

/**
 * Serializes a URL record's path.
 *
 * @see {@link https://url.spec.whatwg.org/#url-path-serializer}
 * @param url The URL record.
 * @returns The opaque path, or "/" and each segment.
 *
 * @example
 * ```ts
 * import { parseURL, serializePath } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * assert.equal(serializePath(parseURL("https://example.com/a/b")!), "/a/b");
 * assert.equal(serializePath(parseURL("mailto:me@example.com")!), "me@example.com");
 * ```
 */
export function serializePath(url: WhatwgURLRecord): string {
  return serializePathOf(url.path);
}

/**
 * Serializes a host in whatwg-url's shape.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-host-serializer}
 * @param host A string, an IPv4 number or eight IPv6 pieces.
 * @returns The host string.
 *
 * @example
 * ```ts
 * import { serializeHost } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * assert.equal(serializeHost(0x7f000001), "127.0.0.1");
 * assert.equal(serializeHost([0, 0, 0, 0, 0, 0, 0, 1]), "[::1]");
 * assert.equal(serializeHost("example.com"), "example.com");
 * ```
 */
export function serializeHost(host: WhatwgHost): string {
  return serializeRecordHost(host);
}

/**
 * Serializes an integer (a port) as its shortest decimal string.
 *
 * @see {@link https://url.spec.whatwg.org/#serialize-an-integer}
 * @param integer The integer.
 * @returns Its decimal string.
 *
 * @example
 * ```ts
 * import { serializeInteger } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * assert.equal(serializeInteger(8080), "8080");
 * ```
 */
export function serializeInteger(integer: number): string {
  return String(integer);
}

/**
 * Serializes a URL record's origin: `"null"` for an opaque origin.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-origin}
 * @param url The URL record.
 * @returns The ASCII serialization of its origin.
 *
 * @example
 * ```ts
 * import { parseURL, serializeURLOrigin } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * assert.equal(serializeURLOrigin(parseURL("https://a.example:8443/x")!), "https://a.example:8443");
 * assert.equal(serializeURLOrigin(parseURL("blob:https://a.example/id")!), "https://a.example");
 * assert.equal(serializeURLOrigin(parseURL("data:,x")!), "null");
 * ```
 */
export function serializeURLOrigin(url: WhatwgURLRecord): string {
  return serializeOrigin(
    originOfComponents(domainParserToASCII, toSpareComponents(url)),
  );
}

/**
 * Sets a URL record's username, percent-encoded.
 *
 * @see {@link https://url.spec.whatwg.org/#set-the-username}
 * @param url The URL record, changed in place.
 * @param username The new username.
 *
 * @example
 * ```ts
 * import { parseURL, serializeURL, setTheUsername } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * const url = parseURL("https://example.com/")!;
 * setTheUsername(url, "a b");
 * assert.equal(url.username, "a%20b");
 * assert.equal(serializeURL(url), "https://a%20b@example.com/");
 * ```
 */
export function setTheUsername(url: WhatwgURLRecord, username: string): void {
  // The spec's one step, on the field alone: a record without a host (which
  // no URL setter gives it) keeps its null host, as in whatwg-url.
  url.username = utf8PercentEncodeString(username, USERINFO_PERCENT_ENCODE_SET);
}

/**
 * Sets a URL record's password, percent-encoded.
 *
 * @see {@link https://url.spec.whatwg.org/#set-the-password}
 * @param url The URL record, changed in place.
 * @param password The new password.
 *
 * @example
 * ```ts
 * import { parseURL, setThePassword } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * const url = parseURL("https://example.com/")!;
 * setThePassword(url, "p@ss");
 * assert.equal(url.password, "p%40ss");
 * ```
 */
export function setThePassword(url: WhatwgURLRecord, password: string): void {
  url.password = utf8PercentEncodeString(password, USERINFO_PERCENT_ENCODE_SET);
}

/**
 * Whether a URL record cannot have a username, password or port: it has no
 * host, the empty host, or the scheme "file".
 *
 * @see {@link https://url.spec.whatwg.org/#cannot-have-a-username-password-port}
 * @param url The URL record.
 * @returns `true` when it cannot.
 *
 * @example
 * ```ts
 * import { cannotHaveAUsernamePasswordPort, parseURL } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * assert.equal(cannotHaveAUsernamePasswordPort(parseURL("file:///tmp")!), true);
 * assert.equal(cannotHaveAUsernamePasswordPort(parseURL("https://x/")!), false);
 * ```
 */
export function cannotHaveAUsernamePasswordPort(url: WhatwgURLRecord): boolean {
  // The spec's condition on the fields as they are (a host a caller wrote
  // as an object is no empty host, whatever it serializes to).
  return url.host === null || url.host === "" || url.scheme === "file";
}

/**
 * Whether a URL record has an opaque path (a string, not a list).
 *
 * @see {@link https://url.spec.whatwg.org/#url-opaque-path}
 * @param url The URL record.
 * @returns `true` for an opaque path.
 *
 * @example
 * ```ts
 * import { hasAnOpaquePath, parseURL } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * assert.equal(hasAnOpaquePath(parseURL("mailto:x@example.com")!), true);
 * assert.equal(hasAnOpaquePath(parseURL("https://example.com/")!), false);
 * ```
 */
export function hasAnOpaquePath(url: WhatwgURLRecord): boolean {
  // The record's shape says it: whatwg-url's path is a string when opaque.
  return typeof url.path === "string";
}

/**
 * Percent-decodes a string: its UTF-8 bytes, with each `%XX` decoded.
 *
 * @see {@link https://url.spec.whatwg.org/#string-percent-decode}
 * @param input The string.
 * @returns The bytes.
 *
 * @example
 * ```ts
 * import { percentDecodeString } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * assert.deepEqual(percentDecodeString("%41b%"), new Uint8Array([0x41, 0x62, 0x25]));
 * ```
 */
export function percentDecodeString(input: string): Uint8Array {
  return decodeString(input);
}

/**
 * Percent-decodes a byte sequence.
 *
 * @see {@link https://url.spec.whatwg.org/#percent-decode}
 * @param input The bytes.
 * @returns The decoded bytes.
 *
 * @example
 * ```ts
 * import { percentDecodeBytes } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * const bytes = new Uint8Array([0x25, 0x32, 0x30, 0x78]);
 * assert.deepEqual(percentDecodeBytes(bytes), new Uint8Array([0x20, 0x78]));
 * ```
 */
export function percentDecodeBytes(input: Uint8Array): Uint8Array {
  return decodeBytes(input);
}
