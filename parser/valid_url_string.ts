/**
 * URL writing: the grammar of valid URL strings, as a checker that also
 * says where and why an input leaves the grammar.
 *
 * This is the URL Standard's second notion of validity, beside the parser's
 * validation errors; the two can disagree.
 *
 * @module
 */

import {
  findHostStringError,
  findOpaqueHostStringError,
} from "../host/valid_host_string.ts";
import {
  findURLPortStringError,
  findURLUnitsError,
} from "../host/url_units.ts";
import {
  isAlpha,
  isSchemeCodePoint,
  specialSchemeCode,
  specialSchemeCodeOfNumber,
} from "./scheme.ts";
import { domainParserToASCII } from "../host/domain.ts";
import { Components } from "./components.ts";
import { parseComponents } from "./run_basic_url_parser.ts";
import type { URLRecord } from "./url_record.ts";

/**
 * The productions of the URL writing grammar (and of host writing) that a
 * problem can name, spelled as url.bs spells them.
 */
export type URLWritingProduction =
  | "URL-scheme string"
  | "relative-URL-with-fragment string"
  | "scheme-relative-special-URL string"
  | "scheme-relative-URL string"
  | "scheme-relative-file-URL string"
  | "valid host string"
  | "valid opaque-host string"
  | "URL-port string"
  | "path-absolute-URL string"
  | "path-absolute-non-authority-URL string"
  | "path-relative-scheme-less-URL string"
  | "opaque-path-URL string"
  | "URL-query string"
  | "URL-fragment string";

/** Where and why an input is not a valid URL string, for one of its forms. */
export interface ValidURLStringProblem {
  /** The form checked: absolute, or relative to the base. */
  form:
    | "absolute-URL-with-fragment string"
    | "relative-URL-with-fragment string";
  /**
   * The UTF-16 code unit index where the input stops being that form (the
   * input's length when it ends too early).
   */
  position: number;
  /** The production that fails at `position`. */
  production: URLWritingProduction;
}

/** A failure inside one form: its position and production. */
interface Failure {
  position: number;
  production: URLWritingProduction;
}

function fail(position: number, production: URLWritingProduction): Failure {
  return { position, production };
}

/** The optional "?" query and "#" fragment that end every form. */
function queryAndFragmentFailure(
  input: string,
  queryStart: number,
  fragmentStart: number,
): Failure | null {
  if (queryStart < fragmentStart) {
    const error = findURLUnitsError(input, queryStart + 1, fragmentStart);
    if (error !== -1) return fail(error, "URL-query string");
  }
  if (fragmentStart < input.length) {
    const error = findURLUnitsError(input, fragmentStart + 1);
    if (error !== -1) return fail(error, "URL-fragment string");
  }
  return null;
}

/**
 * A path-absolute-URL string in `input[start, end)`: "/" and URL-path-segment
 * strings separated by "/", that is "/" and URL units other than "?" (the
 * caller ends the range at the query).
 */
function pathAbsoluteFailure(
  input: string,
  start: number,
  end: number,
  production: URLWritingProduction,
): Failure | null {
  if (start >= end || input.charCodeAt(start) !== 0x2f) {
    return fail(start, production);
  }
  const error = findURLUnitsError(input, start + 1, end, "?");
  return error === -1 ? null : fail(error, production);
}

/** A URL-port string in `input[start, end)`. */
function portFailure(input: string, start: number, end: number) {
  const error = findURLPortStringError(input, start, end);
  return error === -1 ? null : fail(error, "URL-port string");
}

/**
 * Where a host (and port) region `input[start, end)` ends its host: after
 * the "]" of a bracketed address, else at the first ":".
 */
function hostEnd(input: string, start: number, end: number): number {
  if (start < end && input.charCodeAt(start) === 0x5b) {
    const close = input.indexOf("]", start);
    return close === -1 || close >= end ? end : close + 1;
  }
  const colon = input.indexOf(":", start);
  return colon === -1 || colon >= end ? end : colon;
}

/** The end of the authority that starts at `start`: the next "/" or `end`. */
function authorityEnd(input: string, start: number, end: number): number {
  const slash = input.indexOf("/", start);
  return slash === -1 || slash >= end ? end : slash;
}

