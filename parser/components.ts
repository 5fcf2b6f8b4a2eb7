/**
 * A URL as its serialization plus component offsets: the representation the
 * `URL` class keeps, and its conversions from and to a URL record.
 *
 * The `URL` class imports this file by name; it is not part of the `parser`
 * subpath's API.
 *
 * @module
 */

import type { URLRecord } from "./url_record.ts";
import { specialSchemeNumberOfPrefix } from "./scheme.ts";

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
 * others.
 */
export class Components {
  href = "";
  scheme = 0;
  schemeEnd = 0;
  usernameEnd = 0;
  hostStart = 0;
  hostEnd = 0;
  port = -1;
  pathStart = 0;
  queryStart = -1;
  fragmentStart = -1;
  opaquePath = false;
}

/**
 * Fills `out` from a URL record; `href` is `input` itself when the
 * serialization equals it.
 */
export function recordToComponents(
  record: URLRecord,
  out: Components,
  input: string | undefined,
): void {
  let href = record.scheme + ":";
  out.schemeEnd = record.scheme.length;
  out.scheme = specialSchemeNumberOfPrefix(record.scheme, out.schemeEnd);
  const host = record.host;
  if (host !== null) {
    href += "//";
    if (record.username !== "" || record.password !== "") {
      href += record.username;
      out.usernameEnd = href.length;
      if (record.password !== "") href += ":" + record.password;
      href += "@";
    } else {
      out.usernameEnd = href.length;
    }
    out.hostStart = href.length;
    href += host;
    out.hostEnd = href.length;
    if (record.port !== null) href += ":" + record.port;
  } else {
    out.usernameEnd = out.hostStart = out.hostEnd = href.length;
    const path = record.serializedPath;
    if (!record.opaquePath && path.length > 1 && path.charCodeAt(1) === 0x2f) {
      href += "/.";
    }
  }
  out.port = record.port ?? -1;
  out.opaquePath = record.opaquePath;
  out.pathStart = href.length;
  href += record.serializedPath;
  if (record.query !== null) {
    out.queryStart = href.length;
    href += "?" + record.query;
  } else {
    out.queryStart = -1;
  }
  if (record.fragment !== null) {
    out.fragmentStart = href.length;
    href += "#" + record.fragment;
  } else {
    out.fragmentStart = -1;
  }
  out.href =
    input !== undefined && input.length === href.length && input === href
      ? input
      : href;
}

/** Rebuilds the URL record from a serialization and its offsets. */
export function componentsToRecord(
  c: Components,
  record: URLRecord,
): URLRecord {
  const href = c.href;
  record.scheme = href.slice(0, c.schemeEnd);
  if (c.hostStart !== c.schemeEnd + 1) {
    record.username = href.slice(c.schemeEnd + 3, c.usernameEnd);
    record.password = c.usernameEnd + 1 < c.hostStart &&
        href.charCodeAt(c.usernameEnd) === 0x3a
      ? href.slice(c.usernameEnd + 1, c.hostStart - 1)
      : "";
    record.host = href.slice(c.hostStart, c.hostEnd);
    record.port = c.port < 0 ? null : c.port;
  } else {
    record.username = "";
    record.password = "";
    record.host = null;
    record.port = null;
  }
  record.opaquePath = c.opaquePath;
  const pathEnd = c.queryStart >= 0
    ? c.queryStart
    : c.fragmentStart >= 0
    ? c.fragmentStart
    : href.length;
  record.serializedPath = href.slice(c.pathStart, pathEnd);
  record.query = c.queryStart >= 0
    ? href.slice(
      c.queryStart + 1,
      c.fragmentStart >= 0 ? c.fragmentStart : href.length,
    )
    : null;
  record.fragment = c.fragmentStart >= 0
    ? href.slice(c.fragmentStart + 1)
    : null;
  return record;
}

/** A copy of a Components. */
export function copyComponents(c: Components): Components {
  const copy = new Components();
  copy.href = c.href;
  copy.scheme = c.scheme;
  copy.schemeEnd = c.schemeEnd;
  copy.usernameEnd = c.usernameEnd;
  copy.hostStart = c.hostStart;
  copy.hostEnd = c.hostEnd;
  copy.port = c.port;
  copy.pathStart = c.pathStart;
  copy.queryStart = c.queryStart;
  copy.fragmentStart = c.fragmentStart;
  copy.opaquePath = c.opaquePath;
  return copy;
}
