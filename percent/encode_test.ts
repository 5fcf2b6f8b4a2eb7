import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  type Encoding,
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  inPercentEncodeSet,
  PATH_PERCENT_ENCODE_SET,
  percentEncodeAfterEncoding,
  percentEncodeByte,
  type PercentEncodeSet,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  utf8PercentEncodeCodePoint,
  utf8PercentEncodeString,
  UTF_8,
} from "./mod.ts";

function members(set: PercentEncodeSet): string {
  let out = "";
  for (let c = 0x20; c < 0x7f; c++) {
    if (inPercentEncodeSet(set, c)) out += String.fromCharCode(c);
  }
  return out;
}

const ALL_SETS = {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  FORM_URLENCODED_PERCENT_ENCODE_SET,
};

describe("percent-encode sets", () => {
  it("cannot be changed by callers", () => {
    for (const [name, set] of Object.entries(ALL_SETS)) {
      const before = members(set);
      assert.throws(
        () => {
          (set as unknown as number[])[0x61] = 1;
        },
        TypeError,
        name,
      );
      assert.throws(
        () => {
          (set as unknown as number[])[0x20] = 0;
        },
        TypeError,
        name,
      );
      assert.equal(members(set), before, name);
      assert.equal(set.length, 128, name);
    }
  });

  it("contain the C0 controls, DELETE and everything above U+007E", () => {
    for (
      const set of [
        C0_CONTROL_PERCENT_ENCODE_SET,
        FRAGMENT_PERCENT_ENCODE_SET,
        QUERY_PERCENT_ENCODE_SET,
        SPECIAL_QUERY_PERCENT_ENCODE_SET,
        PATH_PERCENT_ENCODE_SET,
        USERINFO_PERCENT_ENCODE_SET,
        COMPONENT_PERCENT_ENCODE_SET,
        FORM_URLENCODED_PERCENT_ENCODE_SET,
      ]
    ) {
      for (let c = 0; c < 0x20; c++) assert.ok(inPercentEncodeSet(set, c));
      assert.ok(inPercentEncodeSet(set, 0x7f));
      assert.ok(inPercentEncodeSet(set, 0x80));
      assert.ok(inPercentEncodeSet(set, 0x10ffff));
    }
  });

  it("match the spec's printable ASCII members", () => {
    assert.equal(members(C0_CONTROL_PERCENT_ENCODE_SET), "");
    assert.equal(members(FRAGMENT_PERCENT_ENCODE_SET), ' "<>`');
    assert.equal(members(QUERY_PERCENT_ENCODE_SET), ' "#<>');
    assert.equal(members(SPECIAL_QUERY_PERCENT_ENCODE_SET), ` "#'<>`);
    assert.equal(members(PATH_PERCENT_ENCODE_SET), ' "#<>?^`{}');
    assert.equal(members(USERINFO_PERCENT_ENCODE_SET), ' "#/:;<=>?@[\\]^`{|}');
    assert.equal(
      members(COMPONENT_PERCENT_ENCODE_SET),
      ' "#$%&+,/:;<=>?@[\\]^`{|}',
    );
  });

  it("leave only alphanumerics and *-._ out of the form set", () => {
    let outside = "";
    for (let c = 0; c < 0x80; c++) {
      if (!inPercentEncodeSet(FORM_URLENCODED_PERCENT_ENCODE_SET, c)) {
        outside += String.fromCharCode(c);
      }
    }
    assert.equal(
      outside,
      "*-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
    );
  });
});

describe("percentEncodeByte()", () => {
  it("uses two upper hex digits", () => {
    assert.equal(percentEncodeByte(0), "%00");
    assert.equal(percentEncodeByte(0xab), "%AB");
    assert.equal(percentEncodeByte(0xff), "%FF");
  });
});

