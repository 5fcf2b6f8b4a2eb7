/**
 * The basic URL parser: the URL Standard's state machine, with the state
 * override the URL setters use, the encoding hook and validation errors.
 *
 * @module
 */

import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
} from "../percent/encode_sets.ts";
import {
  type Encoding,
  getOutputEncoding,
  UTF_8,
} from "../percent/encoding.ts";
import { percentEncodeAfterEncoding } from "../percent/encode.ts";
import { encodeRange } from "../percent/encode_range.ts";
import { cleanPathEnd } from "./fast_path.ts";
import { isHexDigit } from "../percent/hex_digit.ts";
import { parseHostToString } from "../host/parse_host_to_string.ts";
import { isURLCodePoint } from "../host/code_points.ts";
import { isAsciiTabOrNewline, TAB_OR_NEWLINE } from "./_code_point_classes.ts";
import type {
  ValidationErrorName,
  ValidationErrorReporter,
} from "../host/validation_error.ts";
import { includesCredentials, shortenPath, URLRecord } from "./url_record.ts";
import {
  isAlpha,
  isNormalizedWindowsDriveLetterAt,
  isSchemeCodePoint,
  specialSchemeCode,
} from "./scheme.ts";

/**
 * A state of the basic URL parser, by its spec name. The URL setters pass one
 * as the state override.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 */
export type ParserState =
  | "scheme start state"
  | "scheme state"
  | "no scheme state"
  | "special relative or authority state"
  | "path or authority state"
  | "relative state"
  | "relative slash state"
  | "special authority slashes state"
  | "special authority ignore slashes state"
  | "authority state"
  | "host state"
  | "hostname state"
  | "port state"
  | "file state"
  | "file slash state"
  | "file host state"
  | "path start state"
  | "path state"
  | "opaque path state"
  | "query state"
  | "fragment state";

const SCHEME_START = 0;
const SCHEME = 1;
const NO_SCHEME = 2;
const SPECIAL_RELATIVE_OR_AUTHORITY = 3;
const PATH_OR_AUTHORITY = 4;
const RELATIVE = 5;
const RELATIVE_SLASH = 6;
const SPECIAL_AUTHORITY_SLASHES = 7;
const SPECIAL_AUTHORITY_IGNORE_SLASHES = 8;
const AUTHORITY = 9;
const HOST = 10;
const HOSTNAME = 11;
const PORT = 12;
const FILE = 13;
const FILE_SLASH = 14;
const FILE_HOST = 15;
const PATH_START = 16;
const PATH = 17;
const OPAQUE_PATH = 18;
const QUERY = 19;
const FRAGMENT = 20;

function stateNumber(state: ParserState): number {
  switch (state) {
    case "scheme start state":
      return SCHEME_START;
    case "scheme state":
      return SCHEME;
    case "no scheme state":
      return NO_SCHEME;
    case "special relative or authority state":
      return SPECIAL_RELATIVE_OR_AUTHORITY;
    case "path or authority state":
      return PATH_OR_AUTHORITY;
    case "relative state":
      return RELATIVE;
    case "relative slash state":
      return RELATIVE_SLASH;
    case "special authority slashes state":
      return SPECIAL_AUTHORITY_SLASHES;
    case "special authority ignore slashes state":
      return SPECIAL_AUTHORITY_IGNORE_SLASHES;
    case "authority state":
      return AUTHORITY;
    case "host state":
      return HOST;
    case "hostname state":
      return HOSTNAME;
    case "port state":
      return PORT;
    case "file state":
      return FILE;
    case "file slash state":
      return FILE_SLASH;
    case "file host state":
      return FILE_HOST;
    case "path start state":
      return PATH_START;
    case "path state":
      return PATH;
    case "opaque path state":
      return OPAQUE_PATH;
    case "query state":
      return QUERY;
    case "fragment state":
      return FRAGMENT;
  }
}

