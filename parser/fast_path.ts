/**
 * The fast path: parses common input straight into a {@linkcode Components}
 * (the representation the URL class keeps) when the basic URL parser would
 * produce it unchanged, and returns false for everything else.
 *
 * The `URL` class imports this file by name; it is not part of the `parser`
 * subpath's API.
 *
 * @module
 */

import type { Components } from "./components.ts";
import {
  ASCII_DOMAIN_CODE_POINT,
  LOWERCASE_DOMAIN,
  LOWERCASE_DOMAIN_CODE_POINT,
} from "../host/code_points.ts";
import {
  PATH_STOP,
  QUERY_OR_FRAGMENT_STOP,
  UNSAFE_OPAQUE_CODE_POINT as UNSAFE_OPAQUE_CLASS,
} from "./_code_point_classes.ts";
import {
  FILE_SCHEME,
  isAlpha,
  isSchemeCodePoint,
  specialSchemeCodeOfNumber,
  specialSchemeNumberOfPrefix,
} from "./scheme.ts";

/**
 * After the authority, the fast path scans with this: it stops at "?" and
 * "#" (delimiters), at "%" (a possible "%2e"), at a "." followed by ".",
 * "/", "\", "?", "#" or the end (which the first "." of every "." and ".."
 * segment is), and at PATH_STOP: any code point that the path
 * percent-encode set holds, "\" and "%". Most of these send the input to the
 * full parser. The scan runs in the regular expression engine's compiled
 * code rather than a charCodeAt loop, and it is linear (one character class,
 * and a look-ahead of one code unit after a "."; no backtracking). The
 * look-ahead keeps the dots inside segments ("page.html") from stopping the
 * scan. (bench/NOTES.md has the measurements behind these choices.)
 */
const REST_STOPS: RegExp = /* @__PURE__ */ new RegExp(
  "\\.(?=[./\\\\?#]|$)|" + PATH_STOP,
  "g",
);

/**
 * After the path of a special URL, in a query or fragment: stops at
 * QUERY_OR_FRAGMENT_STOP, each code point that the special-query or the
 * fragment percent-encode set holds: "#" (the fragment's start, kept as it
 * is inside it), "`" (which only the fragment set holds) and the code
 * points both sets hold.
 */
const QUERY_STOPS: RegExp = /* @__PURE__ */ new RegExp(
  QUERY_OR_FRAGMENT_STOP,
  "g",
);

/**
 * A lowercase special scheme, "://" and the host code points of the fast
 * path (fastParse() checks what follows): LOWERCASE_DOMAIN_CODE_POINT, which
 * the domain parser keeps as they are, so a host of them is its own
 * serialization unless it ends in a number.
 */
const SPECIAL_SCHEME_AND_HOST: RegExp = /* @__PURE__ */ new RegExp(
  "(?:https?|file|ftp|wss?)://" + LOWERCASE_DOMAIN_CODE_POINT + "*",
  "y",
);

/**
 * A run of the code points that an ASCII domain keeps, up to ASCII lowercase
 * (ASCII_DOMAIN_CODE_POINT).
 *
 * @see {@link https://url.spec.whatwg.org/#concept-domain-to-ascii}
 */
const ASCII_DOMAIN_CODE_POINTS: RegExp = /* @__PURE__ */ new RegExp(
  ASCII_DOMAIN_CODE_POINT + "*",
  "y",
);

/**
 * Whether a "." segment (or ".", "..") starts at `i`: "." then the end of
 * the segment ("/", "\", "?", "#" or the end of the input).
 *
 * The fast path reads no code unit past the end of its input: once a
 * charCodeAt() call has returned NaN there, V8 compiles that read, for every
 * later input, as one that may return a non-integer.
 */
function isDotSegmentAt(input: string, i: number): boolean {
  // input[i] is ".".
  const length = input.length;
  if (i + 1 === length) return true;
  let next = input.charCodeAt(i + 1);
  if (next === 0x2e) {
    if (i + 2 === length) return true;
    next = input.charCodeAt(i + 2);
  }
  return next === 0x2f || next === 0x3f || next === 0x23 || next === 0x5c;
}

