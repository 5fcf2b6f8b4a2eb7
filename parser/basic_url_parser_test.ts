import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  basicURLParse,
  type BasicURLParseOptions,
  serializeURL,
  URLRecord,
} from "./mod.ts";
import type { Encoding } from "../percent/mod.ts";

function errorsOf(input: string, options: BasicURLParseOptions = {}): string[] {
  const errors: string[] = [];
  basicURLParse(input, {
    ...options,
    report: (name, position) => errors.push(`${name}@${position}`),
  });
  return errors;
}

function href(input: string, base?: string): string | null {
  const baseRecord = base === undefined ? null : basicURLParse(base);
  const url = basicURLParse(input, { base: baseRecord });
  return url === null ? null : serializeURL(url);
}

describe("basicURLParse()", () => {
  it("returns null on failure", () => {
    assert.equal(basicURLParse("http://exa mple.com"), null);
    assert.equal(basicURLParse("relative"), null);
    assert.equal(basicURLParse("http://[::1"), null);
  });

  it("reports no validation errors for a valid URL string", () => {
    assert.deepEqual(errorsOf("https://example.com/a?b#c"), []);
  });

  it("reports validation errors by spec name with positions in the original input", () => {
    assert.deepEqual(errorsOf(" https://a/\tb"), [
      "invalid-URL-unit@0",
      "invalid-URL-unit@11",
    ]);
    assert.deepEqual(errorsOf("https:example.org"), [
      "special-scheme-missing-following-solidus@6",
    ]);
    assert.deepEqual(errorsOf("https://user:pass@host/"), [
      "invalid-credentials@17",
    ]);
    assert.deepEqual(errorsOf("http://a:99999/"), ["port-out-of-range@9"]);
    assert.deepEqual(errorsOf("http://a:8x/"), ["port-invalid@10"]);
    assert.deepEqual(errorsOf("http://a/%zz"), ["invalid-URL-unit@9"]);
    assert.deepEqual(errorsOf("x"), ["missing-scheme-non-relative-URL@0"]);
    assert.deepEqual(errorsOf("https://@/"), [
      "invalid-credentials@8",
      "host-missing@9",
    ]);
  });

  it("maps positions after removed tabs and newlines back to the input", () => {
    assert.deepEqual(errorsOf("ht\ntp://a/b c"), [
      "invalid-URL-unit@2",
      "invalid-URL-unit@11",
    ]);
  });

  it("reports host errors at their position inside the input", () => {
    // The strict ToASCII run fails on the empty last label (VerifyDnsLength).
    assert.deepEqual(errorsOf("http://1.2.3.4./"), [
      "domain-to-ASCII@7",
      "IPv4-empty-part@14",
    ]);
    assert.deepEqual(errorsOf("http://0x7f.1/"), [
      "IPv4-too-few-parts@7",
      "IPv4-non-decimal-part@7",
    ]);
  });

  it("reports IPv4-non-ASCII-input first when a non-ASCII domain ends in a number", () => {
    // whatwg/url#925, as whatwg-url 17.1 and later report it.
    for (
      const input of [
        "https://\u2460.\u2461.\u2462.\u2463",
        "https://1\u30022\u30023\u30024",
        "https://\u00b2.2.3.4",
        "https://\uff11\uff12\uff17.\uff10.\uff10.\uff11",
      ]
    ) {
      assert.deepEqual(errorsOf(input), ["IPv4-non-ASCII-input@8"], input);
    }
    assert.deepEqual(
      errorsOf("https://%E2%91%A0.%E2%91%A1.%E2%91%A2.%E2%91%A3"),
      [
        "domain-percent-encoded@8",
        "IPv4-non-ASCII-input@8",
      ],
    );
    assert.deepEqual(errorsOf("http://0x\uff17f.1/"), [
      "IPv4-non-ASCII-input@7",
      "IPv4-too-few-parts@7",
      "IPv4-non-decimal-part@7",
    ]);
    // ASCII after percent-decoding, or not a number: no such error.
    assert.deepEqual(errorsOf("https://1.2.3.%34/"), [
      "domain-percent-encoded@14",
    ]);
    assert.deepEqual(errorsOf("https://\u2460.example/"), []);
  });

  it("reports file-invalid-Windows-drive-letter-host", () => {
    assert.deepEqual(errorsOf("file://C|/x"), [
      "file-invalid-Windows-drive-letter-host@7",
    ]);
    assert.equal(href("file://C|/x"), "file:///C:/x");
  });

  it("resolves dot segments, including percent-encoded ones", () => {
    assert.equal(href("http://a/b/c/./%2e/%2E%2e/d"), "http://a/b/d");
    assert.equal(href("http://a/b/.."), "http://a/");
    assert.equal(href("../../../x", "http://a/b/c"), "http://a/x");
  });

  it("keeps the drive letter of file URLs when shortening", () => {
    assert.equal(href("file:///C:/../.."), "file:///C:/");
    assert.equal(href("/x", "file:///C:/a/b"), "file:///C:/x");
    assert.equal(href("file:c:\\foo\\bar"), "file:///c:/foo/bar");
  });

  it("encodes a space before ? or # in an opaque path", () => {
    assert.equal(href("sc:a b ?q"), "sc:a b%20?q");
    assert.equal(href("sc:a b #f"), "sc:a b%20#f");
    assert.equal(href("sc:a b "), "sc:a b");
  });

  it('serializes "/." before a path that starts with an empty segment', () => {
    assert.equal(href("web+demo:/.//not-a-host/"), "web+demo:/.//not-a-host/");
    assert.equal(
      href("web+demo:/path/..//not-a-host/"),
      "web+demo:/.//not-a-host/",
    );
  });

  it("exposes the path as a list or an opaque string", () => {
    assert.deepEqual(basicURLParse("http://a/b//c/")!.path, ["b", "", "c", ""]);
    assert.deepEqual(basicURLParse("http://a")!.path, [""]);
    assert.deepEqual(basicURLParse("sc://a")!.path, []);
    assert.equal(basicURLParse("mailto:x@y")!.path, "x@y");
  });

  it("modifies a given URL with a state override", () => {
    const url = basicURLParse("https://example.com/a?q#f")!;
    assert.equal(
      basicURLParse("example.net:81", { url, stateOverride: "host state" }),
      url,
    );
    assert.equal(serializeURL(url), "https://example.net:81/a?q#f");
    basicURLParse("ws", { url, stateOverride: "scheme start state" });
    assert.equal(
      url.scheme,
      "https",
      "ws: is special but the string lacks ':'",
    );
    basicURLParse("wss:", { url, stateOverride: "scheme start state" });
    assert.equal(serializeURL(url), "wss://example.net:81/a?q#f");
    url.serializedPath = "";
    basicURLParse("x/../y z", { url, stateOverride: "path start state" });
    assert.equal(serializeURL(url), "wss://example.net:81/y%20z?q#f");
  });

  it("appends to an opaque path before the query and fragment", () => {
    const url = basicURLParse("sc:sd?q#i")!;
    basicURLParse("b c", { url, stateOverride: "opaque path state" });
    assert.equal(serializeURL(url), "sc:sdb c?q#i");
    assert.equal(url.path, "sdb c");
    assert.equal(url.query, "q");
    assert.equal(url.fragment, "i");
  });

  it("fails the hostname state override on a port", () => {
    const url = basicURLParse("https://example.com/")!;
    assert.equal(
      basicURLParse("a:1", { url, stateOverride: "hostname state" }),
      null,
    );
    assert.equal(url.host, "example.com");
  });

  it("uses the encoding hook for the query of special URLs only", () => {
    // A toy legacy encoding: Latin-1, with anything above U+00FF unmappable.
    const latin1: Encoding = {
      name: "ISO-8859-1",
      encode(input: string): number[] {
        const out: number[] = [];
        for (const ch of input) {
          const cp = ch.codePointAt(0)!;
          out.push(cp <= 0xff ? cp : ~cp);
        }
        return out;
      },
    };
    const special = basicURLParse("http://a/é?é☃#é", { encoding: latin1 })!;
    assert.equal(
      serializeURL(special),
      "http://a/%C3%A9?%E9%26%239731%3B#%C3%A9",
    );
    const other = basicURLParse("sc://a/?é", { encoding: latin1 })!;
    assert.equal(other.query, "%C3%A9");
    const ws = basicURLParse("ws://a/?é", { encoding: latin1 })!;
    assert.equal(ws.query, "%C3%A9");
  });

  it("does not overflow the stack or go quadratic on long inputs", () => {
    const long = "http://a/" + "../".repeat(100_000) + "b" +
      "?".repeat(100_000);
    assert.equal(basicURLParse(long)!.serializedPath, "/b");
    const url = new URLRecord();
    assert.equal(url.host, null);
  });
});

