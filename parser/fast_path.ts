/**
 * The fast path: parses common input straight into a {@linkcode Components}
 * (the representation the URL class keeps) when the basic URL parser would
 * produce it with nothing more than lowercasing, a dropped default port or
 * an added "/", and returns false for everything else, which the caller
 * hands to the parser. It is a shortcut of the state machine: each rule it
 * applies (scheme code points, default ports, ends in a number, IPv4
 * serialization, file's "localhost" and Windows drive letters, dot segments
 * and "%2e", shortening a base's path) is the function the states call.
 *
 * The `URL` class imports this file by name; it is not part of the `parser`
 * subpath's API.
 *
 * @module
 */

import { type Components, setSchemePortAndPathKind } from "./components.ts";
import {
  ASCII_DOMAIN_CODE_POINT,
  LOWERCASE_DOMAIN_CODE_POINT,
  lowercaseDomainEnd,
} from "../host/code_points.ts";
import { endsInANumberIn } from "../host/_ends_in_a_number.ts";
import { isSerializedIPv4In } from "../host/_ipv4_range.ts";
import {
  asciiLowercase,
  FILE_SCHEME,
  HTTP_SCHEME,
  HTTPS_SCHEME,
  isAlpha,
  portValue,
  schemeCodePointsEnd,
  specialSchemeCodeOfNumber,
  specialSchemeNumberOfPrefix,
} from "./scheme.ts";
import { startsWithWindowsDriveLetter } from "./_path.ts";
import { isAsciiTabOrNewline } from "./_code_point_classes.ts";
import {
  backslashPathEnd,
  CLEAN_PATH_RUN,
  CLEAN_QUERY_RUN,
  cleanFragmentStart,
  cleanPathEnd,
  FRAGMENT_STOPS,
  NEEDS_STEPS,
} from "./_path_scan.ts";
import { LOCALHOST } from "./_file_states.ts";
import { lengthOf } from "../percent/code_units.ts";

/**
 * The end of the special URL path that starts at `start` in `input` when it
 * needs no change, else a negative number (see _path_scan.ts).
 */
export { cleanPathEnd };

/**
 * A lowercase special scheme, "://" and the host code points of the fast
 * path, as the source of a sticky regular expression:
 * LOWERCASE_DOMAIN_CODE_POINT, which the domain parser keeps as they are, so
 * a host of them is its own serialization unless it ends in a number.
 */
const SPECIAL_SCHEME_AND_HOST = "(?:https?|file|ftp|wss?)://" +
  LOWERCASE_DOMAIN_CODE_POINT + "*";

/**
 * SPECIAL_SCHEME_AND_HOST as a sticky regular expression: the first step of
 * fastAccepts().
 */
const SPECIAL_SCHEME_AND_HOST_RUN: RegExp = /* @__PURE__ */ new RegExp(
  SPECIAL_SCHEME_AND_HOST,
  "y",
);

/**
 * SPECIAL_SCHEME_AND_HOST, then, when "/" follows the host, a path that
 * needs no change (CLEAN_PATH_RUN), then one of three that tell what
 * follows the path: nothing or a query that needs no change
 * (CLEAN_QUERY_RUN) to the end, looked ahead at (the match ends where the
 * path does); else a "?" or "#", taken (the match ends after it); else
 * nothing. The last alternative matches anywhere, so the match never fails
 * after the runs and never backtracks into them. One match for most inputs
 * that fastParse() takes.
 */