/**
 * The fast path: parses `input` when it is a common absolute URL with a
 * special scheme that the full parser would only need to lowercase, or to
 * drop a default port from. Returns false (leaving `out` in any state) for
 * anything else, and the caller runs the full parser.
 *
 * Covered: `scheme://host[:port][/path][?query][#fragment]` with a special
 * scheme, an ASCII domain of ASCII_DOMAIN_CODE_POINTS whose last label does
 * not start with a digit, or a canonical IPv4 address (for file: also the
 * empty host, but not "localhost", and no port), no userinfo, a path that
 * passes REST_STOPS ("\" taken as "/") with no dot segment and, for file,
 * no Windows drive letter written with "|" first, and a query and fragment
 * that pass QUERY_STOPS.
 */
export function fastParse(input: string, out: Components): boolean {
  // The commonest cases, in a function of its own that the JIT compilers
  // keep small whatever else they see: a lowercase special scheme, a
  // lowercase host that is no number (or file's empty host), no port, and a
  // path that needs no change. Its href is the input itself. Anything else,
  // at its first sign, goes to fastParseGeneral().
  // One match for scheme and host: inputs are often sliced strings, whose
  // code units cost more to read one at a time than the engine's matcher
  // pays for them.
  const head = SPECIAL_SCHEME_AND_HOST;
  head.lastIndex = 0;
  if (!head.test(input)) return fastParseGeneral(input, out, 0, 0);
  const hostEnd = head.lastIndex;
  const first = input.charCodeAt(0);
  const schemeEnd = first === 0x68
    ? (input.charCodeAt(4) === 0x3a ? 4 : 5)
    : first === 0x66
    ? (input.charCodeAt(1) === 0x69 ? 4 : 3)
    : (input.charCodeAt(2) === 0x3a ? 2 : 3);
  const file = first === 0x66 && schemeEnd === 4;
  const hostStart = schemeEnd + 3;
  if (
    // (No read past the end: see isDotSegmentAt().)
    hostEnd === input.length || input.charCodeAt(hostEnd) !== 0x2f ||
    (hostEnd === hostStart
      ? !file
      : mayEndInNumber(input, hostStart, hostEnd) ||
        // file: "localhost" becomes the empty host.
        (file && hostEnd - hostStart === 9 &&
          input.startsWith("localhost", hostStart)))
  ) {
    return fastParseGeneral(input, out, schemeEnd, hostEnd);
  }
  // file: a first segment "X|" becomes "X:".
  if (
    file && hostEnd + 2 < input.length &&
    input.charCodeAt(hostEnd + 2) === 0x7c
  ) {
    return fastParseGeneral(input, out, schemeEnd, hostEnd);
  }
  // fastParseGeneral() would scan the rest the same way.
  if (!scanRest(input, hostEnd, false)) return false;
  // A "\" in the path is a "/": fastParseGeneral() replaces them.
  if (restBackslashes) return fastParseGeneral(input, out, schemeEnd, hostEnd);
  out.href = input;
  out.scheme = lowercaseSchemeNumber(first, schemeEnd);
  out.schemeEnd = schemeEnd;
  out.usernameEnd = hostStart;
  out.hostStart = hostStart;
  out.hostEnd = hostEnd;
  out.port = -1;
  out.pathStart = hostEnd;
  out.queryStart = restQueryStart;
  out.fragmentStart = restFragmentStart;
  out.opaquePath = false;
  return true;
}

/**
 * fastParse() for all the inputs it covers, given the length of the scheme
 * when SPECIAL_SCHEME_AND_HOST matches `input` (else 0) and, then, where
 * that match ended: the end of the host's lowercase code points.
 */
