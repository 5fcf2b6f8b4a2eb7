// Private: the interfaces of the API's classes, in a file that imports
// nothing, so that the classes' files and each entry point (`@urlstd/url`
// with tr46, `@urlstd/url/lite` without) take their types from here rather
// than from one another. The entries re-export them under their names.

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
 * components: getters are slices of the `href`, and when
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
 * A `URLSearchParams` object: a list of name-value pairs read from and
 * written to a URL's query string. A structural type, as the platform's
 * (`lib.dom`'s, `@types/node`'s) are, so that each is assignable to the
 * other.
 *
 * @see {@link https://url.spec.whatwg.org/#interface-urlsearchparams}
 */
export interface URLSearchParams {
  /**
   * The number of name-value pairs.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-size}
   * @returns The size of the list.
   *
   * @example Counting pairs, empty ones skipped
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * assert.equal(new URLSearchParams("a=1&a=2&&b").size, 3);
   * ```
   */
  readonly size: number;

  /**
   * Appends a name-value pair, even if the name is already there.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-append}
   * @param name The name.
   * @param value The value.
   *
   * @example Appending a repeated name
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * const params = new URLSearchParams("a=1");
   * params.append("a", "2 3");
   * assert.equal(params.toString(), "a=1&a=2+3");
   * ```
   */
  append(name: string, value: string): void;

  /**
   * Removes every pair with the name, or only those that also have the
   * value, when a value is given.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-delete}
   * @param name The name.
   * @param value The value to match too; `undefined` counts as not given.
   *
   * @example Deleting by name, or by name and value
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * const params = new URLSearchParams("a=1&b=2&a=3");
   * params.delete("a", "3");
   * assert.equal(params.toString(), "a=1&b=2");
   * params.delete("a");
   * assert.equal(params.toString(), "b=2");
   * ```
   */
  delete(name: string, value?: string): void;

  /**
   * The value of the first pair with the name.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-get}
   * @param name The name.
   * @returns The value, or `null` when no pair has the name.
   *
   * @example The first value, an empty one, none
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * const params = new URLSearchParams("a=1&a=2&b");
   * assert.equal(params.get("a"), "1");
   * assert.equal(params.get("b"), "");
   * assert.equal(params.get("c"), null);
   * ```
   */
  get(name: string): string | null;

  /**
   * The values of all pairs with the name, in order.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-getall}
   * @param name The name.
   * @returns The values; empty when no pair has the name.
   *
   * @example All values of a name
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * const params = new URLSearchParams("a=1&b=2&a=3");
   * assert.deepEqual(params.getAll("a"), ["1", "3"]);
   * assert.deepEqual(params.getAll("c"), []);
   * ```
   */
  getAll(name: string): string[];

  /**
   * Tells whether a pair has the name, and the value too when one is given.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-has}
   * @param name The name.
   * @param value The value to match too; `undefined` counts as not given.
   * @returns `true` when there is such a pair.
   *
   * @example With and without a value
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * const params = new URLSearchParams("a=1&a=2");
   * assert.equal(params.has("a"), true);
   * assert.equal(params.has("a", "2"), true);
   * assert.equal(params.has("a", "3"), false);
   * ```
   */
  has(name: string, value?: string): boolean;

  /**
   * Sets the value of the first pair with the name and removes the others,
   * or appends a pair when there is none.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-set}
   * @param name The name.
   * @param value The value.
   *
   * @example The first pair keeps its position
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * const params = new URLSearchParams("a=1&b=2&a=3");
   * params.set("a", "4");
   * assert.equal(params.toString(), "a=4&b=2");
   * params.set("c", "5");
   * assert.equal(params.toString(), "a=4&b=2&c=5");
   * ```
   */
  set(name: string, value: string): void;

  /**
   * Sorts the pairs by name, comparing UTF-16 code units; pairs with the
   * same name keep their order.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-sort}
   *
   * @example By code units, stably
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * const params = new URLSearchParams("z=1&a=2&z=0&B=3");
   * params.sort();
   * assert.equal(params.toString(), "B=3&a=2&z=1&z=0");
   * ```
   */
  sort(): void;

  /**
   * Serializes the list as `application/x-www-form-urlencoded`: what a URL's
   * query becomes when the list changes.
   *
   * @see {@link https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior}
   * @returns The serialization, without a leading `?`.
   *
   * @example Spaces become `+`, and more is percent-encoded than in a URL
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * const params = new URLSearchParams([["q", "a b ~ ü"], ["x", "*'"]]);
   * assert.equal(params.toString(), "q=a+b+%7E+%C3%BC&x=*%27");
   * ```
   */
  toString(): string;

  /**
   * Iterates over the name-value pairs. Like all the iterators of
   * `URLSearchParams`, it reads the list as it is at each step: changes made
   * while iterating show.
   *
   * @see {@link https://webidl.spec.whatwg.org/#es-iterable}
   * @returns An iterator of `[name, value]` arrays.
   *
   * @example Pairs as arrays
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * const params = new URLSearchParams("a=1&b=2");
   * assert.deepEqual([...params.entries()], [["a", "1"], ["b", "2"]]);
   * ```
   */
  entries(): URLSearchParamsIterator<[string, string]>;

  /**
   * Iterates over the names, in order, repeated names included.
   *
   * @see {@link https://webidl.spec.whatwg.org/#es-iterable-keys}
   * @returns An iterator of names.
   *
   * @example Names, repeats included
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * assert.deepEqual([...new URLSearchParams("a=1&b=2&a=3").keys()], ["a", "b", "a"]);
   * ```
   */
  keys(): URLSearchParamsIterator<string>;

  /**
   * Iterates over the values, in order.
   *
   * @see {@link https://webidl.spec.whatwg.org/#es-iterable-values}
   * @returns An iterator of values.
   *
   * @example Values in order
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * assert.deepEqual([...new URLSearchParams("a=1&b=2").values()], ["1", "2"]);
   * ```
   */
  values(): URLSearchParamsIterator<string>;

  /**
   * Calls `callback` with each value, name and this object, reading the list
   * as it is at each step.
   *
   * @see {@link https://webidl.spec.whatwg.org/#es-forEach}
   * @param callback Called as `callback(value, name, params)`.
   * @param thisArg The `this` of each call.
   *
   * @example Values before names
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * const seen: string[] = [];
   * new URLSearchParams("a=1&b=2").forEach((value, name) => seen.push(name + value));
   * assert.deepEqual(seen, ["a1", "b2"]);
   * ```
   */
  forEach(
    callback: (value: string, name: string, params: URLSearchParams) => void,
    thisArg?: unknown,
  ): void;

  /**
   * Iterates over the name-value pairs: the same function as
   * {@linkcode URLSearchParams.prototype.entries}.
   *
   * @returns An iterator of `[name, value]` arrays.
   *
   * @example for…of
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   * const names: string[] = [];
   * for (const [name] of new URLSearchParams("a=1&b=2")) names.push(name);
   * assert.deepEqual(names, ["a", "b"]);
   * ```
   */
  [Symbol.iterator](): URLSearchParamsIterator<[string, string]>;
}

/**
 * The `URLSearchParams` constructor's type.
 *
 * @example The platform's objects and ours assign both ways
 * ```ts
 * import { URLSearchParams } from "@urlstd/url/api";
 * import assert from "node:assert/strict";
 * const ours: URLSearchParams = new globalThis.URLSearchParams("a=1");
 * const theirs: globalThis.URLSearchParams = new URLSearchParams("a=1");
 * assert.equal(new URLSearchParams(ours).toString(), theirs.toString());
 * ```
 */
export interface URLSearchParamsConstructor {
  /**
   * Creates a list of name-value pairs.
   *
   * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams}
   * @param init A query string (a leading `?` is dropped), a sequence of
   * pairs, a record, or another `URLSearchParams` (which is copied).
   *
   * @example The three kinds of init
   * ```ts
   * import { URLSearchParams } from "@urlstd/url/api";
   * import assert from "node:assert/strict";
   *
   * assert.equal(new URLSearchParams("?a=1&b=2").toString(), "a=1&b=2");
   * assert.equal(new URLSearchParams([["a", "1"], ["a", "2"]]).toString(), "a=1&a=2");
   * assert.equal(new URLSearchParams({ a: "1", b: "x y" }).toString(), "a=1&b=x+y");
   * ```
   */
  new (init?: URLSearchParamsInit): URLSearchParams;
  /** The prototype of URLSearchParams objects. */
  readonly prototype: URLSearchParams;
}

/**
 * What `new URLSearchParams(init)` accepts: a query string (a leading `?` is
 * dropped), a sequence of name-value pairs (any iterable of iterables of
 * exactly two strings, e.g. another `URLSearchParams`), or a record (an
 * object whose own enumerable properties are the names and values).
 *
 * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams}
 *
 * @example Each kind of init, the platform's own object included
 * ```ts
 * import { URLSearchParams, type URLSearchParamsInit } from "@urlstd/url/api";
 * import assert from "node:assert/strict";
 * const inits: URLSearchParamsInit[] = [
 *   "?a=1",
 *   [["a", "1"]],
 *   { a: "1" },
 *   new globalThis.URLSearchParams("a=1"),
 * ];
 * for (const init of inits) {
 *   assert.equal(new URLSearchParams(init).toString(), "a=1");
 * }
 * ```
 */
export type URLSearchParamsInit =
  | string
  | URLSearchParams
  | Iterable<Iterable<string>>
  | Record<string, string>;
