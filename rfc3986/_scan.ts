// Private: one linear scan of a string against the URI-reference rule of
// RFC 3986 §4.1, recording where each component starts and ends.
// https://www.rfc-editor.org/rfc/rfc3986#section-4.1

import { isIPv4Range, isIPv6Range, isIPvFutureRange } from "./_host.ts";
import {
  CLASSES,
  IP_LITERAL_MASK,
  isHexDigit,
  PATH_MASK,
  QUERY_MASK,
  REG_NAME_MASK,
  scanChars,
  SCHEME,
  SEGMENT_NC_MASK,
  USERINFO_MASK,
} from "./_tables.ts";

/** The input is not a URI-reference. */
export const INVALID = 0;
/** The input matches URI (it has a scheme). */
export const URI = 1;
/** The input matches relative-ref (it has no scheme). */
export const RELATIVE_REF = 2;

/** Host types, in `Offsets.hostType`. */
export const HOST_NONE = 0;
export const HOST_IPV4 = 1;
export const HOST_IPV6 = 2;
export const HOST_IPVFUTURE = 3;
export const HOST_REG_NAME = 4;
/** The public names of the host types, indexed by the numbers above. */
export const HOST_TYPE_NAMES = [
  null,
  "IPv4",
  "IPv6",
  "IPvFuture",
  "reg-name",
] as const;

/** Where the components of a URI-reference are; -1 marks "undefined". */
export interface Offsets {
  /** Index of the ":" after the scheme. */
  schemeEnd: number;
  /** Index after the "//" that starts the authority. */
  authorityStart: number;
  /** Index of the "@" after the userinfo. */
  userinfoEnd: number;
  hostStart: number;
  hostEnd: number;
  hostType: number;
  /** Index after the ":" that starts the port. */
  portStart: number;
  /** The path is `[pathStart, pathEnd)`; the authority ends at pathStart. */
  pathStart: number;
  pathEnd: number;
  /** Index after the "?". */
  queryStart: number;
  /** Index after the "#". */
  fragmentStart: number;
}

/** Offsets with every component undefined. */
export function newOffsets(): Offsets {
  return {
    schemeEnd: -1,
    authorityStart: -1,
    userinfoEnd: -1,
    hostStart: -1,
    hostEnd: -1,
    hostType: HOST_NONE,
    portStart: -1,
    pathStart: 0,
    pathEnd: 0,
    queryStart: -1,
    fragmentStart: -1,
  };
}

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** "/", "?", "#" or the end: what may follow an authority or a path. */
function endsAuthority(input: string, i: number, end: number): boolean {
  if (i >= end) return true;
  const c = input.charCodeAt(i);
  return c === 0x2f || c === 0x3f || c === 0x23;
}

/**
 * Matches `input` against URI-reference = URI / relative-ref.
 *
 * The two alternatives are disjoint and each splits one way only: a URI is
 * the input whose code units before the first ":" (with no "/", "?" or "#"
 * before it) form a scheme; otherwise only relative-ref can match, whose
 * first path segment (path-noscheme) has no ":". The authority, when "//"
 * follows, runs to the next "/", "?", "#" or the end; the path to the next
 * "?" or "#"; the query to the next "#". Each component is then checked
 * against its own rule in the same pass.
 *
 * @param uriOnly Give up early on a relative reference (return INVALID).
 * @returns INVALID, URI or RELATIVE_REF; fills `out` when given.
 */
