// Shortcuts of the basic URL parser with a state override on whatwg-url's
// records, for the values setters pass most (jsdom runs one for each
// HTMLHyperlinkElementUtils setter): the state's steps applied to the
// record's fields directly, with the parser's own tables and functions,
// where converting the record to our URL and back would cost more than the
// steps. Each shortcut takes only UTF-8 and no validation errors, and gives
// up (undefined) on a value or record whose steps it does not apply; the
// parser runs those.

import {
  isAlpha,
  portValue,
  schemeCodePointsEnd,
  specialSchemeCode,
} from "../parser/scheme.ts";
import {
  canonicalPortEnd,
  isDoubleDotSegment,
  isSingleDotSegment,
  overrideHostOf,
  removeTabOrNewline,
  shortenPathList,
} from "../parser/fast_path.ts";
import {
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
} from "../percent/encode_sets.ts";
import { utf8PercentEncodeString } from "../percent/encode.ts";
import type { WhatwgURLRecord } from "./_record.ts";

/**
 * The basic URL parser on `record` with the state override `state`
 * (whatwg-url's name), when a shortcut takes it: `record`, changed in place,
 * or `null` on failure; `undefined` when the parser must run.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 */
export function overrideRecord(
  record: WhatwgURLRecord,
  input: string,
  state: string,
): WhatwgURLRecord | null | undefined {
  // "Remove all ASCII tab or newline from input." (A given URL keeps its
  // leading and trailing C0 controls and spaces.)
  const value = removeTabOrNewline(input);
  switch (state) {
    case "scheme start":
      return schemeStartFailure(value) ? null : undefined;
    case "host":
    case "hostname":
      return hostOverride(record, value, state === "host");
    case "port":
      return portOverride(record, value);
    case "path start":
    case "path":
      return pathOverride(record, value, state === "path start");
    case "query":
      return queryOverride(record, value);
    case "fragment":
      return fragmentOverride(record, value);
    default:
      return undefined;
  }
}

/**
 * Whether the scheme start state, then the scheme state, fail on `value`
 * with a state override: it does not start with an ASCII alpha ("Otherwise,
 * return failure"), or its scheme code points are followed by anything but
 * ":" ("Otherwise, return failure"). A ":" is the parser's to take.
 *
 * @see {@link https://url.spec.whatwg.org/#scheme-start-state}
 * @see {@link https://url.spec.whatwg.org/#scheme-state}
 */
function schemeStartFailure(value: string): boolean {
  if (value === "" || !isAlpha(value.charCodeAt(0))) return true;
  const end = schemeCodePointsEnd(value, 1);
  return end === value.length || value.charCodeAt(end) !== 0x3a;
}

/**
 * The host (or hostname) state with a state override on a special URL that
 * is not file, for a value whose host the fast path takes as a domain
 * (overrideHostOf(), not ending in a digit: an IPv4 address is a number in the
 * record): the host parser gives it back lowercased. Followed by nothing,
 * "/", "?" or "#", the host state sets the host and returns ("If state
 * override is given, then return"); followed by ":" and a canonical port
 * (host state only), the port state sets the port ("set url's port to null,
 * if port is url's scheme's default port; otherwise to port") and returns
 * (canonicalPortEnd()). The URL class's host setters take the same steps on
 * our URL.
 *
 * @see {@link https://url.spec.whatwg.org/#host-state}
 * @see {@link https://url.spec.whatwg.org/#port-state}
 */
