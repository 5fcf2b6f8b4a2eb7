import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  HOST_DOMAIN,
  HOST_EMPTY,
  HOST_IPV4,
  HOST_IPV6,
  HOST_OPAQUE,
  hostKindOf,
  parseHostToString,
} from "./_parse_host.ts";
import { parseHost, serializeHost } from "./host.ts";

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
          parseHostToString(input, isOpaque, undefined),
          expected,
          JSON.stringify(input),
        );
        assert.equal(
          parseHostToString(input, isOpaque, () => {}),
          expected,
          JSON.stringify(input),
        );
      }
    }
  });

  it("survives a reporter that parses another IPv6 host", () => {
    const inner: (string | null)[] = [];
    const result = parseHostToString("[::01]", false, () => {
      inner.push(parseHostToString("[1:2:3:4:5:6:7:8]", false, undefined));
    });
    assert.equal(result, "[::1]");
    assert.deepEqual(inner, ["[1:2:3:4:5:6:7:8]"]);
  });

  it("reports at indexes into its input", () => {
    const errors: string[] = [];
    parseHostToString(
      "[1:2:3]",
      false,
      (name, at) => errors.push(`${name}@${at}`),
    );
    assert.deepEqual(errors, ["IPv6-too-few-pieces@6"]);
  });
});

describe("hostKindOf()", () => {
  it("classifies each kind of serialized host", () => {
    const cases: [string, boolean, number][] = [
      ["example.com", false, HOST_DOMAIN],
      ["EXAMPLE.COM", true, HOST_OPAQUE],
      ["0x7f.1", false, HOST_IPV4],
      ["1.2.3.4", false, HOST_IPV4],
      ["[::1]", false, HOST_IPV6],
      ["[::1]", true, HOST_IPV6],
      ["a.b1", false, HOST_DOMAIN],
      ["a.1b", false, HOST_DOMAIN],
      ["09", true, HOST_OPAQUE],
      ["", true, HOST_EMPTY],
    ];
    for (const [input, isOpaque, kind] of cases) {
      const serialized = parseHostToString(input, isOpaque, undefined)!;
      assert.equal(hostKindOf(serialized, isOpaque), kind, input);
    }
  });

  it("agrees with the parsed host's type", () => {
    for (const input of INPUTS) {
      for (const isOpaque of [false, true]) {
        const host = parseHost(input, { isOpaque });
        if (host === null) continue;
        const kind = hostKindOf(serializeHost(host), isOpaque);
        const expected = typeof host === "number"
          ? HOST_IPV4
          : typeof host === "object"
          ? HOST_IPV6
          : host === ""
          ? HOST_EMPTY
          : isOpaque
          ? HOST_OPAQUE
          : HOST_DOMAIN;
        assert.equal(kind, expected, JSON.stringify(input));
      }
    }
  });
});
