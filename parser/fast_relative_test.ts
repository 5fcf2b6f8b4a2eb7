// The fast path for references must agree with the full parser, offsets
// included, against every kind of base.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { basicURLParse } from "./basic_url_parser.ts";
import { Components } from "./components.ts";
import { assertInvariants } from "./components_invariants.ts";
import { fastParse } from "./fast_path.ts";
import { fastParseReference } from "./fast_relative.ts";
import { checkFastReferences, random } from "../tests/_fast_path.ts";
import { loadWptCases } from "../tests/wpt.ts";

/** Bases of every kind: special, file (with and without drive letters), not
 * special with a host and with an opaque path (those fastParse() takes). */
const BASES = [
  "https://example.com/a/b?q#f",
  "https://example.com/a/b/",
  "https://example.com/",
  "http://example.com:8080/x/y/z",
  "wss://h/one",
  "ftp://h/x/",
  "file:///Users/me/dev/a.mjs",
  "file:///x",
  "file://host/share/x?q#f",
  "file:///C:/x/y",
  "file:///C:",
  "file:///c:/x",
  "file:///x/c|/y",
  "file:///C:x/y",
  "file://node.gypi",
  "sc://host/a/b?q#f",
  "sc://host",
  "web+demo://h/a",
  "node:url",
  "mailto:x@example.com?subject=a#f",
  "sc:opaque?q",
];

/** The starts of references: every shape a reference takes. */
const SHAPES = [
  "",
  "?",
  "#",
  "/",
  "//",
  "///",
  "//\\/",
  "////h",
  "//Example.COM",
  "///EX",
  "./",
  "../",
  "../../",
  "x",
  "C|",
  "c:",
  "/C|",
  "/c:",
  "\\",
  "/\\",
  "http:",
  "http://h",
  "HTTP://H",
  "https://example.com/",
  "file:",
  "file://",
  "FILE:///",
  "sc:",
  "sc://h",
  "node:",
  " ",
  "\t",
];

/** What follows a reference's start. */
const PIECES = [
  "",
  "a",
  "/",
  "b.html",
  "..",
  ".",
  "?q=1",
  "#f",
  "?",
  "#",
  "/..",
  "/.",
  "%2e",
  "\\",
  "C|",
  "c:",
  "'",
  "`",
  " ",
  "\t",
  "é",
  ":",
  "@",
  "localhost",
  "EX",
  "1.2.3.4",
  "x.0x7f",
  ":80",
  ":65536",
  "|",
];

/** References of every shape, each followed by up to three pieces. */
function generatedReferences(count: number): string[] {
  const next = random(20261201);
  const pick = <T>(items: readonly T[]): T =>
    items[Math.floor(next() * items.length)];
  const references: string[] = [];
  for (let i = 0; i < count; i++) {
    let reference = pick(SHAPES);
    const n = Math.floor(next() * 4);
    for (let j = 0; j < n; j++) reference += pick(PIECES);
    references.push(reference);
  }
  return references;
}

/**
 * Runs fastParseReference() on each reference against each base that
 * fastParse() takes, checks each result it gives against the full parser's
 * and returns how many it gave per base.
 */
function checkAgainstFullParser(
  bases: readonly string[],
  references: readonly string[],
): Map<string, number> {
  const taken = new Map<string, number>();
  for (const baseInput of bases) {
    const base = new Components();
    assert.ok(fastParse(baseInput, base), baseInput);
    const baseRecord = basicURLParse(baseInput)!;
    let fast = 0;
    for (const reference of references) {
      const out = new Components();
      if (!fastParseReference(reference, base, out)) continue;
      fast++;
      const about = `${JSON.stringify(reference)} against ${baseInput}`;
      assertInvariants(out);
      const record = basicURLParse(reference, { base: baseRecord });
      assert.notEqual(record, null, about);
      assert.deepEqual(out, record!.components, about);
    }
    taken.set(baseInput, fast);
  }
  return taken;
}

