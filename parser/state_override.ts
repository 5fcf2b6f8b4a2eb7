/**
 * The basic URL parser with a state override on a URL's components, as the
 * `URL` setters and whatwg-url's `basicURLParse(input, { url, stateOverride })`
 * run it: a shortcut of the state for the values setters pass most, else
 * the state machine. Each shortcut applies the state's steps with the
 * state's own rule functions and tables, takes UTF-8 and no validation
 * errors, and gives up (`undefined`, the URL unchanged) on a value or URL
 * whose steps it does not apply.
 *
 * The `api` and `whatwg-url` folders import this file by name; it is not
 * part of the `parser` subpath's API.
 *
 * @module
 */

import type { DomainParserToASCII } from "../host/domain.ts";
import { lowercaseDomainEnd } from "../host/code_points.ts";
import {
  appendToPath,
  type Components,
  hasHost,
  pathIsEmpty,
  pathOf,
  portOf,
  setFragment,
  setHostAndPort,
  setPath,
  setPort,
  setQuery,
} from "./components.ts";
import {
  FRAGMENT,
  HOST,
  HOSTNAME,
  PATH,
  PATH_START,
  PORT,
  QUERY,
  SCHEME_START,
} from "./_parser_run.ts";
import { parseComponents } from "./run_basic_url_parser.ts";
import { removeTabOrNewline } from "./_preprocess.ts";
import {
  asciiLowercase,
  FILE_SCHEME,
  isAlpha,
  portValue,
  schemeCodePointsEnd,
  specialSchemeCodeOfNumber,
} from "./scheme.ts";
import {
  appendToFragmentOf,
  appendToQueryOf,
  cleanPathEndFor,
  pathSegmentSteps,
  queryPercentEncodeSet,
} from "./_path_states.ts";
import { canonicalPortEnd, fastHostEnd } from "./fast_path.ts";
import {
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
} from "../percent/encode_sets.ts";
import { encodeRange } from "../percent/_utf8.ts";

// The states a state override names, by number (the state machine's).
export {
  FRAGMENT,
  HOST,
  HOSTNAME,
  PATH,
  PATH_START,
  PORT,
  QUERY,
  SCHEME_START,
};

/**
 * Runs the basic URL parser on `input` with `url` and `state` as state
 * override.
 */
export function runStateOverride(
  toASCII: DomainParserToASCII,
  url: Components,
  input: string,
  state: number,
): Components | null {
  return parseComponents(toASCII, input, { url, stateOverride: state });
}

/**
 * Runs the basic URL parser on `input` with `url` and the state override
 * `state` (a state's number): the state's shortcut when it takes the value,
 * else the state machine. Returns `url`, changed in place, or `null` on
 * failure (where `url` keeps what the parser changed before it failed).
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 */
export function parseWithStateOverride(
  toASCII: DomainParserToASCII,
  url: Components,
  input: string,
  state: number,
): Components | null {
  return stateOverrideShortcut(url, input, state) ??
    runStateOverride(toASCII, url, input, state);
}

/**
 * The state's shortcut: `url`, changed in place, or `null` on failure, when
 * it takes `input`; `undefined`, `url` unchanged, when the state machine
 * must run.
 *
 * @param url The URL to change.
 * @param input The value, as given to the parser.
 * @param state The state override's number.
 */
export function stateOverrideShortcut(
  url: Components,
  input: string,
  state: number,
): Components | null | undefined {
  // The host and path shortcuts read `input` as it is where they can: an
  // ASCII tab or newline in a host, port or path makes fastHostEnd(),
  // canonicalPortEnd() or cleanPathEnd() give up, and one after a host or
  // port is in what the host state does not read.
  switch (state) {
    case HOST:
    case HOSTNAME:
      return hostOverride(url, input, state === HOST);
    case PATH_START:
    case PATH:
      return pathOverride(url, input, state === PATH_START, false);
  }
  // "Remove all ASCII tab or newline from input." (A given URL keeps the
  // leading and trailing C0 controls and spaces.)
  const value = removeTabOrNewline(input);
  switch (state) {
    case SCHEME_START:
      return schemeStartFails(value) ? null : undefined;
    case PORT:
      return portOverride(url, value);
    case QUERY:
      appendToQueryOf(url, encodeValue(value, queryPercentEncodeSetOf(url)));
      return url;
    case FRAGMENT:
      appendToFragmentOf(url, encodeValue(value, FRAGMENT_PERCENT_ENCODE_SET));
      return url;
    default:
      return undefined;
  }
}

