// The browser `node:assert/strict` against the runtime's own: each case must
// pass or fail in both alike, so the Chromium run is as strict as Node.js's.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import shim, { AssertionError } from "./assert.ts";
import { isDeepStrictEqual } from "./deep_equal.ts";

/** Whether `fn` throws. */
function fails(fn: () => unknown): boolean {
  try {
    fn();
    return false;
  } catch {
    return true;
  }
}

class Point {
  constructor(public x: number, public y: number) {}
}

/** `[<hole>, 1]`. */
function holey(): unknown[] {
  const array: unknown[] = [];
  array[1] = 1;
  return array;
}

const sym = Symbol("s");
const cyclicA: Record<string, unknown> = { name: "a" };
cyclicA.self = cyclicA;
const cyclicB: Record<string, unknown> = { name: "a" };
cyclicB.self = cyclicB;

/** Pairs for deepStrictEqual, both ways: equal ones and unequal ones. */
const PAIRS: [string, unknown, unknown][] = [
  ["equal numbers", 1, 1],
  ["NaN and NaN", NaN, NaN],
  ["0 and -0", 0, -0],
  ["1 and '1'", 1, "1"],
  ["null and undefined", null, undefined],
  ["null and {}", null, {}],
  ["equal arrays", [1, [2, "3"]], [1, [2, "3"]]],
  ["arrays of other lengths", [1, 2], [1, 2, 3]],
  ["a hole and undefined", holey(), [undefined, 1]],
  ["arrays with other extra keys", Object.assign([1], { a: 1 }), [1]],
  ["equal objects in another key order", { a: 1, b: 2 }, { b: 2, a: 1 }],
  ["objects with a missing key", { a: 1 }, { a: 1, b: undefined }],
  ["objects with other values", { a: { b: [1] } }, { a: { b: [2] } }],
  ["object and array", {}, []],
  ["object and null prototype", {}, Object.create(null)],
  ["class instance and plain object", new Point(1, 2), { x: 1, y: 2 }],
  ["equal class instances", new Point(1, 2), new Point(1, 2)],
  ["symbol keys", { [sym]: 1 }, { [sym]: 2 }],
  ["equal symbol keys", { [sym]: 1 }, { [sym]: 1 }],
  ["equal dates", new Date(5), new Date(5)],
  ["other dates", new Date(5), new Date(6)],
  ["equal regexps", /a/g, /a/g],
  ["regexps with other flags", /a/g, /a/i],
  ["equal errors", new TypeError("x"), new TypeError("x")],
  ["errors with other messages", new Error("x"), new Error("y")],
  ["errors of other classes", new TypeError("x"), new RangeError("x")],
  ["equal maps", new Map([["a", { b: 1 }]]), new Map([["a", { b: 1 }]])],
  ["maps with other values", new Map([["a", 1]]), new Map([["a", 2]])],
  ["maps with object keys", new Map([[{ k: 1 }, 1]]), new Map([[{ k: 1 }, 1]])],
  ["equal sets", new Set([1, "a"]), new Set(["a", 1])],
  ["sets with other members", new Set([1]), new Set([2])],
  ["sets of equal objects", new Set([{ a: 1 }]), new Set([{ a: 1 }])],
  ["sets of other objects", new Set([{ a: 1 }]), new Set([{ a: 2 }])],
  ["equal typed arrays", new Uint8Array([1, 2]), new Uint8Array([1, 2])],
  ["other typed arrays", new Uint8Array([1, 2]), new Uint8Array([1, 3])],
  ["typed arrays of other types", new Uint8Array([1]), new Int8Array([1])],
  ["boxed primitives", Object(1), Object(1)],
  ["other boxed primitives", Object("a"), Object("b")],
  ["boxed and bare", Object(1), 1],
  ["different functions", () => 1, () => 1],
  ["cycles", cyclicA, cyclicB],
  ["strings", "a", "a"],
  ["other strings", "a", "b"],
];

