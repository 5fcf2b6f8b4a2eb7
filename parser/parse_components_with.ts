/**
 * The basic URL parser with the domain parser ToASCII given, on URLs as
 * their components: what `basicURLParseWith()` runs, before it wraps the
 * result in a URL record. The `whatwg-url` room imports this file by name,
 * so that it parses without making URL records; it is not part of the
 * `parser` subpath's API.
 *
 * @module
 */

import {
  type Encoding,
  getOutputEncoding,
  UTF_8,
} from "../percent/encoding.ts";
import { percentEncodeAfterEncoding } from "../percent/encode.ts";
import type { ValidationErrorReporter } from "../host/validation_error.ts";
import type { DomainParserToASCII } from "../host/domain.ts";
import type { Components } from "./components.ts";
import {
  parseComponents,
  type ParserState,
  stateNumber,
} from "./run_basic_url_parser.ts";
import { URLParserReporter } from "./_reporter.ts";

/**
 * The options of {@linkcode parseComponentsWith}: those of
 * `basicURLParseWith()`, with the base and the URL to modify as their
 * components.
 */
export interface ComponentsParseOptions {
  /** The base URL to resolve relative input against. */
  base?: Components | null;
  /** The query's encoding; UTF-8 when absent (a legacy HTML concept). */
  encoding?: Encoding;
  /** An existing URL to modify in place, with `stateOverride`. */
  url?: Components;
  /** The state to start in, when modifying `url`. */
  stateOverride?: ParserState;
  /**
   * Receives each validation error with its position, a UTF-16 index into
   * the input as given. Omit it for speed.
   */
  report?: ValidationErrorReporter;
}

/**
 * Runs the basic URL parser as `basicURLParseWith()` does, on components:
 * the base and the URL to modify are components, and so is the result.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser}
 * @param toASCII The domain parser ToASCII (see `basicURLParseWith()`).
 * @param input The string to parse, read as it is: a lone surrogate is a
 * code point that is not a URL code point (`invalid-URL-unit`), encoded as
 * U+FFFD (`new URL` converts its input to a scalar value string first).
 * @param options Base URL, encoding, state override and reporter.
 * @returns The URL's components (`options.url` itself when given), or
 * `null` on failure.
 *
 * @example Validation errors, without a URL record
 * ```ts
 * import { parseComponentsWith } from "./parse_components_with.ts";
 * import { liteDomainParserToASCII } from "../host/lite_to_ascii.ts";
 * import assert from "node:assert/strict";
 * const errors: string[] = [];
 * const c = parseComponentsWith(liteDomainParserToASCII, "https://a.b/x\\y", {
 *   report: (name) => errors.push(name),
 * })!;
 * assert.equal(c.href, "https://a.b/x/y");
 * assert.deepEqual(errors, ["invalid-reverse-solidus"]);
 * ```
 */
export function parseComponentsWith(
  toASCII: DomainParserToASCII,
  input: string,
  options?: ComponentsParseOptions,
): Components | null {
  if (options === undefined) return parseComponents(toASCII, input);
  const { report, stateOverride } = options;
  const encoding = getOutputEncoding(options.encoding);
  return parseComponents(
    toASCII,
    input,
    {
      base: options.base,
      encodeQuery: encoding === UTF_8
        ? undefined
        : (query, set) => percentEncodeAfterEncoding(encoding, query, set),
      url: options.url,
      stateOverride: stateOverride === undefined
        ? undefined
        : stateNumber(stateOverride),
    },
    report && new URLParserReporter(report),
  );
}
