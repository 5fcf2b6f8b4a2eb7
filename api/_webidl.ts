// Private: the few Web IDL conversions the API classes need.

import { toScalarValueString } from "../percent/decode.ts";

/**
 * Converts a JavaScript value to a USVString as Web IDL does: ToString
 * (which throws a TypeError for a Symbol, and calls `toString()`/`valueOf()`
 * of objects), then each lone surrogate becomes U+FFFD.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-USVString}
 */
export function toUSVString(value: unknown): string {
  // A template literal is ECMAScript's ToString: unlike String(), it throws
  // for a Symbol.
  return toScalarValueString(typeof value === "string" ? value : `${value}`);
}

/** What {@linkcode defineInterfaceShape} gives a class. */
export interface InterfaceShape {
  /** The interface's name: its @@toStringTag. */
  readonly name: string;
  /** The prototype's attributes and operations. */
  readonly members: readonly string[];
  /** The static operations. */
  readonly statics?: readonly string[];
  /** The constructor's required arguments. */
  readonly length: number;
  /** Operations (on the prototype, or static) whose length the code's is not. */
  readonly lengths?: Readonly<Record<string, number>>;
}

/**
 * Gives a class the shape Web IDL gives an interface: attributes,
 * operations and static operations enumerable, each function's length the
 * count of its required arguments, and @@toStringTag a read-only data
 * property.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-interfaces}
 */
export function defineInterfaceShape(
  // deno-lint-ignore ban-types -- any class
  cls: Function,
  shape: InterfaceShape,
): void {
  const proto = cls.prototype;
  for (const name of shape.members) {
    Object.defineProperty(proto, name, { enumerable: true });
  }
  for (const name of shape.statics ?? []) {
    Object.defineProperty(cls, name, { enumerable: true });
  }
  Object.defineProperty(cls, "length", { value: shape.length });
  for (const [name, length] of Object.entries(shape.lengths ?? {})) {
    const owner = Object.hasOwn(proto, name) ? proto : cls;
    Object.defineProperty(owner[name], "length", { value: length });
  }
  Object.defineProperty(proto, Symbol.toStringTag, {
    value: shape.name,
    writable: false,
    enumerable: false,
    configurable: true,
  });
}

/**
 * Throws the TypeError of a Web IDL operation called with too few arguments.
 *
 * @param count The number of arguments given (`arguments.length`).
 * @param required The number of required arguments.
 * @param method The operation, e.g. `"URLSearchParams.append"`.
 */
export function requireArgs(
  count: number,
  required: number,
  method: string,
): void {
  if (count < required) {
    throw new TypeError(
      `${method} requires ${required} argument${
        required === 1 ? "" : "s"
      }, but only ${count} ${count === 1 ? "was" : "were"} given`,
    );
  }
}

/** Web IDL's record<USVString, USVString> conversion, to a flat list. */
export function recordToList(record: Record<string, unknown>): string[] {
  const list: string[] = [];
  const keys = Reflect.ownKeys(record);
  let changedKey = false;
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    if (!Object.prototype.propertyIsEnumerable.call(record, key)) continue;
    // The key is converted first: for a Symbol, ToString throws.
    if (typeof key === "symbol") {
      throw new TypeError(
        "URLSearchParams init record has a Symbol key, not a string",
      );
    }
    const name = toScalarValueString(key);
    if (name !== key) changedKey = true;
    list.push(name, toUSVString(record[key]));
  }
  return changedKey ? dedupeNames(list) : list;
}

/**
 * A record maps each name once: when converting lone surrogates made two
 * keys equal, the first position stays, with the last value.
 */
function dedupeNames(list: string[]): string[] {
  const positions = new Map<string, number>();
  const out: string[] = [];
  for (let i = 0; i < list.length; i += 2) {
    const at = positions.get(list[i]);
    if (at === undefined) {
      positions.set(list[i], out.length);
      out.push(list[i], list[i + 1]);
    } else {
      out[at + 1] = list[i + 1];
    }
  }
  return out;
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
 * Web IDL's sequence<sequence<USVString>> conversion, to a flat list, then
 * the "initialize" steps' check that each inner sequence has two items. As
 * in Web IDL, the whole sequence is converted before that check, and an
 * iterator is not closed when a conversion throws.
 */
export function sequenceToList(init: object, method: unknown): string[] {
  const list: string[] = [];
  let wrongSize = false;
  if (isPlainArray(init, method)) {
    for (let i = 0; i < init.length; i++) {
      if (!pushPair(list, init[i])) wrongSize = true;
    }
  } else {
    const iterator = (method as (this: unknown) => unknown).call(init);
    if (typeof iterator !== "object" || iterator === null) {
      throw new TypeError("URLSearchParams init's iterator is not an object");
    }
    const next = (iterator as { next: unknown }).next as (
      this: unknown,
    ) => unknown;
    for (;;) {
      const result = next.call(iterator) as IteratorResult<unknown>;
      if (typeof result !== "object" || result === null) {
        throw new TypeError("Iterator result is not an object");
      }
      if (result.done) break;
      if (!pushPair(list, result.value)) wrongSize = true;
    }
  }
  if (wrongSize) {
    throw new TypeError(
      "Each URLSearchParams init pair must have exactly two items",
    );
  }
  return list;
}

/**
 * Converts one inner sequence<USVString> and appends its two items to
 * `list`; returns false when it does not have exactly two.
 */
function pushPair(list: string[], pair: unknown): boolean {
  if (
    (typeof pair !== "object" || pair === null) && typeof pair !== "function"
  ) {
    throw new TypeError(
      "Each URLSearchParams init pair must be an iterable object",
    );
  }
  const method = (pair as Record<symbol, unknown>)[Symbol.iterator];
  if (method === undefined || method === null) {
    throw new TypeError("Each URLSearchParams init pair must be iterable");
  }
  if (typeof method !== "function") {
    throw new TypeError(
      "URLSearchParams init pair's @@iterator is not callable",
    );
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
    const iterator = method.call(pair);
    if (typeof iterator !== "object" || iterator === null) {
      throw new TypeError(
        "URLSearchParams init pair's iterator is not an object",
      );
    }
    const next = iterator.next;
    for (;; size++) {
      const result = next.call(iterator);
      if (typeof result !== "object" || result === null) {
        throw new TypeError("Iterator result is not an object");
      }
      if (result.done) break;
      const item = toUSVString(result.value);
      if (size === 0) name = item;
      else if (size === 1) value = item;
    }
  }
  if (size !== 2) return false;
  list.push(name, value);
  return true;
}
