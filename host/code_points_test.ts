import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  ASCII_DOMAIN_CODE_POINT,
  isURLCodePoint,
  LOWERCASE_DOMAIN,
  LOWERCASE_DOMAIN_CODE_POINT,
} from "./code_points.ts";
import { isForbiddenDomainCodePoint } from "./forbidden_code_point.ts";
import { hex, SWEEP, sweep } from "../tests/_code_point_sweep.ts";

describe("host code-point classes", () => {
  it("ASCII_DOMAIN_CODE_POINT is ASCII without forbidden domain code points", () => {
    sweep(
      ASCII_DOMAIN_CODE_POINT,
      (c) => c < 0x80 && !isForbiddenDomainCodePoint(c),
    );
  });

  it("LOWERCASE_DOMAIN_CODE_POINT leaves out ASCII upper alpha too", () => {
    sweep(
      LOWERCASE_DOMAIN_CODE_POINT,
      (c) =>
        c < 0x80 && !isForbiddenDomainCodePoint(c) && (c < 0x41 || c > 0x5a),
    );
  });

  it("LOWERCASE_DOMAIN matches a run of LOWERCASE_DOMAIN_CODE_POINT", () => {
    LOWERCASE_DOMAIN.lastIndex = 2;
    assert.equal(LOWERCASE_DOMAIN.test("//a-b.c_d~Ef"), true);
    assert.equal(LOWERCASE_DOMAIN.lastIndex, 10);
    LOWERCASE_DOMAIN.lastIndex = 0;
  });
});

describe("isURLCodePoint()", () => {
  it("holds for the spec's ASCII list and the non-ASCII ranges", () => {
    const ascii = "!$&'()*+,-./:;=?@_~";
    const spec = (c: number) =>
      c < 0x80
        ? /[0-9A-Za-z]/.test(String.fromCharCode(c)) ||
          ascii.includes(String.fromCharCode(c))
        : c >= 0xa0 && c <= 0x10fffd && !(c >= 0xd800 && c <= 0xdfff) &&
          !(c >= 0xfdd0 && c <= 0xfdef) && (c & 0xfffe) !== 0xfffe;
    for (const c of [...SWEEP, 0x1fffe, 0x1ffff, 0x10000, 0x10fffd, 0x10fffe]) {
      assert.equal(isURLCodePoint(c), spec(c), hex(c));
    }
  });
});