/** Options of {@linkcode basicURLParse}. */
export interface BasicURLParseOptions {
  /** The base URL to resolve relative input against. */
  base?: URLRecord | null;
  /** The query's encoding; UTF-8 when absent (a legacy HTML concept). */
  encoding?: Encoding;
  /**
   * An existing URL to modify, with {@linkcode BasicURLParseOptions.stateOverride}:
   * how the URL setters work. The record is changed in place.
   */
  url?: URLRecord;
  /** The state to start in, when modifying {@linkcode BasicURLParseOptions.url}. */
  stateOverride?: ParserState;
  /**
   * Receives each validation error with its position, a UTF-16 index into
   * the input as given. Omit it for speed.
   */
  report?: ValidationErrorReporter;
}

/**
 * Runs the basic URL parser.
 *
 * Without `url`, returns a new URL record or `null` on failure. With `url`
 * and `stateOverride`, modifies `url` in place and returns it, or `null` when
 * the spec returns failure (the record may then be partly modified, exactly
 * as the spec's algorithm leaves it).
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 * @param input The string to parse (a scalar value string; lone surrogates
 * are treated as U+FFFD).
 * @param options Base URL, encoding, state override and reporter.
 * @returns The URL record, or `null` on failure.
 *
 * @example Parsing relative to a base, with validation errors
 * ```ts
 * import { basicURLParse, serializeURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const base = basicURLParse("https://example.com/a/b")!;
 * const errors: string[] = [];
 * const url = basicURLParse("..\\c d", {
 *   base,
 *   report: (name, position) => errors.push(`${name} at ${position}`),
 * });
 * assert.equal(serializeURL(url!), "https://example.com/c%20d");
 * assert.deepEqual(errors, ["invalid-reverse-solidus at 2", "invalid-URL-unit at 4"]);
 * ```
 *
 * @example A state override, as the `port` setter uses it
 * ```ts
 * import { basicURLParse, serializeURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = basicURLParse("http://example.com/")!;
 * basicURLParse("8080", { url, stateOverride: "port state" });
 * assert.equal(serializeURL(url), "http://example.com:8080/");
 * ```
 */
export function basicURLParse(
  input: string,
  options?: BasicURLParseOptions,
): URLRecord | null {
  if (options === undefined) {
    return runParser(input, null, undefined, null, -1, undefined);
  }
  const override = options.stateOverride === undefined
    ? -1
    : stateNumber(options.stateOverride);
  const url = options.url ?? null;
  return runParser(
    input,
    options.base ?? null,
    options.encoding,
    url,
    url === null ? -1 : override,
    options.report,
  );
}

/**
 * The path state keeps a path longer than this as a list once a ".." comes
 * (below it, shortening the string costs at most this much).
 */
const LONG_PATH_LENGTH = 256;

/** Appends a segment to the path: the serialized string, or the list. */
function appendSegment(
  url: URLRecord,
  segments: string[] | null,
  segment: string,
): void {
  if (segments === null) url.serializedPath += "/" + segment;
  else segments.push(segment);
}

/**
 * Shortens a path kept as a list: removes its last item, unless the URL is
 * a file URL (`special` 0) whose path is a single normalized Windows drive
 * letter.
 *
 * @see {@link https://url.spec.whatwg.org/#shorten-a-urls-path}
 */
function shortenPathList(segments: string[], special: number): void {
  if (
    special !== 0 || segments.length !== 1 || segments[0].length !== 2 ||
    !isNormalizedWindowsDriveLetterAt(segments[0], 0)
  ) {
    segments.pop();
  }
}

/** -1 as the EOF code point. */
const EOF = -1;

/**
 * Whether `input` from `i` starts with a Windows drive letter.
 *
 * @see {@link https://url.spec.whatwg.org/#start-with-a-windows-drive-letter}
 */
function startsWithWindowsDriveLetter(input: string, i: number): boolean {
  const remaining = input.length - i;
  if (remaining < 2 || !isAlpha(input.charCodeAt(i))) return false;
  const second = input.charCodeAt(i + 1);
  if (second !== 0x3a && second !== 0x7c) return false;
  if (remaining === 2) return true;
  const third = input.charCodeAt(i + 2);
  return third === 0x2f || third === 0x5c || third === 0x3f || third === 0x23;
}

