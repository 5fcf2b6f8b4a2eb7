/**
 * The `URL` class of the URL Standard, with UTS #46 (through the `tr46`
 * package) for domains, and the interfaces of every class that
 * `defineURL()` makes.
 *
 * @module
 */

import { domainParserToASCII } from "../host/domain.ts";
import { defineURL } from "./url_class.ts";
import type { URLSearchParams } from "./url_search_params.ts";

/**
 * A URL object: the interface of the URL Standard's `URL` class, which
 * `defineURL()` makes.
 *
 * @see {@link https://url.spec.whatwg.org/#url-class}
 */
export interface URL {
  /**
   * The whole URL, serialized. Setting it parses the new value (throwing a
   * TypeError on failure) and replaces every component.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-href}
   */
  href: string;
  /**
   * The serialization of the URL's origin: "null" for opaque origins.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-origin}
   */
  readonly origin: string;
  /**
   * The scheme followed by ":".
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-protocol}
   */
  protocol: string;
  /**
   * The username.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-username}
   */
  username: string;
  /**
   * The password.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-password}
   */
  password: string;
  /**
   * The host and, when there is one, ":" and the port.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-host}
   */
  host: string;
  /**
   * The host, without the port.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-hostname}
   */
  hostname: string;
  /**
   * The port, or "" for none (a default port is none).
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-port}
   */
  port: string;
  /**
   * The path, serialized.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-pathname}
   */
  pathname: string;
  /**
   * "?" and the query, or "" when the query is null or empty.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-search}
   */
  search: string;
  /**
   * The query object: a URLSearchParams linked to this URL both ways.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-searchparams}
   */
  readonly searchParams: URLSearchParams;
  /**
   * "#" and the fragment, or "" when the fragment is null or empty.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-url-hash}
   */
  hash: string;
  /**
   * The href, for `JSON.stringify`.
   *
   * @returns The serialized URL.
   */
  toJSON(): string;
  /**
   * The href.
   *
   * @returns The serialized URL.
   */
  toString(): string;
}

/**
 * The iterators that `URLSearchParams`' `entries()`, `keys()`, `values()`
 * and `[Symbol.iterator]()` return: iterator objects (they inherit from
 * `Iterator.prototype`), as those of the runtimes' `URLSearchParams` are.
 * Typed as `IteratorObject`, so they need TypeScript 5.6 or later.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-default-iterator-object}
 *
 * @example An iterator object, typed as the runtime's
 * ```ts
 * import { URLSearchParams, type URLSearchParamsIterator } from "@urlstd/url";
 * import assert from "node:assert/strict";
 * const keys: URLSearchParamsIterator<string> = new URLSearchParams("a=1&b=2").keys();
 * const native: ReturnType<globalThis.URLSearchParams["keys"]> = keys;
 * assert.equal(Object.getPrototypeOf(Object.getPrototypeOf(keys)), Iterator.prototype);
 * assert.deepEqual([...native], ["a", "b"]);
 * ```
 */
export interface URLSearchParamsIterator<T>
  extends IteratorObject<T, BuiltinIteratorReturn, unknown> {
  /** The iterator itself. */
  [Symbol.iterator](): URLSearchParamsIterator<T>;
}

/**
 * The `URL` class: a URL, parsed and serialized as the URL Standard defines,
 * with the same API as the runtimes' global `URL`.
 *
 * Internally a URL is its serialization (`href`) plus the offsets of its
 * components: getters are slices (the hostname is kept once made), and when
 * the input was already in canonical form the `href` is the input string
 * itself.
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
export interface URLConstructor {
  /**
   * Parses `url` against `base`, as `new URL(url, base)` does.
   *
   * @param url The URL string (converted with ToString, lone surrogates to
   * U+FFFD).
   * @param base The base URL string, if any.
   * @throws {TypeError} When the URL (or the base) cannot be parsed.
   */
  new (url: string | URL, base?: string | URL): URL;
  /** The prototype of URL objects. */
  readonly prototype: URL;
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
  parse(url: string | URL, base?: string | URL): URL | null;
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
  canParse(url: string | URL, base?: string | URL): boolean;
}

/**
 * A URL, parsed and serialized as the URL Standard defines, with the same
 * API as the runtimes' global `URL`; domains go through UTS #46 (the `tr46`
 * package).
 *
 * @see {@link https://url.spec.whatwg.org/#url-class}
 *
 * @example Parse and read components
 * ```ts
 * import { URL } from "@urlstd/url";
 * import assert from "node:assert/strict";
 * const url = new URL("../x?y=1#z", "https://user@bücher.example:8080/a/b");
 * assert.equal(url.href, "https://user@xn--bcher-kva.example:8080/x?y=1#z");
 * assert.equal(url.searchParams.get("y"), "1");
 * ```
 */
export const URL: URLConstructor = /* @__PURE__ */ defineURL(
  domainParserToASCII,
);
