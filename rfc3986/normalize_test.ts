import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { assertLinearWork } from "../tests/_string_work.ts";
import { normalize } from "./normalize.ts";

const SCHEME_BASED = { schemeBased: true };

describe("normalize()", () => {
  it("lowercases the scheme and the host, nothing else (§6.2.2.1)", () => {
    assert.equal(
      normalize("HTTP://User:PW@www.EXAMPLE.com/A?B#C"),
      "http://User:PW@www.example.com/A?B#C",
    );
    assert.equal(normalize("S://[FE80::AB]/"), "s://[fe80::ab]/");
    assert.equal(normalize("S://[V1F.ABC]/"), "s://[v1f.abc]/");
    assert.equal(normalize("mailto:Joe@Example.COM"), "mailto:Joe@Example.COM");
  });

  it("uppercases the hex digits of percent-encodings (§6.2.2.1)", () => {
    assert.equal(
      normalize("s://%c3%a9@%c3%a9/%c3%a9?%c3%a9#%c3%a9"),
      "s://%C3%A9@%C3%A9/%C3%A9?%C3%A9#%C3%A9",
    );
    assert.equal(normalize("s://a%3a%2fB/"), "s://a%3A%2Fb/");
  });

  it("decodes percent-encoded unreserved characters everywhere (§6.2.2.2)", () => {
    assert.equal(
      normalize("s://%41%7e@%41%2D%2e%5F%7E/%41%7a%30?%41#%41"),
      "s://A~@a-._~/Az0?A#A",
    );
    // Reserved characters and others stay encoded.
    assert.equal(normalize("s:/%2F%3F%23%25%20%40"), "s:/%2F%3F%23%25%20%40");
  });

  it("removes dot segments after decoding (§6.2.2.3)", () => {
    assert.equal(normalize("http://a/b/c/./../../g"), "http://a/g");
    assert.equal(normalize("http://a/b/%2e%2E/c"), "http://a/c");
    assert.equal(normalize("http://a/b/.%2e/c/%2E"), "http://a/c/");
    assert.equal(normalize("s:a/../b"), "s:/b");
    // The query and fragment are not paths.
    assert.equal(normalize("s:/a?./..#./.."), "s:/a?./..#./..");
  });

  it("keeps a path that starts with // from becoming an authority", () => {
    assert.equal(normalize("s:/.//a"), "s:/.//a");
    assert.equal(normalize("s:/..//A/../b"), "s:/.//b");
    assert.equal(normalize("s:/%2E//a"), "s:/.//a");
  });

  it("gives the equivalent forms of §6.2.2 one result", () => {
    const normalized = "example://a/b/c/%7Bfoo%7D";
    assert.equal(normalize("example://a/b/c/%7Bfoo%7D"), normalized);
    assert.equal(normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"), normalized);
  });

  it("leaves IPv4 addresses and ports alone by default", () => {
    assert.equal(normalize("http://127.0.0.1:80"), "http://127.0.0.1:80");
    assert.equal(normalize("http://a:/"), "http://a:/");
    assert.equal(normalize("http://a"), "http://a");
  });

  it("applies §6.2.3 to http and https on request", () => {
    for (
      const input of [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
        "http://example.com:0080",
        "HTTP://EXAMPLE.COM:80",
      ]
    ) {
      assert.equal(
        normalize(input, SCHEME_BASED),
        "http://example.com/",
        input,
      );
    }
    assert.equal(normalize("https://a:443?q", SCHEME_BASED), "https://a/?q");
    assert.equal(normalize("https://a:80/", SCHEME_BASED), "https://a:80/");
    assert.equal(normalize("http://a:443/", SCHEME_BASED), "http://a:443/");
    assert.equal(normalize("http://a:8080/", SCHEME_BASED), "http://a:8080/");
    assert.equal(normalize("http://a:800/", SCHEME_BASED), "http://a:800/");
    assert.equal(normalize("http://a:0/", SCHEME_BASED), "http://a:0/");
    assert.equal(normalize("http://a#f", SCHEME_BASED), "http://a/#f");
    // Without an authority there is no port and the path stays empty.
    assert.equal(normalize("http:", SCHEME_BASED), "http:");
  });

  it("applies §6.2.3 to no other scheme", () => {
    assert.equal(normalize("ftp://a:21", SCHEME_BASED), "ftp://a:21");
    assert.equal(normalize("ws://a:80", SCHEME_BASED), "ws://a:80");
    assert.equal(normalize("foo://a:", SCHEME_BASED), "foo://a:");
  });

  it("returns null for anything but a URI", () => {
    for (const input of ["", "//a/b", "../a", "a b:c", "http://a/%", "#f"]) {
      assert.equal(normalize(input), null, input);
    }
  });

  it("is idempotent", () => {
    for (
      const input of [
        "HTTP://Ex%41mple.com:80/a/./b/%2E%2E/%7euser?%7e#%7e",
        "s:/..//A",
        "s:a/../b",
        "http://a:/",
        "s://%31.1.1.1/",
      ]
    ) {
      for (const options of [undefined, SCHEME_BASED]) {
        const once = normalize(input, options)!;
        assert.equal(normalize(once, options), once, input);
      }
    }
  });

  it("does linear work: 8 times the input, at most 9 times the work", () => {
    assertLinearWork((n) => {
      const input = "S://%41" + "%61".repeat(n) + "/" + "%7e/../".repeat(n);
      const expected = "s://a" + "a".repeat(n) + "/";
      // Not assert.equal: a failure would print a megabyte.
      return () => assert.ok(normalize(input) === expected);
    }, 2_000);
  });
});
