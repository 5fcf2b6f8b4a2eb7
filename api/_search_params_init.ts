// Private: the Web IDL conversion of `new URLSearchParams(init)`'s argument,
// a (sequence<sequence<USVString>> or record<USVString, USVString> or
// USVString), to what the constructor keeps: a string to parse, or a flat
// list [name0, value0, name1, value1, ...].

import { toScalarValueString } from "../percent/decode.ts";
import { toUSVString } from "./_webidl.ts";

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
 * @see {@link https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams}
 * @see {@link https://webidl.spec.whatwg.org/#es-union}
 * @returns The string to parse, or the list of pairs.
 */
export function convertInit(init: unknown): string | string[] {
  if (!isObject(init)) return toUSVString(init);
  const method = (init as Record<symbol, unknown>)[Symbol.iterator];
  if (method === undefined || method === null) {
    return recordToList(init as Record<string, unknown>);
  }
  const list: string[] = [];
  let wrongSize = false;
  forEachItem(init, method, "", (pair) => {
    // One inner sequence<USVString>: every item is converted, however many.
    if (!isObject(pair)) throw initError(" pair must be an iterable object");
    const pairMethod = (pair as Record<symbol, unknown>)[Symbol.iterator];
    if (pairMethod === undefined || pairMethod === null) {
      throw initError(" pair must be iterable");
    }
    let size = 0;
    let name = "";
    let value = "";
    forEachItem(pair, pairMethod, " pair", (item) => {
      const converted = toUSVString(item);
      if (size === 0) name = converted;
      else if (size === 1) value = converted;
      size++;
    });
    if (size === 2) list.push(name, value);
    else wrongSize = true;
  });
  // The "initialize" steps' check, after the whole sequence is converted.
  if (wrongSize) throw initError(" pair must have exactly two items");
  return list;
}

let arrayValues: unknown;
let arrayIteratorPrototype: { next: unknown } | undefined;
let arrayIteratorNext: unknown;

/** Whether iterating `value` with `method` is a plain indexed loop. */
function isPlainArray(value: unknown, method: unknown): value is unknown[] {
  if (!Array.isArray(value)) return false;
  if (arrayIteratorPrototype === undefined) {
    arrayValues = Array.prototype[Symbol.iterator];
    arrayIteratorPrototype = Object.getPrototypeOf([][Symbol.iterator]());
    arrayIteratorNext = arrayIteratorPrototype!.next;
  }
  return method === arrayValues &&
    arrayIteratorPrototype!.next === arrayIteratorNext;
}

/**
 * Web IDL's iteration of a sequence: calls `each` with every item of
 * `value`'s iterator, got from `method` (its @@iterator). As in Web IDL, an
 * iterator is not closed when `each` throws.
 *
 * @see {@link https://webidl.spec.whatwg.org/#create-sequence-from-iterable}
 * @param what What `value` is, for error messages ("" or " pair").
 */
function forEachItem(
  value: object,
  method: unknown,
  what: string,
  each: (item: unknown) => void,
): void {
  if (typeof method !== "function") {
    throw initError(what + "'s @@iterator is not callable");
  }
  if (isPlainArray(value, method)) {
    for (let i = 0; i < value.length; i++) each(value[i]);
    return;
  }
  const iterator = method.call(value);
  if (!isObject(iterator)) {
    throw initError(what + "'s iterator is not an object");
  }
  const next = (iterator as { next: (this: unknown) => unknown }).next;
  for (;;) {
    const result = next.call(iterator) as IteratorResult<unknown>;
    if (!isObject(result)) {
      throw initError(what + "'s iterator result is not an object");
    }
    if (result.done) return;
    each(result.value);
  }
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
