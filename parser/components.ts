/**
 * A URL as its serialization plus component offsets: the one representation
 * of a URL, which the parser writes, the `URL` class keeps, and a
 * `URLRecord` is a view of; and the operations that read and
 * change it, each a splice of the href that moves the later offsets.
 *
 * The `parser` subpath exports the class; the operations are for the parser
 * and the `URL` class, which import this file by name; the check of the
 * offsets, for tests, is in components_invariants.ts.
 *
 * @module
 */

import { encodeRange } from "../percent/_utf8.ts";
import { USERINFO_PERCENT_ENCODE_SET } from "../percent/encode_sets.ts";
import {
  FILE_SCHEME,
  isNormalizedWindowsDriveLetterAt,
  specialSchemeNumberOfPrefix,
} from "./scheme.ts";
import { shortenedPathEnd } from "./_path.ts";
import { lengthOf } from "../percent/code_units.ts";

/**
 * A serialized URL and where its components are:
 *
 * ```text
 * https://user:pass@example.com:8080/a/b?q=1#frag
 *      ^        ^   ^          ^    ^   ^   ^
 *      |        |   hostStart  |    |   |   fragmentStart ("#", or -1)
 *      |        usernameEnd    |    |   queryStart ("?", or -1)
 *      schemeEnd (":")         |    pathStart
 *                              hostEnd
 * ```
 *
 * With a null host, usernameEnd = hostStart = hostEnd = schemeEnd + 1; with
 * a host, hostStart >= schemeEnd + 3. A "/." before a path that starts with
 * an empty segment lies between hostEnd and pathStart. port is -1 for null.
 * scheme is the special scheme's number (see SPECIAL_PROTOCOLS), 0 for
 * others. A new one is the empty URL record: scheme "", null host, empty
 * path (":" alone).
 *
 * @example
 * ```ts
 * import { basicURLParse } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const c = basicURLParse("https://u@example.com:8080/a?q#f")!.components;
 * assert.equal(c.href.slice(c.hostStart, c.hostEnd), "example.com");
 * assert.equal(c.port, 8080);
 * assert.equal(c.href.slice(c.pathStart, c.queryStart), "/a");
 * ```
 */
export class Components {
  /** The serialization of the URL. */
  href: string = ":";
  /**
   * The scheme's number, schemeEnd (up to SCHEME_END_LONG), the port + 1,
   * whether the path is opaque, and the URL class's two query flags, packed
   * into one small integer: each is an accessor of its own below.
   */
  bits: number = 0;
  /** Start of the serialized host; schemeEnd + 1 for a null host. */
  hostStart: number = 1;
  /** End of the serialized host. */
  hostEnd: number = 1;
  /** Start of the path serialization (after a "/." prefix, if any). */
  pathStart: number = 1;
  /** Index of "?", or -1 for a null query. */
  queryStart: number = -1;
  /** Index of "#", or -1 for a null fragment. */
  fragmentStart: number = -1;

  /** The special scheme's number (see SPECIAL_PROTOCOLS), 0 for others. */
  get scheme(): number {
    return this.bits & SCHEME_MASK;
  }

  set scheme(value: number) {
    this.bits = (this.bits & ~SCHEME_MASK) | value;
  }

  /**
   * Index of the ":" after the scheme. The scheme holds no ":", so a
   * scheme too long for its bits is found as the href's first ":".
   */
  get schemeEnd(): number {
    const end = this.bits >> SCHEME_END_SHIFT;
    return end !== SCHEME_END_LONG ? end : longSchemeEnd(this);
  }

  set schemeEnd(value: number) {
    this.bits = (this.bits & ~(SCHEME_END_LONG << SCHEME_END_SHIFT)) |
      ((value < SCHEME_END_LONG ? value : SCHEME_END_LONG) <<
        SCHEME_END_SHIFT);
  }

  /**
   * End of the username: schemeEnd + 1 without a host, hostStart without
   * credentials; with them, the userinfo's first ":" (which starts the
   * password) or its closing "@". Both are percent-encoded in the username
   * and password, so the href says where it is: setting it changes nothing.
   */
  get usernameEnd(): number {
    const start = this.schemeEnd + 3;
    const hostStart = this.hostStart;
    if (hostStart <= start) return hostStart;
    const colon = this.href.indexOf(":", start);
    return colon >= 0 && colon < hostStart - 1 ? colon : hostStart - 1;
  }

