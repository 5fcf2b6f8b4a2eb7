import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { inspect } from "node:util";
import {
  newLinkedSearchParams,
  resetSearchParamsList,
  URLSearchParams,
} from "./url_search_params.ts";
import { URLSearchParams as ReferenceURLSearchParams } from "whatwg-url";

/** The runtime's own URLSearchParams, spec-compliant in Deno. */
const Native = globalThis.URLSearchParams;

/**
 * A URL stand-in that records, at each update, the query it would read from
 * its params (`null` for an empty one), as `URL` does when it next needs it.
 */
class FakeOwner {
  calls: Array<string | null> = [];
  params: URLSearchParams | null = null;
  update(): void {
    const query = this.params!.toString();
    this.calls.push(query === "" ? null : query);
  }
}

/** A `URLSearchParams` linked to a {@linkcode FakeOwner}. */
function linked(query: string): { owner: FakeOwner; params: URLSearchParams } {
  const owner = new FakeOwner();
  const params = newLinkedSearchParams(() => owner.update(), query);
  owner.params = params;
  return { owner, params };
}

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

describe("URLSearchParams parsing and serializing", () => {
  it("parses '+' and %20 as a space, and %2B as a plus sign", () => {
    const params = new URLSearchParams("a=b+c&d=e%20f&g=h%2Bi");
    assert.equal(params.get("a"), "b c");
    assert.equal(params.get("d"), "e f");
    assert.equal(params.get("g"), "h+i");
  });

  it("serializes a space as '+' and a plus sign as %2B", () => {
    const params = new URLSearchParams();
    params.append("a b", "c d+e");
    assert.equal(params.toString(), "a+b=c+d%2Be");
  });

  it("keeps broken percent escapes as they are", () => {
    const params = new URLSearchParams("a=%&b=%4&c=%zz&d=%%2a&e=%4G");
    assert.deepEqual(params.getAll("a"), ["%"]);
    assert.equal(params.get("b"), "%4");
    assert.equal(params.get("c"), "%zz");
    assert.equal(params.get("d"), "%*");
    assert.equal(params.get("e"), "%4G");
    assert.equal(params.toString(), "a=%25&b=%254&c=%25zz&d=%25*&e=%254G");
  });

  it("turns invalid UTF-8 after percent-decoding into U+FFFD", () => {
    const params = new URLSearchParams(
      "a=%FF&b=%C3&c=%ED%A0%80&d=%F0%9F%98&e=%E2%82x&f=%C3%A9%80",
    );
    assert.deepEqual(pairsOf(params), [
      ["a", "\uFFFD"],
      ["b", "\uFFFD"],
      ["c", "\uFFFD\uFFFD\uFFFD"],
      ["d", "\uFFFD"],
      ["e", "\uFFFDx"],
      ["f", "é\uFFFD"],
    ]);
  });

  it("serializes ~, *, ', space and ü as the form encoding says", () => {
    const params = new URLSearchParams([["x", "~*' ü"], ["!()", "-._"]]);
    assert.equal(params.toString(), "x=%7E*%27+%C3%BC&%21%28%29=-._");
  });

  it("normalizes a query on toString()", () => {
    assert.equal(
      new URLSearchParams("&a&&b=~&c=1=2&").toString(),
      "a=&b=%7E&c=1%3D2",
    );
  });

  const inputs = [
    "",
    "a=b",
    "a=b&c=d",
    "a",
    "a&b",
    "=",
    "&&",
    "a==b",
    "a=b+c%20d",
    "%7e=%7E",
    "~!'()*",
    "%ZZ%",
    "q=%E4%BD%A0%E5%A5%BD",
    "ü=€",
    "a=%F0%9F%98%80",
    "a=\uD83D\uDE00",
    "a=\uD800",
    "a=%FF%FE",
    "a+b=c+d",
    "a=b&a=c&a=d",
    "x=1&y=2&z=3&",
    "key=730d67",
    "%%%",
    "a\nb=c\td",
  ];
  for (const input of inputs) {
    it(`serializes ${JSON.stringify(input)} as the runtime does`, () => {
      const ours = new URLSearchParams(input);
      const native = new Native(input);
      assert.equal(ours.toString(), native.toString());
      assert.deepEqual(pairsOf(ours), pairsOf(native));
      // Also when toString() comes before any other use.
      assert.equal(new URLSearchParams(input).toString(), native.toString());
    });
  }
});

