// Private: counts the work a function does on strings, so that a test shows
// linear time without a clock. While `countStringWork` runs its callback,
// the String methods that read, scan or build characters (and
// `Array.prototype.join`, `String.fromCharCode`, `String.fromCodePoint`) are
// wrapped from outside: the code under test is unchanged and pays nothing
// when no test counts. The count is a model of the work, the same on every
// engine and every machine load:
//
// - a method that reads one code unit (`charCodeAt`, `at`, …) counts 1;
// - a search (`indexOf`, `lastIndexOf`, `includes`, `startsWith`,
//   `endsWith`) counts the code units it passes over;
// - a method that builds strings (`slice`, `toLowerCase`, `split`, `join`,
//   `replace`, …) counts 1 plus the code units it builds (and, for `split`,
//   `replace` and `replaceAll`, the ones it scans).
//
// Concatenation with `+` and indexing with `[]` are not seen: for code that
// builds or reads strings only that way, count something else.

import assert from "node:assert/strict";

const READS = ["charCodeAt", "codePointAt", "charAt", "at"] as const;
const BUILDS = [
  "slice",
  "substring",
  "substr",
  "toLowerCase",
  "toUpperCase",
  "normalize",
  "repeat",
  "padStart",
  "padEnd",
  "trim",
  "trimStart",
  "trimEnd",
  "concat",
  "toWellFormed",
] as const;
/** Builders that scan the whole receiver too. */
const SCANNING_BUILDS = ["split", "replace", "replaceAll"] as const;

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

function lengthOf(result: unknown): number {
  if (typeof result === "string") return result.length;
  if (Array.isArray(result)) {
    let sum = 0;
    for (let i = 0; i < result.length; i++) {
      if (typeof result[i] === "string") sum += (result[i] as string).length;
    }
    return sum;
  }
  return 0;
}

/** The code units a search passed over, from its arguments and result. */
function scanned(
  method: string,
  receiver: string,
  args: unknown[],
  result: unknown,
): number {
  const needle = String(args[0]).length;
  const length = receiver.length;
  if (method === "startsWith" || method === "endsWith") return needle;
  const from = Math.min(
    Math.max(Math.trunc(Number(args[1] ?? 0)) || 0, 0),
    length,
  );
  if (method === "lastIndexOf") {
    const start = args[1] === undefined ? length : from;
    const at = result as number;
    return start - (at === -1 ? 0 : at) + needle;
  }
  // indexOf and includes (the latter's hit is unknown: count it all).
  if (method === "indexOf" && result !== -1) {
    return (result as number) - from + needle;
  }
  return length - from;
}

/**
 * Runs `run` with the string methods counted; returns its result and the
 * work counted.
 */
export function countStringWork<T>(run: () => T): { work: number; result: T } {
  let work = 0;
  const restore: (() => void)[] = [];
  const wrap = (
    owner: object,
    name: string,
    count: (receiver: unknown, args: unknown[], result: unknown) => number,
  ) => {
    const original = (owner as Record<string, AnyFunction>)[name];
    if (typeof original !== "function") return;
    const wrapped = function (this: unknown, ...args: unknown[]): unknown {
      const result = Reflect.apply(original, this, args);
      work += count(this, args, result);
      return result;
    };
    (owner as Record<string, unknown>)[name] = wrapped;
    restore.push(() => {
      (owner as Record<string, unknown>)[name] = original;
    });
  };
  const proto = String.prototype;
  for (const name of READS) wrap(proto, name, () => 1);
  for (const name of BUILDS) wrap(proto, name, (_, __, r) => 1 + lengthOf(r));
  for (const name of SCANNING_BUILDS) {
    wrap(proto, name, (s, _, r) => 1 + String(s).length + lengthOf(r));
  }
  for (
    const name of [
      "indexOf",
      "lastIndexOf",
      "includes",
      "startsWith",
      "endsWith",
    ]
  ) {
    wrap(proto, name, (s, args, r) => 1 + scanned(name, String(s), args, r));
  }
  wrap(Array.prototype, "join", (_, __, r) => 1 + lengthOf(r));
  wrap(String, "fromCharCode", (_, __, r) => 1 + lengthOf(r));
  wrap(String, "fromCodePoint", (_, __, r) => 1 + lengthOf(r));
  try {
    const result = run();
    return { work, result };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}

/**
 * Asserts that the work of size `8 * n` is at most 9 times the string work
 * of size `n`, counted by {@linkcode countStringWork}: linear work gives at
 * most 8, quadratic about 64. `prepare(n)` builds the input of size n (not
 * counted) and returns the work to count, as a shape of
 * bench/complexity_bench.ts does. The larger run must count at least one
 * unit per `8 * n`, so that work that goes uncounted fails instead of
 * passing. Returns the two counts.
 */
export function assertLinearWork(
  prepare: (n: number) => () => unknown,
  n: number,
): [number, number] {
  const smallRun = prepare(n);
  const small = countStringWork(smallRun).work;
  const largeRun = prepare(8 * n);
  const large = countStringWork(largeRun).work;
  assert.ok(
    large >= 8 * n,
    `only ${large} units of work counted for a run of size ${8 * n}`,
  );
  assert.ok(
    large <= 9 * small,
    `8 times the input did ${(large / small).toFixed(1)} times the work ` +
      `(${small} then ${large})`,
  );
  return [small, large];
}
