/**
 * Hosts: the host parser, the host serializer and host equivalence.
 *
 * @module
 */

import { serializeIPv6Pieces } from "./_ipv6.ts";
import { parseHostCore } from "./_parse_host.ts";
import { toScalarValueString } from "../percent/decode.ts";
import type { IPv6Address } from "./ipv6.ts";
import { serializeIPv4 } from "./ipv4.ts";
import { reporterFor } from "./reporter.ts";
import type { ValidationErrorReporter } from "./validation_error.ts";
import { domainParserToASCII } from "./domain.ts";

/**
 * A host: a domain, an opaque host or the empty host as a string (which one
 * depends on how it was parsed), an IPv4 address as a number, or an IPv6
 * address as its eight pieces.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-host}
 *
 * @example Telling the kinds apart
 * ```ts
 * import { type Host, parseHost } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * const kind = (host: Host) =>
 *   typeof host === "number" ? "IPv4" : typeof host === "object" ? "IPv6" : "string";
 * assert.equal(kind(parseHost("127.0.0.1")!), "IPv4");
 * assert.equal(kind(parseHost("[::1]")!), "IPv6");
 * assert.equal(kind(parseHost("example.com")!), "string");
 * ```
 */
export type Host = string | number | IPv6Address;

/**
 * Options for {@linkcode parseHost}.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-host-parser}
 *
 * @example Parsing the host of a URL that is not special
 * ```ts
 * import { parseHost, type ParseHostOptions } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * const options: ParseHostOptions = { isOpaque: true };
 * assert.equal(parseHost("EXAMPLE.com", options), "EXAMPLE.com");
 * ```
 */
export interface ParseHostOptions {
  /**
   * Parse as the host of a URL that is not special: an opaque host, not a
   * domain or IPv4 address. Defaults to `false`.
   */
  isOpaque?: boolean;
  /** Receives validation errors; omit it for speed. */
  report?: ValidationErrorReporter;
}

/**
 * Parses a host: an IPv6 address in brackets, an opaque host (when
 * `isOpaque`), else a domain that is percent-decoded, run through the domain
 * parser and, if it ends in a number, parsed as an IPv4 address.
 *
 * Validation error positions are code unit indexes into `input`: IPv6
 * errors point into the brackets (`IPv6-unclosed` at `input.length`);
 * `domain-percent-encoded` at the first percent-encoded byte;
 * `domain-to-ASCII` at 0; `IPv4-non-ASCII-input` at 0, before the IPv4
 * errors, when the domain that ends in a number was not ASCII before domain
 * to ASCII (whatwg/url#925, https://github.com/whatwg/url/pull/925; as
 * whatwg-url reports it, https://github.com/jsdom/whatwg-url/pull/335); IPv4
 * errors where they are in `input`, or at 0 when percent-decoding or IDNA
 * mapping changed the domain's length.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-host-parser}
 * @param input A scalar value string (lone surrogates are treated as
 * U+FFFD), not empty unless `isOpaque`.
 * @param options `isOpaque` and a validation error reporter.
 * @returns The host, or `null` on failure.
 *
 * @example The kinds of host
 * ```ts
 * import { parseHost } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(parseHost("EXAMPLE.com"), "example.com");
 * assert.equal(parseHost("0x7f.1"), 0x7f000001);
 * assert.deepEqual(parseHost("[::1]"), [0, 0, 0, 0, 0, 0, 0, 1]);
 * assert.equal(parseHost("EXAMPLE.com", { isOpaque: true }), "EXAMPLE.com");
 * assert.equal(parseHost("example^example"), null);
 * assert.equal(parseHost("example.255"), null);
 * ```
 *
 * @example Collecting validation errors
 * ```ts
 * import { parseHost } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * const errors: string[] = [];
 * parseHost("exam%70le.org", { report: (name, at) => errors.push(`${name}@${at}`) });
 * assert.deepEqual(errors, ["domain-percent-encoded@4"]);
 * ```
 */
export function parseHost(
  input: string,
  options?: ParseHostOptions,
): Host | null {
  // Lone surrogates become U+FFFD, as in the URLs the URL parser gives it.
  return parseHostCore(
    toScalarValueString(input),
    options?.isOpaque ?? false,
    reporterFor(options?.report),
    undefined,
    domainParserToASCII,
  );
}

/**
 * Serializes a host: an IPv4 address in dotted decimal, an IPv6 address
 * compressed and in brackets, any other host as it is.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-host-serializer}
 * @param host The host.
 * @returns The serialized host, an ASCII string.
 *
 * @example Each kind of host
 * ```ts
 * import { parseHost, serializeHost } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(serializeHost(0x7f000001), "127.0.0.1");
 * assert.equal(serializeHost([0, 0, 0, 0, 0, 0, 0, 1]), "[::1]");
 * assert.equal(serializeHost("example.com"), "example.com");
 * assert.equal(serializeHost(parseHost("[0:0::1]")!), "[::1]");
 * ```
 */
export function serializeHost(host: Host): string {
  if (typeof host === "string") return host;
  if (typeof host === "number") return serializeIPv4(host);
  return "[" + serializeIPv6Pieces(host) + "]";
}

/**
 * Tells whether two hosts are equal: the same string, the same IPv4 address,
 * or IPv6 addresses with the same pieces.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-host-equals}
 * @param a A host.
 * @param b Another host.
 * @returns `true` when the hosts are equal.
 *
 * @example Equal hosts written differently
 * ```ts
 * import { hostEquals, parseHost } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(hostEquals(parseHost("[0:0::1]")!, parseHost("[::1]")!), true);
 * assert.equal(hostEquals(parseHost("127.1")!, parseHost("127.0.0.1")!), true);
 * assert.equal(hostEquals("example.com", "example.com."), false);
 * ```
 */
export function hostEquals(a: Host, b: Host): boolean {
  if (typeof a !== "object" || typeof b !== "object") return a === b;
  for (let i = 0; i < 8; i++) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}
