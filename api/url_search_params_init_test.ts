// new URLSearchParams(init): the Web IDL conversions of a string, a sequence
// of pairs, a record and another URLSearchParams.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URLSearchParams } from "./url_search_params.ts";

/** The runtime's own URLSearchParams, spec-compliant in Deno. */
const Native = globalThis.URLSearchParams;

const pairsOf = (params: Iterable<[string, string]>) => [...params];

describe("new URLSearchParams()", () => {
  it("parses a string, dropping one leading '?'", () => {
    assert.deepEqual(pairsOf(new URLSearchParams("?a=1&b=2")), [
      ["a", "1"],
      ["b", "2"],
    ]);
    assert.deepEqual(pairsOf(new URLSearchParams("a=1&b=2")), [
      ["a", "1"],
      ["b", "2"],
    ]);
    assert.deepEqual(pairsOf(new URLSearchParams("??a=1")), [["?a", "1"]]);
    assert.deepEqual(pairsOf(new URLSearchParams("?")), []);
  });

  it("is empty without an argument, with undefined or with ''", () => {
    assert.equal(new URLSearchParams().size, 0);
    assert.equal(new URLSearchParams(undefined).size, 0);
    assert.equal(new URLSearchParams("").toString(), "");
  });

  it("takes a sequence of pairs from any iterable", () => {
    const expected = [["a", "1"], ["b", "2"], ["a", "3"]];
    const array = [["a", "1"], ["b", "2"], ["a", "3"]];
    function* generate() {
      yield new Set(["a", "1"]);
      yield (function* () {
        yield "b";
        yield "2";
      })();
      yield ["a", "3"];
    }
    assert.deepEqual(pairsOf(new URLSearchParams(array)), expected);
    assert.deepEqual(pairsOf(new URLSearchParams(generate())), expected);
    assert.deepEqual(
      pairsOf(new URLSearchParams(new Map([["a", "1"], ["b", "2"]]))),
      [["a", "1"], ["b", "2"]],
    );
  });

  it("throws a TypeError for a pair without exactly two items", () => {
    for (
      const init of [[["a"]], [["a", "b", "c"]], [[]], [["a", "b"], ["c"]]]
    ) {
      assert.throws(() => new URLSearchParams(init), TypeError);
      assert.throws(() => new Native(init as string[][]), TypeError);
    }
  });

  it("throws a TypeError for a pair that is not an iterable object", () => {
    // A string is iterable, but a sequence item must be an object.
    for (const init of [["ab"], [1], [null], [{ 0: "a", 1: "b", length: 2 }]]) {
      assert.throws(
        () => new URLSearchParams(init as unknown as string[][]),
        TypeError,
      );
    }
  });

  it("converts every pair before checking the sizes, as Web IDL does", () => {
    const log: string[] = [];
    const item = (s: string) => ({
      toString() {
        log.push(s);
        return s;
      },
    });
    assert.throws(
      () =>
        new URLSearchParams(
          [[item("a")], [item("b"), item("c")]] as unknown as string[][],
        ),
      TypeError,
    );
    assert.deepEqual(log, ["a", "b", "c"]);
  });

  it("throws a TypeError when @@iterator is not callable", () => {
    const init = { [Symbol.iterator]: 1 } as unknown as string[][];
    assert.throws(() => new URLSearchParams(init), TypeError);
  });

  it("takes a record of own enumerable string keys", () => {
    const proto = { inherited: "x" };
    const record = Object.create(proto, {
      a: { value: "1", enumerable: true },
      hidden: { value: "2", enumerable: false },
      b: { value: "3 4", enumerable: true },
    });
    assert.equal(new URLSearchParams(record).toString(), "a=1&b=3+4");
  });

  it("converts record values with ToString", () => {
    const record = {
      n: 1.5,
      z: null,
      u: undefined,
      o: { toString: () => "o" },
    };
    assert.equal(
      new URLSearchParams(record as unknown as Record<string, string>)
        .toString(),
      "n=1.5&z=null&u=undefined&o=o",
    );
  });

  it("orders record keys as the object does, integer keys first", () => {
    assert.equal(
      new URLSearchParams({ b: "1", 2: "x", a: "2", 1: "y" }).toString(),
      "1=y&2=x&b=1&a=2",
    );
  });

  it("turns lone surrogates of record keys into U+FFFD, merging equal keys", () => {
    // The first position stays, with the last value.
    // (Built by assignment: the linter reads both lone surrogates as U+FFFD.)
    const record: Record<string, string> = {};
    record["\uD835x"] = "1";
    record.xx = "2";
    record["\uD83Dx"] = "3";
    assert.equal(Object.keys(record).length, 3);
    assert.equal(new URLSearchParams(record).toString(), "%EF%BF%BDx=3&xx=2");
    assert.equal(new Native(record).toString(), "%EF%BF%BDx=3&xx=2");
    assert.deepEqual(
      pairsOf(new URLSearchParams({ "a\uDC00": "b\uD800" })),
      [["a\uFFFD", "b\uFFFD"]],
    );
  });

  it("throws a TypeError for an enumerable Symbol key of a record", () => {
    // Web IDL converts each enumerable key to a USVString; a Symbol throws.
    const record = { a: "1", [Symbol("s")]: "2" };
    assert.throws(() => new URLSearchParams(record), TypeError);
    assert.throws(() => new Native(record), TypeError);
  });

  it("skips non-enumerable Symbol keys of a record", () => {
    const record = Object.defineProperty({ a: "1" }, Symbol("s"), {
      value: "2",
      enumerable: false,
    });
    assert.equal(new URLSearchParams(record).toString(), "a=1");
  });

  it("treats an object without @@iterator as a record, even array-like", () => {
    const arrayLike = { 0: ["a", "b"], length: 1 };
    assert.equal(
      new URLSearchParams(arrayLike as unknown as Record<string, string>)
        .toString(),
      "0=a%2Cb&length=1",
    );
    const fn = Object.assign(() => {}, { a: "1" });
    assert.equal(
      new URLSearchParams(fn as unknown as Record<string, string>).toString(),
      "a=1",
    );
  });

  it("copies another URLSearchParams instead of linking to it", () => {
    const original = new URLSearchParams("a=1&b=2");
    const copy = new URLSearchParams(original);
    copy.append("c", "3");
    original.delete("a");
    assert.equal(copy.toString(), "a=1&b=2&c=3");
    assert.equal(original.toString(), "b=2");
  });

  it("copies through @@iterator when it was replaced", () => {
    const params = new URLSearchParams("a=1");
    Object.defineProperty(params, Symbol.iterator, {
      value: function* () {
        yield ["x", "y"];
      },
    });
    assert.equal(new URLSearchParams(params).toString(), "x=y");
  });

  it("converts other primitives with ToString", () => {
    const init = (value: unknown) =>
      new URLSearchParams(value as string).toString();
    assert.equal(init(null), "null=");
    assert.equal(init(12), "12=");
    assert.equal(init(true), "true=");
    assert.equal(init(10n), "10=");
    assert.throws(() => init(Symbol("s")), TypeError);
  });

  it("turns lone surrogates of a string into U+FFFD", () => {
    assert.deepEqual(pairsOf(new URLSearchParams("a\uD800=\uDC00%41")), [
      ["a\uFFFD", "\uFFFDA"],
    ]);
  });
});