describe("utf8PercentEncodeString()", () => {
  it("returns the input itself when nothing needs encoding", () => {
    const input = "already-fine_~";
    assert.equal(
      utf8PercentEncodeString(input, PATH_PERCENT_ENCODE_SET),
      input,
    );
  });

  it("encodes one-, two-, three- and four-byte UTF-8", () => {
    assert.equal(
      utf8PercentEncodeString("\u0001é€😀", C0_CONTROL_PERCENT_ENCODE_SET),
      "%01%C3%A9%E2%82%AC%F0%9F%98%80",
    );
  });

  it("encodes lone surrogates as U+FFFD", () => {
    assert.equal(
      utf8PercentEncodeString("a\uD800b\uDC00", PATH_PERCENT_ENCODE_SET),
      "a%EF%BF%BDb%EF%BF%BD",
    );
  });

  it("gives encodeURIComponent's result with the component set", () => {
    const input = "a b&c=d/e?f#g@h:i+j,k;l$m!n'o(p)q*r~s%t\u00e9";
    assert.equal(
      utf8PercentEncodeString(input, COMPONENT_PERCENT_ENCODE_SET),
      encodeURIComponent(input),
    );
  });

  it("writes spaces as plus signs with the form set", () => {
    assert.equal(
      utf8PercentEncodeString("a b+c", FORM_URLENCODED_PERCENT_ENCODE_SET),
      "a+b%2Bc",
    );
    assert.equal(
      utf8PercentEncodeCodePoint(0x20, FORM_URLENCODED_PERCENT_ENCODE_SET),
      "+",
    );
  });
});

describe("percentEncodeAfterEncoding()", () => {
  // A toy Shift_JIS-like encoder covering the spec's examples.
  const toy: Encoding = {
    name: "Shift_JIS",
    encode(input: string): number[] {
      const out: number[] = [];
      for (const ch of input) {
        const cp = ch.codePointAt(0)!;
        if (cp < 0x80) out.push(cp);
        else if (cp === 0x2261) out.push(0x81, 0xdf);
        else out.push(~cp);
      }
      return out;
    },
  };

  it("reproduces the spec's Shift_JIS examples", () => {
    assert.equal(
      percentEncodeAfterEncoding(toy, " ", SPECIAL_QUERY_PERCENT_ENCODE_SET),
      "%20",
    );
    assert.equal(
      percentEncodeAfterEncoding(toy, "≡", SPECIAL_QUERY_PERCENT_ENCODE_SET),
      "%81%DF",
    );
    assert.equal(
      percentEncodeAfterEncoding(toy, "‽", SPECIAL_QUERY_PERCENT_ENCODE_SET),
      "%26%238253%3B",
    );
    assert.equal(
      percentEncodeAfterEncoding(
        toy,
        "1+1 ≡ 2%20‽",
        FORM_URLENCODED_PERCENT_ENCODE_SET,
      ),
      "1%2B1+%81%DF+2%2520%26%238253%3B",
    );
  });

  it("gives a legacy encoder lone surrogates as U+FFFD", () => {
    const seen: string[] = [];
    const recording: Encoding = {
      name: "Shift_JIS",
      encode(input: string): number[] {
        seen.push(input);
        return toy.encode(input) as number[];
      },
    };
    assert.equal(
      percentEncodeAfterEncoding(
        recording,
        "a\uD800b\uDC00",
        QUERY_PERCENT_ENCODE_SET,
      ),
      "a%26%2365533%3Bb%26%2365533%3B",
    );
    assert.deepEqual(seen, ["a\uFFFDb\uFFFD"]);
    assert.equal(
      percentEncodeAfterEncoding(
        UTF_8,
        "\uDC00\uD800",
        QUERY_PERCENT_ENCODE_SET,
      ),
      "%EF%BF%BD%EF%BF%BD",
    );
  });

  it("treats UTF-16 and replacement as UTF-8", () => {
    const utf16: Encoding = { name: "UTF-16BE", encode: () => [0] };
    assert.equal(
      percentEncodeAfterEncoding(utf16, "é", QUERY_PERCENT_ENCODE_SET),
      "%C3%A9",
    );
    assert.equal(
      percentEncodeAfterEncoding(UTF_8, "é", QUERY_PERCENT_ENCODE_SET),
      "%C3%A9",
    );
  });
});
