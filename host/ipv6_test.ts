import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  findIPv6CompressedPieceIndex,
  type IPv6Address,
  parseIPv6,
  serializeIPv6,
} from "./ipv6.ts";
import type { ValidationErrorName } from "./validation_error.ts";

/** Parses and collects the validation errors as "name@position". */
function parse(input: string): [IPv6Address | null, string[]] {
  const errors: string[] = [];
  const address = parseIPv6(
    input,
    (name: ValidationErrorName, at: number) => errors.push(`${name}@${at}`),
  );
  return [address, errors];
}

describe("parseIPv6()", () => {
  it("parses eight pieces", () => {
    assert.deepEqual(parse("1:2:3:4:5:6:7:8"), [[1, 2, 3, 4, 5, 6, 7, 8], []]);
    assert.deepEqual(
      parse("FFFF:ffff:0:0:0:0:0:0"),
      [[0xffff, 0xffff, 0, 0, 0, 0, 0, 0], []],
    );
  });

  it("expands a compression anywhere", () => {
    assert.deepEqual(parseIPv6("::"), [0, 0, 0, 0, 0, 0, 0, 0]);
    assert.deepEqual(parseIPv6("::1"), [0, 0, 0, 0, 0, 0, 0, 1]);
    assert.deepEqual(parseIPv6("1::"), [1, 0, 0, 0, 0, 0, 0, 0]);
    assert.deepEqual(parseIPv6("1:2::7:8"), [1, 2, 0, 0, 0, 0, 7, 8]);
    assert.deepEqual(parseIPv6("1:2:3:4:5:6:7::"), [1, 2, 3, 4, 5, 6, 7, 0]);
    assert.deepEqual(parseIPv6("::2:3:4:5:6:7:8"), [0, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("parses an IPv4 address in the last two pieces", () => {
    assert.deepEqual(
      parse("::ffff:1.2.3.4"),
      [[0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304], []],
    );
    assert.deepEqual(
      parseIPv6("1:2:3:4:5:6:255.255.255.255"),
      [1, 2, 3, 4, 5, 6, 0xffff, 0xffff],
    );
    assert.deepEqual(parseIPv6("::0.0.0.0"), [0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("fails with IPv6-invalid-compression on a single leading colon", () => {
    assert.deepEqual(parse(":1"), [null, ["IPv6-invalid-compression@0"]]);
    assert.deepEqual(parse(":"), [null, ["IPv6-invalid-compression@0"]]);
  });

  it("fails with IPv6-too-many-pieces", () => {
    assert.deepEqual(parse("1:2:3:4:5:6:7:8:9"), [null, [
      "IPv6-too-many-pieces@16",
    ]]);
    assert.deepEqual(parse("1:2:3:4:5:6:7:8::"), [null, [
      "IPv6-too-many-pieces@16",
    ]]);
  });

  it("fails with IPv6-multiple-compression", () => {
    assert.deepEqual(parse("1::1::1"), [null, ["IPv6-multiple-compression@5"]]);
    assert.deepEqual(parse(":::"), [null, ["IPv6-multiple-compression@2"]]);
  });

  it("fails with IPv6-invalid-code-point", () => {
    assert.deepEqual(parse("1:2:3!:4"), [null, ["IPv6-invalid-code-point@5"]]);
    assert.deepEqual(parse("1:2:3:"), [null, ["IPv6-invalid-code-point@6"]]);
    // A fifth hex digit.
    assert.deepEqual(parse("12345::"), [null, ["IPv6-invalid-code-point@4"]]);
    assert.deepEqual(parse("::g"), [null, ["IPv6-invalid-code-point@2"]]);
    assert.deepEqual(parse("::%31"), [null, ["IPv6-invalid-code-point@2"]]);
    assert.deepEqual(parse("::１"), [null, ["IPv6-invalid-code-point@2"]]);
  });

  it("fails with IPv6-too-few-pieces without compression", () => {
    assert.deepEqual(parse("1:2:3"), [null, ["IPv6-too-few-pieces@5"]]);
    assert.deepEqual(parse(""), [null, ["IPv6-too-few-pieces@0"]]);
    assert.deepEqual(parse("1.2.3.4"), [null, ["IPv6-too-few-pieces@7"]]);
  });

  it("reports IPv6-piece-leading-zero and goes on", () => {
    assert.deepEqual(parse("::01"), [[0, 0, 0, 0, 0, 0, 0, 1], [
      "IPv6-piece-leading-zero@2",
    ]]);
    assert.deepEqual(parse("0001:0:0:0:0:0:00:0"), [[1, 0, 0, 0, 0, 0, 0, 0], [
      "IPv6-piece-leading-zero@0",
      "IPv6-piece-leading-zero@15",
    ]]);
    // "0" alone and four significant digits are fine.
    assert.deepEqual(parse("0:0:0:0:0:0:1000:ffff")[1], []);
  });

  it("fails with IPv4-in-IPv6-too-many-pieces", () => {
    assert.deepEqual(parse("1:1:1:1:1:1:1:127.0.0.1"), [null, [
      "IPv4-in-IPv6-too-many-pieces@14",
    ]]);
  });

  it("fails with IPv4-in-IPv6-invalid-code-point", () => {
    assert.deepEqual(parse("ffff::.0.0.1"), [null, [
      "IPv4-in-IPv6-invalid-code-point@6",
    ]]);
    assert.deepEqual(parse("ffff::127.0.xyz.1"), [null, [
      "IPv4-in-IPv6-invalid-code-point@12",
    ]]);
    assert.deepEqual(parse("ffff::127.0xyz"), [null, [
      "IPv4-in-IPv6-invalid-code-point@11",
    ]]);
    assert.deepEqual(parse("ffff::127.00.0.1"), [null, [
      "IPv4-in-IPv6-invalid-code-point@11",
    ]]);
    assert.deepEqual(parse("ffff::127.0.0.1.2"), [null, [
      "IPv4-in-IPv6-invalid-code-point@15",
    ]]);
    assert.deepEqual(parse("ffff::127.0.0."), [null, [
      "IPv4-in-IPv6-invalid-code-point@14",
    ]]);
  });

  it("fails with IPv4-in-IPv6-out-of-range-part", () => {
    assert.deepEqual(parse("ffff::127.0.0.4000"), [null, [
      "IPv4-in-IPv6-out-of-range-part@16",
    ]]);
    assert.deepEqual(parse("::256.0.0.1"), [null, [
      "IPv4-in-IPv6-out-of-range-part@4",
    ]]);
  });

  it("fails with IPv4-in-IPv6-too-few-parts", () => {
    assert.deepEqual(parse("ffff::127.0.0"), [null, [
      "IPv4-in-IPv6-too-few-parts@13",
    ]]);
  });
});

describe("findIPv6CompressedPieceIndex()", () => {
  it("points to the spec's example's second zero", () => {
    assert.equal(
      findIPv6CompressedPieceIndex([0, 0xf, 0, 0, 0xf, 0xf, 0, 0]),
      2,
    );
  });

  it("prefers the first of equally long runs", () => {
    assert.equal(findIPv6CompressedPieceIndex([1, 0, 0, 2, 0, 0, 3, 4]), 1);
  });

  it("prefers a longer later run", () => {
    assert.equal(findIPv6CompressedPieceIndex([1, 0, 0, 2, 0, 0, 0, 3]), 4);
    assert.equal(findIPv6CompressedPieceIndex([1, 0, 0, 2, 3, 0, 0, 0]), 5);
  });

  it("never compresses a single zero", () => {
    assert.equal(findIPv6CompressedPieceIndex([1, 0, 1, 0, 1, 0, 1, 0]), null);
    assert.equal(findIPv6CompressedPieceIndex([1, 2, 3, 4, 5, 6, 7, 8]), null);
  });

  it("compresses all zeros from the start", () => {
    assert.equal(findIPv6CompressedPieceIndex([0, 0, 0, 0, 0, 0, 0, 0]), 0);
  });
});

describe("serializeIPv6()", () => {
  it("compresses the longest run of zeros", () => {
    assert.equal(serializeIPv6([1, 0, 0, 2, 0, 0, 0, 3]), "1:0:0:2::3");
    assert.equal(serializeIPv6([0, 0xf, 0, 0, 0xf, 0xf, 0, 0]), "0:f::f:f:0:0");
  });

  it("compresses the first of equally long runs", () => {
    assert.equal(serializeIPv6([1, 0, 0, 2, 0, 0, 3, 4]), "1::2:0:0:3:4");
  });

  it("writes compression at either end", () => {
    assert.equal(serializeIPv6([0, 0, 0, 0, 0, 0, 0, 0]), "::");
    assert.equal(serializeIPv6([0, 0, 0, 0, 0, 0, 0, 1]), "::1");
    assert.equal(serializeIPv6([1, 0, 0, 0, 0, 0, 0, 0]), "1::");
  });

  it("writes lowercase hex without leading zeros", () => {
    assert.equal(
      serializeIPv6([0x2001, 0xdb8, 0xabcd, 0xf, 0x10, 0x100, 0x1000, 0xffff]),
      "2001:db8:abcd:f:10:100:1000:ffff",
    );
  });

  it("writes embedded IPv4 as hex pieces", () => {
    assert.equal(serializeIPv6(parseIPv6("::ffff:1.2.3.4")!), "::ffff:102:304");
  });

  it("roundtrips with the parser", () => {
    for (const input of ["::", "1::", "::1", "1:0:0:2::3", "1::2:0:0:3:4"]) {
      assert.equal(serializeIPv6(parseIPv6(input)!), input);
    }
  });
});
