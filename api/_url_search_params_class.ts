// Private: the class behind `URLSearchParams` (./url_search_params.ts), whose
// public type is an interface: the class's #private fields would make it
// nominal, so that no other implementation's objects (the platform's) would
// be assignable to it.

import {
  encodeFormPair,
  findFormValue,
  parseFormList,
  serializeFormSpans,
} from "../urlencoded/_pairs.ts";
import { defineInterfaceShape, requireArgs, toUSVString } from "./_webidl.ts";
import {
  convertInit,
  type URLSearchParamsInit,
} from "./_search_params_init.ts";

import {
  defineInspection,
  ENTRIES,
  HOLE,
  indexOfName,
  indexOfPair,
  indexPair,
  indexPairs,
  inspectPairs,
  KEYS,
  NOT_THERE,
  type PairIndex,
  punchPairs,
  removePairs,
  sortPairs,
  VALUES,
} from "./_pair_list.ts";
import type { URLSearchParamsIterator as IteratorOf } from "./_types.ts";
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
 * One object that lives as long as the class, made in its static block, so
 * that there is always a live URLSearchParams: what the engine compiled for
 * these objects then outlasts a collection that finds no other (see
 * mapKeeper in ./url.ts).
 */
let mapKeeper: URLSearchParams | undefined;
/** The same for the iterators' class, made in its static block. */
let iteratorMapKeeper: URLSearchParamsIterator<string> | undefined;

