// Parsing a query into URLSearchParams and serializing it back (toString()),
// also after changes, against the runtime's URLSearchParams and whatwg-url's.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URLSearchParams } from "./url_search_params.ts";
import { URLSearchParams as ReferenceURLSearchParams } from "whatwg-url";

/** The runtime's own URLSearchParams, spec-compliant in Deno. */
const Native = globalThis.URLSearchParams;

const pairsOf = (params: Iterable<[string, string]>) => [...params];

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