function fastParseGeneral(
  input: string,
  out: Components,
  lowercaseSchemeEnd: number,
  lowercaseHostEnd: number,
): boolean {
  const length = input.length;
  if (length < 3) return false;
  // The common lowercase special schemes with "://", by code units.
  let schemeEnd = lowercaseSchemeEnd;
  let number: number;
  let lowerScheme = true;
  let scheme: string;
  if (schemeEnd > 0) {
    number = lowercaseSchemeNumber(input.charCodeAt(0), schemeEnd);
    scheme = "";
  } else {
    // Scheme: an ASCII alpha, then ASCII alphanumerics, "+", "-" or ".".
    schemeEnd = 0;
    for (; schemeEnd < length; schemeEnd++) {
      const c = input.charCodeAt(schemeEnd);
      if (c >= 0x61 && c <= 0x7a) continue;
      if (c >= 0x41 && c <= 0x5a) {
        lowerScheme = false;
        continue;
      }
      if (
        schemeEnd > 0 &&
        ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)
      ) {
        continue;
      }
      break;
    }
    if (schemeEnd === 0 || input.charCodeAt(schemeEnd) !== 0x3a) return false;
    scheme = lowerScheme
      ? input.slice(0, schemeEnd)
      : input.slice(0, schemeEnd).toLowerCase();
    number = specialSchemeNumberOfPrefix(scheme, schemeEnd);
    if (number === 0) {
      return fastNotSpecial(input, scheme, schemeEnd, lowerScheme, out);
    }
    if (
      input.charCodeAt(schemeEnd + 1) !== 0x2f ||
      input.charCodeAt(schemeEnd + 2) !== 0x2f
    ) {
      return false;
    }
  }
  const code = specialSchemeCodeOfNumber(number);
  const hostStart = schemeEnd + 3;
  // The host: LOWERCASE_DOMAIN; uppercase means a rebuild.
  // SPECIAL_SCHEME_AND_HOST has found where its lowercase run ends.
  let hostEnd = lowercaseSchemeEnd > 0 ? lowercaseHostEnd : hostStart;
  if (lowercaseSchemeEnd === 0 && input.charCodeAt(hostStart) !== 0x2f) {
    LOWERCASE_DOMAIN.lastIndex = hostStart;
    LOWERCASE_DOMAIN.test(input);
    hostEnd = LOWERCASE_DOMAIN.lastIndex;
  }
  let lowerHost = true;
  if (hostEnd < length) {
    let c = input.charCodeAt(hostEnd);
    if (c !== 0x2f && c !== 0x3f && c !== 0x23 && c !== 0x3a) {
      // Uppercase or other code points an ASCII domain keeps: the host is
      // rebuilt, lowercased.
      lowerHost = false;
      ASCII_DOMAIN_CODE_POINTS.lastIndex = hostEnd;
      ASCII_DOMAIN_CODE_POINTS.test(input);
      hostEnd = ASCII_DOMAIN_CODE_POINTS.lastIndex;
      c = hostEnd < length ? input.charCodeAt(hostEnd) : 0x2f;
    }
    if (
      c !== 0x2f && c !== 0x3f && c !== 0x23 && (c !== 0x3a || code === 0)
    ) {
      return false;
    }
  }
  if (hostEnd === hostStart) {
    // Only file URLs have an empty host.
    if (code !== 0) return false;
  } else {
    // A host that may end in a number: only a canonical dotted-decimal IPv4
    // address, which serializes to itself, stays on the fast path.
    if (
      mayEndInNumber(input, hostStart, hostEnd) &&
      !isCanonicalIPv4(input, hostStart, hostEnd)
    ) {
      return false;
    }
    // file: "localhost" becomes the empty host.
    if (
      code === 0 && hostEnd - hostStart === 9 &&
      input.slice(hostStart, hostEnd).toLowerCase() === "localhost"
    ) {
      return false;
    }
  }
  let port = -1;
  let pathStart = hostEnd;
  let defaultPort = false;
  if (pathStart < length && input.charCodeAt(pathStart) === 0x3a) {
    // A canonical port: 1 to 5 digits, no leading zero, at most 65535.
    let i = pathStart + 1;
    let value = 0;
    for (; i < length && i - pathStart <= 5; i++) {
      const c = input.charCodeAt(i);
      if (c < 0x30 || c > 0x39) break;
      value = value * 10 + c - 0x30;
    }
    const digits = i - pathStart - 1;
    if (
      digits === 0 || value > 65535 ||
      (digits > 1 && input.charCodeAt(pathStart + 1) === 0x30)
    ) {
      return false;
    }
    const next = i < length ? input.charCodeAt(i) : 0x2f;
    if (next !== 0x2f && next !== 0x3f && next !== 0x23) return false;
    if (value === code) defaultPort = true;
    else port = value;
    pathStart = i;
  }
  const emptyPath = pathStart === length ||
    input.charCodeAt(pathStart) !== 0x2f;
  if (code === 0 && !emptyPath) {
    // file: a first segment "X|" would become "X:".
    const second = input.charCodeAt(pathStart + 2);
    if (
      second === 0x7c && ((input.charCodeAt(pathStart + 1) | 0x20) >= 0x61 &&
        (input.charCodeAt(pathStart + 1) | 0x20) <= 0x7a)
    ) {
      return false;
    }
  }
  if (!scanRest(input, pathStart, false)) return false;
  let queryStart = restQueryStart;
  let fragmentStart = restFragmentStart;
  // Special URLs' paths take "\" as "/".
  const source = restBackslashes
    ? withSlashes(
      input,
      pathStart,
      queryStart >= 0
        ? queryStart
        : fragmentStart >= 0
        ? fragmentStart
        : length,
    )
    : input;
  if (lowerScheme && lowerHost && !defaultPort && !emptyPath) {
    out.href = source;
  } else {
    // Lowercasing keeps lengths, so only a dropped default port and an added
    // "/" move the components after the host.
    // (scheme is "" when SPECIAL_SCHEME_AND_HOST found it lowercase.) With
    // nothing to lowercase, the input up to the host or port serves (one
    // string fewer to join, and "http://host" becomes "http://host/" in
    // one concatenation).
    let href = lowerScheme && lowerHost
      ? input.slice(0, port >= 0 ? pathStart : hostEnd)
      : (scheme === "" ? input.slice(0, schemeEnd) : scheme) + "://" +
        (lowerHost
          ? input.slice(hostStart, hostEnd)
          : input.slice(hostStart, hostEnd).toLowerCase()) +
        (port >= 0 ? input.slice(hostEnd, pathStart) : "");
    const newPathStart = href.length;
    if (emptyPath) href += "/";
    const shift = href.length - pathStart;
    out.href = href + source.slice(pathStart);
    if (queryStart >= 0) queryStart += shift;
    if (fragmentStart >= 0) fragmentStart += shift;
    pathStart = newPathStart;
  }
  out.scheme = number;
  out.schemeEnd = schemeEnd;
  out.usernameEnd = hostStart;
  out.hostStart = hostStart;
  out.hostEnd = hostEnd;
  out.port = port;
  out.pathStart = pathStart;
  out.queryStart = queryStart;
  out.fragmentStart = fragmentStart;
  out.opaquePath = false;
  return true;
}

