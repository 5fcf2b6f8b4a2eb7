/**
 * The `URL` class of the URL Standard.
 *
 * @module
 */

import { basicURLParse, type ParserState } from "../parser/basic_url_parser.ts";
import { origin, serializeOrigin } from "../parser/origin.ts";
import { setPassword, setUsername } from "../parser/url_parser.ts";
import { URLRecord } from "../parser/url_record.ts";
import { specialSchemeCode } from "../parser/_scheme.ts";
import {
  newLinkedSearchParams,
  type QueryOwner,
  resetSearchParamsList,
  type URLSearchParams,
} from "./url_search_params.ts";
import { requireArgs, toUSVString } from "./_webidl.ts";

/**
 * Runs the API URL parser: parses `base` (when given) and then `url` against
 * it. Arguments are already USVStrings.
 *
 * @see {@link https://url.spec.whatwg.org/#api-url-parser}
 */
function apiURLParse(url: string, base: string | undefined): URLRecord | null {
  let parsedBase: URLRecord | null = null;
  if (base !== undefined) {
    parsedBase = basicURLParse(base);
    if (parsedBase === null) return null;
  }
  return basicURLParse(
    url,
    parsedBase === null ? undefined : { base: parsedBase },
  );
}

function invalidURL(url: string, base: string | undefined): TypeError {
  return new TypeError(
    base === undefined
      ? `Invalid URL: ${JSON.stringify(url)}`
      : `Invalid URL: ${JSON.stringify(url)} with base ${JSON.stringify(base)}`,
  );
}

/** Marks `URL.parse` results: skips the constructor's argument handling. */
const fromRecord: unique symbol = Symbol("fromRecord");

/**
 * A URL, parsed and serialized as the URL Standard defines, with the same
 * API as the runtimes' global `URL`.
 *
 * Internally a URL is its serialization (`href`) plus the offsets of its
 * components: getters are slices, and when the input was already in
 * canonical form the `href` is the input string itself.
 *
 * @see {@link https://url.spec.whatwg.org/#url-class}
 *
 * @example Parse and read components
 * ```ts
 * import { URL } from "@urlstd/url";
 * import assert from "node:assert/strict";
 * const url = new URL("../x?y=1#z", "https://user@example.org:8080/a/b");
 * assert.equal(url.href, "https://user@example.org:8080/x?y=1#z");
 * assert.equal(url.origin, "https://example.org:8080");
 * assert.equal(url.host, "example.org:8080");
 * assert.equal(url.searchParams.get("y"), "1");
 * ```
 *
 * @example Invalid input throws a TypeError
 * ```ts
 * import { URL } from "@urlstd/url";
 * import assert from "node:assert/strict";
 * assert.throws(() => new URL("http://[::1"), TypeError);
 * assert.equal(URL.parse("http://[::1"), null);
 * assert.equal(URL.canParse("/x", "https://example.org"), true);
 * ```
 */
export class URL implements QueryOwner {
  /** The serialization of the URL record. */
  #href = "";
  /** Index of the ":" after the scheme. */
  #schemeEnd = 0;
  /** End of the username (when there is a host). */
  #usernameEnd = 0;
  /** Start and end of the serialized host; both #schemeEnd + 1 when null. */
  #hostStart = 0;
  #hostEnd = 0;
  /** The port, or -1 for null. */
  #port = -1;
  /** Start of the path serialization (after a "/." prefix, if any). */
  #pathStart = 0;
  /** Index of "?", or -1 for a null query. */
  #queryStart = -1;
  /** Index of "#", or -1 for a null fragment. */
  #fragmentStart = -1;
  /** Whether the path is opaque. */
  #opaquePath = false;
  /** The query object, made on first use. */
  #searchParams: URLSearchParams | null = null;
  /**
   * A query set by the query object and not yet spliced into #href (kept
   * lazy so that repeated appends stay linear); undefined when none.
   */
  #pendingQuery: string | null | undefined = undefined;

