import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { percentDecodeForDisplay } from "./display_decode.ts";

/** mulberry32: a small deterministic generator for the property below. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a decoded code point may never be. */
const FORBIDDEN =
  /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}\p{Zl}\p{Zp}\p{White_Space}\p{Bidi_Control}\p{Default_Ignorable_Code_Point}]/u;

describe("percentDecodeForDisplay()", () => {
  it("decodes complete UTF-8 sequences of readable text", () => {
    assert.equal(
      percentDecodeForDisplay("/wiki/%E6%97%A5%E6%9C%AC"),
      "/wiki/日本",
    );
    assert.equal(percentDecodeForDisplay("?q=caf%C3%A9"), "?q=café");
    assert.equal(percentDecodeForDisplay("/%F0%9F%98%80"), "/😀");
    assert.equal(percentDecodeForDisplay("/%41%62%2D"), "/Ab-");
  });

  it("keeps sequences that change how the URL reads", () => {
    for (
      const encoded of [
        "%2F",
        "%3F",
        "%23",
        "%25",
        "%40",
        "%3A",
        "%20",
        "%26",
        "%3D",
        "%5C",
      ]
    ) {
      assert.equal(
        percentDecodeForDisplay("/a" + encoded + "b"),
        "/a" + encoded + "b",
      );
    }
    // Look-alikes of "/" and "." and the lock symbol.
    assert.equal(percentDecodeForDisplay("/%E2%88%95"), "/%E2%88%95");
    assert.equal(percentDecodeForDisplay("/%EF%BC%8E"), "/%EF%BC%8E");
    assert.equal(percentDecodeForDisplay("/%F0%9F%94%92"), "/%F0%9F%94%92");
  });

  it("keeps invisible, control and bidi sequences", () => {
    assert.equal(
      percentDecodeForDisplay("/%E2%80%AEfdp.exe"),
      "/%E2%80%AEfdp.exe",
    ); // RLO
    assert.equal(percentDecodeForDisplay("/a%E2%80%8Bb"), "/a%E2%80%8Bb"); // ZWSP
    assert.equal(percentDecodeForDisplay("/a%C2%ADb"), "/a%C2%ADb"); // soft hyphen
    assert.equal(percentDecodeForDisplay("/%00%1F%7F"), "/%00%1F%7F");
    assert.equal(percentDecodeForDisplay("/%E2%81%A6"), "/%E2%81%A6"); // LRI
  });

  it("keeps incomplete and invalid UTF-8 as it is", () => {
    assert.equal(percentDecodeForDisplay("/%C3"), "/%C3");
    assert.equal(percentDecodeForDisplay("/%C3%28"), "/%C3(");
    assert.equal(percentDecodeForDisplay("/%ED%A0%80"), "/%ED%A0%80"); // a surrogate
    assert.equal(percentDecodeForDisplay("/%FF%E6%97%A5"), "/%FF日");
    assert.equal(percentDecodeForDisplay("/%zz%4"), "/%zz%4");
  });

  it("keeps a combining mark that would join an ASCII character", () => {
    assert.equal(percentDecodeForDisplay("/a%CC%B8"), "/a%CC%B8");
    assert.equal(percentDecodeForDisplay("/%E0%A4%95%E0%A4%BE"), "/का");
  });

  it("never decodes to a forbidden code point or a new separator (property)", () => {
    const next = prng(0x5eed);
    const bytes = [
      0x2f,
      0x3f,
      0x23,
      0x25,
      0x40,
      0x3a,
      0x41,
      0x20,
      0x0a,
      0x7f,
      0x80,
      0xbf,
      0xc2,
      0xc3,
      0xa9,
      0xcc,
      0xb8,
      0xe2,
      0x80,
      0x8b,
      0xae,
      0xef,
      0xbb,
      0xf0,
      0x9f,
      0x98,
      0xf4,
    ];
    const separators = (text: string) =>
      text.replace(/%[0-9A-F]{2}/g, "").replace(/[^/?#%@:]/g, "").length;
    for (let round = 0; round < 2000; round++) {
      let input = "/";
      const length = 1 + Math.floor(next() * 12);
      for (let i = 0; i < length; i++) {
        input += next() < 0.8
          ? "%" +
            bytes[Math.floor(next() * bytes.length)].toString(16).toUpperCase()
              .padStart(2, "0")
          : "a/".charAt(Math.floor(next() * 2));
      }
      const output = percentDecodeForDisplay(input);
      for (const char of output) {
        if (char.codePointAt(0)! > 0x7f) {
          assert.doesNotMatch(char, FORBIDDEN, input);
        }
      }
      assert.equal(separators(output), separators(input), input);
    }
  });
});