  set usernameEnd(_value: number) {
    // Derived from the href (see the getter).
  }

  /** The port, or -1 for null. */
  get port(): number {
    return ((this.bits >> PORT_SHIFT) & PORT_MASK) - 1;
  }

  set port(value: number) {
    this.bits = (this.bits & ~(PORT_MASK << PORT_SHIFT)) |
      ((value + 1) << PORT_SHIFT);
  }

  /** Whether the path is opaque. */
  get opaquePath(): boolean {
    return (this.bits & OPAQUE_PATH) !== 0;
  }

  set opaquePath(value: boolean) {
    this.bits = value ? this.bits | OPAQUE_PATH : this.bits & ~OPAQUE_PATH;
  }

  /**
   * For the `URL` class: whether its query object changed its list since
   * the query was last serialized into the href. False for a new value.
   */
  get queryPending(): boolean {
    return (this.bits & QUERY_PENDING) !== 0;
  }

  set queryPending(value: boolean) {
    this.bits = value ? this.bits | QUERY_PENDING : this.bits & ~QUERY_PENDING;
  }

  /**
   * For the `URL` class: whether it made its query object, which it keeps
   * apart from the URL objects that never make one. False for a new value.
   */
  get queryObject(): boolean {
    return (this.bits & QUERY_OBJECT) !== 0;
  }

  set queryObject(value: boolean) {
    this.bits = value ? this.bits | QUERY_OBJECT : this.bits & ~QUERY_OBJECT;
  }
}

/**
 * Sets the scheme's number, schemeEnd, the port (-1 for null) and whether
 * the path is opaque of a new value in one write of its bits; the URL
 * class's two flags become false, as in a new value.
 */
export function setSchemePortAndPathKind(
  c: Components,
  scheme: number,
  schemeEnd: number,
  port: number,
  opaquePath: boolean,
): void {
  c.bits = scheme | (opaquePath ? OPAQUE_PATH : 0) |
    ((port + 1) << PORT_SHIFT) |
    ((schemeEnd < SCHEME_END_LONG ? schemeEnd : SCHEME_END_LONG) <<
      SCHEME_END_SHIFT);
}

/**
 * Sets the scheme's number, schemeEnd, port and opaque-path flag of a new
 * value to those of `from` in one write; the URL class's flags false.
 */
export function copyBits(c: Components, from: Components): void {
  c.bits = from.bits & ~URL_FLAGS;
}

/** schemeEnd beyond SCHEME_END_LONG: the href's first ":". */
function longSchemeEnd(c: Components): number {
  return c.href.indexOf(":");
}

// The layout of Components#bits, which stays under 2 ** 30 so that it is a
// small integer in every engine: scheme in bits 0-2, opaquePath bit 3, queryPending
// bit 4, queryObject bit 5, port + 1 in bits 6-22, schemeEnd in bits 23-29.
const SCHEME_MASK = 0x7;
const OPAQUE_PATH = 0x8;
const QUERY_PENDING = 0x10;
const QUERY_OBJECT = 0x20;
/** The flags that are the URL class's, not the URL's. */
const URL_FLAGS = QUERY_PENDING | QUERY_OBJECT;
const PORT_SHIFT = 6;
const PORT_MASK = 0x1ffff;
export const SCHEME_END_SHIFT = 23;
/** The largest schemeEnd the bits hold: it stands for this one or more. */
export const SCHEME_END_LONG = 0x7f;

/** Whether `c` has a host (even the empty one): "//" follows the scheme. */
export function hasHost(c: Components): boolean {
  return c.hostStart !== c.schemeEnd + 1;
}

/** End of the path: the "?" or "#" after it, or the end of the href. */
export function pathEnd(c: Components): number {
  return c.queryStart >= 0
    ? c.queryStart
    : c.fragmentStart >= 0
    ? c.fragmentStart
    : lengthOf(c.href);
}