function hostOverride(
  record: WhatwgURLRecord,
  value: string,
  withPort: boolean,
): WhatwgURLRecord | undefined {
  const code = specialSchemeCode(record.scheme);
  if (code <= 0) return undefined;
  const host = overrideHostOf(value, code);
  if (host === null) return undefined;
  const hostEnd = host.length;
  const last = host.charCodeAt(hostEnd - 1);
  if (last >= 0x30 && last <= 0x39) return undefined;
  if (hostEnd === value.length || value.charCodeAt(hostEnd) !== 0x3a) {
    record.host = host;
    return record;
  }
  // ":": the hostname state fails here; the parser runs that.
  if (!withPort) return undefined;
  const portEnd = canonicalPortEnd(value, hostEnd);
  if (portEnd < 0) return undefined;
  const port = portValue(value, hostEnd + 1, portEnd);
  record.host = host;
  record.port = port === code ? null : port;
  return record;
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
  record: WhatwgURLRecord,
  value: string,
): WhatwgURLRecord | null | undefined {
  if (record.host === null) return undefined;
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
  const code = specialSchemeCode(record.scheme);
  record.port = port === code && code > 0 ? null : port;
  return record;
}

/**
 * The path start state (the path state for "path") with a state override on
 * a special URL that is not file and has a path list: the path start state
 * skips one "/" or "\", and the path state appends each segment to the
 * list. The value is percent-encoded whole first: the path percent-encode
 * set holds neither "/" nor "\" nor "." nor "%", so the segments and their
 * dot segments are those the path state's buffer would hold ("?" and "#"
 * end nothing with a state override, and are encoded). A double-dot segment
 * shortens the path, and a dot segment at the end appends "" ("This means
 * that for input /usr/.. the result is / and not a lack of a path").
 *
 * @see {@link https://url.spec.whatwg.org/#path-start-state}
 * @see {@link https://url.spec.whatwg.org/#path-state}
 */
function pathOverride(
  record: WhatwgURLRecord,
  value: string,
  fromPathStart: boolean,
): WhatwgURLRecord | undefined {
  const path = record.path;
  const code = specialSchemeCode(record.scheme);
  if (code <= 0 || typeof path === "string") return undefined;
  const encoded = utf8PercentEncodeString(value, PATH_PERCENT_ENCODE_SET);
  const length = encoded.length;
  let start = 0;
  if (fromPathStart && length > 0 && isSlash(encoded.charCodeAt(0))) start = 1;
  for (;;) {
    let end = start;
    while (end < length && !isSlash(encoded.charCodeAt(end))) end++;
    const segment = encoded.slice(start, end);
    const atEnd = end === length;
    if (isDoubleDotSegment(segment)) {
      shortenPathList(path, code);
      if (atEnd) path.push("");
    } else if (isSingleDotSegment(segment)) {
      if (atEnd) path.push("");
    } else {
      path.push(segment);
    }
    if (atEnd) return record;
    start = end + 1;
  }
}

/** "/" or, in a special URL, "\". */
function isSlash(c: number): boolean {
  return c === 0x2f || c === 0x5c;
}

/**
 * The query state with a state override ("#" ends nothing): the value,
 * percent-encoded with the special-query percent-encode set (special URLs)
 * or the query percent-encode set, appended to a query that is not null.
 *
 * @see {@link https://url.spec.whatwg.org/#query-state}
 */
function queryOverride(
  record: WhatwgURLRecord,
  value: string,
): WhatwgURLRecord | undefined {
  if (record.query === null) return undefined;
  record.query += utf8PercentEncodeString(
    value,
    specialSchemeCode(record.scheme) >= 0
      ? SPECIAL_QUERY_PERCENT_ENCODE_SET
      : QUERY_PERCENT_ENCODE_SET,
  );
  return record;
}

/**
 * The fragment state: the value, percent-encoded with the fragment
 * percent-encode set, appended to a fragment that is not null.
 *
 * @see {@link https://url.spec.whatwg.org/#fragment-state}
 */
function fragmentOverride(
  record: WhatwgURLRecord,
  value: string,
): WhatwgURLRecord | undefined {
  if (record.fragment === null) return undefined;
  record.fragment += utf8PercentEncodeString(
    value,
    FRAGMENT_PERCENT_ENCODE_SET,
  );
  return record;
}
