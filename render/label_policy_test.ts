import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  defaultLabelPolicy,
  isHighlyRestrictive,
  isWholeScriptConfusable,
  resolvedScriptSet,
} from "./label_policy.ts";

/** The default policy's decision on `labels[index]`. */
function shown(labels: string[], index = 0): boolean {
  return defaultLabelPolicy(labels[index], { ascii: "", labels, index });
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
    assert.notEqual(japanese, "*");
    assert.ok((japanese as Set<string>).has("Jpan"));
    const korean = resolvedScriptSet("漢字한글");
    assert.ok((korean as Set<string>).has("Kore"));
  });
});

describe("isHighlyRestrictive()", () => {
  it("accepts single-script labels of any script", () => {
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
    assert.equal(isHighlyRestrictive("pаypal"), false); // Latin + Cyrillic
    assert.equal(isHighlyRestrictive("αpple"), false); // Greek + Latin
    assert.equal(isHighlyRestrictive("한글ひらがな"), false); // Korean + Japanese
    assert.equal(isHighlyRestrictive("abcㄅㄆかな"), false);
  });
});

describe("isWholeScriptConfusable()", () => {
  it("finds labels of one script made of Latin look-alikes", () => {
    assert.equal(isWholeScriptConfusable("аррӏе"), true); // Cyrillic "apple"
    assert.equal(isWholeScriptConfusable("ѕсоре"), true); // Cyrillic "scope"
    assert.equal(isWholeScriptConfusable("ορτ"), true); // Greek "opt"
  });

  it("leaves labels with a letter that reads as no Latin letter", () => {
    assert.equal(isWholeScriptConfusable("пример"), false);
    assert.equal(isWholeScriptConfusable("apple"), false);
    assert.equal(isWholeScriptConfusable("123"), false);
  });
});

describe("defaultLabelPolicy()", () => {
  it("shows ordinary IDN labels in Unicode", () => {
    assert.equal(shown(["bücher", "de"]), true);
    assert.equal(shown(["пример", "рф"]), true);
    assert.equal(shown(["пример", "com"]), true);
    assert.equal(shown(["日本語", "jp"]), true);
    assert.equal(shown(["مثال", "com"]), true);
  });

  it("keeps spoofing labels in Punycode", () => {
    assert.equal(shown(["аррӏе", "com"]), false); // whole-script confusable
    assert.equal(shown(["pаypal", "com"]), false); // mixed Latin/Cyrillic
    assert.equal(shown(["gοοgle", "com"]), false); // mixed Latin/Greek
    assert.equal(shown(["a☃b", "com"]), false); // a symbol
    assert.equal(shown(["a\u{e000}", "com"]), false); // private use
  });

  it("allows a confusable label under a top-level label of its script", () => {
    assert.equal(shown(["аррӏе", "рф"]), true);
    assert.equal(shown(["аррӏе", "рф", ""]), true); // trailing dot
    assert.equal(shown(["www", "аррӏе"], 1), false); // the top-level label itself
  });
});
