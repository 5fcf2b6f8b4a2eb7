// URLSearchParams as a Web IDL interface: argument conversions and counts,
// the prototype's shape, brand checks and inspection.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { inspect } from "node:util";
import { URLSearchParams } from "./url_search_params.ts";

/** The runtime's own URLSearchParams, spec-compliant in Deno. */
const Native = globalThis.URLSearchParams;

const pairsOf = (params: Iterable<[string, string]>) => [...params];

describe("URLSearchParams and Web IDL", () => {
  it("throws a TypeError for missing required arguments", () => {
    // deno-lint-ignore no-explicit-any
    const params = new URLSearchParams("a=1") as any;
    assert.throws(() => params.append("a"), TypeError);
    assert.throws(() => params.append(), TypeError);
    assert.throws(() => params.set("a"), TypeError);
    assert.throws(() => params.delete(), TypeError);
    assert.throws(() => params.get(), TypeError);
    assert.throws(() => params.getAll(), TypeError);
    assert.throws(() => params.has(), TypeError);
    assert.throws(() => params.forEach(), TypeError);
    assert.equal(params.toString(), "a=1");
  });

  it("accepts explicit undefined arguments as given", () => {
    const params = new URLSearchParams();
    params.append(
      undefined as unknown as string,
      undefined as unknown as string,
    );
    assert.equal(params.toString(), "undefined=undefined");
    assert.equal(params.get(undefined as unknown as string), "undefined");
  });

  it("converts arguments with ToString, then lone surrogates to U+FFFD", () => {
    const params = new URLSearchParams();
    params.append(1 as unknown as string, null as unknown as string);
    params.append({ toString: () => "o" } as unknown as string, "\uD800");
    params.set("\uDC00x", "y");
    assert.deepEqual(pairsOf(params), [
      ["1", "null"],
      ["o", "\uFFFD"],
      ["\uFFFDx", "y"],
    ]);
    assert.equal(params.get("\uDFFFx"), "y");
    assert.equal(params.has("\uDFFFx"), true);
    assert.equal(params.get("\uDFFF"), null);
    assert.equal(params.has("\uDFFF"), false);
    assert.equal(params.get("\uD800o"), null);
    assert.equal(params.toString(), "1=null&o=%EF%BF%BD&%EF%BF%BDx=y");
  });

  it("finds a name by its conversion when only that is in the list", () => {
    const long = "n".repeat(40);
    const params = new URLSearchParams([
      ["\u{1F600}", "pair"],
      [long + "\uFFFD", "long"],
    ]);
    // A surrogate pair is well formed: found as given.
    assert.equal(params.get("\u{1F600}"), "pair");
    assert.equal(params.has("\u{1F600}"), true);
    // A lone surrogate, at the end of a long name or before a pair's half.
    assert.equal(params.get(long + "\uDC00"), "long");
    assert.equal(params.has(long + "\uD800"), true);
    assert.equal(params.get("\uD83D"), null);
    assert.equal(params.has("\uDE00\u{1F600}"), false);
    assert.equal(params.get(long), null);
  });

  it("throws a TypeError for Symbol arguments", () => {
    const params = new URLSearchParams();
    const symbol = Symbol("s") as unknown as string;
    assert.throws(() => params.append(symbol, "a"), TypeError);
    assert.throws(() => params.get(symbol), TypeError);
    assert.throws(() => params.has("a", symbol), TypeError);
  });

  it("puts methods and size on the prototype, enumerable", () => {
    const params = new URLSearchParams("a=1");
    assert.deepEqual(Object.keys(params), []);
    const keys = Object.keys(URLSearchParams.prototype).sort();
    // The IDL members, not the runtime's own class: Bun's adds `toJSON`.
    assert.deepEqual(keys, [
      "append",
      "delete",
      "entries",
      "forEach",
      "get",
      "getAll",
      "has",
      "keys",
      "set",
      "size",
      "sort",
      "toString",
      "values",
    ]);
    const size = Object.getOwnPropertyDescriptor(
      URLSearchParams.prototype,
      "size",
    )!;
    assert.equal(typeof size.get, "function");
    assert.equal(size.set, undefined);
  });

  it("gives functions the lengths of their required arguments", () => {
    const lengths = (C: typeof Native | typeof URLSearchParams) => [
      C.length,
      C.prototype.append.length,
      C.prototype.delete.length,
      C.prototype.get.length,
      C.prototype.getAll.length,
      C.prototype.has.length,
      C.prototype.set.length,
      C.prototype.sort.length,
      C.prototype.forEach.length,
      C.prototype.entries.length,
    ];
    assert.deepEqual(lengths(URLSearchParams), [0, 2, 1, 1, 1, 1, 2, 0, 1, 0]);
    assert.deepEqual(lengths(URLSearchParams), lengths(Native));
  });

  it("is tagged URLSearchParams", () => {
    const params = new URLSearchParams();
    assert.equal(
      Object.prototype.toString.call(params),
      "[object URLSearchParams]",
    );
    assert.deepEqual(
      Object.getOwnPropertyDescriptor(
        URLSearchParams.prototype,
        Symbol.toStringTag,
      ),
      Object.getOwnPropertyDescriptor(Native.prototype, Symbol.toStringTag),
    );
  });

  it("throws a TypeError when called on another object", () => {
    const proto = URLSearchParams.prototype;
    assert.throws(() => proto.get.call({}, "a"), TypeError);
    assert.throws(() => proto.append.call(new Native(), "a", "b"), TypeError);
    assert.throws(() => proto.toString.call({}), TypeError);
    assert.throws(() => proto.entries.call({}), TypeError);
    assert.throws(
      () => Object.getOwnPropertyDescriptor(proto, "size")!.get!.call({}),
      TypeError,
    );
    const next = Object.getPrototypeOf(new URLSearchParams().keys()).next;
    assert.throws(() => next.call({}), TypeError);
  });

  it("shows its pairs in Deno and Node.js inspection", () => {
    // Deno quotes strings with ", Node.js with '.
    const q = "Deno" in globalThis ? '"' : "'";
    const params = new URLSearchParams("a=1&b=x+y");
    assert.equal(
      inspect(params),
      `URLSearchParams { ${q}a${q} => ${q}1${q}, ${q}b${q} => ${q}x y${q} }`,
    );
    assert.equal(inspect(new URLSearchParams()), "URLSearchParams {}");
    const iterator = params.keys();
    iterator.next();
    assert.equal(inspect(iterator), `URLSearchParams Iterator { ${q}b${q} }`);
  });
});
