import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { basicURLParse, parseURL, serializeURL, shortenPath } from "./mod.ts";

describe("URLRecord's path list", () => {
  it("is one array the record owns: what is pushed is serialized", () => {
    const url = parseURL("https://a.example/b")!;
    const path = url.path as string[];
    assert.equal(url.path, path);
    path.push("x");
    assert.deepEqual(url.path, ["b", "x"]);
    assert.equal(serializeURL(url), "https://a.example/b/x");
    assert.equal(url.serializedPath, "/b/x");
  });

  it("keeps an assigned array, and what is pushed into it later", () => {
    const url = parseURL("https://a.example/b?q")!;
    const list = ["c"];
    url.path = list;
    assert.equal(url.path, list);
    list.push("d");
    assert.equal(serializeURL(url), "https://a.example/c/d?q");
    // A frozen array is copied: the record can still change its list.
    const frozen = Object.freeze(["e"]);
    url.path = frozen;
    assert.notEqual(url.path, frozen);
    basicURLParse("f", { url, stateOverride: "path state" });
    assert.deepEqual(url.path, ["e", "f"]);
  });

  it("is what a state override sees and changes, in place", () => {
    const url = parseURL("https://a.example/b")!;
    const path = url.path as string[];
    path.push("c");
    basicURLParse("../d", { url, stateOverride: "path state" });
    assert.equal(url.path, path);
    assert.deepEqual(path, ["b", "d"]);
    assert.equal(serializeURL(url), "https://a.example/b/d");
    path.length = 0;
    basicURLParse("e", { url, stateOverride: "path start state" });
    assert.deepEqual(path, ["e"]);
  });

  it("follows changes made through the record's other members", () => {
    const url = parseURL("https://a.example/b/c")!;
    const path = url.path as string[];
    path.push("d");
    shortenPath(url);
    assert.deepEqual(path, ["b", "c"]);
    url.serializedPath = "/x";
    assert.equal(url.path, path);
    assert.deepEqual(path, ["x"]);
    const clone = url.clone();
    path.push("y");
    assert.equal(serializeURL(clone), "https://a.example/x");
    assert.equal(serializeURL(url), "https://a.example/x/y");
  });

  it("becomes the opaque path string when one is assigned", () => {
    const url = parseURL("https://a.example/b")!;
    url.path = "opaque";
    assert.equal(url.path, "opaque");
    assert.equal(url.opaquePath, true);
    url.path = ["z"];
    assert.deepEqual(url.path, ["z"]);
    assert.equal(serializeURL(url), "https://a.example/z");
  });
});
