// The one place where whatwg-url's URL record shape meets ours: a plain
// object with the spec's eight fields (host as a string, a number for IPv4
// or eight numbers for IPv6; path as a list or an opaque string) on one
// side, the parser's Components (a serialized URL with offsets) on the
// other. A record holds nothing but its fields, so whatever its caller
// writes into them is what the next conversion reads.

import {
  Components,
  hostOf,
  passwordOf,
  pathEnd,
  pathOf,
  queryOf,
  setSchemePortAndPathKind,
  usernameOf,
} from "../parser/components.ts";
import {
  SPECIAL_PROTOCOLS,
  specialSchemeNumberOfPrefix,
} from "../parser/scheme.ts";
import { fastParse } from "../parser/fast_path.ts";
import {
  FRAGMENT,
  HOST,
  HOSTNAME,
  PATH,
  PATH_START,
  PORT,
  QUERY,
} from "../parser/state_override.ts";
import { type Host, serializeHost } from "../host/host.ts";
import { parseIPv4, serializeIPv4 } from "../host/ipv4.ts";
import { parseIPv6 } from "../host/ipv6.ts";

/**
 * A URL record as whatwg-url shapes it: a plain object whose fields read
 * and write like the URL Standard's.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url}
 */
export interface WhatwgURLRecord {
  /** The scheme, an ASCII string. */
  scheme: string;
  /** The username, an ASCII string. */
  username: string;
  /** The password, an ASCII string. */
  password: string;
  /** The host: `null`, a string, a number (IPv4) or eight numbers (IPv6). */
  host: WhatwgHost | null;
  /** The port, a 16-bit unsigned integer, or `null`. */
  port: number | null;
  /** The path segments, or the opaque path string. */
  path: string[] | string;
  /** The query, an ASCII string, or `null`. */
  query: string | null;
  /** The fragment, an ASCII string, or `null`. */
  fragment: string | null;
}

/**
 * A host as whatwg-url shapes it: a domain, opaque host or empty host as a
 * string, an IPv4 address as a number, an IPv6 address as eight numbers.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-host}
 */
export type WhatwgHost = string | number | number[];

/**
 * The special schemes by number, one string each, so that a record of a
 * special URL shares its scheme instead of slicing one.
 */
const SPECIAL_SCHEMES: readonly string[] = /* @__PURE__ */ SPECIAL_PROTOCOLS
  .map((protocol) => protocol.slice(0, -1));

/**
 * A host of `c`, serialized, in whatwg-url's shape. The host serializer is
 * a bijection: "[" starts an IPv6 address, and a special URL's host that
 * ends in a digit is an IPv4 address exactly when the IPv4 parser takes it
 * back (a serialized domain never ends in a number, or it would have been
 * parsed as IPv4).
 */
function hostShape(c: Components, host: string): WhatwgHost {
  if (host === "") return host;
  // A record's IPv6 pieces outside 0 to 0xFFFF (a caller wrote them)
  // serialize to no address: the string then, not a host dropped.
  if (host.charCodeAt(0) === 0x5b) return parseIPv6(host.slice(1, -1)) ?? host;
  const last = host.charCodeAt(host.length - 1);
  if (c.scheme !== 0 && last >= 0x30 && last <= 0x39) {
    return parseIPv4(host) ?? host;
  }
  return host;
}

/** The host of `c` in whatwg-url's shape. */
function hostOfComponents(c: Components): WhatwgHost | null {
  const host = hostOf(c);
  return host === null ? null : hostShape(c, host);
}

/**
 * The path of `c` in whatwg-url's shape: the opaque string, or the list of
 * the segments after each "/" of its serialization.
 */
function pathOfComponents(c: Components): string[] | string {
  if (c.opaquePath) return pathOf(c);
  const segments: string[] = [];
  writePath(c, segments);
  return segments;
}

/**
 * The host serializer on whatwg-url's host, with what whatwg-url gives for
 * any value a caller wrote into a record: a number through the IPv4
 * serializer's steps as written (`n % 256`, then `floor(n / 256)`, which
 * give `"0.0.0.1.5"` for 1.5 and `"NaN.NaN.NaN.NaN"` for NaN), an array as
 * IPv6 pieces, and anything else (a string, or an object that the
 * serialization converts with its `toString()`) as it is.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-host-serializer}
 */
export function serializeRecordHost(host: WhatwgHost): string {
  if (typeof host === "number") {
    if (host >>> 0 === host) return serializeIPv4(host);
    let output = "";
    let n = host;
    for (let i = 1; i <= 4; i++) {
      output = (i === 4 ? "" : ".") + String(n % 256) + output;
      n = Math.floor(n / 256);
    }
    return output;
  }
  if (Array.isArray(host)) return serializeHost(host as Host);
  return host;
}

