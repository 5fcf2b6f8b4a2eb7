import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  findURLPortStringError,
  findURLUnitsError,
  isURLCodePoint,
  isValidURLFragmentString,
  isValidURLPathSegmentString,
  isValidURLPortString,
  isValidURLQueryString,
} from "./url_units.ts";

describe("isURLCodePoint()", () => {
  it("takes ASCII alphanumerics and the listed ASCII code points only", () => {
    const listed = "!$&'()*+,-./:;=?@_~";
    for (let c = 0; c < 0x80; c++) {
      const ch = String.fromCharCode(c);
      const expected = /[A-Za-z0-9]/.test(ch) || listed.includes(ch);
      assert.equal(isURLCodePoint(c), expected, `U+${c.toString(16)}`);
    }
  });

  it("excludes C1 controls, surrogates and noncharacters", () => {
    assert.equal(isURLCodePoint(0x9f), false);
    assert.equal(isURLCodePoint(0xa0), true);
    assert.equal(isURLCodePoint(0xd800), false);
    assert.equal(isURLCodePoint(0xfdd0), false);
    assert.equal(isURLCodePoint(0xfdf0), true);
    assert.equal(isURLCodePoint(0x1fffe), false);
    assert.equal(isURLCodePoint(0x10fffd), true);
  });
});

describe("findURLUnitsError()", () => {
  it("takes percent-encoded bytes and rejects a lone percent sign", () => {
    assert.equal(findURLUnitsError("%41%c3%A9"), -1);
    assert.equal(findURLUnitsError("%"), 0);
    assert.equal(findURLUnitsError("a%4"), 1);
    assert.equal(findURLUnitsError("a%4g"), 1);
  });

  it("stops at the range's end, even inside a percent-encoded byte", () => {
    assert.equal(findURLUnitsError("a%41", 0, 3), 1);
    assert.equal(findURLUnitsError("a b", 2), -1);
  });

  it("takes surrogate pairs and rejects lone surrogates", () => {
    assert.equal(findURLUnitsError("a\u{1F600}b"), -1);
    assert.equal(findURLUnitsError("a\uD83Db"), 1);
    assert.equal(findURLUnitsError("a\uDE00"), 1);
  });

  it("rejects the excluded ASCII code points", () => {
    assert.equal(findURLUnitsError("a?b", 0, 3, "?"), 1);
    assert.equal(findURLUnitsError("a?b"), -1);
  });
});

describe("URL-port strings", () => {
  it("accepts the empty string and 16-bit decimal numbers", () => {
    for (const s of ["", "0", "80", "0080", "65535"]) {
      assert.equal(isValidURLPortString(s), true, s);
    }
    for (const s of ["65536", "-1", "8o", " 80", "0x50", "999999999999"]) {
      assert.equal(isValidURLPortString(s), false, s);
    }
    assert.equal(findURLPortStringError("70000"), 4);
  });
});

describe("URL-path-segment, URL-query and URL-fragment strings", () => {
  it("exclude only what the grammar excludes", () => {
    assert.equal(isValidURLPathSegmentString(""), true);
    assert.equal(isValidURLPathSegmentString("%2e%2E"), true);
    assert.equal(isValidURLPathSegmentString("a?b"), false);
    assert.equal(isValidURLQueryString("a/b?c"), true);
    assert.equal(isValidURLQueryString("[]"), false);
    assert.equal(isValidURLFragmentString("a?/:@"), true);
    assert.equal(isValidURLFragmentString("`"), false);
  });
});