describe("URLSearchParams methods", () => {
  it("counts pairs with size, duplicates included", () => {
    const params = new URLSearchParams("a=1&a=2&b");
    assert.equal(params.size, 3);
    params.append("c", "");
    assert.equal(params.size, 4);
    params.delete("a");
    assert.equal(params.size, 2);
  });

  it("appends duplicates at the end", () => {
    const params = new URLSearchParams("a=1&b=2");
    params.append("a", "3");
    assert.deepEqual(pairsOf(params), [["a", "1"], ["b", "2"], ["a", "3"]]);
  });

  it("gets the first value, or null", () => {
    const params = new URLSearchParams("a=1&b=&a=2");
    assert.equal(params.get("a"), "1");
    assert.equal(params.get("b"), "");
    assert.equal(params.get("c"), null);
    assert.equal(params.get("A"), null);
  });

  it("gets all values in order", () => {
    const params = new URLSearchParams("a=1&b=2&a=3");
    assert.deepEqual(params.getAll("a"), ["1", "3"]);
    assert.deepEqual(params.getAll("c"), []);
  });

  it("gets the same values before and after the list is parsed", () => {
    const input = "a=1&b=%C3%A9&c&=e&f+g=h&%66=j&a=9";
    for (const name of ["a", "b", "c", "", "f g", "f", "x"]) {
      const fresh = new URLSearchParams(input);
      const parsed = new URLSearchParams(input);
      void parsed.size;
      assert.equal(fresh.get(name), parsed.get(name), name);
      assert.equal(fresh.has(name), parsed.has(name), name);
    }
    // Many lookups on one object.
    const params = new URLSearchParams(input);
    for (let i = 0; i < 10; i++) assert.equal(params.get("f"), "j");
  });

  it("deletes all pairs with a name, or only those with a value too", () => {
    const params = new URLSearchParams("a=1&b=2&a=3&a=1");
    params.delete("a", "1");
    assert.equal(params.toString(), "b=2&a=3");
    params.delete("a");
    assert.equal(params.toString(), "b=2");
    params.delete("zzz");
    assert.equal(params.toString(), "b=2");
  });

  it("treats an undefined value as not given in delete() and has()", () => {
    const params = new URLSearchParams("a=1&a=2");
    assert.equal(params.has("a", undefined), true);
    params.delete("a", undefined);
    assert.equal(params.size, 0);
  });

  it("has a name, or a name with a value", () => {
    const params = new URLSearchParams("a=1&b=2&a=3");
    assert.equal(params.has("a"), true);
    assert.equal(params.has("c"), false);
    assert.equal(params.has("a", "3"), true);
    assert.equal(params.has("a", "2"), false);
    assert.equal(params.has("b", "2"), true);
  });

  it("converts the value of has() and delete() with ToString", () => {
    const params = new URLSearchParams("a=1&a=null");
    assert.equal(params.has("a", 1 as unknown as string), true);
    params.delete("a", null as unknown as string);
    assert.equal(params.toString(), "a=1");
  });

  it("sets the first pair's value in place and removes later ones", () => {
    const params = new URLSearchParams("a=1&b=2&a=3&c=4&a=5");
    params.set("a", "x");
    assert.equal(params.toString(), "a=x&b=2&c=4");
    params.set("d", "y");
    assert.equal(params.toString(), "a=x&b=2&c=4&d=y");
    params.set("b", "2");
    assert.equal(params.toString(), "a=x&b=2&c=4&d=y");
  });

  it("sorts by name, comparing UTF-16 code units", () => {
    // U+1F600 is \uD83D\uDE00: its first code unit is below U+FFFD.
    const params = new URLSearchParams([
      ["\uFFFD", "1"],
      ["\uD83D\uDE00", "2"],
      ["z", "3"],
      ["Z", "4"],
      ["é", "5"],
    ]);
    params.sort();
    assert.deepEqual([...params.keys()], [
      "Z",
      "z",
      "é",
      "\uD83D\uDE00",
      "\uFFFD",
    ]);
  });

  it("sorts stably: pairs with equal names keep their order", () => {
    const params = new URLSearchParams(
      "z=1&\uFFFD=a&a=2&\uD83D\uDE00=b&z=3&a=4&\uFFFD=c&\uD83D\uDE00=d",
    );
    params.sort();
    assert.deepEqual(pairsOf(params), [
      ["a", "2"],
      ["a", "4"],
      ["z", "1"],
      ["z", "3"],
      ["\uD83D\uDE00", "b"],
      ["\uD83D\uDE00", "d"],
      ["\uFFFD", "a"],
      ["\uFFFD", "c"],
    ]);
  });

  it("sorts long lists stably, as the runtime does", () => {
    const names = ["b", "a", "\uFFFD", "\uD83D\uDE00", "ab", "", "B", "a"];
    const pairs: Array<[string, string]> = [];
    for (let i = 0; i < 200; i++) pairs.push([names[(i * 7) % 8], `${i}`]);
    const ours = new URLSearchParams(pairs);
    const native = new Native(pairs);
    ours.sort();
    native.sort();
    assert.deepEqual(pairsOf(ours), pairsOf(native));
  });

  it("keeps toString() right after each change", () => {
    const params = new URLSearchParams("b=1&a=2");
    assert.equal(params.toString(), "b=1&a=2");
    params.append("c", "3 4");
    assert.equal(params.toString(), "b=1&a=2&c=3+4");
    params.set("b", "5");
    assert.equal(params.toString(), "b=5&a=2&c=3+4");
    params.sort();
    assert.equal(params.toString(), "a=2&b=5&c=3+4");
    params.delete("c");
    assert.equal(params.toString(), "a=2&b=5");
    params.delete("a");
    params.delete("b");
    assert.equal(params.toString(), "");
    params.append("d", "");
    assert.equal(params.toString(), "d=");
  });

  it("serializes parsed pairs left unchanged as written, if that is their serialization", () => {
    const params = new URLSearchParams(
      "a=1&b=x+y&c=%C3%A9%26%7E&d=%F0%9F%98%80&e=*-._",
    );
    params.append("f", "2");
    assert.equal(
      params.toString(),
      "a=1&b=x+y&c=%C3%A9%26%7E&d=%F0%9F%98%80&e=*-._&f=2",
    );
    params.set("a", "3");
    params.delete("c");
    assert.equal(params.toString(), "a=3&b=x+y&d=%F0%9F%98%80&e=*-._&f=2");
  });

  it("normalizes parsed pairs left unchanged when their serialization differs", () => {
    const inputs = [
      ["a=%c3%a9", "a=%C3%A9"], // lowercase hex
      ["a=%41%2a%20", "a=A*+"], // escapes the serializer does not write
      ["a=%C3&b=%A9", "a=%EF%BF%BD&b=%EF%BF%BD"], // invalid UTF-8
      ["a=%C3%C3%A9", "a=%EF%BF%BD%C3%A9"],
      ["a=%C3+&b=%FF", "a=%EF%BF%BD+&b=%EF%BF%BD"],
      ["a=%C3%A9%", "a=%C3%A9%25"], // a "%" that is no escape
      ["a=%ED%A0%80", "a=%EF%BF%BD%EF%BF%BD%EF%BF%BD"], // a surrogate's bytes
      ["a=%C0%80", "a=%EF%BF%BD%EF%BF%BD"], // an overlong sequence
      ["a=%EF%BF%BD", "a=%EF%BF%BD"], // U+FFFD itself
      ["a=~&b", "a=%7E&b="],
      ["a=b=c&=", "a=b%3Dc&="],
      ["a=\u00e9&\uD800=1", "a=%C3%A9&%EF%BF%BD=1"],
    ];
    for (const [input, expected] of inputs) {
      const params = new URLSearchParams(input + "&z=0");
      params.delete("z");
      assert.equal(params.toString(), expected, input);
      assert.equal(new Native(input).toString(), expected, input);
    }
  });

  it("keeps serializing parsed pairs right as changes move them", () => {
    // Over 16 pairs, sort() takes its merge sort.
    let query = "?";
    for (let i = 0; i < 40; i++) {
      query += `&${"zyxw"[i % 4]}${i % 3}=${i}${i % 5 === 0 ? "+%C3%A9" : ""}`;
    }
    const ours = new URLSearchParams(query);
    const native = new Native(query);
    const steps: Array<
      (p: URLSearchParams | InstanceType<typeof Native>) => void
    > = [
      (p) => p.delete("y1"),
      (p) => p.set("x2", "new"),
      (p) => p.sort(),
      (p) => p.append("a", "b"),
      (p) => p.delete("z0", "0 é"),
      (p) => p.set("w0", "3"),
      (p) => p.sort(),
    ];
    for (const step of steps) {
      step(ours);
      step(native);
      assert.equal(ours.toString(), native.toString());
      assert.deepEqual(pairsOf(ours), pairsOf(native));
    }
    const copy = new URLSearchParams(ours);
    copy.delete("a");
    native.delete("a");
    assert.equal(copy.toString(), native.toString());
  });

  it("matches whatwg-url after random changes to a parsed query", () => {
    // The reference implementation, not the runtime's: Node 20's decodes
    // a literal non-ASCII code point after an escape wrongly.
    const atoms = [
      "a",
      "b",
      "=",
      "&",
      "+",
      "%20",
      "%2B",
      "%C3%A9",
      "%c3%a9",
      "%C3",
      "%",
      "%7E",
      "%26",
      "%41",
      "~",
      "*",
      "é",
      "\uD800",
      "\u{1F600}",
      "%F0%9F%98%80",
      "%ED%A0%80",
      "%EF%BF%BD",
      "?",
    ];
    const names = ["a", "b", "", "a b", "é", "\uDC00"];
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let run = 0; run < 2000; run++) {
      let query = "";
      for (let k = random(16); k > 0; k--) query += atoms[random(atoms.length)];
      const ours = new URLSearchParams(query);
      const native = new ReferenceURLSearchParams(query);
      for (let k = random(5); k > 0; k--) {
        const name = names[random(names.length)];
        const value = atoms[random(atoms.length)];
        const op = random(5);
        for (const p of [ours, native]) {
          if (op === 0) p.set(name, value);
          else if (op === 1) p.append(name, value);
          else if (op === 2) p.delete(name);
          else if (op === 3) p.delete(name, value);
          else p.sort();
        }
        if (random(3) === 0) {
          assert.equal(ours.toString(), native.toString(), query);
        }
      }
      for (const name of ["a", "b", "ab", "ba", "", "a b"]) {
        const value = atoms[random(atoms.length)];
        assert.equal(ours.get(name), native.get(name), query);
        assert.equal(ours.has(name, value), native.has(name, value), query);
      }
      assert.equal(ours.toString(), native.toString(), query);
      assert.deepEqual(pairsOf(ours), pairsOf(native), query);
    }
  });

  it("stringifies with String() and template literals", () => {
    const params = new URLSearchParams("a=b c");
    assert.equal(String(params), "a=b+c");
    assert.equal(`${params}`, "a=b+c");
  });
});

