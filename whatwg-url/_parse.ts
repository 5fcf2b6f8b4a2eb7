// The parsing functions of whatwg-url's API over the parser's: options and
// state names translated, records converted by ./_record.ts.

import {
  basicURLParse as parse,
  type ParserState,
  URLRecord,
  type ValidationErrorName,
} from "../parser/mod.ts";
import { getEncoding } from "../encoding/mod.ts";
import type { Encoding } from "../percent/mod.ts";
import {
  toURLRecord,
  toWhatwgRecord,
  type WhatwgURLRecord,
  writeBack,
} from "./_record.ts";

/**
 * A state of the basic URL parser, as whatwg-url names it (the spec's name
 * without " state"): the `stateOverride` of {@linkcode BasicURLParseOptions}.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 */
export type StateOverride = ParserState extends infer State
  ? State extends `${infer Name} state` ? Name : never
  : never;

const STATES: ReadonlySet<string> = /* @__PURE__ */ new Set<StateOverride>([
  "scheme start",
  "scheme",
  "no scheme",
  "special relative or authority",
  "path or authority",
  "relative",
  "relative slash",
  "special authority slashes",
  "special authority ignore slashes",
  "authority",
  "host",
  "hostname",
  "port",
  "file",
  "file slash",
  "file host",
  "path start",
  "path",
  "opaque path",
  "query",
  "fragment",
]);

/** Options of {@linkcode parseURL} and {@linkcode parseURLWithValidationErrors}. */
export interface ParseURLOptions {
  /** The base URL record, or `null`. */
  baseURL?: WhatwgURLRecord | null;
  /** The query's encoding, as a WHATWG Encoding label; UTF-8 when absent. */
  encoding?: string;
}

/** Options of {@linkcode basicURLParse}. */
export interface BasicURLParseOptions extends ParseURLOptions {
  /** A URL record to modify in place, with a state override. */
  url?: WhatwgURLRecord;
  /** The state to start in. */
  stateOverride?: StateOverride;
}

/** Our encoding of a whatwg-url encoding label (UTF-8 for none). */
function encodingOf(label: string | undefined): Encoding | undefined {
  if (label === undefined || label === "" || label === "utf-8") {
    return undefined;
  }
  const encoding = getEncoding(label);
  if (encoding === null) {
    throw new TypeError(`"${label}" is not an encoding label`);
  }
  return encoding;
}

/** Our parser state of a whatwg-url state name. */
function stateOf(name: string | undefined): ParserState | undefined {
  if (name === undefined) return undefined;
  if (!STATES.has(name)) {
    throw new TypeError(
      `"${name}" is not a state of the basic URL parser`,
    );
  }
  return `${name} state` as ParserState;
}

/** Our base record of a `baseURL` option. */
function baseOf(base: WhatwgURLRecord | null | undefined): URLRecord | null {
  return base === undefined || base === null ? null : toURLRecord(base);
}

/**
 * Runs the basic URL parser on `input`.
 *
 * With `url` and `stateOverride`, it modifies `url` in place (as the URL
 * setters do) and returns `url`, or `null` on failure, where `url` keeps
 * what the parser had changed before it failed, as in the spec.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 * @param input The string to parse.
 * @param options The base URL, query encoding, URL and state override.
 * @returns A URL record, or `null` on failure.
 *
 * @example Set a port as `url.port = "8080"` does
 * ```ts
 * import { basicURLParse, serializeURL } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * const url = basicURLParse("https://example.com/")!;
 * basicURLParse("8080", { url, stateOverride: "port" });
 * assert.equal(url.port, 8080);
 * assert.equal(serializeURL(url), "https://example.com:8080/");
 * ```
 */
export function basicURLParse(
  input: string,
  options: BasicURLParseOptions = {},
): WhatwgURLRecord | null {
  return parseInto(input, options, undefined);
}