/**
 * Whether the non-empty host `input[hostStart, hostEnd)` may end in a number
 * (see the ends-in-a-number checker): its last label, ignoring one trailing
 * dot, ends in an ASCII hex digit or "x" and starts with a digit, as every
 * number does. Also true for "." (an empty last label), which the fast path
 * leaves to the full parser. A short backward scan: lastIndexOf() is a slow
 * runtime call here.
 *
 * @see {@link https://url.spec.whatwg.org/#ends-in-a-number-checker}
 */
function mayEndInNumber(
  input: string,
  hostStart: number,
  hostEnd: number,
): boolean {
  // (Each code unit read once: reads from sliced strings cost.)
  let labelEnd = hostEnd;
  let last = input.charCodeAt(labelEnd - 1);
  if (last === 0x2e) {
    labelEnd--;
    if (labelEnd === hostStart) return true;
    last = input.charCodeAt(labelEnd - 1);
  }
  last |= 0x20;
  if (
    !((last >= 0x30 && last <= 0x39) || (last >= 0x61 && last <= 0x66) ||
      last === 0x78)
  ) {
    return false;
  }
  let labelStart = labelEnd - 1;
  while (labelStart > hostStart && input.charCodeAt(labelStart - 1) !== 0x2e) {
    labelStart--;
  }
  const first = input.charCodeAt(labelStart);
  return first >= 0x30 && first <= 0x39;
}

/**
 * Whether `input[start, end)` is four dot-separated decimal numbers of 0 to
 * 255 without leading zeros: an IPv4 address the host parser would serialize
 * to the same string.
 */
function isCanonicalIPv4(input: string, start: number, end: number): boolean {
  let parts = 0;
  let i = start;
  while (i < end) {
    const partStart = i;
    let value = 0;
    while (i < end) {
      const c = input.charCodeAt(i);
      if (c < 0x30 || c > 0x39) break;
      value = value * 10 + c - 0x30;
      i++;
    }
    const digits = i - partStart;
    if (
      digits === 0 || digits > 3 || value > 255 ||
      (digits > 1 && input.charCodeAt(partStart) === 0x30)
    ) {
      return false;
    }
    parts++;
    if (i === end) break;
    if (input.charCodeAt(i) !== 0x2e || parts === 4) return false;
    i++;
  }
  return parts === 4 && input.charCodeAt(end - 1) !== 0x2e;
}