describe("URLSearchParams iteration", () => {
  it("iterates over entries, keys and values", () => {
    const params = new URLSearchParams("a=1&b=2");
    assert.deepEqual([...params.entries()], [["a", "1"], ["b", "2"]]);
    assert.deepEqual([...params.keys()], ["a", "b"]);
    assert.deepEqual([...params.values()], ["1", "2"]);
    assert.deepEqual([...params], [["a", "1"], ["b", "2"]]);
  });

  it("uses entries() as @@iterator", () => {
    assert.equal(
      URLSearchParams.prototype[Symbol.iterator],
      URLSearchParams.prototype.entries,
    );
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
    assert.equal(params.toString(), "1=null&o=%EF%BF%BD&%EF%BF%BDx=y");
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

describe("URLSearchParams linked to a URL object", () => {
  it("reads its list from the query without updating the owner", () => {
    const { owner, params } = linked("a=1&b=%20&a=2");
    assert.equal(params.get("b"), " ");
    assert.equal(params.size, 3);
    assert.deepEqual(params.getAll("a"), ["1", "2"]);
    assert.equal(params.toString(), "a=1&b=+&a=2");
    assert.deepEqual([...params.keys()], ["a", "b", "a"]);
    assert.deepEqual(owner.calls, []);
  });

  it("updates the owner on append, which then reads the whole query", () => {
    const { owner, params } = linked("a=b ~");
    params.append("c", "d e");
    params.append("f", "");
    assert.deepEqual(owner.calls, ["a=b+%7E&c=d+e", "a=b+%7E&c=d+e&f="]);
  });

  it("updates the owner after every change, even one that changes nothing", () => {
    const { owner, params } = linked("b=1&a=2 ");
    params.delete("zzz");
    params.set("b", "3");
    params.sort();
    params.delete("a", "2 ");
    params.has("b");
    params.get("b");
    params.forEach(() => {});
    assert.deepEqual(owner.calls, [
      "b=1&a=2+",
      "b=3&a=2+",
      "a=2+&b=3",
      "b=3",
    ]);
  });

  it("sends null when the list becomes empty", () => {
    const { owner, params } = linked("a=1");
    params.delete("a");
    assert.deepEqual(owner.calls, [null]);
    params.sort();
    assert.deepEqual(owner.calls, [null, null]);
    params.append("", "");
    assert.deepEqual(owner.calls, [null, null, "="]);
  });

  it("completes 50,000 appends, the owner seeing each whole query", () => {
    const { owner, params } = linked("");
    const count = 50_000;
    for (let i = 0; i < count; i++) params.append("k", `${i} `);
    assert.equal(owner.calls.length, count);
    assert.equal(owner.calls[0], "k=0+");
    assert.equal(owner.calls[2], "k=0+&k=1+&k=2+");
    const last = owner.calls[count - 1]!;
    assert.equal(last, params.toString());
    assert.equal(last.split("&").length, count);
    assert.ok(last.endsWith(`&k=${count - 1}+`));
  });

  it("replaces the list on reset without calling the owner", () => {
    const { owner, params } = linked("a=1");
    const iterator = params.keys();
    assert.equal(iterator.next().value, "a");
    resetSearchParamsList(params, "x=1&y=2&z=3");
    assert.equal(params.toString(), "x=1&y=2&z=3");
    assert.equal(iterator.next().value, "y"); // the iterator sees the new list
    resetSearchParamsList(params, null);
    assert.equal(params.size, 0);
    assert.equal(params.toString(), "");
    assert.deepEqual(owner.calls, []);
    params.append("b", "2"); // still linked
    assert.deepEqual(owner.calls, ["b=2"]);
  });

  it("resets a list that was already changed", () => {
    const { owner, params } = linked("a=1");
    params.append("b", "2");
    resetSearchParamsList(params, "c=3");
    params.append("d", "4");
    assert.deepEqual(owner.calls, ["a=1&b=2", "c=3&d=4"]);
  });

  it("makes copies that are not linked", () => {
    const { owner, params } = linked("a=1");
    const copy = new URLSearchParams(params);
    copy.append("b", "2");
    assert.deepEqual(owner.calls, []);
    assert.equal(params.toString(), "a=1");
  });
});
