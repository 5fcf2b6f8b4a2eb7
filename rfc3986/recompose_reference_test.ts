import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { recomposeReference } from "./recompose_reference.ts";
import { parseReference, type UriComponents } from "./parse_reference.ts";

const NONE: UriComponents = {
  scheme: null,
  authority: null,
  path: "",
  query: null,
  fragment: null,
};

describe("recomposeReference()", () => {
  it("writes each delimiter only for a defined component", () => {
    assert.equal(recomposeReference(NONE), "");
    assert.equal(
      recomposeReference({
        scheme: "s",
        authority: "",
        path: "",
        query: "",
        fragment: "",
      }),
      "s://?#",
    );
    assert.equal(
      recomposeReference({ ...NONE, authority: "h", path: "/p" }),
      "//h/p",
    );
    assert.equal(recomposeReference({ ...NONE, query: "q" }), "?q");
  });

  it("gives back every parsed reference", () => {
    for (
      const input of [
        "foo://example.com:8042/over/there?name=ferret#nose",
        "s://@:?#",
        "s:",
        "",
        "//h",
        "../a?b#c",
        "./a:b",
        "a:/b//c",
        "mailto:a@b",
      ]
    ) {
      assert.equal(recomposeReference(parseReference(input)!), input);
    }
  });

  it("writes a path that starts with // after /. when there is no authority", () => {
    assert.equal(
      recomposeReference({ ...NONE, scheme: "s", path: "//a" }),
      "s:/.//a",
    );
    assert.equal(recomposeReference({ ...NONE, path: "//a" }), "/.//a");
    assert.equal(
      recomposeReference({ ...NONE, authority: "h", path: "//a" }),
      "//h//a",
    );
  });

  it("writes a first segment with : after ./ when there is no scheme", () => {
    assert.equal(recomposeReference({ ...NONE, path: "a:b/c" }), "./a:b/c");
    assert.equal(recomposeReference({ ...NONE, path: "a/b:c" }), "a/b:c");
    assert.equal(
      recomposeReference({ ...NONE, scheme: "s", path: "a:b" }),
      "s:a:b",
    );
  });
});
