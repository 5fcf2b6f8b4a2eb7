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
import {
  FRAGMENT_PERCENT_ENCODE_SET,
  inPercentEncodeSet,
  PATH_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
} from "../percent/encode_sets.ts";
import { hex, SWEEP } from "../tests/_code_point_sweep.ts";

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

describe("cleanPathEnd() on dot segments", () => {
  it("leaves each form of a dot segment to the path state", () => {
    const dots = [".", "..", "%2e", "%2E", ".%2e", "%2e.", "%2E%2e", "%2e%2E"];
    let cases = 0;
    for (const dot of dots) {
      for (const before of ["/", "/a/", "/a\\", "\\"]) {
        for (const after of ["", "/", "\\", "?q", "#f", "/b", "\\b"]) {
          const input = before + dot + after;
          assert.equal(cleanPathEnd(input, 0), NEEDS_STEPS, input);
          cases++;
        }
      }
      // At the start of the scan, a segment starts.
      assert.equal(cleanPathEnd(dot, 0), NEEDS_STEPS, dot);
      assert.equal(cleanPathEnd("x" + dot + "/", 1), NEEDS_STEPS, dot);
    }
    assert.equal(cases, 224);
  });

  it("passes the dots inside segments", () => {
    for (
      const input of [
        "/a.b",
        "/.a",
        "/a.",
        "/..a",
        "/a..",
        "/...",
        "/a./b",
        "/a../b",
        "/a.?q",
        "/a..#f",
        "/.well-known/x",
        "/x/.../y.z",
      ]
    ) {
      const end = input.search(/[?#]|$/);
      assert.equal(cleanPathEnd(input, 0), end, input);
    }
  });

  it("reads any number of dots and percent signs in a path", () => {
    const many = "/" + "a.".repeat(100) + "/" + "%41".repeat(100) + "/b.c";
    assert.equal(cleanPathEnd(many, 0), many.length);
    assert.equal(cleanPathEnd(many + "?q", 0), many.length);
    for (const dot of ["/./", "/../", "/%2e/", "/.%2E/"]) {
      assert.equal(cleanPathEnd(many + dot, 0), NEEDS_STEPS, dot);
      assert.equal(cleanPathEnd(many + dot + many, 0), NEEDS_STEPS, dot);
    }
  });

  it("scans inputs of megabytes without a RangeError", () => {
    const dots = "/" + "a.".repeat(4_000_000);
    assert.equal(cleanPathEnd(dots, 0), dots.length);
    const percents = "/" + "%41".repeat(1_000_000) + "?" + "q".repeat(1e6);
    assert.equal(cleanPathEnd(percents, 0), 3_000_001);
    assert.equal(cleanFragmentStart(percents, 3_000_001), percents.length);
    assert.equal(cleanPathEnd(dots + "/..", 0), NEEDS_STEPS);
  });
});

describe("cleanPathEnd() and cleanFragmentStart() on each code point", () => {
  it("stop the path where the path percent-encode set says", () => {
    for (const c of SWEEP) {
      const input = "/a" + String.fromCharCode(c) + "b";
      const result = cleanPathEnd(input, 0);
      if (c === 0x3f || c === 0x23) assert.equal(result, 2, hex(c));
      else if (c === 0x5c) assert.equal(backslashPathEnd(result), 4, hex(c));
      else if (inPercentEncodeSet(PATH_PERCENT_ENCODE_SET, c)) {
        assert.equal(result, NEEDS_STEPS, hex(c));
      } else assert.equal(result, 4, hex(c));
    }
  });

  it("take the query and fragment percent-encode sets for each", () => {
    for (const c of SWEEP) {
      const unit = String.fromCharCode(c);
      const query = "/?a" + unit + "b";
      assert.equal(
        cleanFragmentStart(query, 1),
        c === 0x23
          ? 3
          : inPercentEncodeSet(SPECIAL_QUERY_PERCENT_ENCODE_SET, c)
          ? -1
          : query.length,
        `query ${hex(c)}`,
      );
      const fragment = "/#a" + unit + "b";
      assert.equal(
        cleanFragmentStart(fragment, 1),
        inPercentEncodeSet(FRAGMENT_PERCENT_ENCODE_SET, c) ? -1 : 1,
        `fragment ${hex(c)}`,
      );
    }
    // "`" needs encoding in the fragment only, "'" in the query only.
    assert.equal(cleanFragmentStart("/?`#'", 1), 3);
    assert.equal(cleanFragmentStart("/?'", 1), -1);
    assert.equal(cleanFragmentStart("/?#`", 1), -1);
  });

  it("start the fragment at the first # and keep later ? and #", () => {
    assert.equal(cleanFragmentStart("/p?a?b#c?d#e", 2), 6);
    assert.equal(cleanFragmentStart("/p#a?b#c", 2), 2);
    assert.equal(cleanFragmentStart("/p?a?b", 2), 6);
    assert.equal(cleanFragmentStart("?", 0), 1);
    assert.equal(cleanFragmentStart("#", 0), 0);
  });
});
