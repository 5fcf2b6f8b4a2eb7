/**
 * The fast path for a reference against a base URL that took the fast path
 * ({@linkcode fastParse}): parses common references straight into a
 * {@linkcode Components} when the basic URL parser, given that base, would
 * produce what splicing the reference onto the base's href gives, and
 * returns false for everything else, which the caller hands to the parser.
 * Like fastParse(), it is a shortcut of the state machine: the no scheme,
 * relative, relative slash, file and file slash states decide what is kept
 * of the base, and the rules they apply (scheme code points, dot segments,
 * shortening a path, Windows drive letters) are the functions they call.
 *
 * The `URL` class imports this file by name; it is not part of the `parser`
 * subpath's API.
 *
 * @module
 */

import {
  type Components,
  copyBits,
  pathEnd as pathEndOf,
  queryEnd,
  setSchemePortAndPathKind,
} from "./components.ts";
import {
  FILE_SCHEME,
  isAlpha,
  schemeCodePointsEnd,
  SPECIAL_PROTOCOLS,
  specialSchemeCodeOfNumber,
} from "./scheme.ts";
import {
  isDotSegmentAt,
  shortenedPathEnd,
  startsWithWindowsDriveLetter,
} from "./_path.ts";
import { cleanFragmentStart, cleanPathEnd } from "./_path_scan.ts";
import {
  fastHostEnd,
  fastParse,
  setQueryAndFragment,
  startsWithPipeDriveLetter,
} from "./fast_path.ts";
import { lowercaseDomainEnd } from "../host/code_points.ts";

/**
 * Parses the reference `input` against `base` (the offsets of a URL that
 * fastParse() gave) into `out` when a fast path covers it: an absolute URL
 * that fastParse() takes, a scheme-relative ("//host..."), path-absolute or
 * path-relative reference, a query ("?..."), a fragment ("#...") or the
 * empty string. Returns false for the parser to decide.
 *
 * @see {@link https://url.spec.whatwg.org/#no-scheme-state}
 */
export function fastParseReference(
  input: string,
  base: Components,
  out: Components,
): boolean {
  const length = input.length;
  if (length === 0) return fastParseEmpty(base, out);
  const first = input.charCodeAt(0);
  if (first === 0x3f || first === 0x23) {
    return fastParseQueryOrFragment(input, base, out);
  }
  if (first === 0x2f) {
    return length > 1 && input.charCodeAt(1) === 0x2f
      ? fastParseSchemeRelative(input, base, out)
      : fastParseAbsolutePath(input, base, out);
  }
  if (isAlpha(first)) {
    const end = schemeCodePointsEnd(input, 1);
    // A scheme and ":": an absolute URL. fastParse() takes only special
    // URLs with "//" after the scheme (for which the scheme state, the
    // special relative or authority state and the file state reach the
    // host as they do without a base) and URLs that are not special (whose
    // states never read the base), so its result is the one with any base.
    if (end < length && input.charCodeAt(end) === 0x3a) {
      return fastParse(input, out);
    }
  }
  return fastParsePathRelative(input, base, out);
}

/** Copies the base's scheme, host, port and path offsets to `out`. */
function copyUpToPath(base: Components, out: Components): void {
  copyBits(out, base);
  out.hostStart = base.hostStart;
  out.hostEnd = base.hostEnd;
  out.pathStart = base.pathStart;
}

/**
 * The empty reference: the base without its fragment (the relative and file
 * states copy the base's host, path and query and stop at the EOF code
 * point). A base with an opaque path makes the no scheme state fail.
 */
function fastParseEmpty(base: Components, out: Components): boolean {
  if (base.opaquePath) return false;
  const fragmentStart = base.fragmentStart;
  out.href = fragmentStart < 0 ? base.href : base.href.slice(0, fragmentStart);
  copyUpToPath(base, out);
  out.queryStart = base.queryStart;
  out.fragmentStart = -1;
  return true;
}

/**
 * A reference that starts with "?" or "#", when cleanFragmentStart() passes
 * it. "?": the base's path, then the reference as the query and fragment
 * (the relative and file states copy the base's host and path and go to
 * the query state; a base with an opaque path makes the no scheme state
 * fail). "#": the base without its fragment, then the reference (the no
 * scheme state does so for a base with an opaque path, the relative and
 * file states for others).
 */