/** End of the query: the "#" after it, or the end of the href. */
export function queryEnd(c: Components): number {
  return c.fragmentStart >= 0 ? c.fragmentStart : lengthOf(c.href);
}

/** The scheme, as a string. */
export function schemeOf(c: Components): string {
  return c.href.slice(0, c.schemeEnd);
}

/** The URL path serialization of the path (URLRecord's serializedPath). */
export function pathOf(c: Components): string {
  return c.href.slice(c.pathStart, pathEnd(c));
}

/** The username; "" without a host or credentials. */
export function usernameOf(c: Components): string {
  const start = c.schemeEnd + 3;
  // Without credentials the host starts right after "//" (or the host is
  // null): nothing to read usernameEnd for.
  if (c.hostStart <= start) return "";
  const end = c.usernameEnd;
  return end > start ? c.href.slice(start, end) : "";
}

/**
 * The password: between the ":" at usernameEnd and the "@" before the host.
 * Without one, usernameEnd is at that "@" (or at the host, or the host is
 * null): the range is empty.
 */
export function passwordOf(c: Components): string {
  if (c.hostStart <= c.schemeEnd + 3) return "";
  const start = c.usernameEnd + 1;
  const end = c.hostStart - 1;
  return end > start ? c.href.slice(start, end) : "";
}

/** The query, or `null`. */
export function queryOf(c: Components): string | null {
  const start = c.queryStart;
  return start < 0 ? null : c.href.slice(start + 1, queryEnd(c));
}

/** The serialized host, or `null`. */
export function hostOf(c: Components): string | null {
  return hasHost(c) ? c.href.slice(c.hostStart, c.hostEnd) : null;
}

/** The port, or `null`. */
export function portOf(c: Components): number | null {
  return c.port < 0 ? null : c.port;
}

/** replaceRange()'s `shiftFrom`: the first offset after the range. */
const PATH_START = 0;
const QUERY_START = 1;
const FRAGMENT_START = 2;
const NO_OFFSET = 3;

/**
 * Replaces `href[start, end)` with `text` and moves the offsets from
 * `shiftFrom` on (pathStart, queryStart, fragmentStart, in that order;
 * NO_OFFSET for none) by the change in length. A replacement at the end of the href is an
 * append, as every write of a fresh parse is: no slice of the href, which
 * would flatten the string the appends build.
 */
function replaceRange(
  c: Components,
  start: number,
  end: number,
  text: string,
  shiftFrom: number,
): void {
  const href = c.href;
  c.href = end < href.length
    ? href.slice(0, start) + text + href.slice(end)
    : start < end
    ? href.slice(0, start) + text
    : href + text;
  const shift = text.length - (end - start);
  if (shiftFrom === PATH_START) c.pathStart += shift;
  if (shiftFrom <= QUERY_START && c.queryStart >= 0) c.queryStart += shift;
  if (shiftFrom <= FRAGMENT_START && c.fragmentStart >= 0) {
    c.fragmentStart += shift;
  }
}

/**
 * Sets the credentials, host and port, the other parts kept: rewrites the
 * href between the scheme's ":" and the path, the one place that lays out
 * userinfo, host and port, and the "/." that serializes a null host before
 * a path that starts with an empty segment. Credentials or a port given to
 * a URL without a host bring the empty host (the spec's algorithms never do
 * that).
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-serializer}
 */
export function writeAuthority(
  c: Components,
  username: string,
  password: string,
  host: string | null,
  port: number | null,
): void {
  if (host === null && (username !== "" || password !== "" || port !== null)) {
    host = "";
  }
  const start = c.schemeEnd + 1;
  let authority = "";
  if (host !== null) {
    authority = "//";
    if (username !== "" || password !== "") {
      authority += username;
      if (password !== "") authority += ":" + password;
      authority += "@";
    }
    c.hostStart = start + authority.length;
    authority += host;
    c.hostEnd = start + authority.length;
    authority += portSuffix(port);
  } else {
    c.hostStart = c.hostEnd = start;
    // Step 3 of the URL serializer: "/." keeps "web+demo:/.//not-a-host/"
    // from becoming a host.
    if (!c.opaquePath && c.href.startsWith("//", c.pathStart)) {
      authority = "/.";
    }
  }
  c.port = host === null ? -1 : port ?? -1;
  replaceRange(c, start, c.pathStart, authority, PATH_START);
}

