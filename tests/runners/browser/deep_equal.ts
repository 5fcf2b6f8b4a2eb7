/**
 * Node.js's strict deep equality (`assert.deepStrictEqual`,
 * `util.isDeepStrictEqual`), for browsers: `Object.is` on primitives, equal
 * prototypes and `toString` tags, the same own enumerable keys (symbols
 * included, so array holes count), and by-content comparison of dates,
 * regular expressions, errors, boxed primitives, typed arrays, maps and
 * sets. `deep_equal_test.ts` checks it against Node.js's own.
 *
 * @module
 */

type Memo = Map<object, Set<object>>;

const tag = (value: object) => Object.prototype.toString.call(value);

function enumerableKeys(value: object): (string | symbol)[] {
  return Reflect.ownKeys(value).filter((key) =>
    Object.prototype.propertyIsEnumerable.call(value, key)
  );
}

/** Whether `a` and `b` are equal as `assert.deepStrictEqual` sees it. */
export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  return equal(a, b, new Map());
}

function equal(a: unknown, b: unknown, memo: Memo): boolean {
  if (Object.is(a, b)) return true;
  if (
    typeof a !== "object" || typeof b !== "object" || a === null || b === null
  ) {
    return false;
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (tag(a) !== tag(b)) return false;
  // Cycles: a pair already under comparison is taken as equal.
  const pairs = memo.get(a);
  if (pairs?.has(b)) return true;
  if (pairs) pairs.add(b);
  else memo.set(a, new Set([b]));
  return contentsEqual(a, b, memo) && keysEqual(a, b, memo);
}

function contentsEqual(a: object, b: object, memo: Memo): boolean {
  if (Array.isArray(a)) {
    return (a as unknown[]).length === (b as unknown[]).length;
  }
  if (a instanceof Date) {
    return Object.is(a.getTime(), (b as Date).getTime());
  }
  if (a instanceof RegExp) {
    const r = b as RegExp;
    return a.source === r.source && a.flags === r.flags &&
      a.lastIndex === r.lastIndex;
  }
  if (a instanceof Error) {
    const e = b as Error;
    if (a.message !== e.message || a.name !== e.name) return false;
    if (("cause" in a) !== ("cause" in e)) return false;
    if ("cause" in a && !equal(a.cause, e.cause, memo)) return false;
  }
  if (ArrayBuffer.isView(a)) {
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    const y = new Uint8Array(
      (b as ArrayBufferView).buffer,
      (b as ArrayBufferView).byteOffset,
      (b as ArrayBufferView).byteLength,
    );
    return x.length === y.length && x.every((byte, i) => byte === y[i]);
  }
  if (a instanceof ArrayBuffer) {
    const x = new Uint8Array(a);
    const y = new Uint8Array(b as ArrayBuffer);
    return x.length === y.length && x.every((byte, i) => byte === y[i]);
  }
  for (const Box of [Number, String, Boolean, BigInt, Symbol] as const) {
    if (a instanceof Box) {
      // deno-lint-ignore no-explicit-any
      return Object.is((a as any).valueOf(), (b as any).valueOf());
    }
  }
  if (a instanceof Set) return setsEqual(a, b as Set<unknown>, memo);
  if (a instanceof Map) return mapsEqual(a, b as Map<unknown, unknown>, memo);
  return true;
}

function keysEqual(a: object, b: object, memo: Memo): boolean {
  const keysA = enumerableKeys(a);
  const keysB = enumerableKeys(b);
  if (keysA.length !== keysB.length) return false;
  const setB = new Set(keysB);
  for (const key of keysA) {
    if (!setB.has(key)) return false;
  }
  const x = a as Record<string | symbol, unknown>;
  const y = b as Record<string | symbol, unknown>;
  return keysA.every((key) => equal(x[key], y[key], memo));
}

function setsEqual(a: Set<unknown>, b: Set<unknown>, memo: Memo): boolean {
  if (a.size !== b.size) return false;
  const unmatched: unknown[] = [];
  for (const value of a) {
    if (!b.has(value)) {
      if (typeof value !== "object" || value === null) return false;
      unmatched.push(value);
    }
  }
  if (unmatched.length === 0) return true;
  const candidates = [...b].filter((value) =>
    typeof value === "object" && value !== null && !a.has(value)
  );
  for (const value of unmatched) {
    const i = candidates.findIndex((c) => equal(value, c, new Map(memo)));
    if (i === -1) return false;
    candidates.splice(i, 1);
  }
  return true;
}

function mapsEqual(
  a: Map<unknown, unknown>,
  b: Map<unknown, unknown>,
  memo: Memo,
): boolean {
  if (a.size !== b.size) return false;
  const unmatched: [unknown, unknown][] = [];
  for (const [key, value] of a) {
    if (b.has(key)) {
      if (!equal(value, b.get(key), memo)) return false;
    } else {
      if (typeof key !== "object" || key === null) return false;
      unmatched.push([key, value]);
    }
  }
  if (unmatched.length === 0) return true;
  const candidates = [...b].filter(([key]) =>
    typeof key === "object" && key !== null && !a.has(key)
  );
  for (const [key, value] of unmatched) {
    const i = candidates.findIndex(([k, v]) =>
      equal(key, k, new Map(memo)) && equal(value, v, new Map(memo))
    );
    if (i === -1) return false;
    candidates.splice(i, 1);
  }
  return true;
}
