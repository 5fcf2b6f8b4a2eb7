/**
 * The character, script and pattern rules of the IDN display policy, one
 * function each, after Chromium's published policy (docs/idn.md and its
 * `IDNSpoofChecker`) and UTS #39; the confusable rules are in
 * `confusable_rules.ts`.
 * Each rule answers whether it *fires*: a label any rule fires on is shown in
 * Punycode. The data they read is generated (scripts/gen_idn_data.ts).
 *
 * @see {@link https://chromium.googlesource.com/chromium/src/+/main/docs/idn.md}
 * @see {@link https://www.unicode.org/reports/tr39/}
 * @module
 */

import {
  digitZero,
  isDefaultIgnorable,
  isIdentifierAllowed,
  skeleton,
} from "./_idn_tables.ts";
import {
  codes,
  hasScript,
  type LabelContext,
  topLevelLabel,
} from "./_label_context.ts";
import { augmentedScriptSet, isHighlyRestrictive } from "./script_sets.ts";

export { type LabelContext, topLevelLabel } from "./_label_context.ts";

/**
 * UTS #39 identifier status (Chromium's step 3): fires on a character whose
 * Identifier_Status is not Allowed — symbols, punctuation, invisible and
 * format characters, and the letters of limited-use, excluded and obsolete
 * scripts (Coptic, Cherokee, Canadian Syllabics, Lisu, Osage, Deseret…).
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Identifier_Status_and_Type}
 * @param label A label in Unicode.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { hasDisallowedCharacter } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(hasDisallowedCharacter("ⲣⲟⲣ"), true); // Coptic
 * assert.equal(hasDisallowedCharacter("\u2800\u2800"), true); // Braille blank
 * assert.equal(hasDisallowedCharacter("bücher"), false);
 * ```
 */
export function hasDisallowedCharacter(label: string): boolean {
  return codes(label).some((code) => !isIdentifierAllowed(code));
}

/**
 * Chromium's removals from the allowed set (its step 4, `SetAllowedUnicodeSet`):
 * rarely used Latin, Greek and Cyrillic blocks, and characters that pass for
 * a slash, a hyphen or a quotation mark.
 */
const CHROMIUM_BLOCKED: readonly (readonly [number, number])[] = [
  [0x0138, 0x0138], // Latin kra
  [0x01cd, 0x01dc], // Latin Extended-B: Pinyin
  [0x02bb, 0x02bc], // modifier letter turned comma, apostrophe
  [0x02ec, 0x02ec], // modifier letter voicing
  [0x0338, 0x0338], // combining long solidus overlay
  [0x058a, 0x058a], // Armenian hyphen
  [0x1c80, 0x1c8f], // Cyrillic Extended-C
  [0x1e00, 0x1e9b], // Latin Extended Additional
  [0x1f00, 0x1fff], // Greek Extended
  [0x2010, 0x2010], // hyphen
  [0x2019, 0x2019], // right single quotation mark
  [0x2027, 0x2027], // hyphenation point
  [0x30a0, 0x30a0], // Katakana-Hiragana double hyphen
  [0xa640, 0xa69f], // Cyrillic Extended-B
  [0xa720, 0xa7ff], // Latin Extended-D
];

/**
 * Chromium's blocked characters (step 4): fires on a character Chromium
 * removes from the allowed set.
 *
 * @see {@link https://chromium.googlesource.com/chromium/src/+/main/components/url_formatter/spoof_checks/idn_spoof_checker.cc}
 * @param label A label in Unicode.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { hasBlockedCharacter } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(hasBlockedCharacter("ḃ"), true); // Latin Extended Additional
 * assert.equal(hasBlockedCharacter("café"), false);
 * ```
 */
export function hasBlockedCharacter(label: string): boolean {
  return codes(label).some((code) =>
    CHROMIUM_BLOCKED.some(([start, end]) => code >= start && code <= end)
  );
}

/**
 * Deviation characters (Chromium's rule on UTS #46's four deviations): fires
 * on ß, ς, ZWNJ or ZWJ, which IDNA 2003 and IDNA 2008 treat differently, so
 * the same Unicode text names two hosts.
 *
 * @see {@link https://www.unicode.org/reports/tr46/#Deviations}
 * @param label A label in Unicode.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { hasDeviationCharacter } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(hasDeviationCharacter("faß"), true);
 * assert.equal(hasDeviationCharacter("fass"), false);
 * ```
 */
export function hasDeviationCharacter(label: string): boolean {
  return /[\u00df\u03c2\u200c\u200d]/u.test(label);
}

/**
 * TLD-specific Latin letters (Chromium): fires on þ or ð (which pass for b,
 * p and o) outside `.is`, and on ə outside `.az`, in labels longer than one
 * character.
 *
 * @param label A label in Unicode.
 * @param context The label's host.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { hasTldSpecificCharacter } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * const at = (labels: string[]) => ({ ascii: "", labels, index: 0 });
 * assert.equal(hasTldSpecificCharacter("þing", at(["þing", "com"])), true);
 * assert.equal(hasTldSpecificCharacter("þing", at(["þing", "is"])), false);
 * ```
 */
