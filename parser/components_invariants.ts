/**
 * The invariants of a {@link Components}: the check that its offsets agree
 * with its href, which tests run after every operation. A file of its own
 * so that components.ts holds only what the parser and the URL class run.
 *
 * @module
 */

import {
  type Components,
  SCHEME_END_LONG,
  SCHEME_END_SHIFT,
} from "./components.ts";
import { specialSchemeNumberOfPrefix } from "./scheme.ts";

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
  const bits = c.bits;
  if (!Number.isInteger(bits) || bits < 0 || bits >= 2 ** 30) {
    fail("bits is not a small non-negative integer");
  }
  if (c.queryPending && !c.queryObject) {
    fail("the query is pending without a query object");
  }
  if (c.schemeEnd <= 0 || href.indexOf(":") !== c.schemeEnd) {
    fail('schemeEnd is not at the href\'s first ":"');
  }
  const storedSchemeEnd = bits >> SCHEME_END_SHIFT;
  if (
    storedSchemeEnd !== Math.min(c.schemeEnd, SCHEME_END_LONG)
  ) {
    fail("the bits' schemeEnd is not schemeEnd (or SCHEME_END_LONG)");
  }
  if (c.port < -1 || c.port > 0xffff) fail("the port is out of range");
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
      // usernameEnd is read from the href: the userinfo's first ":" or its
      // "@", which the username and password hold only percent-encoded.
      const userinfo = href.slice(c.schemeEnd + 3, c.hostStart - 1);
      if (userinfo.includes("@")) fail('the userinfo holds an "@"');
      // The serializer writes the userinfo only when it is not empty.
      if (userinfo === "" || userinfo === ":") fail("the userinfo is empty");
      if (href.slice(c.schemeEnd + 3, c.usernameEnd).includes(":")) {
        fail('the username holds a ":"');
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
