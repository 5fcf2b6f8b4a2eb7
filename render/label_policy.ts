/**
 * Which domain labels may be shown in Unicode: the default IDN display
 * policy, modeled on Chromium's (docs/idn.md) and decided label by label. A
 * label is shown in Unicode when no rule fires on it, else in Punycode:
 *
 * | # | rule                                        | fires on                                                                                   | source                                  |
 * | - | ------------------------------------------- | ------------------------------------------------------------------------------------------ | --------------------------------------- |
 * | 1 | {@linkcode hasDisallowedCharacter}          | a character without UTS #39 Identifier_Status=Allowed (symbols, U+2800, Coptic, Cherokee…) | UTS #39 §3.1; Chromium step 3           |
 * | 2 | {@linkcode hasBlockedCharacter}             | Chromium's removals: rare LGC blocks, slash/hyphen/quote look-alikes, kra                  | Chromium step 4                         |
 * | 3 | {@linkcode hasDeviationCharacter}           | ß, ς, ZWNJ, ZWJ                                                                            | UTS #46 deviations; Chromium            |
 * | 4 | {@linkcode hasTldSpecificCharacter}         | þ, ð outside `.is`; ə outside `.az`                                                        | Chromium                                |
 * | 5 | {@linkcode hasUnsafeMiddleDot}              | `·` except `l·l` under `.cat`                                                              | RFC 5892 A.3; Chromium step 8           |
 * | 6 | {@linkcode failsMixedScriptRestriction}     | not highly restrictive; non-ASCII Latin mixed with another script                          | UTS #39 §5.2; Chromium step 5           |
 * | 7 | {@linkcode hasMixedNumberingSystems}        | digits of two numbering systems                                                            | UTS #39 §5.3; Chromium step 6           |
 * | 8 | {@linkcode hasInvisibleCharacter}           | default-ignorables, a repeated nonspacing mark, Kana voiced marks                          | UTS #39 §5.4; Chromium step 7           |
 * | 9 | {@linkcode isMixedScriptConfusable}         | Latin mixed with characters that all read as ASCII                                         | UTS #39 §4; Chromium step 9             |
 * | 10 | {@linkcode isWholeScriptConfusableForTld}  | one non-Latin script, every letter (or a case form: `ь` as `Ь`) reads as ASCII, TLD not of that script | UTS #39 §4; Chromium step 10 |
 * | 11 | {@linkcode isDigitLookalike}               | only digits and digit look-alikes                                                          | Chromium step 11                        |
 * | 12 | {@linkcode hasSlashLookalike}              | `ノ` `ソ` `ゾ` `ン` `丶` `乀` `乁` `丿` (and any slash skeleton) between non-Japanese text     | Chromium step 12                        |
 * | 13 | {@linkcode matchesDangerousPattern}        | Chromium's other dangerous Kana, CJK and combining-mark patterns                           | Chromium step 12                        |
 * | 14 | {@linkcode isAsciiLookalike}               | a Latin label whose non-ASCII letters each read as one ASCII letter (`ı`)                  | UTS #39 §4                              |
 * | 15 | {@linkcode isTopDomainLookalike}           | the skeleton of the last 2–4 labels, a letter's or its case forms', is a top domain's, the host is not | Chromium step 13 |
 *
 * The data is generated from ICU's copy of the Unicode security files
 * (IdentifierStatus, confusables, Script_Extensions, Default_Ignorable, and
 * the case forms UTS #46 lowercases, since a host typed `ҽЬау` is shown as
 * `ҽьау` and the confusables read only `Ь` as `b`) and
 * from the `top-sites` npm package by `scripts/gen_idn_data.ts`; see
 * {@linkcode IDN_DATA_VERSION}. Labels that `ToUnicode` cannot convert stay
 * in ASCII before any rule (Chromium's steps 1 and 2).
 *
 * @module
 */

import {
  ICU_VERSION,
  TOP_DOMAINS_SOURCE,
  UNICODE_VERSION,
} from "./_idn_data.ts";
import { domainSkeleton } from "./_idn_tables.ts";
import {
  failsMixedScriptRestriction,
  hasBlockedCharacter,
  hasDeviationCharacter,
  hasDisallowedCharacter,
  hasInvisibleCharacter,
  hasMixedNumberingSystems,
  hasSlashLookalike,
  hasTldSpecificCharacter,
  hasUnsafeMiddleDot,
  type LabelContext,
  matchesDangerousPattern,
} from "./idn_rules.ts";
import {
  isAsciiLookalike,
  isDigitLookalike,
  isMixedScriptConfusable,
  isTopDomainLookalike,
  isWholeScriptConfusableForTld,
} from "./confusable_rules.ts";

export type { LabelContext } from "./idn_rules.ts";

/**
 * Decides whether a domain label is shown in Unicode (`true`) or left in its
 * ASCII (Punycode) form (`false`). It is called only for labels whose
 * Unicode form differs from their ASCII form.
 */
export type LabelPolicy = (label: string, context: LabelContext) => boolean;

/**
 * Where the policy's generated data comes from: the Unicode version and ICU
 * release of the UTS #39 data, and the top-domain list's package.
 *
 * @example
 * ```ts
 * import { IDN_DATA_VERSION } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.match(IDN_DATA_VERSION.unicode, /^\d+\.\d+/);
 * ```
 */