/**
 * The `URLSearchParams` interface's class; its members' documentation is on
 * the interface.
 *
 * @see {@link https://url.spec.whatwg.org/#interface-urlsearchparams}
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
  // The list's index by name: set() and delete() build it once they have
  // scanned the list a few times (#scanned counts the pairs), and keep it
  // in step until the list is compacted or sorted.
  #index: PairIndex | null = null;
  #scanned = 0;
  // How many pairs set() and delete() removed from the list by making holes
  // of them (HOLE names), which #items() compacts away.
  #holes = 0;

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

  /** The list, parsed from #raw now if it was not yet; holes included. */
  #pairs(): string[] {
    return this.#list ??= parseFormList(this.#raw, this.#spans = []);
  }

  /** The list without holes, as the standard's list is. */
  #items(): string[] {
    const list = this.#pairs();
    if (this.#holes !== 0) {
      removePairs(list, this.#spans, 0, HOLE, undefined);
      this.#holes = 0;
      this.#index = null;
    }
    return list;
  }

  /**
   * The index, built now once set() and delete() have scanned more than
   * four times the list's length without it (so that their scans cost at
   * most a constant times that length before it is there); or null.
   */
  #indexed(list: string[]): PairIndex | null {
    if (
      this.#index === null &&
      (this.#scanned += list.length) > 4 * list.length + 64
    ) {
      this.#index = indexPairs(list);
    }
    return this.#index;
  }

  /**
   * Turns into holes the pairs at the indices `at[from]`, … with the name
   * (whose indices `at` are) and the value, if not undefined; the list is
   * compacted when holes are more than half of its pairs.
   */
  #punch(
    list: string[],
    name: string,
    at: number[],
    from: number,
    value: string | undefined,
  ): void {
    const removed = punchPairs(list, at, from, value);
    if (removed > 0) {
      if (at.length === 0) this.#index?.delete(name);
      this.#serialized = null;
      if ((this.#holes += removed) > list.length >> 2) this.#items();
    }
  }

  /** Appends a pair to the list and to the cached serialization, if any. */
  #push(list: string[], name: string, value: string): void {
    if (this.#index !== null) indexPair(this.#index, name, list.length);
    list.push(name, value);
    this.#spans?.push(-1, -1);
    const cached = this.#serialized;
    if (cached !== null) {
      this.#serialized = (cached === "" ? "" : cached + "&") +
        encodeFormPair(name, value);
    }
  }

  get size(): number {
    return (this.#pairs().length >> 1) - this.#holes;
  }

  append(name: string, value: string): void {
    const list = this.#pairs();
    requireArgs(arguments.length, 2, "URLSearchParams.append");
    this.#push(list, toUSVString(name), toUSVString(value));
    this.#onUpdate?.(); // the "update" steps
  }

  delete(name: string, value: string | undefined = undefined): void {
    const list = this.#pairs();
    requireArgs(arguments.length, 1, "URLSearchParams.delete");
    name = toUSVString(name);
    if (value !== undefined) value = toUSVString(value);
    const index = this.#indexed(list);
    if (index === null) {
      const first = indexOfPair(list, 0, name, value);
      if (first !== -1) {
        removePairs(list, this.#spans, first, name, value);
        this.#serialized = null;
      }
    } else {
      const at = index.get(name);
      if (at !== undefined) this.#punch(list, name, at, 0, value);
    }
    this.#onUpdate?.(); // the "update" steps
  }

  get(name: string): string | null {
    const list = this.#list; // the brand check, before the arguments' conversion
    requireArgs(arguments.length, 1, "URLSearchParams.get");
    return this.#get(list, name);
  }

  /** get() after its brand and argument checks; has() of a name alone. */
  #get(list: string[] | null, name: string): string | null {
    if (list !== null && typeof name === "string" && this.#holes === 0) {
      // The name as given, before its conversion (see indexOfName()).
      const at = indexOfName(list, name);
      if (at >= 0) return list[at + 1];
      if (at === NOT_THERE) return null;
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
    const list = this.#pairs();
    const at = this.#index === null
      ? indexOfPair(list, 0, name, undefined)
      : this.#index.get(name)?.[0] ?? -1;
    return at === -1 ? null : list[at + 1];
  }

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

  has(name: string, value: string | undefined = undefined): boolean {
    const list = this.#list; // the brand check, before the arguments' conversion
    requireArgs(arguments.length, 1, "URLSearchParams.has");
    if (value === undefined) return this.#get(list, name) !== null;
    name = toUSVString(name);
    value = toUSVString(value);
    return indexOfPair(this.#items(), 0, name, value) !== -1;
  }

  set(name: string, value: string): void {
    const list = this.#pairs();
    requireArgs(arguments.length, 2, "URLSearchParams.set");
    name = toUSVString(name);
    value = toUSVString(value);
    const index = this.#indexed(list);
    const at = index?.get(name);
    const first = index === null
      ? indexOfPair(list, 0, name, undefined)
      : at?.[0] ?? -1;
    if (first === -1) {
      this.#push(list, name, value);
    } else {
      if (list[first + 1] !== value) {
        list[first + 1] = value;
        if (this.#spans !== null) {
          this.#spans[first] = this.#spans[first + 1] = -1;
        }
        this.#serialized = null;
      }
      if (at !== undefined) {
        this.#punch(list, name, at, 1, undefined);
      } else if (removePairs(list, this.#spans, first + 2, name, undefined)) {
        this.#serialized = null;
      }
    }
    this.#onUpdate?.(); // the "update" steps
  }

  sort(): void {
    if (sortPairs(this.#items(), this.#spans)) {
      this.#serialized = this.#index = null;
    }
    this.#onUpdate?.(); // the "update" steps
  }

  toString(): string {
    return this.#serialized ??= serializeFormSpans(
      this.#items(),
      this.#spans,
      this.#raw,
    );
  }

  entries(): IteratorOf<[string, string]> {
    this.#items(); // the brand check
    return new URLSearchParamsIterator<[string, string]>(this, ENTRIES, listOf);
  }

  keys(): IteratorOf<string> {
    this.#items();
    return new URLSearchParamsIterator<string>(this, KEYS, listOf);
  }

  values(): IteratorOf<string> {
    this.#items();
    return new URLSearchParamsIterator<string>(this, VALUES, listOf);
  }

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

  declare [Symbol.iterator]: () => IteratorOf<[string, string]>;

  static {
    // The optional arguments' `= undefined` defaults leave each function's
    // length Web IDL's count of its required arguments.
    defineInterfaceShape(this, "URLSearchParams");
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

    listOf = (params) => (params as URLSearchParams).#items();
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
      params.#lookups = params.#holes = 0;
      params.#index = null;
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
 * @param params The URL's query object (one this class made: the public
 * type is an interface, which other objects match too).
 * @param query The URL's new query, without `?`, or `null` for an empty list.
 */
export function resetSearchParamsList(
  params: object,
  query: string | null,
): void {
  resetParams(params as URLSearchParams, query);
}