export function scanReference(
  input: string,
  out: Offsets | null,
  uriOnly = false,
): number {
  const end = input.length;
  let i = 0;
  let kind = RELATIVE_REF;
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
  if (end > 0 && isAlpha(input.charCodeAt(0))) {
    let j = 1;
    for (; j < end; j++) {
      const c = input.charCodeAt(j);
      if (c >= 0x80 || (CLASSES[c] & SCHEME) === 0) break;
    }
    if (j < end && input.charCodeAt(j) === 0x3a) {
      kind = URI;
      if (out !== null) out.schemeEnd = j;
      i = j + 1;
    }
  }
  if (uriOnly && kind !== URI) return INVALID;
  let pathStart: number;
  if (
    i + 1 < end && input.charCodeAt(i) === 0x2f &&
    input.charCodeAt(i + 1) === 0x2f
  ) {
    // "//" authority path-abempty
    pathStart = scanAuthority(input, i + 2, end, out);
    if (pathStart < 0) return INVALID;
    i = scanChars(input, pathStart, end, PATH_MASK);
  } else if (kind === RELATIVE_REF && i < end && input.charCodeAt(i) !== 0x2f) {
    // path-noscheme / path-empty: no ":" before the first "/"
    pathStart = i;
    i = scanChars(input, i, end, SEGMENT_NC_MASK);
    if (i < end && input.charCodeAt(i) === 0x2f) {
      i = scanChars(input, i, end, PATH_MASK);
    }
  } else {
    // path-absolute / path-rootless / path-empty (URI), path-absolute
    // (relative-ref). Neither starts with "//": that went to the authority.
    pathStart = i;
    i = scanChars(input, i, end, PATH_MASK);
  }
  const pathEnd = i;
  let queryStart = -1;
  let fragmentStart = -1;
  if (i < end && input.charCodeAt(i) === 0x3f) {
    queryStart = i + 1;
    i = scanChars(input, queryStart, end, QUERY_MASK);
  }
  if (i < end && input.charCodeAt(i) === 0x23) {
    fragmentStart = i + 1;
    i = scanChars(input, fragmentStart, end, QUERY_MASK);
  }
  if (i !== end) return INVALID;
  if (out !== null) {
    out.pathStart = pathStart;
    out.pathEnd = pathEnd;
    out.queryStart = queryStart;
    out.fragmentStart = fragmentStart;
  }
  return kind;
}

/**
 * authority = [ userinfo "@" ] host [ ":" port ], from `start` (after "//").
 *
 * @returns The index where the authority ends, or -1.
 */
function scanAuthority(
  input: string,
  start: number,
  end: number,
  out: Offsets | null,
): number {
  let hostStart = start;
  // userinfo = *( unreserved / pct-encoded / sub-delims / ":" ), noting
  // the first ":": without an "@", this run is host [ ":" port ] instead.
  let i = start;
  let firstColon = -1;
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80 && (CLASSES[c] & USERINFO_MASK) !== 0) {
      if (c === 0x3a && firstColon === -1) firstColon = i;
      continue;
    }
    if (
      c === 0x25 && i + 2 < end && isHexDigit(input.charCodeAt(i + 1)) &&
      isHexDigit(input.charCodeAt(i + 2))
    ) {
      i += 2;
      continue;
    }
    break;
  }
  let userinfoEnd = -1;
  if (i < end && input.charCodeAt(i) === 0x40) {
    userinfoEnd = i;
    hostStart = i + 1;
  }
  let hostType: number;
  if (hostStart < end && input.charCodeAt(hostStart) === 0x5b) {
    // IP-literal = "[" ( IPv6address / IPvFuture ) "]"
    const literalStart = hostStart + 1;
    let close = literalStart;
    for (; close < end; close++) {
      const c = input.charCodeAt(close);
      if (c >= 0x80 || (CLASSES[c] & IP_LITERAL_MASK) === 0) break;
    }
    if (close >= end || input.charCodeAt(close) !== 0x5d) return -1;
    if (isIPv6Range(input, literalStart, close)) hostType = HOST_IPV6;
    else if (isIPvFutureRange(input, literalStart, close)) {
      hostType = HOST_IPVFUTURE;
    } else return -1;
    i = close + 1;
  } else {
    // reg-name = *( unreserved / pct-encoded / sub-delims ): without an
    // "@", what was scanned as userinfo up to its first ":" (userinfo is
    // reg-name and ":"); after an "@", a scan of its own.
    if (userinfoEnd === -1) {
      if (firstColon !== -1) i = firstColon;
    } else i = scanChars(input, hostStart, end, REG_NAME_MASK);
    // IPv4address / reg-name: the first rule that matches names the type.
    hostType = isIPv4Range(input, hostStart, i) ? HOST_IPV4 : HOST_REG_NAME;
  }
  const hostEnd = i;
  let portStart = -1;
  if (i < end && input.charCodeAt(i) === 0x3a) {
    // port = *DIGIT
    portStart = ++i;
    while (i < end) {
      const c = input.charCodeAt(i);
      if (c < 0x30 || c > 0x39) break;
      i++;
    }
  }
  if (!endsAuthority(input, i, end)) return -1;
  if (out !== null) {
    out.authorityStart = start;
    out.userinfoEnd = userinfoEnd;
    out.hostStart = hostStart;
    out.hostEnd = hostEnd;
    out.hostType = hostType;
    out.portStart = portStart;
  }
  return i;
}
