import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  percentDecodeBytes,
  percentDecodeString,
  toScalarValueString,
  utf8PercentDecode,
} from "./mod.ts";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("percentDecodeBytes()", () => {
  it("decodes escapes in either hex case", () => {
    assert.deepEqual([...percentDecodeBytes(bytes("%41%6a%6A"))], [
      0x41,
      0x6a,
      0x6a,
    ]);
  });

  it("keeps a percent sign not followed by two hex digits", () => {
    assert.deepEqual(percentDecodeBytes(bytes("%25%s%1G%")), bytes("%%s%1G%"));
    assert.deepEqual(percentDecodeBytes(bytes("%4")), bytes("%4"));
  });

  it("does not change its input", () => {
    const input = bytes("%41");
    percentDecodeBytes(input);
    assert.deepEqual(input, bytes("%41"));
  });
});

describe("percentDecodeString()", () => {
  it("UTF-8 encodes before decoding", () => {
    assert.deepEqual([...percentDecodeString("‽%25%2E")], [
      0xe2,
      0x80,
      0xbd,
      0x25,
      0x2e,
    ]);
  });
});

describe("utf8PercentDecode()", () => {
  it("decodes UTF-8 and replaces invalid sequences with U+FFFD", () => {
    assert.equal(utf8PercentDecode("%E2%80%BD"), "‽");
    assert.equal(utf8PercentDecode("%E2%80"), "\uFFFD");
    assert.equal(utf8PercentDecode("%C0%AF"), "\uFFFD\uFFFD");
  });

  it("keeps a leading byte order mark", () => {
    assert.equal(utf8PercentDecode("%EF%BB%BFx"), "\uFEFFx");
  });

  it("returns the input when it has no escapes", () => {
    const input = "plain";
    assert.equal(utf8PercentDecode(input), input);
  });

  it("gives what TextDecoder gives for the percent-decoded bytes", () => {
    const pieces = [
      "a",
      "+",
      "%",
      "%2",
      "%41",
      "%c3",
      "%C3",
      "%A9",
      "%E0",
      "%ED",
      "%A0",
      "%80",
      "%F0",
      "%F4",
      "%90",
      "%9F",
      "%FF",
      "ü",
      "\uD800",
      "\uDC00",
      "\u{1F600}",
      "%zz",
    ];
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return (seed >>> 16) % n; // the high bits: the low ones cycle fast
    };
    for (let t = 0; t < 3000; t++) {
      let input = "";
      for (let i = random(8); i > 0; i--) {
        input += pieces[random(pieces.length)];
      }
      assert.equal(
        utf8PercentDecode(input),
        decoder.decode(percentDecodeString(input)),
        JSON.stringify(input),
      );
    }
  });
});

describe("toScalarValueString()", () => {
  it("replaces lone surrogates and keeps pairs", () => {
    assert.equal(toScalarValueString("\uD83D\uDE00"), "\uD83D\uDE00");
    assert.equal(toScalarValueString("\uDE00\uD83D"), "\uFFFD\uFFFD");
    assert.equal(toScalarValueString("x\uD83D"), "x\uFFFD");
  });
});