export function hasTldSpecificCharacter(
  label: string,
  context: LabelContext,
): boolean {
  if ([...label].length <= 1) return false;
  const tld = topLevelLabel(context);
  return (tld !== "is" && /[\u00fe\u00f0]/u.test(label)) ||
    (tld !== "az" && label.includes("\u0259"));
}

/**
 * Middle dot (Chromium, after RFC 5892 appendix A.3): fires on U+00B7
 * anywhere but between two `l`s in a `.cat` host (the Catalan ela geminada).
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc5892#appendix-A.3}
 * @param label A label in Unicode.
 * @param context The label's host.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { hasUnsafeMiddleDot } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * const at = (labels: string[]) => ({ ascii: "", labels, index: 0 });
 * assert.equal(hasUnsafeMiddleDot("col·legi", at(["col·legi", "cat"])), false);
 * assert.equal(hasUnsafeMiddleDot("col·legi", at(["col·legi", "com"])), true);
 * ```
 */
export function hasUnsafeMiddleDot(
  label: string,
  context: LabelContext,
): boolean {
  if (!label.includes("\u00b7")) return false;
  if (topLevelLabel(context) !== "cat") return true;
  return /(^|[^l])\u00b7|\u00b7([^l]|$)/u.test(label);
}

/**
 * Script mixing (Chromium's step 5): fires unless the label is UTS #39
 * highly restrictive, and on Latin letters outside ASCII mixed with another
 * script (Latin beyond ASCII stays with Latin alone).
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Restriction_Level_Detection}
 * @param label A label in Unicode.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { failsMixedScriptRestriction } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(failsMixedScriptRestriction("pаypal"), true); // Cyrillic а
 * assert.equal(failsMixedScriptRestriction("éかな"), true);
 * assert.equal(failsMixedScriptRestriction("abcかな"), false);
 * ```
 */
export function failsMixedScriptRestriction(label: string): boolean {
  if (!isHighlyRestrictive(label)) return true;
  let nonAsciiLatin = false;
  let nonLatin = false;
  for (const char of label) {
    const set = augmentedScriptSet(char);
    if (set === "*") continue;
    if (!set.has("Latn")) nonLatin = true;
    else if (char.charCodeAt(0) > 0x7f) nonAsciiLatin = true;
  }
  return nonAsciiLatin && nonLatin;
}

/**
 * Mixed numbers (UTS #39 §5.3, Chromium's step 6): fires on digits of more
 * than one decimal numbering system (`1` with Bengali `১`).
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Mixed_Number_Detection}
 * @param label A label in Unicode.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { hasMixedNumberingSystems } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(hasMixedNumberingSystems("a1\u09e7"), true);
 * assert.equal(hasMixedNumberingSystems("a12"), false);
 * ```
 */
export function hasMixedNumberingSystems(label: string): boolean {
  let zero = -1;
  for (const code of codes(label)) {
    const own = digitZero(code);
    if (own < 0) continue;
    if (zero >= 0 && own !== zero) return true;
    zero = own;
  }
  return false;
}

/**
 * Invisible characters (UTS #39 §5.4, Chromium's step 7): fires on a
 * default-ignorable code point, on a nonspacing mark repeated on one base
 * character (after NFD), and on the combining Kana voiced sound marks.
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Optional_Detection}
 * @param label A label in Unicode.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { hasInvisibleCharacter } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(hasInvisibleCharacter("a\u0301\u0301"), true);
 * assert.equal(hasInvisibleCharacter("a\u00ad"), true); // soft hyphen
 * assert.equal(hasInvisibleCharacter("á"), false);
 * ```
 */
export function hasInvisibleCharacter(label: string): boolean {
  // The combining voiced sound marks, not the precomposed が that NFD splits.
  if (/[\u3099\u309a]/u.test(label)) return true;
  let marks = new Set<string>();
  for (const char of label.normalize("NFD")) {
    if (isDefaultIgnorable(char.codePointAt(0)!)) return true;
    if (!/^\p{Mn}$/u.test(char)) {
      marks = new Set();
      continue;
    }
    if (marks.has(char)) return true;
    marks.add(char);
  }
  return false;
}

/** Kana and Han characters Chromium finds can pass for `/` or `\`. */
const SLASH_LIKE = "\u30ce\u30f3\u30bd\u30be\u4e36\u4e40\u4e41\u4e3f";

/** Japanese scripts: a slash look-alike among them reads as a letter. */
const JAPANESE = ["Kana", "Hira", "Hani"];