function fastParseQueryOrFragment(
  input: string,
  base: Components,
  out: Components,
): boolean {
  const fragmentStart = cleanFragmentStart(input, 0);
  if (fragmentStart < 0) return false;
  let end: number;
  if (fragmentStart === 0) {
    end = queryEnd(base);
    out.queryStart = base.queryStart;
    out.fragmentStart = end;
  } else {
    if (base.opaquePath) return false;
    end = pathEndOf(base);
    setQueryAndFragment(out, input, 0, fragmentStart, end);
  }
  out.href = base.href.slice(0, end) + input;
  copyUpToPath(base, out);
  return true;
}

/**
 * A scheme-relative reference ("//host...") against a base whose scheme is
 * special (the rest go to the parser): the relative and relative slash
 * states (or the file and file slash states) go to the state that follows
 * "scheme://" in an absolute URL, and the base gives nothing but its
 * scheme. For a special scheme but file, that is the special authority
 * ignore slashes state, which skips any more "/" and "\", so "///host" is
 * "//host". Taken when the reference from its host on is its own
 * serialization (but for the "/" an empty path becomes, and the host
 * lowercased): a host that fastHostEnd() takes, no port, a path that
 * cleanPathEnd() passes as it is and a query and fragment that
 * cleanFragmentStart() passes. The href is then the scheme, "//" and the
 * reference from its host on.
 */
function fastParseSchemeRelative(
  input: string,
  base: Components,
  out: Components,
): boolean {
  const number = base.scheme;
  if (number === 0) return false;
  const length = input.length;
  let hostStart = 2;
  if (number !== FILE_SCHEME) {
    while (hostStart < length) {
      const c = input.charCodeAt(hostStart);
      if (c !== 0x2f && c !== 0x5c) break;
      hostStart++;
    }
  }
  const lowercaseEnd = lowercaseDomainEnd(input, hostStart);
  const code = specialSchemeCodeOfNumber(number);
  const hostEnd = fastHostEnd(input, hostStart, lowercaseEnd, code);
  if (hostEnd < 0) return false;
  // An empty path at the end becomes "/"; a port and other empty paths go
  // to the parser. (No read past the end: see isDotSegmentAt().)
  const emptyPath = hostEnd === length;
  if (!emptyPath && input.charCodeAt(hostEnd) !== 0x2f) return false;
  if (code === 0 && startsWithPipeDriveLetter(input, hostEnd + 1)) {
    return false;
  }
  const pathEnd = cleanPathEnd(input, hostEnd);
  if (pathEnd < 0) return false;
  const fragmentStart = cleanFragmentStart(input, pathEnd);
  if (fragmentStart < 0) return false;
  const protocol = SPECIAL_PROTOCOLS[number];
  // The domain parser lowercases an ASCII domain (and changes it no more).
  const href = protocol + "//" +
    (hostEnd !== lowercaseEnd
      ? input.slice(hostStart, hostEnd).toLowerCase() + input.slice(hostEnd)
      : input.slice(hostStart));
  out.href = emptyPath ? href + "/" : href;
  const shift = protocol.length + 2 - hostStart;
  setSchemePortAndPathKind(out, number, protocol.length - 1, -1, false);
  out.hostStart = hostStart + shift;
  out.hostEnd = hostEnd + shift;
  out.pathStart = hostEnd + shift;
  setQueryAndFragment(out, input, pathEnd, fragmentStart, shift);
  return true;
}

/**
 * Whether a file URL's path, serialized in `href` from `pathStart`, starts
 * with a Windows drive letter: a base the file slash state and shortening
 * treat apart.
 */
function fileBaseHasDriveLetter(href: string, pathStart: number): boolean {
  return startsWithWindowsDriveLetter(href, pathStart + 1);
}