describe("basicURLParse() on lone surrogates", () => {
  it("encodes each as U+FFFD, and new URL's converted input the same", () => {
    const input = "https://x/\uD800?\uD800#\uDC00";
    assert.equal(
      serializeURL(basicURLParse(input)!),
      "https://x/%EF%BF%BD?%EF%BF%BD#%EF%BF%BD",
    );
    assert.equal(serializeURL(basicURLParse(input)!), new URL(input).href);
  });

  it("reads the input as given: removing a tab pairs two halves", () => {
    // As whatwg-url reads it; new URL has made each half U+FFFD before.
    const input = "https://x/\uD83D\t\uDE00";
    assert.equal(serializeURL(basicURLParse(input)!), "https://x/%F0%9F%98%80");
    assert.equal(new URL(input).href, "https://x/%EF%BF%BD%EF%BF%BD");
  });

  it("reports invalid-URL-unit where URL units are checked", () => {
    // Path, query, fragment, opaque path and opaque host; not userinfo,
    // which the spec percent-encodes without checking.
    assert.deepEqual(errorsOf("https://x/\uD800?\uD800#\uDC00"), [
      "invalid-URL-unit@10",
      "invalid-URL-unit@12",
      "invalid-URL-unit@14",
    ]);
    assert.deepEqual(errorsOf("sc://h\uD800/"), ["invalid-URL-unit@6"]);
    assert.deepEqual(errorsOf("sc:a\uDC00"), ["invalid-URL-unit@4"]);
    assert.deepEqual(errorsOf("https://u\uD800@x/"), [
      "invalid-credentials@10",
    ]);
    assert.deepEqual(errorsOf(toUSVString("https://x/\uD800")), []);
  });
});

/** Web IDL's USVString conversion, as the URL class applies it. */
function toUSVString(input: string): string {
  return input.toWellFormed();
}
