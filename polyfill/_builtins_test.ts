// The fallback built-ins for engines without them, against the runtime's
// own: the same results on every edge of UTF-8 and of surrogates.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { fallbacks } from "./_builtins.ts";

const { TextEncoder, TextDecoder, isWellFormed, toWellFormed } = fallbacks;

const STRINGS = [
  "",
  "abc",
  "\u00e9\u20ac\u{1F600}",
  "a\uD800b",
  "\uDC00",
  "\uD83D",
  "\uD83D\uDE00\uDE00",
  "\uFEFFx",
];

/** Byte sequences around every UTF-8 boundary and error. */
function byteCases(): Uint8Array[] {
  const cases: number[][] = [[], [0xef, 0xbb, 0xbf, 0x61], [0xfe, 0xff]];
  const edges = [
    0x00,
    0x7f,
    0x80,
    0xbf,
    0xc0,
    0xc1,
    0xc2,
    0xdf,
    0xe0,
    0xed,
    0xef,
    0xf0,
    0xf4,
    0xf5,
    0xff,
    0x9f,
    0xa0,
    0x8f,
    0x90,
  ];
  for (const a of edges) {
    for (const b of edges) {
      cases.push([a, b], [a, b, 0x80], [a, b, 0x80, 0x80], [a, 0x80, b]);
    }
  }
  return cases.map((c) => new Uint8Array(c));
}

describe("the fallback built-ins", () => {
  it("isWellFormed() and toWellFormed() as the runtime's", () => {
    for (const s of STRINGS) {
      assert.equal(isWellFormed.call(s), s.isWellFormed(), JSON.stringify(s));
      assert.equal(toWellFormed.call(s), s.toWellFormed(), JSON.stringify(s));
    }
  });

  it("TextEncoder encodes as the runtime's", () => {
    for (const s of STRINGS) {
      assert.deepEqual(
        new TextEncoder().encode(s),
        new globalThis.TextEncoder().encode(s),
        JSON.stringify(s),
      );
    }
  });

  it("TextDecoder decodes as the runtime's, with and without ignoreBOM", () => {
    for (const bytes of byteCases()) {
      for (const ignoreBOM of [false, true]) {
        assert.equal(
          new TextDecoder("utf-8", { ignoreBOM }).decode(bytes),
          new globalThis.TextDecoder("utf-8", { ignoreBOM }).decode(bytes),
          `${Array.from(bytes)}`,
        );
      }
    }
  });

  it("TextDecoder throws for fatal errors, and for other encodings", () => {
    assert.throws(
      () =>
        new TextDecoder("utf-8", { fatal: true }).decode(
          new Uint8Array([0xff]),
        ),
      TypeError,
    );
    assert.throws(() => new TextDecoder("latin1"), RangeError);
  });
});
