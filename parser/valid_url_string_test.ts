import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  isValidURLString,
  validURLStringProblems,
} from "./valid_url_string.ts";
import { parseURL } from "./url_parser.ts";

// url.bs, example-url-parsing: input, base, and the "Valid" column.
const SPEC_EXAMPLES: [string, string | undefined, boolean][] = [
  ["https:example.org", undefined, false],
  ["https://////example.com///", undefined, false],
  ["https://example.com/././foo", undefined, true],
  ["hello:world", "https://example.com/", true],
  ["https:example.org", "https://example.com/", false],
  ["\\example\\..\\demo/.\\", "https://example.com/", false],
  ["example", "https://example.com/demo", true],
  ["file:///C|/demo", undefined, false],
  ["..", "file:///C:/demo", true],
  ["file://localhost/", undefined, true],
  ["file://loc%61lhost/", undefined, false],
  ["https://user:password@example.org/", undefined, false],
  ["https://example.org/foo bar", undefined, false],
  ["https://EXAMPLE.com/../x", undefined, true],
  ["https://ex ample.org/", undefined, false],
  ["example", undefined, false],
  ["https://example.com:demo", undefined, false],
  ["http://[www.example.com]/", undefined, false],
  ["https://example.org//", undefined, true],
  ["https://example.com/[]?[]#[]", undefined, false],
  ["https://example/%?%#%", undefined, false],
  ["https://example/%25?%25#%25", undefined, true],
];

describe("isValidURLString()", () => {
  for (const [input, base, valid] of SPEC_EXAMPLES) {
    it(`${valid ? "accepts" : "rejects"} url.bs's example <${input}> against <${base}>`, () => {
      assert.equal(isValidURLString(input, base), valid);
      assert.equal(validURLStringProblems(input, base).length === 0, valid);
    });
  }

  it("takes a base as a URL record, its components or a string", () => {
    const base = parseURL("https://example.com/a/")!;
    assert.equal(isValidURLString("b?c#d", base), true);
    assert.equal(isValidURLString("b?c#d", base.components), true);
    assert.equal(isValidURLString("b?c#d", "https://example.com/a/"), true);
  });

  it("answers the same for a base's record, components and string", () => {
    const bases = ["https://a/b", "file:///c", "sc://h/p", "mailto:x", "sc:/p"];
    const inputs = ["//h:8/p", "///p", "#x", "?q", "b/c", "/d", "x:y", ""];
    for (const base of bases) {
      const record = parseURL(base)!;
      for (const input of inputs) {
        const valid = isValidURLString(input, base);
        assert.equal(
          isValidURLString(input, record),
          valid,
          `${input} ${base}`,
        );
        assert.equal(
          isValidURLString(input, record.components),
          valid,
          `${input} ${base}`,
        );
        assert.deepEqual(
          validURLStringProblems(input, record.components),
          validURLStringProblems(input, base),
        );
      }
    }
  });

  it("applies only the absolute form without a base or with a failing one", () => {
    assert.equal(isValidURLString("b"), false);
    assert.equal(isValidURLString("b", "not a URL"), false);
    assert.equal(isValidURLString("sc:b", "not a URL"), true);
  });

  it("takes only a fragment against a base with an opaque path", () => {
    assert.equal(isValidURLString("#x", "mailto:a@b"), true);
    assert.equal(isValidURLString("#", "mailto:a@b"), true);
    assert.equal(isValidURLString("", "mailto:a@b"), false);
    assert.equal(isValidURLString("?x", "mailto:a@b"), false);
    assert.equal(isValidURLString("/x", "mailto:a@b"), false);
    assert.equal(isValidURLString("", "https://example.com/"), true);
  });

  it("picks the scheme-relative form by the base's scheme", () => {
    // A special base wants a valid host string, a file base allows an
    // empty host and no port, any other base an opaque host or none.
    assert.equal(isValidURLString("//h:8/p", "https://a/"), true);
    assert.equal(isValidURLString("//h:8/p", "file:///"), false);
    assert.equal(isValidURLString("//h:8/p", "sc://a/"), true);
    assert.equal(isValidURLString("///p", "https://a/"), false);
    assert.equal(isValidURLString("///p", "file:///"), true);
    assert.equal(isValidURLString("///p", "sc://a/"), true);
    assert.equal(isValidURLString("//h%20x/", "sc://a/"), true);
    assert.equal(isValidURLString("//h%20x/", "https://a/"), false);
  });

  it("rejects relative paths that start like a scheme", () => {
    assert.equal(isValidURLString("a:b", "sc://x/"), true); // absolute
    assert.equal(isValidURLString("./a:b", "sc://x/"), true);
    assert.equal(isValidURLString("1a:b", "sc://x/"), true);
    assert.equal(isValidURLString("http:b", "https://x/"), false);
  });

  it("writes every kind of absolute URL the grammar has", () => {
    for (
      const s of [
        "https://example.com",
        "https://example.com:/",
        "https://example.com:0443/",
        "https://192.0.2.1/",
        "https://[2001:db8::1]:8080/x",
        "https://bücher.example/straße",
        "file://",
        "file:///",
        "file://host",
        "file://host/C:/x",
        "file:///C:/x",
        "sc:",
        "sc:opaque path is not ok".replaceAll(" ", "-"),
        "sc://",
        "sc:///x",
        "sc://h:1/x",
        "sc://[::1]",
        "sc:/a//b",
        "mailto:a@b?subject=x#y",
        "HTTPS://EXAMPLE.COM/%2e%2E/?%25#",
      ]
    ) {
      assert.deepEqual(validURLStringProblems(s), [], s);
    }
  });

  it("rejects what each production excludes", () => {
    for (
      const s of [
        "http:",
        "http://",
        "http:///x",
        "http://h:65536/",
        "http://h:-1/",
        "http://[::1/",
        "http://[::1]x/",
        "file:x",
        "file:/x",
        "file://h:80/",
        "file://C:/x",
        "sc://:1/",
        "sc://u@h/",
        "sc://h:x/",
        "sc://%/",
        "sc:/x?a#b#c",
        "sc:x y",
        "1sc:x",
        "sc",
        "https://example.com/a\\b",
        "https://example.com/\u{FFFF}",
        "https://example.com/\uD800",
        // Domains that domain to ASCII maps to IPv4 addresses.
        "https://\u2460.\u2461.\u2462.\u2463",
        "https://1\u30022\u30023\u30024",
        "https://\u00b2.2.3.4",
        "https://\uff11\uff12\uff17.\uff10.\uff10.\uff11",
        "https://%E2%91%A0.%E2%91%A1.%E2%91%A2.%E2%91%A3",
      ]
    ) {
      assert.equal(isValidURLString(s), false, s);
    }
  });
});

