/**
 * The `URLPattern` class of the URL Pattern Standard, on this library's URL
 * parser.
 *
 * @module
 */

import { toURLPatternInit } from "./_init.ts";
import {
  createURLPattern,
  execPrepared,
  hasRegExpGroups,
  prepareInput,
  testPrepared,
  type URLPatternInput,
  type URLPatternRecord,
  type URLPatternResult,
} from "./_url_pattern_record.ts";
import {
  defineInterfaceShape,
  illegalInvocation,
  toUSVString,
} from "../api/_webidl.ts";

export type { URLPatternInit } from "./_init.ts";
export type { URLPatternComponentResult } from "./_component.ts";
export type { URLPatternInput, URLPatternResult };

/**
 * The options of the `URLPattern` constructor.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#dictdef-urlpatternoptions}
 */
export interface URLPatternOptions {
  /** Match the pathname, search and hash case-insensitively (default false). */
  ignoreCase?: boolean;
}

/**
 * Converts a value to a URLPatternInput as Web IDL converts the union
 * (USVString or URLPatternInit): `null`, `undefined` and objects are
 * dictionaries, everything else a string.
 */
export function toURLPatternInput(value: unknown): URLPatternInput {
  return value === undefined || value === null || typeof value === "object" ||
      typeof value === "function"
    ? toURLPatternInit(value)
    : toUSVString(value);
}

/** Converts a value to URLPatternOptions' `ignoreCase`. */
function toIgnoreCase(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== "object" && typeof value !== "function") {
    throw new TypeError("URLPattern options must be an object");
  }
  return Boolean((value as URLPatternOptions).ignoreCase);
}

/** Whether the 2-argument overload is `(input, baseURL)`, not `(input, options)`. */
function isBaseURLArgument(value: unknown): boolean {
  return value !== undefined && value !== null && typeof value !== "object" &&
    typeof value !== "function";
}

let recordOf: (pattern: URLPattern) => URLPatternRecord;

/**
 * The URL pattern of a `URLPattern` object (for this folder's other
 * modules).
 *
 * @throws {TypeError} When `pattern` is not a `URLPattern`.
 */
export function urlPatternRecord(pattern: URLPattern): URLPatternRecord {
  return recordOf(pattern);
}

/**
 * A pattern that matches URLs, component by component: the URL Pattern
 * Standard's `URLPattern`, whose canonicalization runs this library's
 * basic URL parser (never the runtime's `URL`).
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#urlpattern}
 *
 * @example Match a route and read its groups
 * ```ts
 * import { URLPattern } from "@urlstd/url/pattern";
 * import assert from "node:assert/strict";
 *
 * const pattern = new URLPattern({ pathname: "/users/:id(\\d+)" });
 * assert.ok(pattern.test("https://example.com/users/42"));
 * const result = pattern.exec("https://example.com/users/42?tab=1");
 * assert.equal(result?.pathname.groups.id, "42");
 * assert.equal(result?.search.input, "tab=1");
 * assert.equal(pattern.exec("https://example.com/users/me"), null);
 * ```
 */
export class URLPattern {
  #p: URLPatternRecord;

  /**
   * Compiles a pattern from a constructor string (relative to `baseURL`
   * when given) or from a URLPatternInit of component patterns.
   *
   * @param input A pattern string, or a URLPatternInit.
   * @param baseURL The base URL of a relative pattern string.
   * @param options `{ ignoreCase }`.
   * @throws {TypeError} Naming the component and position of a bad pattern.
   */
  constructor(
    input: URLPatternInput,
    baseURL: string,
    options?: URLPatternOptions,
  );
  /**
   * Compiles a pattern from a URLPatternInit (missing components match
   * anything) or an absolute constructor string.
   *
   * @param input A URLPatternInit, or a pattern string.
   * @param options `{ ignoreCase }`.
   * @throws {TypeError} Naming the component and position of a bad pattern.
   */
  constructor(input?: URLPatternInput, options?: URLPatternOptions);
  constructor(
    input: URLPatternInput | undefined = undefined,
    baseURLOrOptions: string | URLPatternOptions | undefined = undefined,
    options: URLPatternOptions | undefined = undefined,
  ) {
    let baseURL: string | null = null;
    const converted = toURLPatternInput(input);
    let ignoreCase: boolean;
    if (arguments.length >= 3 || isBaseURLArgument(baseURLOrOptions)) {
      baseURL = toUSVString(baseURLOrOptions);
      ignoreCase = toIgnoreCase(options);
    } else ignoreCase = toIgnoreCase(baseURLOrOptions);
    this.#p = createURLPattern(converted, baseURL, ignoreCase);
  }

