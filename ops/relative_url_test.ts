import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { URL } from "../mod.ts";
import { relativeURL } from "./relative_url.ts";
import { urlPairs, urlPool } from "../tests/_ops_pairs.ts";

/** The seed of the round-trip properties. */
const SEED = 20261203;

function check(target: string, base: string, expected: string): void {
  const ref = relativeURL(target, base);
  assert.equal(ref, expected, `relativeURL(${target}, ${base})`);
  assert.equal(new URL(ref, base).href, new URL(target).href);
}

describe("relativeURL()", () => {
  it("gives a fragment alone or nothing for the same document", () => {
    check("https://a.example/b?q#f", "https://a.example/b?q", "#f");
    check("https://a.example/b?q#", "https://a.example/b?q", "#");
    check("https://a.example/b?q", "https://a.example/b?q#f", "");
    check("mailto:me@example.org#x", "mailto:me@example.org", "#x");
  });

  it("gives a query alone when only the query differs", () => {
    check("https://a.example/b?x=1", "https://a.example/b?y=2", "?x=1");
    check("https://a.example/b?", "https://a.example/b", "?");
  });

  it("writes ../ steps and the remaining segments", () => {
    const base = "https://a.example/docs/guide/intro.html";
    check("https://a.example/docs/guide/setup.html", base, "setup.html");
    check("https://a.example/docs/api/", base, "../api/");
    check("https://a.example/docs/guide/", base, ".");
    check("https://a.example/docs/guide", base, "../guide");
    check("https://a.example/docs/guide/intro.html?", base, "?");
    check("https://a.example/docs/guide/intro.html", base + "?q", "intro.html");
  });

  it("treats a base with and without a trailing slash as browsers do", () => {
    check("https://a.example/docs/x", "https://a.example/docs/", "x");
    check("https://a.example/docs/x", "https://a.example/docs", "docs/x");
  });

  it("keeps empty segments from becoming an authority or a root", () => {
    check("https://a.example/a//b", "https://a.example/a/c", ".//b");
    check("https://a.example//b", "https://a.example/a/c", "..//b");
    check("https://a.example//b", "https://a.example/a/b/c", "/.//b");
    check("https://a.example/x/y//", "https://a.example/x/y/z", ".//");
  });

  it("puts ./ before a first segment that looks like a scheme", () => {
    check("https://a.example/x/a:b", "https://a.example/x/", "./a:b");
    check("foo://h/x/a:b/c", "foo://h/x/y", "./a:b/c");
  });

  it("resolves dot segments and %2e in the target first", () => {
    check("https://a.example/a/%2e/b/../c", "https://a.example/a/z", "c");
    check("https://a.example/a/%2E%2e/c", "https://a.example/a/z", "/c");
  });

  it("does not climb above a Windows drive letter in file URLs", () => {
    check("file:///D:/y", "file:///C:/a/b", "/D:/y");
    check("file:///C:/a/D:", "file:///C:/a/b", "./D:");
    check("file:///C:/x", "file:///C:/a/b", "../x");
    check("file://server/share/a", "file:///C:/a", "//server/share/a");
  });

  it("works for non-special URLs with and without a host", () => {
    check("foo:/.//x", "foo:/a/b", "..//x");
    check("foo://h", "foo://h/x", "//h");
    check("foo:/a/c", "foo:/a/b", "c");
    check("foo:/x", "foo://h/x", "foo:/x");
  });

  it("compares hosts serialized: case and IDNA forms are one host", () => {
    check("https://xn--bcher-kva.example/x", "https://BÜCHER.example/y", "x");
    check("HTTPS://EXAMPLE.ORG/a", "https://example.org/b", "a");
  });

  it("writes an authority for another host or other credentials", () => {
    check(
      "https://u:p@a.example/x",
      "https://a.example/y",
      "//u:p@a.example/x",
    );
    check("https://a.example/x", "https://u@a.example/x", "//a.example/x");
    check(
      "https://a.example:8443/x",
      "https://a.example/x",
      "//a.example:8443/x",
    );
  });

  it("gives the href for another scheme or an opaque base path", () => {
    check("http://a.example/", "https://a.example/", "http://a.example/");
    check(
      "mailto:b@example.org",
      "mailto:a@example.org",
      "mailto:b@example.org",
    );
    check("https://a.example/", "data:,x", "https://a.example/");
  });

  it("keepQuery writes an equal query rather than a fragment alone", () => {
    const ref = relativeURL(
      "https://a.example/b?q#f",
      "https://a.example/b?q",
      {
        keepQuery: true,
      },
    );
    assert.equal(ref, "?q#f");
    assert.equal(
      relativeURL("https://a.example/b#f", "https://a.example/b", {
        keepQuery: true,
      }),
      "#f",
    );
  });

  it("nonEmpty writes the next shortest reference instead of nothing", () => {
    const options = { nonEmpty: true };
    assert.equal(
      relativeURL("https://a.example/b/c", "https://a.example/b/c#f", options),
      "c",
    );
    assert.equal(
      relativeURL("https://a.example/b/", "https://a.example/b/", options),
      ".",
    );
    assert.equal(
      relativeURL("https://a.example/b?q", "https://a.example/b?q", options),
      "?q",
    );
    assert.equal(
      relativeURL("https://a.example/", "https://a.example/", options),
      ".",
    );
    assert.equal(relativeURL("foo://h", "foo://h", options), "//h");
  });

  it("preferAbsolutePath writes /path where ../ would be shorter", () => {
    const base = "https://a.example/docs/guide/intro.html";
    const options = { preferAbsolutePath: true };
    assert.equal(
      relativeURL("https://a.example/docs/api/", base, options),
      "/docs/api/",
    );
    // Shorter forms than any path still win.
    assert.equal(relativeURL(base + "#x", base, options), "#x");
  });

  it("accepts URL objects and throws the URL constructor's TypeError", () => {
    assert.equal(
      relativeURL(
        new URL("https://a.example/b"),
        new URL("https://a.example/c"),
      ),
      "b",
    );
    assert.throws(() => relativeURL("nope", "https://a.example/"), {
      name: "TypeError",
      code: "ERR_INVALID_URL",
      input: "nope",
    });
    assert.throws(() => relativeURL("https://a.example/", "http://[::1"), {
      name: "TypeError",
      input: "http://[::1",
    });
  });
});

describe("relativeURL() round trip (fast-check, fixed seed)", () => {
  const pool = urlPool();
  const options = [
    {},
    { keepQuery: true },
    { preferAbsolutePath: true },
    { nonEmpty: true },
  ];
  for (const option of options) {
    it(
      `resolves back to the target, never longer, with ${
        JSON.stringify(option)
      } (3000 pairs)`,
      () => {
        fc.assert(
          fc.property(urlPairs(pool), ([target, base]) => {
            const href = new URL(target).href;
            const ref = relativeURL(target, base, option);
            assert.equal(new URL(ref, base).href, href, `ref ${ref}`);
            assert.ok(ref.length <= href.length, `ref ${ref} is longer`);
            if ("nonEmpty" in option) assert.notEqual(ref, "");
          }),
          { seed: SEED, numRuns: 3000 },
        );
      },
    );
  }

  it("finds relative forms on most related pairs (the property is not vacuous)", () => {
    const pairs = fc.sample(urlPairs(pool), { seed: SEED, numRuns: 3000 });
    const shorter = pairs.filter(([t, b]) =>
      relativeURL(t, b) !== new URL(t).href
    );
    assert.ok(shorter.length > pairs.length / 2, `${shorter.length}`);
  });
});
