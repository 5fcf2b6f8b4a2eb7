/**
 * Parsing a URI-reference into its components.
 *
 * @module
 */

import {
  HOST_TYPE_NAMES,
  INVALID,
  newOffsets,
  scanReference,
} from "./_scan.ts";

/**
 * The kind of host an authority names. A host that matches `IPv4address` is
 * an IPv4 address even though it also matches `reg-name`, as §3.2.2 says.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2}
 *
 * @example The host type of an IP-literal
 * ```ts
 * import { type HostType, parseReference } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * const type: HostType | null = parseReference("http://[::1]/")!.hostType;
 * assert.equal(type, "IPv6");
 * ```
 */
export type HostType = "IPv4" | "IPv6" | "IPvFuture" | "reg-name";

/**
 * The five main components of a URI-reference (§3): what recomposition
 * (§5.3) reads. `null` marks a component that is undefined (absent), which
 * differs from an empty one: `"http://a?"` has the query `""`, `"http://a"`
 * has none. The path is always defined, possibly empty.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-3}
 *
 * @example Recomposing a URN from its components
 * ```ts
 * import { type UriComponents, recomposeReference } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * const parts: UriComponents = {
 *   scheme: "urn",
 *   authority: null,
 *   path: "example:animal:ferret:nose",
 *   query: null,
 *   fragment: null,
 * };
 * assert.equal(recomposeReference(parts), "urn:example:animal:ferret:nose");
 * ```
 */
export interface UriComponents {
  /** The scheme, as written (not lowercased); `null` in a relative reference. */
  scheme: string | null;
  /** What follows "//", up to the path; `null` when there is no "//". */
  authority: string | null;
  /** The path: empty, or starting with "/" when there is an authority. */
  path: string;
  /** What follows "?", up to "#"; `null` when there is no "?". */
  query: string | null;
  /** What follows "#"; `null` when there is no "#". */
  fragment: string | null;
}

/**
 * A URI-reference split into its components (§3) and the subcomponents of
 * its authority (§3.2). Every string is a slice of the input, unchanged:
 * parsing neither decodes nor changes case.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-3.2}
 *
 * @example A network-path reference with userinfo and port
 * ```ts
 * import { parseReference, type UriReference } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * const ref: UriReference = parseReference("//user@host:8080")!;
 * assert.equal(ref.scheme, null);
 * assert.equal(ref.authority, "user@host:8080");
 * assert.equal(ref.userinfo, "user");
 * assert.equal(ref.port, "8080");
 * ```
 */
export interface UriReference extends UriComponents {
  /** What precedes "@" in the authority; `null` when there is no "@". */
  userinfo: string | null;
  /**
   * The host as written, brackets included for an IP-literal; `null` when
   * there is no authority. It may be empty (`"file:///etc"`).
   */
  host: string | null;
  /** Which rule the host matched; `null` when there is no authority. */
  hostType: HostType | null;
  /**
   * The port's digits; `""` when the authority ends in ":" and `null` when
   * there is no ":". Any number of digits is valid (`port = *DIGIT`).
   */
  port: string | null;
}

/**
 * Parses a URI-reference (a URI or a relative reference) into its
 * components, or returns `null` when the input does not match the ABNF of
 * RFC 3986 §3–4 exactly. Only ASCII is valid: an IRI (RFC 3987), a space or
 * a malformed percent-encoding fails.
 *
 * Linear time: one scan over the input (the host is checked a second time
 * when it is an IP-literal or could be an IPv4 address), no backtracking.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-4.1}
 * @param input Any string.
 * @returns The components, or `null` when `input` is not a URI-reference.
 *
 * @example A URI
 * ```ts
 * import { parseReference } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseReference("foo://example.com:8042/over/there?name=ferret#nose"), {
 *   scheme: "foo",
 *   authority: "example.com:8042",
 *   userinfo: null,
 *   host: "example.com",
 *   hostType: "reg-name",
 *   port: "8042",
 *   path: "/over/there",
 *   query: "name=ferret",
 *   fragment: "nose",
 * });
 * ```
 *
 * @example Relative references and failures
 * ```ts
 * import { parseReference } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * assert.equal(parseReference("../a?b")!.path, "../a");
 * assert.equal(parseReference("./a:b")!.path, "./a:b");
 * assert.equal(parseReference("a:b")!.scheme, "a");
 * assert.equal(parseReference("1a:b"), null); // ":" in the first segment
 * assert.equal(parseReference("http://a/b c"), null);
 * assert.equal(parseReference("http://[::1%25eth0]/"), null); // RFC 6874
 * ```
 */
export function parseReference(input: string): UriReference | null {
  const o = newOffsets();
  if (scanReference(input, o) === INVALID) return null;
  const hasAuthority = o.authorityStart >= 0;
  const queryEnd = o.fragmentStart >= 0 ? o.fragmentStart - 1 : input.length;
  return {
    scheme: o.schemeEnd >= 0 ? input.slice(0, o.schemeEnd) : null,
    authority: hasAuthority ? input.slice(o.authorityStart, o.pathStart) : null,
    userinfo: o.userinfoEnd >= 0
      ? input.slice(o.authorityStart, o.userinfoEnd)
      : null,
    host: hasAuthority ? input.slice(o.hostStart, o.hostEnd) : null,
    hostType: HOST_TYPE_NAMES[o.hostType],
    port: o.portStart >= 0 ? input.slice(o.portStart, o.pathStart) : null,
    path: input.slice(o.pathStart, o.pathEnd),
    query: o.queryStart >= 0 ? input.slice(o.queryStart, queryEnd) : null,
    fragment: o.fragmentStart >= 0 ? input.slice(o.fragmentStart) : null,
  };
}
