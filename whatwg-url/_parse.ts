// The parsing functions of whatwg-url's API over the parser's: options and
// state names translated, records converted by ./_record.ts.

import { parseComponentsWith } from "../parser/parse_components_with.ts";
import { Components } from "../parser/components.ts";
import type { ValidationErrorName } from "../host/validation_error.ts";
import {
  parseComponents,
  type ParserState,
  stateNumber,
} from "../parser/run_basic_url_parser.ts";
import { domainParserToASCII } from "../host/domain.ts";
import { fastParse } from "../parser/fast_path.ts";
import { fastParseReference } from "../parser/fast_relative.ts";
import { getEncoding } from "../encoding/get_encoding.ts";
import { type Encoding, UTF_8 } from "../percent/encoding.ts";
import {
  baseOf,
  keepBaseValues,
  toSpareComponents,
  toWhatwgRecord,
  type WhatwgURLRecord,
  writeBack,
  writeBackState,
} from "./_record.ts";
import {
  emptyFragmentAndParse,
  emptyPathAndParse,
  emptyQueryAndParse,
  FRAGMENT,
  PATH_START,
  QUERY,
} from "../parser/state_override.ts";

/**
 * A state of the basic URL parser, as whatwg-url names it (the spec's name
 * without " state"): the `stateOverride` of {@linkcode BasicURLParseOptions}.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 */
export type StateOverride = ParserState extends infer State
  ? State extends `${infer Name} state` ? Name : never
  : never;

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

/** The last encoding label given, and its encoding (callers repeat one). */
let lastLabel: string | undefined;
let lastEncoding: Encoding | undefined;

/** Our encoding of a whatwg-url encoding label (none for UTF-8). */
function encodingOf(label: string | undefined): Encoding | undefined {
  if (label === undefined || label === "" || label === "utf-8") {
    return undefined;
  }
  if (label === lastLabel) return lastEncoding;
  const encoding = getEncoding(label);
  if (encoding === null) {
    throw new TypeError(`"${label}" is not an encoding label`);
  }
  lastLabel = label;
  lastEncoding = encoding === UTF_8 ? undefined : encoding;
  return lastEncoding;
}

/** The parser's number of each state name given so far. */
const stateNumbers: Map<string, number> = /* @__PURE__ */ new Map();

/** The parser's number of a whatwg-url state name. */
function stateNumberOf(name: string): number {
  let number = stateNumbers.get(name);
  if (number === undefined) {
    // stateNumber() knows each state by its name, and no other string.
    number = stateNumber(`${name} state` as ParserState) as number | undefined;
    if (number === undefined) {
      throw new TypeError(`"${name}" is not a state of the basic URL parser`);
    }
    stateNumbers.set(name, number);
  }
  return number;
}

/** Where the fast paths write; records copy what they need out of it. */
const scratch: Components = /* @__PURE__ */ new Components();

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
  return parseInto(
    input,
    options.baseURL,
    options.encoding,
    options.url,
    options.stateOverride,
    undefined,
  );
}

/**
 * basicURLParse() with a validation error list. Without a URL, a state
 * override, an encoding other than UTF-8 or errors to collect, common input
 * takes the fast paths, as the URL class's does: fastParse(), or
 * fastParseReference() against a base that fastParse() gives.
 */