describe("fastParseReference()", () => {
  it("agrees with the full parser on references of every shape", () => {
    const references = [...SHAPES, ...generatedReferences(4_000)];
    const taken = checkAgainstFullParser(BASES, references);
    // Each kind of base takes the fast path for a good share of references
    // (an opaque path only for fragments).
    for (const [base, fast] of taken) {
      const least =
        base.startsWith("file:///C:") || base.startsWith("file:///c:") ||
          /^[a-z]+:[^/]/.test(base)
          ? 20
          : 400;
      assert.ok(fast >= least, `${base}: fast path taken ${fast} times`);
    }
  });

  it("agrees with the full parser on WPT's references", () => {
    let fast = 0;
    for (
      const c of loadWptCases<{ input: string; base: string | null }>(
        "urltestdata.json",
      )
    ) {
      if (c.base === null) continue;
      const base = new Components();
      if (!fastParse(c.base, base)) continue;
      const out = new Components();
      if (!fastParseReference(c.input, base, out)) continue;
      fast++;
      assertInvariants(out);
      const record = basicURLParse(c.input, { base: basicURLParse(c.base) });
      assert.notEqual(record, null, `${c.input} against ${c.base}`);
      assert.deepEqual(
        out,
        record!.components,
        `${c.input} against ${c.base}`,
      );
    }
    assert.ok(fast >= 50, `fast path taken ${fast} times`);
  });

  it("splices a query, a fragment and the empty reference onto the base", () => {
    const base = new Components();
    assert.ok(fastParse("https://example.com/a/b?q#f", base));
    const cases: [string, string][] = [
      ["?x", "https://example.com/a/b?x"],
      ["#y", "https://example.com/a/b?q#y"],
      ["", "https://example.com/a/b?q"],
      ["?x#y", "https://example.com/a/b?x#y"],
    ];
    for (const [reference, href] of cases) {
      const out = new Components();
      assert.ok(fastParseReference(reference, base, out), reference);
      assertInvariants(out);
      assert.equal(out.href, href);
    }
  });

  it("leaves to the parser what the base's kind changes", () => {
    const cases: [string, string][] = [
      // An opaque path takes only a fragment.
      ["?q", "sc:opaque"],
      ["", "sc:opaque"],
      ["x", "sc:opaque"],
      // File: the Windows drive letter quirks.
      ["/x", "file:///C:/y"],
      ["x", "file:///C:/y"],
      ["C|/x", "file:///y"],
      ["../C|/x", "file:///y"],
      ["/C|/x", "file:///y"],
      // Scheme-relative: only against a special base, and only as it
      // serializes but for the host's case and an empty path.
      ["//h/x", "sc://host/a"],
      ["//h:8080/x", "https://example.com/"],
      ["//1.2.3.04/x", "https://example.com/"],
      // A special scheme without "//" against the same scheme is relative.
      ["http:x", "http://h/a"],
    ];
    for (const [reference, baseInput] of cases) {
      const base = new Components();
      assert.ok(fastParse(baseInput, base), baseInput);
      assert.equal(
        fastParseReference(reference, base, new Components()),
        false,
        `${reference} against ${baseInput}`,
      );
    }
  });
});

describe("fastParseReference() on path-absolute references", () => {
  it("agrees with the full parser on path-absolute references", () => {
    const bases = [
      "https://example.com/a/b?q#f",
      "http://u:p@example.com:8080/",
      "wss://h",
      "ftp://h/x/",
      "file:///C:/x",
      "sc://host/a",
      "https://1.2.3.4/a",
    ];
    const references = [
      "/",
      "/x",
      "/x/y?z#w",
      "/./x",
      "/../x",
      "/a/%2e/b",
      "/a/.well-known",
      "/x?/./#/../",
      "//host/x",
      "/\\x",
      "/a b",
      "/a'b",
      "/é",
      "/?",
      "/#",
      "/%41",
      "/C|/x",
    ];
    const fast = checkFastReferences(
      fastParseReference,
      bases,
      references,
    );
    assert.ok(fast >= 30, `fast path taken ${fast} times`);
  });
});

describe("fastParseReference() on path-relative references", () => {
  it("agrees with the full parser on path-relative references", () => {
    const bases = [
      "https://example.com/a/b?q#f",
      "https://example.com/a/b/",
      "https://example.com/a//b",
      "https://example.com/",
      "https://example.com",
      "http://u:p@example.com:8080/x/y/z",
      "wss://h/one",
      "ftp://h/x/",
      "file:///C:/x/y",
      "sc://host/a/b",
    ];
    const references = [
      "x",
      "x/y?z#w",
      "x?",
      "x#",
      ".",
      "..",
      "./",
      "../",
      "../..",
      "../../../../x",
      "./x",
      "../x?q#f",
      ".?q",
      "..#f",
      "./../.x",
      "..x",
      ".x/..y",
      "...",
      "x/./y",
      "x/../y",
      "%2e/x",
      "%2E%2e/x",
      "..\\x",
      "x\\y",
      "a:b",
      "ab:",
      "page",
      "a1+.-",
      "A+1.-:b",
      "1a:b",
      "a b",
      "é",
      "C|/x",
      "c:/x",
      "?q",
      "#f",
      "",
      " x",
      "x\ty",
      "x'y?'#`",
    ];
    const fast = checkFastReferences(
      fastParseReference,
      bases,
      references,
    );
    assert.ok(fast >= 100, `fast path taken ${fast} times`);
  });

  it("agrees with the full parser on generated references", () => {
    const next = random(7);
    const pieces = ["..", ".", "/", "x", "?", "#", "%2e", "\\", ":", "a", " "];
    const baseInput = "https://example.com/a/b/c?q#f";
    assert.ok(fastParse(baseInput, new Components()));
    const references: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      let reference = "";
      const n = 1 + Math.floor(next() * 6);
      for (let j = 0; j < n; j++) {
        reference += pieces[Math.floor(next() * pieces.length)];
      }
      references.push(reference);
    }
    const fast = checkFastReferences(
      fastParseReference,
      [baseInput],
      references,
    );
    assert.ok(fast >= 1000, `fast path taken ${fast} times`);
  });
});
