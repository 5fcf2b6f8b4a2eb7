import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { domainToUnicode } from "./domain_to_unicode.ts";
import { parseDomain } from "./domain.ts";
import { unicodeToUnicode } from "./_tr46.ts";

describe("domainToUnicode()", () => {
  it("decodes Punycode labels", () => {
    assert.equal(domainToUnicode("xn--fa-hia.de"), "faß.de");
    assert.equal(
      domainToUnicode("www.xn--bcher-kva.example"),
      "www.bücher.example",
    );
    assert.equal(domainToUnicode("xn--53h.example"), "☕.example");
  });

  it("returns the domain unchanged when ToUnicode records an error", () => {
    assert.equal(domainToUnicode("xn--8i7caa"), "xn--8i7caa");
    assert.equal(domainToUnicode("xn--a"), "xn--a");
    assert.equal(domainToUnicode("xn--a.xn--zca"), "xn--a.xn--zca");
  });

  it("returns a domain without xn-- labels as it is", () => {
    assert.equal(domainToUnicode("example.com"), "example.com");
    assert.equal(domainToUnicode("a_b.xn-"), "a_b.xn-");
    assert.equal(domainToUnicode("axn--zca"), "axn--zca");
  });

  it("roundtrips with the domain parser", () => {
    for (
      const input of ["faß.de", "☕.example", "xn--8i7caa", "bücher.xn--zca"]
    ) {
      const domain = parseDomain(input)!;
      assert.equal(parseDomain(domainToUnicode(domain)), domain, input);
    }
  });

  it("agrees with ToUnicode on ASCII (the fast path)", () => {
    const inputs = [
      "example.com",
      "EXAMPLE.com",
      "xn--zca",
      "XN--ZCA",
      "a.xn--zca",
      "a.xN--zca",
      "xn--a",
      "-x.a_b",
      "a..b.",
      "",
      "\u0000",
    ];
    for (const input of inputs) {
      assert.equal(
        domainToUnicode(input),
        unicodeToUnicode(input) ?? input,
        JSON.stringify(input),
      );
    }
  });
});
