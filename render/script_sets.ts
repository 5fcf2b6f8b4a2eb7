/**
 * UTS #39 script sets and restriction levels over the generated
 * Script_Extensions data (`scripts/gen_idn_data.ts`).
 *
 * @module
 */

import { scriptExtensions } from "./_idn_tables.ts";

/** ASCII letters: Latin, without a look-up. */
const ASCII_LETTER = /^[A-Za-z]$/;

/**
 * The augmented script set of one character (UTS #39 §5.1): its
 * Script_Extensions, with Han also standing for the Japanese, Korean and
 * Han-with-Bopomofo writing systems, Hiragana and Katakana for Japanese,
 * Hangul for Korean and Bopomofo for Han with Bopomofo. `"*"` stands for
 * Common and Inherited characters; an empty set for a character that is not
 * allowed in identifiers.
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Mixed_Script_Detection}
 * @param char One code point.
 * @returns The ISO 15924 codes, or `"*"`.
 *
 * @example
 * ```ts
 * import { augmentedScriptSet } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.deepEqual(augmentedScriptSet("a"), new Set(["Latn"]));
 * assert.equal(augmentedScriptSet("1"), "*");
 * assert.ok((augmentedScriptSet("漢") as Set<string>).has("Jpan"));
 * ```
 */
export function augmentedScriptSet(char: string): Set<string> | "*" {
  if (ASCII_LETTER.test(char)) return new Set(["Latn"]);
  const codes = scriptExtensions(char.codePointAt(0)!);
  if (codes.length === 1 && (codes[0] === "Zyyy" || codes[0] === "Zinh")) {
    return "*";
  }
  const set = new Set(codes);
  if (set.has("Hani")) set.add("Hanb").add("Jpan").add("Kore");
  if (set.has("Hira") || set.has("Kana")) set.add("Jpan");
  if (set.has("Hang")) set.add("Kore");
  if (set.has("Bopo")) set.add("Hanb");
  return set;
}

/** The codes two script sets share. */
function intersection(a: Set<string>, b: Set<string>): Set<string> {
  const shared = new Set<string>();
  for (const code of a) if (b.has(code)) shared.add(code);
  return shared;
}

/**
 * The resolved script set of a string (UTS #39 §5.1): the intersection of
 * its characters' augmented script sets, `"*"` when every character is
 * Common or Inherited.
 *
 * @see {@link https://www.unicode.org/reports/tr39/#def-resolved-script-set}
 * @param text The string to resolve.
 * @returns The ISO 15924 codes every character shares, or `"*"`.
 *
 * @example A Cyrillic label and a mixed one
 * ```ts
 * import { resolvedScriptSet } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.deepEqual(resolvedScriptSet("пример"), new Set(["Cyrl"]));
 * assert.deepEqual(resolvedScriptSet("pаypal"), new Set()); // Latin + Cyrillic
 * assert.equal(resolvedScriptSet("123-"), "*");
 * ```
 */
export function resolvedScriptSet(text: string): Set<string> | "*" {
  let resolved: Set<string> | "*" = "*";
  for (const char of text) {
    const set = augmentedScriptSet(char);
    if (set === "*") continue;
    resolved = resolved === "*" ? set : intersection(resolved, set);
    if (resolved.size === 0) break;
  }
  return resolved;
}

/** The script combinations UTS #39's highly restrictive level allows. */
const ALLOWED_COMBINATIONS: readonly (readonly string[])[] = [
  ["Latn", "Hani", "Hira", "Kana", "Jpan"],
  ["Latn", "Hani", "Bopo", "Hanb"],
  ["Latn", "Hani", "Hang", "Kore"],
];

/**
 * Whether a string meets UTS #39's "highly restrictive" level: it is of a
 * single script, or covered by Latin + Han + Hiragana + Katakana,
 * Latin + Han + Bopomofo or Latin + Han + Hangul. A character that is not
 * allowed in identifiers fails.
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Restriction_Level_Detection}
 * @param text The string to check.
 * @returns `true` when the string is highly restrictive.
 *
 * @example Single scripts and the CJK combinations pass; Latin with Greek does not
 * ```ts
 * import { isHighlyRestrictive } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(isHighlyRestrictive("bücher"), true);
 * assert.equal(isHighlyRestrictive("abcひらがな漢字"), true);
 * assert.equal(isHighlyRestrictive("αpple"), false);
 * ```
 */
export function isHighlyRestrictive(text: string): boolean {
  const resolved = resolvedScriptSet(text);
  if (resolved === "*" || resolved.size > 0) return true;
  return ALLOWED_COMBINATIONS.some((combination) => {
    for (const char of text) {
      const set = augmentedScriptSet(char);
      if (set === "*") continue;
      if (!combination.some((code) => set.has(code))) return false;
    }
    return true;
  });
}
