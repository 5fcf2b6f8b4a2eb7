// Private: the steps of the URL class's setters, on the URL's own value (its
// serialization plus offsets). The class checks `this`, converts the
// argument, flushes a pending query and keeps its caches; these functions do
// the rest. Where the spec runs the basic URL parser with a state override,
// the parser writes into the URL's value.

import {
  HOST,
  type HOSTNAME,
  parseComponents,
  PATH_START,
  PORT,
} from "../parser/run_basic_url_parser.ts";
import type { DomainParserToASCII } from "../host/domain.ts";
import {
  FILE_SCHEME,
  portValue,
  specialSchemeCodeOfNumber,
} from "../parser/scheme.ts";
import {
  cannotHaveUsernamePasswordPort,
  Components,
  pathOf,
  portOf,
  setFragment,
  setHost,
  setHostAndPort,
  setPassword,
  setPath,
  setPort,
  setQuery,
  setScheme,
  setUsername,
} from "../parser/components.ts";
import {
  canonicalPortEnd,
  cleanPathEnd,
  overrideHostOf,
  removeTabOrNewline,
  startsWithPipeDriveLetter,
} from "../parser/fast_path.ts";
import {
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
} from "../percent/encode_sets.ts";
import { encodeRange } from "../percent/_utf8.ts";

/**
 * Runs the basic URL parser on `c` with a state override, given by its
 * number (run_basic_url_parser.ts exports the setters' states).
 */
export function runOverride(
  c: Components,
  input: string,
  state: number,
  toASCII: DomainParserToASCII,
): void {
  parseComponents(toASCII, input, { url: c, stateOverride: state });
}

/**
 * The username and password setters' steps.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-username}
 * @see {@link https://url.spec.whatwg.org/#dom-url-password}
 */
export function setUserinfo(
  c: Components,
  input: string,
  password: boolean,
): void {
  if (cannotHaveUsernamePasswordPort(c)) return;
  if (password) setPassword(c, input);
  else setUsername(c, input);
}

/** @see {@link https://url.spec.whatwg.org/#dom-url-port} */
export function setPortFrom(
  c: Components,
  input: string,
  toASCII: DomainParserToASCII,
): void {
  if (cannotHaveUsernamePasswordPort(c)) return;
  if (input === "") setPort(c, null);
  else runOverride(c, input, PORT, toASCII);
}

/**
 * The host and hostname setters' steps after the opaque-path check: the
 * basic URL parser with the host or hostname state as state override.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-host}
 * @see {@link https://url.spec.whatwg.org/#dom-url-hostname}
 */
export function setHostFrom(
  c: Components,
  input: string,
  state: typeof HOST | typeof HOSTNAME,
  toASCII: DomainParserToASCII,
): void {
  if (!spliceCanonicalHost(c, input, state === HOST)) {
    runOverride(c, input, state, toASCII);
  }
}

/**
 * The host (and hostname) state with a state override on a special URL that
 * is not file, for a value whose host the fast path takes (overrideHostOf():
 * the host parser gives it back lowercased) followed by nothing, "/", "?" or
 * "#" (the host state sets the host and returns: the port stays), or, with
 * `withPort`, by ":" and a canonical port (canonicalPortEnd()): the port
 * state sets the port ("set url's port to null, if port is url's scheme's
 * default port; otherwise to port") and returns. Splices host and port into
 * the href in one step and returns true; returns false, the URL unchanged,
 * for every other value, which the state machine runs.
 *
 * @see {@link https://url.spec.whatwg.org/#host-state}
 * @see {@link https://url.spec.whatwg.org/#port-state}
 */
function spliceCanonicalHost(
  c: Components,
  input: string,
  withPort: boolean,
): boolean {
  const scheme = c.scheme;
  if (scheme === 0 || scheme === FILE_SCHEME) return false;
  const code = specialSchemeCodeOfNumber(scheme);
  const host = overrideHostOf(input, code);
  if (host === null) return false;
  const hostEnd = host.length;
  if (hostEnd === input.length || input.charCodeAt(hostEnd) !== 0x3a) {
    setHostAndPort(c, host, portOf(c));
    return true;
  }
  // ":": the hostname state fails here; the state machine runs that.
  if (!withPort) return false;
  const portEnd = canonicalPortEnd(input, hostEnd);
  if (portEnd < 0) return false;
  const port = portValue(input, hostEnd + 1, portEnd);
  setHostAndPort(c, host, port === code ? null : port);
  return true;
}

