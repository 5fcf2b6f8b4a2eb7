// Private: the path rules the state machine and the fast path share: single
// and double dot segments, Windows drive letters, and shortening a path
// kept as a list.

import { isAlpha, isNormalizedWindowsDriveLetterAt } from "./scheme.ts";
import { lengthOf } from "../percent/code_units.ts";

/**
 * Whether `input` from `i` starts with a Windows drive letter.
 *
 * @see {@link https://url.spec.whatwg.org/#start-with-a-windows-drive-letter}
 */
export function startsWithWindowsDriveLetter(
  input: string,
  i: number,
): boolean {
  const remaining = input.length - i;
  if (remaining < 2 || !isAlpha(input.charCodeAt(i))) return false;
  const second = input.charCodeAt(i + 1);
  if (second !== 0x3a && second !== 0x7c) return false;
  if (remaining === 2) return true;
  const third = input.charCodeAt(i + 2);
  return third === 0x2f || third === 0x5c || third === 0x3f || third === 0x23;
}

/**
 * Whether `s` is a Windows drive letter: an ASCII alpha, then ":" or "|".
 *
 * @see {@link https://url.spec.whatwg.org/#windows-drive-letter}
 */
export function isWindowsDriveLetter(s: string): boolean {
  if (s.length !== 2 || !isAlpha(s.charCodeAt(0))) return false;
  const second = s.charCodeAt(1);
  return second === 0x3a || second === 0x7c;
}

/**
 * "." or an ASCII case-insensitive "%2e".
 *
 * @see {@link https://url.spec.whatwg.org/#single-dot-path-segment}
 */
export function isSingleDotSegment(s: string): boolean {
  if (s.length === 1) return s.charCodeAt(0) === 0x2e;
  return s.length === 3 && isPercent2eAt(s, 0);
}

/**
 * "..", or an ASCII case-insensitive ".%2e", "%2e." or "%2e%2e".
 *
 * @see {@link https://url.spec.whatwg.org/#double-dot-path-segment}
 */
export function isDoubleDotSegment(s: string): boolean {
  switch (s.length) {
    case 2:
      return s.charCodeAt(0) === 0x2e && s.charCodeAt(1) === 0x2e;
    case 4:
      if (s.charCodeAt(0) === 0x2e) return isPercent2eAt(s, 1);
      return s.charCodeAt(3) === 0x2e && isPercent2eAt(s, 0);
    case 6:
      return isPercent2eAt(s, 0) && isPercent2eAt(s, 3);
    default:
      return false;
  }
}

/** Whether `s` has an ASCII case-insensitive "%2e" at `i`. */
export function isPercent2eAt(s: string, i: number): boolean {
  return s.charCodeAt(i) === 0x25 && s.charCodeAt(i + 1) === 0x32 &&
    (s.charCodeAt(i + 2) | 0x20) === 0x65;
}

/**
 * Shortens a path kept as a list: removes its last item, unless the URL is
 * a file URL (`special` 0) whose path is a single normalized Windows drive
 * letter.
 *
 * @see {@link https://url.spec.whatwg.org/#shorten-a-urls-path}
 */
export function shortenPathList(segments: string[], special: number): void {
  if (
    special !== 0 || segments.length !== 1 || segments[0].length !== 2 ||
    !isNormalizedWindowsDriveLetterAt(segments[0], 0)
  ) {
    segments.pop();
  }
}

/**
 * Whether a single or double dot segment written with "." (not "%2e") starts
 * at `i` in a special URL's path: "." or ".." then the end of the segment
 * ("/", "\", "?", "#" or the end of the input). The segment's start (after
 * "/" or "\") is the caller's to check. `input[i]` is ".".
 *
 * The position form of isSingleDotSegment() and isDoubleDotSegment() for
 * the scans that read a path without slicing it; it reads no code unit past
 * the end of `input`.
 */
export function isDotSegmentAt(input: string, i: number): boolean {
  const length = lengthOf(input);
  if (i + 1 === length) return true;
  let next = input.charCodeAt(i + 1);
  if (next === 0x2e) {
    if (i + 2 === length) return true;
    next = input.charCodeAt(i + 2);
  }
  return next === 0x2f || next === 0x3f || next === 0x23 || next === 0x5c;
}

/**
 * Where the serialized path `s[start, end)` ends once shortened: at its last
 * "/" (`start` when it is empty). The file URL exception is the caller's.
 *
 * @see {@link https://url.spec.whatwg.org/#shorten-a-urls-path}
 */
export function shortenedPathEnd(
  s: string,
  start: number,
  end: number,
): number {
  let i = end - 1;
  while (i > start && s.charCodeAt(i) !== 0x2f) i--;
  return i > start ? i : start;
}
