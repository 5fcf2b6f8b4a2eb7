import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { URL } from "../mod.ts";
import { parseURL } from "../parser/mod.ts";
import { joinPath, joinPathString, joinPathWith } from "./join_path.ts";
import { urlPool } from "../tests/_ops_pairs.ts";

const SEED = 20261203;

describe("joinPath()", () => {
  it("appends each argument as one segment under the base's path", () => {
    assert.equal(
      joinPath("https://a.example/v1", "users", "42"),
      "https://a.example/v1/users/42",
    );
    assert.equal(joinPath("https://a.example", "x"), "https://a.example/x");
    assert.equal(joinPath("foo://h", "x"), "foo://h/x");
    assert.equal(joinPath("foo:/p", "x"), "foo:/p/x");
  });

  it("treats a base with or without a trailing slash alike", () => {
    assert.equal(
      joinPath("https://a.example/v1/", "u"),
      "https://a.example/v1/u",
    );
    assert.equal(
      joinPath("https://a.example/v1", "u"),
      "https://a.example/v1/u",
    );
    assert.equal(joinPath("https://a.example/", "u"), "https://a.example/u");
  });

  it("keeps the base's path as it is without segments", () => {
    assert.equal(
      joinPath("https://a.example/v1/?q#f"),
      "https://a.example/v1/",
    );
    assert.equal(joinPath("https://a.example/v1"), "https://a.example/v1");
  });

  it("writes an empty segment as an empty path segment", () => {
    assert.equal(
      joinPath("https://a.example/v1", "a", ""),
      "https://a.example/v1/a/",
    );
    assert.equal(
      joinPath("https://a.example/v1", "a", "", "b"),
      "https://a.example/v1/a//b",
    );
  });

  it("percent-encodes what would end or split a segment", () => {
    assert.equal(
      joinPath("https://a.example/", "a/b?c#d%e"),
      "https://a.example/a%2Fb%3Fc%23d%25e",
    );
    assert.equal(
      joinPath("https://a.example/", "a\\b"),
      "https://a.example/a%5Cb",
    );
    assert.equal(joinPath("foo://h/", "a\\b"), "foo://h/a\\b");
    assert.equal(
      joinPath("https://a.example/", "é x"),
      "https://a.example/%C3%A9%20x",
    );
  });

  it("refuses dot segments and their encoded forms, naming the segment", () => {
    for (const segment of [".", "..", "%2e", "%2E", ".%2e", "%2e.", "%2E%2e"]) {
      assert.throws(
        () => joinPath("https://a.example/v1", "x", segment),
        (error: Error) =>
          error instanceof TypeError &&
          error.message.includes(JSON.stringify(segment)),
      );
    }
    assert.equal(
      joinPath("https://a.example/", "..."),
      "https://a.example/...",
    );
    assert.equal(joinPath("https://a.example/", ".a"), "https://a.example/.a");
  });

  it("drops the base's query and fragment", () => {
    assert.equal(
      joinPath("https://a.example/p?q=1#f", "x"),
      "https://a.example/p/x",
    );
  });

  it("keeps a file URL's host and drive letters apart", () => {
    assert.equal(joinPath("file:///", "C:", "x"), "file:///C:/x");
    assert.equal(joinPath("file:///", "C|"), "file:///C%7C");
    assert.equal(joinPath("file://server/", "C:"), "file://server/C%3A");
    assert.equal(joinPath("file:///C:/", "a"), "file:///C:/a");
  });

  it("throws a TypeError for an opaque path or a base that does not parse", () => {
    assert.throws(() => joinPath("mailto:a@b", "x"), TypeError);
    assert.throws(() => joinPath("nope", "x"), { code: "ERR_INVALID_URL" });
  });
});

