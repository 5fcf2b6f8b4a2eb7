// Private: the scans that tell whether the rest of an input (a special URL's
// path, then its query and fragment) is already as the path, query and
// fragment states would write it. The path state's shortcut and the fast
// path share them; results are return values, never module state.

import {
  CLEAN_PATH_CODE_POINT,
  CLEAN_QUERY_CODE_POINT,
  PATH_STOP,
  UNSAFE_OPAQUE_CODE_POINT,
} from "./_code_point_classes.ts";
import { isDotSegmentAt, isPercent2eAt } from "./_path.ts";
import { lengthOf } from "../percent/code_units.ts";

/**
 * A special URL's path that needs no change, as the source of a sticky
 * regular expression that runs to its end (fast_path.ts's one match for a
 * whole URL): CLEAN_PATH_CODE_POINT, each "." that is not followed by ".",
 * "/", "\", "?", "#" or the end (so that no "." or ".." segment ends there:
 * the dots inside segments, as in "page.html", pass) and each "%" that is
 * not followed by "2e" in any case. It is linear: one class, broken at each
 * "." or "%" by a look-ahead of one or two code units. The group repeats at
 * most 32 times, which keeps the matcher's backtrack stack small on any
 * input (an unbounded repetition of a group takes an
 * entry of it per repetition, and one of megabytes would end in a
 * RangeError); a path with more is left to cleanPathEnd().
 */
export const CLEAN_PATH_RUN: string = CLEAN_PATH_CODE_POINT +
  "*(?:(?:\\.(?![./\\\\?#]|$)|%(?!2[eE]))" + CLEAN_PATH_CODE_POINT +
  "*){0,32}";

/**
 * The path scan: stops at "?" and "#" (the path's end), at a "." followed by
 * ".", "/", "\", "?", "#" or the end (the first "." of every "." and ".."
 * segment is one), and at PATH_STOP: any code point that the path
 * percent-encode set holds, "\" and "%" (a possible "%2e"). A search for one
 * class, and a look-ahead of one code unit after a "." (no backtracking),
 * in which the dots inside segments ("page.html") do not stop it.
 */
const PATH_STOPS: RegExp = /* @__PURE__ */ new RegExp(
  "\\.(?=[./\\\\?#]|$)|" + PATH_STOP,
  "g",
);

/**
 * A special URL's query that needs no change, as the source of a sticky
 * regular expression: "?", then CLEAN_QUERY_CODE_POINT (up to "#").
 */
export const CLEAN_QUERY_RUN: string = "\\?" + CLEAN_QUERY_CODE_POINT + "*";

const QUERY_RUN: RegExp = /* @__PURE__ */ new RegExp(CLEAN_QUERY_RUN, "y");

/**
 * The fragment scan: stops at what the fragment percent-encode set holds,
 * which is UNSAFE_OPAQUE_CODE_POINT (the query set adds only "#" to it).
 * fast_path.ts's scan of an opaque path, query and fragment too.
 */
export const FRAGMENT_STOPS: RegExp = /* @__PURE__ */ new RegExp(
  UNSAFE_OPAQUE_CODE_POINT,
  "g",
);

/** cleanPathEnd(): the path needs the path state's steps. */
export const NEEDS_STEPS = -1;

/**
 * The end of a path for which cleanPathEnd() returned `result` below
 * NEEDS_STEPS: one that needs nothing but each "\" made a "/".
 */
export function backslashPathEnd(result: number): number {
  return -2 - result;
}

/**
 * Scans a special URL's path from `start` to its end (the first "?" or "#",
 * or the end of `input`). Returns that end when the path needs no change: no
 * code point to percent-encode, no "\", no "." or ".." segment ("%2e" forms
 * included, "\" a separator as "/"). Otherwise NEEDS_STEPS or, when
 * replacing "\" by "/" is all it needs, -2 - its end (see
 * backslashPathEnd()).
 */
export function cleanPathEnd(input: string, start: number): number {
  const stops = PATH_STOPS;
  const length = lengthOf(input);
  let backslashes = false;
  stops.lastIndex = start;
  while (stops.test(input)) {
    const at = stops.lastIndex - 1;
    const c = input.charCodeAt(at);
    if (c === 0x3f || c === 0x23) return backslashes ? -2 - at : at;
    if (c === 0x2e) {
      // "." or ".." as a whole segment (after the start, "/" or "\").
      const before = at === start ? 0x2f : input.charCodeAt(at - 1);
      if ((before === 0x2f || before === 0x5c) && isDotSegmentAt(input, at)) {
        return NEEDS_STEPS;
      }
    } else if (c === 0x5c) {
      backslashes = true;
    } else if (c !== 0x25 || (at + 2 < length && isPercent2eAt(input, at))) {
      // A code point to percent-encode, or "%2e", which may be (part of) a
      // dot segment: left to the path state.
      return NEEDS_STEPS;
    }
  }
  return backslashes ? -2 - length : length;
}

/**
 * Scans a special URL's query and fragment, from `pathEnd` (where "?" or
 * "#" starts them, or the end of `input`). Returns the index of the
 * fragment's "#" (`input.length` when there is none) when they need no
 * change, else -1.
 */
export function cleanFragmentStart(input: string, pathEnd: number): number {
  const length = lengthOf(input);
  let at = pathEnd;
  const query = QUERY_RUN;
  query.lastIndex = at;
  if (at < length && query.test(input)) at = query.lastIndex;
  if (at === length) return length;
  const stops = FRAGMENT_STOPS;
  stops.lastIndex = at + 1;
  return input.charCodeAt(at) === 0x23 && !stops.test(input) ? at : -1;
}