/**
 * The port our URL can hold for a record's port: the record's when it is
 * an integer from 0 to 65535, written as a number or as its decimal string
 * (`"8080"`, as copied from `URL#port`); -1 (no port) for anything else.
 */
function portOfRecord(port: unknown): number {
  if (port === null) return -1;
  const n = typeof port === "number" ? port : Number(port);
  return Number.isInteger(n) && n >= 0 && n <= 0xffff &&
      (typeof port === "number" || String(n) === port)
    ? n
    : -1;
}

/**
 * Whether a host has a shape that the parser gives: a string that could be
 * an address (it ends in a digit or starts with "[") counts as not, since
 * the parser gives an address as a number or pieces.
 */
function isParsedHost(host: WhatwgHost): boolean {
  if (typeof host === "string") {
    const last = host.charCodeAt(host.length - 1);
    return host.charCodeAt(0) !== 0x5b && !(last >= 0x30 && last <= 0x39);
  }
  if (typeof host === "number") return host >>> 0 === host;
  if (!Array.isArray(host) || host.length !== 8) return false;
  for (let i = 0; i < 8; i++) {
    const piece = host[i];
    if (piece !== (piece & 0xffff)) return false;
  }
  return true;
}

/**
 * Gives `url`, parsed against `base`, the base's own host and port where
 * the parser copied them and `base` holds values no parser makes (a port
 * as a string or out of range, a host as an object, a number that is no
 * IPv4 address, IPv6 pieces out of range; credentials or a port without a
 * host): whatwg-url's parser copies the values, ours their serialization.
 * A host or port of the input that serializes the same as the base's
 * counts as copied.
 */
export function keepBaseValues(
  url: WhatwgURLRecord,
  base: WhatwgURLRecord,
): void {
  const { host, port } = base;
  if (host === null) {
    // Credentials or a port on a URL without a host, which ours cannot
    // hold: a relative URL copies them with the null host.
    if (
      url.host === null && url.scheme === base.scheme &&
      (base.username !== "" || base.password !== "" || port !== null)
    ) {
      url.username = base.username;
      url.password = base.password;
      url.port = port;
    }
    return;
  }
  const oddPort = port !== null &&
    (typeof port !== "number" || portOfRecord(port) !== port);
  if (!oddPort && isParsedHost(host)) return;
  // The parser lowercases a copied host that reads as a domain ("NaN").
  if (
    url.host === null || url.scheme !== base.scheme ||
    String(serializeRecordHost(url.host)).toLowerCase() !==
      String(serializeRecordHost(host)).toLowerCase()
  ) return;
  if (!isParsedHost(host)) url.host = host;
  if (oddPort && base.scheme !== "file") {
    const n = portOfRecord(port);
    if (url.port === (n < 0 ? null : n)) url.port = port;
  }
}

/**
 * The URL path serializer on whatwg-url's path: the opaque path itself, or
 * "/" before each segment.
 *
 * @see {@link https://url.spec.whatwg.org/#url-path-serializer}
 */
export function serializePathOf(path: readonly string[] | string): string {
  if (typeof path === "string") return path;
  let output = "";
  for (let i = 0; i < path.length; i++) output += "/" + path[i];
  return output;
}

/**
 * Makes whatwg-url's record of `c`, in the field order whatwg-url uses
 * (which `JSON.stringify` and key iteration show).
 * @param c Our URL.
 * @returns A new plain record.
 */
export function toWhatwgRecord(c: Components): WhatwgURLRecord {
  const href = c.href;
  const fragmentStart = c.fragmentStart;
  return {
    scheme: c.scheme === 0
      ? href.slice(0, c.schemeEnd)
      : SPECIAL_SCHEMES[c.scheme],
    username: usernameOf(c),
    password: passwordOf(c),
    host: hostOfComponents(c),
    port: c.port < 0 ? null : c.port,
    path: pathOfComponents(c),
    query: queryOf(c),
    fragment: fragmentStart < 0 ? null : href.slice(fragmentStart + 1),
  };
}

/**
 * The URL holding `record`'s fields: the URL serializer's steps on them,
 * which write the href, with the offsets of each part as it is written.
 * Without a host, the serializer writes no credentials or port (its step
 * 2), so a record written into that state keeps none here.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-serializer}
 * @param record whatwg-url's record (or a copy of one).
 * @returns Our URL, new, which the caller may change in place.
 */
export function toComponents(record: WhatwgURLRecord): Components {
  return writeComponents(record, new Components());
}

