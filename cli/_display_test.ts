import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { displayLine } from "./_display.ts";

describe("displayLine()", () => {
  it("keeps printable ASCII as it is, one column a code unit", () => {
    const line = displayLine("https://a/");
    assert.equal(line.text, "https://a/");
    assert.deepEqual(line.columns, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("escapes controls and invisible code points, moving later columns", () => {
    const line = displayLine("\ta\u200Bb\n\u0000");
    assert.equal(line.text, "\\ta\\u{200B}b\\n\\u{0}");
    assert.deepEqual(line.columns, [0, 2, 3, 11, 12, 14, 19]);
  });

  it("gives wide characters two columns and combining marks none", () => {
    const line = displayLine("例e\u0301x");
    assert.equal(line.text, "例e\u0301x");
    assert.deepEqual(line.columns, [0, 2, 3, 3, 4]);
  });

  it("maps both halves of a surrogate pair to one column", () => {
    const line = displayLine("a😀b");
    assert.deepEqual(line.columns, [0, 1, 1, 3, 4]);
  });

  it("escapes lone surrogates", () => {
    assert.equal(displayLine("a\uD800b").text, "a\\u{D800}b");
  });
});
