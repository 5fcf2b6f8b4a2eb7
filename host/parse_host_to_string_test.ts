import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parseHostToString } from "./parse_host_to_string.ts";
import { parseHost, serializeHost } from "./host.ts";
import { domainParserToASCII } from "./domain.ts";

const INPUTS = [
  "example.com",
  "EXAMPLE.COM",
  "faß.de",
  "0x7f.1",
  "1.2.3.4",
  "127.0.0.1.",
  "[::1]",
  "[0:0::1]",
  "[1:2:3:4:5:6:7:8]",
  "[::ffff:1.2.3.4]",
  "[::1",
  "a b",
  "a%20b",
  "%30",
  "09",
  "",
  "xn--a",
  "a.b1",
  "x.0x",
  "a^b",
  "é",
];

describe("parseHostToString()", () => {
  it("returns what serializeHost(parseHost()) returns", () => {
    for (const input of INPUTS) {
      for (const isOpaque of [false, true]) {
        const host = parseHost(input, { isOpaque });
        const expected = host === null ? null : serializeHost(host);
        assert.equal(
          parseHostToString(input, isOpaque, undefined, domainParserToASCII),
          expected,
          JSON.stringify(input),
        );
        assert.equal(
          parseHostToString(input, isOpaque, () => {}, domainParserToASCII),
          expected,
          JSON.stringify(input),
        );
      }
    }
  });

  it("survives a reporter that parses another IPv6 host", () => {
    const inner: (string | null)[] = [];
    const result = parseHostToString("[::01]", false, () => {
      inner.push(
        parseHostToString(
          "[1:2:3:4:5:6:7:8]",
          false,
          undefined,
          domainParserToASCII,
        ),
      );
    }, domainParserToASCII);
    assert.equal(result, "[::1]");
    assert.deepEqual(inner, ["[1:2:3:4:5:6:7:8]"]);
  });

  it("reports at indexes into its input", () => {
    const errors: string[] = [];
    parseHostToString(
      "[1:2:3]",
      false,
      (name, at) => errors.push(`${name}@${at}`),
      domainParserToASCII,
    );
    assert.deepEqual(errors, ["IPv6-too-few-pieces@6"]);
  });
});
