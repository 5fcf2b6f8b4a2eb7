import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { domainToUnicode } from "../host/mod.ts";
import {
  checkLabel,
  createLabelPolicy,
  defaultLabelPolicy,
  IDN_RULES,
} from "./label_policy.ts";
import { isHighlyRestrictive, resolvedScriptSet } from "./script_sets.ts";
import { isWholeScriptConfusable } from "./confusable_rules.ts";
import { ORDINARY_IDNS } from "../tests/_ordinary_idns.ts";

/** The rule that fires on `labels[index]`, or null. */
function verdict(labels: string[], index = 0): string | null {
  return checkLabel(labels[index], { ascii: "", labels, index });
}

/**
 * The rule that fires on each label of a host given in ASCII or Unicode;
 * `null` for ASCII labels, which the policy is not asked about.
 */
function verdicts(host: string): (string | null)[] {
  const labels = domainToUnicode(host).split(".");
  return labels.map((label, index) =>
    /^[\0-\x7f]*$/.test(label) ? null : verdict(labels, index)
  );
}

describe("resolvedScriptSet()", () => {
  it("intersects the characters' script extensions", () => {
    assert.deepEqual(resolvedScriptSet("bücher"), new Set(["Latn"]));
    assert.deepEqual(resolvedScriptSet("ελληνικά"), new Set(["Grek"]));
    assert.deepEqual(resolvedScriptSet("pаypal"), new Set());
  });

  it("treats Common and Inherited characters as every script", () => {
    assert.equal(resolvedScriptSet("0-9"), "*");
    assert.deepEqual(resolvedScriptSet("a1-b"), new Set(["Latn"]));
  });

  it("augments Han with the Japanese, Korean and Bopomofo writing systems", () => {
    const japanese = resolvedScriptSet("漢字かな");
    assert.ok((japanese as Set<string>).has("Jpan"));
    const korean = resolvedScriptSet("漢字한글");
    assert.ok((korean as Set<string>).has("Kore"));
  });
});

describe("isHighlyRestrictive()", () => {
  it("accepts single-script labels of any allowed script", () => {
    for (
      const label of ["example", "пример", "مثال", "דוגמה", "例子", "ตัวอย่าง"]
    ) {
      assert.equal(isHighlyRestrictive(label), true, label);
    }
  });

  it("accepts Latin with the CJK combinations UTS #39 allows", () => {
    assert.equal(isHighlyRestrictive("abc漢字ひらがなカタカナ"), true);
    assert.equal(isHighlyRestrictive("abc漢字ㄅㄆ"), true);
    assert.equal(isHighlyRestrictive("abc漢字한글"), true);
  });

  it("refuses other mixtures", () => {
    assert.equal(isHighlyRestrictive("pаypal"), false);
    assert.equal(isHighlyRestrictive("αpple"), false);
    assert.equal(isHighlyRestrictive("한글ひらがな"), false);
    assert.equal(isHighlyRestrictive("abcㄅㄆかな"), false);
  });
});

describe("isWholeScriptConfusable()", () => {
  it("finds labels of one script made of Latin look-alikes, from the data", () => {
    assert.equal(isWholeScriptConfusable("аррӏе"), true); // Cyrillic
    assert.equal(isWholeScriptConfusable("үаһоо"), true); // Cyrillic "yahoo"
    assert.equal(isWholeScriptConfusable("ѕсоре"), true);
    assert.equal(isWholeScriptConfusable("ορτ"), false); // τ reads as no letter
    assert.equal(isWholeScriptConfusable("ορυ"), true); // Greek "opu"
    assert.equal(isWholeScriptConfusable("հօօ"), true); // Armenian "hoo"
  });

  it("leaves labels with a letter that reads as no Latin letter", () => {
    assert.equal(isWholeScriptConfusable("пример"), false);
    assert.equal(isWholeScriptConfusable("apple"), false);
    assert.equal(isWholeScriptConfusable("123"), false);
  });
});

