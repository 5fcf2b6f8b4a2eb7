// Private: the code-point classes the URL parser scans with, each derived
// from the percent-encode sets or the host code point table by
// characterClass(), never typed by hand.

import {
  type AsciiSet,
  asciiSetWhere,
  characterClass,
  unionOf,
  withCodePoints,
  withoutCodePoints,
} from "../percent/code_point_class.ts";
import {
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
} from "../percent/encode_sets.ts";
import { isAlpha, isSchemeCodePoint } from "./scheme.ts";

/** The ASCII code points that `set` does not hold. */
function outside(set: AsciiSet): AsciiSet {
  return asciiSetWhere((c) => set[c] !== 1);
}

/**
 * What the match of a path that needs no change passes without a second
 * look: the ASCII code points that the path percent-encode set does not
 * hold, but "\" (a special URL's separator), "%" (a possible "%2e") and "."
 * (a possible dot segment).
 */
export const CLEAN_PATH_CODE_POINT: string = /* @__PURE__ */ characterClass(
  /* @__PURE__ */ outside(
    /* @__PURE__ */ withCodePoints(PATH_PERCENT_ENCODE_SET, "\\%."),
  ),
  false,
);

/**
 * What stops the path scan of a URL that needs no change: the code points the
 * path percent-encode set holds, "\" (a special URL's separator) and "%" (a
 * possible "%2e"), that is, all but "." and CLEAN_PATH_CODE_POINT.
 */
export const PATH_STOP: string = /* @__PURE__ */ characterClass(
  /* @__PURE__ */ withCodePoints(PATH_PERCENT_ENCODE_SET, "\\%"),
  true,
);

/**
 * What a special URL's query keeps as it is: the ASCII code points that the
 * special-query percent-encode set does not hold ("#", which ends the query,
 * is one it holds).
 */
export const CLEAN_QUERY_CODE_POINT: string = /* @__PURE__ */ characterClass(
  /* @__PURE__ */ outside(SPECIAL_QUERY_PERCENT_ENCODE_SET),
  false,
);

/**
 * What a URL that is not special may not hold anywhere after its scheme when
 * its opaque path, query and fragment need no change: the code points the
 * query or the fragment percent-encode set holds (the C0 control set is in
 * both), but "#", which starts the fragment: the fragment percent-encode
 * set's code points, since the query set adds only "#" to them.
 */
export const UNSAFE_OPAQUE_CODE_POINT: string = /* @__PURE__ */ characterClass(
  /* @__PURE__ */ withoutCodePoints(
    /* @__PURE__ */ unionOf(
      QUERY_PERCENT_ENCODE_SET,
      FRAGMENT_PERCENT_ENCODE_SET,
    ),
    "#",
  ),
  true,
);

/** A code point a scheme starts with: ASCII alpha (the scheme start state). */
export const SCHEME_START_CODE_POINT: string = /* @__PURE__ */ characterClass(
  /* @__PURE__ */ asciiSetWhere(isAlpha),
  false,
);

/**
 * A code point of a scheme after its first: ASCII alphanumeric, "+", "-" or
 * "." (the scheme state).
 */
export const SCHEME_CODE_POINT: string = /* @__PURE__ */ characterClass(
  /* @__PURE__ */ asciiSetWhere(isSchemeCodePoint),
  false,
);

/**
 * ASCII tab or newline: U+0009 TAB, U+000A LF or U+000D CR.
 *
 * @see {@link https://infra.spec.whatwg.org/#ascii-tab-or-newline}
 */
export function isAsciiTabOrNewline(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0d;
}

/** A regular expression character class of {@linkcode isAsciiTabOrNewline}. */
export const TAB_OR_NEWLINE: string = "[\\t\\n\\r]";