function parseInto(
  input: string,
  baseURL: WhatwgURLRecord | null | undefined,
  label: string | undefined,
  record: WhatwgURLRecord | null | undefined,
  stateName: string | undefined,
  errors: ValidationErrorName[] | undefined,
): WhatwgURLRecord | null {
  const override = stateName === undefined
    ? undefined
    : stateNumberOf(stateName);
  const encoding = encodingOf(label);
  const given = record !== undefined && record !== null;
  const base = baseURL === undefined || baseURL === null
    ? null
    : baseOf(baseURL);
  const plain = encoding === undefined && errors === undefined;
  if (
    plain && !given && override === undefined &&
    (base === null
      ? fastParse(input, scratch)
      : base.fast && fastParseReference(input, base.url, scratch))
  ) {
    return withBaseValues(toWhatwgRecord(scratch), baseURL);
  }
  if (!given) {
    if (override === undefined) {
      const c = run(input, base, encoding, undefined, stateName, errors);
      return c === null ? null : withBaseValues(toWhatwgRecord(c), baseURL);
    }
    return parseNewWithOverride(input, base, encoding, stateName!, errors);
  }
  const c = toSpareComponents(record);
  if (
    override !== undefined && plain &&
    emptyAndParse(c, record, input, override)
  ) {
    writeBackState(c, record, override);
    return record;
  }
  let result: Components | null;
  try {
    result = run(input, base, encoding, c, stateName, errors);
  } finally {
    // Even when the parser throws (a relative state without a base), the
    // record shows what it changed, as whatwg-url's would.
    writeBack(c, record);
  }
  return result === null ? null : record;
}

/**
 * The setters' one-splice steps (parser/state_override.ts) for a state
 * override whose field `record` holds empty, as a setter that empties it
 * first leaves it: the query or fragment state on an empty query or
 * fragment, the path start state on an empty path list. They change only
 * their field and never fail. Returns false, `c` unchanged, for any other
 * state or field, which the state machine then takes.
 */
function emptyAndParse(
  c: Components,
  record: WhatwgURLRecord,
  input: string,
  state: number,
): boolean {
  const { path } = record;
  if (state === QUERY && record.query === "") {
    emptyQueryAndParse(c, input);
  } else if (state === FRAGMENT && record.fragment === "") {
    emptyFragmentAndParse(c, input);
  } else if (
    state === PATH_START && typeof path !== "string" && path.length === 0
  ) {
    emptyPathAndParse(domainParserToASCII, c, input);
  } else {
    return false;
  }
  return true;
}

/** `url`, with keepBaseValues() when it was parsed against a base. */
function withBaseValues(
  url: WhatwgURLRecord,
  base: WhatwgURLRecord | null | undefined,
): WhatwgURLRecord {
  if (base !== undefined && base !== null) keepBaseValues(url, base);
  return url;
}

/**
 * Runs the basic URL parser on our URLs' Components: directly, or, for an
 * encoding other than UTF-8 or errors to collect, through
 * parseComponentsWith(), which brings the query encoder and the reporter
 * and takes the state's name.
 */
function run(
  input: string,
  base: { url: Components } | null,
  encoding: Encoding | undefined,
  url: Components | undefined,
  stateName: string | undefined,
  errors: ValidationErrorName[] | undefined,
): Components | null {
  if (encoding === undefined && errors === undefined) {
    return parseComponents(domainParserToASCII, input, {
      base: base?.url,
      url,
      stateOverride: stateName === undefined
        ? undefined
        : stateNumberOf(stateName),
    });
  }
  return parseComponentsWith(domainParserToASCII, input, {
    base: base?.url,
    encoding,
    url,
    stateOverride: stateName === undefined
      ? undefined
      : `${stateName} state` as ParserState,
    report: errors && ((name) => errors.push(name)),
  });
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
  base: { url: Components } | null,
  encoding: Encoding | undefined,
  stateName: string,
  errors: ValidationErrorName[] | undefined,
): WhatwgURLRecord | null {
  const trimmed = input.replace(C0_CONTROL_OR_SPACE_RUN, "");
  if (trimmed !== input) errors?.push("invalid-URL-unit");
  const c = new Components();
  return run(trimmed, base, encoding, c, stateName, errors) === null
    ? null
    : toWhatwgRecord(c);
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
  options?: ParseURLOptions,
): WhatwgURLRecord | null {
  return parseInto(
    input,
    // whatwg-url's `options = {}`: undefined reads as no options, and null
    // throws its TypeError.
    options === undefined ? undefined : options.baseURL,
    options === undefined ? undefined : options.encoding,
    undefined,
    undefined,
    undefined,
  );
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
  const url = parseInto(
    input,
    options.baseURL,
    options.encoding,
    undefined,
    undefined,
    validationErrors,
  );
  return { url, validationErrors };
}
