// The encoding callbacks' shortcut (a value the parser's tables say needs no
// change is returned as it is) against the basic URL parser run on every
// value: for random strings over the code points each state treats
// specially (fast-check, fixed seed), the same string or the same failure.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  canonicalizeHash,
  canonicalizeHashByParser,
  canonicalizeHostname,
  canonicalizeHostnameByParser,
  canonicalizeOpaquePathname,
  canonicalizeOpaquePathnameByParser,
  canonicalizePassword,
  canonicalizePasswordByParser,
  canonicalizePathname,
  canonicalizePathnameByParser,
  canonicalizePort,
  canonicalizePortByParser,
  canonicalizeProtocol,
  canonicalizeProtocolByParser,
  canonicalizeSearch,
  canonicalizeSearchByParser,
  canonicalizeUsername,
  canonicalizeUsernameByParser,
} from "./_canonicalize.ts";

const SEED = 0x38c;

/** Code points that end a state, change a path, or get encoded or dropped. */
const UNITS = [
  "a",
  "Z",
  "x",
  "n",
  "-",
  "0",
  "1",
  "4",
  "8",
  "9",
  "/",
  ".",
  "%",
  "2",
  "e",
  "E",
  " ",
  "?",
  "#",
  "\\",
  ":",
  "[",
  "]",
  "@",
  "+",
  "'",
  "`",
  "{",
  "<",
  '"',
  "^",
  "|",
  "\t",
  "\n",
  "\0",
  "\x7f",
  "é",
  "ß",
  "\u{1F6B2}",
];

const value = fc.array(fc.constantFrom(...UNITS), { maxLength: 8 }).map((a) =>
  a.join("")
);

/** The result, or "throws" for a failure. */
function outcome(f: () => string): string {
  try {
    return f();
  } catch {
    return "throws";
  }
}

const pairs: [string, (v: string) => string, (v: string) => string][] = [
  ["protocol", canonicalizeProtocol, canonicalizeProtocolByParser],
  ["username", canonicalizeUsername, canonicalizeUsernameByParser],
  ["password", canonicalizePassword, canonicalizePasswordByParser],
  ["hostname", canonicalizeHostname, canonicalizeHostnameByParser],
  ["port", (v) => canonicalizePort(v), (v) => canonicalizePortByParser(v)],
  [
    "port of https",
    (v) => canonicalizePort(v, "https"),
    (v) => canonicalizePortByParser(v, "https"),
  ],
  [
    "port of http",
    (v) => canonicalizePort(v, "http"),
    (v) => canonicalizePortByParser(v, "http"),
  ],
  ["pathname", canonicalizePathname, canonicalizePathnameByParser],
  [
    "opaque pathname",
    canonicalizeOpaquePathname,
    canonicalizeOpaquePathnameByParser,
  ],
  ["search", canonicalizeSearch, canonicalizeSearchByParser],
  ["hash", canonicalizeHash, canonicalizeHashByParser],
];

/** Values each shortcut should take, so that both branches are tried. */
const AS_IS: Record<string, string[]> = {
  protocol: ["https", "git+ssh", "a.b-c"],
  username: ["user", "a%20b"],
  password: ["pass", "x~"],
  hostname: ["example.com", "a-b.c", "xn--caf-dma.com"],
  port: ["8080", "0", "65535"],
  "port of https": ["8443", "80"],
  "port of http": ["443", "8080"],
  pathname: ["/a/b", "a/b/", "/a.b/%41", "/"],
  "opaque pathname": ["a/b", "x:y"],
  search: ["q=1&r=2", "a/b?c"],
  hash: ["frag", "a#b"],
};

describe("the encoding callbacks' shortcut", () => {
  for (const [name, fast, byParser] of pairs) {
    it(`gives ${name} what the basic URL parser gives`, () => {
      let same = 0;
      let changed = 0;
      fc.assert(
        fc.property(value, (v) => {
          const expected = outcome(() => byParser(v));
          assert.equal(outcome(() => fast(v)), expected, JSON.stringify(v));
          if (expected === v) same++;
          else changed++;
        }),
        { seed: SEED, numRuns: 2000 },
      );
      for (const v of AS_IS[name]) {
        assert.equal(fast(v), byParser(v), v);
        assert.equal(fast(v), v);
      }
      // Both outcomes occur: the property does not pass by trying one.
      assert.ok(
        same >= 20 && changed >= 20,
        `${same} same, ${changed} changed`,
      );
    });
  }

  it("changes what the parser changes (lowercase, dot segments, default port)", () => {
    assert.equal(canonicalizeProtocol("HTTPS"), "https");
    assert.equal(canonicalizeHostname("Example.COM"), "example.com");
    assert.equal(canonicalizeHostname("1.2.3.0x4"), "1.2.3.4");
    assert.equal(canonicalizePathname("/a/./b/../c"), "/a/c");
    assert.equal(canonicalizePathname("/a%2e/b"), "/a%2e/b");
    assert.equal(canonicalizePort("443", "https"), "");
    assert.equal(canonicalizePort("0443", "https"), "");
    assert.equal(canonicalizeOpaquePathname("a b"), "a b");
    assert.equal(canonicalizeSearch("a'b"), "a%27b");
    assert.equal(canonicalizeHash("a`b"), "a%60b");
  });
});
