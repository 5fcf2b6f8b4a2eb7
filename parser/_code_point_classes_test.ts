import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  isAsciiTabOrNewline,
  PATH_STOP,
  QUERY_OR_FRAGMENT_STOP,
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

/** Every ASCII code point, then a sample of non-ASCII code units. */
const SWEEP: number[] = [
  ...Array.from({ length: 128 }, (_, c) => c),
  0x80,
  0x9f,
  0xa0,
  0xe9,
  0xff,
  0x2603,
  0xd800,
  0xdfff,
  0xfdd0,
  0xfffd,
  0xffff,
];

const hex = (c: number) => `U+${c.toString(16).padStart(4, "0")}`;

/** Asserts that a class matches one code unit exactly when `expected`. */
function sweep(source: string, expected: (c: number) => boolean): void {
  const matcher = new RegExp("^" + source + "$");
  for (const c of SWEEP) {
    assert.equal(
      matcher.test(String.fromCharCode(c)),
      expected(c),
      `${source} at ${hex(c)}`,
    );
  }
}

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
