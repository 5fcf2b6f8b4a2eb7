/**
 * The basic URL parser's state machine, with the domain parser ToASCII and
 * the validation error reporter injected. The `URL` class runs it without a
 * reporter and imports nothing of the reporting; `basicURLParseWith()` gives
 * it one.
 *
 * The `api` folder imports this file by name; it is not part of the
 * `parser` subpath's API.
 *
 * @module
 */

import type { DomainParserToASCII } from "../host/domain.ts";
import { Components, hostOf, pathOf, portOf, schemeOf } from "./components.ts";
import type { OriginRecord } from "./origin.ts";
import { preprocess } from "./_preprocess.ts";
import { FILE_SCHEME, HTTP_SCHEME, HTTPS_SCHEME } from "./scheme.ts";
import {
  AUTHORITY,
  EOF,
  FAILURE,
  FILE,
  FILE_HOST,
  FILE_SLASH,
  GO_ON,
  HOST,
  HOSTNAME,
  type InputReporter,
  NO_SCHEME,
  OPAQUE_PATH,
  ParserRun,
  PATH,
  PATH_OR_AUTHORITY,
  PATH_START,
  PORT,
  QUERY,
  type QueryEncoder,
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

/**
 * The states of the basic URL parser in the order of their numbers (the
 * state functions' own numbering, SCHEME_START to FRAGMENT in
 * _parser_run.ts): a state's number is its index.
 */
const PARSER_STATES = [
  "scheme start state",
  "scheme state",
  "no scheme state",
  "special relative or authority state",
  "path or authority state",
  "relative state",
  "relative slash state",
  "special authority slashes state",
  "special authority ignore slashes state",
  "authority state",
  "host state",
  "hostname state",
  "port state",
  "file state",
  "file slash state",
  "file host state",
  "path start state",
  "path state",
  "opaque path state",
  "query state",
  "fragment state",
] as const satisfies readonly ParserState[];

/**
 * The number of a state of the basic URL parser (the state functions' own
 * numbering): the state override of {@linkcode ComponentsParserOptions}. `undefined`
 * for a string that names no state.
 */
export function stateNumber(state: ParserState): number | undefined {
  const number = PARSER_STATES.indexOf(state);
  return number < 0 ? undefined : number;
}

export type { QueryEncoder } from "./_parser_run.ts";

// The states the URL setters give as state override, by number.
export {
  HOST,
  HOSTNAME,
  PATH_START,
  PORT,
  SCHEME_START,
} from "./_parser_run.ts";

/**
 * The options of the state machine ({@linkcode parseComponents}). The state
 * override is given by its number ({@linkcode stateNumber}), so that the
 * `URL` class, which runs the parser without names of states, bundles none.
 */
export interface ComponentsParserOptions {
  /** The base URL to resolve relative input against. */
  base?: Components | null;
  /** The query's encoder; UTF-8 when absent. */
  encodeQuery?: QueryEncoder;
  /** An existing URL to modify in place, with `stateOverride`. */
  url?: Components;
  /** The number of the state to start in, when modifying `url`. */
  stateOverride?: number;
}

/**
 * Runs the basic URL parser on URLs as their components: the URL's one
 * representation, which the state machine writes (a URL record is a view
 * of it). Validation errors go to `report` when it is given (the reporting
 * entry points make it; the `URL` class never passes one).
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 */
export function parseComponents(
  toASCII: DomainParserToASCII,
  input: string,
  options?: ComponentsParserOptions,
  report?: InputReporter,
): Components | null {
  return runParser(
    input,
    options?.base ?? null,
    options?.encodeQuery,
    options?.url ?? null,
    options?.stateOverride,
    report,
    toASCII,
  );
}

/**
 * The state machine. `override`, the state override's number, applies only
 * with a `given` URL. Returns the URL on success or on the spec's early
 * "return", `null` on failure.
 */
function runParser(
  rawInput: string,
  base: Components | null,
  encodeQuery: QueryEncoder | undefined,
  given: Components | null,
  override: number | undefined,
  report: InputReporter | undefined,
  toASCII: DomainParserToASCII,
): Components | null {
  const p = new ParserRun(
    given ?? new Components(),
    base,
    given === null ? -1 : override ?? -1,
    encodeQuery,
    toASCII,
  );
  // The input is read as it is given: the URL class has made it a scalar
  // value string (its USVString conversion), and a string that is not one
  // (the record APIs take any) has its lone surrogates read as code points,
  // which are not URL code points (invalid-URL-unit where URL units are
  // checked) and are UTF-8 percent-encoded as U+FFFD, as whatwg-url does.
  // Steps 1-2: a new URL gets its input trimmed; tabs and newlines go always.
  preprocess(p, rawInput, given === null, report);
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
  if (given === null) flattenHref(p.url, input);
  return p.url;
}

/**
 * Makes a new URL's href one flat string rather than the concatenation of
 * slices the states built, so that a URL object does not hold its pieces:
 * the input itself when the two are equal, else the href read as a whole
 * once (`Number(href)` reads every code unit and keeps nothing; see
 * bench/README.md, "What makes the code fast").
 */
function flattenHref(url: Components, input: string): void {
  const href = url.href;
  if (href.length === input.length && href === input) url.href = input;
  else Number(href);
}

/**
 * The origin of a URL, given as its components; `originWith()` gives it
 * for a URL record.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-origin}
 */
export function originOfComponents(
  toASCII: DomainParserToASCII,
  url: Components,
): OriginRecord {
  const scheme = url.scheme;
  // The special schemes but "file": "ftp", "http", "https", "ws", "wss".
  if (scheme !== 0 && scheme !== FILE_SCHEME) {
    return {
      type: "tuple",
      scheme: schemeOf(url),
      host: hostOf(url)!,
      port: portOf(url),
      domain: null,
    };
  }
  if (scheme === 0 && schemeOf(url) === "blob") {
    // Step 2: parse the URL path serialization; "if pathURL's scheme is
    // "http", "https", or "file", then return pathURL's origin".
    const pathURL = parseComponents(toASCII, pathOf(url));
    const pathScheme = pathURL === null ? 0 : pathURL.scheme;
    if (
      pathScheme === HTTP_SCHEME || pathScheme === HTTPS_SCHEME ||
      pathScheme === FILE_SCHEME
    ) {
      return originOfComponents(toASCII, pathURL!);
    }
  }
  return { type: "opaque" };
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
