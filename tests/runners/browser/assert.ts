/**
 * `node:assert/strict` for browsers: the same functions with the same
 * strict semantics (`equal` is `Object.is`, `deepEqual` is
 * `deepStrictEqual`), throwing an `AssertionError` with `actual`,
 * `expected` and `operator`. `assert_test.ts` checks it against Node.js's.
 *
 * @module
 */

import { isDeepStrictEqual } from "./deep_equal.ts";
import { inspect } from "./util.ts";

/** The error every failed assertion throws. */
export class AssertionError extends Error {
  actual: unknown;
  expected: unknown;
  operator: string;
  generatedMessage: boolean;
  code = "ERR_ASSERTION";

  constructor(options: {
    message?: string | Error;
    actual?: unknown;
    expected?: unknown;
    operator?: string;
  }) {
    const generated = options.message === undefined;
    super(
      options.message instanceof Error
        ? options.message.message
        : options.message ?? generatedMessage(options),
    );
    this.name = "AssertionError";
    this.actual = options.actual;
    this.expected = options.expected;
    this.operator = options.operator ?? "fail";
    this.generatedMessage = generated;
  }
}

function generatedMessage(
  options: { actual?: unknown; expected?: unknown; operator?: string },
): string {
  const { actual, expected, operator } = options;
  switch (operator) {
    case "strictEqual":
      return `Expected values to be strictly equal:\n\n${inspect(actual)} !== ${
        inspect(expected)
      }`;
    case "notStrictEqual":
      return `Expected "actual" to be strictly unequal to: ${
        inspect(expected)
      }`;
    case "deepStrictEqual":
      return `Expected values to be strictly deep-equal:\n+ actual: ${
        inspect(actual, { depth: 4 })
      }\n- expected: ${inspect(expected, { depth: 4 })}`;
    case "notDeepStrictEqual":
      return `Expected "actual" not to be strictly deep-equal to: ${
        inspect(expected)
      }`;
    case "==":
      return `The expression evaluated to a falsy value:\n\n  assert.ok(${
        inspect(actual)
      })`;
    default:
      return `Failed: ${operator}`;
  }
}

function failWith(
  message: string | Error | undefined,
  fields: { actual?: unknown; expected?: unknown; operator: string },
): never {
  if (message instanceof Error) throw message;
  throw new AssertionError({ message, ...fields });
}

/** Throws unless `value` is truthy. */
export function ok(value: unknown, message?: string | Error): asserts value {
  if (!value) {
    failWith(message, { actual: value, expected: true, operator: "==" });
  }
}

/** Throws unless `Object.is(actual, expected)`. */
export function strictEqual<T>(
  actual: unknown,
  expected: T,
  message?: string | Error,
): asserts actual is T {
  if (!Object.is(actual, expected)) {
    failWith(message, { actual, expected, operator: "strictEqual" });
  }
}

/** Throws if `Object.is(actual, expected)`. */
export function notStrictEqual(
  actual: unknown,
  expected: unknown,
  message?: string | Error,
): void {
  if (Object.is(actual, expected)) {
    failWith(message, { actual, expected, operator: "notStrictEqual" });
  }
}

/** Throws unless `actual` and `expected` are strictly deep-equal. */
export function deepStrictEqual<T>(
  actual: unknown,
  expected: T,
  message?: string | Error,
): asserts actual is T {
  if (!isDeepStrictEqual(actual, expected)) {
    failWith(message, { actual, expected, operator: "deepStrictEqual" });
  }
}

/** Throws if `actual` and `expected` are strictly deep-equal. */
export function notDeepStrictEqual(
  actual: unknown,
  expected: unknown,
  message?: string | Error,
): void {
  if (isDeepStrictEqual(actual, expected)) {
    failWith(message, { actual, expected, operator: "notDeepStrictEqual" });
  }
}

/** Always throws. */
export function fail(message: string | Error = "Failed"): never {
  failWith(message, { operator: "fail" });
}

/** Throws `value` unless it is `null` or `undefined`. */
export function ifError(value: unknown): void {
  if (value !== null && value !== undefined) throw value;
}

/** Throws unless `string` matches `regexp`. */
export function match(
  string: string,
  regexp: RegExp,
  message?: string | Error,
): void {
  if (typeof string !== "string" || !regexp.test(string)) {
    failWith(
      message ??
        `The input did not match the regular expression ${
          String(regexp)
        }. Input:\n\n${inspect(string)}\n`,
      {
        actual: string,
        expected: regexp,
        operator: "match",
      },
    );
  }
}

/** Throws if `string` matches `regexp`. */
export function doesNotMatch(
  string: string,
  regexp: RegExp,
  message?: string | Error,
): void {
  if (typeof string !== "string" || regexp.test(string)) {
    failWith(
      message ??
        `The input was expected to not match ${String(regexp)}. Input:\n\n${
          inspect(string)
        }\n`,
      {
        actual: string,
        expected: regexp,
        operator: "doesNotMatch",
      },
    );
  }
}

type Expected =
  | (new (...args: never[]) => unknown)
  | ((error: unknown) => boolean)
  | RegExp
  | Record<string, unknown>
  | Error;

const NO_THROW = Symbol("no throw");

