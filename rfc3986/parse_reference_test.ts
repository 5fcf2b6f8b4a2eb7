import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parseReference, type UriReference } from "./parse_reference.ts";

const NONE: UriReference = {
  scheme: null,
  authority: null,
  userinfo: null,
  host: null,
  hostType: null,
  port: null,
  path: "",
  query: null,
  fragment: null,
};

describe("parseReference()", () => {
  it("splits the example of §3 into its five components", () => {
    assert.deepEqual(
      parseReference("foo://example.com:8042/over/there?name=ferret#nose"),
      {
        scheme: "foo",
        authority: "example.com:8042",
        userinfo: null,
        host: "example.com",
        hostType: "reg-name",
        port: "8042",
        path: "/over/there",
        query: "name=ferret",
        fragment: "nose",
      },
    );
    assert.deepEqual(parseReference("urn:example:animal:ferret:nose"), {
      ...NONE,
      scheme: "urn",
      path: "example:animal:ferret:nose",
    });
  });

  it("tells an empty component from an undefined one", () => {
    assert.deepEqual(parseReference("s://@:?#"), {
      ...NONE,
      scheme: "s",
      authority: "@:",
      userinfo: "",
      host: "",
      hostType: "reg-name",
      port: "",
      query: "",
      fragment: "",
    });
    assert.deepEqual(parseReference("s:"), { ...NONE, scheme: "s" });
    assert.deepEqual(parseReference(""), NONE);
  });

  it("reports the host type, IPv4 before reg-name", () => {
    const type = (input: string) => parseReference(input)?.hostType;
    assert.equal(type("telnet://192.0.2.16:80/"), "IPv4");
    assert.equal(type("s://0.0.0.0"), "IPv4");
    assert.equal(type("s://256.0.0.0"), "reg-name");
    assert.equal(type("s://01.2.3.4"), "reg-name");
    assert.equal(type("s://1.2.3.4."), "reg-name");
    assert.equal(type("s://1.2.3"), "reg-name");
    assert.equal(type("s://0x7f.1"), "reg-name");
    assert.equal(type("ldap://[2001:db8::7]/c=GB?objectClass?one"), "IPv6");
    assert.equal(type("s://[::ffff:1.2.3.4]"), "IPv6");
    assert.equal(type("s://[v1.fe:x]"), "IPvFuture");
    assert.equal(type("s://"), "reg-name");
    assert.equal(type("s:/p"), null);
  });

  it("keeps the brackets of an IP-literal in the host", () => {
    const ref = parseReference("//u@[::1]:8080/p")!;
    assert.equal(ref.host, "[::1]");
    assert.equal(ref.userinfo, "u");
    assert.equal(ref.port, "8080");
    assert.equal(ref.authority, "u@[::1]:8080");
    assert.equal(ref.path, "/p");
  });

  it("changes nothing: no decoding, no case folding, no dot removal", () => {
    const ref = parseReference("HTTP://%41@Ex%61mple.COM/./%7e/../?%2F#%23")!;
    assert.equal(ref.scheme, "HTTP");
    assert.equal(ref.userinfo, "%41");
    assert.equal(ref.host, "Ex%61mple.COM");
    assert.equal(ref.path, "/./%7e/../");
    assert.equal(ref.query, "%2F");
    assert.equal(ref.fragment, "%23");
  });

  it("splits relative references", () => {
    assert.deepEqual(parseReference("//h"), {
      ...NONE,
      authority: "h",
      host: "h",
      hostType: "reg-name",
    });
    assert.deepEqual(parseReference("../a/b?c?d#e/f"), {
      ...NONE,
      path: "../a/b",
      query: "c?d",
      fragment: "e/f",
    });
    assert.deepEqual(parseReference("./a:b"), { ...NONE, path: "./a:b" });
    assert.deepEqual(parseReference("?a:b"), { ...NONE, query: "a:b" });
    assert.deepEqual(parseReference("#a:b"), { ...NONE, fragment: "a:b" });
  });

  it("reads a : before any /, ? or # as the end of a scheme", () => {
    assert.equal(parseReference("a:b")!.scheme, "a");
    assert.equal(parseReference("a:b")!.path, "b");
    assert.equal(parseReference("a/b:c")!.scheme, null);
    assert.equal(parseReference("a?b:c")!.scheme, null);
    assert.equal(parseReference("a#b:c")!.scheme, null);
  });

  it("returns null for what does not match, never throws", () => {
    for (
      const input of [
        "1a:b",
        "http://a b",
        "http://[::1",
        "http://h:x",
        "%",
        "\\",
        "http://ü",
        "a:\uDC00",
        "#a#b",
        "//a@b@c",
      ]
    ) {
      assert.equal(parseReference(input), null, input);
    }
  });
});