/** A Components for a caller that is done with it before the next call. */
const spare: Components = /* @__PURE__ */ new Components();

/**
 * {@linkcode toComponents} into one Components that every call reuses: for
 * a caller that is done with it before the next call (which no code it
 * runs makes).
 * @param record whatwg-url's record (or a copy of one).
 * @returns Our URL, which the caller may change in place until it returns.
 */
export function toSpareComponents(record: WhatwgURLRecord): Components {
  return writeComponents(record, spare);
}

/**
 * Writes every part of `c` from `record` (see toComponents()), with a port
 * our URL can hold.
 */
function writeComponents(record: WhatwgURLRecord, c: Components): Components {
  const { scheme } = record;
  c.href = writeHref(record, c, false);
  setSchemePortAndPathKind(
    c,
    specialSchemeNumberOfPrefix(scheme, scheme.length),
    scheme.length,
    record.host === null ? -1 : portOfRecord(record.port),
    typeof record.path === "string",
  );
  return c;
}

/**
 * The URL serializer on `record`: its href, without the fragment when
 * `excludeFragment` is true. With `c`, it also writes the offsets of each
 * part into `c` as it writes the part (the caller sets the rest), and the
 * port as writeComponents() keeps it.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-serializer}
 * @param record whatwg-url's record (or a copy of one).
 * @param c Our URL to take the offsets, or undefined.
 * @param excludeFragment Whether to leave the fragment out.
 * @returns The serialization.
 */
export function writeHref(
  record: WhatwgURLRecord,
  c: Components | undefined,
  excludeFragment: boolean,
): string {
  const { host, path } = record;
  let href = record.scheme + ":";
  let hostStart: number;
  let hostEnd: number;
  if (host !== null) {
    // Step 2: "//", the credentials and "@" when it includes credentials,
    // the host serialized, ":" and the port when it is not null.
    href += "//";
    const { username, password } = record;
    if (username !== "" || password !== "") {
      href += password !== ""
        ? username + ":" + password + "@"
        : username + "@";
    }
    hostStart = href.length;
    href += serializeRecordHost(host);
    hostEnd = href.length;
    if (c === undefined) {
      if (record.port !== null) href += ":" + record.port;
    } else {
      const port = portOfRecord(record.port);
      if (port >= 0) href += ":" + port;
    }
  } else {
    hostStart = hostEnd = href.length;
    // Step 3: "/." before a path that starts with an empty segment.
    if (typeof path !== "string" && path.length > 1 && path[0] === "") {
      href += "/.";
    }
  }
  const pathStart = href.length;
  href += serializePathOf(path);
  const { query, fragment } = record;
  const queryStart = query === null ? -1 : href.length;
  if (query !== null) href += "?" + query;
  const fragmentStart = fragment === null ? -1 : href.length;
  if (fragment !== null && !excludeFragment) href += "#" + fragment;
  if (c !== undefined) {
    c.hostStart = hostStart;
    c.hostEnd = hostEnd;
    c.pathStart = pathStart;
    c.queryStart = queryStart;
    c.fragmentStart = fragmentStart;
  }
  return href;
}

/**
 * `href` from `start` to `end`: `value` itself when it holds that, so
 * that a part the parser left alone costs no new string.
 */
function sliceOr(
  href: string,
  start: number,
  end: number,
  value: unknown,
): string {
  return typeof value === "string" && value.length === end - start &&
      href.startsWith(value, start)
    ? value
    : href.slice(start, end);
}

/**
 * Writes the segments of `c`'s path (a list) into `list`, in place, as the
 * spec's parser appends to and shortens the list it has.
 */
function writePath(c: Components, list: string[]): void {
  const href = c.href;
  const end = pathEnd(c);
  let start = c.pathStart + 1;
  let count = 0;
  if (start <= end) {
    for (;;) {
      const slash = href.indexOf("/", start);
      const segmentEnd = slash < 0 || slash >= end ? end : slash;
      const old = list[count];
      const segment = sliceOr(href, start, segmentEnd, old);
      if (segment !== old) list[count] = segment;
      count++;
      if (segmentEnd === end) break;
      start = segmentEnd + 1;
    }
  }
  if (list.length !== count) list.length = count;
}

/**
 * Writes `c`'s port into `record` unless `record`'s already gives it (a
 * port the parser left alone keeps its value).
 */
function writePort(c: Components, record: WhatwgURLRecord): void {
  if (portOfRecord(record.port) !== c.port) {
    record.port = c.port < 0 ? null : c.port;
  }
}

/**
 * Writes `c`'s fields into `record` (after the parser changed `c`, which
 * came from `record`, in place), keeping `record`'s path list when both
 * paths are lists, and each field the parser left alone as it is.
 * @param c Our URL, as changed.
 * @param record whatwg-url's record to update.
 */