/**
 * A code point that an opaque path, query or fragment of a URL that is not
 * special would change (see the derivation of UNSAFE_OPAQUE_CODE_POINT in
 * _code_point_classes.ts).
 */
const UNSAFE_OPAQUE_CODE_POINT: RegExp = /* @__PURE__ */ new RegExp(
  UNSAFE_OPAQUE_CLASS,
  "g",
);

/**
 * The fast path for a scheme that is not special, in two forms:
 *
 * - `scheme:opaque-path[?query][#fragment]` (no "/" after the scheme), with
 *   no code point that UNSAFE_OPAQUE_CODE_POINT refuses;
 * - `scheme://host[/path][?query][#fragment]`: a non-empty opaque host of
 *   ASCII_DOMAIN_CODE_POINTS (no forbidden host code point, so the
 *   opaque-host parser keeps it as it is, case included), no userinfo or
 *   port, and a rest that needs no change (tested as for special URLs: a
 *   "'" in the query, which only the special-query percent-encode set
 *   holds, goes to the full parser all the same).
 *
 * @see {@link https://url.spec.whatwg.org/#concept-opaque-host-parser}
 */
function fastNotSpecial(
  input: string,
  scheme: string,
  schemeEnd: number,
  lowerScheme: boolean,
  out: Components,
): boolean {
  // A null host (an opaque path) sits at schemeEnd + 1, where the path
  // starts; otherwise the path starts where the host ends.
  const opaquePath = input.charCodeAt(schemeEnd + 1) !== 0x2f;
  let hostStart = schemeEnd + 1;
  let hostEnd = hostStart;
  let queryStart: number;
  let fragmentStart: number;
  if (opaquePath) {
    UNSAFE_OPAQUE_CODE_POINT.lastIndex = hostStart;
    if (UNSAFE_OPAQUE_CODE_POINT.test(input)) return false;
    fragmentStart = input.indexOf("#", hostStart);
    queryStart = input.indexOf("?", hostStart);
    if (fragmentStart >= 0 && queryStart > fragmentStart) queryStart = -1;
  } else {
    if (input.charCodeAt(schemeEnd + 2) !== 0x2f) return false;
    hostStart = schemeEnd + 3;
    ASCII_DOMAIN_CODE_POINTS.lastIndex = hostStart;
    ASCII_DOMAIN_CODE_POINTS.test(input);
    hostEnd = ASCII_DOMAIN_CODE_POINTS.lastIndex;
    if (hostEnd === hostStart) return false;
    if (hostEnd < input.length) {
      const c = input.charCodeAt(hostEnd);
      if (c !== 0x2f && c !== 0x3f && c !== 0x23) return false;
    }
    // scanRest() takes "\" for a separator, as in special URLs, which here
    // only makes it refuse more segments as dot segments: the path keeps it.
    if (!scanRest(input, hostEnd, false)) return false;
    queryStart = restQueryStart;
    fragmentStart = restFragmentStart;
  }
  out.href = lowerScheme ? input : scheme + input.slice(schemeEnd);
  out.scheme = 0;
  out.schemeEnd = schemeEnd;
  out.usernameEnd = hostStart;
  out.hostStart = hostStart;
  out.hostEnd = hostEnd;
  out.port = -1;
  out.pathStart = hostEnd;
  out.queryStart = queryStart;
  out.fragmentStart = fragmentStart;
  out.opaquePath = opaquePath;
  return true;
}

/**
 * The number (see SPECIAL_PROTOCOLS) of the scheme SPECIAL_SCHEME_AND_HOST
 * matched, from its first code unit and length: h: http (4) or https (5);
 * f: file (4) or ftp (3); w: ws (2) or wss (3).
 */
function lowercaseSchemeNumber(first: number, schemeEnd: number): number {
  return first === 0x68
    ? (schemeEnd === 5 ? 2 : 1)
    : first === 0x66
    ? (schemeEnd === 4 ? FILE_SCHEME : 5)
    : (schemeEnd === 3 ? 4 : 3);
}

/**
 * Where scanRest() found "?" and "#" (-1 for none), and whether it found a
 * "\" in the path.
 */
