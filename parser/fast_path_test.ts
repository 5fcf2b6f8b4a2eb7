// The fast path must agree with the full parser, offsets included.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { basicURLParse } from "./basic_url_parser.ts";
import { URLRecord } from "./url_record.ts";
import { Components } from "./components.ts";
import { assertInvariants } from "./components_invariants.ts";
import { fastAccepts, fastParse } from "./fast_path.ts";
import { random, viaFullParser } from "../tests/_fast_path.ts";
import { loadWptCases } from "../tests/wpt.ts";
import { SWEEP } from "../tests/_code_point_sweep.ts";

/**
 * fastParse()'s result for `input`, after checking that it took the input
 * and agrees with the full parser.
 */
function fastParsedAsFullParserWould(input: string): Components {
  const out = new Components();
  assert.ok(fastParse(input, out), input);
  assertInvariants(out);
  assert.deepEqual(out, viaFullParser(input), input);
  return out;
}

function generated(count: number): string[] {
  const next = random(20261130);
  const pick = <T>(items: readonly T[]): T =>
    items[Math.floor(next() * items.length)];
  const schemes = [
    "http",
    "HTTP",
    "https",
    "ws",
    "wss",
    "ftp",
    "file",
    "FiLe",
    "sc",
    "h",
    "Web+Demo",
    "mailto",
    "node",
    "a1.-",
  ];
  const hosts = [
    "example.com",
    "EXAMPLE.com",
    "a.b.",
    "a..",
    "localhost",
    "LocalHost",
    "1.2.3.4",
    "x.0x7f",
    "a_b-c",
    "",
    "xn--a",
    "a.1b",
    ".",
    "host:",
    "C:",
    "c|",
    '"x.com',
    "a'b!$&()*+,;=",
    "{`}~.Ex",
    "a%41",
    "a^b",
    "x.1",
  ];
  const ports = [
    "",
    ":80",
    ":443",
    ":21",
    ":0",
    ":080",
    ":65535",
    ":65536",
    ":",
    ":8080",
    ":x",
  ];
  const parts = [
    "/",
    "/a",
    "/./",
    "/../",
    "/.well-known",
    "/%2e",
    "/%2E%2e/",
    "?",
    "?q=1",
    "#",
    "#f",
    "/C|",
    "/c:",
    "/a b",
    "/'",
    "?'",
    "#`",
    "/|",
    "/\\",
    "/%zz",
    "/é",
    "//",
    "/.",
    "/..",
    "?/./",
    "/a?b#c?d",
    " ",
    "<",
    "`",
    "#<",
    "?`",
    '"',
    "\u0001",
    "\u007f",
    "\u00e9",
    "\\a",
    "\\.\\",
    "\\..",
    "/.\\",
    "\\%2e",
    "?{`}^\\|",
    "#{`}^\\|",
    "?x`#y",
    "#'",
    '?"',
    "/C|\\",
    "\\C|",
    // Dots that end a segment or start one, or both: only whole "." and
    // ".." segments are dot segments.
    ".",
    "..",
    "x.",
    ".x",
    "/x.y",
    "/.%2e",
    "/%2e.",
  ];
  const inputs: string[] = [];
  for (let i = 0; i < count; i++) {
    const slashes = next() < 0.8 ? "//" : next() < 0.5 ? "/" : "";
    let input = pick(schemes) + ":" + slashes + pick(hosts) + pick(ports);
    const n = Math.floor(next() * 4);
    for (let j = 0; j < n; j++) input += pick(parts);
    inputs.push(input);
  }
  return inputs;
}

