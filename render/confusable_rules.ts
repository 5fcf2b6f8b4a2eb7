/**
 * The confusable rules of the IDN display policy: whole-script,
 * mixed-script, digit, ASCII and top-domain look-alikes (UTS #39 §4 and
 * Chromium's steps 9–11 and 13), over the generated confusables data.
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Confusable_Detection}
 * @module
 */

import {
  caseFormSkeletons,
  domainSkeleton,
  readsAsAscii,
  skeleton,
  topDomainSkeletons,
} from "./_idn_tables.ts";
import { hostLength, type LabelContext } from "./_label_context.ts";
import { augmentedScriptSet, resolvedScriptSet } from "./script_sets.ts";

/**
 * Mixed-script confusables (UTS #39 §4, Chromium's step 9), for the case a
 * domain cares about: fires on a label that mixes Latin with another script
 * whose characters all read as ASCII (their skeletons, or those of their
 * case forms, are ASCII's), so the label passes for a Latin one.
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Mixed_Script_Confusables}
 * @param label A label in Unicode.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { isMixedScriptConfusable } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(isMixedScriptConfusable("gօօgle"), true); // Armenian օ
 * assert.equal(isMixedScriptConfusable("abcかな"), false);
 * ```
 */
export function isMixedScriptConfusable(label: string): boolean {
  let latin = false;
  const others: string[] = [];
  for (const char of label) {
    const set = augmentedScriptSet(char);
    if (set === "*") continue;
    if (set.has("Latn")) latin = true;
    else others.push(char);
  }
  return latin && others.length > 0 && others.every(readsAsAscii);
}

/**
 * Whether a label is a whole-script confusable of an ASCII label (UTS #39
 * §4): it is of one script other than Latin, and each of its letters reads
 * as ASCII (`аррӏе` in Cyrillic for `apple`). The letters come from the
 * confusables data, for every script; a letter reads as ASCII when one of
 * its case forms does too (`ь` as its uppercase `Ь`, which the data reads as
 * `b`), as IDNA lowercases a typed `ҽЬау` to `ҽьау`.
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Whole_Script_Confusables}
 * @param label A domain label in Unicode.
 * @returns `true` when the label could be taken for an ASCII one.
 *
 * @example Cyrillic "аррӏе" looks like "apple", "һѕьс" like "hsbc"; "пример" like nothing
 * ```ts
 * import { isWholeScriptConfusable } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(isWholeScriptConfusable("аррӏе"), true);
 * assert.equal(isWholeScriptConfusable("һѕьс"), true);
 * assert.equal(isWholeScriptConfusable("пример"), false);
 * ```
 */
export function isWholeScriptConfusable(label: string): boolean {
  const resolved = resolvedScriptSet(label);
  if (resolved === "*" || resolved.size === 0 || resolved.has("Latn")) {
    return false;
  }
  let letters = 0;
  for (const char of label) {
    if (augmentedScriptSet(char) === "*") continue;
    if (!readsAsAscii(char)) return false;
    letters++;
  }
  return letters > 0;
}

/**
 * The ASCII top-level labels Chromium lets each script's whole-script
 * confusables stand under (its `kWholeScriptConfusables` allowed TLDs).
 */
const SCRIPT_TLDS: Readonly<Record<string, readonly string[]>> = {
  Armn: ["am"],
  Cyrl: ["bg", "by", "kz", "pyc", "ru", "su", "ua", "uz"],
  Ethi: ["er", "et"],
  Geor: ["ge"],
  Grek: ["gr"],
  Hebr: ["il"],
  Mymr: ["mm"],
  Thai: ["th"],
};

/**
 * Whole-script confusables (Chromium's step 10): fires on a
 * {@linkcode isWholeScriptConfusable} label unless the top-level label has a
 * letter of the label's script (`аррӏе.рф`) or is one of the ccTLDs Chromium
 * lists for it (`.ru`, `.gr`, `.il`…). The top-level label itself is never
 * excused.
 *
 * @see {@link https://chromium.googlesource.com/chromium/src/+/main/docs/idn.md}
 * @param label A label in Unicode.
 * @param context The label's host.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { isWholeScriptConfusableForTld } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * const at = (labels: string[]) => ({ ascii: "", labels, index: 0 });
 * assert.equal(isWholeScriptConfusableForTld("аррӏе", at(["аррӏе", "com"])), true);
 * assert.equal(isWholeScriptConfusableForTld("аррӏе", at(["аррӏе", "рф"])), false);
 * assert.equal(isWholeScriptConfusableForTld("аррӏе", at(["аррӏе", "ru"])), false);
 * ```
 */
export function isWholeScriptConfusableForTld(
  label: string,
  context: LabelContext,
): boolean {
  if (!isWholeScriptConfusable(label)) return false;
  const end = hostLength(context);
  if (context.index >= end - 1) return true;
  const scripts = resolvedScriptSet(label) as Set<string>;
  const tld = context.labels[end - 1];
  for (const code of scripts) {
    if (SCRIPT_TLDS[code]?.includes(tld)) return false;
    for (const char of tld) {
      const set = augmentedScriptSet(char);
      if (set !== "*" && set.has(code)) return false;
    }
  }
  return true;
}

/** Chromium's digit look-alikes (`IsDigitLookalike`). */
const CHROMIUM_DIGIT_LOOKALIKES = "θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜ੫丩ㄐճ৪੪୫૭୨౨";

let digitShapes: Set<string> | undefined;

