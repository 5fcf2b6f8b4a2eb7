// The fast path must agree with the full parser, offsets included.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { basicURLParse } from "./basic_url_parser.ts";
import { URLRecord } from "./url_record.ts";
import { Components } from "./components.ts";
import { assertInvariants } from "./components_invariants.ts";
import { fastCanParse, fastParse } from "./fast_path.ts";
import { random, viaFullParser } from "../tests/_fast_path.ts";
import { loadWptCases } from "../tests/wpt.ts";
import { SWEEP } from "../tests/_code_point_sweep.ts";
import { isForbiddenDomainCodePoint } from "../host/mod.ts";

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

describe("fastCanParse()", () => {
  const inputs = [
    ...loadWptCases<{ input: string }>("urltestdata.json").map((c) => c.input),
    ...generated(20_000),
  ];

  it(`is true only where the full parser succeeds, on ${inputs.length} inputs`, () => {
    let valid = 0;
    let fast = 0;
    for (const input of inputs) {
      const parses = basicURLParse(input) !== null;
      if (parses) valid++;
      if (!fastCanParse(input)) continue;
      fast++;
      assert.ok(parses, `input ${JSON.stringify(input)}`);
    }
    // It must know the answer for a good share of the valid inputs.
    assert.ok(fast > valid / 3, `fast path taken ${fast} of ${valid} times`);
  });

  it("takes any path, query and fragment after a host it takes", () => {
    for (
      const input of [
        "https://example.com/a b/../%2e/\\?`'#`<>",
        "http://EXAMPLE.com:8080/\u00e9\t",
        "file:///C|/x",
        "file://host/ ",
        "ws://a.b.c:1",
        "node:anything at all",
        "sc:/x y",
        "sc:",
        "mailto:a@b",
      ]
    ) {
      assert.ok(fastCanParse(input), input);
      assert.notEqual(basicURLParse(input), null, input);
    }
  });

  it("takes each boundary of its host and port rules in one match", () => {
    for (
      const input of [
        "http://a:0/",
        "HTTP://EXAMPLE.COM/",
        "hTTpS://a.b",
        "http://a:/",
        "http://a:9999",
        "http://a:0080/",
        "https://a:443",
        "ftp://EXAMPLE.Com:21?",
        "wss://a.b#f",
        "ws://a\\b",
        "http://a.com./",
        "http://a.b1/",
        "http://a.0xg/",
        "http://a.0xg./",
        "http://a.xa./",
        "http://a.x0/",
        "http://a.b.c.d.e/",
        "http://xn--a.com/",
        "http://a!$&'()*+,;=_`{}~-b/",
        "file://",
        "file://localhost/x",
        "file://LOCALHOST",
        "file://host?q",
        "file://h.0xg\\x",
        "File:///x",
        "Sc:x",
        "sc:/x",
        "sc:\\\\x",
        "sc:/\\\\x",
        "sc:\t/x",
        "a+-.0:x",
      ]
    ) {
      assert.notEqual(basicURLParse(input), null, input);
      assert.ok(fastCanParse(input), input);
    }
  });

  it("takes a last label that starts or ends so as to be no number", () => {
    const parts = ["", "0", "1", "9", "0x", "0X", "x", "a", "f", "g", "08"];
    const hex = /^[0-9a-f]$/i;
    for (let c = 0x21; c < 0x7f; c++) {
      const s = String.fromCharCode(c);
      if (isForbiddenDomainCodePoint(c) || s === ".") continue;
      for (const part of parts) {
        for (const dot of ["", "."]) {
          for (const label of [s + part, part + s]) {
            const input = "http://a." + label + dot + "/";
            const valid = basicURLParse(input) !== null;
            const fast = fastCanParse(input);
            if (fast) assert.ok(valid, input);
            // Taken when it starts with no digit or ends with no hex digit
            // or x.
            const last = label.charAt(label.length - 1);
            if (!/^[0-9]/.test(label) || !(hex.test(last) || /x/i.test(last))) {
              assert.ok(fast, input);
            }
          }
        }
      }
    }
  });

  it("leaves IPv4 hosts and five-digit ports to fastParse()", () => {
    for (
      const input of ["http://1.2.3.4/", "http://a:65535/", "http://a.1a/"]
    ) {
      assert.equal(fastCanParse(input), false, input);
      fastParsedAsFullParserWould(input);
    }
  });

  it("is false at each boundary past which the parser fails", () => {
    for (
      const input of [
        "http://a:65536/",
        "http://a:99999",
        "http://a:1x/",
        "http://a:1:2/",
        "http://a:-1/",
        "http://a.1/",
        "http://a.1./",
        "http://a.0x/",
        "http://a.0xa/",
        "http://a.0Xf./",
        "http://a.09/",
        "http://1.2.3.256/",
        "http://0x100000000/",
        "http://a.b.1.2.3.4/",
        "http:///",
        "http://:80/",
        "http://a b/",
        "http://a%/",
        "http://a|b/",
        "http://a^b/",
        "http://a@/",
        "http://[/",
        "file://a:80/",
        "file://a.1/",
        "file://a b/",
        "sc:\t//a b",
        "sc:/\t/a b",
        "sc:/\n/a b",
        "sc:/\r\n/a b",
        "sc://a b",
        "http:a b",
        "HTTP:a b",
        "Ws:/a b",
        "FILE://a:1",
        "file:/\\a b",
        "File:\\\\a b",
        "1sc:x",
        "s c:x",
      ]
    ) {
      assert.equal(basicURLParse(input), null, input);
      assert.equal(fastCanParse(input), false, input);
    }
  });

  it("is true only where the parser succeeds, any code point anywhere", () => {
    const templates = [
      "http://a#b/",
      "http://a.#/",
      "http://#/",
      "http://a.b#",
      "http://a.b#.",
      "http://a.0#",
      "http://a.0x#",
      "http://a:#/",
      "http://a:1#/",
      "http://a:6553#",
      "https://a:443#",
      "file://#/",
      "file://a#/",
      "file://a.1#",
      "file://a:#",
      "FILE://#",
      "HTTP://A#",
      "s#:x",
      "sc#:x",
      "sc:#/a b",
      "sc:/#/a b",
      "#ttp://a",
      "http#://a",
      "http:#/a",
    ];
    for (const template of templates) {
      for (const c of [...SWEEP, 0x131, 0x17f]) {
        const input = template.replace("#", String.fromCharCode(c));
        if (fastCanParse(input)) {
          assert.notEqual(basicURLParse(input), null, JSON.stringify(input));
        }
      }
    }
  });

  it("leaves other input to the full parser", () => {
    for (
      const input of [
        "http:example.com",
        "http://a b/",
        "http://1.2.3.999/",
        "http://example.com:99999/",
        "http://user@example.com/",
        "http://[::1]/",
        "file://host:80/",
        " https://example.com/",
        "sc://host/",
        "x",
        "",
      ]
    ) {
      assert.equal(fastCanParse(input), false, input);
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