let restQueryStart = -1;
let restFragmentStart = -1;
let restBackslashes = false;

/**
 * `input` with each "\" in `[start, end)` replaced by "/": a special URL's
 * path separators.
 */
function withSlashes(input: string, start: number, end: number): string {
  return input.slice(0, start) + input.slice(start, end).replaceAll("\\", "/") +
    input.slice(end);
}

/**
 * Scans `input` from `start` (the path of a special URL, then maybe a query
 * and a fragment) with REST_STOPS. Returns false when the full parser is
 * needed: a code point to percent-encode, or a dot segment ("." or "..",
 * "%2e" forms included, "\" a separator as "/") in the path. Otherwise
 * sets restQueryStart and restFragmentStart, and restBackslashes when the
 * path has a "\". With `pathOnly`, stops at the path's end: the query and
 * fragment are not checked, and restQueryStart / restFragmentStart say
 * which delimiter ended the path.
 */
function scanRest(input: string, start: number, pathOnly: boolean): boolean {
  let queryStart = -1;
  let fragmentStart = -1;
  let backslashes = false;
  // The path, with REST_STOPS.
  const stops = REST_STOPS;
  stops.lastIndex = start;
  let at = -1;
  while (stops.test(input)) {
    at = stops.lastIndex - 1;
    const c = input.charCodeAt(at);
    if (c === 0x2e) {
      // "." or ".." as a whole segment (after the start, "/" or "\"): a dot
      // segment.
      const before = at === start ? 0x2f : input.charCodeAt(at - 1);
      if ((before === 0x2f || before === 0x5c) && isDotSegmentAt(input, at)) {
        return false;
      }
    } else if (c === 0x3f) {
      queryStart = at;
      break;
    } else if (c === 0x23) {
      fragmentStart = at;
      break;
    } else if (c === 0x25) {
      // "%2e" may be (part of) a dot segment: leave it to the full parser.
      if (
        at + 2 < input.length && input.charCodeAt(at + 1) === 0x32 &&
        (input.charCodeAt(at + 2) | 0x20) === 0x65
      ) {
        return false;
      }
    } else if (c === 0x5c) {
      backslashes = true;
    } else {
      return false;
    }
  }
  stops.lastIndex = 0;
  if (!pathOnly && (queryStart >= 0 || fragmentStart >= 0)) {
    // The query and fragment, with QUERY_STOPS: only a "#", and a "`" in
    // the query, may stop.
    const rest = QUERY_STOPS;
    rest.lastIndex = at + 1;
    while (rest.test(input)) {
      const stop = rest.lastIndex - 1;
      const c = input.charCodeAt(stop);
      if (c === 0x23) {
        if (fragmentStart < 0) fragmentStart = stop;
      } else if (c !== 0x60 || fragmentStart >= 0) {
        rest.lastIndex = 0;
        return false;
      }
    }
  }
  restQueryStart = queryStart;
  restFragmentStart = fragmentStart;
  restBackslashes = backslashes;
  return true;
}

/**
 * The fast path for a path-absolute relative reference ("/path?query#frag",
 * not "//" or "/\\") against a base with a host whose scheme is special and
 * not file: the relative slash state keeps the base's scheme and authority
 * and parses the input's path, query and fragment, which here need no
 * changes. `base` holds the base's offsets.
 */
export function fastParseAbsolutePath(
  input: string,
  base: Components,
  out: Components,
): boolean {
  if (input.charCodeAt(0) !== 0x2f) return false;
  const second = input.charCodeAt(1);
  if (second === 0x2f || second === 0x5c) return false;
  const schemeEnd = base.schemeEnd;
  if (base.hostStart === schemeEnd + 1) return false;
  const number = base.scheme;
  if (number === 0 || number === FILE_SCHEME) return false;
  if (!scanRest(input, 0, false) || restBackslashes) return false;
  const pathStart = base.pathStart;
  out.href = base.href.slice(0, pathStart) + input;
  out.scheme = number;
  out.schemeEnd = schemeEnd;
  out.usernameEnd = base.usernameEnd;
  out.hostStart = base.hostStart;
  out.hostEnd = base.hostEnd;
  out.port = base.port;
  out.pathStart = pathStart;
  out.queryStart = restQueryStart < 0 ? -1 : pathStart + restQueryStart;
  out.fragmentStart = restFragmentStart < 0
    ? -1
    : pathStart + restFragmentStart;
  out.opaquePath = false;
  return true;
}