describe("the IDN rules", () => {
  it("each fire on the case they are for", () => {
    const cases: [string, string[]][] = [
      ["hasDisallowedCharacter", ["ⲣⲟⲣ", "com"]], // Coptic
      ["hasDisallowedCharacter", ["\u2800\u2800", "com"]], // Braille blank
      ["hasDisallowedCharacter", ["pɑypɑl", "com"]], // Latin alpha
      ["hasDisallowedCharacter", ["appǀe", "com"]], // dental click
      ["hasBlockedCharacter", ["ḃar", "com"]],
      ["hasDeviationCharacter", ["faß", "de"]],
      ["hasTldSpecificCharacter", ["þing", "com"]],
      ["hasUnsafeMiddleDot", ["col·legi", "com"]],
      ["failsMixedScriptRestriction", ["pаypal", "com"]],
      ["failsMixedScriptRestriction", ["éかな", "jp"]],
      ["hasMixedNumberingSystems", ["1\u09e7", "com"]],
      ["hasInvisibleCharacter", ["a\u0301\u0301", "com"]],
      ["isWholeScriptConfusableForTld", ["аррӏе", "com"]],
      ["isWholeScriptConfusableForTld", ["гоьӏох", "com"]], // Ь for b
      ["isDigitLookalike", ["ҙ7", "com"]],
      ["hasSlashLookalike", ["comノlogin", "com"]],
      ["matchesDangerousPattern", ["a一b", "com"]],
      ["matchesDangerousPattern", ["ーabc", "com"]],
      ["isAsciiLookalike", ["lınkedin", "com"]],
      ["isTopDomainLookalike", ["googlé", "com"]],
      ["isTopDomainLookalike", ["yahöo", "com"]],
    ];
    for (const [rule, labels] of cases) {
      assert.equal(verdict(labels), rule, labels.join("."));
    }
  });

  it("include every rule in the table, named and sourced", () => {
    const names = IDN_RULES.map((rule) => rule.name);
    assert.equal(new Set(names).size, IDN_RULES.length);
    for (const rule of IDN_RULES) assert.ok(rule.source.length > 0, rule.name);
    assert.equal(names.at(-1), "isTopDomainLookalike");
  });

  it("fire on the issue's spoofed hosts", () => {
    assert.deepEqual(verdicts("xn--80a2aa36b4b.com"), [
      "isWholeScriptConfusableForTld",
      null,
    ]);
    assert.deepEqual(verdicts("xn--zhjhb.com"), [
      "hasDisallowedCharacter",
      null,
    ]);
    assert.equal(verdicts("xn--pypl-q5bc.com")[0], "hasDisallowedCharacter");
    assert.equal(verdicts("xn--appe-2kb.com")[0], "hasDisallowedCharacter");
    assert.equal(
      verdicts("paypal.xn--comlogin-634g.example.com")[1],
      "hasSlashLookalike",
    );
    assert.equal(
      verdicts("www.paypal.com.xn--6iiaaaaa.evil.com")[3],
      "hasDisallowedCharacter",
    );
  });

  it("leave ordinary IDNs in Unicode", () => {
    for (const host of ORDINARY_IDNS) {
      assert.deepEqual(
        verdicts(host),
        host.split(".").map(() => null),
        host,
      );
    }
  });
});

describe("defaultLabelPolicy()", () => {
  it("allows a confusable label under a top-level label of its script", () => {
    const shown = (labels: string[], index = 0) =>
      defaultLabelPolicy(labels[index], { ascii: "", labels, index });
    assert.equal(shown(["аррӏе", "рф"]), true);
    assert.equal(shown(["аррӏе", "рф", ""]), true); // trailing dot
    assert.equal(shown(["аррӏе", "ru"]), true); // Chromium's Cyrillic ccTLDs
    assert.equal(shown(["www", "аррӏе"], 1), false); // the top-level label itself
  });
});

describe("createLabelPolicy()", () => {
  it("matches look-alikes of the domains it is given", () => {
    const policy = createLabelPolicy({ topDomains: ["bücher.de"] });
    const at = (labels: string[]) => ({ ascii: "", labels, index: 0 });
    assert.equal(policy("bücher", at(["bücher", "de"])), true); // the domain itself
    assert.equal(policy("bùcher", at(["bùcher", "de"])), false);
    assert.equal(policy("googlé", at(["googlé", "com"])), true); // not its list
  });

  it("matches a letter as any of its case forms (ь as Ь, read as b)", () => {
    // Under .ru whole-script look-alikes are allowed: only the top-domain
    // rule can find ҽьау (typed ҽЬау) to be ebay.ru.
    const policy = createLabelPolicy({ topDomains: ["ebay.ru", "mail.ru"] });
    const at = (labels: string[], index = 0) => ({ ascii: "", labels, index });
    assert.equal(policy("ҽьау", at(["ҽьау", "ru"])), false);
    assert.equal(policy("ҽьау", at(["www", "ҽьау", "ru"], 1)), false);
    assert.equal(policy("ҽеау", at(["ҽеау", "ru"])), true); // reads eeay
    assert.equal(policy("деньги", at(["деньги", "ru"])), true);
    assert.equal(defaultLabelPolicy("ҽьау", at(["ҽьау", "рф"])), true);
  });

  it("turns the top-domain rule off with an empty list", () => {
    const policy = createLabelPolicy({ topDomains: [] });
    const at = (labels: string[]) => ({ ascii: "", labels, index: 0 });
    assert.equal(policy("googlé", at(["googlé", "com"])), true);
    assert.equal(policy("аррӏе", at(["аррӏе", "com"])), false);
  });
});
