/**
 * The remove_dot_segments algorithm of RFC 3986.
 *
 * @module
 */

/** Tells whether the path has a "." or ".." segment. */
function hasDotSegment(path: string): boolean {
  const end = path.length;
  for (let i = path.indexOf("."); i !== -1; i = path.indexOf(".", i + 1)) {
    if (i > 0 && path.charCodeAt(i - 1) !== 0x2f) continue;
    let j = i + 1;
    if (j < end && path.charCodeAt(j) === 0x2e) j++;
    if (j === end || path.charCodeAt(j) === 0x2f) return true;
  }
  return false;
}

/**
 * Removes the "." and ".." segments from a path, as §5.2.4 specifies:
 * a transcription of its five rules (A to E) over an input buffer and an
 * output buffer, in linear time. A ".." above the root is dropped. Paths
 * are compared literally: `%2E` is not a dot here (percent-encoding
 * normalization decodes it first, see {@linkcode normalize}).
 *
 * The result of a rootless path can start with "/" (`"a/../b"` gives
 * `"/b"`), and the result of any path can start with "//"
 * (`"/.//a"` gives `"//a"`); both are what the RFC's algorithm gives.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4}
 * @param path A path (any string; it is not validated).
 * @returns The path without dot segments (the input itself when it has none).
 *
 * @example The RFC's examples
 * ```ts
 * import { removeDotSegments } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 * assert.equal(removeDotSegments("/a/b/c/./../../g"), "/a/g");
 * assert.equal(removeDotSegments("mid/content=5/../6"), "mid/6");
 * assert.equal(removeDotSegments("/../../a/./b/"), "/a/b/");
 * ```
 */
export function removeDotSegments(path: string): string {
  if (!hasDotSegment(path)) return path;
  const end = path.length;
  // The output buffer as a stack of [start, end) slices of `path`: one per
  // rule E move (a segment with its leading "/", if any), so "remove the
  // last segment and its preceding '/'" is a pop. The "/" that rules B and
  // C leave in the input buffer is always a "/" of `path`.
  const slices: number[] = [];
  let i = 0;
  while (i < end) {
    const c = path.charCodeAt(i);
    if (c === 0x2e) {
      // A: "../" or "./" prefix removed; D: "." or ".." alone removed.
      if (i + 1 === end) break;
      const c1 = path.charCodeAt(i + 1);
      if (c1 === 0x2f) {
        i += 2;
        continue;
      }
      if (c1 === 0x2e) {
        if (i + 2 === end) break;
        if (path.charCodeAt(i + 2) === 0x2f) {
          i += 3;
          continue;
        }
      }
    } else if (c === 0x2f && i + 1 < end && path.charCodeAt(i + 1) === 0x2e) {
      // B: "/./" or "/." becomes "/".
      if (i + 2 === end) {
        slices.push(i, i + 1);
        break;
      }
      const c2 = path.charCodeAt(i + 2);
      if (c2 === 0x2f) {
        i += 2;
        continue;
      }
      // C: "/../" or "/.." becomes "/" and the last output segment goes.
      if (c2 === 0x2e) {
        if (i + 3 === end) {
          slices.length = Math.max(0, slices.length - 2);
          slices.push(i, i + 1);
          break;
        }
        if (path.charCodeAt(i + 3) === 0x2f) {
          slices.length = Math.max(0, slices.length - 2);
          i += 3;
          continue;
        }
      }
    }
    // E: move the first segment, with its leading "/" if any.
    let next = path.indexOf("/", i + 1);
    if (next === -1) next = end;
    slices.push(i, next);
    i = next;
  }
  let result = "";
  for (let k = 0; k < slices.length; k += 2) {
    const sliceStart = slices[k];
    let sliceEnd = slices[k + 1];
    // Join slices that were contiguous in the input.
    while (k + 2 < slices.length && slices[k + 2] === sliceEnd) {
      k += 2;
      sliceEnd = slices[k + 1];
    }
    result += path.slice(sliceStart, sliceEnd);
  }
  return result;
}