describe("fastParse()", () => {
  const inputs = [
    ...loadWptCases<{ input: string }>("urltestdata.json").map((c) => c.input),
    ...generated(20_000),
  ];

  it(`agrees with the full parser on ${inputs.length} inputs`, () => {
    let fast = 0;
    for (const input of inputs) {
      const out = new Components();
      if (!fastParse(input, out)) continue;
      fast++;
      assertInvariants(out);
      assert.deepEqual(
        out,
        viaFullParser(input),
        `input ${JSON.stringify(input)}`,
      );
    }
    // The fast path must actually be taken for a good share of the inputs.
    assert.ok(fast > inputs.length / 20, `fast path taken ${fast} times`);
  });

  it("takes URLs with a host whose scheme is not special", () => {
    for (
      const input of [
        "sc://example.com/a?b#c",
        "tapmock://a1614fc8fa65ebf7.42f84edf9f8bebe3/?url=%40tapjs%2Fcore",
        "web+demo://Host.Example",
        "git://h?q",
        "sc://h/a\\b/..x",
      ]
    ) {
      fastParsedAsFullParserWould(input);
    }
  });

  it("takes a path and query that need no change, and a fragment", () => {
    for (
      const input of [
        "file:///Users/a/dev/tap/node_modules/.pnpm/x/index.js?tapmock=a1.b2",
        "https://example.com/a.b/c.d?x=1&y=`~{}|^\\",
        "https://example.com/?",
        "https://example.com/p?q#f'?#",
        "https://example.com/p#f?x",
        "http://example.com/%41%42/%2/%",
        "https://example.com/.well-known/a..b/c./...",
        "https://example.com/a\\b?q",
        "ws://example.com/" + "a.".repeat(40) + "?" + "b.".repeat(40),
        "ftp://example.com/" + "%41".repeat(40) + "/c",
        "file:///C:/x",
        "file://host/a.b",
      ]
    ) {
      const out = fastParsedAsFullParserWould(input);
      if (!input.includes("\\")) assert.equal(out.href, input);
    }
  });

  it("takes paths of megabytes without a RangeError", () => {
    // An unbounded repetition of CLEAN_PATH_RUN's dot group would overflow
    // the engine's backtrack stack here.
    const input = "https://example.com/" + "a.".repeat(4_000_000) + "?q";
    assert.equal(fastParsedAsFullParserWould(input).href, input);
    const dotSegment = "https://example.com/" + "a.".repeat(4_000_000) + "/./";
    assert.equal(fastParse(dotSegment, new Components()), false);
  });

  it("returns the input itself as the href when it is canonical", () => {
    const input = "https://example.com/a?b#c";
    const out = new Components();
    assert.ok(fastParse(input, out));
    assert.equal(out.href, input);
  });

  it("keeps a lowercase host of any ASCII domain code points as it is", () => {
    // The domain parser only lowercases an ASCII domain: none of these
    // hosts changes, and the href is the input itself.
    for (
      const input of [
        "https://a'b!$&()*+,;=.example/x",
        "http://{`}~_-.example/",
        'ws://"q".example/?a#b',
        "file://a~b/c",
      ]
    ) {
      assert.equal(fastParsedAsFullParserWould(input).href, input);
    }
  });

  it("leaves unusual input to the full parser", () => {
    for (
      const input of [
        "https://user@example.com/",
        "https://[::1]/",
        "https://1.2.3.04/",
        "https://0x7f.1/",
        "https://example.com/a/../b",
        "https://example.com/a b",
        "file://localhost/x",
        "file:///C|/x",
        " https://example.com/",
        "https://ex%41mple.com/",
        "sc://example.com:8080/",
        "sc://user@example.com/",
        "sc:///x",
        "HTTPS://example.com/",
        "Web+Demo://Host.Example",
        "sC:x",
        "sc://example.com/?'",
        "https://example.com/?'",
        "https://example.com/#`",
        "https://example.com/?#`",
        "https://example.com/a/%2E%2e/b",
        "https://example.com/a/%2e",
        "https://example.com/a\\..\\b",
        "https://example.com/a/.?q",
        "https://example.com/a/..#f",
      ]
    ) {
      assert.equal(fastParse(input, new Components()), false, input);
    }
  });
});

/** A record's fields, as a plain object for deepEqual. */
function fields(record: URLRecord): Record<string, unknown> {
  const { scheme, username, password, host, port, path, query, fragment } =
    record;
  return { scheme, username, password, host, port, path, query, fragment };
}

describe("fastAccepts()", () => {
  const inputs = [
    ...loadWptCases<{ input: string }>("urltestdata.json").map((c) => c.input),
    ...generated(20_000),
  ];

  it(`is true only where the parser succeeds, and wherever it takes the input, on ${inputs.length} inputs`, () => {
    let valid = 0;
    let taken = 0;
    for (const input of inputs) {
      const parses = basicURLParse(input) !== null;
      if (parses) valid++;
      const accepts = fastAccepts(input);
      if (fastParse(input, new Components())) {
        assert.ok(accepts, JSON.stringify(input));
      }
      if (!accepts) continue;
      taken++;
      assert.ok(parses, JSON.stringify(input));
    }
    // It must know the answer for a good share of the valid inputs.
    assert.ok(taken > valid / 3, `taken ${taken} of ${valid} times`);
  });

  it("is true only where the parser succeeds, any code point anywhere", () => {
    const templates = [
      "http://a#b/",
      "http://a.#/",
      "http://a.0x#",
      "http://a:#/",
      "http://a:6553#",
      "file://#/",
      "file://a.1#",
      "s#:x",
      "sc:#/a b",
      "sc:/#/a b",
      "sc://#/a",
      "sc://a#/",
      "http#://a",
    ];
    let taken = 0;
    for (const template of templates) {
      for (const c of [...SWEEP, 0x131, 0x17f]) {
        const input = template.replace("#", String.fromCharCode(c));
        if (!fastAccepts(input)) continue;
        taken++;
        assert.notEqual(basicURLParse(input), null, JSON.stringify(input));
      }
    }
    assert.ok(taken > 100, `${taken}`);
  });

  it("reads no further than the host and port, past which nothing fails", () => {
    for (
      const input of [
        "https://example.com/a b/../%2e/\\?`'#`<>",
        "http://a.b:8080/\u00e9",
        "file:///C|/x",
        "sc:/x y",
        "sc:x y",
        "sc://h/a b",
      ]
    ) {
      assert.equal(fastParse(input, new Components()), false, input);
      assert.ok(fastAccepts(input), input);
    }
  });
});

describe("URLRecord over fastParse()'s components", () => {
  it("reads the fields the full parser gives", () => {
    for (
      const input of [
        "https://example.com:8080/a/b?q#f",
        "https://example.com",
        "http://h/a?",
        "wss://h/#",
      ]
    ) {
      const out = new Components();
      assert.ok(fastParse(input, out), input);
      assert.deepEqual(
        fields(new URLRecord(out)),
        fields(basicURLParse(input)!),
        input,
      );
    }
  });
});
