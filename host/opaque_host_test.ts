import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parseOpaqueHost } from "./opaque_host.ts";
import type { ValidationErrorName } from "./validation_error.ts";

/** Parses and collects the validation errors as "name@position". */
function parse(input: string): [string | null, string[]] {
  const errors: string[] = [];
  const host = parseOpaqueHost(
    input,
    (name: ValidationErrorName, at: number) => errors.push(`${name}@${at}`),
  );
  return [host, errors];
}

describe("parseOpaqueHost()", () => {
  it("keeps URL code points as they are, case included", () => {
    assert.deepEqual(parse("EXAMPLE.com"), ["EXAMPLE.com", []]);
    assert.deepEqual(parse("a!$&'()*+,-.;=_~z"), ["a!$&'()*+,-.;=_~z", []]);
    assert.deepEqual(parse("0x"), ["0x", []]);
  });

  it("returns the empty host for the empty string", () => {
    assert.deepEqual(parse(""), ["", []]);
  });

  it("fails with host-invalid-code-point on each forbidden host code point", () => {
    for (const c of "\0\t\n\r #/:<>?@[\\]^|") {
      const input = "a" + c + "b";
      assert.deepEqual(
        parse(input),
        [null, ["host-invalid-code-point@1"]],
        JSON.stringify(input),
      );
      assert.equal(parseOpaqueHost(input), null);
    }
  });

  it("reports only the forbidden code point when it fails", () => {
    assert.deepEqual(parse("é%zz`["), [null, ["host-invalid-code-point@5"]]);
  });

  it("UTF-8 percent-encodes non-ASCII and C0 controls", () => {
    assert.deepEqual(parse("faß.example"), ["fa%C3%9F.example", []]);
    assert.deepEqual(parse("a\u0001b"), ["a%01b", ["invalid-URL-unit@1"]]);
    assert.deepEqual(parse("a\u007fb"), ["a%7Fb", ["invalid-URL-unit@1"]]);
    assert.deepEqual(parse("\u{1F4A9}"), ["%F0%9F%92%A9", []]);
  });

  it("keeps percent-encoded bytes as they are", () => {
    assert.deepEqual(parse("example%2Ecom"), ["example%2Ecom", []]);
    assert.deepEqual(parse("%30"), ["%30", []]);
  });

  it("reports invalid-URL-unit once for non-URL code points", () => {
    assert.deepEqual(parse("a`b{c}"), ["a`b{c}", ["invalid-URL-unit@1"]]);
    assert.deepEqual(parse('a"b'), ['a"b', ["invalid-URL-unit@1"]]);
    assert.deepEqual(parse("\uFDD0"), ["%EF%B7%90", ["invalid-URL-unit@0"]]);
    assert.deepEqual(parse("x\u{10FFFF}"), ["x%F4%8F%BF%BF", [
      "invalid-URL-unit@1",
    ]]);
    assert.deepEqual(parse("\u0080"), ["%C2%80", ["invalid-URL-unit@0"]]);
  });

  it("reports invalid-URL-unit once for a % without two hex digits", () => {
    assert.deepEqual(parse("a%zb%"), ["a%zb%", ["invalid-URL-unit@1"]]);
    assert.deepEqual(parse("%4"), ["%4", ["invalid-URL-unit@0"]]);
    assert.deepEqual(parse("%41%"), ["%41%", ["invalid-URL-unit@3"]]);
  });

  it("reports non-URL code points before bad percent signs", () => {
    assert.deepEqual(parse("a%zz`b"), ["a%zz`b", [
      "invalid-URL-unit@4",
      "invalid-URL-unit@1",
    ]]);
  });

  it("encodes a lone surrogate as U+FFFD and reports it", () => {
    assert.deepEqual(parse("a\uD800b"), ["a%EF%BF%BDb", [
      "invalid-URL-unit@1",
    ]]);
    assert.deepEqual(parse("\uDC00"), ["%EF%BF%BD", ["invalid-URL-unit@0"]]);
  });

  it("gives the same result without a reporter", () => {
    for (const input of ["a\u0001b", "faß", "a%zb", "a b", ""]) {
      assert.equal(parseOpaqueHost(input), parse(input)[0]);
    }
  });
});