describe("browser assert/strict", () => {
  for (const [name, a, b] of PAIRS) {
    it(`deepEqual agrees with the runtime's on ${name}`, () => {
      const expected = fails(() => assert.deepEqual(a, b));
      assert.equal(fails(() => shim.deepEqual(a, b)), expected);
      assert.equal(fails(() => shim.deepEqual(b, a)), expected);
      assert.equal(fails(() => shim.notDeepEqual(a, b)), !expected);
      assert.equal(isDeepStrictEqual(a, b), !expected);
    });
  }

  it("equal is Object.is", () => {
    assert.ok(!fails(() => shim.equal(NaN, NaN)));
    assert.ok(fails(() => shim.equal(0, -0)));
    assert.ok(fails(() => shim.equal(1, "1" as unknown)));
    assert.ok(fails(() => shim.equal({}, {})));
    assert.ok(fails(() => shim.notEqual(1, 1)));
    assert.ok(!fails(() => shim.notEqual(1, 2)));
  });

  it("ok fails on falsy values and passes messages through", () => {
    for (const value of [0, "", null, undefined, false, NaN]) {
      assert.ok(fails(() => shim.ok(value)));
      assert.ok(fails(() => shim(value)));
    }
    assert.ok(!fails(() => shim.ok(1)));
    assert.throws(() => shim.ok(false, "custom"), { message: "custom" });
  });

  it("throws an AssertionError with actual, expected and operator", () => {
    try {
      shim.equal(1, 2);
      assert.fail("did not throw");
    } catch (error) {
      assert.ok(error instanceof AssertionError);
      assert.equal(error.actual, 1);
      assert.equal(error.expected, 2);
      assert.equal(error.operator, "strictEqual");
      assert.equal(error.code, "ERR_ASSERTION");
      assert.match(error.message, /1 !== 2/);
    }
  });

  it("throws() checks what was thrown as the runtime's does", () => {
    const typeError = () => {
      throw new TypeError("bad input");
    };
    const cases: [string, () => unknown, unknown][] = [
      ["a class that matches", typeError, TypeError],
      ["a parent class", typeError, Error],
      ["a class that does not match", typeError, RangeError],
      ["a matching regexp", typeError, /bad/],
      ["a regexp that does not match", typeError, /good/],
      ["a matching object", typeError, { message: "bad input" }],
      ["an object with a regexp", typeError, { message: /^bad/ }],
      ["an object that does not match", typeError, { message: "other" }],
      ["an object with a name", typeError, { name: "TypeError" }],
      ["a validation function", typeError, (e: unknown) => e !== null],
      ["nothing thrown", () => {}, TypeError],
      ["nothing thrown and nothing expected", () => {}, undefined],
    ];
    for (const [name, fn, expected] of cases) {
      const want = fails(() =>
        // deno-lint-ignore no-explicit-any
        assert.throws(fn, expected as any)
      );
      assert.equal(
        // deno-lint-ignore no-explicit-any
        fails(() => shim.throws(fn, expected as any)),
        want,
        name,
      );
    }
    assert.throws(() => shim.throws(() => {}, "the message"), {
      message: "the message",
    });
  });

  it("doesNotThrow, match and doesNotMatch fail as they should", () => {
    assert.ok(fails(() =>
      shim.doesNotThrow(() => {
        throw new Error("x");
      })
    ));
    assert.ok(!fails(() => shim.doesNotThrow(() => 1)));
    assert.ok(!fails(() => shim.match("abc", /b/)));
    assert.ok(fails(() => shim.match("abc", /d/)));
    assert.ok(fails(() => shim.doesNotMatch("abc", /b/)));
    assert.ok(fails(() => shim.fail("x")));
  });

  it("rejects() and doesNotReject() await the promise", async () => {
    await shim.rejects(Promise.reject(new TypeError("x")), TypeError);
    await assert.rejects(shim.rejects(Promise.resolve(1)));
    await assert.rejects(
      shim.rejects(Promise.reject(new TypeError("x")), RangeError),
    );
    await shim.doesNotReject(async () => {});
    await assert.rejects(shim.doesNotReject(Promise.reject(new Error("x"))));
  });

  it("is its own strict property, as node:assert/strict is", () => {
    assert.equal(shim.strict, shim);
  });
});