  /**
   * Parses `url` against `base`, as `new URL(url, base)` does.
   *
   * @param url The URL string (converted with ToString, lone surrogates to
   * U+FFFD).
   * @param base The base URL string, if any.
   * @throws {TypeError} When the URL (or the base) cannot be parsed.
   */
  constructor(url: string | URL, base?: string | URL) {
    if (url === (fromRecord as unknown)) return;
    requireArgs(arguments.length, 1, "URL");
    const input = toUSVString(url);
    const baseString = base === undefined ? undefined : toUSVString(base);
    const record = apiURLParse(input, baseString);
    if (record === null) throw invalidURL(input, baseString);
    this.#setRecord(record, input);
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
  static parse(url: string | URL, base?: string | URL): URL | null {
    requireArgs(arguments.length, 1, "URL.parse");
    const input = toUSVString(url);
    const record = apiURLParse(
      input,
      base === undefined ? undefined : toUSVString(base),
    );
    if (record === null) return null;
    const result = new URL(fromRecord as unknown as string);
    result.#setRecord(record, input);
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
  static canParse(url: string | URL, base?: string | URL): boolean {
    requireArgs(arguments.length, 1, "URL.canParse");
    return apiURLParse(
      toUSVString(url),
      base === undefined ? undefined : toUSVString(base),
    ) !== null;
  }

  /** Sets the internal state from a URL record; reuses `input` when equal. */
  #setRecord(record: URLRecord, input?: string): void {
    let href = record.scheme + ":";
    this.#schemeEnd = record.scheme.length;
    const host = record.host;
    if (host !== null) {
      href += "//";
      if (record.username !== "" || record.password !== "") {
        href += record.username;
        this.#usernameEnd = href.length;
        if (record.password !== "") href += ":" + record.password;
        href += "@";
      } else {
        this.#usernameEnd = href.length;
      }
      this.#hostStart = href.length;
      href += host;
      this.#hostEnd = href.length;
      if (record.port !== null) href += ":" + record.port;
    } else {
      this.#usernameEnd = this.#hostStart = this.#hostEnd = href.length;
      const path = record.serializedPath;
      if (
        !record.opaquePath && path.length > 1 && path.charCodeAt(1) === 0x2f
      ) {
        href += "/.";
      }
    }
    this.#port = record.port ?? -1;
    this.#opaquePath = record.opaquePath;
    this.#pathStart = href.length;
    href += record.serializedPath;
    if (record.query !== null) {
      this.#queryStart = href.length;
      href += "?" + record.query;
    } else {
      this.#queryStart = -1;
    }
    if (record.fragment !== null) {
      this.#fragmentStart = href.length;
      href += "#" + record.fragment;
    } else {
      this.#fragmentStart = -1;
    }
    this.#href =
      input !== undefined && input.length === href.length && input === href
        ? input
        : href;
  }

  /** Splices a query set by the query object into #href. */
  #flushQuery(): void {
    const query = this.#pendingQuery;
    if (query === undefined) return;
    this.#pendingQuery = undefined;
    const href = this.#href;
    const fragment = this.#fragmentStart < 0
      ? ""
      : href.slice(this.#fragmentStart);
    const queryStart = this.#queryStart >= 0
      ? this.#queryStart
      : this.#fragmentStart >= 0
      ? this.#fragmentStart
      : href.length;
    let result = href.slice(0, queryStart);
    if (query === null) {
      this.#queryStart = -1;
    } else {
      this.#queryStart = queryStart;
      result += "?" + query;
    }
    if (this.#fragmentStart >= 0) this.#fragmentStart = result.length;
    this.#href = result + fragment;
  }

  /** The URL record, rebuilt from #href (for the setters). */
  #record(): URLRecord {
    this.#flushQuery();
    const href = this.#href;
    const record = new URLRecord();
    const schemeEnd = this.#schemeEnd;
    record.scheme = href.slice(0, schemeEnd);
    if (this.#hasHost()) {
      record.username = href.slice(schemeEnd + 3, this.#usernameEnd);
      record.password = this.password;
      record.host = href.slice(this.#hostStart, this.#hostEnd);
      record.port = this.#port < 0 ? null : this.#port;
    }
    record.opaquePath = this.#opaquePath;
    record.serializedPath = href.slice(this.#pathStart, this.#pathEnd());
    if (this.#queryStart >= 0) {
      record.query = href.slice(
        this.#queryStart + 1,
        this.#fragmentStart >= 0 ? this.#fragmentStart : href.length,
      );
    }
    if (this.#fragmentStart >= 0) {
      record.fragment = href.slice(this.#fragmentStart + 1);
    }
    return record;
  }

  #hasHost(): boolean {
    // A null host leaves the host offsets right after "scheme:"; any host,
    // even the empty one, comes after "scheme://".
    return this.#hostStart !== this.#schemeEnd + 1;
  }

  #pathEnd(): number {
    if (this.#queryStart >= 0) return this.#queryStart;
    if (this.#fragmentStart >= 0) return this.#fragmentStart;
    return this.#href.length;
  }

  /** Runs the basic URL parser on this URL with a state override. */
  #override(input: string, state: ParserState, record = this.#record()): void {
    basicURLParse(input, { url: record, stateOverride: state });
    this.#setRecord(record);
  }

  /** Called by the query object when its list changes. @internal */
  _updateQuery(serializedQuery: string | null): void {
    this.#pendingQuery = serializedQuery;
  }

  /**
   * The whole URL, serialized. Setting it parses the new value (throwing a
   * TypeError on failure) and replaces every component.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-href}
   */
  get href(): string {
    this.#flushQuery();
    return this.#href;
  }

  set href(value: string) {
    const input = toUSVString(value);
    const record = basicURLParse(input);
    if (record === null) throw invalidURL(input, undefined);
    this.#pendingQuery = undefined;
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
    const code = specialSchemeCode(this.#href.slice(0, this.#schemeEnd));
    if (code > 0) {
      // ftp, http, https, ws and wss: scheme "://" host [":" port].
      return this.#href.slice(0, this.#schemeEnd + 3) +
        this.#href.slice(this.#hostStart, this.#pathStart);
    }
    if (code === 0) return "null";
    return serializeOrigin(origin(this.#record()));
  }

  /**
   * The scheme followed by ":".
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-protocol}
   */
  get protocol(): string {
    return this.#href.slice(0, this.#schemeEnd + 1);
  }

  set protocol(value: string) {
    this.#override(toUSVString(value) + ":", "scheme start state");
  }

  /**
   * The username.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-username}
   */
  get username(): string {
    if (!this.#hasHost()) return "";
    return this.#href.slice(this.#schemeEnd + 3, this.#usernameEnd);
  }

  set username(value: string) {
    const input = toUSVString(value);
    const record = this.#record();
    if (
      record.host === null || record.host === "" || record.scheme === "file"
    ) {
      return;
    }
    setUsername(record, input);
    this.#setRecord(record);
  }

  /**
   * The password.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-password}
   */
  get password(): string {
    const end = this.#usernameEnd;
    if (end + 1 >= this.#hostStart || this.#href.charCodeAt(end) !== 0x3a) {
      return "";
    }
    return this.#href.slice(end + 1, this.#hostStart - 1);
  }

  set password(value: string) {
    const input = toUSVString(value);
    const record = this.#record();
    if (
      record.host === null || record.host === "" || record.scheme === "file"
    ) {
      return;
    }
    setPassword(record, input);
    this.#setRecord(record);
  }

  /**
   * The host and, when there is one, ":" and the port.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-host}
   */
  get host(): string {
    if (!this.#hasHost()) return "";
    return this.#href.slice(
      this.#hostStart,
      this.#port < 0 ? this.#hostEnd : this.#pathStart,
    );
  }

  set host(value: string) {
    const input = toUSVString(value);
    if (this.#opaquePath) return;
    this.#override(input, "host state");
  }

  /**
   * The host, without the port.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-hostname}
   */
  get hostname(): string {
    if (!this.#hasHost()) return "";
    return this.#href.slice(this.#hostStart, this.#hostEnd);
  }

  set hostname(value: string) {
    const input = toUSVString(value);
    if (this.#opaquePath) return;
    this.#override(input, "hostname state");
  }

  /**
   * The port, or "" for none (a default port is none).
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-port}
   */
  get port(): string {
    if (this.#port < 0) return "";
    return this.#href.slice(this.#hostEnd + 1, this.#pathStart);
  }

  set port(value: string) {
    const input = toUSVString(value);
    const record = this.#record();
    if (
      record.host === null || record.host === "" || record.scheme === "file"
    ) {
      return;
    }
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
    this.#flushQuery();
    return this.#href.slice(this.#pathStart, this.#pathEnd());
  }

  set pathname(value: string) {
    const input = toUSVString(value);
    if (this.#opaquePath) return;
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
    this.#flushQuery();
    const start = this.#queryStart;
    if (start < 0) return "";
    const end = this.#fragmentStart >= 0
      ? this.#fragmentStart
      : this.#href.length;
    return end - start <= 1 ? "" : this.#href.slice(start, end);
  }

  set search(value: string) {
    const input = toUSVString(value);
    const record = this.#record();
    if (input === "") {
      record.query = null;
      this.#setRecord(record);
      if (this.#searchParams !== null) {
        resetSearchParamsList(this.#searchParams, null);
      }
      return;
    }
    const query = input.charCodeAt(0) === 0x3f ? input.slice(1) : input;
    record.query = "";
    this.#override(query, "query state", record);
    if (this.#searchParams !== null) {
      resetSearchParamsList(this.#searchParams, query);
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
      this.#searchParams = newLinkedSearchParams(this, query);
    }
    return this.#searchParams;
  }

  /**
   * "#" and the fragment, or "" when the fragment is null or empty.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-hash}
   */
  get hash(): string {
    this.#flushQuery();
    const start = this.#fragmentStart;
    if (start < 0) return "";
    const href = this.#href;
    return href.length - start <= 1 ? "" : href.slice(start);
  }

  set hash(value: string) {
    const input = toUSVString(value);
    const record = this.#record();
    if (input === "") {
      record.fragment = null;
      this.#setRecord(record);
      return;
    }
    record.fragment = "";
    this.#override(
      input.charCodeAt(0) === 0x23 ? input.slice(1) : input,
      "fragment state",
      record,
    );
  }

  /**
   * The href, for `JSON.stringify`.
   *
   * @returns The serialized URL.
   */
  toJSON(): string {
    return this.href;
  }

  /**
   * The href.
   *
   * @returns The serialized URL.
   */
  toString(): string {
    return this.href;
  }

  /** "URL", for `Object.prototype.toString`. */
  get [Symbol.toStringTag](): string {
    return "URL";
  }

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
}
