import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  isForbiddenDomainCodePoint,
  isForbiddenHostCodePoint,
} from "./forbidden_code_point.ts";

const HOST = "\0\t\n\r #/:<>?@[\\]^|";

describe("isForbiddenHostCodePoint()", () => {
  it("is true exactly for the spec's seventeen code points", () => {
    for (let c = 0; c < 0x80; c++) {
      assert.equal(
        isForbiddenHostCodePoint(c),
        HOST.includes(String.fromCharCode(c)),
        `U+${c.toString(16)}`,
      );
    }
  });

  it("is false above ASCII and for non-code points", () => {
    assert.equal(isForbiddenHostCodePoint(0x80), false);
    assert.equal(isForbiddenHostCodePoint(0xff3b), false);
    assert.equal(isForbiddenHostCodePoint(0x10ffff), false);
    assert.equal(isForbiddenHostCodePoint(-1), false);
  });
});

describe("isForbiddenDomainCodePoint()", () => {
  it("adds the C0 controls, % and DELETE to the host set", () => {
    for (let c = 0; c < 0x80; c++) {
      const expected = HOST.includes(String.fromCharCode(c)) || c < 0x20 ||
        c === 0x25 || c === 0x7f;
      assert.equal(
        isForbiddenDomainCodePoint(c),
        expected,
        `U+${c.toString(16)}`,
      );
    }
  });

  it("is false above ASCII", () => {
    assert.equal(isForbiddenDomainCodePoint(0x80), false);
    assert.equal(isForbiddenDomainCodePoint(0x9f), false);
    assert.equal(isForbiddenDomainCodePoint(-1), false);
  });
});