/** Whether `s` is a Windows drive letter: an ASCII alpha, then ":" or "|". */
function isWindowsDriveLetter(s: string): boolean {
  if (s.length !== 2 || !isAlpha(s.charCodeAt(0))) return false;
  const second = s.charCodeAt(1);
  return second === 0x3a || second === 0x7c;
}

/** "." or an ASCII case-insensitive "%2e". */
function isSingleDotSegment(s: string): boolean {
  if (s.length === 1) return s.charCodeAt(0) === 0x2e;
  return s.length === 3 && s.charCodeAt(0) === 0x25 &&
    s.charCodeAt(1) === 0x32 && (s.charCodeAt(2) | 0x20) === 0x65;
}

/** "..", or an ASCII case-insensitive ".%2e", "%2e." or "%2e%2e". */
function isDoubleDotSegment(s: string): boolean {
  switch (s.length) {
    case 2:
      return s.charCodeAt(0) === 0x2e && s.charCodeAt(1) === 0x2e;
    case 4:
      if (s.charCodeAt(0) === 0x2e) return isSingleDotSegment(s.slice(1));
      return s.charCodeAt(3) === 0x2e && isSingleDotSegment(s.slice(0, 3));
    case 6:
      return isSingleDotSegment(s.slice(0, 3)) &&
        isSingleDotSegment(s.slice(3));
    default:
      return false;
  }
}

/**
 * Reports invalid-URL-unit for each code point of `input[start, end)` that is
 * neither a URL code point nor "%", and for each "%" not followed by two
 * ASCII hex digits. Only called when a reporter is present.
 */
function reportInvalidURLUnits(
  input: string,
  start: number,
  end: number,
  report: ValidationErrorReporter,
): void {
  for (let i = start; i < end; i++) {
    let cp = input.charCodeAt(i);
    if (cp === 0x25) {
      // "remaining" is the rest of the whole input, not just this component.
      if (
        !isHexDigit(input.charCodeAt(i + 1)) ||
        !isHexDigit(input.charCodeAt(i + 2))
      ) {
        report("invalid-URL-unit", i);
      }
      continue;
    }
    const start = i;
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < end) {
      const next = input.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    if (!isURLCodePoint(cp)) report("invalid-URL-unit", start);
  }
}

/** Whether the code unit is a C0 control or space. */
function isC0ControlOrSpace(c: number): boolean {
  return c <= 0x20;
}

/**
 * Step 1 and 2 of the basic URL parser: strips leading and trailing C0
 * control or space (for a new URL) and removes ASCII tab or newline. Returns
 * the cleaned input and, when a reporter is present and something was
 * removed, a reporter that maps positions back to the original input.
 */
function preprocess(
  input: string,
  trim: boolean,
  report: ValidationErrorReporter | undefined,
): [string, ValidationErrorReporter | undefined] {
  let start = 0;
  let end = input.length;
  if (trim) {
    while (start < end && isC0ControlOrSpace(input.charCodeAt(start))) start++;
    while (end > start && isC0ControlOrSpace(input.charCodeAt(end - 1))) end--;
    if (report !== undefined && (start > 0 || end < input.length)) {
      report("invalid-URL-unit", start > 0 ? 0 : end);
    }
  }
  // The regular expression engine scans faster than a charCodeAt loop.
  const scan = TAB_OR_NEWLINE_SCAN;
  scan.lastIndex = start;
  let firstTab = scan.test(input) ? scan.lastIndex - 1 : -1;
  if (firstTab >= end) firstTab = -1;
  if (firstTab < 0) {
    const cleaned = start === 0 && end === input.length
      ? input
      : input.slice(start, end);
    if (report === undefined || start === 0) return [cleaned, report];
    const offset = start;
    return [cleaned, (name, position) => report(name, position + offset)];
  }
  if (report !== undefined) report("invalid-URL-unit", firstTab);
  let cleaned = "";
  let last = start;
  // Positions in `cleaned` where code units were removed before them.
  const removedAt: number[] = [];
  for (let i = firstTab; i < end; i++) {
    const c = input.charCodeAt(i);
    if (isAsciiTabOrNewline(c)) {
      cleaned += input.slice(last, i);
      last = i + 1;
      if (report !== undefined) removedAt.push(cleaned.length);
    }
  }
  cleaned += input.slice(last, end);
  if (report === undefined) return [cleaned, undefined];
  const offset = start;
  return [cleaned, (name, position) => {
    let shift = 0;
    while (shift < removedAt.length && removedAt[shift] <= position) shift++;
    report(name, position + offset + shift);
  }];
}

