// Private: the default iterator objects of URLSearchParams (entries(),
// keys(), values() and @@iterator).

import { defineInspection, inspectPairs, KEYS, VALUES } from "./_pair_list.ts";
import { defineInterfaceShape } from "./_webidl.ts";

export { ENTRIES, KEYS, VALUES } from "./_pair_list.ts";

/**
 * Reads a URLSearchParams' current list (the flat list of its pairs). The
 * iterator holds its target as an `object`: only the class reads its list.
 */
export type ListOf = (params: object) => string[];

/**
 * The class's objects inherit from `Iterator.prototype` (set in its static
 * block), so they have its methods.
 */
export interface URLSearchParamsIterator<T>
  extends IteratorObject<T, BuiltinIteratorReturn, unknown> {}

/**
 * The default iterator object of `URLSearchParams`: it holds its target and
 * an index, and reads the target's current list at each `next()`.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-default-iterator-object}
 */
export class URLSearchParamsIterator<T> {
  #params: object;
  #kind: number;
  #listOf: ListOf;
  #index = 0; // into the flat list

  constructor(params: object, kind: number, listOf: ListOf) {
    this.#params = params;
    this.#kind = kind;
    this.#listOf = listOf;
  }

  next(): IteratorResult<T, undefined> {
    const list = this.#listOf(this.#params);
    const i = this.#index;
    if (i >= list.length) return { value: undefined, done: true };
    this.#index = i + 2;
    const kind = this.#kind;
    return {
      value:
        (kind === KEYS
          ? list[i]
          : kind === VALUES
          ? list[i + 1]
          : [list[i], list[i + 1]]) as T,
      done: false,
    };
  }

  declare [Symbol.iterator]: () => URLSearchParamsIterator<T>;

  static {
    // %URLSearchParamsIteratorPrototype%: inherits from %IteratorPrototype%,
    // has an enumerable `next` and a @@toStringTag, as an interface's
    // prototype has, and no `constructor`.
    const proto = this.prototype;
    defineInterfaceShape(this, "URLSearchParams Iterator");
    defineInspection(
      proto,
      (iterator, quote) =>
        "URLSearchParams Iterator { " +
        inspectPairs(
          iterator.#listOf(iterator.#params),
          iterator.#index,
          quote,
          iterator.#kind,
        ) + " }",
    );
    Object.setPrototypeOf(
      proto,
      Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())),
    );
    delete (proto as { constructor?: unknown }).constructor;
  }
}

/**
 * The iterators' own `next`: while `URLSearchParamsIterator.prototype.next`
 * is still this, iterating a URLSearchParams is reading its list.
 */
export const iteratorNext: unknown = URLSearchParamsIterator.prototype.next;
