/**
 * The `URL` class of the URL Standard, made around a domain parser ToASCII:
 * {@linkcode defineURL} builds it, so that the entry point that picks the
 * IDNA implementation (`tr46` for `@urlstd/url`, none for
 * `@urlstd/url/lite`) is the only one that imports it.
 *
 * @module
 */

import { originWith } from "../parser/parse_with.ts";
import { runBasicURLParser } from "../parser/run_basic_url_parser.ts";
import { serializeOrigin } from "../parser/origin.ts";
import { URLRecord } from "../parser/url_record.ts";
import type { DomainParserToASCII } from "../host/domain.ts";
// Types only (erased): the interfaces live with the default entry's class.
import type { URL as URLObject, URLConstructor } from "./url.ts";
import { FILE_SCHEME, SPECIAL_PROTOCOLS } from "../parser/scheme.ts";
import {
  canParseSlow,
  invalidURL,
  parseArguments,
  parsedComponents,
  scratch,
  takeScratch,
  usv,
} from "./_api_url_parser.ts";
import {
  Components,
  passwordOf,
  pathEnd,
  queryEnd,
  setQuery,
  usernameOf,
} from "../parser/components.ts";
import { fastCanParse, fastParse } from "../parser/fast_path.ts";
import {
  newLinkedSearchParams,
  type QueryUpdate,
  resetSearchParamsList,
  type URLSearchParams,
} from "./url_search_params.ts";
import { defineInterfaceShape } from "./_webidl.ts";
import {
  runOverride,
  setHashFrom,
  setHostFrom,
  setPathname,
  setPortFrom,
  setSearchFrom,
  setUserinfo,
} from "./_url_setters.ts";
import { registerComponentsReader } from "./_url_components.ts";

/** The value of a URL object until it gets its own (see the class). */
const PLACEHOLDER: Components = /* @__PURE__ */ new Components();

/**
 * The query objects of the URL objects that made one: most never do, and a
 * field of their own would cost each of them (the value's queryObject flag
 * says which have one).
 */
const queryObjects: WeakMap<object, URLSearchParams> =
  /* @__PURE__ */ new WeakMap();

/**
 * The value whose hostname a getter sliced last, and that hostname: the
 * host (without a port) and hostname getters read one after the other make
 * one string, not two (each slice makes a string, and the engines copy
 * short ones; bench/NOTES.md). A one-entry cache costs the URL objects
 * nothing; the host, hostname and protocol setters clear it, the others
 * leave the host as it is.
 */
let hostnameValue: Components | null = null;
let hostnameText = "";

