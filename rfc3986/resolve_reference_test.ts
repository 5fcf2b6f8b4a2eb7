import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { assertLinearWork } from "../tests/_string_work.ts";
import { resolveReference } from "./resolve_reference.ts";
import { isUri } from "./validate.ts";

const BASE = "http://a/b/c/d;p?q";

describe("resolveReference()", () => {
  // https://www.rfc-editor.org/rfc/rfc3986#section-5.4.1
  const normal: [string, string][] = [
    ["g:h", "g:h"],
    ["g", "http://a/b/c/g"],
    ["./g", "http://a/b/c/g"],
    ["g/", "http://a/b/c/g/"],
    ["/g", "http://a/g"],
    ["//g", "http://g"],
    ["?y", "http://a/b/c/d;p?y"],
    ["g?y", "http://a/b/c/g?y"],
    ["#s", "http://a/b/c/d;p?q#s"],
    ["g#s", "http://a/b/c/g#s"],
    ["g?y#s", "http://a/b/c/g?y#s"],
    [";x", "http://a/b/c/;x"],
    ["g;x", "http://a/b/c/g;x"],
    ["g;x?y#s", "http://a/b/c/g;x?y#s"],
    ["", "http://a/b/c/d;p?q"],
    [".", "http://a/b/c/"],
    ["./", "http://a/b/c/"],
    ["..", "http://a/b/"],
    ["../", "http://a/b/"],
    ["../g", "http://a/b/g"],
    ["../..", "http://a/"],
    ["../../", "http://a/"],
    ["../../g", "http://a/g"],
  ];
  for (const [reference, target] of normal) {
    it(`resolves <${reference}> to <${target}> (§5.4.1)`, () => {
      assert.equal(resolveReference(BASE, reference), target);
    });
  }

  // https://www.rfc-editor.org/rfc/rfc3986#section-5.4.2
  const abnormal: [string, string][] = [
    ["../../../g", "http://a/g"],
    ["../../../../g", "http://a/g"],
    ["/./g", "http://a/g"],
    ["/../g", "http://a/g"],
    ["g.", "http://a/b/c/g."],
    [".g", "http://a/b/c/.g"],
    ["g..", "http://a/b/c/g.."],
    ["..g", "http://a/b/c/..g"],
    ["./../g", "http://a/b/g"],
    ["./g/.", "http://a/b/c/g/"],
    ["g/./h", "http://a/b/c/g/h"],
    ["g/../h", "http://a/b/c/h"],
    ["g;x=1/./y", "http://a/b/c/g;x=1/y"],
    ["g;x=1/../y", "http://a/b/c/y"],
    ["g?y/./x", "http://a/b/c/g?y/./x"],
    ["g?y/../x", "http://a/b/c/g?y/../x"],
    ["g#s/./x", "http://a/b/c/g#s/./x"],
    ["g#s/../x", "http://a/b/c/g#s/../x"],
    ["http:g", "http:g"],
  ];
  for (const [reference, target] of abnormal) {
    it(`resolves <${reference}> to <${target}> (§5.4.2)`, () => {
      assert.equal(resolveReference(BASE, reference), target);
    });
  }

  it("resolves <http:g> to <http://a/b/c/g> when not strict (§5.4.2)", () => {
    assert.equal(
      resolveReference(BASE, "http:g", { strict: false }),
      "http://a/b/c/g",
    );
    assert.equal(
      resolveReference(BASE, "HTTP:g", { strict: false }),
      "http://a/b/c/g",
    );
    assert.equal(resolveReference(BASE, "ftp:g", { strict: false }), "ftp:g");
    assert.equal(resolveReference(BASE, "http:g", { strict: true }), "http:g");
  });

  it("merges with / when the base has an authority and an empty path", () => {
    assert.equal(resolveReference("http://a", "g"), "http://a/g");
    assert.equal(resolveReference("http://a?q", "."), "http://a/");
  });

  it("merges with a base path without / by replacing it", () => {
    assert.equal(resolveReference("foo:bar", "baz"), "foo:baz");
    assert.equal(resolveReference("foo:", "baz"), "foo:baz");
    assert.equal(resolveReference("foo:a/b", "c"), "foo:a/c");
  });

  it("follows remove_dot_segments where it makes a rootless path absolute", () => {
    assert.equal(resolveReference("foo:a/b", "../c"), "foo:/c");
    assert.equal(resolveReference("foo:a/b", "../../c"), "foo:/c");
  });

  it("keeps the base path as it is for an empty reference", () => {
    assert.equal(resolveReference("s:/a/../b?q#f", ""), "s:/a/../b?q");
    assert.equal(resolveReference("s:/a/../b?q#f", "#g"), "s:/a/../b?q#g");
  });

  it("ignores the base's fragment", () => {
    assert.equal(resolveReference("http://a/b#f", "c"), "http://a/c");
  });

  it("keeps a path that starts with // from becoming an authority", () => {
    for (
      const [base, reference, target] of [
        ["s:/a/b", "..//c", "s:/.//c"],
        ["s:", "/..//c", "s:/.//c"],
        ["s:", "..///c", "s:/.//c"],
        ["s:/a", "/.//c?q#f", "s:/.//c?q#f"],
        ["s:/a", "t:/.//c", "t:/.//c"],
        ["http://h/a", "/..//c", "http://h//c"],
      ]
    ) {
      const result = resolveReference(base, reference);
      assert.equal(result, target, `<${reference}> against <${base}>`);
      assert.equal(isUri(result!), true);
    }
  });

  it("compares dot segments literally: %2E is not a dot", () => {
    assert.equal(
      resolveReference("http://a/b/c", "%2E%2E/d"),
      "http://a/b/%2E%2E/d",
    );
  });

  it("returns null for a base that is not a URI or an invalid reference", () => {
    assert.equal(resolveReference("//a/b", "c"), null);
    assert.equal(resolveReference("", "c"), null);
    assert.equal(resolveReference("http://a b/", "c"), null);
    assert.equal(resolveReference(BASE, "c d"), null);
    assert.equal(resolveReference(BASE, "1:2"), null);
    assert.equal(resolveReference(BASE, "%"), null);
  });

  it("does linear work: 8 times the input, at most 9 times the work", () => {
    assertLinearWork((n) => {
      const base = "s:" + "/a".repeat(n);
      const reference = "../".repeat(n + 1) + "g";
      return () => assert.equal(resolveReference(base, reference), "s:/g");
    }, 2_000);
  });
});