  /**
   * Whether the pattern matches a URL string (relative to `baseURL`) or a
   * URLPatternInit.
   *
   * @param input A URL string, or a URLPatternInit of component strings.
   * @param baseURL The base URL of a relative URL string.
   * @returns Whether every component matches.
   * @throws {TypeError} When `baseURL` comes with a URLPatternInit.
   */
  test(
    input: URLPatternInput | undefined = undefined,
    baseURL: string | undefined = undefined,
  ): boolean {
    const p = #p in this ? this.#p : brand("test");
    const prepared = prepareInput(
      toURLPatternInput(input),
      baseURL === undefined ? undefined : toUSVString(baseURL),
    );
    return prepared !== null && testPrepared(p, prepared);
  }

  /**
   * Matches a URL string (relative to `baseURL`) or a URLPatternInit.
   *
   * @param input A URL string, or a URLPatternInit of component strings.
   * @param baseURL The base URL of a relative URL string.
   * @returns The inputs and each component's input and groups, or `null`.
   * @throws {TypeError} When `baseURL` comes with a URLPatternInit.
   */
  exec(
    input: URLPatternInput | undefined = undefined,
    baseURL: string | undefined = undefined,
  ): URLPatternResult | null {
    const p = #p in this ? this.#p : brand("exec");
    const prepared = prepareInput(
      toURLPatternInput(input),
      baseURL === undefined ? undefined : toUSVString(baseURL),
    );
    return prepared === null ? null : execPrepared(p, prepared);
  }

  /** The normalized protocol pattern string. */
  get protocol(): string {
    return (#p in this ? this.#p : brand("protocol")).protocol.patternString;
  }

  /** The normalized username pattern string. */
  get username(): string {
    return (#p in this ? this.#p : brand("username")).username.patternString;
  }

  /** The normalized password pattern string. */
  get password(): string {
    return (#p in this ? this.#p : brand("password")).password.patternString;
  }

  /** The normalized hostname pattern string. */
  get hostname(): string {
    return (#p in this ? this.#p : brand("hostname")).hostname.patternString;
  }

  /** The normalized port pattern string. */
  get port(): string {
    return (#p in this ? this.#p : brand("port")).port.patternString;
  }

  /** The normalized pathname pattern string. */
  get pathname(): string {
    return (#p in this ? this.#p : brand("pathname")).pathname.patternString;
  }

  /** The normalized search pattern string. */
  get search(): string {
    return (#p in this ? this.#p : brand("search")).search.patternString;
  }

  /** The normalized hash pattern string. */
  get hash(): string {
    return (#p in this ? this.#p : brand("hash")).hash.patternString;
  }

  /** Whether a component has a group with its own regular expression. */
  get hasRegExpGroups(): boolean {
    return hasRegExpGroups(
      #p in this ? this.#p : brand("hasRegExpGroups"),
    );
  }

  static {
    recordOf = (pattern) =>
      typeof pattern === "object" && pattern !== null && #p in pattern
        ? pattern.#p
        : brand("record");
    defineInterfaceShape(this, "URLPattern");
  }
}

function brand(member: string): never {
  throw illegalInvocation("URLPattern", member);
}
