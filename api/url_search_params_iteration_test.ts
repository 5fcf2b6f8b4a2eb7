// URLSearchParams' iterators (entries, keys, values, @@iterator) and forEach,
// which read the list as it is at each step.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URLSearchParams } from "./url_search_params.ts";

/** The runtime's own URLSearchParams, spec-compliant in Deno. */
const Native = globalThis.URLSearchParams;

describe("URLSearchParams iteration", () => {
  it("iterates over entries, keys and values", () => {
    const params = new URLSearchParams("a=1&b=2");
    assert.deepEqual([...params.entries()], [["a", "1"], ["b", "2"]]);
    assert.deepEqual([...params.keys()], ["a", "b"]);
    assert.deepEqual([...params.values()], ["1", "2"]);
    assert.deepEqual([...params], [["a", "1"], ["b", "2"]]);
  });

  it("uses entries() as @@iterator", () => {
    const proto = URLSearchParams.prototype;
    assert.equal(proto[Symbol.iterator], proto.entries);
    // Web IDL: writable and configurable, not enumerable.
    assert.deepEqual(Object.getOwnPropertyDescriptor(proto, Symbol.iterator), {
      value: proto.entries,
      writable: true,
      enumerable: false,
      configurable: true,
    });
  });

  it("sees pairs appended during for-of", () => {
    const params = new URLSearchParams("a=1");
    const seen: string[] = [];
    for (const [name] of params) {
      seen.push(name);
      if (seen.length < 3) params.append(name + "x", "");
    }
    assert.deepEqual(seen, ["a", "ax", "axx"]);
  });

  it("skips the next pair when the current one is deleted in forEach", () => {
    const ours = new URLSearchParams("a=1&b=2&c=3&d=4");
    const native = new Native("a=1&b=2&c=3&d=4");
    for (const params of [ours, native]) {
      const seen: string[] = [];
      params.forEach((_value, name) => {
        seen.push(name);
        if (name === "a") params.delete("a");
      });
      assert.deepEqual(seen, ["a", "c", "d"]);
    }
  });

  it("skips a pair when an earlier one is deleted during for-of", () => {
    const params = new URLSearchParams("a=1&b=2&c=3&d=4");
    const seen: string[] = [];
    for (const [name] of params) {
      seen.push(name);
      if (name === "b") params.delete("a");
    }
    assert.deepEqual(seen, ["a", "b", "d"]);
  });

  it("yields pairs appended after an iterator finished", () => {
    const params = new URLSearchParams("a=1");
    const iterator = params.keys();
    assert.deepEqual(iterator.next(), { value: "a", done: false });
    assert.deepEqual(iterator.next(), { value: undefined, done: true });
    params.append("b", "2");
    assert.deepEqual(iterator.next(), { value: "b", done: false });
  });

  it("sees the new list after sort() and set()", () => {
    const params = new URLSearchParams("c=1&b=2&a=3");
    const iterator = params.values();
    assert.equal(iterator.next().value, "1");
    params.sort();
    assert.equal(iterator.next().value, "2");
    params.set("a", "x");
    assert.equal(iterator.next().value, "1");
  });

  it("makes iterators like the runtime's: prototype, tag and next()", () => {
    const iterator = new URLSearchParams("a=1").entries();
    const proto = Object.getPrototypeOf(iterator);
    const iteratorPrototype = Object.getPrototypeOf(
      Object.getPrototypeOf([][Symbol.iterator]()),
    );
    assert.equal(Object.getPrototypeOf(proto), iteratorPrototype);
    assert.deepEqual(Object.getOwnPropertyNames(proto), ["next"]);
    assert.deepEqual(Object.keys(iterator), []);
    assert.equal(proto[Symbol.toStringTag], "URLSearchParams Iterator");
    // Web IDL's attributes: an enumerable operation, a read-only tag.
    assert.deepEqual(Object.getOwnPropertyDescriptor(proto, "next"), {
      value: proto.next,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    assert.deepEqual(
      Object.getOwnPropertyDescriptor(proto, Symbol.toStringTag),
      {
        value: "URLSearchParams Iterator",
        writable: false,
        enumerable: false,
        configurable: true,
      },
    );
    assert.equal(
      Object.prototype.toString.call(iterator),
      "[object URLSearchParams Iterator]",
    );
    assert.equal(iterator[Symbol.iterator](), iterator);
    assert.equal(
      Object.getPrototypeOf(new Native().keys())[Symbol.toStringTag],
      "URLSearchParams Iterator",
    );
  });

  it("calls forEach's callback with value, name, params and thisArg", () => {
    const params = new URLSearchParams("a=1");
    const thisArg = {};
    const calls: unknown[][] = [];
    params.forEach(function (this: unknown, ...args) {
      calls.push([this, ...args]);
    }, thisArg);
    assert.equal(calls.length, 1);
    assert.equal(calls[0][0], thisArg);
    assert.deepEqual(calls[0].slice(1, 3), ["1", "a"]);
    assert.equal(calls[0][3], params);
  });

  it("throws a TypeError when forEach's callback is not callable", () => {
    const params = new URLSearchParams("a=1");
    assert.throws(
      () => params.forEach({} as unknown as () => void),
      TypeError,
    );
  });
});
