import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parseUrlencoded } from "./mod.ts";
import { PARSER_CASES } from "./_parser_cases.ts";

const bytes = (input: string) => new TextEncoder().encode(input);

/** Bytes that count how many bytes the parser's `indexOf` scans look at. */
class CountingBytes extends Uint8Array {
  scanned = 0;
  override indexOf(value: number, from = 0): number {
    const found = super.indexOf(value, from);
    this.scanned += (found === -1 ? this.length : found + 1) - from;
    return found;
  }
}

describe("parseUrlencoded()", () => {
  it("scans each byte a bounded number of times when sequences lack '='", () => {
    // Each "&"-separated sequence once searched for "=" up to the end of
    // the whole input: quadratic ("a&" repeated 10^5 times took seconds).
    for (const input of ["a&".repeat(20_000), "a&".repeat(20_000) + "=b"]) {
      const counting = new CountingBytes(bytes(input));
      const output = parseUrlencoded(counting);
      assert.deepEqual(output[0], ["a", ""]);
      assert.equal(output.length, input.endsWith("=b") ? 20_001 : 20_000);
      assert.ok(counting.scanned > 0);
      assert.ok(
        counting.scanned <= 3 * input.length,
        `scanned ${counting.scanned} bytes of ${input.length}`,
      );
    }
  });

  for (const [input, output] of PARSER_CASES) {
    it(`parses the UTF-8 bytes of ${JSON.stringify(input)}`, () => {
      assert.deepEqual(parseUrlencoded(bytes(input)), output);
    });
  }

  it("decodes invalid UTF-8 bytes that were never escaped as U+FFFD", () => {
    const input = new Uint8Array([0x61, 0xff, 0x3d, 0xc3, 0x26, 0xe2, 0x82]);
    assert.deepEqual(parseUrlencoded(input), [
      ["a\uFFFD", "\uFFFD"],
      ["\uFFFD", ""],
    ]);
  });

  it("splits on bytes: a 0x3D inside an escape is not a separator", () => {
    assert.deepEqual(parseUrlencoded(bytes("%3D=%26&b")), [
      ["=", "&"],
      ["b", ""],
    ]);
  });

  it("does not strip a UTF-8 BOM", () => {
    const input = new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x3d, 0x62]);
    assert.deepEqual(parseUrlencoded(input), [["\uFEFFa", "b"]]);
  });

  it("reads only the view it is given", () => {
    const buffer = bytes("xx&a=b&yy");
    assert.deepEqual(parseUrlencoded(buffer.subarray(3, 6)), [["a", "b"]]);
  });

  it("handles parts longer than any earlier one", () => {
    const long = "%C3%A9".repeat(1000);
    assert.deepEqual(parseUrlencoded(bytes(`a=b&${long}=${long}+`)), [
      ["a", "b"],
      ["é".repeat(1000), "é".repeat(1000) + " "],
    ]);
  });
});
