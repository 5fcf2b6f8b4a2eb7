/**
 * The `URLSearchParams` class of the URL Standard.
 *
 * @module
 */

import {
  encodeFormPair,
  findFormValue,
  parseFormList,
  serializeFormSpans,
} from "../urlencoded/pairs.ts";
import { defineInterfaceShape, requireArgs, toUSVString } from "./_webidl.ts";
import {
  convertInit,
  type URLSearchParamsInit,
} from "./_search_params_init.ts";

export type { URLSearchParamsInit };
import {
  defineInspection,
  ENTRIES,
  indexOfPair,
  inspectPairs,
  KEYS,
  removePairs,
  setPairAt,
  sortPairs,
  VALUES,
} from "./_pair_list.ts";
import type { URLSearchParamsIterator as IteratorOf } from "./url.ts";
import {
  iteratorNext,
  type ListOf,
  URLSearchParamsIterator,
} from "./_search_params_iterator.ts";

/**
 * What a `URLSearchParams` calls on the `URL` object it belongs to: its
 * "update" steps, after every change to the list. The URL's query is then
 * the list's serialization (`toString()`; a null query when that is empty),
 * which the URL reads when it needs it, so that a run of changes serializes
 * the list once. It must not reset the list. A function the URL makes, not
 * a method of the URL: nothing on `URL.prototype` lets other code call it.
 *
 * @internal
 */
export type QueryUpdate = () => void;

// How many times get() and has() may scan an unparsed query before parsing
// it: a single lookup, the most common use, keeps no list.
const RAW_LOOKUPS = 4;

// Access to the private state, for the iterators and the URL link (set in
// the class's static block: a class's private names are only visible inside
// it).
let listOf: ListOf;
let copyList: (init: object, method: unknown) => string[] | null;
let resetParams: (
  params: URLSearchParams,
  query: string | null,
  onUpdate?: QueryUpdate,
) => void;
/**
 * One object that lives as long as the class, made in its static block: V8
 * frees the hidden class (map) of URLSearchParams objects at a garbage
 * collection that finds none alive, and discards the optimized code that
 * depends on it (see mapKeeper in ./url.ts).
 */
let mapKeeper: URLSearchParams | undefined;
/** The same for the iterators' class, made in its static block. */
let iteratorMapKeeper: URLSearchParamsIterator<string> | undefined;

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
export class URLSearchParams {
  // The list, flat: [name0, value0, name1, value1, ...]; null until #raw is
  // parsed (lazily, on first use).
  #list: string[] | null = null;
  #raw = "";
  // Once #raw is parsed, null, or parallel to the list: for each pair, where
  // its serialization starts and ends in #raw, or -1 and -1 (see
  // serializeFormSpans), so that toString() only encodes the pairs that
  // changed. #raw is kept while this is not null.
  #spans: number[] | null = null;
  // The serialization of the list, or null when not known.
  #serialized: string | null = null;
  // The URL object's "update" steps, for the query object of a URL: tell
  // the URL that its query is now the list's serialization.
  #onUpdate: QueryUpdate | undefined;
  // How many get()/has() calls looked into #raw without parsing it.
  #lookups = 0;

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
  constructor(init: URLSearchParamsInit | undefined = undefined) {
    if (init === undefined) {
      this.#list = [];
      return;
    }
    const converted = typeof init === "string"
      ? init
      : convertInit(init, copyList);
    if (typeof converted === "string") {
      this.#raw = converted.charCodeAt(0) === 0x3f
        ? converted.slice(1)
        : converted;
    } else {
      this.#list = converted;
    }
  }

