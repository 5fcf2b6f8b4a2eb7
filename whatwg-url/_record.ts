// The one place where whatwg-url's URL record shape meets ours: a plain
// object with the spec's eight fields (host as a string, a number for IPv4
// or eight numbers for IPv6; path as a list or an opaque string) on one
// side, the parser's URLRecord (a serialized URL with offsets) on the other.
// Each record this room hands out remembers the URLRecord it came from and a
// snapshot of its fields, so that the serializers and the state-override
// parser reuse that URLRecord while nobody has written a field, and rebuild
// it from the fields (through URLRecord's own setters) when someone has.

import { hostType, URLRecord } from "../parser/mod.ts";
import { type Host, parseIPv4, parseIPv6, serializeHost } from "../host/mod.ts";

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

/** A class whose constructor returns its argument, for Stamp to extend. */
class ReturnArgument {
  constructor(object: object) {
    // Returning the object makes the subclass stamp its fields onto it.
    return object;
  }
}

/** The URLRecord behind a record, and the fields it had when they matched. */
interface View {
  url: URLRecord;
  scheme: string;
  username: string;
  password: string;
  host: WhatwgHost | null;
  hostCopy: number[] | null;
  port: number | null;
  path: string[] | string;
  pathCopy: string[] | null;
  query: string | null;
  fragment: string | null;
}

/**
 * The view of a plain record, kept in a private field stamped onto the
 * record itself: no property that keys, spread copies, JSON or deep
 * equality see, and faster than a WeakMap, whose entries the garbage
 * collector must trace as ephemerons.
 */
class Stamp extends ReturnArgument {
  #view: View;

  private constructor(record: WhatwgURLRecord, view: View) {
    super(record);
    this.#view = view;
  }

  /** Remembers `url` as the URLRecord behind `record`'s current fields. */
  static remember(record: WhatwgURLRecord, url: URLRecord): void {
    const { host, path } = record;
    const view: View = {
      url,
      scheme: record.scheme,
      username: record.username,
      password: record.password,
      host,
      hostCopy: typeof host === "object" && host !== null ? host.slice() : null,
      port: record.port,
      path,
      pathCopy: typeof path === "string" ? null : path.slice(),
      query: record.query,
      fragment: record.fragment,
    };
    if (#view in record) (record as unknown as Stamp).#view = view;
    else new Stamp(record, view);
  }

  /** The URLRecord behind `record` if its fields are unchanged, else null. */
  static recall(record: WhatwgURLRecord): URLRecord | null {
    if (!(#view in record)) return null;
    const view = (record as unknown as Stamp).#view;
    if (
      view.scheme !== record.scheme || view.username !== record.username ||
      view.password !== record.password || view.host !== record.host ||
      view.port !== record.port || view.path !== record.path ||
      view.query !== record.query || view.fragment !== record.fragment ||
      !sameList(view.hostCopy, record.host) ||
      !sameList(view.pathCopy, record.path)
    ) {
      return null;
    }
    return view.url;
  }
}

/** The host of `url` in whatwg-url's shape. */
function hostOfRecord(url: URLRecord): WhatwgHost | null {
  const host = url.host;
  if (host === null || host === "") return host;
  switch (hostType(url)) {
    case "IPv4":
      return parseIPv4(host)!;
    case "IPv6":
      return parseIPv6(host.slice(1, -1))!;
    default:
      return host;
  }
}

/** Whether a list still holds the items of its copy (non-lists: yes). */
function sameList(
  copy: readonly unknown[] | null,
  list: WhatwgHost | string[] | string | null,
): boolean {
  if (copy === null || !Array.isArray(list)) return true;
  if (copy.length !== list.length) return false;
  for (let i = 0; i < copy.length; i++) {
    if (copy[i] !== list[i]) return false;
  }
  return true;
}

/**
 * Makes whatwg-url's record of `url`, in the field order whatwg-url uses
 * (which `JSON.stringify` and key iteration show).
 * @param url Our URL record.
 * @returns A new plain record that remembers `url`.
 */
export function toWhatwgRecord(url: URLRecord): WhatwgURLRecord {
  const record: WhatwgURLRecord = {
    scheme: url.scheme,
    username: url.username,
    password: url.password,
    host: hostOfRecord(url),
    port: url.port,
    path: url.path,
    query: url.query,
    fragment: url.fragment,
  };
  Stamp.remember(record, url);
  return record;
}

/**
 * Writes `url`'s fields into `record` (after the parser changed `url` in
 * place), keeping `record`'s path list when both paths are lists, as the
 * spec's parser appends to and shortens the list it has.
 * @param url Our URL record, as changed.
 * @param record whatwg-url's record to update.
 */
export function writeBack(url: URLRecord, record: WhatwgURLRecord): void {
  record.scheme = url.scheme;
  const host = hostOfRecord(url);
  if (host !== null) {
    // Without a host our record holds no credentials or port; the caller's
    // record keeps those it was given (see toURLRecord()).
    record.username = url.username;
    record.password = url.password;
    record.port = url.port;
  }
  // A host the parser left alone keeps its shape (an IPv4 number written
  // into a non-special URL stays a number, as in whatwg-url).
  const old = record.host;
  if (
    old === null || host === null || serializeHost(old as Host) !== url.host
  ) {
    record.host = host;
  }
  const path = url.path;
  const oldPath = record.path;
  if (Array.isArray(path) && Array.isArray(oldPath)) {
    if (!sameList(path, oldPath)) oldPath.splice(0, oldPath.length, ...path);
  } else {
    record.path = path;
  }
  record.query = url.query;
  record.fragment = url.fragment;
  Stamp.remember(record, url);
}

/**
 * The URLRecord holding `record`'s fields: the one it came from while its
 * fields are unchanged, else a new one built from them.
 * @param record whatwg-url's record (or a copy of one).
 * @returns Our URL record, which the caller may change in place.
 */
export function toURLRecord(record: WhatwgURLRecord): URLRecord {
  const known = Stamp.recall(record);
  if (known !== null) return known;
  const url = new URLRecord();
  url.scheme = record.scheme;
  if (record.host !== null) {
    // Without a host, the URL serializer writes no credentials or port
    // (its step 2), so a record written into that state keeps none.
    url.host = serializeHost(record.host as Host);
    url.username = record.username;
    url.password = record.password;
    url.port = record.port;
  }
  url.path = record.path;
  url.query = record.query;
  url.fragment = record.fragment;
  Stamp.remember(record, url);
  return url;
}