/**
 * Slash look-alikes (Chromium's dangerous patterns): fires on a Katakana or
 * Han character that looks like `/` or `\` (`ノ`, `ソ`, `ゾ`, `ン`, `丶`,
 * `乀`, `乁`, `丿`, and any character whose skeleton is a slash) with a
 * non-Japanese character before it and a non-Japanese one or the label's
 * end after it: `paypal.comノlogin`.
 *
 * @param label A label in Unicode.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { hasSlashLookalike } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(hasSlashLookalike("comノlogin"), true);
 * assert.equal(hasSlashLookalike("ソニー"), false);
 * ```
 */
export function hasSlashLookalike(label: string): boolean {
  const chars = [...label];
  return chars.some((char, i) => {
    if (!SLASH_LIKE.includes(char) && !/[/\\]/.test(skeleton(char))) {
      return false;
    }
    if (i === 0 || hasScript(chars[i - 1].codePointAt(0), JAPANESE)) {
      return false;
    }
    return i === chars.length - 1 ||
      !hasScript(chars[i + 1].codePointAt(0), JAPANESE);
  });
}

/** CJK characters Chromium finds can pass for Latin letters or punctuation. */
const CJK_LATIN_LIKE =
  "\u4e00\u3127\u4e28\u4e5b\u4e03\u4e05\u5341\u3007\u3112\u311a\u311f\u3128" +
  "\u3129\u3108\u31ba\u31b3\u5de5\u31b2\u8ba0\u4e01";

/** One dangerous pattern: whether it matches at position `i` of `chars`. */
type Pattern = (chars: readonly number[], i: number) => boolean;

const KANA = ["Kana"];
const HIRA = ["Hira"];
const CJK = ["Kana", "Hira", "Hani", "Bopo"];
const LGC = ["Latn", "Grek", "Cyrl"];
const isMark0300 = (code: number) => code >= 0x300 && code <= 0x339;

/** Chromium's dangerous patterns, other than the slash look-alikes. */
const DANGEROUS_PATTERNS: readonly Pattern[] = [
  // Katakana iteration marks not after Katakana.
  (c, i) => (c[i] === 0x30fd || c[i] === 0x30fe) && !hasScript(c[i - 1], KANA),
  // Hiragana へべぺ inside Katakana, Katakana ヘベペ inside Hiragana.
  (c, i) =>
    c[i] >= 0x3078 && c[i] <= 0x307a && i > 0 && i < c.length - 1 &&
    c.every((code, k) => k === i || hasScript(code, KANA)),
  (c, i) =>
    c[i] >= 0x30d8 && c[i] <= 0x30da && i > 0 && i < c.length - 1 &&
    c.every((code, k) => k === i || hasScript(code, HIRA)),
  // The prolonged sound mark after no Kana; the Katakana middle dot by a-z.
  (c, i) => c[i] === 0x30fc && !hasScript(c[i - 1], [...KANA, ...HIRA]),
  (c, i) =>
    c[i] === 0x30fb &&
    (/[a-z]/.test(String.fromCodePoint(c[i - 1] ?? 0)) ||
      /[a-z]/.test(String.fromCodePoint(c[i + 1] ?? 0))),
  // CJK look-alikes of Latin letters next to a non-CJK character.
  (c, i) =>
    CJK_LATIN_LIKE.includes(String.fromCodePoint(c[i])) &&
    ((i > 0 && !hasScript(c[i - 1], CJK)) ||
      (i < c.length - 1 && !hasScript(c[i + 1], CJK))),
  // A combining diacritic after a character that is not Latin, Greek or
  // Cyrillic, or after a dotless i.
  (c, i) =>
    isMark0300(c[i]) && i > 0 &&
    (!hasScript(c[i - 1], LGC) || c[i - 1] === 0x131),
  // A dot above on i, j or l (ICU's hidden overlay).
  (c, i) =>
    c[i] === 0x307 && i > 0 &&
    [0x69, 0x6a, 0x6c, 0x131].includes(c[i - 1]),
];

/**
 * Dangerous patterns (Chromium's step 12): fires on Katakana iteration marks
 * not after Katakana, a Hiragana へ/べ/ぺ inside Katakana (or the Katakana
 * ones inside Hiragana), `ー` after no Kana, `・` beside a-z, CJK characters
 * that pass for Latin letters next to a non-CJK character, a combining
 * diacritic after a non-Latin/Greek/Cyrillic character or a dotless i, and a
 * dot above on i, j or l. The label is checked in NFD, so precomposed
 * letters show their marks.
 *
 * @param label A label in Unicode.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { matchesDangerousPattern } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(matchesDangerousPattern("a一b"), true);
 * assert.equal(matchesDangerousPattern("i\u0307"), true);
 * assert.equal(matchesDangerousPattern("カタカナ"), false);
 * ```
 */
export function matchesDangerousPattern(label: string): boolean {
  const chars = codes(label.normalize("NFD"));
  return chars.some((_, i) =>
    DANGEROUS_PATTERNS.some((pattern) => pattern(chars, i))
  );
}