/** What ends an authority, and "@"; "\\" ends only a special one. */
const AUTHORITY_STOPS = /[\/?#\\@]/g;

/** What ends a host, ":" and brackets; "\\" ends only a special one. */
const HOST_STOPS = /[\/?#\\:[\]]/g;

/** The input itself when it has no ASCII upper alpha, else lowercased. */
function asciiLowercase(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) return s.toLowerCase();
  }
  return s;
}

/** An ASCII tab or newline. */
const TAB_OR_NEWLINE_SCAN: RegExp = /* @__PURE__ */ new RegExp(
  TAB_OR_NEWLINE,
  "g",
);

/** Makes a reporter for a substring that starts at `offset`. */
function offsetReporter(
  report: ValidationErrorReporter | undefined,
  offset: number,
): ValidationErrorReporter | undefined {
  if (report === undefined) return undefined;
  return (name: ValidationErrorName, position: number) =>
    report(name, position + offset);
}

/**
 * The state machine. `override` is -1 without a state override. Returns the
 * URL on success or on the spec's early "return", `null` on failure.
 */
function runParser(
  rawInput: string,
  base: URLRecord | null,
  encodingOption: Encoding | undefined,
  given: URLRecord | null,
  override: number,
  rawReport: ValidationErrorReporter | undefined,
): URLRecord | null {
  // Steps 1–2: a new URL gets its input trimmed; tabs and newlines go always.
  const [input, report] = preprocess(rawInput, given === null, rawReport);
  const url = given ?? new URLRecord();
  const length = input.length;
  let state = override >= 0 ? override : SCHEME_START;
  let encoding = getOutputEncoding(encodingOption);
  // The URL's scheme class, cached: -1 not special, 0 file, else its port.
  let special = specialSchemeCode(url.scheme);
  let bufferStart = 0; // where the buffer began, for states that slice it
  let carriedBuffer = false; // file host state hands "C:" to the path state
  let pointer = 0;

  for (;;) {
    const c = pointer < length ? input.charCodeAt(pointer) : EOF;
    switch (state) {
      case SCHEME_START:
        if (c !== EOF && isAlpha(c)) {
          bufferStart = pointer;
          state = SCHEME;
        } else if (override < 0) {
          state = NO_SCHEME;
          pointer--;
        } else {
          return null;
        }
        break;

      case SCHEME: {
        let end = pointer;
        while (end < length && isSchemeCodePoint(input.charCodeAt(end))) end++;
        if (end < length && input.charCodeAt(end) === 0x3a) {
          pointer = end;
          const buffer = asciiLowercase(input.slice(bufferStart, end));
          const bufferSpecial = specialSchemeCode(buffer);
          if (override >= 0) {
            // Step 2.1: the scheme setter's restrictions.
            if ((special >= 0) !== (bufferSpecial >= 0)) return url;
            if (
              (includesCredentials(url) || url.port !== null) &&
              buffer === "file"
            ) return url;
            if (special === 0 && url.host === "") return url;
          }
          url.scheme = buffer;
          special = bufferSpecial;
          if (override >= 0) {
            if (url.port !== null && url.port === special) url.port = null;
            return url;
          }
          if (special === 0) {
            if (!input.startsWith("//", pointer + 1)) {
              report?.("special-scheme-missing-following-solidus", pointer + 1);
            }
            state = FILE;
          } else if (special > 0 && base !== null && base.scheme === buffer) {
            state = SPECIAL_RELATIVE_OR_AUTHORITY;
          } else if (special > 0) {
            state = SPECIAL_AUTHORITY_SLASHES;
          } else if (input.charCodeAt(pointer + 1) === 0x2f) {
            state = PATH_OR_AUTHORITY;
            pointer++;
          } else {
            url.serializedPath = "";
            url.opaquePath = true;
            state = OPAQUE_PATH;
          }
        } else if (override < 0) {
          // Start over from the first code point, without a scheme.
          state = NO_SCHEME;
          pointer = -1;
        } else {
          return null;
        }
        break;
      }

      case NO_SCHEME:
        if (base === null || (base.opaquePath && c !== 0x23)) {
          report?.("missing-scheme-non-relative-URL", pointer);
          return null;
        } else if (base.opaquePath && c === 0x23) {
          url.scheme = base.scheme;
          special = specialSchemeCode(url.scheme);
          url.serializedPath = base.serializedPath;
          url.opaquePath = true;
          url.query = base.query;
          url.fragment = "";
          state = FRAGMENT;
        } else if (base.scheme !== "file") {
          state = RELATIVE;
          pointer--;
        } else {
          state = FILE;
          pointer--;
        }
        break;

      case SPECIAL_RELATIVE_OR_AUTHORITY:
        if (c === 0x2f && input.charCodeAt(pointer + 1) === 0x2f) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          pointer++;
        } else {
          report?.("special-scheme-missing-following-solidus", pointer);
          state = RELATIVE;
          pointer--;
        }
        break;

      case PATH_OR_AUTHORITY:
        if (c === 0x2f) {
          state = AUTHORITY;
        } else {
          state = PATH;
          pointer--;
        }
        break;

      case RELATIVE: {
        // Assert: base's scheme is not "file".
        const b = base!;
        url.scheme = b.scheme;
        special = specialSchemeCode(url.scheme);
        if (c === 0x2f) {
          state = RELATIVE_SLASH;
        } else if (special >= 0 && c === 0x5c) {
          report?.("invalid-reverse-solidus", pointer);
          state = RELATIVE_SLASH;
        } else {
          url.username = b.username;
          url.password = b.password;
          url.host = b.host;
          url.port = b.port;
          url.serializedPath = b.serializedPath;
          url.query = b.query;
          if (c === 0x3f) {
            url.query = "";
            state = QUERY;
          } else if (c === 0x23) {
            url.fragment = "";
            state = FRAGMENT;
          } else if (c !== EOF) {
            url.query = null;
            shortenPath(url);
            state = PATH;
            pointer--;
          }
        }
        break;
      }

      case RELATIVE_SLASH:
        if (special >= 0 && (c === 0x2f || c === 0x5c)) {
          if (c === 0x5c) report?.("invalid-reverse-solidus", pointer);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
        } else if (c === 0x2f) {
          state = AUTHORITY;
        } else {
          const b = base!;
          url.username = b.username;
          url.password = b.password;
          url.host = b.host;
          url.port = b.port;
          state = PATH;
          pointer--;
        }
        break;

      case SPECIAL_AUTHORITY_SLASHES:
        if (c === 0x2f && input.charCodeAt(pointer + 1) === 0x2f) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          pointer++;
        } else {
          report?.("special-scheme-missing-following-solidus", pointer);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          pointer--;
        }
        break;

      case SPECIAL_AUTHORITY_IGNORE_SLASHES:
        if (c !== 0x2f && c !== 0x5c) {
          state = AUTHORITY;
          pointer--;
        } else {
          report?.("special-scheme-missing-following-solidus", pointer);
        }
        break;

      case AUTHORITY: {
        // The buffer runs to the authority's end; everything before its last
        // "@" is userinfo. Equivalent to the spec's code-point-at-a-time
        // steps: each "@" flushes the buffer, later ones encoded as "%40",
        // and the first ":" of the whole userinfo starts the password.
        // A regular expression finds the end and each "@" (faster than a
        // charCodeAt loop; "\\" only ends a special URL's authority).
        let end = length;
        let lastAt = -1;
        const stops = AUTHORITY_STOPS;
        stops.lastIndex = pointer;
        while (stops.test(input)) {
          const at = stops.lastIndex - 1;
          const d = input.charCodeAt(at);
          if (d === 0x40) {
            report?.("invalid-credentials", at);
            lastAt = at;
          } else if (d !== 0x5c || special >= 0) {
            end = at;
            break;
          }
        }
        stops.lastIndex = 0;
        if (lastAt >= 0) {
          let colon = input.indexOf(":", pointer);
          if (colon > lastAt) colon = -1;
          const usernameEnd = colon < 0 ? lastAt : colon;
          url.username += encodeRange(
            input,
            pointer,
            usernameEnd,
            USERINFO_PERCENT_ENCODE_SET,
            false,
          );
          if (colon >= 0) {
            url.password += encodeRange(
              input,
              colon + 1,
              lastAt,
              USERINFO_PERCENT_ENCODE_SET,
              false,
            );
          }
          if (lastAt + 1 === end) {
            report?.("host-missing", end);
            return null;
          }
          pointer = lastAt + 1;
        }
        state = HOST;
        pointer--;
        break;
      }

      case HOST:
      case HOSTNAME: {
        if (override >= 0 && special === 0) {
          pointer--;
          state = FILE_HOST;
          break;
        }
        const start = pointer;
        let end = length;
        let insideBrackets = false;
        let d = EOF;
        const stops = HOST_STOPS;
        stops.lastIndex = pointer;
        while (stops.test(input)) {
          const at = stops.lastIndex - 1;
          const e = input.charCodeAt(at);
          if (e === 0x5b) insideBrackets = true;
          else if (e === 0x5d) insideBrackets = false;
          else if (
            (e === 0x3a && !insideBrackets) ||
            (e !== 0x3a && (e !== 0x5c || special >= 0))
          ) {
            end = at;
            d = e;
            break;
          }
        }
        stops.lastIndex = 0;
        if (d === 0x3a) {
          if (end === start) {
            report?.("host-missing", end);
            return null;
          }
          if (override === HOSTNAME) return null;
          const host = parseHostToString(
            input.slice(start, end),
            special < 0,
            offsetReporter(report, start),
          );
          if (host === null) return null;
          url.host = host;
          state = PORT;
          pointer = end;
        } else {
          pointer = end - 1;
          if (special >= 0 && end === start) {
            report?.("host-missing", end);
            return null;
          } else if (
            override >= 0 && end === start &&
            (includesCredentials(url) || url.port !== null)
          ) {
            return null;
          }
          const host = parseHostToString(
            input.slice(start, end),
            special < 0,
            offsetReporter(report, start),
          );
          if (host === null) return null;
          url.host = host;
          state = PATH_START;
          if (override >= 0) return url;
        }
        break;
      }

      case PORT: {
        let end = pointer;
        while (end < length) {
          const d = input.charCodeAt(end);
          if (d < 0x30 || d > 0x39) break;
          end++;
        }
        const d = end < length ? input.charCodeAt(end) : EOF;
        if (
          d === EOF || d === 0x2f || d === 0x3f || d === 0x23 ||
          (d === 0x5c && special >= 0) || override >= 0
        ) {
          if (end > pointer) {
            let port = 0;
            for (let i = pointer; i < end; i++) {
              port = port * 10 + input.charCodeAt(i) - 0x30;
              if (port > 65535) {
                report?.("port-out-of-range", pointer);
                return null;
              }
            }
            url.port = port === special && special > 0 ? null : port;
            if (override >= 0) return url;
          }
          if (override >= 0) return null;
          state = PATH_START;
          pointer = end - 1;
        } else {
          report?.("port-invalid", end);
          return null;
        }
        break;
      }

      case FILE:
        url.scheme = "file";
        special = 0;
        url.host = "";
        if (c === 0x2f || c === 0x5c) {
          if (c === 0x5c) report?.("invalid-reverse-solidus", pointer);
          state = FILE_SLASH;
        } else if (base !== null && base.scheme === "file") {
          url.host = base.host;
          url.serializedPath = base.serializedPath;
          url.query = base.query;
          if (c === 0x3f) {
            url.query = "";
            state = QUERY;
          } else if (c === 0x23) {
            url.fragment = "";
            state = FRAGMENT;
          } else if (c !== EOF) {
            url.query = null;
            if (!startsWithWindowsDriveLetter(input, pointer)) {
              shortenPath(url);
            } else {
              // A (platform-independent) Windows drive letter quirk.
              report?.("file-invalid-Windows-drive-letter", pointer);
              url.serializedPath = "";
            }
            state = PATH;
            pointer--;
          }
        } else {
          state = PATH;
          pointer--;
        }
        break;

      case FILE_SLASH:
        if (c === 0x2f || c === 0x5c) {
          if (c === 0x5c) report?.("invalid-reverse-solidus", pointer);
          state = FILE_HOST;
        } else {
          if (base !== null && base.scheme === "file") {
            url.host = base.host;
            // A (platform-independent) Windows drive letter quirk.
            if (
              !startsWithWindowsDriveLetter(input, pointer) &&
              isNormalizedWindowsDriveLetterAt(base.serializedPath, 1) &&
              (base.serializedPath.length === 3 ||
                base.serializedPath.charCodeAt(3) === 0x2f)
            ) {
              url.serializedPath += base.serializedPath.slice(0, 3);
            }
          }
          state = PATH;
          pointer--;
        }
        break;

      case FILE_HOST: {
        const start = pointer;
        let end = pointer;
        for (; end < length; end++) {
          const d = input.charCodeAt(end);
          if (d === 0x2f || d === 0x5c || d === 0x3f || d === 0x23) break;
        }
        pointer = end - 1;
        const buffer = input.slice(start, end);
        if (override < 0 && isWindowsDriveLetter(buffer)) {
          // A (platform-independent) Windows drive letter quirk: the buffer
          // is not reset and the path state goes on with it.
          report?.("file-invalid-Windows-drive-letter-host", start);
          bufferStart = start;
          carriedBuffer = true;
          state = PATH;
        } else if (buffer === "") {
          url.host = "";
          if (override >= 0) return url;
          state = PATH_START;
        } else {
          let host = parseHostToString(
            buffer,
            special < 0,
            offsetReporter(report, start),
          );
          if (host === null) return null;
          if (host === "localhost") host = "";
          url.host = host;
          if (override >= 0) return url;
          state = PATH_START;
        }
        break;
      }

      case PATH_START:
        if (special >= 0) {
          if (c === 0x5c) report?.("invalid-reverse-solidus", pointer);
          state = PATH;
          if (c !== 0x2f && c !== 0x5c) pointer--;
        } else if (override < 0 && c === 0x3f) {
          url.query = "";
          state = QUERY;
        } else if (override < 0 && c === 0x23) {
          url.fragment = "";
          state = FRAGMENT;
        } else if (c !== EOF) {
          state = PATH;
          if (c !== 0x2f) pointer--;
        } else if (override >= 0 && url.host === null) {
          url.serializedPath += "/";
        }
        break;

      case PATH: {
        // A shortcut: a path whose segments need no percent-encoding and
        // hold no dot segment or Windows drive letter is appended whole, as
        // the segment-by-segment steps below would append it.
        if (!carriedBuffer && override < 0 && report === undefined) {
          const end = cleanPathEnd(input, pointer);
          if (
            end >= 0 &&
            (special !== 0 || url.serializedPath !== "" ||
              !startsWithWindowsDriveLetter(input, pointer))
          ) {
            url.serializedPath += "/" + input.slice(pointer, end);
            pointer = end;
            if (end < length) {
              if (input.charCodeAt(end) === 0x3f) {
                url.query = "";
                state = QUERY;
              } else {
                url.fragment = "";
                state = FRAGMENT;
              }
            }
            break;
          }
        }
        // One segment per iteration of this loop; the outer loop is only
        // re-entered for the query or fragment. Shortening the serialized
        // path costs its length (V8 flattens the concatenated string to
        // search it), which made "a/b/../" repeated quadratic: so when a ".."
        // comes and the path is long, the path becomes a list until this
        // state ends, and shortening it is a pop.
        let segments: string[] | null = null;
        for (;;) {
          const start = carriedBuffer ? bufferStart : pointer;
          carriedBuffer = false;
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
            reportInvalidURLUnits(input, pointer, end, report);
            if (d === 0x5c) report("invalid-reverse-solidus", end);
          }
          let buffer = encodeRange(
            input,
            start,
            end,
            PATH_PERCENT_ENCODE_SET,
            false,
          );
          const slash = d === 0x2f || d === 0x5c;
          if (isDoubleDotSegment(buffer)) {
            if (
              segments === null &&
              url.serializedPath.length > LONG_PATH_LENGTH
            ) {
              segments = url.serializedPath.slice(1).split("/");
            }
            if (segments === null) shortenPath(url);
            else shortenPathList(segments, special);
            // For input "/usr/.." the result is "/", not a lack of a path.
            if (!slash) appendSegment(url, segments, "");
          } else if (isSingleDotSegment(buffer)) {
            if (!slash) appendSegment(url, segments, "");
          } else {
            if (
              special === 0 &&
              (segments === null
                ? url.serializedPath === ""
                : segments.length === 0) &&
              isWindowsDriveLetter(buffer)
            ) {
              // A (platform-independent) Windows drive letter quirk.
              buffer = buffer[0] + ":";
            }
            appendSegment(url, segments, buffer);
          }
          pointer = end;
          if (slash) {
            pointer++;
            continue;
          }
          if (d === 0x3f) {
            url.query = "";
            state = QUERY;
          } else if (d === 0x23) {
            url.fragment = "";
            state = FRAGMENT;
          }
          break;
        }
        if (segments !== null) {
          url.serializedPath = segments.length === 0
            ? ""
            : "/" + segments.join("/");
        }
        break;
      }

      case OPAQUE_PATH: {
        let end = pointer;
        let d = EOF;
        for (; end < length; end++) {
          d = input.charCodeAt(end);
          if (d === 0x3f || d === 0x23) break;
        }
        if (end === length) d = EOF;
        if (report !== undefined) {
          reportInvalidURLUnits(input, pointer, end, report);
        }
        let encoded = encodeRange(
          input,
          pointer,
          end,
          C0_CONTROL_PERCENT_ENCODE_SET,
          false,
        );
        // A space followed by "?" or "#" is appended as "%20".
        if (d !== EOF && end > pointer && input.charCodeAt(end - 1) === 0x20) {
          encoded = encoded.slice(0, -1) + "%20";
        }
        url.serializedPath += encoded;
        pointer = end;
        if (d === 0x3f) {
          url.query = "";
          state = QUERY;
        } else if (d === 0x23) {
          url.fragment = "";
          state = FRAGMENT;
        }
        break;
      }

      case QUERY: {
        if (
          encoding !== UTF_8 &&
          (special < 0 || url.scheme === "ws" || url.scheme === "wss")
        ) {
          encoding = UTF_8;
        }
        let end = pointer;
        if (override < 0) {
          end = input.indexOf("#", pointer);
          if (end < 0) end = length;
        } else {
          end = length;
        }
        if (report !== undefined) {
          reportInvalidURLUnits(input, pointer, end, report);
        }
        const set = special >= 0
          ? SPECIAL_QUERY_PERCENT_ENCODE_SET
          : QUERY_PERCENT_ENCODE_SET;
        const encoded = encoding === UTF_8
          ? encodeRange(input, pointer, end, set, false)
          : percentEncodeAfterEncoding(
            encoding,
            input.slice(pointer, end),
            set,
          );
        url.query = url.query === null || url.query === ""
          ? encoded
          : url.query + encoded;
        pointer = end;
        if (end < length) {
          url.fragment = "";
          state = FRAGMENT;
        }
        break;
      }

      case FRAGMENT: {
        if (report !== undefined) {
          reportInvalidURLUnits(input, pointer, length, report);
        }
        const encoded = encodeRange(
          input,
          pointer,
          length,
          FRAGMENT_PERCENT_ENCODE_SET,
          false,
        );
        url.fragment = url.fragment === null || url.fragment === ""
          ? encoded
          : url.fragment + encoded;
        pointer = length;
        break;
      }
    }
    // "If after a run pointer points to the EOF code point, go to the next
    // step. Otherwise, increase pointer by 1 and continue."
    if (pointer >= length) break;
    pointer++;
  }
  return url;
}