/**
 * The basic URL parser on `input` with `url` and the host or hostname state
 * as state override (`state`): the host setters' steps after their
 * opaque-path check. The same as parseWithStateOverride() with that state,
 * without the other states' shortcuts.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-host}
 */
export function parseHostWithStateOverride(
  toASCII: DomainParserToASCII,
  url: Components,
  input: string,
  state: typeof HOST | typeof HOSTNAME,
): void {
  if (hostOverride(url, input, state === HOST) === undefined) {
    runStateOverride(toASCII, url, input, state);
  }
}

/**
 * The pathname setter's steps after its opaque-path check: "Empty this's
 * URL's path", then the basic URL parser with the path start state as state
 * override: one splice for a value the path state keeps as it is on a
 * special URL (appendCleanValue()), else the state machine.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-pathname}
 */
export function emptyPathAndParse(
  toASCII: DomainParserToASCII,
  url: Components,
  input: string,
): void {
  if (
    url.scheme === 0 ||
    !appendCleanValue(
      url,
      input,
      true,
      specialSchemeCodeOfNumber(url.scheme),
      true,
    )
  ) {
    setPath(url, "", false);
    runStateOverride(toASCII, url, input, PATH_START);
  }
}

/**
 * The search setter's steps on a value without its "?": "Set url's query to
 * the empty string", then the basic URL parser with the query state as
 * state override, in one splice.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-search}
 * @returns The new query.
 */
export function emptyQueryAndParse(url: Components, input: string): string {
  const query = encodeValue(
    removeTabOrNewline(input),
    queryPercentEncodeSetOf(url),
  );
  setQuery(url, query);
  return query;
}

/**
 * The hash setter's steps on a value without its "#": "Set this's URL's
 * fragment to the empty string", then the basic URL parser with the
 * fragment state as state override, in one splice.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-hash}
 */
export function emptyFragmentAndParse(url: Components, input: string): void {
  setFragment(
    url,
    encodeValue(removeTabOrNewline(input), FRAGMENT_PERCENT_ENCODE_SET),
  );
}

/**
 * Whether the scheme start state, then the scheme state, fail on `value`
 * with a state override: it does not start with an ASCII alpha ("Otherwise,
 * return failure"), or its scheme code points are followed by anything but
 * ":" ("Otherwise, return failure"). A ":" is the state machine's to take.
 *
 * @see {@link https://url.spec.whatwg.org/#scheme-start-state}
 * @see {@link https://url.spec.whatwg.org/#scheme-state}
 */
function schemeStartFails(value: string): boolean {
  if (value === "" || !isAlpha(value.charCodeAt(0))) return true;
  const end = schemeCodePointsEnd(value, 1);
  return end === value.length || value.charCodeAt(end) !== 0x3a;
}

/**
 * The host (or hostname) state with a state override on a special URL that
 * is not file, for a value that starts with a host the fast path takes (an
 * ASCII domain that does not end in a number, or an IPv4 address written
 * as it serializes; fastHostEnd()). Followed by nothing, "/", "?" or "#",
 * the host state sets the host and returns ("If state override is given,
 * then return": the port stays); followed by ":"
 * and a canonical port (host state only; canonicalPortEnd()), the port
 * state sets the port ("set url's port to null, if port is url's scheme's
 * default port; otherwise to port") and returns. Both go into the href in
 * one splice.
 *
 * @see {@link https://url.spec.whatwg.org/#host-state}
 * @see {@link https://url.spec.whatwg.org/#port-state}
 */
function hostOverride(
  url: Components,
  value: string,
  withPort: boolean,
): Components | undefined {
  const scheme = url.scheme;
  if (scheme === 0 || scheme === FILE_SCHEME) return undefined;
  const code = specialSchemeCodeOfNumber(scheme);
  // The host at the start of `value` when the fast path takes it, as the
  // host parser gives it back: lowercased, so as long as in `value`.
  const lowercaseEnd = lowercaseDomainEnd(value, 0);
  const hostEnd = fastHostEnd(value, 0, lowercaseEnd, code);
  if (hostEnd <= 0) return undefined;
  const raw = value.slice(0, hostEnd);
  const host = hostEnd === lowercaseEnd ? raw : asciiLowercase(raw);
  if (hostEnd === value.length || value.charCodeAt(hostEnd) !== 0x3a) {
    setHostAndPort(url, host, portOf(url));
    return url;
  }
  // ":": the hostname state fails here; the state machine runs that.
  if (!withPort) return undefined;
  const portEnd = canonicalPortEnd(value, hostEnd);
  if (portEnd < 0) return undefined;
  const port = portValue(value, hostEnd + 1, portEnd);
  setHostAndPort(url, host, port === code ? null : port);
  return url;
}

