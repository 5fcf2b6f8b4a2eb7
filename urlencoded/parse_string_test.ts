import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parseUrlencoded, parseUrlencodedString } from "./mod.ts";
import { PARSER_CASES } from "./_parser_cases.ts";

describe("parseUrlencodedString()", () => {
  for (const [input, output] of PARSER_CASES) {
    it(`parses ${JSON.stringify(input)}`, () => {
      assert.deepEqual(parseUrlencodedString(input), output);
    });
  }

  it("keeps a leading '?' as part of the first name", () => {
    assert.deepEqual(parseUrlencodedString("?a=1"), [["?a", "1"]]);
  });

  it("turns lone surrogates into U+FFFD, with or without escapes", () => {
    assert.deepEqual(
      parseUrlencodedString("\uD800=\uDC00x&b=%41\uD83D&\uD83D\uDE00=+\uDFFF"),
      [
        ["\uFFFD", "\uFFFDx"],
        ["b", "A\uFFFD"],
        ["\u{1F600}", " \uFFFD"],
      ],
    );
  });

  it("ends a truncated escaped sequence at a following raw code point", () => {
    assert.deepEqual(parseUrlencodedString("a=%F0%9F\u{1F600}"), [
      ["a", "\uFFFD\u{1F600}"],
    ]);
  });

  it("gives the same tuples as UTF-8 encoding then parsing the bytes", () => {
    const pieces = [
      "a",
      "=",
      "&",
      "+",
      "%",
      "%2",
      "%41",
      "%C3",
      "%A9",
      "%E0",
      "%ED%A0",
      "%80",
      "%F0",
      "%9F",
      "%FF",
      "ü",
      "\uD800",
      "\uDC00",
      "\u{1F600}",
      "%zz",
      " ",
    ];
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return (seed >>> 16) % n; // the high bits: the low ones cycle fast
    };
    const encoder = new TextEncoder();
    for (let t = 0; t < 2000; t++) {
      let input = "";
      for (let i = random(10); i > 0; i--) {
        input += pieces[random(pieces.length)];
      }
      assert.deepEqual(
        parseUrlencodedString(input),
        parseUrlencoded(encoder.encode(input)),
        JSON.stringify(input),
      );
    }
  });
});
