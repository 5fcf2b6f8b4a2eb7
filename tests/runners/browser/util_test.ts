// The browser `node:util` inspect: Node.js's one-line format, and the
// `nodejs.util.inspect.custom` protocol the URL classes implement.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { inspect } from "./util.ts";

class Thing {
  a = 1;
  "b-c" = "x";
}

describe("browser inspect", () => {
  it("formats values as Node.js does", () => {
    const cases: [unknown, string][] = [
      ["it's", `"it's"`],
      [`it's "x"`, '`it\'s "x"`'],
      ["plain", "'plain'"],
      ["a\nb", `'a\\nb'`],
      [1, "1"],
      [-0, "-0"],
      [10n, "10n"],
      [null, "null"],
      [undefined, "undefined"],
      [[1, "a"], `[ 1, 'a' ]`],
      [[], "[]"],
      [{}, "{}"],
      [{ a: 1, "b-c": [true] }, `{ a: 1, 'b-c': [ true ] }`],
      [new Thing(), `Thing { a: 1, 'b-c': 'x' }`],
      [new Map([["k", 1]]), `Map(1) { 'k' => 1 }`],
      [new Set([1]), "Set(1) { 1 }"],
      [{ a: { b: { c: { d: 1 } } } }, "{ a: { b: { c: [Object] } } }"],
      [function named() {}, "[Function: named]"],
      [Symbol("s"), "Symbol(s)"],
    ];
    for (const [value, expected] of cases) {
      assert.equal(inspect(value), expected);
    }
  });

  it("calls the custom inspect protocol with depth, options and inspect", () => {
    const calls: unknown[][] = [];
    const value = {
      [Symbol.for("nodejs.util.inspect.custom")](
        depth: number,
        options: unknown,
        inner: (v: unknown) => string,
      ) {
        calls.push([depth, typeof options, inner === inspect]);
        return `Custom ${inner({ x: "y" })}`;
      },
    };
    assert.equal(inspect(value), "Custom { x: 'y' }");
    assert.deepEqual(calls, [[2, "object", true]]);
    assert.equal(inspect({ value }), "{ value: Custom { x: 'y' } }");
  });

  it("marks cycles", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    assert.equal(inspect(cyclic), "<ref *1> { self: [Circular *1] }");
  });
});
