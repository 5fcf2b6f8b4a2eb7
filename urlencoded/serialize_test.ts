import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Encoding } from "../percent/mod.ts";
import { serializeUrlencoded } from "./mod.ts";
import { parseUrlencodedString } from "./mod.ts";

/** A toy single-byte encoder: code points above U+00FF are unmappable. */
const LATIN_1: Encoding = {
  name: "windows-1252",
  encode: (input) =>
    Array.from(input, (c) => {
      const cp = c.codePointAt(0)!;
      return cp > 0xff ? ~cp : cp;
    }),
};

describe("serializeUrlencoded()", () => {
  it("serializes an empty list as the empty string", () => {
    assert.equal(serializeUrlencoded([]), "");
  });

  it("joins pairs with '&' and always writes '='", () => {
    assert.equal(
      serializeUrlencoded([["a", "1"], ["b", ""], ["", ""]]),
      "a=1&b=&=",
    );
  });

  it("writes a space as '+' and a plus sign as %2B", () => {
    assert.equal(serializeUrlencoded([["a b", "1+1"]]), "a+b=1%2B1");
  });

  it("leaves only ASCII alphanumerics and *-._ unescaped", () => {
    let all = "";
    for (let c = 0x20; c < 0x7f; c++) all += String.fromCharCode(c);
    assert.equal(
      serializeUrlencoded([["x", all]]),
      "x=+%21%22%23%24%25%26%27%28%29*%2B%2C-.%2F0123456789%3A%3B%3C%3D%3E%3F" +
        "%40ABCDEFGHIJKLMNOPQRSTUVWXYZ%5B%5C%5D%5E_%60abcdefghijklmnopqrstuvwxyz" +
        "%7B%7C%7D%7E",
    );
  });

  it("percent-encodes the UTF-8 bytes of other code points", () => {
    assert.equal(
      serializeUrlencoded([["ü", "€\u{1F600}\u0000\u007F"]]),
      "%C3%BC=%E2%82%AC%F0%9F%98%80%00%7F",
    );
  });

  it("encodes lone surrogates as U+FFFD", () => {
    assert.equal(
      serializeUrlencoded([["\uD800", "a\uDC00"]]),
      "%EF%BF%BD=a%EF%BF%BD",
    );
  });

  it("accepts any iterable of pairs, such as a Map", () => {
    const map = new Map([["a", "1"], ["b", "2"]]);
    assert.equal(serializeUrlencoded(map), "a=1&b=2");
  });

  it("round-trips through the string parser", () => {
    const tuples: Array<[string, string]> = [
      ["a b", "c&d=e"],
      ["%", "+"],
      ["ü\u{1F600}", "~*'()"],
    ];
    assert.deepEqual(
      parseUrlencodedString(serializeUrlencoded(tuples)),
      tuples,
    );
  });

  it("encodes with a legacy encoding, escaping unmappable characters", () => {
    assert.equal(
      serializeUrlencoded([["ü", "€ x"], ["a", "\u{1F600}"]], LATIN_1),
      "%FC=%26%238364%3B+x&a=%26%23128512%3B",
    );
  });

  it("uses UTF-8 for UTF-16 encodings, as the output encoding", () => {
    const utf16: Encoding = {
      name: "UTF-16LE",
      encode: () => {
        throw new Error("not used");
      },
    };
    assert.equal(serializeUrlencoded([["ü", "1"]], utf16), "%C3%BC=1");
  });
});
