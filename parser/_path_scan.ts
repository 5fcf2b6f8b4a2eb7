// Private: the scans that tell whether the rest of an input (a special URL's
// path, then its query and fragment) is already as the path, query and
// fragment states would write it. The path state's shortcut and the fast
// path share them; results are return values, never module state.

import { PATH_STOP, QUERY_OR_FRAGMENT_STOP } from "./_code_point_classes.ts";
import { isDotSegmentAt, isPercent2eAt } from "./_path.ts";
import { lengthOf } from "../percent/code_units.ts";

/**
 * The path scan: stops at "?" and "#" (the path's end), at a "." followed by
 * ".", "/", "\", "?", "#" or the end (the first "." of every "." and ".."
 * segment is one), and at PATH_STOP: any code point that the path
 * percent-encode set holds, "\" and "%" (a possible "%2e"). It runs in the
 * regular expression engine's compiled code rather than a charCodeAt loop,
 * and it is linear (one character class, and a look-ahead of one code unit
 * after a "."; no backtracking). The look-ahead keeps the dots inside
 * segments ("page.html") from stopping the scan. (bench/NOTES.md has the
 * measurements behind these choices.)
 */
const PATH_STOPS: RegExp = /* @__PURE__ */ new RegExp(
  "\\.(?=[./\\\\?#]|$)|" + PATH_STOP,
  "g",
);

/**
 * The query and fragment scan: stops at QUERY_OR_FRAGMENT_STOP, each code
 * point that the special-query or the fragment percent-encode set holds: "#"
 * (the fragment's start, kept as it is inside it), "`" (which only the
 * fragment set holds) and the code points both sets hold.
 */
const QUERY_STOPS: RegExp = /* @__PURE__ */ new RegExp(
  QUERY_OR_FRAGMENT_STOP,
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
  let backslashes = false;
  const stops = PATH_STOPS;
  stops.lastIndex = start;
  const length = lengthOf(input);
  let end = length;
  while (stops.test(input)) {
    const at = stops.lastIndex - 1;
    const c = input.charCodeAt(at);
    if (c === 0x2e) {
      // "." or ".." as a whole segment (after the start, "/" or "\").
      const before = at === start ? 0x2f : input.charCodeAt(at - 1);
      if ((before === 0x2f || before === 0x5c) && isDotSegmentAt(input, at)) {
        end = NEEDS_STEPS;
        break;
      }
    } else if (c === 0x3f || c === 0x23) {
      end = at;
      break;
    } else if (c === 0x25) {
      // "%2e" may be (part of) a dot segment: leave it to the path state.
      if (at + 2 < length && isPercent2eAt(input, at)) {
        end = NEEDS_STEPS;
        break;
      }
    } else if (c === 0x5c) {
      backslashes = true;
    } else {
      end = NEEDS_STEPS;
      break;
    }
  }
  stops.lastIndex = 0;
  return backslashes && end >= 0 ? -2 - end : end;
}

/**
 * Scans a special URL's query and fragment, from `pathEnd` (where "?" or
 * "#" starts them, or the end of `input`). Returns the index of the
 * fragment's "#" (`input.length` when there is none) when they need no
 * change, else -1.
 */
export function cleanFragmentStart(input: string, pathEnd: number): number {
  const length = lengthOf(input);
  if (pathEnd === length) return length;
  let fragmentStart = input.charCodeAt(pathEnd) === 0x23 ? pathEnd : length;
  const stops = QUERY_STOPS;
  stops.lastIndex = pathEnd + 1;
  while (stops.test(input)) {
    const stop = stops.lastIndex - 1;
    const c = input.charCodeAt(stop);
    if (c === 0x23) {
      if (fragmentStart === length) fragmentStart = stop;
    } else if (c !== 0x60 || fragmentStart < length) {
      // "`" needs encoding in the fragment only.
      fragmentStart = -1;
      break;
    }
  }
  stops.lastIndex = 0;
  return fragmentStart;
}
