import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  isDotSegmentAt,
  isDoubleDotSegment,
  isSingleDotSegment,
  shortenedPathEnd,
} from "./_path.ts";
import {
  backslashPathEnd,
  cleanFragmentStart,
  cleanPathEnd,
  NEEDS_STEPS,
} from "./_path_scan.ts";

describe("isDotSegmentAt()", () => {
  it("agrees with isSingleDotSegment() and isDoubleDotSegment()", () => {
    const segments = [".", "..", "...", ".a", "a.", "..a", ". ", "x"];
    let dots = 0;
    for (const segment of segments) {
      for (const end of ["", "/", "\\", "?q", "#f", "/b"]) {
        const input = "/" + segment + end;
        if (input[1] !== ".") continue;
        const expected = isSingleDotSegment(segment) ||
          isDoubleDotSegment(segment);
        if (expected) dots++;
        assert.equal(isDotSegmentAt(input, 1), expected, input);
      }
    }
    assert.ok(dots >= 12);
  });
});

describe("shortenedPathEnd()", () => {
  it("removes the last segment of a serialized path", () => {
    const cases: [string, string][] = [
      ["/a/b", "/a"],
      ["/a/", "/a"],
      ["/a", ""],
      ["/", ""],
      ["", ""],
    ];
    for (const [path, shortened] of cases) {
      assert.equal(
        path.slice(0, shortenedPathEnd(path, 0, path.length)),
        shortened,
        path,
      );
      // The same inside a longer string.
      const href = "http://h" + path + "?q";
      const end = shortenedPathEnd(href, 8, 8 + path.length);
      assert.equal(href.slice(8, end), shortened, href);
    }
  });
});

describe("cleanPathEnd() and cleanFragmentStart()", () => {
  it("return where the path ends and the fragment starts", () => {
    const input = "/a/b.html?x=1#top";
    const pathEnd = cleanPathEnd(input, 0);
    assert.equal(pathEnd, 9);
    assert.equal(cleanFragmentStart(input, pathEnd), 13);
    assert.equal(cleanFragmentStart("/a", 2), 2);
  });

  it("leave dot segments, %2e and code points to encode to the path state", () => {
    for (const input of ["/a/./b", "/a/..", "/%2e/", "/a b", "/\u00e9"]) {
      assert.equal(cleanPathEnd(input, 0), NEEDS_STEPS, input);
    }
    assert.equal(cleanFragmentStart("/?a b", 1), -1);
    assert.equal(cleanFragmentStart("/#a`b", 1), -1);
    assert.equal(cleanFragmentStart("/?a`b", 1), 5);
  });

  it("tell a path that only needs its backslashes made slashes", () => {
    const result = cleanPathEnd("/a\\b?q", 0);
    assert.ok(result < NEEDS_STEPS);
    assert.equal(backslashPathEnd(result), 4);
  });
});
