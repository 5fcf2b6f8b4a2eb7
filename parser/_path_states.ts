// Private: the path start, path, opaque path, query and fragment states.

import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
} from "../percent/encode_sets.ts";
import { encodeRange } from "../percent/_utf8.ts";
import { cleanPathEnd } from "./_path_scan.ts";
import {
  appendToPath,
  appendToQuery,
  type Components,
  hasHost,
  pathIsEmpty,
  pathOf,
  schemeOf,
  setFragment,
  setPath,
  setQuery,
  shortenPath,
} from "./components.ts";
import {
  isDoubleDotSegment,
  isSingleDotSegment,
  isWindowsDriveLetter,
  shortenPathList,
  startsWithWindowsDriveLetter,
} from "./_path.ts";
import { INVALID_REVERSE_SOLIDUS } from "./_validation_error_codes.ts";
import {
  EOF,
  FRAGMENT,
  GO_ON,
  type ParserRun,
  PATH,
  QUERY,
} from "./_parser_run.ts";

/** Goes on to the query or fragment state after "?" or "#" at `at`. */
function startQueryOrFragment(p: ParserRun, at: number): void {
  if (p.input.charCodeAt(at) === 0x3f) {
    setQuery(p.url, "");
    p.state = QUERY;
  } else {
    setFragment(p.url, "");
    p.state = FRAGMENT;
  }
}

/** @see {@link https://url.spec.whatwg.org/#path-start-state} */
export function pathStartState(p: ParserRun, c: number): number {
  const url = p.url;
  if (p.special >= 0) {
    if (c === 0x5c) p.report?.error(INVALID_REVERSE_SOLIDUS, p.pointer);
    p.state = PATH;
    if (c !== 0x2f && c !== 0x5c) p.pointer--;
  } else if (p.override < 0 && c === 0x3f) {
    setQuery(url, "");
    p.state = QUERY;
  } else if (p.override < 0 && c === 0x23) {
    setFragment(url, "");
    p.state = FRAGMENT;
  } else if (c !== EOF) {
    p.state = PATH;
    if (c !== 0x2f) p.pointer--;
  } else if (p.override >= 0 && !hasHost(url)) {
    appendToPath(url, "/");
  }
  return GO_ON;
}

/**
 * The path state keeps a path longer than this as a list once a ".." comes
 * (below it, shortening the string costs at most this much).
 */
const LONG_PATH_LENGTH = 256;

/** Appends a segment to the path: the serialized string, or the list. */
function appendSegment(
  url: Components,
  segments: string[] | null,
  segment: string,
): void {
  if (segments === null) appendToPath(url, "/" + segment);
  else segments.push(segment);
}

/**
 * Where a path from `start` in `input` ends when the path state would
 * append it as it is to a path (`special`, the URL's scheme class;
 * `emptyPath`, whether the path is empty): its segments need no
 * percent-encoding and hold no dot segment, and, on a file URL with an
 * empty path, it does not start with a Windows drive letter (cleanPathEnd():
 * at the first "?" or "#", or the end). Else -1.
 */
export function cleanPathEndFor(
  input: string,
  start: number,
  special: number,
  emptyPath: boolean,
): number {
  const end = cleanPathEnd(input, start);
  return end < 0 ||
      (special === 0 && emptyPath &&
        startsWithWindowsDriveLetter(input, start))
    ? -1
    : end;
}

/**
 * A shortcut of the path state: appends a path that cleanPathEndFor()
 * takes, as the segment-by-segment steps would append it. Returns false,
 * changing nothing, for any other path.
 */
function appendCleanPath(p: ParserRun): boolean {
  const { input, url } = p;
  const start = p.pointer;
  const special = p.special;
  const end = cleanPathEndFor(
    input,
    start,
    special,
    special === 0 && pathIsEmpty(url),
  );
  if (end < 0) return false;
  appendToPath(url, "/" + input.slice(start, end));
  p.pointer = end;
  if (end < p.length) startQueryOrFragment(p, end);
  return true;
}

/**
 * The path state's steps on a buffer (a segment, percent-encoded) that
 * `slash` says a "/" (or a special URL's "\") ends, on `url`'s path: the
 * serialized one, or `segments` when the path is kept as a list. `special`
 * is the URL's scheme class.
 *
 * @see {@link https://url.spec.whatwg.org/#path-state}
 */
export function pathSegmentSteps(
  url: Components,
  segments: string[] | null,
  buffer: string,
  slash: boolean,
  special: number,
): void {
  if (isDoubleDotSegment(buffer)) {
    if (segments === null) shortenPath(url);
    else shortenPathList(segments, special);
    // "This means that for input /usr/.. the result is / and not a lack
    // of a path."
    if (!slash) appendSegment(url, segments, "");
  } else if (isSingleDotSegment(buffer)) {
    if (!slash) appendSegment(url, segments, "");
  } else {
    // "If url's scheme is "file", url's path is empty, and buffer is a
    // Windows drive letter, then replace the second code point in buffer
    // with U+003A (:)." (A platform-independent Windows drive letter
    // quirk.)
    if (
      special === 0 &&
      (segments === null ? pathIsEmpty(url) : segments.length === 0) &&
      isWindowsDriveLetter(buffer)
    ) {
      buffer = buffer[0] + ":";
    }
    appendSegment(url, segments, buffer);
  }
}

/**
 * The path state, one segment per iteration of its loop; the parser's loop
 * is only re-entered for the query or fragment.
 *
 * Shortening the serialized path searches it, which costs its length and
 * would make "a/b/../" repeated quadratic: so when a ".." comes and the path is long, the path becomes a
 * list until this state ends, and shortening it is a pop.
 *
 * @see {@link https://url.spec.whatwg.org/#path-state}
 */
