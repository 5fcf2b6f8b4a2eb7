import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { equivalent } from "./equivalent.ts";

describe("equivalent()", () => {
  it("compares after syntax-based normalization", () => {
    assert.equal(
      equivalent(
        "example://a/b/c/%7Bfoo%7D",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
      ),
      true,
    );
    assert.equal(equivalent("http://a/~x", "HTTP://A/%7Ex"), true);
    assert.equal(equivalent("http://a/x", "http://a/X"), false);
    assert.equal(equivalent("http://a/%2F", "http://a//"), false);
  });

  it("compares ports and empty paths only with scheme-based normalization", () => {
    const a = "http://example.com";
    const b = "http://example.com:80/";
    assert.equal(equivalent(a, b), false);
    assert.equal(equivalent(a, b, { schemeBased: true }), true);
  });

  it("holds the fragment as part of the URI", () => {
    assert.equal(equivalent("s:a#f", "s:a#g"), false);
    assert.equal(equivalent("s:a#%66", "s:a#f"), true);
  });

  it("finds nothing equivalent to what is not a URI", () => {
    assert.equal(equivalent("a b", "a b"), false);
    assert.equal(equivalent("//a", "//a"), false);
    assert.equal(equivalent("http://a/", "http://a b/"), false);
  });
});