/** Whether `input[start, end)` starts with "//". */
function startsWithTwoSolidi(input: string, start: number, end: number) {
  return end - start >= 2 && input.charCodeAt(start) === 0x2f &&
    input.charCodeAt(start + 1) === 0x2f;
}

/**
 * The host, the optional ":" and port, and the optional path-absolute-URL
 * string after the "//" of a scheme-relative-special-URL string (`opaque`
 * false) or of a scheme-relative-URL string (`opaque` true).
 */
function hostPortAndPathFailure(
  input: string,
  start: number,
  end: number,
  opaque: boolean,
): Failure | null {
  const authority = authorityEnd(input, start, end);
  // An opaque-host-and-port string can be empty.
  if (!opaque || authority > start) {
    const host = hostEnd(input, start, authority);
    const error = opaque
      ? findOpaqueHostStringError(input, start, host)
      : findHostStringError(input, start, host);
    if (error !== -1) {
      return fail(
        error,
        opaque ? "valid opaque-host string" : "valid host string",
      );
    }
    if (host < authority) {
      if (input.charCodeAt(host) !== 0x3a) {
        return fail(
          host,
          opaque ? "valid opaque-host string" : "valid host string",
        );
      }
      const port = portFailure(input, host + 1, authority);
      if (port !== null) return port;
    }
  }
  if (authority === end) return null;
  return pathAbsoluteFailure(input, authority, end, "path-absolute-URL string");
}

/**
 * A scheme-relative-special-URL string: "//", a valid host string, an
 * optional ":" and URL-port string, an optional path-absolute-URL string.
 *
 * @see {@link https://url.spec.whatwg.org/#scheme-relative-special-url-string}
 */
function schemeRelativeSpecialFailure(
  input: string,
  start: number,
  end: number,
): Failure | null {
  if (!startsWithTwoSolidi(input, start, end)) {
    return fail(start, "scheme-relative-special-URL string");
  }
  return hostPortAndPathFailure(input, start + 2, end, false);
}

/**
 * A scheme-relative-URL string: "//", an opaque-host-and-port string (empty,
 * or a valid opaque-host string with an optional ":" and URL-port string),
 * an optional path-absolute-URL string.
 *
 * @see {@link https://url.spec.whatwg.org/#scheme-relative-url-string}
 */
function schemeRelativeFailure(
  input: string,
  start: number,
  end: number,
): Failure | null {
  if (!startsWithTwoSolidi(input, start, end)) {
    return fail(start, "scheme-relative-URL string");
  }
  return hostPortAndPathFailure(input, start + 2, end, true);
}

/**
 * A scheme-relative-file-URL string: "//", then nothing, a valid host
 * string with an optional path-absolute-URL string, or a path-absolute-URL
 * string.
 *
 * @see {@link https://url.spec.whatwg.org/#scheme-relative-file-url-string}
 */
function schemeRelativeFileFailure(
  input: string,
  start: number,
  end: number,
): Failure | null {
  if (!startsWithTwoSolidi(input, start, end)) {
    return fail(start, "scheme-relative-file-URL string");
  }
  const hostStart = start + 2;
  if (hostStart === end) return null;
  const authority = input.charCodeAt(hostStart) === 0x2f
    ? hostStart
    : authorityEnd(input, hostStart, end);
  if (authority > hostStart) {
    const error = findHostStringError(input, hostStart, authority);
    if (error !== -1) return fail(error, "valid host string");
  }
  if (authority === end) return null;
  return pathAbsoluteFailure(input, authority, end, "path-absolute-URL string");
}

/**
 * A path-absolute-non-authority-URL string: a path-absolute-URL string that
 * does not start with "//".
 *
 * @see {@link https://url.spec.whatwg.org/#path-absolute-non-authority-url-string}
 */
function pathAbsoluteNonAuthorityFailure(
  input: string,
  start: number,
  end: number,
): Failure | null {
  if (startsWithTwoSolidi(input, start, end)) {
    return fail(start + 1, "path-absolute-non-authority-URL string");
  }
  return pathAbsoluteFailure(
    input,
    start,
    end,
    "path-absolute-non-authority-URL string",
  );
}

