/**
 * Code-point classes derived from tables: the one helper that turns an ASCII
 * table (a percent-encode set, or a class of the host code point table) into
 * the regular expression character class the parsers scan with, so that no
 * class is typed by hand beside the table it comes from.
 *
 * Other folders import this file by name; it is not part of the `percent`
 * subpath's API.
 *
 * @module
 */

/**
 * A set of ASCII code points: 128 entries, `1` for a member. A
 * percent-encode set is one (its code points above U+007E are members too,
 * which {@linkcode characterClass} adds when asked).
 */
export type AsciiSet = Readonly<ArrayLike<number>>;

/**
 * The ASCII code points for which `predicate` holds.
 *
 * @param predicate Tells whether a code point below 0x80 is a member.
 * @returns The set.
 */
export function asciiSetWhere(predicate: (c: number) => boolean): AsciiSet {
  const set = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (predicate(c)) set[c] = 1;
  return set;
}

/**
 * The union of ASCII sets.
 *
 * @param sets The sets.
 * @returns A new set of every member of any of them.
 */
export function unionOf(...sets: AsciiSet[]): AsciiSet {
  return asciiSetWhere((c) => sets.some((set) => set[c] === 1));
}

/**
 * `set` with the code points of `added` as members too.
 *
 * @param set The set.
 * @param added ASCII code points to add.
 * @returns A new set.
 */
export function withCodePoints(set: AsciiSet, added: string): AsciiSet {
  const result = new Uint8Array(set);
  for (let i = 0; i < added.length; i++) result[added.charCodeAt(i)] = 1;
  return result;
}

/**
 * `set` without the code points of `removed`.
 *
 * @param set The set.
 * @param removed ASCII code points to remove.
 * @returns A new set.
 */
export function withoutCodePoints(set: AsciiSet, removed: string): AsciiSet {
  const result = new Uint8Array(set);
  for (let i = 0; i < removed.length; i++) result[removed.charCodeAt(i)] = 0;
  return result;
}

/** `\xHH`: a code point escaped for a character class. */
function escapeInClass(c: number): string {
  return "\\x" + (c < 0x10 ? "0" : "") + c.toString(16);
}

/** The ranges of members of `set` (`member` 1) or non-members (0). */
function ranges(set: AsciiSet, member: number): string {
  let out = "";
  for (let c = 0; c < 128; c++) {
    if (set[c] !== member) continue;
    let end = c;
    while (end + 1 < 128 && set[end + 1] === member) end++;
    out += escapeInClass(c);
    if (end > c) out += (end > c + 1 ? "-" : "") + escapeInClass(end);
    c = end;
  }
  return out;
}

/**
 * A regular expression character class (its source, for `new RegExp()`)
 * that matches a UTF-16 code unit when it is a member of `set` or, with
 * `nonAscii`, when it is above U+007F.
 *
 * @param set The ASCII members.
 * @param nonAscii Whether every code unit above U+007F matches too (as for
 * a percent-encode set).
 * @returns A class such as `[\x30-\x39]`, or a negated one such as
 * `[^\x21-\x7e]` with `nonAscii`.
 *
 * @example The code points the path percent-encode set holds
 * ```ts
 * import { characterClass } from "./code_point_class.ts";
 * import { PATH_PERCENT_ENCODE_SET } from "./encode_sets.ts";
 * import assert from "node:assert/strict";
 * const encoded = new RegExp(characterClass(PATH_PERCENT_ENCODE_SET, true));
 * assert.equal(encoded.test(" "), true);
 * assert.equal(encoded.test("é"), true);
 * assert.equal(encoded.test("a"), false);
 * ```
 */
export function characterClass(set: AsciiSet, nonAscii: boolean): string {
  return nonAscii ? "[^" + ranges(set, 0) + "]" : "[" + ranges(set, 1) + "]";
}
