import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { isValidDomain } from "./valid_domain.ts";

describe("isValidDomain()", () => {
  it("accepts domains that pass strict ToASCII", () => {
    assert.equal(isValidDomain("example.com"), true);
    assert.equal(isValidDomain("EXAMPLE.COM"), true);
    assert.equal(isValidDomain("faß.de"), true);
    assert.equal(isValidDomain("xn--fa-hia.de"), true);
    assert.equal(isValidDomain("a.1b"), true);
  });

  it("rejects domains that fail strict ToASCII", () => {
    assert.equal(isValidDomain("ex_ample.com"), false);
    assert.equal(isValidDomain("-x.com"), false);
    assert.equal(isValidDomain("ab--c.com"), false);
    assert.equal(isValidDomain("a..b"), false);
    assert.equal(isValidDomain("example.com."), false);
    assert.equal(isValidDomain("x".repeat(64) + ".com"), false);
    assert.equal(isValidDomain("xn--a"), false);
    assert.equal(isValidDomain(""), false);
  });

  it("rejects domains that end in a number", () => {
    assert.equal(isValidDomain("example.42"), false);
    assert.equal(isValidDomain("127.0.0.1"), false);
    assert.equal(isValidDomain("a.0x1"), false);
  });
});