/**
 * Digit look-alikes (Chromium's step 11): fires on a label made only of
 * digits and characters that pass for digits — Chromium's list, and every
 * character whose skeleton is an ASCII digit's — with at least one of those.
 *
 * @param label A label in Unicode.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { isDigitLookalike } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(isDigitLookalike("з7"), true); // Cyrillic ze for 3
 * assert.equal(isDigitLookalike("123"), false);
 * ```
 */
export function isDigitLookalike(label: string): boolean {
  digitShapes ??= new Set([..."0123456789"].map((digit) => skeleton(digit)));
  let lookalike = false;
  for (const char of label) {
    if (char >= "0" && char <= "9") continue;
    if (
      !CHROMIUM_DIGIT_LOOKALIKES.includes(char) &&
      !digitShapes.has(skeleton(char))
    ) return false;
    lookalike = true;
  }
  return lookalike;
}

/**
 * Latin look-alikes of ASCII (UTS #39 single-script confusables with an
 * ASCII label): fires on a Latin label whose characters outside ASCII each
 * read as one ASCII letter or digit (`ı` for `i`), so the whole label reads
 * as an ASCII one. Letters with diacritics (`é`, `ü`) do not read as ASCII.
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Confusable_Detection}
 * @param label A label in Unicode.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { isAsciiLookalike } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(isAsciiLookalike("lınkedin"), true);
 * assert.equal(isAsciiLookalike("café"), false);
 * ```
 */
export function isAsciiLookalike(label: string): boolean {
  let lookalike = false;
  for (const char of label) {
    if (char.charCodeAt(0) < 0x80) continue;
    const shape = skeleton(char);
    if (shape.length !== 1 || !/^[a-z0-9]$/.test(shape)) return false;
    const set = augmentedScriptSet(char);
    if (set === "*" || !set.has("Latn")) return false;
    lookalike = true;
  }
  return lookalike;
}

/**
 * Top-domain look-alikes (Chromium's step 13): fires on a label in the last
 * two to four labels of a host whose skeleton, diacritics removed, is a top
 * domain's while the host is not that domain (`www.googlé.com`). A letter
 * matches as its own skeleton or as one of its case forms' (see
 * {@linkcode isWholeScriptConfusable}): `ҽьау.com`, typed `ҽЬау.com`, is a
 * look-alike of `ebay.com`. The top domains are Moz's Top 500 (see
 * scripts/gen_idn_data.ts) unless given.
 *
 * @param label A label in Unicode.
 * @param context The label's host.
 * @param topDomains Top domains by skeleton; the generated list by default.
 * @returns `true` when the rule fires.
 *
 * @example
 * ```ts
 * import { isTopDomainLookalike } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * const at = (labels: string[]) => ({ ascii: "", labels, index: 0 });
 * assert.equal(isTopDomainLookalike("googlé", at(["googlé", "com"])), true);
 * assert.equal(isTopDomainLookalike("ҽьау", at(["ҽьау", "com"])), true);
 * assert.equal(isTopDomainLookalike("bücher", at(["bücher", "de"])), false);
 * ```
 */
export function isTopDomainLookalike(
  label: string,
  context: LabelContext,
  topDomains: ReadonlyMap<string, string> = topDomainSkeletons(),
): boolean {
  const { labels, index } = context;
  const end = hostLength(context);
  // Only the last four labels take part: the work is the same on any host.
  const first = Math.max(0, end - 4);
  if (index < first || index >= end) return false;
  const shapes: string[] = [];
  for (let i = first; i < end; i++) {
    shapes.push(domainSkeleton(i === index ? label : labels[i]));
  }
  const forms = letterShapes(label);
  for (let count = 2; count <= end - first; count++) {
    const start = end - count;
    if (index < start) continue;
    const host = labels.slice(start, end).join(".");
    const match = topDomains.get(shapes.slice(start - first).join("."));
    if (match !== undefined && host !== match) return true;
    if (forms === null) continue;
    const prefix = shapes.slice(start - first, index - first).map((shape) =>
      shape + "."
    ).join("");
    const suffix = shapes.slice(index - first + 1).map((shape) => "." + shape)
      .join("");
    for (const [shape, domain] of topDomains) {
      if (
        domain !== host && shape.length >= prefix.length + suffix.length &&
        shape.startsWith(prefix) && shape.endsWith(suffix) &&
        spells(forms, shape.slice(prefix.length, shape.length - suffix.length))
      ) return true;
    }
  }
  return false;
}

/**
 * The skeletons each letter of a label may be read as (its own, diacritics
 * removed, and its case forms'), leaving out letters whose skeleton is
 * empty; `null` when no letter has a case form, so the label reads only as
 * its own skeleton.
 */
function letterShapes(label: string): string[][] | null {
  if (/^[\0-\x7f]*$/.test(label)) return null;
  let forms = false;
  for (const char of label) forms ||= caseFormSkeletons(char).length > 0;
  if (!forms) return null;
  const out: string[][] = [];
  for (const char of label) {
    const own = domainSkeleton(char);
    const cased = caseFormSkeletons(char);
    if (own !== "" || cased.length > 0) out.push([own, ...cased]);
  }
  return out;
}

/**
 * Whether letters read as `letterShapes` gives them can spell `text`: the
 * positions of `text` each prefix of the letters can reach, which never
 * number more than `text`'s length and are gone once the letters outrun it.
 */
function spells(letters: readonly string[][], text: string): boolean {
  let reached = new Set([0]);
  for (const shapes of letters) {
    const next = new Set<number>();
    for (const at of reached) {
      for (const shape of shapes) {
        if (text.startsWith(shape, at)) next.add(at + shape.length);
      }
    }
    if (next.size === 0) return false;
    reached = next;
  }
  return reached.has(text.length);
}
