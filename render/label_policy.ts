/**
 * Which domain labels may be shown in Unicode: the default IDN display
 * policy, built on the runtime's Unicode script properties.
 *
 * @module
 */

import { augmentedScriptSet } from "./_scripts.ts";

/** What a {@linkcode LabelPolicy} is told about the label it decides on. */
export interface LabelContext {
  /** The label as the host holds it (ASCII, `xn--…` for an IDN label). */
  readonly ascii: string;
  /** Every label of the host in Unicode, the decided one at `index`. */
  readonly labels: readonly string[];
  /** The position of the label in `labels`. */
  readonly index: number;
}

/**
 * Decides whether a domain label is shown in Unicode (`true`) or left in its
 * ASCII (Punycode) form (`false`). It is called only for labels whose
 * Unicode form differs from their ASCII form.
 */
export type LabelPolicy = (label: string, context: LabelContext) => boolean;

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
 * Latin + Han + Bopomofo or Latin + Han + Hangul. A character of a script
 * the runtime does not know fails.
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

/**
 * Lowercase letters of other scripts that read as Latin letters (after
 * UTS #46 mapping, labels are lowercase), after UTS #39's confusables data.
 */
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  Cyrl: "аԁеһіјӏорԛѕԝхусъьҽпгѵѡ",
  Grek: "αγικνορτυχω",
  Armn: "ագդհոսցօզ",
};

/**
 * Whether a label is a whole-script confusable of an ASCII label: every
 * letter is of one non-Latin script and reads as a Latin letter
 * (`аррӏе` in Cyrillic for `apple`).
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Whole_Script_Confusables}
 * @param label A domain label in Unicode.
 * @returns `true` when the label could be taken for an ASCII one.
 *
 * @example Cyrillic "аррӏе" looks like "apple"; "пример" does not
 * ```ts
 * import { isWholeScriptConfusable } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(isWholeScriptConfusable("аррӏе"), true);
 * assert.equal(isWholeScriptConfusable("пример"), false);
 * ```
 */
export function isWholeScriptConfusable(label: string): boolean {
  const resolved = resolvedScriptSet(label);
  if (resolved === "*" || resolved.size !== 1) return false;
  const [script] = resolved;
  const lookalikes = LATIN_LOOKALIKES[script];
  if (lookalikes === undefined) return false;
  let letters = 0;
  for (const char of label) {
    if (!/\p{L}/u.test(char)) continue;
    if (!lookalikes.includes(char)) return false;
    letters++;
  }
  return letters > 0;
}

/** Characters no label is shown with: invisible, format or of no script. */
const NEVER_SHOWN = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cn}\p{Co}]/u;

/** Non-ASCII characters of the Common script alone: symbols and punctuation. */
const COMMON_SYMBOL = /(?![\0-\x7f])\p{scx=Zyyy}/u;

/** The top-level label of a host's labels (the one before a final dot). */
function topLevelIndex(labels: readonly string[]): number {
  const last = labels.length - 1;
  return labels[last] === "" && last > 0 ? last - 1 : last;
}

/**
 * The default {@linkcode LabelPolicy}: a label is shown in Unicode when it
 * has no invisible, format, private-use, unassigned or non-ASCII Common
 * (symbol, punctuation) character, meets UTS #39's highly restrictive level,
 * and is not a whole-script confusable of an ASCII label — unless the host's
 * top-level label is of the same script (`пример.рф`).
 *
 * @param label The label in Unicode.
 * @param context The label's host.
 * @returns `true` to show the Unicode form.
 *
 * @example
 * ```ts
 * import { defaultLabelPolicy } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * const at = (labels: string[], index: number) =>
 *   defaultLabelPolicy(labels[index], { ascii: "", labels, index });
 * assert.equal(at(["bücher", "de"], 0), true);
 * assert.equal(at(["аррӏе", "com"], 0), false);
 * assert.equal(at(["аррӏе", "рф"], 0), true);
 * assert.equal(at(["pаypal", "com"], 0), false);
 * ```
 */
export function defaultLabelPolicy(
  label: string,
  context: LabelContext,
): boolean {
  if (NEVER_SHOWN.test(label) || COMMON_SYMBOL.test(label)) return false;
  if (!isHighlyRestrictive(label)) return false;
  if (!isWholeScriptConfusable(label)) return true;
  const top = topLevelIndex(context.labels);
  if (top === context.index) return false;
  const labelScripts = resolvedScriptSet(label);
  const topScripts = resolvedScriptSet(context.labels[top]);
  return labelScripts !== "*" && topScripts !== "*" &&
    [...labelScripts].every((code) => topScripts.has(code));
}