/** Checks a thrown `error` against the `expected` of `throws`/`rejects`. */
function checkError(
  error: unknown,
  expected: Expected | undefined,
  message: string | Error | undefined,
  operator: string,
): void {
  if (expected === undefined) return;
  if (expected instanceof RegExp) {
    if (!expected.test(String(error))) {
      failWith(
        message ??
          `The input did not match the regular expression ${
            String(expected)
          }. Input:\n\n${inspect(String(error))}\n`,
        { actual: error, expected, operator },
      );
    }
    return;
  }
  if (typeof expected === "function") {
    if (
      expected.prototype !== undefined && error instanceof expected
    ) return;
    if (
      Object.prototype.isPrototypeOf.call(Error, expected) || expected === Error
    ) {
      failWith(
        message ??
          `The error is expected to be an instance of "${expected.name}". ` +
            `Received ${inspect(error)}`,
        { actual: error, expected, operator },
      );
    }
    const result = (expected as (e: unknown) => unknown).call({}, error);
    if (result !== true) {
      failWith(
        message ??
          `The ${
            expected.name ? `"${expected.name}" ` : ""
          }validation function is expected to return "true". Received ${
            inspect(result)
          }`,
        { actual: error, expected, operator },
      );
    }
    return;
  }
  if (typeof expected === "object" && expected !== null) {
    const keys = Reflect.ownKeys(expected);
    if (expected instanceof Error) keys.push("name", "message");
    for (const key of keys) {
      const want = (expected as Record<string | symbol, unknown>)[key];
      const got = error !== null && (typeof error === "object" ||
          typeof error === "function")
        ? (error as Record<string | symbol, unknown>)[key]
        : undefined;
      const matches = want instanceof RegExp && typeof got === "string"
        ? want.test(got)
        : isDeepStrictEqual(got, want);
      if (!matches) {
        failWith(message, {
          actual: error,
          expected,
          operator,
        });
      }
    }
  }
}

function splitArgs(
  expected: Expected | string | undefined,
  message: string | Error | undefined,
): [Expected | undefined, string | Error | undefined] {
  return typeof expected === "string"
    ? [undefined, expected]
    : [expected, message];
}

/** Throws unless `fn` throws an error matching `expected`. */
export function throws(
  fn: () => unknown,
  expected?: Expected | string,
  message?: string | Error,
): void {
  const [want, text] = splitArgs(expected, message);
  let thrown: unknown = NO_THROW;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  if (thrown === NO_THROW) {
    failWith(text ?? "Missing expected exception.", {
      actual: undefined,
      expected: want,
      operator: "throws",
    });
  }
  checkError(thrown, want, text, "throws");
}

/** Throws if `fn` throws. */
export function doesNotThrow(
  fn: () => unknown,
  message?: string | Error,
): void {
  try {
    fn();
  } catch (error) {
    failWith(
      message ??
        `Got unwanted exception.\nActual message: "${
          error instanceof Error ? error.message : String(error)
        }"`,
      { actual: error, operator: "doesNotThrow" },
    );
  }
}

/** Rejects unless the promise (or `fn()`) rejects matching `expected`. */
export async function rejects(
  promiseOrFn: Promise<unknown> | (() => Promise<unknown>),
  expected?: Expected | string,
  message?: string | Error,
): Promise<void> {
  const [want, text] = splitArgs(expected, message);
  let thrown: unknown = NO_THROW;
  try {
    await (typeof promiseOrFn === "function" ? promiseOrFn() : promiseOrFn);
  } catch (error) {
    thrown = error;
  }
  if (thrown === NO_THROW) {
    failWith(text ?? "Missing expected rejection.", {
      actual: undefined,
      expected: want,
      operator: "rejects",
    });
  }
  checkError(thrown, want, text, "rejects");
}

/** Rejects if the promise (or `fn()`) rejects. */
export async function doesNotReject(
  promiseOrFn: Promise<unknown> | (() => Promise<unknown>),
  message?: string | Error,
): Promise<void> {
  try {
    await (typeof promiseOrFn === "function" ? promiseOrFn() : promiseOrFn);
  } catch (error) {
    failWith(message ?? "Got unwanted rejection.", {
      actual: error,
      operator: "doesNotReject",
    });
  }
}

/** The shape of `node:assert/strict`'s default export. */
export interface StrictAssert {
  (value: unknown, message?: string | Error): asserts value;
  AssertionError: typeof AssertionError;
  ok: typeof ok;
  equal: typeof strictEqual;
  notEqual: typeof notStrictEqual;
  strictEqual: typeof strictEqual;
  notStrictEqual: typeof notStrictEqual;
  deepEqual: typeof deepStrictEqual;
  notDeepEqual: typeof notDeepStrictEqual;
  deepStrictEqual: typeof deepStrictEqual;
  notDeepStrictEqual: typeof notDeepStrictEqual;
  fail: typeof fail;
  ifError: typeof ifError;
  match: typeof match;
  doesNotMatch: typeof doesNotMatch;
  throws: typeof throws;
  doesNotThrow: typeof doesNotThrow;
  rejects: typeof rejects;
  doesNotReject: typeof doesNotReject;
  strict: StrictAssert;
}

/** `node:assert/strict`'s default export: `ok` with every assertion on it. */
const assert: StrictAssert = Object.assign(
  function assert(value: unknown, message?: string | Error): asserts value {
    ok(value, message);
  },
  {
    AssertionError,
    ok,
    equal: strictEqual,
    notEqual: notStrictEqual,
    strictEqual,
    notStrictEqual,
    deepEqual: deepStrictEqual,
    notDeepEqual: notDeepStrictEqual,
    deepStrictEqual,
    notDeepStrictEqual,
    fail,
    ifError,
    match,
    doesNotMatch,
    throws,
    doesNotThrow,
    rejects,
    doesNotReject,
  },
) as StrictAssert;
assert.strict = assert;

export {
  deepStrictEqual as deepEqual,
  notDeepStrictEqual as notDeepEqual,
  notStrictEqual as notEqual,
  strictEqual as equal,
};
export { assert as strict };
export default assert;
