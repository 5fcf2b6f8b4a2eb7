import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  DOMAIN_LABEL_CODE_POINT,
  isAsciiTabOrNewline,
  NON_NUMBER_LABEL_END,
  NON_NUMBER_LABEL_START,
  PATH_STOP,
  QUERY_OR_FRAGMENT_STOP,
  SCHEME_CODE_POINT,
  SCHEME_START_CODE_POINT,
  TAB_OR_NEWLINE,
  UNSAFE_OPAQUE_CODE_POINT,
} from "./_code_point_classes.ts";
import {
  FRAGMENT_PERCENT_ENCODE_SET,
  inPercentEncodeSet,
  PATH_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
} from "../percent/encode_sets.ts";
import { hex, SWEEP, sweep } from "../tests/_code_point_sweep.ts";
import { endsInANumber, isForbiddenDomainCodePoint } from "../host/mod.ts";
import { isAlpha, isSchemeCodePoint } from "./scheme.ts";

const isAsciiDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isAsciiHexDigit = (c: number) =>
  isAsciiDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
/** ASCII but the forbidden domain code points and ".". */
const isLabelCodePoint = (c: number) =>
  c < 0x80 && !isForbiddenDomainCodePoint(c) && c !== 0x2e;
/** Labels for the ends in a number checker, around one code point. */
const LABEL_PARTS = ["", "0", "1", "9", "0x", "0X", "x", "a", "f", "g", "08"];

describe("the URL parser's code-point classes", () => {
  it("PATH_STOP is the path percent-encode set, \\ and %", () => {
    sweep(
      PATH_STOP,
      (c) =>
        inPercentEncodeSet(PATH_PERCENT_ENCODE_SET, c) || c === 0x5c ||
        c === 0x25,
    );
  });

  it("QUERY_OR_FRAGMENT_STOP is the special-query or fragment set", () => {
    sweep(
      QUERY_OR_FRAGMENT_STOP,
      (c) =>
        inPercentEncodeSet(SPECIAL_QUERY_PERCENT_ENCODE_SET, c) ||
        inPercentEncodeSet(FRAGMENT_PERCENT_ENCODE_SET, c),
    );
  });

  it("UNSAFE_OPAQUE_CODE_POINT is the query or fragment set but #", () => {
    sweep(
      UNSAFE_OPAQUE_CODE_POINT,
      (c) =>
        c !== 0x23 &&
        (inPercentEncodeSet(QUERY_PERCENT_ENCODE_SET, c) ||
          inPercentEncodeSet(FRAGMENT_PERCENT_ENCODE_SET, c)),
    );
  });

  it("DOMAIN_LABEL_CODE_POINT is an ASCII domain's but .", () => {
    sweep(DOMAIN_LABEL_CODE_POINT, isLabelCodePoint);
  });

  it("NON_NUMBER_LABEL_START leaves out the ASCII digits too", () => {
    sweep(
      NON_NUMBER_LABEL_START,
      (c) => isLabelCodePoint(c) && !isAsciiDigit(c),
    );
  });

  it("NON_NUMBER_LABEL_END leaves out the ASCII hex digits, x and X", () => {
    sweep(
      NON_NUMBER_LABEL_END,
      (c) =>
        isLabelCodePoint(c) && !isAsciiHexDigit(c) && c !== 0x78 && c !== 0x58,
    );
  });

  it("a last label that starts or ends with them is no number", () => {
    const start = new RegExp("^" + NON_NUMBER_LABEL_START + "$");
    const end = new RegExp("^" + NON_NUMBER_LABEL_END + "$");
    const number = (label: string) =>
      endsInANumber("a." + label) || endsInANumber("a." + label + ".");
    for (let c = 0; c < 0x80; c++) {
      if (!isLabelCodePoint(c)) continue;
      const s = String.fromCharCode(c);
      const starting = LABEL_PARTS.map((part) => number(s + part));
      const ending = LABEL_PARTS.map((part) => number(part + s));
      // In the class: no label is a number; left out: some label is.
      assert.equal(starting.includes(true), !start.test(s), hex(c));
      assert.equal(ending.includes(true), !end.test(s), hex(c));
    }
  });

  it("SCHEME_START_CODE_POINT is isAlpha() and ASCII alpha", () => {
    const alpha = (c: number) =>
      (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    sweep(SCHEME_START_CODE_POINT, alpha);
    for (const c of SWEEP) assert.equal(isAlpha(c), alpha(c), hex(c));
  });

  it("SCHEME_CODE_POINT is isSchemeCodePoint(), alphanumeric and +-.", () => {
    const scheme = (c: number) =>
      (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) ||
      isAsciiDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e;
    sweep(SCHEME_CODE_POINT, scheme);
    for (const c of SWEEP) {
      assert.equal(isSchemeCodePoint(c), scheme(c), hex(c));
    }
  });

  it("TAB_OR_NEWLINE is isAsciiTabOrNewline() and the spec's three", () => {
    sweep(TAB_OR_NEWLINE, isAsciiTabOrNewline);
    for (const c of SWEEP) {
      assert.equal(
        isAsciiTabOrNewline(c),
        "\t\n\r".includes(String.fromCharCode(c)),
        hex(c),
      );
    }
  });
});
