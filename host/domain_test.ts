import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  type DomainParserToASCII,
  domainParserToASCII,
  parseDomain,
} from "./domain.ts";
import { parseDomainInternal } from "./_domain.ts";
import { isForbiddenDomainCodePoint } from "./forbidden_code_point.ts";
import { unicodeToASCII } from "./_tr46.ts";
import type { ValidationErrorName } from "./validation_error.ts";

/** Parses and collects the validation errors as "name@position". */
function parse(domain: string, beStrict = false): [string | null, string[]] {
  const errors: string[] = [];
  const result = parseDomain(domain, {
    beStrict,
    report: (name: ValidationErrorName, at: number) =>
      errors.push(`${name}@${at}`),
  });
  return [result, errors];
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

/** ASCII domains built to hit the edges of the strict rules. */
function asciiDomains(count: number): string[] {
  const next = random(46);
  const pieces = [
    "a",
    "Z",
    "0",
    "9",
    "-",
    "--",
    ".",
    "xn--",
    "XN--",
    "xn--zca",
    "xn--a",
    "_",
    " ",
    "%",
    "ab",
    "x".repeat(62),
    "y".repeat(63),
    "é",
  ];
  const domains = [
    "",
    ".",
    "..",
    "a.",
    "a..b",
    "-",
    "a-",
    "-a",
    "ab--c",
    "xn--",
    "xn--zca",
    "XN--ZCA",
    "xn--a.b",
    "a.xn--4db",
    "x".repeat(63),
    "x".repeat(64),
    ("a".repeat(63) + ".").repeat(3) + "a".repeat(61),
    ("a".repeat(63) + ".").repeat(3) + "a".repeat(62),
  ];
  while (domains.length < count) {
    let domain = "";
    const n = 1 + Math.floor(next() * 8);
    for (let i = 0; i < n; i++) {
      domain += pieces[Math.floor(next() * (pieces.length - 1))];
    }
    domains.push(domain);
  }
  return domains;
}

describe("parseDomain()", () => {
  it("lowercases an ASCII domain", () => {
    assert.deepEqual(parse("EXAMPLE.com"), ["example.com", []]);
    assert.deepEqual(parse("example.com"), ["example.com", []]);
  });

  it("lowercases ASCII whatever ToASCII says when not strict", () => {
    assert.deepEqual(parse("xn--a"), ["xn--a", ["domain-to-ASCII@0"]]);
    assert.deepEqual(parse("XN--8I7CAA"), ["xn--8i7caa", [
      "domain-to-ASCII@0",
    ]]);
    assert.deepEqual(parse("-x.example"), ["-x.example", [
      "domain-to-ASCII@0",
    ]]);
    assert.deepEqual(parse("a_b"), ["a_b", ["domain-to-ASCII@0"]]);
    assert.deepEqual(parse("example.com."), ["example.com.", [
      "domain-to-ASCII@0",
    ]]);
  });

  it("maps and Punycode-encodes non-ASCII domains", () => {
    assert.deepEqual(parse("Faß.de"), ["xn--fa-hia.de", []]);
    assert.deepEqual(parse("☕.example"), ["xn--53h.example", []]);
    assert.deepEqual(parse("ＥＸＡＭＰＬＥ．com"), ["example.com", []]);
  });

  it("fails when relaxed ToASCII fails on non-ASCII", () => {
    assert.deepEqual(parse("xn--a.ß"), [null, ["domain-to-ASCII@0"]]);
    assert.deepEqual(parse("\u200d.example"), [null, ["domain-to-ASCII@0"]]);
    assert.deepEqual(parse("\ufffd.com"), [null, ["domain-to-ASCII@0"]]);
  });

  it("reports domain-to-ASCII but succeeds when only strict rules fail", () => {
    assert.deepEqual(parse("-x.ß"), ["-x.xn--zca", ["domain-to-ASCII@0"]]);
    assert.deepEqual(parse("a†--"), ["xn--a---kp0a", ["domain-to-ASCII@0"]]);
  });

  it("fails on the empty string", () => {
    assert.deepEqual(parse(""), [null, ["domain-to-ASCII@0"]]);
    assert.equal(parseDomain(""), null);
    assert.equal(parseDomain("\u00ad"), null);
  });

  it("fails on forbidden domain code points", () => {
    assert.equal(parseDomain("exa mple"), null);
    assert.equal(parseDomain("a%b"), null);
    assert.equal(parseDomain("a\u007fb"), null);
    assert.equal(parseDomain("a\u0001b"), null);
    // U+2A74 maps to "::=".
    assert.equal(parseDomain("a\u2a74b"), null);
  });

  it("lets NFC turn forbidden < and > into valid code points", () => {
    assert.equal(parseDomain("<\u0338"), "xn--gdh");
  });

  it("applies the strict rules with beStrict", () => {
    assert.deepEqual(parse("EXAMPLE.com", true), ["example.com", []]);
    assert.deepEqual(parse("xn--ZCA.de", true), ["xn--zca.de", []]);
    assert.deepEqual(parse("Faß.de", true), ["xn--fa-hia.de", []]);
    assert.deepEqual(parse("-x.example", true), [null, ["domain-to-ASCII@0"]]);
    assert.deepEqual(parse("a_b", true), [null, ["domain-to-ASCII@0"]]);
    assert.deepEqual(parse("a..b", true), [null, ["domain-to-ASCII@0"]]);
    assert.deepEqual(parse("x".repeat(64), true), [null, [
      "domain-to-ASCII@0",
    ]]);
    assert.equal(
      parseDomain("x".repeat(63), { beStrict: true }),
      "x".repeat(63),
    );
  });

  it("gives the same result with and without a reporter", () => {
    for (const domain of [...asciiDomains(300), "Faß.de", "-x.ß", "xn--a.ß"]) {
      assert.equal(
        parseDomain(domain),
        parse(domain)[0],
        JSON.stringify(domain),
      );
    }
  });

  it("never throws", () => {
    for (const domain of ["\ud800", "a\udfff.b", "\u{10FFFF}", "xn--\u0080"]) {
      assert.equal(parseDomain(domain), null);
      assert.equal(parseDomain(domain, { beStrict: true }), null);
    }
  });
});

describe("domainParserToASCII()", () => {
  it("is UTS #46 ToASCII with relaxed or strict options", () => {
    assert.equal(domainParserToASCII("-x.ß", false), "-x.xn--zca");
    assert.equal(domainParserToASCII("-x.ß", true), null);
    assert.equal(domainParserToASCII("xn--a", false), null);
    assert.equal(domainParserToASCII("EXAMPLE.COM", false), "example.com");
    assert.equal(domainParserToASCII("", false), "");
    assert.equal(domainParserToASCII("", true), null);
  });

  it("agrees with tr46 on ASCII domains when strict (the fast path)", () => {
    for (const domain of asciiDomains(3000)) {
      assert.equal(
        domainParserToASCII(domain, true),
        unicodeToASCII(domain, true),
        JSON.stringify(domain),
      );
    }
  });
});

describe("the domain parser on a domain that keeps a forbidden code point", () => {
  /** Unicode ToASCII that counts its runs. */
  function counting(): { runs: number; toASCII: DomainParserToASCII } {
    const counter = {
      runs: 0,
      toASCII: (domain: string, beStrict: boolean) => {
        counter.runs++;
        return domainParserToASCII(domain, beStrict);
      },
    };
    return counter;
  }

  it("fails without running ToASCII when no one asks for validation errors", () => {
    for (const domain of ["ex\u00e4 mple.com", "b\u00fccher|de", "\u00e9%x"]) {
      const counter = counting();
      assert.equal(
        parseDomainInternal(domain, false, undefined, counter.toASCII),
        null,
        domain,
      );
      assert.equal(counter.runs, 0, domain);
    }
  });

  it("fails as ToASCII then the forbidden code point check would, any neighbour", () => {
    // Every ASCII code point beside non-ASCII ones, U+0338 (which composes
    // with "<", "=" and ">") included: the result is the spec's steps'.
    let failures = 0;
    for (let c = 0; c < 0x80; c++) {
      for (const other of ["\u00e4", "\u0338", "\uFF0E", "\u00df", "\u200d"]) {
        for (
          const domain of [
            `a${String.fromCharCode(c)}${other}b`,
            `${other}${String.fromCharCode(c)}.example`,
          ]
        ) {
          const relaxed = domainParserToASCII(domain, false);
          const expected = relaxed === null || relaxed === "" ||
              [...relaxed].some((s) =>
                isForbiddenDomainCodePoint(s.codePointAt(0)!)
              )
            ? null
            : relaxed;
          if (expected === null) failures++;
          assert.equal(
            parseDomainInternal(domain, false, undefined, domainParserToASCII),
            expected,
            JSON.stringify(domain),
          );
        }
      }
    }
    assert.ok(failures > 100, `${failures}`);
    // "<" and U+0338 compose into U+226E, which IDNA takes.
    assert.notEqual(parseDomain("a<\u0338b"), null);
    assert.equal(parseDomain("a<\u0338b"), parseDomain("a\u226eb"));
  });
});
