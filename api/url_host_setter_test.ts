import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "./mod.ts";
import { basicURLParse } from "../parser/basic_url_parser.ts";
import { serializeURL } from "../parser/serializer.ts";
import { assertURLInvariants } from "../tests/_invariants.ts";

/**
 * The host and hostname setters' steps run literally on the whole URL
 * record: "If this's URL has an opaque path, then return", then the basic URL
 * parser with the host or hostname state as state override.
 */
function hostByStateMachine(
  href: string,
  value: string,
  state: "host state" | "hostname state",
): string {
  const record = basicURLParse(href);
  assert.ok(record, href);
  if (typeof record.path === "string") return href;
  basicURLParse(value, { url: record, stateOverride: state });
  return serializeURL(record);
}

const BASES = [
  "https://a.example/p?q#f",
  "https://u:pw@a.example:8443/p",
  "http://a.example:81/",
  "ws://a.example/",
  "wss://a.example:443/x",
  "ftp://a.example:21/",
  "file:///p?q",
  "file://h/p",
  "web+demo://a.example:9/p?q",
  "web+demo:/p",
  "web+demo:opaque",
  "mailto:x@y",
];
const HOSTS = [
  "",
  "b.example",
  "B.EXAMPLE",
  "Mixed.Example",
  "localhost",
  "LOCALHOST",
  "xn--nxasmq6b.example",
  "xn--",
  "xn--a",
  "1.2.3.4",
  "01.2.3.4",
  "0x1.2.3.4",
  "1.2.3",
  "4294967295",
  "4294967296",
  "1.2.3.256",
  "a.1",
  "a.0x1",
  "1.a",
  "[::1]",
  "[::1",
  "[0:0::1]",
  "%41",
  "a%2eb",
  "\u00fcber.example",
  "\uff21",
  "a b",
  "a\tb",
  "a@b",
  "u@b.example",
  "a^b",
  "a_b",
  "-a-",
  "a..b",
  ".",
  "a.",
];
const SUFFIXES = [
  "",
  ":",
  ":0",
  ":1",
  ":80",
  ":443",
  ":21",
  ":00",
  ":080",
  ":8080",
  ":65535",
  ":65536",
  ":99999",
  ":123456",
  ":8x",
  ":8 ",
  ":-1",
  "/",
  "/path?q#f",
  ":8080/x",
  "?q",
  ":81?q",
  "#f",
  ":81#f",
  "\\x",
  ":81\\x",
  "@",
  "@c",
  ":",
  "::",
  ":\t81",
  "\n",
];

describe("URL host and hostname setters", () => {
  it("give what the state machine gives, on every scheme and value", () => {
    let count = 0;
    for (const base of BASES) {
      for (const host of HOSTS) {
        for (const suffix of SUFFIXES) {
          const value = host + suffix;
          for (const state of ["host state", "hostname state"] as const) {
            const url = new URL(base);
            if (state === "host state") url.host = value;
            else url.hostname = value;
            assertURLInvariants(url);
            assert.equal(
              url.href,
              hostByStateMachine(base, value, state),
              `${state} ${JSON.stringify(value)} on ${base}`,
            );
            count++;
          }
        }
      }
    }
    assert.equal(count, BASES.length * HOSTS.length * SUFFIXES.length * 2);
  });

  it("keeps the port without one in the value, drops a default port, and sets the host even when the port fails", () => {
    const cases: [string, string, string][] = [
      ["https://a.example:8443/p", "B.example", "https://b.example:8443/p"],
      ["https://a.example:8443/p", "b.example:443", "https://b.example/p"],
      ["http://a.example/p", "b.example:81/x?y#z", "http://b.example:81/p"],
      ["http://a.example:82/p", "b.example:", "http://b.example:82/p"],
      ["http://a.example:82/p", "b.example:65536", "http://b.example:82/p"],
      ["http://a.example/p", "b.example:8x", "http://b.example:8/p"],
      ["http://a.example/p", "1.2.3", "http://1.2.0.3/p"],
      ["http://a.example/p", "a.1", "http://a.example/p"],
      ["http://a.example/p", "b\\c", "http://b/p"],
    ];
    for (const [base, value, expected] of cases) {
      const url = new URL(base);
      url.host = value;
      assertURLInvariants(url);
      assert.equal(url.href, expected, `${JSON.stringify(value)} on ${base}`);
      assert.equal(hostByStateMachine(base, value, "host state"), expected);
    }
  });
});