  /** The list, parsed from #raw now if it was not yet. */
  #items(): string[] {
    return this.#list ??= parseFormList(this.#raw, this.#spans = []);
  }

  /** Appends a pair to the list and to the cached serialization, if any. */
  #push(list: string[], name: string, value: string): void {
    list.push(name, value);
    this.#spans?.push(-1, -1);
    const cached = this.#serialized;
    if (cached !== null) {
      this.#serialized = (cached === "" ? "" : cached + "&") +
        encodeFormPair(name, value);
    }
  }

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
  get size(): number {
    return this.#items().length >> 1;
  }

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
  append(name: string, value: string): void {
    const list = this.#items();
    requireArgs(arguments.length, 2, "URLSearchParams.append");
    this.#push(list, toUSVString(name), toUSVString(value));
    this.#onUpdate?.(); // the "update" steps
  }

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
  delete(name: string, value: string | undefined = undefined): void {
    const list = this.#items();
    requireArgs(arguments.length, 1, "URLSearchParams.delete");
    name = toUSVString(name);
    if (value !== undefined) value = toUSVString(value);
    const first = indexOfPair(list, 0, name, value);
    if (first !== -1) {
      removePairs(list, this.#spans, first, name, value);
      this.#serialized = null;
    }
    this.#onUpdate?.(); // the "update" steps
  }

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
  get(name: string): string | null {
    const list = this.#list; // the brand check, before the arguments' conversion
    requireArgs(arguments.length, 1, "URLSearchParams.get");
    if (list !== null && typeof name === "string") {
      // A list holds scalar value strings only, so a string equal to one of
      // its names is one: found as given, it needs no conversion; not found,
      // it is not there unless its conversion changes it.
      const at = indexOfPair(list, 0, name, undefined);
      if (at !== -1) return list[at + 1];
      if (toUSVString(name) === name) return null;
    }
    return this.#valueOf(toUSVString(name));
  }

  /**
   * The value of the first pair with the name, or `null`. Until the list is
   * parsed, the first few calls look the name up in the query itself.
   */
  #valueOf(name: string): string | null {
    if (this.#list === null && this.#lookups++ < RAW_LOOKUPS) {
      return findFormValue(this.#raw, name);
    }
    const list = this.#items();
    const at = indexOfPair(list, 0, name, undefined);
    return at === -1 ? null : list[at + 1];
  }

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
  getAll(name: string): string[] {
    const list = this.#items();
    requireArgs(arguments.length, 1, "URLSearchParams.getAll");
    name = toUSVString(name);
    const values: string[] = [];
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === name) values.push(list[i + 1]);
    }
    return values;
  }

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
  has(name: string, value: string | undefined = undefined): boolean {
    const list = this.#list; // the brand check, before the arguments' conversion
    requireArgs(arguments.length, 1, "URLSearchParams.has");
    if (list !== null && value === undefined && typeof name === "string") {
      // As in get().
      if (indexOfPair(list, 0, name, undefined) !== -1) return true;
      if (toUSVString(name) === name) return false;
    }
    name = toUSVString(name);
    if (value === undefined) return this.#valueOf(name) !== null;
    value = toUSVString(value);
    return indexOfPair(this.#items(), 0, name, value) !== -1;
  }

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
  set(name: string, value: string): void {
    const list = this.#items();
    requireArgs(arguments.length, 2, "URLSearchParams.set");
    name = toUSVString(name);
    value = toUSVString(value);
    const first = indexOfPair(list, 0, name, undefined);
    if (first === -1) {
      this.#push(list, name, value);
    } else if (setPairAt(list, this.#spans, first, value)) {
      this.#serialized = null;
    }
    this.#onUpdate?.(); // the "update" steps
  }

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
  sort(): void {
    if (sortPairs(this.#items(), this.#spans)) this.#serialized = null;
    this.#onUpdate?.(); // the "update" steps
  }

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
  toString(): string {
    return this.#serialized ??= serializeFormSpans(
      this.#items(),
      this.#spans,
      this.#raw,
    );
  }

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
  entries(): IteratorOf<[string, string]> {
    this.#items(); // the brand check
    return new URLSearchParamsIterator<[string, string]>(this, ENTRIES, listOf);
  }

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
  keys(): IteratorOf<string> {
    this.#items();
    return new URLSearchParamsIterator<string>(this, KEYS, listOf);
  }

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
  values(): IteratorOf<string> {
    this.#items();
    return new URLSearchParamsIterator<string>(this, VALUES, listOf);
  }

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
    thisArg: unknown = undefined,
  ): void {
    let list = this.#items();
    requireArgs(arguments.length, 1, "URLSearchParams.forEach");
    if (typeof callback !== "function") {
      throw new TypeError(
        "URLSearchParams.forEach requires a function as its callback",
      );
    }
    for (let i = 0; i < list.length; i += 2) {
      callback.call(thisArg, list[i + 1], list[i], this);
      list = this.#items();
    }
  }

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
  declare [Symbol.iterator]: () => IteratorOf<[string, string]>;

  static {
    // The optional arguments' `= undefined` defaults leave each function's
    // length Web IDL's count of its required arguments.
    defineInterfaceShape(this, { name: "URLSearchParams" });
    defineInspection(this.prototype, (params, quote) => {
      // e.g. `URLSearchParams { "a" => "1" }`, as the runtimes show theirs.
      const list = params.#items();
      return list.length === 0
        ? "URLSearchParams {}"
        : "URLSearchParams { " + inspectPairs(list, 0, quote) + " }";
    });
    // Web IDL: @@iterator is `entries`, writable and configurable.
    Object.defineProperty(this.prototype, Symbol.iterator, {
      value: this.prototype.entries,
      writable: true,
      configurable: true,
    });

    listOf = (params) => params.#items();
    // Another URLSearchParams, iterated as usual: copy its list.
    const entries = this.prototype.entries;
    copyList = (init, method) =>
      #list in init && method === entries &&
        iteratorNext === URLSearchParamsIterator.prototype.next
        ? init.#items().slice()
        : null;
    resetParams = (params, query, onUpdate) => {
      if (onUpdate !== undefined) params.#onUpdate = onUpdate;
      params.#list = query === null ? [] : null;
      params.#raw = query ?? "";
      params.#spans = null;
      params.#serialized = query === null ? "" : null;
      params.#lookups = 0;
    };
    mapKeeper ??= new this();
    iteratorMapKeeper ??= new URLSearchParamsIterator(mapKeeper, KEYS, listOf);
  }
}

/**
 * Creates the query object of a URL: a `URLSearchParams` whose list is the
 * parse of `query` (done lazily) and whose changes call `onUpdate`.
 *
 * @internal
 * @see {@link https://url.spec.whatwg.org/#dom-url-url}
 * @param onUpdate The URL object's "update" steps.
 * @param query The URL's query, without `?`; `""` for a null query.
 * @returns The linked `URLSearchParams`.
 */
export function newLinkedSearchParams(
  onUpdate: QueryUpdate,
  query: string,
): URLSearchParams {
  const params = new URLSearchParams();
  resetParams(params, query, onUpdate);
  return params;
}

/**
 * Replaces the list of a URL's query object after the URL's query was set
 * (by the `href` or `search` setters), without updating the URL.
 *
 * @internal
 * @see {@link https://url.spec.whatwg.org/#dom-url-search}
 * @param params The URL's query object.
 * @param query The URL's new query, without `?`, or `null` for an empty list.
 */
export function resetSearchParamsList(
  params: URLSearchParams,
  query: string | null,
): void {
  resetParams(params, query);
}
