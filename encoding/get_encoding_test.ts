import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { getEncoding } from "./mod.ts";
import { getOutputEncoding, UTF_8 } from "../percent/mod.ts";
import { basicURLParse, serializeURL } from "../parser/mod.ts";
import { serializeUrlencoded } from "../urlencoded/mod.ts";
import { ENCODING_LABELS, UTF_8_OUTPUT } from "../tests/_encodings.ts";

/** The ASCII whitespace the Encoding Standard trims from a label. */
const ASCII_WHITESPACE = "\t\n\f\r ";

describe("getEncoding()", () => {
  for (const [name, labels] of Object.entries(ENCODING_LABELS)) {
    it(`gets ${name} from each of its labels (${labels.length})`, () => {
      for (const label of labels) {
        assert.equal(getEncoding(label)?.name, name, `label ${label}`);
      }
    });
    it(`gets ${name} from its labels trimmed and in any ASCII case`, () => {
      for (const label of labels) {
        for (
          const variant of [
            label.toUpperCase(),
            ASCII_WHITESPACE + label + ASCII_WHITESPACE,
            `\n${label[0].toUpperCase()}${label.slice(1)}\t`,
          ]
        ) {
          assert.equal(
            getEncoding(variant)?.name,
            name,
            JSON.stringify(variant),
          );
        }
      }
    });
  }

  it("gives UTF_8 itself for a UTF-8 label", () => {
    for (const label of ENCODING_LABELS["UTF-8"]) {
      assert.equal(getEncoding(label), UTF_8);
    }
  });

  it("returns null for strings that are not labels", () => {
    for (
      const input of [
        "",
        " ",
        "utf-7",
        "utf-8 utf-8",
        "\vutf-8", // U+000B is not ASCII whitespace
        "utf-8\u00a0",
        "\u3000latin1",
        "\u212aoi8-r", // KELVIN SIGN lowercases to "k", but not in ASCII
        "lat\u0131n1", // DOTLESS I uppercases to "I", but not in ASCII
        "windows-1252\0",
        "\ud800",
      ]
    ) {
      assert.equal(getEncoding(input), null, JSON.stringify(input));
    }
  });

  it("keeps UTF-16 and replacement, which output UTF-8", () => {
    for (const name of UTF_8_OUTPUT.slice(1)) {
      const encoding = getEncoding(name)!;
      assert.equal(encoding.name, name);
      assert.equal(getOutputEncoding(encoding), UTF_8);
      assert.deepEqual(Array.from(encoding.encode("é\ud800")), [
        0xc3,
        0xa9,
        0xef,
        0xbf,
        0xbd,
      ]);
      const url = basicURLParse("https://h/?é", { encoding })!;
      assert.equal(url.query, "%C3%A9", name);
      assert.equal(
        serializeUrlencoded([["é", "€"]], encoding),
        "%C3%A9=%E2%82%AC",
      );
    }
  });
});

describe("a legacy Encoding's encode()", () => {
  it("reports each unmappable scalar value as its complement", () => {
    const encoding = getEncoding("windows-1252")!;
    assert.deepEqual(Array.from(encoding.encode("a\u0100€\u{1f600}")), [
      0x61,
      ~0x100,
      0x80,
      ~0x1f600,
    ]);
  });

  it("encodes a lone surrogate as U+FFFD, unmappable but in gb18030", () => {
    const windows1252 = getEncoding("windows-1252")!;
    assert.deepEqual(Array.from(windows1252.encode("\udc00a\ud800")), [
      ~0xfffd,
      0x61,
      ~0xfffd,
    ]);
    const shiftJis = getEncoding("shift_jis")!;
    assert.deepEqual(Array.from(shiftJis.encode("\ud800")), [~0xfffd]);
    const gb18030 = getEncoding("gb18030")!;
    assert.deepEqual(
      Array.from(gb18030.encode("\ud800")),
      Array.from(gb18030.encode("\ufffd")),
    );
    assert.deepEqual(Array.from(gb18030.encode("\ufffd")), [
      0x84,
      0x31,
      0xa4,
      0x37,
    ]);
  });

  it("maps x-user-defined's private-use code points to high bytes", () => {
    const encoding = getEncoding("x-user-defined")!;
    assert.deepEqual(Array.from(encoding.encode("a\uf780\uf7ff\u0080")), [
      0x61,
      0x80,
      0xff,
      ~0x80,
    ]);
  });

  it("starts ISO-2022-JP in its ASCII state on every call", () => {
    const encoding = getEncoding("iso-2022-jp")!;
    // U+203E switches to Roman (ESC ( J); the end of the queue switches
    // back (ESC ( B). A second call starts over in ASCII.
    const once = Array.from(encoding.encode("\u203e"));
    assert.deepEqual(once, [0x1b, 0x28, 0x4a, 0x7e, 0x1b, 0x28, 0x42]);
    assert.deepEqual(Array.from(encoding.encode("\u203e")), once);
    assert.deepEqual(Array.from(encoding.encode("a")), [0x61]);
  });

  it("keeps ISO-2022-JP's state across an unmappable code point", () => {
    // "percent-encode after encoding" runs "encode or fail" again with the
    // same encoder after an error: in the Roman state U+0100 is an error
    // that leaves the state as it is, so the second U+203E needs no escape.
    const encoding = getEncoding("iso-2022-jp")!;
    assert.deepEqual(Array.from(encoding.encode("\u203e\u0100\u203e")), [
      0x1b,
      0x28,
      0x4a,
      0x7e,
      ~0x100,
      0x7e,
      0x1b,
      0x28,
      0x42,
    ]);
    // In the ASCII and Roman states U+000E, U+000F and U+001B are errors
    // reported as U+FFFD.
    assert.deepEqual(Array.from(encoding.encode("\x1b(B")), [
      ~0xfffd,
      0x28,
      0x42,
    ]);
  });
});

describe("the URL parser with a legacy encoding", () => {
  const encoding = getEncoding("windows-1252")!;
  const input = "/é?é#é";

  it("encodes the query of a special, non-ws URL with it", () => {
    for (const scheme of ["http", "https", "ftp", "file"]) {
      const url = basicURLParse(`${scheme}://h${input}`, { encoding })!;
      assert.equal(serializeURL(url), `${scheme}://h/%C3%A9?%E9#%C3%A9`);
    }
  });

  it("ignores it for non-special URLs and ws/wss, as the query state says", () => {
    for (
      const href of [
        `ws://h${input}`,
        `wss://h${input}`,
        `foo://h${input}`,
        `foo:${input}`,
        `foo:x?é#é`,
        `blob:https://h${input}`,
      ]
    ) {
      const url = basicURLParse(href, { encoding })!;
      const expected = basicURLParse(href)!;
      assert.equal(url.query, expected.query, href);
      assert.match(url.query!, /^%C3%A9$/, href);
      assert.equal(serializeURL(url), serializeURL(expected), href);
    }
  });

  it("ignores it for a relative URL against a non-special base", () => {
    const base = basicURLParse("foo://h/")!;
    const url = basicURLParse("?é", { base, encoding })!;
    assert.equal(url.query, "%C3%A9");
    const special = basicURLParse("?é", {
      base: basicURLParse("https://h/")!,
      encoding,
    })!;
    assert.equal(special.query, "%E9");
  });
});