/** Sets the scheme, the other parts kept: the href's start is replaced. */
export function setScheme(c: Components, scheme: string): void {
  const end = c.schemeEnd;
  const shift = scheme.length - end;
  replaceRange(c, 0, end, scheme, PATH_START);
  c.hostStart += shift;
  c.hostEnd += shift;
  c.schemeEnd = scheme.length;
  c.scheme = specialSchemeNumberOfPrefix(scheme, scheme.length);
}

/** The serialization of `port` after its host: "" for null, else ":" and it. */
function portSuffix(port: number | null): string {
  return port === null ? "" : ":" + port;
}

/**
 * Sets the host and port, the other parts kept. A URL that has a host and
 * gets one keeps what comes before it (scheme and credentials): only the
 * host and port are spliced. A URL without a host has no credentials, and
 * one that gets the null host keeps none and no port.
 */
export function setHostAndPort(
  c: Components,
  host: string | null,
  port: number | null,
): void {
  if (host !== null && hasHost(c)) {
    const start = c.hostStart;
    replaceRange(c, start, c.pathStart, host + portSuffix(port), PATH_START);
    c.hostEnd = start + host.length;
    c.port = port ?? -1;
    return;
  }
  writeAuthority(c, "", "", host, host === null ? null : port);
}

/**
 * Sets the host, the other parts kept. When nothing follows the scheme yet,
 * as in a fresh parse, this is an append.
 */
export function setHost(c: Components, host: string | null): void {
  const end = c.href.length;
  // Nothing after "scheme:": no host, no port, an empty path.
  if (host !== null && c.pathStart === end && end === c.schemeEnd + 1) {
    c.hostStart = end + 2;
    replaceRange(c, end, end, "//" + host, PATH_START);
    c.hostEnd = c.pathStart;
    return;
  }
  setHostAndPort(c, host, portOf(c));
}

/**
 * Sets the port, the other parts kept. With a host, the port after it is
 * spliced (an append when nothing follows it yet, as in a fresh parse).
 */
export function setPort(c: Components, port: number | null): void {
  if (hasHost(c)) {
    replaceRange(c, c.hostEnd, c.pathStart, portSuffix(port), PATH_START);
    c.port = port ?? -1;
    return;
  }
  setHostAndPort(c, null, port);
}

/**
 * Replaces the path serialization; `opaque` says whether it is an opaque
 * path. Without a host, the prefix is written again for the "/." rule.
 */
export function setPath(c: Components, path: string, opaque: boolean): void {
  c.opaquePath = opaque;
  replaceRange(c, c.pathStart, pathEnd(c), path, QUERY_START);
  if (!hasHost(c)) writeAuthority(c, "", "", null, null);
}

/** Appends to the path. */
export function appendToPath(c: Components, text: string): void {
  if (hasHost(c)) {
    const end = pathEnd(c);
    replaceRange(c, end, end, text, QUERY_START);
  } else {
    setPath(c, c.href.slice(c.pathStart, pathEnd(c)) + text, c.opaquePath);
  }
}

/** Replaces the query (`null` for none), before the fragment. */
export function setQuery(c: Components, query: string | null): void {
  const start = pathEnd(c);
  replaceRange(
    c,
    start,
    queryEnd(c),
    query === null ? "" : "?" + query,
    FRAGMENT_START,
  );
  c.queryStart = query === null ? -1 : start;
}

/** Appends to the query, which is not null. */
export function appendToQuery(c: Components, text: string): void {
  const end = queryEnd(c);
  replaceRange(c, end, end, text, FRAGMENT_START);
}

/** Replaces the fragment (`null` for none) at the end of the href. */
export function setFragment(c: Components, fragment: string | null): void {
  const start = queryEnd(c);
  replaceRange(
    c,
    start,
    c.href.length,
    fragment === null ? "" : "#" + fragment,
    NO_OFFSET,
  );
  c.fragmentStart = fragment === null ? -1 : start;
}

