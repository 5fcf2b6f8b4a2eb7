// Private: the Web IDL conversion of `new URLSearchParams(init)`'s argument,
// a (sequence<sequence<USVString>> or record<USVString, USVString> or
// USVString), to what the constructor keeps: a string to parse, or a flat
// list [name0, value0, name1, value1, ...].

import { toScalarValueString } from "../percent/decode.ts";
import { toUSVString } from "./_webidl.ts";
import type { URLSearchParamsInit } from "./_types.ts";

export type { URLSearchParamsInit };

/** A TypeError about the init argument. */
function initError(problem: string): TypeError {
  return new TypeError("URLSearchParams init" + problem);
}

/** Whether a value is an object in the ECMAScript sense (functions too). */
function isObject(value: unknown): value is object {
  return (typeof value === "object" && value !== null) ||
    typeof value === "function";
}

/**
 * Converts the init argument (but `undefined`) as Web IDL converts to the
 * union: an object with @@iterator is a sequence, another object a record,
 * anything else a USVString.
 *
 * @param copy Returns the list of a sequence when it can read it faster
 * than its iterator would, with the same result (another URLSearchParams
 * whose iteration is unchanged), else `null`.
 * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams}
 * @see {@link https://webidl.spec.whatwg.org/#es-union}
 * @param init The argument.
 * @returns The string to parse, or the list of pairs.
 */
export function convertInit(
  init: unknown,
  copy: (init: object, method: unknown) => string[] | null,
): string | string[] {
  if (!isObject(init)) return toUSVString(init);
  const method = (init as Record<symbol, unknown>)[Symbol.iterator];
  if (method === undefined || method === null) {
    return recordToList(init as Record<string, unknown>);
  }
  const copied = copy(init, method);
  if (copied !== null) return copied;
  const list: string[] = [];
  let wrongSize = false;
  if (isPlainArray(init, method)) {
    for (let i = 0; i < init.length; i++) {
      if (!pushPair(list, init[i])) wrongSize = true;
    }
  } else {
    const [iterator, next] = openIterator(init, method, "");
    for (let item; (item = step(iterator, next, "")) !== DONE;) {
      if (!pushPair(list, item)) wrongSize = true;
    }
  }
  // The "initialize" steps' check, after the whole sequence is converted.
  if (wrongSize) throw initError(" pair must have exactly two items");
  return list;
}

/**
 * Converts one inner sequence<USVString> (every item, however many) and
 * appends its items to `list` if it has two; returns whether it has.
 */
function pushPair(list: string[], pair: unknown): boolean {
  const method = isObject(pair)
    ? (pair as Record<symbol, unknown>)[Symbol.iterator]
    : undefined;
  if (method === undefined || method === null) {
    throw initError(" pair must be an iterable object");
  }
  let size = 0;
  let name = "";
  let value = "";
  if (isPlainArray(pair, method)) {
    for (; size < pair.length; size++) {
      const item = toUSVString(pair[size]);
      if (size === 0) name = item;
      else if (size === 1) value = item;
    }
  } else {
    const [iterator, next] = openIterator(pair as object, method, " pair");
    for (let item; (item = step(iterator, next, " pair")) !== DONE; size++) {
      const converted = toUSVString(item);
      if (size === 0) name = converted;
      else if (size === 1) value = converted;
    }
  }
  if (size !== 2) return false;
  list.push(name, value);
  return true;
}

// The language's own iteration of arrays: %Array.prototype.values% and
// %ArrayIteratorPrototype% with its `next`.
const arrayValues: unknown = Array.prototype[Symbol.iterator];
const arrayIteratorPrototype: { next: unknown } = Object.getPrototypeOf(
  [][Symbol.iterator](),
);
const arrayIteratorNext: unknown = arrayIteratorPrototype.next;

/** Whether iterating `value` with `method` is a plain indexed loop. */
function isPlainArray(value: unknown, method: unknown): value is unknown[] {
  if (!Array.isArray(value)) return false;
  return method === arrayValues &&
    arrayIteratorPrototype.next === arrayIteratorNext;
}

/** What {@linkcode step} returns at the end of an iterator. */
const DONE: unique symbol = Symbol("done");

/**
 * Starts Web IDL's iteration of a sequence: calls `method` (the value's
 * @@iterator) and reads the iterator's `next`.
 *
 * @see {@link https://webidl.spec.whatwg.org/#create-sequence-from-iterable}
 * @param what What `value` is, for error messages ("" or " pair").
 */
function openIterator(
  value: object,
  method: unknown,
  what: string,
): [object, (this: unknown) => unknown] {
  if (typeof method !== "function") {
    throw initError(what + "'s @@iterator is not callable");
  }
  const iterator = method.call(value);
  if (!isObject(iterator)) {
    throw initError(what + "'s iterator is not an object");
  }
  return [iterator, (iterator as { next: (this: unknown) => unknown }).next];
}

/** The iterator's next item, or {@linkcode DONE}. */
function step(
  iterator: object,
  next: (this: unknown) => unknown,
  what: string,
): unknown {
  const result = next.call(iterator) as IteratorResult<unknown>;
  if (!isObject(result)) {
    throw initError(what + "'s iterator result is not an object");
  }
  return result.done ? DONE : result.value;
}

/**
 * Web IDL's record<USVString, USVString> conversion, to a flat list. A
 * record maps each name once: when converting lone surrogates makes two
 * keys equal, the first position stays, with the last value.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-record}
 */
function recordToList(record: Record<string, unknown>): string[] {
  const list: string[] = [];
  const keys = Reflect.ownKeys(record);
  let positions: Map<string, number> | undefined;
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    if (!Object.prototype.propertyIsEnumerable.call(record, key)) continue;
    // The key is converted first: for a Symbol, ToString throws.
    if (typeof key === "symbol") {
      throw initError(" record has a Symbol key, not a string");
    }
    const name = toScalarValueString(key);
    const value = toUSVString(record[key]);
    if (name !== key && positions === undefined) {
      // From here on two names may be equal: track where each one is.
      positions = new Map();
      for (let i = 0; i < list.length; i += 2) positions.set(list[i], i);
    }
    const at = positions?.get(name);
    if (at !== undefined) {
      list[at + 1] = value;
    } else {
      positions?.set(name, list.length);
      list.push(name, value);
    }
  }
  return list;
}
