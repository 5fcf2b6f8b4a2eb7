import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parseIPv4, parseIPv4Number, serializeIPv4 } from "./ipv4.ts";
import type { ValidationErrorName } from "./validation_error.ts";

/** The spec's IPv4 number parser, transcribed literally, with BigInt. */
function referenceNumber(input: string): [bigint, boolean] | null {
  if (input === "") return null;
  let validationError = false;
  let radix = 10;
  if (input.length >= 2 && (input.startsWith("0x") || input.startsWith("0X"))) {
    validationError = true;
    input = input.slice(2);
    radix = 16;
  } else if (input.length >= 2 && input[0] === "0") {
    validationError = true;
    input = input.slice(1);
    radix = 8;
  }
  if (input === "") return [0n, true];
  const digits = radix === 16
    ? /^[0-9a-fA-F]+$/
    : radix === 8
    ? /^[0-7]+$/
    : /^[0-9]+$/;
  if (!digits.test(input)) return null;
  const prefix = radix === 16 ? "0x" : radix === 8 ? "0o" : "";
  return [BigInt(prefix + input), validationError];
}

/** The spec's IPv4 parser, transcribed literally, with BigInt. */
function reference(input: string, errors: string[]): number | null {
  const parts = input.split(".");
  if (parts[parts.length - 1] === "") {
    errors.push("IPv4-empty-part");
    if (parts.length > 1) parts.pop();
  }
  if (parts.length < 4) errors.push("IPv4-too-few-parts");
  if (parts.length > 4) {
    errors.push("IPv4-too-many-parts");
    return null;
  }
  const numbers: bigint[] = [];
  for (const part of parts) {
    const result = referenceNumber(part);
    if (result === null) {
      errors.push("IPv4-non-numeric-part");
      return null;
    }
    if (result[1]) errors.push("IPv4-non-decimal-part");
    numbers.push(result[0]);
  }
  if (numbers.some((n) => n > 255n)) errors.push("IPv4-out-of-range-part");
  if (numbers.slice(0, -1).some((n) => n > 255n)) return null;
  if (numbers[numbers.length - 1] >= 256n ** BigInt(5 - numbers.length)) {
    return null;
  }
  let ipv4 = numbers.pop()!;
  let counter = 0;
  for (const n of numbers) {
    ipv4 += n * 256n ** BigInt(3 - counter);
    counter++;
  }
  return Number(ipv4);
}

/** A deterministic pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Parses and collects the validation errors as "name@position". */
function parse(input: string): [number | null, string[]] {
  const errors: string[] = [];
  const address = parseIPv4(
    input,
    (name: ValidationErrorName, at: number) => errors.push(`${name}@${at}`),
  );
  return [address, errors];
}

describe("parseIPv4Number()", () => {
  it("parses decimal without a validation error", () => {
    assert.deepEqual(parseIPv4Number("0"), [0, false]);
    assert.deepEqual(parseIPv4Number("255"), [255, false]);
    assert.deepEqual(parseIPv4Number("4294967295"), [4294967295, false]);
  });

  it("parses octal after a leading zero, flagged", () => {
    assert.deepEqual(parseIPv4Number("010"), [8, true]);
    assert.deepEqual(parseIPv4Number("00"), [0, true]);
    assert.equal(parseIPv4Number("08"), null);
    assert.equal(parseIPv4Number("09"), null);
  });

  it("parses hexadecimal after 0x or 0X, flagged", () => {
    assert.deepEqual(parseIPv4Number("0x1F"), [31, true]);
    assert.deepEqual(parseIPv4Number("0XaB"), [0xab, true]);
    assert.equal(parseIPv4Number("0xg"), null);
    assert.equal(parseIPv4Number("0x0x1"), null);
  });

  it("reads 0x alone as zero", () => {
    assert.deepEqual(parseIPv4Number("0x"), [0, true]);
    assert.deepEqual(parseIPv4Number("0X"), [0, true]);
  });

  it("fails on the empty string and non-digits", () => {
    assert.equal(parseIPv4Number(""), null);
    assert.equal(parseIPv4Number("x"), null);
    assert.equal(parseIPv4Number("1a"), null);
    assert.equal(parseIPv4Number("-1"), null);
    assert.equal(parseIPv4Number("+1"), null);
    assert.equal(parseIPv4Number(" 1"), null);
    assert.equal(parseIPv4Number("１"), null);
  });

  it("keeps huge numbers huge", () => {
    assert.ok(parseIPv4Number("99999999999999999999")![0] > 2 ** 32);
    assert.ok(parseIPv4Number("0x100000000")![0] >= 2 ** 32);
    assert.equal(parseIPv4Number("9".repeat(400))![0], Infinity);
  });
});