/** basicURLParse() with a validation error list. */
function parseInto(
  input: string,
  options: BasicURLParseOptions,
  errors: ValidationErrorName[] | undefined,
): WhatwgURLRecord | null {
  const record = options.url;
  const stateOverride = stateOf(options.stateOverride);
  const base = baseOf(options.baseURL);
  const encoding = encodingOf(options.encoding);
  const report = errors && ((name: ValidationErrorName) => errors.push(name));
  if (record === undefined || record === null) {
    if (stateOverride !== undefined) {
      return parseNewWithOverride(input, base, encoding, stateOverride, report);
    }
    // Without options the parser takes its fast path for plain input.
    const url = base === null && encoding === undefined && report === undefined
      ? parse(input)
      : parse(input, { base, encoding, report });
    return url === null ? null : toWhatwgRecord(url);
  }
  const url = toURLRecord(record);
  let result: URLRecord | null;
  try {
    result = parse(input, { base, encoding, url, stateOverride, report });
  } finally {
    // Even when the parser throws (a relative state without a base), the
    // record shows what it changed, as whatwg-url's would.
    writeBack(url, record);
  }
  return result === null ? null : record;
}

/** A leading or trailing run of C0 controls and spaces. */
// deno-lint-ignore no-control-regex
const C0_CONTROL_OR_SPACE_RUN = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * The basic URL parser with a state override and no URL, as url.bs and
 * whatwg-url run it: step 1 ("If url is not given: set url to a new URL;
 * [...] remove any leading and trailing C0 control or space from input"),
 * then the state override on that new URL. The parser applies a state
 * override only to a given URL, so this room gives it the new one.
 */
function parseNewWithOverride(
  input: string,
  base: URLRecord | null,
  encoding: Encoding | undefined,
  stateOverride: ParserState,
  report: ((name: ValidationErrorName) => void) | undefined,
): WhatwgURLRecord | null {
  const trimmed = input.replace(C0_CONTROL_OR_SPACE_RUN, "");
  if (trimmed !== input) report?.("invalid-URL-unit");
  const url = new URLRecord();
  const result = parse(trimmed, { base, encoding, url, stateOverride, report });
  return result === null ? null : toWhatwgRecord(url);
}

/**
 * Parses `input` with the URL parser.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-parser}
 * @param input The string to parse.
 * @param options The base URL record and the query's encoding.
 * @returns A URL record, or `null` on failure.
 *
 * @example Resolve against a base
 * ```ts
 * import { parseURL } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * const baseURL = parseURL("https://example.com/a/b")!;
 * const url = parseURL("../c?d#e", { baseURL })!;
 * assert.deepEqual(url.path, ["c"]);
 * assert.equal(url.query, "d");
 * assert.equal(parseURL("https://[::1]:8080/")!.port, 8080);
 * ```
 */
export function parseURL(
  input: string,
  options: ParseURLOptions = {},
): WhatwgURLRecord | null {
  return parseInto(input, {
    baseURL: options.baseURL,
    encoding: options.encoding,
  }, undefined);
}

/** What {@linkcode parseURLWithValidationErrors} returns. */
export interface ParseURLWithValidationErrorsResult {
  /** The URL record, or `null` on failure. */
  url: WhatwgURLRecord | null;
  /** The names of the validation errors, in the order they were found. */
  validationErrors: string[];
}

/**
 * Parses `input` with the URL parser, collecting the validation errors'
 * names.
 *
 * @see {@link https://url.spec.whatwg.org/#validation-error}
 * @param input The string to parse.
 * @param options The base URL record and the query's encoding.
 * @returns The URL record (or `null`) and the validation errors.
 *
 * @example A backslash in a special URL
 * ```ts
 * import { parseURLWithValidationErrors } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 * const { url, validationErrors } = parseURLWithValidationErrors("https://x\\a");
 * assert.deepEqual(url!.path, ["a"]);
 * assert.ok(validationErrors.includes("invalid-reverse-solidus"));
 * ```
 */
export function parseURLWithValidationErrors(
  input: string,
  options: ParseURLOptions = {},
): ParseURLWithValidationErrorsResult {
  const validationErrors: ValidationErrorName[] = [];
  const url = parseInto(input, {
    baseURL: options.baseURL,
    encoding: options.encoding,
  }, validationErrors);
  return { url, validationErrors };
}
