/**
 * The `URL` class of the URL Standard, made around a domain parser ToASCII:
 * {@linkcode defineURL} builds it, so that the entry point that picks the
 * IDNA implementation (`tr46` for `@urlstd/url`, none for
 * `@urlstd/url/lite`) is the only one that imports it.
 *
 * @module
 */

import {
  basicURLParseWith,
  originWith,
  type ParserState,
} from "../parser/parse_with.ts";
import { serializeOrigin } from "../parser/origin.ts";
import {
  cannotHaveUsernamePasswordPort,
  setPassword,
  setUsername,
  URLRecord,
} from "../parser/url_record.ts";
import type { DomainParserToASCII } from "../host/domain.ts";
// Types only (erased): the interfaces live with the default entry's class.
import type { URL as URLObject, URLConstructor } from "./url.ts";
import { FILE_SCHEME, SPECIAL_PROTOCOLS } from "../parser/scheme.ts";
import {
  Components,
  componentsToRecord,
  copyComponents,
  recordToComponents,
} from "../parser/components.ts";
import { cleanPathEnd, fastCanParse, fastParse } from "../parser/fast_path.ts";
import { fastParseReference } from "../parser/fast_relative.ts";
import {
  newLinkedSearchParams,
  type QueryUpdate,
  resetSearchParamsList,
  type URLSearchParams,
} from "./url_search_params.ts";
import { defineInterfaceShape, requireArgs, toUSVString } from "./_webidl.ts";
import {
  FRAGMENT_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
} from "../percent/encode_sets.ts";
import { utf8PercentEncodeString } from "../percent/encode.ts";

/** Scratch space for parsing; nothing runs between filling and reading it. */
const scratch: Components = /* @__PURE__ */ new Components();

/**
 * A one-entry cache: the last base string, its parse result and, when it
 * took the fast path, its offsets (shared by the URL classes, so keyed by
 * ToASCII too).
 */
let lastBase: string | undefined;
let lastBaseRecord: URLRecord | null = null;
let lastBaseComponents: Components | null = null;
/** The ToASCII the last base was parsed with (a URL class's own). */
let lastBaseToASCII: DomainParserToASCII | undefined;

/**
 * Runs the API URL parser on USVString arguments and leaves the result in
 * `scratch`: the fast paths for common absolute URLs and path-absolute
 * references, else the basic URL parser (with the base parsed first, when
 * given). `fastParseFailed`: the caller ran fastParse() on `url` already
 * (on the argument before its USVString conversion, which only changes
 * non-ASCII input, which fastParse() refuses either way).
 *
 * @see {@link https://url.spec.whatwg.org/#api-url-parser}
 */
function apiURLParse(
  url: string,
  base: string | undefined,
  fastParseFailed: boolean,
  toASCII: DomainParserToASCII,
): boolean {
  if (base === undefined) {
    if (!fastParseFailed && fastParse(url, scratch)) return true;
    // Without a base, a first code point above U+0020 (the leading C0
    // controls and spaces, tabs and newlines, which the parser removes, are
    // all at most U+0020) that is no ASCII alpha sends the scheme start
    // state to the no scheme state, and that fails without a base: failure,
    // known without running the parser.
    const first = url.charCodeAt(0);
    if (first > 0x20 && ((first | 0x20) < 0x61 || (first | 0x20) > 0x7a)) {
      return false;
    }
    const record = basicURLParseWith(toASCII, url);
    if (record === null) return false;
    recordToComponents(record, scratch, url);
    return true;
  }
  if (base !== lastBase || toASCII !== lastBaseToASCII) {
    if (fastParse(base, scratch)) {
      lastBaseComponents = copyComponents(scratch);
      lastBaseRecord = componentsToRecord(scratch, new URLRecord());
    } else {
      lastBaseComponents = null;
      lastBaseRecord = basicURLParseWith(toASCII, base);
    }
    lastBase = base;
    lastBaseToASCII = toASCII;
  }
  // The parser only reads a base record, so the last one can serve again.
  const parsedBase = lastBaseRecord;
  if (parsedBase === null) return false;
  if (
    lastBaseComponents !== null &&
    fastParseReference(url, lastBaseComponents, scratch)
  ) {
    return true;
  }
  const record = basicURLParseWith(toASCII, url, { base: parsedBase });
  if (record === null) return false;
  recordToComponents(record, scratch, url);
  return true;
}

