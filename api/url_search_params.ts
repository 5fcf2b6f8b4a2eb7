/**
 * The `URLSearchParams` interface of the URL Standard.
 *
 * @module
 */

import type { URLSearchParamsIterator as IteratorOf } from "./url.ts";
import type { URLSearchParamsInit } from "./_search_params_init.ts";
import { URLSearchParams as URLSearchParamsClass } from "./_url_search_params_class.ts";

export type { URLSearchParamsInit };

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
  entries(): IteratorOf<[string, string]>;

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
  keys(): IteratorOf<string>;

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
  values(): IteratorOf<string>;

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
  [Symbol.iterator](): IteratorOf<[string, string]>;
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
 * A list of name-value pairs read from and written to a URL's query string,
 * in the `application/x-www-form-urlencoded` format: the same interface as
 * the `URLSearchParams` built into browsers, Deno and Node.js.
 *
 * Every argument is converted to a string as Web IDL does (lone surrogates
 * becoming U+FFFD), and a missing required argument throws a `TypeError`.
 *
 * @see {@link https://url.spec.whatwg.org/#interface-urlsearchparams}
 *
 * @example Reading and changing a query
 * ```ts
 * import { URLSearchParams } from "@urlstd/url/api";
 * import assert from "node:assert/strict";
 *
 * const params = new URLSearchParams("?q=caf%C3%A9+au+lait&tag=a&tag=b");
 * assert.equal(params.get("q"), "café au lait");
 * assert.deepEqual(params.getAll("tag"), ["a", "b"]);
 *
 * params.set("tag", "c d");
 * params.append("page", "2");
 * assert.equal(params.toString(), "q=caf%C3%A9+au+lait&tag=c+d&page=2");
 * ```
 */
export const URLSearchParams: URLSearchParamsConstructor = URLSearchParamsClass;