/**
 * The fast path for a path-relative reference ("x/y?q#f", "../x", "./x",
 * "..") against a base with a host whose scheme is special and not file:
 * the relative state takes the base's path without its last segment, and
 * the path state pops a segment for each leading ".." and skips each
 * leading "."; what follows them must need no changes (as in
 * fastParseAbsolutePath()). `base` holds the base's offsets.
 */
export function fastParsePathRelative(
  input: string,
  base: Components,
  out: Components,
): boolean {
  const length = input.length;
  if (length === 0) return false;
  const number = base.scheme;
  if (number === 0 || number === FILE_SCHEME) return false;
  const first = input.charCodeAt(0);
  // An input that starts with a scheme and ":" is absolute.
  // (No read past the end: see isDotSegmentAt().)
  if (isAlpha(first)) {
    let i = 1;
    while (i < length && isSchemeCodePoint(input.charCodeAt(i))) i++;
    if (i < length && input.charCodeAt(i) === 0x3a) return false;
  }
  // "/" and "\" (path-absolute or scheme-relative), "?" and "#" (the
  // base's path kept) go elsewhere.
  if (first === 0x2f || first === 0x5c || first === 0x3f || first === 0x23) {
    return false;
  }
  // The base's path without its last segment: up to its last "/".
  const href = base.href;
  const pathStart = base.pathStart;
  let dirEnd = base.queryStart >= 0
    ? base.queryStart
    : base.fragmentStart >= 0
    ? base.fragmentStart
    : href.length;
  while (dirEnd > pathStart && href.charCodeAt(dirEnd - 1) !== 0x2f) dirEnd--;
  // Special URLs' paths start with "/"; the path list of "/" is [""], which
  // shortening empties, and the first segment then starts the path again.
  if (dirEnd === pathStart) return false;
  // Leading "." and ".." segments (ended by "/", "?", "#" or the end).
  let start = 0;
  for (;;) {
    if (start === length || input.charCodeAt(start) !== 0x2e) break;
    // The code point after the dots (-1 at the end of the input).
    let end = start + 1;
    let next = end < length ? input.charCodeAt(end) : -1;
    let dots = 1;
    if (next === 0x2e) {
      dots = 2;
      end++;
      next = end < length ? input.charCodeAt(end) : -1;
    }
    if (end < length && next !== 0x2f && next !== 0x3f && next !== 0x23) {
      break; // ".x" or "..x": an ordinary segment
    }
    if (dots === 2 && dirEnd - pathStart > 1) {
      // Shorten the path: drop the segment before the "/" at dirEnd - 1.
      dirEnd--;
      while (href.charCodeAt(dirEnd - 1) !== 0x2f) dirEnd--;
    }
    if (next === 0x2f) {
      start = end + 1;
    } else {
      // At "?", "#" or the end: the path ends with an empty segment.
      start = end;
      break;
    }
  }
  if (!scanRest(input, start, false) || restBackslashes) return false;
  const prefix = href.slice(0, dirEnd);
  const shift = dirEnd - start;
  out.href = start === 0 ? prefix + input : prefix + input.slice(start);
  out.scheme = number;
  out.schemeEnd = base.schemeEnd;
  out.usernameEnd = base.usernameEnd;
  out.hostStart = base.hostStart;
  out.hostEnd = base.hostEnd;
  out.port = base.port;
  out.pathStart = pathStart;
  out.queryStart = restQueryStart < 0 ? -1 : restQueryStart + shift;
  out.fragmentStart = restFragmentStart < 0 ? -1 : restFragmentStart + shift;
  out.opaquePath = false;
  return true;
}

/**
 * For the URL parser's path state: the end of the path that starts at
 * `start` (the first "?" or "#", or the end of `input`) when the path needs
 * no changes (no code point to percent-encode, no "\\", no "." or ".."
 * segment, "%2e" forms included); otherwise -1.
 */
export function cleanPathEnd(input: string, start: number): number {
  if (!scanRest(input, start, true) || restBackslashes) return -1;
  if (restQueryStart >= 0) return restQueryStart;
  if (restFragmentStart >= 0) return restFragmentStart;
  return input.length;
}
