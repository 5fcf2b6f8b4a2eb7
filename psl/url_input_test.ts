import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../mod.ts";
import { parseURL } from "../parser/mod.ts";
import { publicSuffixOf, registrableDomainOf } from "./mod.ts";

describe("publicSuffixOf() and registrableDomainOf()", () => {
  it("read the host of a URL object, a URL record or a URL string", () => {
    for (
      const url of [
        new URL("https://www.Example.CO.uk./a"),
        new globalThis.URL("https://www.Example.CO.uk./a"),
        parseURL("https://www.Example.CO.uk./a")!,
        "https://www.Example.CO.uk./a",
        "wss://www.example.co.uk.:8443",
      ]
    ) {
      assert.equal(publicSuffixOf(url), "co.uk.", String(url));
      assert.equal(registrableDomainOf(url), "example.co.uk.", String(url));
    }
  });

  it("give null when the host is not a domain", () => {
    for (
      const url of [
        "http://0x7f.1/",
        "http://[::1]/",
        "git://example.com/", // an opaque host
        "file:///etc/hosts", // the empty host
        "mailto:a@example.com", // no host
        "example.com", // not an absolute URL
        "https://exa mple.com/", // does not parse
      ]
    ) {
      assert.equal(publicSuffixOf(url), null, url);
      assert.equal(registrableDomainOf(url), null, url);
    }
  });

  it("read a file URL's domain host", () => {
    assert.equal(
      registrableDomainOf("file://server.example.com/share"),
      "example.com",
    );
  });

  it("give null for values that are not URLs", () => {
    for (const bad of [null, undefined, 42, {}, { href: 1 }]) {
      assert.equal(publicSuffixOf(bad as never), null, String(bad));
      assert.equal(registrableDomainOf(bad as never), null, String(bad));
    }
  });

  it("take icannOnly", () => {
    const url = "https://whatwg.github.io/";
    assert.equal(publicSuffixOf(url, { icannOnly: true }), "io");
    assert.equal(registrableDomainOf(url, { icannOnly: true }), "github.io");
  });
});