/**
 * The port state with a state override, on a URL with a host: the leading
 * ASCII digits are the port, and whatever follows ends it ("or state
 * override is given"). No digit: "If state override is given, then return
 * failure"; over 65535: "port-out-of-range, return failure".
 *
 * @see {@link https://url.spec.whatwg.org/#port-state}
 */
function portOverride(
  url: Components,
  value: string,
): Components | null | undefined {
  if (!hasHost(url)) return undefined;
  let end = 0;
  while (end < value.length) {
    const c = value.charCodeAt(end);
    if (c < 0x30 || c > 0x39) break;
    end++;
  }
  const port = end === 0 ? -1 : portValue(value, 0, end);
  if (port < 0) return null;
  // "Set url's port to null, if port is url's scheme's default port;
  // otherwise to port." (File has no default port.)
  const code = url.scheme === 0 ? -1 : specialSchemeCodeOfNumber(url.scheme);
  setPort(url, port === code && code > 0 ? null : port);
  return url;
}

/**
 * The path start state (the path state for "path") with a state override on
 * a special URL that has a path list: the path start state skips one "/"
 * (or "\"), and the path state appends the rest, whole when
 * cleanPathEndFor() takes it all (with a state override "?" and "#" end
 * nothing), else one segment at a time with the state's own steps
 * (pathSegmentSteps()) on the path as a list.
 *
 * @see {@link https://url.spec.whatwg.org/#path-start-state}
 * @see {@link https://url.spec.whatwg.org/#path-state}
 */
function pathOverride(
  url: Components,
  input: string,
  fromPathStart: boolean,
  empty: boolean,
): Components | undefined {
  if (url.scheme === 0 || url.opaquePath) return undefined;
  const special = specialSchemeCodeOfNumber(url.scheme);
  const path = empty ? "" : pathOf(url);
  if (appendCleanValue(url, input, fromPathStart, special, empty)) return url;
  // "Remove all ASCII tab or newline from input."
  const value = removeTabOrNewline(input);
  const length = value.length;
  let start = fromPathStart && isSlash(value.charCodeAt(0)) ? 1 : 0;
  const segments = path === "" ? [] : path.slice(1).split("/");
  for (;;) {
    let end = start;
    while (end < length && !isSlash(value.charCodeAt(end))) end++;
    const slash = end < length;
    const buffer = encodeRange(
      value,
      start,
      end,
      PATH_PERCENT_ENCODE_SET,
      false,
    );
    pathSegmentSteps(url, segments, buffer, slash, special);
    if (!slash) break;
    start = end + 1;
  }
  setPath(url, segments.length === 0 ? "" : "/" + segments.join("/"), false);
  return url;
}

/**
 * pathOverride() for a value that cleanPathEndFor() takes whole: appends it
 * to the path (or makes it the path, with `empty`) in one splice, and
 * returns true; else returns false, `url` unchanged.
 */
function appendCleanValue(
  url: Components,
  input: string,
  fromPathStart: boolean,
  special: number,
  empty: boolean,
): boolean {
  const start = fromPathStart && isSlash(input.charCodeAt(0)) ? 1 : 0;
  if (
    cleanPathEndFor(input, start, special, empty || pathIsEmpty(url)) !==
      input.length
  ) {
    return false;
  }
  // The input itself when it starts with its "/".
  const appended = start === 1 && input.charCodeAt(0) === 0x2f
    ? input
    : "/" + input.slice(start);
  if (empty) setPath(url, appended, false);
  else appendToPath(url, appended);
  return true;
}

/** "/" or, in a special URL, "\". */
function isSlash(c: number): boolean {
  return c === 0x2f || c === 0x5c;
}

/**
 * The query state's percent-encode set for `url`: the special-query one
 * for a special URL.
 *
 * @see {@link https://url.spec.whatwg.org/#query-state}
 */
function queryPercentEncodeSetOf(url: Components): PercentEncodeSet {
  return queryPercentEncodeSet(url.scheme === 0 ? -1 : 0);
}

/**
 * The code points of `value`, UTF-8 percent-encoded with `set`, as the
 * query and fragment states encode them.
 *
 * @see {@link https://url.spec.whatwg.org/#query-state}
 * @see {@link https://url.spec.whatwg.org/#fragment-state}
 */
function encodeValue(value: string, set: PercentEncodeSet): string {
  return encodeRange(value, 0, value.length, set, false);
}