describe("parseIPv4()", () => {
  it("parses four decimal parts without validation errors", () => {
    assert.deepEqual(parse("127.0.0.1"), [0x7f000001, []]);
    assert.deepEqual(parse("0.0.0.0"), [0, []]);
    assert.deepEqual(parse("255.255.255.255"), [0xffffffff, []]);
  });

  it("gives the last part the remaining bytes", () => {
    assert.equal(parseIPv4("1.2.3"), 0x01020003);
    assert.equal(parseIPv4("1.2.65535"), 0x0102ffff);
    assert.equal(parseIPv4("1.16777215"), 0x01ffffff);
    assert.equal(parseIPv4("4294967295"), 0xffffffff);
  });

  it("fails when the last part is too big for the bytes left", () => {
    assert.deepEqual(parse("1.2.65536"), [null, [
      "IPv4-too-few-parts@0",
      "IPv4-out-of-range-part@4",
    ]]);
    assert.equal(parseIPv4("1.16777216"), null);
    assert.equal(parseIPv4("4294967296"), null);
    assert.equal(parseIPv4("1.2.3.256"), null);
  });

  it("reports IPv4-too-few-parts", () => {
    assert.deepEqual(parse("1.2.3"), [0x01020003, ["IPv4-too-few-parts@0"]]);
    assert.deepEqual(parse("10"), [10, ["IPv4-too-few-parts@0"]]);
  });

  it("reports IPv4-empty-part for a trailing dot and drops it", () => {
    assert.deepEqual(parse("1.2.3.4."), [0x01020304, ["IPv4-empty-part@7"]]);
  });

  it("fails with IPv4-too-many-parts at the fifth part", () => {
    assert.deepEqual(parse("1.2.3.4.5"), [null, ["IPv4-too-many-parts@8"]]);
    assert.deepEqual(parse("1.2.3.4.5."), [null, [
      "IPv4-empty-part@9",
      "IPv4-too-many-parts@8",
    ]]);
    // Counted before any part is parsed.
    assert.deepEqual(parse("a.b.c.d.e"), [null, ["IPv4-too-many-parts@8"]]);
  });

  it("fails with IPv4-non-numeric-part on an empty or non-numeric part", () => {
    assert.deepEqual(parse("0..0x300"), [null, [
      "IPv4-too-few-parts@0",
      "IPv4-non-numeric-part@2",
    ]]);
    assert.deepEqual(parse("1.2.x.4"), [null, ["IPv4-non-numeric-part@4"]]);
    assert.deepEqual(parse("1.2.3.09"), [null, ["IPv4-non-numeric-part@6"]]);
    assert.deepEqual(parse("1..3.4"), [null, ["IPv4-non-numeric-part@2"]]);
  });

  it("stops at the first non-numeric part", () => {
    assert.deepEqual(parse("0x1.x.0x2.1"), [null, [
      "IPv4-non-decimal-part@0",
      "IPv4-non-numeric-part@4",
    ]]);
  });

  it("reports IPv4-non-decimal-part for each octal or hex part", () => {
    assert.deepEqual(parse("0x7f.0.0.01"), [0x7f000001, [
      "IPv4-non-decimal-part@0",
      "IPv4-non-decimal-part@9",
    ]]);
    assert.deepEqual(parse("0x"), [0, [
      "IPv4-too-few-parts@0",
      "IPv4-non-decimal-part@0",
    ]]);
  });

  it("reports IPv4-out-of-range-part once, at the first such part", () => {
    assert.deepEqual(parse("256.300.0.1"), [null, [
      "IPv4-out-of-range-part@0",
    ]]);
    // Only the last part may exceed 255.
    assert.deepEqual(parse("1.256"), [0x01000100, [
      "IPv4-too-few-parts@0",
      "IPv4-out-of-range-part@2",
    ]]);
  });

  it("rejects 0x100000000 and huge decimal numbers", () => {
    assert.equal(parseIPv4("0x100000000"), null);
    assert.equal(parseIPv4("0xffffffff"), 0xffffffff);
    assert.equal(parseIPv4("99999999999999999999"), null);
    assert.equal(parseIPv4("1.99999999999999999999"), null);
    assert.equal(parseIPv4("99999999999999999999.1"), null);
    assert.equal(parseIPv4("1".repeat(1000)), null);
    assert.equal(parseIPv4("0x" + "f".repeat(400)), null);
    // Huge but equal to 2^32 + 1 in a double: still out of range.
    assert.equal(parseIPv4("18446744073709551617"), null);
  });

  it("handles the empty string and a lone dot without throwing", () => {
    assert.deepEqual(parse(""), [null, [
      "IPv4-empty-part@0",
      "IPv4-too-few-parts@0",
      "IPv4-non-numeric-part@0",
    ]]);
    assert.deepEqual(parse("."), [null, [
      "IPv4-empty-part@0",
      "IPv4-too-few-parts@0",
      "IPv4-non-numeric-part@0",
    ]]);
  });

  it("fails on non-ASCII digits", () => {
    assert.equal(parseIPv4("１.2.3.4"), null);
  });
});

describe("serializeIPv4()", () => {
  it("writes four decimal bytes, most significant first", () => {
    assert.equal(serializeIPv4(0), "0.0.0.0");
    assert.equal(serializeIPv4(0x7f000001), "127.0.0.1");
    assert.equal(serializeIPv4(0xc0a80001), "192.168.0.1");
    assert.equal(serializeIPv4(0xffffffff), "255.255.255.255");
  });

  it("roundtrips with the parser", () => {
    for (const address of [0, 1, 0x01020304, 0x80000000, 0xfffffffe]) {
      assert.equal(parseIPv4(serializeIPv4(address)), address);
    }
  });
});

describe("parseIPv4() against the spec's steps", () => {
  it("gives the same address and errors on generated input", () => {
    const next = random(4);
    const pieces = [
      "0",
      "1",
      "7",
      "8",
      "9",
      "00",
      "0x",
      "0X",
      "f",
      "F",
      "g",
      "255",
      "256",
      "65535",
      "65536",
      "16777216",
      "4294967295",
      "4294967296",
      ".",
      ".",
      ".",
      "99999999999999999999",
      "0xffffffff",
      "0x100000000",
      "017777777777",
      "020000000000",
      "１",
    ];
    for (let n = 0; n < 5000; n++) {
      let input = "";
      const count = 1 + Math.floor(next() * 9);
      for (let i = 0; i < count; i++) {
        input += pieces[Math.floor(next() * pieces.length)];
      }
      const expectedErrors: string[] = [];
      const expected = reference(input, expectedErrors);
      const errors: string[] = [];
      const actual = parseIPv4(input, (name) => errors.push(name));
      assert.equal(actual, expected, input);
      assert.deepEqual(errors, expectedErrors, input);
    }
  });
});