/**
 * An opaque-path-URL string: zero or more URL units other than "?", the
 * first of which (if any) is not "/".
 *
 * @see {@link https://url.spec.whatwg.org/#opaque-path-url-string}
 */
function opaquePathFailure(
  input: string,
  start: number,
  end: number,
): Failure | null {
  if (start < end && input.charCodeAt(start) === 0x2f) {
    return fail(start, "opaque-path-URL string");
  }
  const error = findURLUnitsError(input, start, end, "?");
  return error === -1 ? null : fail(error, "opaque-path-URL string");
}

/**
 * The end of the URL-scheme string at the start of `input[0, end)`: the
 * index of the first code unit that is not a scheme code point (0 when the
 * first is not an ASCII alpha).
 */
function schemeEnd(input: string, end: number): number {
  if (end === 0 || !isAlpha(input.charCodeAt(0))) return 0;
  let i = 1;
  while (i < end && isSchemeCodePoint(input.charCodeAt(i))) i++;
  return i;
}

/** The index of the first "#", and of the first "?" before it. */
function splitPoints(input: string): [query: number, fragment: number] {
  const hash = input.indexOf("#");
  const fragment = hash === -1 ? input.length : hash;
  const question = input.indexOf("?");
  const query = question === -1 || question > fragment ? fragment : question;
  return [query, fragment];
}

/**
 * An absolute-URL-with-fragment string: an absolute-URL string, optionally
 * followed by "#" and a URL-fragment string.
 *
 * @see {@link https://url.spec.whatwg.org/#absolute-url-with-fragment-string}
 */
function absoluteURLWithFragmentFailure(input: string): Failure | null {
  const [query, fragment] = splitPoints(input);
  const colon = schemeEnd(input, query);
  if (colon === 0 || input.charCodeAt(colon) !== 0x3a) {
    return fail(colon, "URL-scheme string");
  }
  const code = specialSchemeCode(input.slice(0, colon).toLowerCase());
  const start = colon + 1;
  let failure: Failure | null;
  if (code > 0) failure = schemeRelativeSpecialFailure(input, start, query);
  else if (code === 0) failure = schemeRelativeFileFailure(input, start, query);
  else if (startsWithTwoSolidi(input, start, query)) {
    failure = schemeRelativeFailure(input, start, query);
  } else if (start < query && input.charCodeAt(start) === 0x2f) {
    failure = pathAbsoluteNonAuthorityFailure(input, start, query);
  } else failure = opaquePathFailure(input, start, query);
  return failure ?? queryAndFragmentFailure(input, query, fragment);
}

/**
 * A relative-URL-with-fragment string against `base`: "#" and a
 * URL-fragment string if the base has an opaque path; otherwise a
 * relative-URL string (the scheme-relative form chosen by the base's
 * scheme), optional "?" and URL-query string, optional "#" and URL-fragment
 * string.
 *
 * @see {@link https://url.spec.whatwg.org/#relative-url-with-fragment-string}
 */
function relativeURLWithFragmentFailure(
  input: string,
  base: Components,
): Failure | null {
  if (base.opaquePath) {
    if (input.charCodeAt(0) !== 0x23) {
      return fail(0, "relative-URL-with-fragment string");
    }
    return queryAndFragmentFailure(input, 0, 0);
  }
  const [query, fragment] = splitPoints(input);
  let failure: Failure | null;
  if (startsWithTwoSolidi(input, 0, query)) {
    const code = specialSchemeCodeOfNumber(base.scheme);
    if (code > 0) failure = schemeRelativeSpecialFailure(input, 0, query);
    else if (code === 0) failure = schemeRelativeFileFailure(input, 0, query);
    else failure = schemeRelativeFailure(input, 0, query);
  } else if (query > 0 && input.charCodeAt(0) === 0x2f) {
    failure = pathAbsoluteNonAuthorityFailure(input, 0, query);
  } else failure = pathRelativeSchemeLessFailure(input, query);
  return failure ?? queryAndFragmentFailure(input, query, fragment);
}

/**
 * A path-relative-scheme-less-URL string in `input[0, end)`: URL-path-segment
 * strings separated by "/", not starting with "/" (the caller checked), and
 * not starting with a URL-scheme string followed by ":".
 *
 * @see {@link https://url.spec.whatwg.org/#path-relative-scheme-less-url-string}
 */