/** URL.canParse() beyond its fast path. */
function canParseSlow(
  url: unknown,
  base: unknown,
  count: number,
  toASCII: DomainParserToASCII,
): boolean {
  requireArgs(count, 1, "URL.canParse");
  // fastCanParse() leaves some inputs that fastParse() takes.
  return apiURLParse(
    usv(url as string),
    base === undefined ? undefined : usv(base as string),
    false,
    toASCII,
  );
}

/** Converts an argument to a USVString (Web IDL). */
const usv = toUSVString;

/**
 * The error of a URL that does not parse: a `TypeError` naming the input,
 * with the `code`, `input` and (when a base was given) `base` properties
 * that Node.js and Bun put on theirs, so that code checking `err.code`
 * works with either.
 */
function invalidURL(url: string, base: string | undefined): TypeError {
  const error = new TypeError(
    base === undefined
      ? `Invalid URL: ${JSON.stringify(url)}`
      : `Invalid URL: ${JSON.stringify(url)} with base ${JSON.stringify(base)}`,
  ) as TypeError & { code: string; input: string; base?: string };
  error.code = "ERR_INVALID_URL";
  error.input = url;
  if (base !== undefined) error.base = base;
  return error;
}

/** ASCII tab or newline. */
const TAB_OR_NEWLINE = /[\t\n\r]/;
const ALL_TABS_AND_NEWLINES = /[\t\n\r]/g;

/** `input` without its ASCII tabs and newlines (as the parser removes them). */
function withoutTabOrNewline(input: string): string {
  return TAB_OR_NEWLINE.test(input)
    ? input.replace(ALL_TABS_AND_NEWLINES, "")
    : input;
}

/**
 * #bits: the port plus one, flags, and the special scheme's number (see
 * SPECIAL_PROTOCOLS; 0 for other schemes).
 */
const PORT_MASK = 0x1ffff;
const OPAQUE_PATH = 0x20000;
const QUERY_PENDING = 0x40000;
const SCHEME_SHIFT = 19;

/** Marks `URL.parse` results: skips the constructor's argument handling. */
const fromRecord: unique symbol = Symbol("fromRecord");

/**
 * Builds a `URL` class whose parser uses `toASCII` as the domain parser
 * ToASCII. Each call makes a new class; the entry points make one each:
 * `@urlstd/url` with UTS #46 through `tr46`, `@urlstd/url/lite` with
 * `liteDomainParserToASCII`. Everything else, the `URLSearchParams` class
 * included, is shared.
 *
 * @param toASCII The domain parser ToASCII.
 * @returns The class.
 *
 * @example A URL class with the ToASCII of the lite build
 * ```ts
 * import { defineURL } from "@urlstd/url/api";
 * import { liteDomainParserToASCII } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * const LiteURL = defineURL(liteDomainParserToASCII);
 * assert.equal(new LiteURL("https://EXAMPLE.org/a").href, "https://example.org/a");
 * assert.equal(LiteURL.name, "URL");
 * ```
 */