export function pathState(p: ParserRun): number {
  if (
    !p.carriedBuffer && p.override < 0 && p.report === undefined &&
    appendCleanPath(p)
  ) {
    return GO_ON;
  }
  const { input, length, url, special, override, report } = p;
  let segments: string[] | null = null;
  for (;;) {
    const pointer = p.pointer;
    const start = p.carriedBuffer ? p.bufferStart : pointer;
    p.carriedBuffer = false;
    let end = pointer;
    let d = EOF;
    for (; end < length; end++) {
      d = input.charCodeAt(end);
      if (d === 0x2f || (d === 0x5c && special >= 0)) break;
      if (override < 0 && (d === 0x3f || d === 0x23)) break;
    }
    if (end === length) d = EOF;
    if (report !== undefined) {
      // A carried "C|" was checked by the file host state already.
      report.invalidURLUnits(input, pointer, end);
      if (d === 0x5c) report.error(INVALID_REVERSE_SOLIDUS, end);
    }
    const buffer = encodeRange(
      input,
      start,
      end,
      PATH_PERCENT_ENCODE_SET,
      false,
    );
    const slash = d === 0x2f || d === 0x5c;
    if (segments === null && isDoubleDotSegment(buffer)) {
      const path = pathOf(url);
      if (path.length > LONG_PATH_LENGTH) segments = path.slice(1).split("/");
    }
    pathSegmentSteps(url, segments, buffer, slash, special);
    p.pointer = end;
    if (slash) {
      p.pointer++;
      continue;
    }
    if (d === 0x3f || d === 0x23) startQueryOrFragment(p, end);
    break;
  }
  if (segments !== null) {
    setPath(
      url,
      segments.length === 0 ? "" : "/" + segments.join("/"),
      url.opaquePath,
    );
  }
  return GO_ON;
}

/**
 * The opaque path state, reading the whole path at once.
 *
 * @see {@link https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state}
 */
export function opaquePathState(p: ParserRun): number {
  const { input, length } = p;
  const start = p.pointer;
  let end = start;
  let d = EOF;
  for (; end < length; end++) {
    d = input.charCodeAt(end);
    if (d === 0x3f || d === 0x23) break;
  }
  if (end === length) d = EOF;
  p.report?.invalidURLUnits(input, start, end);
  let encoded = encodeRange(
    input,
    start,
    end,
    C0_CONTROL_PERCENT_ENCODE_SET,
    false,
  );
  // "If c is U+0020 SPACE and remaining starts with U+003F (?) or U+0023
  // (#), then append "%20" to url's path": a space before "?" or "#".
  if (d !== EOF && end > start && input.charCodeAt(end - 1) === 0x20) {
    encoded = encoded.slice(0, -1) + "%20";
  }
  appendToPath(p.url, encoded);
  p.pointer = end;
  if (d !== EOF) startQueryOrFragment(p, end);
  return GO_ON;
}

/**
 * The percent-encode set of a query: the special-query percent-encode set
 * when the URL is special (`special`, its scheme class, is not negative),
 * else the query percent-encode set.
 *
 * @see {@link https://url.spec.whatwg.org/#query-state}
 */
export function queryPercentEncodeSet(special: number): PercentEncodeSet {
  return special >= 0
    ? SPECIAL_QUERY_PERCENT_ENCODE_SET
    : QUERY_PERCENT_ENCODE_SET;
}

/**
 * The query state's last step on a percent-encoded buffer: "append buffer
 * to url's query" (the query becomes `encoded` when it is null).
 */
export function appendToQueryOf(url: Components, encoded: string): void {
  if (url.queryStart < 0) setQuery(url, encoded);
  else appendToQuery(url, encoded);
}

/**
 * The fragment state's step on percent-encoded code points: appends them
 * to url's fragment (which becomes `encoded` when it is null).
 */
export function appendToFragmentOf(url: Components, encoded: string): void {
  if (url.fragmentStart < 0) setFragment(url, encoded);
  // The fragment ends the href: an append.
  else url.href += encoded;
}

/**
 * The query state, reading the whole query at once.
 *
 * @see {@link https://url.spec.whatwg.org/#query-state}
 */
export function queryState(p: ParserRun): number {
  const { input, length, url, special } = p;
  // "If encoding is not UTF-8 and one of the following is true: url is not
  // special; url's scheme is "ws" or "wss", then set encoding to UTF-8."
  if (
    p.encodeQuery !== undefined &&
    (special < 0 || schemeOf(url) === "ws" || schemeOf(url) === "wss")
  ) {
    p.encodeQuery = undefined;
  }
  const start = p.pointer;
  let end = length;
  if (p.override < 0) {
    end = input.indexOf("#", start);
    if (end < 0) end = length;
  }
  p.report?.invalidURLUnits(input, start, end);
  const set = queryPercentEncodeSet(special);
  appendToQueryOf(
    url,
    p.encodeQuery === undefined
      ? encodeRange(input, start, end, set, false)
      : p.encodeQuery(input.slice(start, end), set),
  );
  p.pointer = end;
  if (end < length) {
    setFragment(url, "");
    p.state = FRAGMENT;
  }
  return GO_ON;
}

/**
 * The fragment state, reading the whole fragment at once.
 *
 * @see {@link https://url.spec.whatwg.org/#fragment-state}
 */
export function fragmentState(p: ParserRun): number {
  const { input, length, url } = p;
  p.report?.invalidURLUnits(input, p.pointer, length);
  appendToFragmentOf(
    url,
    encodeRange(input, p.pointer, length, FRAGMENT_PERCENT_ENCODE_SET, false),
  );
  p.pointer = length;
  return GO_ON;
}