const SPECIAL_URL_AS_IS: RegExp = /* @__PURE__ */ new RegExp(
  SPECIAL_SCHEME_AND_HOST + "(?:/" + CLEAN_PATH_RUN + ")?(?:(?=(?:" +
    CLEAN_QUERY_RUN + ")?$)|[?#]|)",
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
 * Whether a file URL's path that starts at `i` (after its "/") starts with a
 * Windows drive letter written with "|", which the path state rewrites
 * ("replace the second code point in buffer with U+003A (:)").
 */
export function startsWithPipeDriveLetter(input: string, i: number): boolean {
  return i + 1 < lengthOf(input) && input.charCodeAt(i + 1) === 0x7c &&
    startsWithWindowsDriveLetter(input, i);
}

/**
 * Sets `out`'s query and fragment starts from where the path ends and the
 * fragment starts (`input.length` for none) in `input`, shifted by `shift`.
 */
export function setQueryAndFragment(
  out: Components,
  input: string,
  pathEnd: number,
  fragmentStart: number,
  shift: number,
): void {
  // The path ends at "?", "#" or the end: at "#" the fragment starts there
  // too, and at the end so does "no fragment" (`input.length`).
  out.queryStart = pathEnd < fragmentStart ? pathEnd + shift : -1;
  out.fragmentStart = fragmentStart < lengthOf(input)
    ? fragmentStart + shift
    : -1;
}

/**
 * The fast path for an absolute URL with a special scheme.
 *
 * Covered: `scheme://host[:port][/path][?query][#fragment]` with a
 * lowercase special scheme (the parser lowercases others), an ASCII domain
 * of ASCII_DOMAIN_CODE_POINTS that does not end in a number, or an IPv4
 * address written as it serializes (for file: also the empty host, but not
 * "localhost", and no port), no userinfo, a path that cleanPathEnd()
 * passes ("\" taken as "/") and, for file, that does not start with a
 * Windows drive letter written with "|", and a query and fragment that
 * cleanFragmentStart() passes.
 */
export function fastParse(input: string, out: Components): boolean {
  // The commonest cases, in a function of its own, kept small: a lowercase
  // special scheme, a lowercase host that is no number (or file's empty
  // host), no port, and a path, query and fragment that need no change. Its
  // href is the input itself. Anything else, at its first sign, goes to
  // fastParseGeneral().
  // One match for it all: inputs are often sliced strings, whose code units
  // cost more to read one at a time than the engine's matcher pays for
  // them, and each match has a cost of its own.
  const whole = SPECIAL_URL_AS_IS;
  whole.lastIndex = 0;
  if (!whole.test(input)) return fastParseGeneral(input, out, 0, 0);
  let pathEnd = whole.lastIndex;
  const length = lengthOf(input);
  // What the match ended with: a "?" or "#" it took (neither is a host or
  // path code point), whose rest cleanFragmentStart() checks; else the path
  // with the end or a clean query after it; else what fastParseGeneral()
  // sees to.
  let fragmentStart = length;
  const taken = input.charCodeAt(pathEnd - 1);
  if (taken === 0x3f || taken === 0x23) {
    fragmentStart = cleanFragmentStart(input, --pathEnd);
  } else if (pathEnd < length && input.charCodeAt(pathEnd) !== 0x3f) {
    fragmentStart = -1;
  }
  const first = input.charCodeAt(0);
  const schemeEnd = lowercaseSchemeEnd(input, first);
  const file = first === 0x66 && schemeEnd === 4;
  const hostStart = schemeEnd + 3;
  // The host's code points hold no "/": the first one ends them, unless the
  // match ended before it (no path followed them).
  const slash = input.indexOf("/", hostStart);
  const hostEnd = slash < 0 || slash > pathEnd ? pathEnd : slash;
  if (
    hostEnd === pathEnd || fragmentStart < 0 ||
    (hostEnd === hostStart
      ? !file
      : endsInANumberIn(input, hostStart, hostEnd) ||
        (file && hostEnd - hostStart === 9 &&
          input.startsWith(LOCALHOST, hostStart)))
  ) {
    return fastParseGeneral(input, out, schemeEnd, hostEnd);
  }
  if (file && startsWithPipeDriveLetter(input, hostEnd + 1)) return false;
  out.href = input;
  setSchemePortAndPathKind(
    out,
    lowercaseSchemeNumber(first, schemeEnd),
    schemeEnd,
    -1,
    false,
  );
  out.hostStart = hostStart;
  out.hostEnd = hostEnd;
  out.pathStart = hostEnd;
  setQueryAndFragment(out, input, pathEnd, fragmentStart, 0);
  return true;
}

/**
 * fastParse() for all the inputs it covers, given the length of a
 * lowercase special scheme and the end of the host's lowercase code points
 * (LOWERCASE_DOMAIN_CODE_POINT) when fastParse() found them (else 0 and 0).
 */
function fastParseGeneral(
  input: string,
  out: Components,
  lowercaseSchemeEnd: number,
  lowercaseHostEnd: number,
): boolean {
  const length = lengthOf(input);
  if (length < 3) return false;
  if (lowercaseSchemeEnd > 0) {
    const number = lowercaseSchemeNumber(
      input.charCodeAt(0),
      lowercaseSchemeEnd,
    );
    return fastSpecial(
      input,
      out,
      number,
      lowercaseSchemeEnd,
      lowercaseHostEnd,
    );
  }
  // The scheme state's scheme: an ASCII alpha, then scheme code points,
  // lowercase (the parser lowercases others).
  if (!isAlpha(input.charCodeAt(0))) return false;
  const schemeEnd = schemeCodePointsEnd(input, 1);
  if (schemeEnd === length || input.charCodeAt(schemeEnd) !== 0x3a) {
    return false;
  }
  const scheme = input.slice(0, schemeEnd);
  if (asciiLowercase(scheme) !== scheme) return false;
  const number = specialSchemeNumberOfPrefix(scheme, schemeEnd);
  if (number === 0) return fastNotSpecial(input, schemeEnd, out);
  if (
    input.charCodeAt(schemeEnd + 1) !== 0x2f ||
    input.charCodeAt(schemeEnd + 2) !== 0x2f
  ) {
    return false;
  }
  const hostStart = schemeEnd + 3;
  const lowercaseEnd = lowercaseDomainEnd(input, hostStart);
  return fastSpecial(input, out, number, schemeEnd, lowercaseEnd);
}

/**
 * The end of a special URL's host from `hostStart` when the fast path takes
 * it, else -1; `lowercaseEnd` is where its lowercase code points end. The
 * fast path takes an ASCII domain that does not end in a
 * number (and is not file's "localhost"), an IPv4 address written as it
 * serializes, and file's empty host.
 */
export function fastHostEnd(
  input: string,
  hostStart: number,
  lowercaseEnd: number,
  code: number,
): number {
  const length = lengthOf(input);
  let hostEnd = lowercaseEnd;
  let c = hostEnd < length ? input.charCodeAt(hostEnd) : 0x2f;
  if (c !== 0x2f && c !== 0x3f && c !== 0x23 && c !== 0x3a) {
    // Uppercase or other code points an ASCII domain keeps: the host is
    // rebuilt, lowercased.
    ASCII_DOMAIN_CODE_POINTS.lastIndex = hostEnd;
    ASCII_DOMAIN_CODE_POINTS.test(input);
    hostEnd = ASCII_DOMAIN_CODE_POINTS.lastIndex;
    c = hostEnd < length ? input.charCodeAt(hostEnd) : 0x2f;
  }
  if (c !== 0x2f && c !== 0x3f && c !== 0x23 && (c !== 0x3a || code === 0)) {
    return -1;
  }
  // Only file URLs have an empty host.
  if (hostEnd === hostStart) return code === 0 ? hostEnd : -1;
  if (
    endsInANumberIn(input, hostStart, hostEnd) &&
    !isSerializedIPv4In(input, hostStart, hostEnd)
  ) {
    return -1;
  }
  if (
    code === 0 && hostEnd - hostStart === 9 &&
    asciiLowercase(input.slice(hostStart, hostEnd)) === LOCALHOST
  ) {
    return -1;
  }
  return hostEnd;
}

/**
 * A port as it serializes, sticky from its ":": 1 to 5 ASCII digits, no
 * leading zero, then what ends the port state but "\" ("/", "?", "#" or
 * the end, where the path needs no change).
 */
const CANONICAL_PORT = /:(?:0|[1-9]\d{0,4})(?![^/?#])/y;

/**
 * Where the canonical port that starts with ":" at `colon` ends (1 to 5
 * digits, no leading zero, at most 65535, then "/", "?", "#" or the end),
 * else -1.
 */
export function canonicalPortEnd(input: string, colon: number): number {
  const port = CANONICAL_PORT;
  port.lastIndex = colon;
  if (!port.test(input)) return -1;
  const end = port.lastIndex;
  return portValue(input, colon + 1, end) < 0 ? -1 : end;
}

/**
 * The fast path for a lowercase special scheme (`number`) that ends at
 * `schemeEnd`, with "//": its host, port and rest. The host's lowercase
 * code points end at `lowercaseHostEnd`.
 */
function fastSpecial(
  input: string,
  out: Components,
  number: number,
  schemeEnd: number,
  lowercaseHostEnd: number,
): boolean {
  const length = lengthOf(input);
  const code = specialSchemeCodeOfNumber(number);
  const hostStart = schemeEnd + 3;
  const hostEnd = fastHostEnd(input, hostStart, lowercaseHostEnd, code);
  if (hostEnd < 0) return false;
  const lowerHost = hostEnd === lowercaseHostEnd;
  let port = -1;
  let pathStart = hostEnd;
  let defaultPort = false;
  if (pathStart < length && input.charCodeAt(pathStart) === 0x3a) {
    pathStart = canonicalPortEnd(input, hostEnd);
    if (pathStart < 0) return false;
    const value = portValue(input, hostEnd + 1, pathStart);
    if (value === code) defaultPort = true;
    else port = value;
  }
  const emptyPath = pathStart === length ||
    input.charCodeAt(pathStart) !== 0x2f;
  if (
    code === 0 && !emptyPath && startsWithPipeDriveLetter(input, pathStart + 1)
  ) {
    return false;
  }
  let pathEnd = cleanPathEnd(input, pathStart);
  if (pathEnd === NEEDS_STEPS) return false;
  // Special URLs' paths take "\" as "/".
  const backslashes = pathEnd < 0;
  if (backslashes) pathEnd = backslashPathEnd(pathEnd);
  const fragmentStart = cleanFragmentStart(input, pathEnd);
  if (fragmentStart < 0) return false;
  const source = backslashes
    ? input.slice(0, pathStart) +
      input.slice(pathStart, pathEnd).replaceAll("\\", "/") +
      input.slice(pathEnd)
    : input;
  let shift = 0;
  if (lowerHost && !defaultPort && !emptyPath) {
    out.href = source;
  } else {
    // The input up to the host or port, the host lowercased (which keeps
    // lengths: only a dropped default port and an added "/" move the
    // components after the host).
    let href = input.slice(0, port >= 0 ? pathStart : hostEnd);
    if (!lowerHost) href = href.toLowerCase();
    const newPathStart = lengthOf(href);
    if (emptyPath) href += "/";
    shift = lengthOf(href) - pathStart;
    out.href = href + source.slice(pathStart);
    pathStart = newPathStart;
  }
  setSchemePortAndPathKind(out, number, schemeEnd, port, false);
  out.hostStart = hostStart;
  out.hostEnd = hostEnd;
  out.pathStart = pathStart;
  setQueryAndFragment(out, input, pathEnd, fragmentStart, shift);
  return true;
}

/**
 * The fast path for a lowercase scheme that is not special, in two forms:
 *
 * - `scheme:opaque-path[?query][#fragment]` (no "/" after the scheme), with
 *   no code point that UNSAFE_OPAQUE_CODE_POINT (_code_point_classes.ts)
 *   refuses;
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
  schemeEnd: number,
  out: Components,
): boolean {
  // A null host (an opaque path) sits at schemeEnd + 1, where the path
  // starts; otherwise the path starts where the host ends.
  const length = lengthOf(input);
  const opaquePath = input.charCodeAt(schemeEnd + 1) !== 0x2f;
  let hostStart = schemeEnd + 1;
  let hostEnd = hostStart;
  if (opaquePath) {
    // A code point that the opaque path, query or fragment would change:
    // UNSAFE_OPAQUE_CODE_POINT, the fragment scan's class.
    const unsafe = FRAGMENT_STOPS;
    unsafe.lastIndex = hostStart;
    if (unsafe.test(input)) return false;
    let fragmentStart = input.indexOf("#", hostStart);
    let queryStart = input.indexOf("?", hostStart);
    if (fragmentStart >= 0 && queryStart > fragmentStart) queryStart = -1;
    if (fragmentStart < 0) fragmentStart = length;
    setQueryAndFragment(
      out,
      input,
      queryStart < 0 ? fragmentStart : queryStart,
      fragmentStart,
      0,
    );
  } else {
    if (input.charCodeAt(schemeEnd + 2) !== 0x2f) return false;
    hostStart = schemeEnd + 3;
    hostEnd = fastOpaqueHostEnd(input, hostStart);
    if (hostEnd < 0) return false;
    // cleanPathEnd() takes "\" for a separator, as in special URLs, which
    // here only makes it refuse more segments as dot segments: the path
    // keeps it.
    let pathEnd = cleanPathEnd(input, hostEnd);
    if (pathEnd === NEEDS_STEPS) return false;
    if (pathEnd < 0) pathEnd = backslashPathEnd(pathEnd);
    const fragmentStart = cleanFragmentStart(input, pathEnd);
    if (fragmentStart < 0) return false;
    setQueryAndFragment(out, input, pathEnd, fragmentStart, 0);
  }
  out.href = input;
  setSchemePortAndPathKind(out, 0, schemeEnd, -1, opaquePath);
  out.hostStart = hostStart;
  out.hostEnd = hostEnd;
  out.pathStart = hostEnd;
  return true;
}

/**
 * The length of the scheme SPECIAL_SCHEME_AND_HOST matched at the start of
 * `input`, from its first code unit (`first`) and where its ":" is.
 */
function lowercaseSchemeEnd(input: string, first: number): number {
  return first === 0x68
    ? (input.charCodeAt(4) === 0x3a ? 4 : 5)
    : first === 0x66
    ? (input.charCodeAt(1) === 0x69 ? 4 : 3)
    : (input.charCodeAt(2) === 0x3a ? 2 : 3);
}

/**
 * The number (see SPECIAL_PROTOCOLS) of the scheme SPECIAL_SCHEME_AND_HOST
 * matched, from its first code unit and length: h: http (4) or https (5);
 * f: file (4) or ftp (3); w: ws (2) or wss (3).
 */
function lowercaseSchemeNumber(first: number, schemeEnd: number): number {
  return first === 0x68
    ? (schemeEnd === 5 ? HTTPS_SCHEME : HTTP_SCHEME)
    : first === 0x66
    ? (schemeEnd === 4 ? FILE_SCHEME : 5)
    : (schemeEnd === 3 ? 4 : 3);
}

/**
 * The end of the opaque host from `hostStart` when the fast path takes it,
 * else -1: a non-empty run of ASCII_DOMAIN_CODE_POINTS (no forbidden host
 * code point, so the opaque-host parser keeps it as it is, case included)
 * that "/", "?", "#" or the end follows.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-opaque-host-parser}
 */
function fastOpaqueHostEnd(input: string, hostStart: number): number {
  ASCII_DOMAIN_CODE_POINTS.lastIndex = hostStart;
  ASCII_DOMAIN_CODE_POINTS.test(input);
  const hostEnd = ASCII_DOMAIN_CODE_POINTS.lastIndex;
  if (hostEnd === hostStart) return -1;
  if (hostEnd < lengthOf(input)) {
    const c = input.charCodeAt(hostEnd);
    if (c !== 0x2f && c !== 0x3f && c !== 0x23) return -1;
  }
  return hostEnd;
}

/**
 * Whether the fast path takes `input` when it reads only as far as the
 * basic URL parser can fail: its scan of the scheme (a lowercase one, as
 * fastParse() takes), then for a special scheme the host (fastHostEnd())
 * and port (canonicalPortEnd()), for another an opaque path, a path, or an
 * opaque host (fastOpaqueHostEnd()). The path, opaque path, query and
 * fragment states have no failure step, so what it takes parses; it takes
 * all that fastParse() takes, and more. URL.canParse() is this, else the
 * parser.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-canparse}
 */
export function fastAccepts(input: string): boolean {
  const run = SPECIAL_SCHEME_AND_HOST_RUN;
  run.lastIndex = 0;
  if (run.test(input)) {
    const first = input.charCodeAt(0);
    const schemeEnd = lowercaseSchemeEnd(input, first);
    const code = specialSchemeCodeOfNumber(
      lowercaseSchemeNumber(first, schemeEnd),
    );
    const hostEnd = fastHostEnd(input, schemeEnd + 3, run.lastIndex, code);
    return hostEnd >= 0 &&
      (input.charCodeAt(hostEnd) !== 0x3a ||
        canonicalPortEnd(input, hostEnd) >= 0);
  }
  // The scheme state's scheme, lowercase and not special (a special one
  // without "//" is the parser's).
  const length = lengthOf(input);
  if (length < 3 || !isAlpha(input.charCodeAt(0))) return false;
  const schemeEnd = schemeCodePointsEnd(input, 1);
  if (
    schemeEnd === length || input.charCodeAt(schemeEnd) !== 0x3a ||
    specialSchemeNumberOfPrefix(input, schemeEnd) !== 0 ||
    asciiLowercase(input.slice(0, schemeEnd)) !== input.slice(0, schemeEnd)
  ) {
    return false;
  }
  // The opaque path state, or the path state after "/" and no "/", cannot
  // fail (a tab or newline there may make a "//" once removed); nor can the
  // states after an opaque host.
  const opaquePath = input.charCodeAt(schemeEnd + 1) !== 0x2f;
  const next = input.charCodeAt(opaquePath ? schemeEnd + 1 : schemeEnd + 2);
  if (next !== 0x2f && !isAsciiTabOrNewline(next)) return true;
  return next === 0x2f && fastOpaqueHostEnd(input, schemeEnd + 3) >= 0;
}
