/**
 * The basic URL parser with the domain parser ToASCII given: the URL
 * Standard's state machine, with the state override the URL setters use,
 * the encoding hook and validation errors. It imports no IDNA
 * implementation: `basicURLParse()` gives it UTS #46 through `tr46`, and
 * `@urlstd/url/lite` a ToASCII without tables.
 *
 * @module
 */

import { type Encoding, getOutputEncoding } from "../percent/encoding.ts";
import { toScalarValueString } from "../percent/decode.ts";
import type { ValidationErrorReporter } from "../host/validation_error.ts";
import type { DomainParserToASCII } from "../host/domain.ts";
import { URLRecord } from "./url_record.ts";
import type { Origin } from "./origin.ts";
import { preprocess } from "./_preprocess.ts";
import {
  AUTHORITY,
  EOF,
  FAILURE,
  FILE,
  FILE_HOST,
  FILE_SLASH,
  FRAGMENT,
  GO_ON,
  HOST,
  HOSTNAME,
  NO_SCHEME,
  OPAQUE_PATH,
  ParserRun,
  PATH,
  PATH_OR_AUTHORITY,
  PATH_START,
  PORT,
  QUERY,
  RELATIVE,
  RELATIVE_SLASH,
  SCHEME,
  SCHEME_START,
  SPECIAL_AUTHORITY_IGNORE_SLASHES,
  SPECIAL_AUTHORITY_SLASHES,
  SPECIAL_RELATIVE_OR_AUTHORITY,
} from "./_parser_run.ts";
import {
  noSchemeState,
  schemeStartState,
  schemeState,
} from "./_scheme_states.ts";
import {
  authorityState,
  hostState,
  pathOrAuthorityState,
  portState,
  relativeSlashState,
  relativeState,
  specialAuthorityIgnoreSlashesState,
  specialAuthoritySlashesState,
} from "./_authority_states.ts";
import { fileHostState, fileSlashState, fileState } from "./_file_states.ts";
import {
  fragmentState,
  opaquePathState,
  pathStartState,
  pathState,
  queryState,
} from "./_path_states.ts";

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
 * Runs the basic URL parser as {@linkcode basicURLParse} does, with `toASCII`
 * as the domain parser ToASCII that the host parser uses for domains it
 * cannot decide itself (those with non-ASCII code points, and, for
 * validation errors, those with `xn--` labels).
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 * @param toASCII The domain parser ToASCII, e.g. `domainParserToASCII`
 * (UTS #46 through `tr46`) or `liteDomainParserToASCII` (no tables), both
 * from `@urlstd/url/host`.
 * @param input The string to parse (a scalar value string; lone surrogates
 * are treated as U+FFFD).
 * @param options Base URL, encoding, state override and reporter.
 * @returns The URL record, or `null` on failure.
 *
 * @example A ToASCII that knows no IDNA
 * ```ts
 * import { basicURLParseWith, serializeURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const asciiOnly = (domain: string) =>
 *   /^[\x00-\x7f]*$/.test(domain) ? domain.toLowerCase() : null;
 * const url = basicURLParseWith(asciiOnly, "https://EXAMPLE.org/")!;
 * assert.equal(serializeURL(url), "https://example.org/");
 * assert.equal(basicURLParseWith(asciiOnly, "https://bücher.example/"), null);
 * ```
 */
export function basicURLParseWith(
  toASCII: DomainParserToASCII,
  input: string,
  options?: BasicURLParseOptions,
): URLRecord | null {
  // Lone surrogates become U+FFFD first, as new URL's USVString conversion
  // makes them: removing tabs and newlines then cannot pair two halves into
  // a new code point, and no invalid-URL-unit is reported for them.
  input = toScalarValueString(input);
  if (options === undefined) {
    return runParser(input, null, undefined, null, -1, undefined, toASCII);
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
    toASCII,
  );
}

/**
 * The origin of a URL, as {@linkcode origin} gives it, with `toASCII` as the
 * domain parser ToASCII for the URL in a "blob:" URL's path.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-origin}
 * @param toASCII The domain parser ToASCII (see {@linkcode basicURLParseWith}).
 * @param url The URL record.
 * @returns Its origin; each opaque origin is a new object.
 *
 * @example
 * ```ts
 * import { basicURLParse, originWith, serializeOrigin } from "@urlstd/url/parser";
 * import { liteDomainParserToASCII } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * const url = basicURLParse("blob:https://WHATWG.org/d0360e2f")!;
 * assert.equal(serializeOrigin(originWith(liteDomainParserToASCII, url)), "https://whatwg.org");
 * ```
 */
export function originWith(
  toASCII: DomainParserToASCII,
  url: URLRecord,
): Origin {
  switch (url.scheme) {
    case "blob": {
      // Step 2: parse the URL path serialization.
      const pathURL = basicURLParseWith(toASCII, url.serializedPath);
      if (pathURL === null) return { type: "opaque" };
      if (
        pathURL.scheme === "http" || pathURL.scheme === "https" ||
        pathURL.scheme === "file"
      ) {
        return originWith(toASCII, pathURL);
      }
      return { type: "opaque" };
    }
    case "ftp":
    case "http":
    case "https":
    case "ws":
    case "wss":
      return {
        type: "tuple",
        scheme: url.scheme,
        host: url.host!,
        port: url.port,
        domain: null,
      };
    default:
      return { type: "opaque" };
  }
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
  toASCII: DomainParserToASCII,
): URLRecord | null {
  const p = new ParserRun(
    given ?? new URLRecord(),
    base,
    override,
    getOutputEncoding(encodingOption),
    toASCII,
  );
  // Steps 1-2: a new URL gets its input trimmed; tabs and newlines go always.
  preprocess(p, rawInput, given === null, rawReport);
  const { input, length } = p;
  for (;;) {
    const c = p.pointer < length ? input.charCodeAt(p.pointer) : EOF;
    const result = runState(p, c);
    if (result !== GO_ON) return result === FAILURE ? null : p.url;
    // "If after a run pointer points to the EOF code point, go to the next
    // step. Otherwise, increase pointer by 1 and continue with the state
    // machine."
    if (p.pointer >= length) break;
    p.pointer++;
  }
  return p.url;
}

/** Runs the state function of `p.state` on `c`, the code point at pointer. */
function runState(p: ParserRun, c: number): number {
  switch (p.state) {
    case SCHEME_START:
      return schemeStartState(p, c);
    case SCHEME:
      return schemeState(p);
    case NO_SCHEME:
      return noSchemeState(p, c);
    case SPECIAL_RELATIVE_OR_AUTHORITY:
      return specialAuthoritySlashesState(p, c, RELATIVE);
    case PATH_OR_AUTHORITY:
      return pathOrAuthorityState(p, c);
    case RELATIVE:
      return relativeState(p, c);
    case RELATIVE_SLASH:
      return relativeSlashState(p, c);
    case SPECIAL_AUTHORITY_SLASHES:
      return specialAuthoritySlashesState(
        p,
        c,
        SPECIAL_AUTHORITY_IGNORE_SLASHES,
      );
    case SPECIAL_AUTHORITY_IGNORE_SLASHES:
      return specialAuthorityIgnoreSlashesState(p, c);
    case AUTHORITY:
      return authorityState(p);
    case HOST:
    case HOSTNAME:
      return hostState(p);
    case PORT:
      return portState(p);
    case FILE:
      return fileState(p, c);
    case FILE_SLASH:
      return fileSlashState(p, c);
    case FILE_HOST:
      return fileHostState(p);
    case PATH_START:
      return pathStartState(p, c);
    case PATH:
      return pathState(p);
    case OPAQUE_PATH:
      return opaquePathState(p);
    case QUERY:
      return queryState(p);
    default:
      return fragmentState(p);
  }
}