/**
 * The pathname setter on a special URL for a value the path start and path
 * states keep as it is: the path start state only puts a "/" before a value
 * that lacks one ("" becomes "/"), and the path state appends each segment
 * as it is when it holds nothing to percent-encode, no "\" and is no dot
 * segment (cleanPathEnd() passes it whole: "?", "#", tab and newline stop
 * it) and, in a file URL, the first segment is no Windows drive letter
 * written with "|" ("replace the second code point in buffer with U+003A
 * (:)"). Splices the value in and returns true; else returns false, the URL
 * unchanged.
 *
 * The setter also tries the value with the parser's preprocessing ("remove
 * all ASCII tab or newline") and the path state's percent-encoding (the
 * path percent-encode set, "?" and "#" included: with a state override they
 * end no segment) already done: encoding makes no dot segment and no "\"
 * and leaves each segment otherwise as it was, so when the result passes,
 * the path state's segments are its segments.
 */
function splicePathAsIs(c: Components, value: string): boolean {
  const slash = value.charCodeAt(0) === 0x2f;
  if (
    cleanPathEnd(value, 0) !== value.length ||
    (c.scheme === FILE_SCHEME &&
      startsWithPipeDriveLetter(value, slash ? 1 : 0))
  ) {
    return false;
  }
  setPath(c, slash ? value : "/" + value, false);
  return true;
}

/** @see {@link https://url.spec.whatwg.org/#dom-url-pathname} */
export function setPathname(
  c: Components,
  input: string,
  toASCII: DomainParserToASCII,
): void {
  if (c.opaquePath) return;
  if (c.scheme !== 0) {
    // Special: the path start and path states read only the scheme and the
    // path ("Empty this's URL's path" comes first), so the new path is parsed
    // into a URL that has just the scheme and an empty host (with a host, each
    // segment is an append to the href), and spliced in. A value that needs
    // no more than percent-encoding needs no parse (splicePathAsIs()).
    if (
      splicePathAsIs(c, input) ||
      splicePathAsIs(
        c,
        encodeString(removeTabOrNewline(input), PATH_PERCENT_ENCODE_SET),
      )
    ) {
      return;
    }
    const parsed = new Components();
    setScheme(parsed, c.href.slice(0, c.schemeEnd));
    setHost(parsed, "");
    runOverride(parsed, input, PATH_START, toASCII);
    setPath(c, pathOf(parsed), false);
    return;
  }
  // "Empty this's URL's path."
  setPath(c, "", false);
  runOverride(c, input, PATH_START, toASCII);
}

/**
 * The search setter's steps on a non-empty value: returns the new query.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-search}
 */
export function setSearchFrom(c: Components, input: string): string {
  const query = input.charCodeAt(0) === 0x3f ? input.slice(1) : input;
  // Setting the query to "" and running the query state with a state
  // override (so "#" is no delimiter) on the input, its ASCII tabs and
  // newlines removed, appends the input percent-encoded with the
  // special-query percent-encode set (special URLs) or the query
  // percent-encode set (UTF-8 is the API's encoding): spliced into the href.
  const encoded = encodeString(
    removeTabOrNewline(query),
    c.scheme !== 0
      ? SPECIAL_QUERY_PERCENT_ENCODE_SET
      : QUERY_PERCENT_ENCODE_SET,
  );
  setQuery(c, encoded);
  return encoded;
}

/** @see {@link https://url.spec.whatwg.org/#dom-url-hash} */
export function setHashFrom(c: Components, input: string): void {
  if (input === "") {
    setFragment(c, null);
    return;
  }
  // Setting the fragment to "" and running the fragment state with a state
  // override on the rest, its ASCII tabs and newlines removed, appends it
  // percent-encoded with the fragment percent-encode set: spliced into the
  // href.
  setFragment(
    c,
    encodeString(
      removeTabOrNewline(
        input.charCodeAt(0) === 0x23 ? input.slice(1) : input,
      ),
      FRAGMENT_PERCENT_ENCODE_SET,
    ),
  );
}

/**
 * UTF-8 percent-encodes `input` with `set`, as the path, query and fragment
 * states do (none of these sets is the form set: no space as "+").
 *
 * @see {@link https://url.spec.whatwg.org/#string-utf-8-percent-encode}
 */
function encodeString(input: string, set: PercentEncodeSet): string {
  return encodeRange(input, 0, input.length, set, false);
}