describe("joinPathWith()", () => {
  it("lets dot segments climb with allowDotSegments, not above the root", () => {
    const options = { allowDotSegments: true };
    assert.equal(
      joinPathWith("https://a.example/a/b/", ["..", "c"], options),
      "https://a.example/a/c",
    );
    assert.equal(
      joinPathWith("https://a.example/a", ["..", "..", "..", "c"], options),
      "https://a.example/c",
    );
    assert.equal(
      joinPathWith("https://a.example/a", ["%2e%2e", "c"], options),
      "https://a.example/c",
    );
    assert.equal(
      joinPathWith("https://a.example/a", ["x", "."], options),
      "https://a.example/a/x/",
    );
  });

  it("adds a trailing slash with trailingSlash", () => {
    assert.equal(
      joinPathWith("https://a.example/a", ["b"], { trailingSlash: true }),
      "https://a.example/a/b/",
    );
    assert.equal(
      joinPathWith("https://a.example/a", [], { trailingSlash: true }),
      "https://a.example/a/",
    );
  });

  it("keeps the query and fragment when asked", () => {
    assert.equal(
      joinPathWith("https://a.example/p?q=1#f", ["x"], { keepQuery: true }),
      "https://a.example/p/x?q=1",
    );
    assert.equal(
      joinPathWith("https://a.example/p?q=1#f", ["x"], {
        keepQuery: true,
        keepFragment: true,
      }),
      "https://a.example/p/x?q=1#f",
    );
  });
});

describe("joinPathString()", () => {
  it("splits at / and skips empty pieces", () => {
    assert.equal(
      joinPathString("https://a.example/v1/", "/users//42"),
      "https://a.example/v1/users/42",
    );
    assert.equal(
      joinPathString("https://a.example/v1", ""),
      "https://a.example/v1",
    );
  });

  it("keeps a trailing slash", () => {
    assert.equal(
      joinPathString("https://a.example/v1", "docs/"),
      "https://a.example/v1/docs/",
    );
  });

  it("encodes ?, # and % inside a piece and refuses ..", () => {
    assert.equal(
      joinPathString("https://a.example/", "a?b/c#d"),
      "https://a.example/a%3Fb/c%23d",
    );
    assert.throws(
      () => joinPathString("https://a.example/", "a/../b"),
      TypeError,
    );
    assert.equal(
      joinPathString("https://a.example/x/y", "../b", {
        allowDotSegments: true,
      }),
      "https://a.example/x/b",
    );
  });
});

/** Any string, with the characters that end or split segments often. */
const segment = fc.array(
  fc.oneof(
    fc.constantFrom(
      "/",
      "?",
      "#",
      "\\",
      "%",
      "%2e",
      "%2F",
      "|",
      ":",
      "C",
      ".",
      "é",
      "😀",
      " ",
      "\t",
      "\n",
      "\0",
      "\u00a0",
    ),
    fc.string(),
  ),
  { maxLength: 4 },
).map((parts) => parts.join(""));

function isDotSegment(s: string): boolean {
  const lower = s.toLowerCase().replaceAll("%2e", ".");
  return lower === "." || lower === "..";
}

describe("joinPath() property (fast-check, fixed seed)", () => {
  const bases = urlPool().filter((href) => !parseURL(href)!.opaquePath);

  it("gives the base's path plus exactly the segments, decoded with decodeURIComponent (3000 runs)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bases),
        fc.array(segment.filter((s) => !isDotSegment(s)), { maxLength: 4 }),
        (base, segments) => {
          const href = joinPath(base, ...segments);
          const url = new URL(href);
          assert.equal(url.href, href);
          assert.equal(url.search, "");
          assert.equal(url.hash, "");
          const basePath = new URL(base).pathname;
          const before = basePath === "" ? [] : basePath.slice(1).split("/");
          if (segments.length > 0 && before.at(-1) === "") before.pop();
          const path = url.pathname === ""
            ? []
            : url.pathname.slice(1).split("/");
          assert.deepEqual(path.slice(0, before.length), before);
          const added = path.slice(before.length).map(decodeURIComponent);
          // A drive letter under a file host, written C%3A, reads back as C:.
          assert.deepEqual(added, segments);
        },
      ),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it("throws for every dot segment (300 runs)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bases),
        fc.constantFrom(".", "..", "%2e", "%2E", ".%2E", "%2e.", "%2e%2E"),
        (base, dot) => {
          assert.throws(() => joinPath(base, "a", dot), TypeError);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});
