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
});

describe("toScalarValueString()", () => {
  it("replaces lone surrogates and keeps pairs", () => {
    assert.equal(toScalarValueString("\uD83D\uDE00"), "\uD83D\uDE00");
    assert.equal(toScalarValueString("\uDE00\uD83D"), "\uFFFD\uFFFD");
    assert.equal(toScalarValueString("x\uD83D"), "x\uFFFD");
  });
});