/** The hostname of `c` (empty for a null host, which ends where it starts). */
function hostnameOf(c: Components): string {
  if (c === hostnameValue) return hostnameText;
  hostnameValue = c;
  return hostnameText = c.href.slice(c.hostStart, c.hostEnd);
}

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
    /** The URL: its serialization and the offsets of its components. */
    #c: Components = PLACEHOLDER;
    // Whether the query object changed its list since the query was last
    // serialized into the href is the value's queryPending flag: kept
    // pending until read so that repeated appends stay linear. The class
    // has no instance private methods (only static ones), which would give
    // each URL object a field of their own.

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
        URL.#construct(this, url, base, arguments.length);
      }
    }

    /** The constructor's steps. */
    static #construct(
      self: URL,
      url: unknown,
      base: unknown,
      count: number,
    ): void {
      // The fast path accepts only ASCII, which USVString conversion keeps
      // (and a string means an argument was given). The rest is a method of
      // its own, so that what the JIT compilers make of it does not weigh on
      // this common case.
      if (
        base === undefined && typeof url === "string" && fastParse(url, scratch)
      ) {
        self.#c = takeScratch();
        return;
      }
      URL.#constructSlow(self, url, base, count);
    }

    /** The constructor's steps beyond its fast path. */
    static #constructSlow(
      self: URL,
      url: unknown,
      base: unknown,
      count: number,
    ): void {
      self.#c = parseArguments(url, base, count, "URL", toASCII)!;
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
      result.#c = takeScratch();
      return result;
    }

    /** URL.parse() beyond its fast path. */
    static #parseSlow(url: unknown, base: unknown, count: number): URL | null {
      const c = parseArguments(url, base, count, "URL.parse", toASCII);
      if (c === null) return null;
      const result = new URL(fromRecord as unknown as string);
      result.#c = c;
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
      if (
        base === undefined && typeof url === "string" && fastCanParse(url)
      ) {
        return true;
      }
      return canParseSlow(url, base, arguments.length, toASCII);
    }

    /** The URL's value with the pending query, if any, serialized in. */
    static #flushed(self: URL): Components {
      const c = self.#c;
      if (c.queryPending) {
        c.queryPending = false;
        const serialized = queryObjects.get(self)!.toString();
        setQuery(c, serialized === "" ? null : serialized);
      }
      return c;
    }

    /**
     * The "update" steps for the query object, called when its list changes:
     * marks the query pending, to be serialized when next read.
     */
    static #queryUpdate(self: URL): QueryUpdate {
      return () => {
        self.#c.queryPending = true;
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
        !(#c in receiver)
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
      const c = this.#c;
      return c.queryPending ? URL.#flushed(this).href : c.href;
    }

    set href(value: string) {
      URL.#check(this, "href");
      const input = usv(value);
      const record = runBasicURLParser(toASCII, input);
      if (record === null) throw invalidURL(input, undefined);
      const queryObject = this.#c.queryObject;
      const c = this.#c = parsedComponents(record, input);
      if (queryObject) {
        c.queryObject = true;
        resetSearchParamsList(queryObjects.get(this)!, record.query);
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
      const c = this.#c;
      const scheme = c.scheme;
      if (
        scheme !== 0 && scheme !== FILE_SCHEME &&
        c.hostStart === c.schemeEnd + 3
      ) {
        return c.href.slice(0, c.pathStart);
      }
      return URL.#otherOrigin(this, scheme);
    }

    /** The origin getter's other cases: credentials, file: and the rest. */
    static #otherOrigin(self: URL, scheme: number): string {
      if (scheme === FILE_SCHEME) return "null";
      const c = URL.#flushed(self);
      if (scheme !== 0) {
        return c.href.slice(0, c.schemeEnd + 3) +
          c.href.slice(c.hostStart, c.pathStart);
      }
      return serializeOrigin(originWith(toASCII, new URLRecord(c)));
    }

    /**
     * The scheme followed by ":".
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-protocol}
     */
    get protocol(): string {
      // Special schemes as constants: no string made per call, and the href
      // not read.
      const c = this.#c;
      if (c.scheme !== 0) return SPECIAL_PROTOCOLS[c.scheme];
      return c.href.slice(0, c.schemeEnd + 1);
    }

    set protocol(value: string) {
      URL.#check(this, "protocol");
      const input = usv(value) + ":";
      runOverride(URL.#flushed(this), input, "scheme start state", toASCII);
      hostnameValue = null;
    }

    /**
     * The username.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-username}
     */
    get username(): string {
      return usernameOf(this.#c);
    }

    set username(value: string) {
      URL.#check(this, "username");
      setUserinfo(URL.#flushed(this), usv(value), false);
    }

    /**
     * The password.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-password}
     */
    get password(): string {
      return passwordOf(this.#c);
    }

    set password(value: string) {
      URL.#check(this, "password");
      setUserinfo(URL.#flushed(this), usv(value), true);
    }

    /**
     * The host and, when there is one, ":" and the port.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-host}
     */
    get host(): string {
      const c = this.#c;
      if (c.hostStart === c.schemeEnd + 1) return "";
      // Without a port, the host is the hostname: one string for both.
      if (c.port < 0) return hostnameOf(c);
      // With a host there is no "/." prefix: host and port end the authority.
      return c.href.slice(c.hostStart, c.pathStart);
    }

    set host(value: string) {
      URL.#check(this, "host");
      URL.#setHost(this, usv(value), "host state");
    }

    /**
     * The host, without the port.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-hostname}
     */
    get hostname(): string {
      return hostnameOf(this.#c);
    }

    set hostname(value: string) {
      URL.#check(this, "hostname");
      URL.#setHost(this, usv(value), "hostname state");
    }

    /** The host and hostname setters' steps. */
    static #setHost(
      self: URL,
      input: string,
      state: "host state" | "hostname state",
    ): void {
      const c = URL.#flushed(self);
      // "If this's URL has an opaque path, then return."
      if (c.opaquePath) return;
      setHostFrom(c, input, state, toASCII);
      hostnameValue = null;
    }

    /**
     * The port, or "" for none (a default port is none).
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-port}
     */
    get port(): string {
      const port = this.#c.port;
      // Numbers' strings come from the engine's number-to-string cache.
      return port < 0 ? "" : String(port);
    }

    set port(value: string) {
      URL.#check(this, "port");
      setPortFrom(URL.#flushed(this), usv(value), toASCII);
    }

    /**
     * The path, serialized.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-pathname}
     */
    get pathname(): string {
      const c = this.#c.queryPending ? URL.#flushed(this) : this.#c;
      return c.href.slice(c.pathStart, pathEnd(c));
    }

    set pathname(value: string) {
      URL.#check(this, "pathname");
      setPathname(URL.#flushed(this), usv(value), toASCII);
    }

    /**
     * "?" and the query, or "" when the query is null or empty.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-search}
     */
    get search(): string {
      const c = this.#c.queryPending ? URL.#flushed(this) : this.#c;
      const start = c.queryStart;
      if (start < 0) return "";
      const end = queryEnd(c);
      return end - start <= 1 ? "" : c.href.slice(start, end);
    }

    set search(value: string) {
      URL.#check(this, "search");
      const input = usv(value);
      const c = URL.#flushed(this);
      const query = input === "" ? null : setSearchFrom(c, input);
      if (query === null) setQuery(c, null);
      // url.bs, step 6: "Set this's query object's list to the result of
      // parsing input", the value itself, which keeps the ASCII tabs and
      // newlines the URL's query lost. whatwg-url, Node.js, Deno and Bun
      // parse the URL's new query instead, so that the list always agrees
      // with `search`; this follows them. A query object not made yet is made
      // from the query when first read, the same list.
      if (c.queryObject) resetSearchParamsList(queryObjects.get(this)!, query);
    }

    /**
     * The query object: a URLSearchParams linked to this URL both ways.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-searchparams}
     */
    get searchParams(): URLSearchParams {
      const c = this.#c;
      if (c.queryObject) return queryObjects.get(this)!;
      const start = c.queryStart;
      const query = start < 0 ? "" : c.href.slice(start + 1, queryEnd(c));
      const searchParams = newLinkedSearchParams(URL.#queryUpdate(this), query);
      queryObjects.set(this, searchParams);
      c.queryObject = true;
      return searchParams;
    }

    /**
     * "#" and the fragment, or "" when the fragment is null or empty.
     *
     * @see {@link https://url.spec.whatwg.org/#dom-url-hash}
     */
    get hash(): string {
      const c = this.#c.queryPending ? URL.#flushed(this) : this.#c;
      const start = c.fragmentStart;
      if (start < 0) return "";
      const href = c.href;
      return href.length - start <= 1 ? "" : href.slice(start);
    }

    set hash(value: string) {
      URL.#check(this, "hash");
      setHashFrom(URL.#flushed(this), usv(value));
    }

    /**
     * The href, for `JSON.stringify`.
     *
     * @returns The serialized URL.
     */
    toJSON(): string {
      // Reading #c first is the brand check.
      const c = this.#c;
      return c.queryPending ? URL.#flushed(this).href : c.href;
    }

    /**
     * The href.
     *
     * @returns The serialized URL.
     */
    toString(): string {
      // Reading #c first is the brand check.
      const c = this.#c;
      return c.queryPending ? URL.#flushed(this).href : c.href;
    }

    /** `"URL"`, for `Object.prototype.toString`. */
    declare readonly [Symbol.toStringTag]: string;

    static #inspectFields(self: URL): Record<string, unknown> {
      return {
        href: self.href,
        origin: self.origin,
        protocol: self.protocol,
        username: self.username,
        password: self.password,
        host: self.host,
        hostname: self.hostname,
        port: self.port,
        pathname: self.pathname,
        hash: self.hash,
        search: self.search,
      };
    }

    /** Deno's `console.log` / `Deno.inspect` output. */
    [Symbol.for("Deno.customInspect")](
      inspect: (value: unknown, options?: unknown) => string,
      options: unknown,
    ): string {
      return `URL ${inspect(URL.#inspectFields(this), options)}`;
    }

    /** Node's and Bun's `console.log` / `util.inspect` output. */
    [Symbol.for("nodejs.util.inspect.custom")](
      _depth: number,
      options: unknown,
      inspect: (value: unknown, options?: unknown) => string,
    ): string {
      return `URL ${inspect(URL.#inspectFields(this), options)}`;
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
      // The tests' way to the URL's value (api/_url_components.ts).
      registerComponentsReader((url) => #c in url ? url.#c : undefined);
    }
  };
}