/**
 * Sets the scheme, credentials, host, port, path and query of `c` to those
 * of `base`, its fragment kept: the relative and file states' copy of a
 * base, one slice of its href.
 */
export function copyThroughQuery(c: Components, base: Components): void {
  const end = queryEnd(base);
  const fragment = c.fragmentStart < 0 ? "" : c.href.slice(c.fragmentStart);
  c.fragmentStart = c.fragmentStart < 0 ? -1 : end;
  c.href = base.href.slice(0, end) + fragment;
  // scheme, schemeEnd, port and opaquePath; c's own URL flags kept.
  c.bits = (base.bits & ~URL_FLAGS) | (c.bits & URL_FLAGS);
  c.hostStart = base.hostStart;
  c.hostEnd = base.hostEnd;
  c.pathStart = base.pathStart;
  c.queryStart = base.queryStart;
}

/** Sets the credentials, host and port of `c` to those of `base`. */
export function copyAuthority(c: Components, base: Components): void {
  writeAuthority(
    c,
    usernameOf(base),
    passwordOf(base),
    hostOf(base),
    portOf(base),
  );
}

/** Whether the path is empty (the empty list, or an empty opaque path). */
export function pathIsEmpty(c: Components): boolean {
  return c.pathStart === pathEnd(c);
}

// The concepts defined on a URL that the parser and the URL class use, on
// its components; url_record.ts gives them for URL records.

/**
 * Whether the URL includes credentials: a non-empty username or password.
 * The serializer writes the userinfo and its "@" only then, so the host
 * starts after "//" exactly when it does not (or the host is null).
 *
 * @see {@link https://url.spec.whatwg.org/#include-credentials}
 */
export function includesCredentials(c: Components): boolean {
  return c.hostStart > c.schemeEnd + 3;
}

/**
 * Whether the URL cannot have a username, password or port: its host is
 * null or empty (a null host, too, starts where it ends), or its scheme is
 * "file".
 *
 * @see {@link https://url.spec.whatwg.org/#cannot-have-a-username-password-port}
 */
export function cannotHaveUsernamePasswordPort(c: Components): boolean {
  return c.hostStart === c.hostEnd || c.scheme === FILE_SCHEME;
}

/**
 * Shortens the URL's path: removes its last segment, except that a file
 * URL's path holding only a normalized Windows drive letter is kept.
 *
 * @see {@link https://url.spec.whatwg.org/#shorten-a-urls-path}
 */
export function shortenPath(c: Components): void {
  const path = pathOf(c);
  // Step 3: a file URL whose path is « normalized Windows drive letter ».
  if (
    path.length === 3 && c.scheme === FILE_SCHEME &&
    isNormalizedWindowsDriveLetterAt(path, 1)
  ) {
    return;
  }
  // Step 4: remove the last item, if any.
  if (path !== "") {
    setPath(
      c,
      path.slice(0, shortenedPathEnd(path, 0, path.length)),
      c.opaquePath,
    );
  }
}

/**
 * Sets the URL's username: the value, UTF-8 percent-encoded with the
 * userinfo percent-encode set.
 *
 * @see {@link https://url.spec.whatwg.org/#set-the-username}
 */
export function setUsername(c: Components, username: string): void {
  writeAuthority(
    c,
    // UTF-8 percent-encoded as the authority state encodes it: the userinfo
    // set is not the form set, so a space is never "+".
    encodeRange(
      username,
      0,
      username.length,
      USERINFO_PERCENT_ENCODE_SET,
      false,
    ),
    passwordOf(c),
    hostOf(c),
    portOf(c),
  );
}

/**
 * Sets the URL's password: the value, UTF-8 percent-encoded with the
 * userinfo percent-encode set.
 *
 * @see {@link https://url.spec.whatwg.org/#set-the-password}
 */
export function setPassword(c: Components, password: string): void {
  writeAuthority(
    c,
    usernameOf(c),
    encodeRange(
      password,
      0,
      password.length,
      USERINFO_PERCENT_ENCODE_SET,
      false,
    ),
    hostOf(c),
    portOf(c),
  );
}