export const IDN_DATA_VERSION: {
  readonly unicode: string;
  readonly icu: string;
  readonly topDomains: string;
} = {
  unicode: UNICODE_VERSION,
  icu: ICU_VERSION,
  topDomains: TOP_DOMAINS_SOURCE,
};

/** One rule of the policy. */
export interface IdnRule {
  /** The rule's function name. */
  readonly name: string;
  /** Where the rule comes from. */
  readonly source: string;
  /** Whether the rule fires on the label (which is then shown in Punycode). */
  readonly fires: (label: string, context: LabelContext) => boolean;
}

/** A rule, named after its function. */
function rule(
  fires: (label: string, context: LabelContext) => boolean,
  source: string,
): IdnRule {
  return { name: fires.name, source, fires };
}

const CHROMIUM = "Chromium docs/idn.md";

/**
 * The policy's rules in the order they are tried (the table in this
 * module's docs), the top-domain rule last.
 *
 * @example Each rule has its name and source
 * ```ts
 * import { IDN_RULES } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(IDN_RULES.length, 15);
 * assert.equal(IDN_RULES[0].name, "hasDisallowedCharacter");
 * ```
 */
export const IDN_RULES: readonly IdnRule[] = [
  rule(hasDisallowedCharacter, "UTS #39 §3.1; " + CHROMIUM + " step 3"),
  rule(hasBlockedCharacter, CHROMIUM + " step 4"),
  rule(hasDeviationCharacter, "UTS #46 §6; Chromium IDNSpoofChecker"),
  rule(hasTldSpecificCharacter, "Chromium IDNSpoofChecker"),
  rule(hasUnsafeMiddleDot, "RFC 5892 A.3; " + CHROMIUM + " step 8"),
  rule(failsMixedScriptRestriction, "UTS #39 §5.2; " + CHROMIUM + " step 5"),
  rule(hasMixedNumberingSystems, "UTS #39 §5.3; " + CHROMIUM + " step 6"),
  rule(hasInvisibleCharacter, "UTS #39 §5.4; " + CHROMIUM + " step 7"),
  rule(isMixedScriptConfusable, "UTS #39 §4; " + CHROMIUM + " step 9"),
  rule(isWholeScriptConfusableForTld, "UTS #39 §4; " + CHROMIUM + " step 10"),
  rule(isDigitLookalike, CHROMIUM + " step 11"),
  rule(hasSlashLookalike, CHROMIUM + " step 12"),
  rule(matchesDangerousPattern, CHROMIUM + " step 12"),
  rule(isAsciiLookalike, "UTS #39 §4"),
  rule(isTopDomainLookalike, CHROMIUM + " step 13"),
];

/**
 * The first rule of {@linkcode IDN_RULES} that fires on a label, or `null`
 * when the label may be shown in Unicode.
 *
 * @param label The label in Unicode.
 * @param context The label's host.
 * @returns The rule's name, or `null`.
 *
 * @example
 * ```ts
 * import { checkLabel } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * const at = (labels: string[]) => ({ ascii: "", labels, index: 0 });
 * assert.equal(checkLabel("аррӏе", at(["аррӏе", "com"])), "isWholeScriptConfusableForTld");
 * assert.equal(checkLabel("bücher", at(["bücher", "de"])), null);
 * ```
 */
export function checkLabel(
  label: string,
  context: LabelContext,
): string | null {
  for (const { name, fires } of IDN_RULES) {
    if (fires(label, context)) return name;
  }
  return null;
}

/** What {@linkcode createLabelPolicy} takes. */
export interface LabelPolicyOptions {
  /**
   * The registrable domains whose look-alikes stay in Punycode (rule 15);
   * default the generated top-sites list. `[]` turns the rule off.
   */
  topDomains?: readonly string[];
}

/**
 * A label policy with the default rules and a top-domain list of one's own
 * (a bank's own domains, say).
 *
 * @param options The top domains.
 * @returns The policy.
 *
 * @example
 * ```ts
 * import { createLabelPolicy } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * const policy = createLabelPolicy({ topDomains: ["bücher.de", "example.de"] });
 * const at = (labels: string[]) => ({ ascii: "", labels, index: 0 });
 * assert.equal(policy("exämple", at(["exämple", "de"])), false);
 * assert.equal(policy("bücher", at(["bücher", "de"])), true);
 * ```
 */
export function createLabelPolicy(
  options: LabelPolicyOptions = {},
): LabelPolicy {
  if (options.topDomains === undefined) return defaultLabelPolicy;
  const topDomains = new Map<string, string>();
  for (const domain of options.topDomains) {
    topDomains.set(domainSkeleton(domain), domain);
  }
  const rules = IDN_RULES.filter((r) => r.fires !== isTopDomainLookalike);
  return (label, context) =>
    !rules.some(({ fires }) => fires(label, context)) &&
    !isTopDomainLookalike(label, context, topDomains);
}

/**
 * The default {@linkcode LabelPolicy}: a label is shown in Unicode when no
 * rule of {@linkcode IDN_RULES} fires on it (see the table in the module
 * docs).
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
  return checkLabel(label, context) === null;
}