export function defineURL(toASCII: DomainParserToASCII): URLConstructor {
  // The class is a class expression in this function so that it closes over
  // toASCII: only the parser calls beyond the fast paths read it.
  return class URL {
    /** Keeps the map of URL objects alive (see the static block). */
    static #mapKeeper: URL | undefined;
    /** The serialization of the URL record. */
    #href = "";
    /** Index of the ":" after the scheme. */
    #schemeEnd = 0;
    /** End of the username (when there is a host). */
    #usernameEnd = 0;
    /**
     * Start of the serialized host; #schemeEnd + 1 when null. (Its end is
     * derived: see #hostEnd(), one field less per object.)
     */
    #hostStart = 0;
    /**
     * The port plus one (0 for null) in the low 17 bits, the OPAQUE_PATH and
     * QUERY_PENDING flags, and the special scheme's number from SCHEME_SHIFT:
     * one field instead of four keeps objects small.
     */
    #bits = 0;
    /** Start of the path serialization (after a "/." prefix, if any). */
    #pathStart = 0;
    /** Index of "?", or -1 for a null query. */
    #queryStart = -1;
    /** Index of "#", or -1 for a null fragment. */
    #fragmentStart = -1;
    /** The query object, made on first use. */
    #searchParams: URLSearchParams | null = null;
    /**
     * The hostname, once a getter made it (null until then): hostname and,
     * without a port, host return this one string instead of slicing #href
     * again on every read (each slice makes a string, and the engines copy
     * short ones; bench/NOTES.md). Cleared wherever
     * the host or port may change (#load(), #spliceHostAndPort()).
     */
    #hostname: string | null = null;

    /**
     * Parses `url` against `base`, as `new URL(url, base)` does.
     *
     * @param url The URL string (converted with ToString, lone surrogates to
     * U+FFFD).
     * @param base The base URL string, if any.
     * @throws {TypeError} When the URL (or the base) cannot be parsed.
     */
    constructor(url: string | URLObject, base?: string | URLObject) {
      // URL.parse() makes its objects with the fromRecord mark and fills them
      // itself. Where the JIT compilers inline this constructor, its size
      // counts against their inlining budget, so it only calls the parsing.
      if (url !== (fromRecord as unknown)) {
        this.#construct(url, base, arguments.length);
      }
    }

    /** The constructor's steps. */
    #construct(url: unknown, base: unknown, count: number): void {
      // The fast path accepts only ASCII, which USVString conversion keeps
      // (and a string means an argument was given). The rest is a method of
      // its own, so that what the JIT compilers make of it does not weigh on
      // this common case.
      if (
        base === undefined && typeof url === "string" && fastParse(url, scratch)
      ) {
        this.#load(scratch);
        return;
      }
      this.#constructSlow(url, base, count);
    }

    /** The constructor's steps beyond its fast path. */
    #constructSlow(url: unknown, base: unknown, count: number): void {
      requireArgs(count, 1, "URL");
      const input = usv(url as string);
      const baseString = base === undefined ? undefined : usv(base as string);
      const fastParseFailed = base === undefined && typeof url === "string";
      if (!apiURLParse(input, baseString, fastParseFailed, toASCII)) {
        throw invalidURL(input, baseString);
      }
      this.#load(scratch);
    }

    /**
     * Parses `url` against `base`; `null` instead of an exception on failure.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-parse}
     * @param url The URL string.
     * @param base The base URL string, if any.
     * @returns A new URL, or `null`.
     *
     * @example
     * ```ts
     * import { URL } from "@urlstd/url";
     * import assert from "node:assert/strict";
     * assert.equal(URL.parse("b", "https://x/a")?.href, "https://x/b");
     * assert.equal(URL.parse("b"), null);
     * ```
     */
    static parse(
      url: string | URLObject,
      base?: string | URLObject,
    ): URL | null {
      // As in the constructor: the fast path here, the rest apart.
      if (
        base !== undefined || typeof url !== "string" ||
        !fastParse(url, scratch)
      ) {
        return URL.#parseSlow(url, base, arguments.length);
      }
      const result = new URL(fromRecord as unknown as string);
      result.#load(scratch);
      return result;
    }

    /** URL.parse() beyond its fast path. */
    static #parseSlow(url: unknown, base: unknown, count: number): URL | null {
      requireArgs(count, 1, "URL.parse");
      const input = usv(url as string);
      if (
        !apiURLParse(
          input,
          base === undefined ? undefined : usv(base as string),
          base === undefined && typeof url === "string",
          toASCII,
        )
      ) {
        return null;
      }
      const result = new URL(fromRecord as unknown as string);
      result.#load(scratch);
      return result;
    }

    /**
     * Whether `url` parses against `base`. Allocates no URL object.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-canparse}
     * @param url The URL string.
     * @param base The base URL string, if any.
     * @returns `true` when it parses.
     *
     * @example
     * ```ts
     * import { URL } from "@urlstd/url";
     * import assert from "node:assert/strict";
     * assert.equal(URL.canParse("https://x"), true);
     * assert.equal(URL.canParse("x"), false);
     * ```
     */
    static canParse(
      url: string | URLObject,
      base?: string | URLObject,
    ): boolean {
      if (base === undefined && typeof url === "string" && fastCanParse(url)) {
        return true;
      }
      return canParseSlow(url, base, arguments.length, toASCII);
    }

    /** Copies a parse result into this object. */
    #load(c: Components): void {
      this.#href = c.href;
      this.#schemeEnd = c.schemeEnd;
      this.#usernameEnd = c.usernameEnd;
      this.#hostStart = c.hostStart;
      this.#bits = (c.port + 1) | (c.opaquePath ? OPAQUE_PATH : 0) |
        (c.scheme << SCHEME_SHIFT);
      this.#pathStart = c.pathStart;
      this.#queryStart = c.queryStart;
      this.#fragmentStart = c.fragmentStart;
      this.#hostname = null;
    }

    /** Sets the internal state from a URL record; reuses `input` when equal. */
    #setRecord(record: URLRecord, input?: string): void {
      recordToComponents(record, scratch, input);
      this.#load(scratch);
    }

    /**
     * Splices in the query the query object changed: kept pending until read
     * so that repeated appends stay linear.
     */
    #flushQuery(): void {
      if ((this.#bits & QUERY_PENDING) === 0) return;
      this.#bits &= ~QUERY_PENDING;
      const serialized = this.#searchParams!.toString();
      this.#spliceQuery(serialized === "" ? null : serialized);
    }

    /** Replaces the query (null for none) in #href, before the fragment. */
    #spliceQuery(query: string | null): void {
      const href = this.#href;
      const fragmentStart = this.#fragmentStart;
      const queryStart = this.#pathEnd();
      let result = href.slice(0, queryStart);
      if (query === null) {
        this.#queryStart = -1;
      } else {
        this.#queryStart = queryStart;
        result += "?" + query;
      }
      if (fragmentStart >= 0) {
        this.#fragmentStart = result.length;
        result += href.slice(fragmentStart);
      }
      this.#href = result;
    }

    /**
     * After the host or hostname state ran with a state override on `record`
     * (made by #record()), which changes at most its host and port: splices
     * them into the href, or rebuilds it when the host changed from or to
     * null (which moves the "//" and may add or drop a "/." before the path).
     */
    #spliceHostAndPort(record: URLRecord): void {
      const host = record.host;
      if (host === null || !this.#hasHost()) {
        this.#setRecord(record);
        return;
      }
      const href = this.#href;
      const hostStart = this.#hostStart;
      const pathStart = this.#pathStart;
      const port = record.port;
      this.#hostname = null;
      const authorityEnd = port === null
        ? hostStart + host.length
        : hostStart + host.length + 1 + String(port).length;
      const shift = authorityEnd - pathStart;
      this.#href = href.slice(0, hostStart) + host +
        (port === null ? "" : ":" + port) + href.slice(pathStart);
      this.#bits = (this.#bits & ~PORT_MASK) | (port === null ? 0 : port + 1);
      this.#pathStart = authorityEnd;
      this.#shiftQueryAndFragment(shift);
    }

    /** Replaces the path serialization in #href (a URL with a host). */
    #splicePath(path: string): void {
      const href = this.#href;
      const pathStart = this.#pathStart;
      const pathEnd = this.#pathEnd();
      this.#href = href.slice(0, pathStart) + path + href.slice(pathEnd);
      this.#shiftQueryAndFragment(path.length - (pathEnd - pathStart));
    }

    /** Moves the query and fragment offsets after a splice before them. */
    #shiftQueryAndFragment(shift: number): void {
      if (this.#queryStart >= 0) this.#queryStart += shift;
      if (this.#fragmentStart >= 0) this.#fragmentStart += shift;
    }

    /** End of the path: the "?" or "#" after it, or the end of #href. */
    #pathEnd(): number {
      return this.#queryStart >= 0
        ? this.#queryStart
        : this.#fragmentStart >= 0
        ? this.#fragmentStart
        : this.#href.length;
    }

    /** Replaces the fragment (null for none) at the end of #href. */
    #spliceFragment(fragment: string | null): void {
      const href = this.#href;
      const end = this.#fragmentStart >= 0 ? this.#fragmentStart : href.length;
      if (fragment === null) {
        this.#fragmentStart = -1;
        this.#href = href.slice(0, end);
      } else {
        this.#fragmentStart = end;
        this.#href = href.slice(0, end) + "#" + fragment;
      }
    }

    /** The URL record, rebuilt from #href (for the setters). */
    #record(): URLRecord {
      this.#flushQuery();
      const c = scratch;
      c.href = this.#href;
      c.scheme = this.#bits >>> SCHEME_SHIFT;
      c.schemeEnd = this.#schemeEnd;
      c.usernameEnd = this.#usernameEnd;
      c.hostStart = this.#hostStart;
      c.hostEnd = this.#hostEnd();
      c.port = (this.#bits & PORT_MASK) - 1;
      c.pathStart = this.#pathStart;
      c.queryStart = this.#queryStart;
      c.fragmentStart = this.#fragmentStart;
      c.opaquePath = (this.#bits & OPAQUE_PATH) !== 0;
      return componentsToRecord(c, new URLRecord());
    }

    #hasHost(): boolean {
      // A null host leaves the host offsets right after "scheme:"; any host,
      // even the empty one, comes after "scheme://".
      return this.#hostStart !== this.#schemeEnd + 1;
    }

    /** End of the serialized host: before ":" and the port, if any. */
    #hostEnd(): number {
      if (!this.#hasHost()) return this.#hostStart;
      // The port's ":" is the last one before the path (an IPv6 address's
      // come before it).
      return (this.#bits & PORT_MASK) === 0
        ? this.#pathStart
        : this.#href.lastIndexOf(":", this.#pathStart - 1);
    }

    /** Runs the basic URL parser on this URL with a state override. */
    #override(
      input: string,
      state: ParserState,
      record = this.#record(),
    ): void {
      basicURLParseWith(toASCII, input, { url: record, stateOverride: state });
      this.#setRecord(record);
    }

    /**
     * The "update" steps for the query object, called when its list changes:
     * marks the query pending, to be serialized when next read.
     */
    #queryUpdate(): QueryUpdate {
      return () => {
        this.#bits |= QUERY_PENDING;
      };
    }

    /**
     * Web IDL's brand check, for the setters: they check `this` before they
     * convert their argument. (The getters and methods read a private field
     * first, which throws the TypeError itself.)
     */
    static #check(receiver: unknown, member: string): void {
      if (
        typeof receiver !== "object" || receiver === null ||
        !(#href in receiver)
      ) {
        throw new TypeError(
          `The URL ${member} setter was called on an object that is not a URL`,
        );
      }
    }

    /**
     * The whole URL, serialized. Setting it parses the new value (throwing a
     * TypeError on failure) and replaces every component.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-href}
     */
    get href(): string {
      if ((this.#bits & QUERY_PENDING) !== 0) this.#flushQuery();
      return this.#href;
    }

    set href(value: string) {
      URL.#check(this, "href");
      const input = usv(value);
      const record = basicURLParseWith(toASCII, input);
      if (record === null) throw invalidURL(input, undefined);
      this.#setRecord(record, input);
      if (this.#searchParams !== null) {
        resetSearchParamsList(this.#searchParams, record.query);
      }
    }

    /**
     * The serialization of the URL's origin: "null" for opaque origins.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-origin}
     */
    get origin(): string {
      // ftp, http, https, ws and wss: scheme "://" host [":" port], which is
      // where the href starts when it has no credentials. The other cases are
      // a method of their own, which keeps this getter small enough for the
      // JIT compilers to inline.
      const scheme = this.#bits >>> SCHEME_SHIFT;
      if (
        scheme !== 0 && scheme !== FILE_SCHEME &&
        this.#hostStart === this.#schemeEnd + 3
      ) {
        return this.#href.slice(0, this.#pathStart);
      }
      return this.#otherOrigin(scheme);
    }

    /** The origin getter's other cases: credentials, file: and the rest. */
    #otherOrigin(scheme: number): string {
      if (scheme === FILE_SCHEME) return "null";
      if (scheme !== 0) {
        return this.#href.slice(0, this.#schemeEnd + 3) +
          this.#href.slice(this.#hostStart, this.#pathStart);
      }
      return serializeOrigin(originWith(toASCII, this.#record()));
    }

    /**
     * The scheme followed by ":".
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-protocol}
     */
    get protocol(): string {
      // Special schemes as constants: no string made per call, and the href
      // not read.
      const scheme = this.#bits >>> SCHEME_SHIFT;
      if (scheme !== 0) return SPECIAL_PROTOCOLS[scheme];
      return this.#href.slice(0, this.#schemeEnd + 1);
    }

    set protocol(value: string) {
      URL.#check(this, "protocol");
      this.#override(usv(value) + ":", "scheme start state");
    }

    /**
     * The username.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-username}
     */
    get username(): string {
      // Without a host, #usernameEnd is #schemeEnd + 1.
      const start = this.#schemeEnd + 3;
      const end = this.#usernameEnd;
      return end > start ? this.#href.slice(start, end) : "";
    }

    set username(value: string) {
      URL.#check(this, "username");
      const input = usv(value);
      const record = this.#record();
      if (cannotHaveUsernamePasswordPort(record)) return;
      setUsername(record, input);
      this.#setRecord(record);
    }

    /**
     * The password.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-password}
     */
    get password(): string {
      // A password lies between the ":" at #usernameEnd and the "@" before
      // the host. Without one, #usernameEnd is at that "@" (or at the host,
      // or the host is null): the range is empty.
      const start = this.#usernameEnd + 1;
      const end = this.#hostStart - 1;
      return end > start ? this.#href.slice(start, end) : "";
    }

    set password(value: string) {
      URL.#check(this, "password");
      const input = usv(value);
      const record = this.#record();
      if (cannotHaveUsernamePasswordPort(record)) return;
      setPassword(record, input);
      this.#setRecord(record);
    }

    /**
     * The host and, when there is one, ":" and the port.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-host}
     */
    get host(): string {
      if (this.#hostStart === this.#schemeEnd + 1) return "";
      // Without a port, the host is the hostname: one string for both.
      if ((this.#bits & PORT_MASK) === 0) return this.#cachedHostname();
      // With a host there is no "/." prefix: host and port end the authority.
      return this.#href.slice(this.#hostStart, this.#pathStart);
    }

    set host(value: string) {
      URL.#check(this, "host");
      const input = usv(value);
      if ((this.#bits & OPAQUE_PATH) !== 0) return;
      const record = this.#record();
      basicURLParseWith(toASCII, input, {
        url: record,
        stateOverride: "host state",
      });
      this.#spliceHostAndPort(record);
    }

    /**
     * The host, without the port.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-hostname}
     */
    get hostname(): string {
      return this.#cachedHostname();
    }

    set hostname(value: string) {
      URL.#check(this, "hostname");
      const input = usv(value);
      if ((this.#bits & OPAQUE_PATH) !== 0) return;
      const record = this.#record();
      basicURLParseWith(toASCII, input, {
        url: record,
        stateOverride: "hostname state",
      });
      this.#spliceHostAndPort(record);
    }

    /** The hostname, sliced from #href on first use and kept. */
    #cachedHostname(): string {
      const cached = this.#hostname;
      if (cached !== null) return cached;
      // A null host ends where it starts (#hostEnd()): the slice is empty.
      return this.#hostname = this.#href.slice(
        this.#hostStart,
        this.#hostEnd(),
      );
    }

    /**
     * The port, or "" for none (a default port is none).
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-port}
     */
    get port(): string {
      const port = (this.#bits & PORT_MASK) - 1;
      // Numbers' strings come from the engine's number-to-string cache.
      return port < 0 ? "" : String(port);
    }

    set port(value: string) {
      URL.#check(this, "port");
      const input = usv(value);
      const record = this.#record();
      if (cannotHaveUsernamePasswordPort(record)) return;
      if (input === "") {
        record.port = null;
        this.#setRecord(record);
        return;
      }
      this.#override(input, "port state", record);
    }

    /**
     * The path, serialized.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-pathname}
     */
    get pathname(): string {
      if ((this.#bits & QUERY_PENDING) !== 0) this.#flushQuery();
      return this.#href.slice(this.#pathStart, this.#pathEnd());
    }

    set pathname(value: string) {
      URL.#check(this, "pathname");
      const input = usv(value);
      if ((this.#bits & OPAQUE_PATH) !== 0) return;
      const scheme = this.#bits >>> SCHEME_SHIFT;
      if (scheme !== 0 && scheme !== FILE_SCHEME) {
        // Special, not file (no Windows drive letters): the path start and
        // path states read only the scheme and the path, so the new path is
        // parsed into a record that has just the scheme, and spliced into the
        // href. A value the path state keeps as it is (nothing to
        // percent-encode, no "\", "?", "#", tab, newline or dot segment) needs
        // no parse: the path start state only puts a "/" before a value that
        // lacks one ("" becomes "/").
        this.#flushQuery();
        if (cleanPathEnd(input, 0) === input.length) {
          this.#splicePath(input.charCodeAt(0) === 0x2f ? input : "/" + input);
          return;
        }
        const record = new URLRecord();
        record.scheme = this.#href.slice(0, this.#schemeEnd);
        basicURLParseWith(toASCII, input, {
          url: record,
          stateOverride: "path start state",
        });
        this.#splicePath(record.serializedPath);
        return;
      }
      const record = this.#record();
      record.serializedPath = "";
      this.#override(input, "path start state", record);
    }

    /**
     * "?" and the query, or "" when the query is null or empty.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-search}
     */
    get search(): string {
      if ((this.#bits & QUERY_PENDING) !== 0) this.#flushQuery();
      const start = this.#queryStart;
      if (start < 0) return "";
      const end = this.#fragmentStart >= 0
        ? this.#fragmentStart
        : this.#href.length;
      return end - start <= 1 ? "" : this.#href.slice(start, end);
    }

    set search(value: string) {
      URL.#check(this, "search");
      const input = usv(value);
      this.#flushQuery();
      if (input === "") {
        this.#spliceQuery(null);
        if (this.#searchParams !== null) {
          resetSearchParamsList(this.#searchParams, null);
        }
        return;
      }
      const query = input.charCodeAt(0) === 0x3f ? input.slice(1) : input;
      // Setting the query to "" and running the query state with a state
      // override (so "#" is no delimiter) on the input, its ASCII tabs and
      // newlines removed, appends the input percent-encoded with the
      // special-query percent-encode set (special URLs) or the query
      // percent-encode set (UTF-8 is the API's encoding): spliced into the
      // href, no record rebuilt.
      const encoded = utf8PercentEncodeString(
        withoutTabOrNewline(query),
        (this.#bits >>> SCHEME_SHIFT) !== 0
          ? SPECIAL_QUERY_PERCENT_ENCODE_SET
          : QUERY_PERCENT_ENCODE_SET,
      );
      this.#spliceQuery(encoded);
      // url.bs, step 6: "Set this's query object's list to the result of
      // parsing input", the value itself, which keeps the ASCII tabs and
      // newlines the URL's query lost. whatwg-url, Node.js, Deno and Bun
      // parse the URL's new query instead, so that the list always agrees
      // with `search`; this follows them. A query object not made yet is made
      // from the query when first read, the same list.
      if (this.#searchParams !== null) {
        resetSearchParamsList(this.#searchParams, encoded);
      }
    }

    /**
     * The query object: a URLSearchParams linked to this URL both ways.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-searchparams}
     */
    get searchParams(): URLSearchParams {
      if (this.#searchParams === null) {
        this.#flushQuery();
        const start = this.#queryStart;
        const query = start < 0 ? "" : this.#href.slice(
          start + 1,
          this.#fragmentStart >= 0 ? this.#fragmentStart : this.#href.length,
        );
        this.#searchParams = newLinkedSearchParams(this.#queryUpdate(), query);
      }
      return this.#searchParams;
    }

    /**
     * "#" and the fragment, or "" when the fragment is null or empty.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-hash}
     */
    get hash(): string {
      if ((this.#bits & QUERY_PENDING) !== 0) this.#flushQuery();
      const start = this.#fragmentStart;
      if (start < 0) return "";
      const href = this.#href;
      return href.length - start <= 1 ? "" : href.slice(start);
    }

    set hash(value: string) {
      URL.#check(this, "hash");
      const input = usv(value);
      this.#flushQuery();
      if (input === "") {
        this.#spliceFragment(null);
        return;
      }
      // Setting the fragment to "" and running the fragment state with a
      // state override on the rest, its ASCII tabs and newlines removed,
      // appends it percent-encoded with the fragment percent-encode set:
      // spliced into the href, no record rebuilt.
      this.#spliceFragment(utf8PercentEncodeString(
        withoutTabOrNewline(
          input.charCodeAt(0) === 0x23 ? input.slice(1) : input,
        ),
        FRAGMENT_PERCENT_ENCODE_SET,
      ));
    }

    /**
     * The href, for `JSON.stringify`.
     *
     * @returns The serialized URL.
     */
    toJSON(): string {
      // Reading #bits first is the brand check.
      if ((this.#bits & QUERY_PENDING) !== 0) this.#flushQuery();
      return this.#href;
    }

    /**
     * The href.
     *
     * @returns The serialized URL.
     */
    toString(): string {
      // Reading #bits first is the brand check.
      if ((this.#bits & QUERY_PENDING) !== 0) this.#flushQuery();
      return this.#href;
    }

    /** `"URL"`, for `Object.prototype.toString`. */
    declare readonly [Symbol.toStringTag]: string;

    #inspectFields(): Record<string, unknown> {
      return {
        href: this.href,
        origin: this.origin,
        protocol: this.protocol,
        username: this.username,
        password: this.password,
        host: this.host,
        hostname: this.hostname,
        port: this.port,
        pathname: this.pathname,
        hash: this.hash,
        search: this.search,
      };
    }

    /** Deno's `console.log` / `Deno.inspect` output. */
    [Symbol.for("Deno.customInspect")](
      inspect: (value: unknown, options?: unknown) => string,
      options: unknown,
    ): string {
      return `URL ${inspect(this.#inspectFields(), options)}`;
    }

    /** Node's and Bun's `console.log` / `util.inspect` output. */
    [Symbol.for("nodejs.util.inspect.custom")](
      _depth: number,
      options: unknown,
      inspect: (value: unknown, options?: unknown) => string,
    ): string {
      return `URL ${inspect(this.#inspectFields(), options)}`;
    }

    static {
      defineInterfaceShape(this, {
        name: "URL",
        members: [
          "href",
          "origin",
          "protocol",
          "username",
          "password",
          "host",
          "hostname",
          "port",
          "pathname",
          "search",
          "searchParams",
          "hash",
          "toJSON",
          "toString",
        ],
        statics: ["parse", "canParse"],
        length: 1,
        lengths: { parse: 1, canParse: 1 },
      });
      // The class's name, which bundlers may rename (esbuild makes it
      // "URL4" beside other bindings named URL).
      Object.defineProperty(this, "name", { value: "URL" });
      // An empty URL object kept for as long as the class lives, made when
      // the class is. V8 frees the hidden class (map) of URL objects at a
      // garbage collection that finds none alive, and discards the
      // optimized code of the constructor and URL.parse() that depends on
      // it: a program that parses URLs and drops them paid for a
      // deoptimization and a recompilation after every major collection
      // (`--trace-deopt` shows "weak objects" each time; url_gc_test.ts
      // checks it no longer happens). This object keeps that map alive.
      // Made here rather than on first use so that making each URL object
      // has no check for it.
      URL.#mapKeeper = new URL(fromRecord as unknown as string);
    }
  };
}
