import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { type Host, hostEquals, parseHost, serializeHost } from "./host.ts";
import type { ValidationErrorName } from "./validation_error.ts";

/** Parses and collects the validation errors as "name@position". */
function parse(input: string, isOpaque = false): [Host | null, string[]] {
  const errors: string[] = [];
  const host = parseHost(input, {
    isOpaque,
    report: (name: ValidationErrorName, at: number) =>
      errors.push(`${name}@${at}`),
  });
  return [host, errors];
}

/** Parses and serializes, or null on failure. */
function roundtrip(input: string, isOpaque: boolean): string | null {
  const host = parseHost(input, { isOpaque });
  return host === null ? null : serializeHost(host);
}

describe("parseHost()", () => {
  it("matches the spec's parse-serialize table", () => {
    // [input, isOpaque false, isOpaque true]
    const table: [string, string | null, string | null][] = [
      ["EXAMPLE.COM", "example.com", "EXAMPLE.COM"],
      ["example%2Ecom", "example.com", "example%2Ecom"],
      ["faß.example", "xn--fa-hia.example", "fa%C3%9F.example"],
      ["0", "0.0.0.0", "0"],
      ["%30", "0.0.0.0", "%30"],
      ["0x", "0.0.0.0", "0x"],
      ["0xffffffff", "255.255.255.255", "0xffffffff"],
      ["[0:0::1]", "[::1]", "[::1]"],
      ["[0:0::1%5D", null, null],
      ["[0:0::%31]", null, null],
      ["09", null, "09"],
      ["example.255", null, "example.255"],
      ["example^example", null, null],
    ];
    for (const [input, domain, opaque] of table) {
      assert.equal(roundtrip(input, false), domain, input);
      assert.equal(roundtrip(input, true), opaque, input);
    }
  });

  it("returns each kind of host in its own type", () => {
    assert.equal(parseHost("example.com"), "example.com");
    assert.equal(parseHost("127.0.0.1"), 0x7f000001);
    assert.deepEqual(parseHost("[::1]"), [0, 0, 0, 0, 0, 0, 0, 1]);
    assert.equal(parseHost("a b", { isOpaque: true }), null);
    assert.equal(parseHost("", { isOpaque: true }), "");
  });

  it("fails on the empty string when not opaque", () => {
    assert.equal(parseHost(""), null);
  });

  it("fails with IPv6-unclosed at the end of the input", () => {
    assert.deepEqual(parse("[::1"), [null, ["IPv6-unclosed@4"]]);
    assert.deepEqual(parse("["), [null, ["IPv6-unclosed@1"]]);
    assert.deepEqual(parse("[", true), [null, ["IPv6-unclosed@1"]]);
  });

  it("reports IPv6 errors at their index in the input", () => {
    assert.deepEqual(parse("[::01]"), [[0, 0, 0, 0, 0, 0, 0, 1], [
      "IPv6-piece-leading-zero@3",
    ]]);
    assert.deepEqual(parse("[:1]"), [null, ["IPv6-invalid-compression@1"]]);
    assert.deepEqual(parse("[]"), [null, ["IPv6-too-few-pieces@1"]]);
  });

  it("parses brackets as IPv6 even when opaque", () => {
    assert.deepEqual(parse("[::1]", true), [[0, 0, 0, 0, 0, 0, 0, 1], []]);
  });

  it("reports domain-percent-encoded at the first percent-encoded byte", () => {
    assert.deepEqual(parse("exam%70le.org"), ["example.org", [
      "domain-percent-encoded@4",
    ]]);
    assert.deepEqual(parse("a%zz%41"), [null, [
      "domain-percent-encoded@4",
      "domain-to-ASCII@0",
    ]]);
  });

  it("fails on a percent-decoded forbidden code point", () => {
    assert.deepEqual(parse("exa%23mple.org"), [null, [
      "domain-percent-encoded@3",
      "domain-to-ASCII@0",
    ]]);
    assert.equal(parseHost("a%2"), null);
  });

  it("fails on invalid UTF-8 after percent-decoding", () => {
    assert.equal(parseHost("%ff.example"), null);
    assert.equal(parseHost("%c3%a9.example"), "xn--9ca.example");
  });

  it("fails on forbidden domain code points", () => {
    for (const c of "\0\t\n\r #/:<>?@[\\]^|%\u0001\u001f\u007f") {
      assert.equal(parseHost("a" + c + "b"), null, JSON.stringify(c));
    }
  });

  it("parses a domain that ends in a number as IPv4", () => {
    assert.equal(parseHost("0x7F.1"), 0x7f000001);
    assert.equal(parseHost("1.2.3.4."), 0x01020304);
    assert.equal(parseHost("１２７.０.０.１"), 0x7f000001);
    assert.equal(parseHost("127.0.0.0x"), 0x7f000000);
    assert.equal(parseHost("a.1"), null);
    assert.equal(parseHost("1.2.3.4.5"), null);
  });

  it("reports IPv4 errors at their index in the input", () => {
    assert.deepEqual(parse("127.0.0.1."), [0x7f000001, [
      "domain-to-ASCII@0",
      "IPv4-empty-part@9",
    ]]);
    assert.deepEqual(parse("1.2.0x3"), [0x01020003, [
      "IPv4-too-few-parts@0",
      "IPv4-non-decimal-part@4",
    ]]);
    // Same length after IDNA mapping: the positions still match.
    assert.deepEqual(parse("１.２.0x3"), [0x01020003, [
      "IPv4-non-ASCII-input@0",
      "IPv4-too-few-parts@0",
      "IPv4-non-decimal-part@4",
    ]]);
  });

  it("reports IPv4-non-ASCII-input at 0 when the domain was not ASCII", () => {
    assert.deepEqual(parse("\u2460.\u2461.\u2462.\u2463"), [0x01020304, [
      "IPv4-non-ASCII-input@0",
    ]]);
    assert.deepEqual(parse("%E2%91%A0.2.3.4"), [0x01020304, [
      "domain-percent-encoded@0",
      "IPv4-non-ASCII-input@0",
    ]]);
    assert.deepEqual(parse("\uff11.2.0x3"), [0x01020003, [
      "IPv4-non-ASCII-input@0",
      "IPv4-too-few-parts@0",
      "IPv4-non-decimal-part@4",
    ]]);
    assert.deepEqual(parse("1.2.3.%34"), [0x01020304, [
      "domain-percent-encoded@6",
    ]]);
  });

  it("reports IPv4 errors at 0 when decoding changed the length", () => {
    assert.deepEqual(parse("1.2.%30x3"), [0x01020003, [
      "domain-percent-encoded@4",
      "IPv4-too-few-parts@0",
      "IPv4-non-decimal-part@0",
    ]]);
  });

  it("gives the same result with and without a reporter", () => {
    const inputs = [
      "EXAMPLE.com",
      "faß.de",
      "xn--a",
      "a%41",
      "1.2.3.4",
      "0x100000000",
      "[1::]",
      "[1::",
      "a b",
      "",
      "%ff",
      "-x.ß",
      "xn--a.ß",
    ];
    for (const input of inputs) {
      for (const isOpaque of [false, true]) {
        assert.deepEqual(
          parseHost(input, { isOpaque }),
          parse(input, isOpaque)[0],
          JSON.stringify(input),
        );
      }
    }
  });

  it("never throws", () => {
    for (
      const input of [
        "\ud800",
        "[\ud800]",
        "\udfff.1",
        "%ed%a0%80",
        "\u{10FFFF}",
      ]
    ) {
      for (const isOpaque of [false, true]) {
        parseHost(input, { isOpaque });
        parse(input, isOpaque);
      }
    }
  });
});