describe("validURLStringProblems()", () => {
  const at = (input: string, base?: string) =>
    validURLStringProblems(input, base).map((p) =>
      `${p.form[0]} ${p.position} ${p.production}`
    );

  it("gives the first offending position and the production", () => {
    assert.deepEqual(at("1http://a/"), ["a 0 URL-scheme string"]);
    assert.deepEqual(at("http"), ["a 4 URL-scheme string"]);
    assert.deepEqual(at("http:x"), ["a 5 scheme-relative-special-URL string"]);
    assert.deepEqual(at("https://a:99999/"), ["a 14 URL-port string"]);
    assert.deepEqual(at("https://user@a/"), ["a 12 valid host string"]);
    assert.deepEqual(at("https://a/b c"), ["a 11 path-absolute-URL string"]);
    assert.deepEqual(at("https://a/?b c"), ["a 12 URL-query string"]);
    assert.deepEqual(at("https://a/#b#"), ["a 12 URL-fragment string"]);
    assert.deepEqual(at("file://h:1/"), ["a 8 valid host string"]);
    assert.deepEqual(at("sc://:1/"), ["a 5 valid opaque-host string"]);
    assert.deepEqual(at("sc:/a b"), [
      "a 5 path-absolute-non-authority-URL string",
    ]);
    assert.deepEqual(at("sc:a%"), ["a 4 opaque-path-URL string"]);
  });

  it("checks left to right: an earlier problem wins over a later one", () => {
    assert.deepEqual(at("https://a b/c d?e f#g h"), ["a 9 valid host string"]);
    assert.deepEqual(at("https://a/c d?e f#g h"), [
      "a 11 path-absolute-URL string",
    ]);
  });

  it("lists both forms against a base, the furthest first", () => {
    // On a tie the absolute form comes first.
    assert.deepEqual(at("a b", "https://x/"), [
      "a 1 URL-scheme string",
      "r 1 path-relative-scheme-less-URL string",
    ]);
    assert.deepEqual(at("http:a b", "https://x/"), [
      "a 5 scheme-relative-special-URL string",
      "r 4 path-relative-scheme-less-URL string",
    ]);
    assert.deepEqual(at("x", "mailto:a"), [
      "a 1 URL-scheme string",
      "r 0 relative-URL-with-fragment string",
    ]);
  });
});
