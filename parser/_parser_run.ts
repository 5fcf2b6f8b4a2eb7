// Private: the basic URL parser's variables, shared by the state functions
// (one per state, or per group of states the spec writes together), and the
// state numbers.

import type { PercentEncodeSet } from "../percent/encode_sets.ts";
import type { Reporter } from "../host/validation_error_codes.ts";
import type { DomainParserToASCII } from "../host/domain.ts";
import type { Components } from "./components.ts";
import { specialSchemeCodeOfNumber } from "./scheme.ts";

export const SCHEME_START = 0;
export const SCHEME = 1;
export const NO_SCHEME = 2;
export const SPECIAL_RELATIVE_OR_AUTHORITY = 3;
export const PATH_OR_AUTHORITY = 4;
export const RELATIVE = 5;
export const RELATIVE_SLASH = 6;
export const SPECIAL_AUTHORITY_SLASHES = 7;
export const SPECIAL_AUTHORITY_IGNORE_SLASHES = 8;
export const AUTHORITY = 9;
export const HOST = 10;
export const HOSTNAME = 11;
export const PORT = 12;
export const FILE = 13;
export const FILE_SLASH = 14;
export const FILE_HOST = 15;
export const PATH_START = 16;
export const PATH = 17;
export const OPAQUE_PATH = 18;
export const QUERY = 19;
export const FRAGMENT = 20;

/** -1 as the EOF code point. */
export const EOF = -1;

/** A state function's result: go on with the next code point. */
export const GO_ON = 0;
/** A state function's result: the spec's "return" (the URL as it is). */
export const RETURN = 1;
/** A state function's result: the spec's "return failure". */
export const FAILURE = 2;

/**
 * One run of the basic URL parser: its input after steps 1-2, its pointer
 * and state, and the URL it writes.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 */
export class ParserRun {
  /** The input, trimmed and without ASCII tab or newline (steps 1-2). */
  declare input: string;
  declare length: number;
  /** The URL being written: new, or the state override's URL. */
  declare readonly url: Components;
  declare readonly base: Components | null;
  /** The state override's number, -1 without one. */
  declare readonly override: number;
  /** The reporter, mapping positions back to the input as given. */
  declare report: Reporter | undefined;
  /** The domain parser ToASCII that the host states hand the host parser. */
  declare readonly toASCII: DomainParserToASCII;
  /** The query's encoder; undefined while encoding is UTF-8. */
  declare encodeQuery: QueryEncoder | undefined;
  declare state: number;
  declare pointer: number;
  /** The URL's scheme class, cached: -1 not special, 0 file, else its port. */
  declare special: number;
  /** Where the buffer began, for states that slice it. */
  declare bufferStart: number;
  /** The file host state hands a buffer "C:" to the path state. */
  declare carriedBuffer: boolean;

  constructor(
    url: Components,
    base: Components | null,
    override: number,
    encodeQuery: QueryEncoder | undefined,
    toASCII: DomainParserToASCII,
  ) {
    this.input = "";
    this.length = 0;
    this.url = url;
    this.base = base;
    this.override = override;
    this.report = undefined;
    this.toASCII = toASCII;
    this.encodeQuery = encodeQuery;
    this.state = override >= 0 ? override : SCHEME_START;
    this.pointer = 0;
    this.special = specialSchemeCodeOfNumber(url.scheme);
    this.bufferStart = 0;
    this.carriedBuffer = false;
  }
}

/**
 * The query state's "percent-encode after encoding, with encoding" for an
 * encoding other than UTF-8, given with the parser's input (as the domain
 * parser ToASCII is), so that the `URL` class, whose encoding is always
 * UTF-8, bundles no other encoding's steps.
 */
export type QueryEncoder = (input: string, set: PercentEncodeSet) => string;

/**
 * The reporter the basic URL parser is given: a {@linkcode Reporter} that
 * also reports for steps 1-2, which change the input the other positions
 * index.
 */
export interface InputReporter extends Reporter {
  /**
   * Reports `invalid-URL-unit` for steps 1-2 (the leading and trailing C0
   * control or space outside `input[start, end)`, the ASCII tab or newline
   * inside it) and returns the reporter for positions in the input after
   * them.
   */
  stripped(input: string, start: number, end: number): Reporter;
}