export function writeBack(c: Components, record: WhatwgURLRecord): void {
  const href = c.href;
  // A slice first: it flattens the href the parser has spliced together, so
  // that the comparisons below read one flat string.
  const scheme = href.slice(0, c.schemeEnd);
  if (scheme !== record.scheme) record.scheme = scheme;
  const start = c.hostStart;
  const end = c.hostEnd;
  if (start === c.schemeEnd + 1) {
    record.host = null;
  } else {
    // Without a host our URL holds no credentials or port; the caller's
    // record keeps those it was given (see toComponents()), as a port the
    // parser left alone keeps its value.
    record.username = usernameOf(c);
    record.password = passwordOf(c);
    writePort(c, record);
    // A host the parser left alone keeps its shape (an IPv4 number written
    // into a non-special URL stays a number, as in whatwg-url).
    const old = record.host;
    const host = sliceOr(href, start, end, old);
    if (
      host !== old && (old === null || serializeRecordHost(old) !== host)
    ) {
      record.host = hostShape(c, host);
    }
  }
  const oldPath = record.path;
  if (!c.opaquePath && typeof oldPath !== "string") writePath(c, oldPath);
  else record.path = pathOfComponents(c);
  const queryStart = c.queryStart;
  const fragmentStart = c.fragmentStart;
  record.query = queryStart < 0 ? null : sliceOr(
    href,
    queryStart + 1,
    fragmentStart < 0 ? href.length : fragmentStart,
    record.query,
  );
  record.fragment = fragmentStart < 0
    ? null
    : sliceOr(href, fragmentStart + 1, href.length, record.fragment);
}

/**
 * writeBack() for a state-override shortcut of `state`, which changes only
 * its state's fields: the host and the port (host and hostname states),
 * the port, the path, the query or the fragment.
 * @param c Our URL, as the shortcut changed it.
 * @param record whatwg-url's record to update.
 * @param state The state override's number.
 */
export function writeBackState(
  c: Components,
  record: WhatwgURLRecord,
  state: number,
): void {
  if (state === HOST || state === HOSTNAME || state === PORT) {
    // The host state sets the port too after a ":".
    if (state !== PORT) {
      record.host = hostShape(c, c.href.slice(c.hostStart, c.hostEnd));
    }
    writePort(c, record);
  } else if (state === PATH_START || state === PATH) {
    writePath(c, record.path as string[]);
  } else if (state === QUERY) {
    record.query = queryOf(c);
  } else if (state === FRAGMENT) {
    record.fragment = c.href.slice(c.fragmentStart + 1);
  } else {
    writeBack(c, record);
  }
}

/** The last base: its serialization, and our URL of it. */
interface Base {
  href: string;
  opaque: boolean;
  url: Components;
  fast: boolean;
}

/**
 * The last base: callers such as jsdom parse many URLs against one base
 * record, which is converted once while it serializes the same. Our URL of
 * a record is its serialization with the offsets of each part and whether
 * its path is opaque (toComponents()), so a record that serializes the
 * same, with a path of the same kind, gives the same URL.
 */
let lastBase: Base | null = null;

/**
 * Our URL of a base record, which the parser only reads, and whether it is
 * one that fastParse() gives (the relative fast paths take only those).
 * @param record whatwg-url's record.
 * @returns Our URL and whether the fast paths may use it.
 */
export function baseOf(
  record: WhatwgURLRecord,
): { url: Components; fast: boolean } {
  const href = writeHref(record, undefined, false);
  const opaque = typeof record.path === "string";
  const known = lastBase;
  if (known !== null && known.href === href && known.opaque === opaque) {
    return known;
  }
  // The file states copy only the host of a base (url.bs, file state and
  // file slash state), as whatwg-url's do: the parser reads a base of its
  // own making, whose file: URLs have no credentials or port, so a record
  // written with them is read without them.
  let url = toComponents(
    record.scheme === "file" && (record.username !== "" ||
        record.password !== "" || record.port !== null)
      ? { ...record, username: "", password: "", port: null }
      : record,
  );
  const parsed = new Components();
  // The base is the fast path's own result when that gives it back alike.
  const fast = fastParse(href, parsed) && parsed.bits === url.bits &&
    parsed.hostStart === url.hostStart && parsed.hostEnd === url.hostEnd &&
    parsed.pathStart === url.pathStart &&
    parsed.queryStart === url.queryStart &&
    parsed.fragmentStart === url.fragmentStart;
  if (fast) url = parsed;
  lastBase = { href, opaque, url, fast };
  return lastBase;
}
