/**
 * The basic URL parser with the domain parser ToASCII given: the URL
 * Standard's state machine, with the state override the URL setters use,
 * the encoding hook and validation errors. It imports no IDNA
 * implementation: `basicURLParse()` gives it UTS #46 through `tr46`, and
 * `@urlstd/url/lite` a ToASCII without tables. The validation errors'
 * names and the steps that only report come in with the `report` option's
 * reporter, which the `URL` class never makes.
 *
 * @module
 */

import type { Encoding } from "../percent/encoding.ts";
import type { ValidationErrorReporter } from "../host/validation_error.ts";
import type { DomainParserToASCII } from "../host/domain.ts";
import { URLRecord } from "./url_record.ts";
import { takeComponentChanges } from "./_path_list.ts";
import type { OriginRecord } from "./origin.ts";
import {
  originOfComponents,
  parseComponents,
  type ParserState,
} from "./run_basic_url_parser.ts";
import { parseComponentsWith } from "./parse_components_with.ts";

export type { ParserState } from "./run_basic_url_parser.ts";

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
 * @param input The string to parse, read as it is: a lone surrogate is a
 * code point that is not a URL code point (`invalid-URL-unit`), encoded as
 * U+FFFD (`new URL` converts its input to a scalar value string first).
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
  if (options === undefined) {
    const c = parseComponents(toASCII, input);
    return c === null ? null : new URLRecord(c);
  }
  const url = options.url;
  if (url === undefined) {
    const c = parseComponentsWith(toASCII, input, {
      ...options,
      base: options.base?.components ?? null,
      url: undefined,
    });
    return c === null ? null : new URLRecord(c);
  }
  const given = url.components;
  try {
    return parseComponentsWith(toASCII, input, {
        ...options,
        base: options.base?.components ?? null,
        url: given,
      }) === null
      ? null
      : url;
  } finally {
    // The record's path list shows what the parser changed, even when it
    // failed or threw.
    takeComponentChanges(url, given);
  }
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
): OriginRecord {
  return originOfComponents(toASCII, url.components);
}
