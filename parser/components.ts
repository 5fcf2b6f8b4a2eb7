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

/**
 * Checks the offsets of a Components against its href (see the diagram on
 * Components), as rust-url's `check_invariants` does: throws an Error that
 * names the first broken invariant. For tests, after every operation.
 */
export function assertInvariants(c: Components): void {
  const fail = (what: string): never => {
    throw new Error(`Components of ${JSON.stringify(c.href)}: ${what}`);
  };
  const href = c.href;
  const length = href.length;
  if (c.schemeEnd <= 0 || href.charCodeAt(c.schemeEnd) !== 0x3a) {
    fail('schemeEnd is not at the scheme\'s ":"');
  }
  if (specialSchemeNumberOfPrefix(href, c.schemeEnd) !== c.scheme) {
    fail("scheme is not the number of the special scheme");
  }
  if (c.hostStart === c.schemeEnd + 1) {
    // A null host.
    if (c.usernameEnd !== c.hostStart || c.hostEnd !== c.hostStart) {
      fail("a null host has userinfo or host offsets of its own");
    }
    if (c.port !== -1) fail("a null host has a port");
    if (c.scheme !== 0) fail("a special URL has a null host");
    const dotSlash = c.pathStart === c.hostEnd + 2 &&
      href.startsWith("/.", c.hostEnd) && !c.opaquePath &&
      href.startsWith("//", c.pathStart);
    if (c.pathStart !== c.hostEnd && !dotSlash) {
      fail('something but "/." before a path of "//" lies before the path');
    }
    if (c.pathStart === c.hostEnd && href.startsWith("//", c.pathStart)) {
      fail('a path that starts with "//" has no "/." before it');
    }
  } else {
    if (!href.startsWith("//", c.schemeEnd + 1)) fail('no "//" before a host');
    if (c.usernameEnd < c.schemeEnd + 3 || c.usernameEnd > c.hostStart) {
      fail("usernameEnd is outside the userinfo");
    }
    if (c.usernameEnd < c.hostStart) {
      if (href.charCodeAt(c.hostStart - 1) !== 0x40) {
        fail('userinfo does not end in "@"');
      }
      if (
        c.usernameEnd !== c.hostStart - 1 &&
        href.charCodeAt(c.usernameEnd) !== 0x3a
      ) {
        fail('no ":" starts the password');
      }
    }
    if (c.hostEnd < c.hostStart) fail("hostEnd is before hostStart");
    const portText = c.port < 0 ? "" : ":" + c.port;
    if (
      c.pathStart !== c.hostEnd + portText.length ||
      !href.startsWith(portText, c.hostEnd)
    ) {
      fail("the port is not written between host and path");
    }
  }
  if (c.opaquePath && c.hostStart !== c.schemeEnd + 1) {
    fail("a URL with a host has an opaque path");
  }
  const pathEnd = c.queryStart >= 0
    ? c.queryStart
    : c.fragmentStart >= 0
    ? c.fragmentStart
    : length;
  if (pathEnd < c.pathStart) fail("the path ends before it starts");
  if (
    !c.opaquePath && pathEnd > c.pathStart &&
    href.charCodeAt(c.pathStart) !== 0x2f
  ) {
    fail('a path that is not opaque does not start with "/"');
  }
  if (c.scheme !== 0 && pathEnd === c.pathStart) {
    fail("a special URL has an empty path");
  }
  if (c.queryStart >= 0 && href.charCodeAt(c.queryStart) !== 0x3f) {
    fail('queryStart is not at "?"');
  }
  if (
    c.fragmentStart >= 0 &&
    (href.charCodeAt(c.fragmentStart) !== 0x23 ||
      c.fragmentStart < Math.max(c.pathStart, c.queryStart))
  ) {
    fail('fragmentStart is not at a "#" after the path and query');
  }
  const queryEnd = c.fragmentStart >= 0 ? c.fragmentStart : length;
  if (
    c.queryStart >= 0 && href.indexOf("#", c.queryStart) !== -1 &&
    href.indexOf("#", c.queryStart) < queryEnd
  ) {
    fail('the query holds a "#"');
  }
  if (href.lastIndexOf("?", pathEnd - 1) >= c.pathStart && !c.opaquePath) {
    fail('the path holds a "?"');
  }
}
