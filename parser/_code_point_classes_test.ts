import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  CLEAN_PATH_CODE_POINT,
  CLEAN_QUERY_CODE_POINT,
  isAsciiTabOrNewline,
  PATH_STOP,
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
import { isAlpha, isSchemeCodePoint } from "./scheme.ts";

const isAsciiDigit = (c: number) => c >= 0x30 && c <= 0x39;

describe("the URL parser's code-point classes", () => {
  it("PATH_STOP is the path percent-encode set, \\ and %", () => {
    sweep(
      PATH_STOP,
      (c) =>
        inPercentEncodeSet(PATH_PERCENT_ENCODE_SET, c) || c === 0x5c ||
        c === 0x25,
    );
  });

  it("CLEAN_PATH_CODE_POINT is ASCII outside the path set, \\, % and .", () => {
    sweep(
      CLEAN_PATH_CODE_POINT,
      (c) =>
        !inPercentEncodeSet(PATH_PERCENT_ENCODE_SET, c) &&
        c !== 0x5c && c !== 0x25 && c !== 0x2e,
    );
  });

  it("CLEAN_QUERY_CODE_POINT is ASCII outside the special-query set", () => {
    sweep(
      CLEAN_QUERY_CODE_POINT,
      (c) => !inPercentEncodeSet(SPECIAL_QUERY_PERCENT_ENCODE_SET, c),
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
    // The fragment scan takes it for the fragment set.
    sweep(
      UNSAFE_OPAQUE_CODE_POINT,
      (c) => inPercentEncodeSet(FRAGMENT_PERCENT_ENCODE_SET, c),
    );
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
