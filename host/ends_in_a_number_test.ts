import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { endsInANumber } from "./ends_in_a_number.ts";
import { parseIPv4Number } from "./ipv4.ts";

/** The spec's steps, transcribed literally (split and all). */
function reference(input: string): boolean {
  const parts = input.split(".");
  if (parts[parts.length - 1] === "") {
    if (parts.length === 1) return false;
    parts.pop();
  }
  const last = parts[parts.length - 1];
  if (last !== "" && /^[0-9]+$/.test(last)) return true;
  return parseIPv4Number(last) !== null;
}

describe("endsInANumber()", () => {
  it("is true when the last label is all ASCII digits", () => {
    assert.equal(endsInANumber("1"), true);
    assert.equal(endsInANumber("example.255"), true);
    assert.equal(endsInANumber("09"), true);
    assert.equal(endsInANumber("1.2.3.4"), true);
  });

  it("ignores one trailing dot", () => {
    assert.equal(endsInANumber("example.1."), true);
    assert.equal(endsInANumber("example.1.."), false);
    assert.equal(endsInANumber("1."), true);
  });

  it("is true for 0x or 0X and hex digits", () => {
    assert.equal(endsInANumber("a.0x"), true);
    assert.equal(endsInANumber("a.0XfF"), true);
    assert.equal(endsInANumber("0x1"), true);
  });

  it("is false for other last labels", () => {
    assert.equal(endsInANumber("example.com"), false);
    assert.equal(endsInANumber("1.2.3.a"), false);
    assert.equal(endsInANumber("a.0xg"), false);
    assert.equal(endsInANumber("a.x0"), false);
    assert.equal(endsInANumber("a.1a"), false);
    assert.equal(endsInANumber("a.0a"), false);
    assert.equal(endsInANumber("a.１"), false);
    assert.equal(endsInANumber("0xx"), false);
    assert.equal(endsInANumber("00x1"), false);
    assert.equal(endsInANumber("a0x1"), false);
    assert.equal(endsInANumber("x"), false);
    assert.equal(endsInANumber("a.x1"), false);
  });

  it("is false when the last label is empty", () => {
    assert.equal(endsInANumber(""), false);
    assert.equal(endsInANumber("."), false);
    assert.equal(endsInANumber(".."), false);
    assert.equal(endsInANumber("1.."), false);
  });

  it("agrees with the spec's steps on every short string", () => {
    const alphabet = ["0", "1", "9", "x", "X", "a", "f", "g", "."];
    let inputs = [""];
    for (let length = 1; length <= 5; length++) {
      inputs = inputs.flatMap((s) => alphabet.map((c) => s + c));
      for (const input of inputs) {
        assert.equal(endsInANumber(input), reference(input), input);
      }
    }
  });
});
