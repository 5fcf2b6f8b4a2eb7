import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { assertLinearWork } from "../tests/_string_work.ts";
import { removeDotSegments } from "./remove_dot_segments.ts";

/**
 * A literal transcription of §5.2.4 over string buffers: quadratic, for
 * comparison only.
 */
function reference(path: string): string {
  let input = path;
  let output = "";
  const dropLastSegment = () => {
    output = output.slice(0, Math.max(0, output.lastIndexOf("/")));
  };
  while (input.length > 0) {
    if (input.startsWith("../")) input = input.slice(3);
    else if (input.startsWith("./")) input = input.slice(2);
    else if (input.startsWith("/./")) input = input.slice(2);
    else if (input === "/.") input = "/";
    else if (input.startsWith("/../")) {
      input = input.slice(3);
      dropLastSegment();
    } else if (input === "/..") {
      input = "/";
      dropLastSegment();
    } else if (input === "." || input === "..") input = "";
    else {
      const next = input.indexOf("/", input.startsWith("/") ? 1 : 0);
      const end = next === -1 ? input.length : next;
      output += input.slice(0, end);
      input = input.slice(end);
    }
  }
  return output;
}

describe("removeDotSegments()", () => {
  it("gives the results of the RFC's step-by-step examples", () => {
    assert.equal(removeDotSegments("/a/b/c/./../../g"), "/a/g");
    assert.equal(removeDotSegments("mid/content=5/../6"), "mid/6");
  });

  it("applies each of rules A to E", () => {
    assert.equal(removeDotSegments("../a"), "a"); // A
    assert.equal(removeDotSegments("./a"), "a"); // A
    assert.equal(removeDotSegments("./../.././a"), "a"); // A, repeated
    assert.equal(removeDotSegments("/./a"), "/a"); // B
    assert.equal(removeDotSegments("/a/."), "/a/"); // B, at the end
    assert.equal(removeDotSegments("/a/b/../c"), "/a/c"); // C
    assert.equal(removeDotSegments("/a/b/.."), "/a/"); // C, at the end
    assert.equal(removeDotSegments("."), ""); // D
    assert.equal(removeDotSegments(".."), ""); // D
    assert.equal(removeDotSegments("/a/b"), "/a/b"); // E only
  });

  it("drops .. above the root", () => {
    assert.equal(removeDotSegments("/../../a"), "/a");
    assert.equal(removeDotSegments("/.."), "/");
    assert.equal(removeDotSegments("a/../../b"), "/b");
  });

  it("keeps segments that only look like dots", () => {
    for (
      const path of ["/.a", "/a.", "/..a", "/a..", "/...", "/%2E", "/.%2e"]
    ) {
      assert.equal(removeDotSegments(path), path);
    }
  });

  it("keeps empty segments, even when the result starts with //", () => {
    assert.equal(removeDotSegments("/a//b//"), "/a//b//");
    assert.equal(removeDotSegments("//"), "//");
    assert.equal(removeDotSegments("/.//a"), "//a");
    assert.equal(removeDotSegments("/..//a"), "//a");
    assert.equal(removeDotSegments("/a/..//b"), "//b");
    assert.equal(removeDotSegments("/a//../b"), "/a/b");
  });

  it("makes a rootless path absolute when .. removes its first segment", () => {
    assert.equal(removeDotSegments("a/../b"), "/b");
    assert.equal(removeDotSegments("a/.."), "/");
    assert.equal(removeDotSegments("a/./b"), "a/b");
  });

  it("returns the input itself when it has no dot segment", () => {
    const path = "/a/b.c/d..";
    assert.equal(removeDotSegments(path), path);
    assert.equal(removeDotSegments(""), "");
  });

  it("agrees with a literal transcription of §5.2.4 on every short path", () => {
    const alphabet = ["/", ".", "a"];
    let count = 0;
    const visit = (path: string, depth: number) => {
      assert.equal(removeDotSegments(path), reference(path), path);
      count++;
      if (depth === 0) return;
      for (const c of alphabet) visit(path + c, depth - 1);
    };
    visit("", 9);
    assert.equal(count, (3 ** 10 - 1) / 2);
  });

  it("does linear work: 8 times the input, at most 9 times the work", () => {
    assertLinearWork((n) => {
      const upAgain = "/a".repeat(n) + "/..".repeat(n);
      const aboveRoot = "/..".repeat(n) + "/a";
      const dots = "./".repeat(n);
      const deepThenUp = "/ab".repeat(n) + "/.." + "/c".repeat(n);
      return () => {
        assert.equal(removeDotSegments(upAgain), "/");
        assert.equal(removeDotSegments(aboveRoot), "/a");
        assert.equal(removeDotSegments(dots), "");
        assert.ok(
          removeDotSegments(deepThenUp) ===
            "/ab".repeat(n - 1) + "/c".repeat(n),
        );
      };
    }, 2_000);
  });
});
