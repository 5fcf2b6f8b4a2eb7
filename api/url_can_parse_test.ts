// URL.canParse() is "the fast path takes it, else the parser": it must say
// what the basic URL parser says, at each boundary of the fast path's rules.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "./mod.ts";
import { basicURLParse } from "../parser/basic_url_parser.ts";
import { loadWptCases } from "../tests/wpt.ts";
import { SWEEP } from "../tests/_code_point_sweep.ts";

/** Asserts that URL.canParse() and URL.parse() say what the parser says. */
function agreesWithParser(input: string): boolean {
  const parses = basicURLParse(input) !== null;
  assert.equal(URL.canParse(input), parses, JSON.stringify(input));
  assert.equal(URL.parse(input) !== null, parses, JSON.stringify(input));
  return parses;
}

describe("URL.canParse()", () => {
  it("says what the parser says on the conformance data's inputs", () => {
    const inputs = loadWptCases<{ input: string }>("urltestdata.json")
      .map((c) => c.input);
    let valid = 0;
    for (const input of inputs) if (agreesWithParser(input)) valid++;
    // Both outcomes occur, and often.
    assert.ok(valid > inputs.length / 3 && valid < inputs.length, `${valid}`);
  });

  it("is true at each boundary of the fast path's host and port rules", () => {
    for (
      const input of [
        "http://a:0/",
        "HTTP://EXAMPLE.COM/",
        "hTTpS://a.b",
        "http://a:/",
        "http://a:9999",
        "http://a:65535/",
        "http://a:0080/",
        "https://a:443",
        "ftp://EXAMPLE.Com:21?",
        "wss://a.b#f",
        "ws://a\\b",
        "http://a.com./",
        "http://a.b1/",
        "http://a.0xg/",
        "http://a.x0/",
        "http://1.2.3.4/",
        "http://xn--a.com/",
        "http://a!$&'()*+,;=_`{}~-b/",
        "https://example.com/a b/../%2e/\\?`'#`<>",
        "http://EXAMPLE.com:8080/\u00e9\t",
        "file://",
        "file://localhost/x",
        "file:///C|/x",
        "file://host/ ",
        "sc:/x y",
        "sc:",
        "a+-.0:x",
        "mailto:a@b",
      ]
    ) {
      assert.ok(agreesWithParser(input), input);
    }
  });

  it("is false at each boundary past which the parser fails", () => {
    for (
      const input of [
        "http://a:65536/",
        "http://a:99999",
        "http://a:1x/",
        "http://a:$",
        "http://a.1/",
        "http://a.0xa/",
        "http://a.09/",
        "http://1.2.3.256/",
        "http://0x100000000/",
        "http:///",
        "http://:80/",
        "http://a b/",
        "http://a%/",
        "http://a|b/",
        "http://a@/",
        "http://[::1",
        "file://a:80/",
        "file://a b/",
        "sc:\t//a b",
        "sc://a b",
        "http:a b",
        "1sc:x",
        "s c:x",
        "not a url",
      ]
    ) {
      assert.equal(agreesWithParser(input), false, input);
    }
  });

  it("says what the parser says with any code point in any part", () => {
    const templates = [
      "http://a#b/",
      "http://a.#/",
      "http://a.0x#",
      "http://a:#/",
      "http://a:6553#",
      "file://a#/",
      "HTTP://A#",
      "sc#:x",
      "sc:/#/a b",
      "http#://a",
    ];
    for (const template of templates) {
      for (const c of [...SWEEP, 0x131, 0x17f]) {
        agreesWithParser(template.replace("#", String.fromCharCode(c)));
      }
    }
  });
});
