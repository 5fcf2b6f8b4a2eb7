// URLSearchParams' lookups and changes: size, append, get, getAll, has,
// delete, set and sort.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URLSearchParams } from "./url_search_params.ts";

/** The runtime's own URLSearchParams, spec-compliant in Deno. */
const Native = globalThis.URLSearchParams;

const pairsOf = (params: Iterable<[string, string]>) => [...params];

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
});
