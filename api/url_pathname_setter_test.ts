import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "./mod.ts";
import { basicURLParse } from "../parser/basic_url_parser.ts";
import { serializeURL } from "../parser/serializer.ts";
import { assertURLInvariants } from "../tests/_invariants.ts";

/**
 * The pathname setter's steps run literally on the whole URL record: "Empty
 * this's URL's path", then the basic URL parser with the path start state as
 * state override.
 */
function pathnameByStateMachine(href: string, value: string): string {
  const record = basicURLParse(href);
  assert.ok(record, href);
  record.path = [];
  basicURLParse(value, { url: record, stateOverride: "path start state" });
  return serializeURL(record);
}

const BASES = [
  "file:///p?q#f",
  "file://host/D:/old/x",
  "file:///C:/",
  "https://a.example/p?q#f",
  "http://a.example:8080/p#f",
];
const PREFIXES = ["", "/", "\\", "//", "/\\"];
const FIRST = [
  "",
  "C:",
  "C|",
  "z|",
  "C",
  "C:x",
  "C|x",
  "CC|",
  "1|",
  ".",
  "..",
  "%2e",
  "%2E%2e",
  "x",
  "a b",
  "\u00fc",
  "%43|",
  "a?b#c",
  "C|?x",
  "C|#",
  "\u00fc.",
  "\u{1f600}",
  "%2",
  "a%2eb",
  ".%2E",
  "`{}",
  "\x00\x1f\x7f",
];
const REST = [
  "",
  "/",
  "/..",
  "/../..",
  "/.",
  "/y",
  "\\D|",
  "/C|",
  "/../C|",
  "/./C|/..",
  "?q",
  "#f",
  "%41",
  "\t/\n",
  "/a b/c",
  "/\t../x",
  "/.\n.",
  "/a?/../b",
  "/..#",
  "/%2E?",
  "/x\\..",
];

describe("URL pathname setter", () => {
  it("gives on file: URLs what the state machine gives, drive letters included", () => {
    for (const base of BASES) {
      for (const prefix of PREFIXES) {
        for (const first of FIRST) {
          for (const rest of REST) {
            const value = prefix + first + rest;
            const url = new URL(base);
            url.pathname = value;
            assertURLInvariants(url);
            assert.equal(
              url.href,
              pathnameByStateMachine(base, value),
              `${JSON.stringify(value)} on ${base}`,
            );
          }
        }
      }
    }
  });

  it("rewrites a first segment written as a drive letter with a pipe in file: URLs", () => {
    const cases: [string, string, string][] = [
      ["file:///p", "C|", "file:///C:"],
      ["file:///p", "/C|/x", "file:///C:/x"],
      ["file:///p", "\\C|", "file:///C:"],
      ["file:///p", "//C|", "file:////C|"],
      ["file://h/p", "/x/../C|/..", "file://h/C:/"],
      ["https://a/p", "/C|", "https://a/C|"],
    ];
    for (const [base, value, expected] of cases) {
      const url = new URL(base);
      url.pathname = value;
      assertURLInvariants(url);
      assert.equal(url.href, expected, `${JSON.stringify(value)} on ${base}`);
    }
  });
});