/**
 * The fast path for a path-absolute relative reference ("/path?query#frag",
 * not "//", which fastParseReference() sends elsewhere, or "/\") against a
 * base whose scheme is special (so it has a host):
 * the relative slash state (or, for file, the file slash state) keeps the
 * base's scheme and host and parses the input's path, query and fragment,
 * which here need no changes. For file, neither the base's path nor the
 * reference may start with a Windows drive letter (the file slash state
 * keeps the base's, and the path state rewrites the reference's). `base`
 * holds the base's offsets.
 */
function fastParseAbsolutePath(
  input: string,
  base: Components,
  out: Components,
): boolean {
  // "/\" is scheme-relative for a special base.
  if (input.length > 1 && input.charCodeAt(1) === 0x5c) return false;
  const number = base.scheme;
  if (number === 0) return false;
  const pathStart = base.pathStart;
  if (
    number === FILE_SCHEME &&
    (startsWithWindowsDriveLetter(input, 1) ||
      fileBaseHasDriveLetter(base.href, pathStart))
  ) {
    return false;
  }
  const pathEnd = cleanPathEnd(input, 0);
  if (pathEnd < 0) return false;
  const fragmentStart = cleanFragmentStart(input, pathEnd);
  if (fragmentStart < 0) return false;
  out.href = base.href.slice(0, pathStart) + input;
  copyUpToPath(base, out);
  setQueryAndFragment(out, input, pathEnd, fragmentStart, pathStart);
  return true;
}

/**
 * The fast path for a path-relative reference ("x/y?q#f", "../x", "./x",
 * "..": fastParseReference() sends those that start with a scheme and ":",
 * "/", "?" or "#" elsewhere) against a base whose scheme is special: the
 * relative state (or the file state) takes the base's path shortened, and
 * the path state shortens it again for each leading ".." and skips each
 * leading ".";
 * what follows them must need no changes (as in fastParseAbsolutePath()).
 * For file, the base's path may not start with a Windows drive letter
 * (shortening keeps it), nor the reference when the path is empty there
 * (the file and path states treat it apart). `base` holds the base's
 * offsets.
 */
function fastParsePathRelative(
  input: string,
  base: Components,
  out: Components,
): boolean {
  const number = base.scheme;
  // "\" starts a path-absolute or scheme-relative reference.
  if (number === 0 || input.charCodeAt(0) === 0x5c) return false;
  // The base's path, shortened: up to its last "/", which stays.
  const href = base.href;
  const pathStart = base.pathStart;
  const file = number === FILE_SCHEME;
  if (
    file &&
    (startsWithWindowsDriveLetter(input, 0) ||
      fileBaseHasDriveLetter(href, pathStart))
  ) {
    return false;
  }
  const baseEnd = pathEndOf(base);
  if (baseEnd === pathStart) return false;
  let dirEnd = shortenedPathEnd(href, pathStart, baseEnd) + 1;
  // Leading "." and ".." segments (ended by "/", "?", "#" or the end).
  const length = input.length;
  let start = 0;
  while (
    start < length && input.charCodeAt(start) === 0x2e &&
    isDotSegmentAt(input, start)
  ) {
    const end = start + 1 < length && input.charCodeAt(start + 1) === 0x2e
      ? start + 2
      : start + 1;
    const next = end < length ? input.charCodeAt(end) : -1;
    if (next === 0x5c) return false;
    if (end === start + 2 && dirEnd - pathStart > 1) {
      dirEnd = shortenedPathEnd(href, pathStart, dirEnd - 1) + 1;
    }
    if (next !== 0x2f) {
      // At "?", "#" or the end: the path ends with an empty segment.
      start = end;
      break;
    }
    start = end + 1;
  }
  if (
    file && dirEnd - pathStart === 1 &&
    startsWithWindowsDriveLetter(input, start)
  ) {
    return false;
  }
  const pathEnd = cleanPathEnd(input, start);
  if (pathEnd < 0) return false;
  const fragmentStart = cleanFragmentStart(input, pathEnd);
  if (fragmentStart < 0) return false;
  const prefix = href.slice(0, dirEnd);
  out.href = start === 0 ? prefix + input : prefix + input.slice(start);
  copyUpToPath(base, out);
  setQueryAndFragment(out, input, pathEnd, fragmentStart, dirEnd - start);
  return true;
}