describe("serializeHost()", () => {
  it("serializes each kind of host", () => {
    assert.equal(serializeHost("example.com"), "example.com");
    assert.equal(serializeHost(""), "");
    assert.equal(serializeHost(0x7f000001), "127.0.0.1");
    assert.equal(
      serializeHost([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]),
      "[2001:db8::1]",
    );
  });

  it("gives a string that parses back to an equal host", () => {
    for (const input of ["EXAMPLE.com", "0x7f.1", "[0:0::1]", "faß.de"]) {
      const host = parseHost(input)!;
      assert.ok(hostEquals(parseHost(serializeHost(host))!, host), input);
    }
  });
});

describe("hostEquals()", () => {
  it("compares strings, IPv4 and IPv6 addresses by value", () => {
    assert.equal(hostEquals("example.com", "example.com"), true);
    assert.equal(hostEquals("example.com", "example.com."), false);
    assert.equal(hostEquals(1, 1), true);
    assert.equal(hostEquals(1, 2), false);
    assert.equal(
      hostEquals([0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 0, 1]),
      true,
    );
    assert.equal(
      hostEquals([0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 0, 2]),
      false,
    );
  });

  it("never equates hosts of different kinds", () => {
    assert.equal(hostEquals("1", 1), false);
    assert.equal(hostEquals("0.0.0.1", 1), false);
    assert.equal(hostEquals([0, 0, 0, 0, 0, 0, 0, 0], "::"), false);
    assert.equal(hostEquals(0, [0, 0, 0, 0, 0, 0, 0, 0]), false);
  });
});

describe("parseHost() on lone surrogates", () => {
  it("treats each as U+FFFD, reporting no invalid-URL-unit", () => {
    assert.deepEqual(parse("a\uD800b", true), parse("a\uFFFDb", true));
    assert.deepEqual(parse("a\uD800b", true), ["a%EF%BF%BDb", []]);
    assert.deepEqual(parse("a\uDC00.com"), parse("a\uFFFD.com"));
  });
});