function pathRelativeSchemeLessFailure(
  input: string,
  end: number,
): Failure | null {
  const scheme = schemeEnd(input, end);
  if (scheme > 0 && scheme < end && input.charCodeAt(scheme) === 0x3a) {
    return fail(scheme, "path-relative-scheme-less-URL string");
  }
  const error = findURLUnitsError(input, 0, end, "?");
  return error === -1
    ? null
    : fail(error, "path-relative-scheme-less-URL string");
}

/** The base as components, or null when absent or failing to parse. */
function baseComponents(
  base: string | URLRecord | Components | undefined,
): Components | null {
  if (base === undefined) return null;
  if (typeof base === "string") {
    return parseComponents(domainParserToASCII, base);
  }
  return base instanceof Components ? base : base.components;
}

/**
 * Tells whether a string is a valid URL string: an absolute-URL-with-fragment
 * string, or, given a base URL, a relative-URL-with-fragment string against
 * it. Without a base (or with a base string that does not parse) only the
 * absolute form applies.
 *
 * @see {@link https://url.spec.whatwg.org/#valid-url-string}
 * @param input The string to check.
 * @param base The base URL: a URL record or its components (a string is
 * parsed first).
 * @returns `true` for a valid URL string.
 *
 * @example The writing grammar, not the parser
 * ```ts
 * import { isValidURLString } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.equal(isValidURLString("https://example.com/a?b#c"), true);
 * assert.equal(isValidURLString("https://user@example.com/"), false);
 * assert.equal(isValidURLString("http:/example.com/"), false);
 * assert.equal(isValidURLString("../a", "https://example.com/b/"), true);
 * assert.equal(isValidURLString("../a"), false);
 * assert.equal(isValidURLString("x", "mailto:a@b"), false);
 * ```
 */
export function isValidURLString(
  input: string,
  base?: string | URLRecord | Components,
): boolean {
  if (absoluteURLWithFragmentFailure(input) === null) return true;
  const record = baseComponents(base);
  return record !== null &&
    relativeURLWithFragmentFailure(input, record) === null;
}

/**
 * Says where and why a string is not a valid URL string: for each form that
 * applies (absolute always, relative when there is a base URL), the first
 * offending position and the production that fails there, the form that
 * gets furthest first (the absolute form on a tie). Empty for a valid URL
 * string.
 *
 * @see {@link https://url.spec.whatwg.org/#valid-url-string}
 * @param input The string to check.
 * @param base The base URL: a URL record or its components (a string is
 * parsed first).
 * @returns The problems, furthest first; `[]` when the input is valid.
 *
 * @example A space in the host
 * ```ts
 * import { validURLStringProblems } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.deepEqual(validURLStringProblems("https://exa mple.com/"), [
 *   {
 *     form: "absolute-URL-with-fragment string",
 *     position: 11,
 *     production: "valid host string",
 *   },
 * ]);
 * assert.deepEqual(validURLStringProblems("/a b", "https://example.com/"), [
 *   {
 *     form: "relative-URL-with-fragment string",
 *     position: 2,
 *     production: "path-absolute-non-authority-URL string",
 *   },
 *   {
 *     form: "absolute-URL-with-fragment string",
 *     position: 0,
 *     production: "URL-scheme string",
 *   },
 * ]);
 * assert.deepEqual(validURLStringProblems("https://example.com/"), []);
 * ```
 */
export function validURLStringProblems(
  input: string,
  base?: string | URLRecord | Components,
): ValidURLStringProblem[] {
  const absolute = absoluteURLWithFragmentFailure(input);
  if (absolute === null) return [];
  const problems: ValidURLStringProblem[] = [
    { form: "absolute-URL-with-fragment string", ...absolute },
  ];
  const record = baseComponents(base);
  if (record !== null) {
    const relative = relativeURLWithFragmentFailure(input, record);
    if (relative === null) return [];
    const problem: ValidURLStringProblem = {
      form: "relative-URL-with-fragment string",
      ...relative,
    };
    if (relative.position > absolute.position) problems.unshift(problem);
    else problems.push(problem);
  }
  return problems;
}
