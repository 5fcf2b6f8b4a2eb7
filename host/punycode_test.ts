import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { decodePunycode } from "./punycode.ts";

describe("decodePunycode()", () => {
  it("decodes RFC 3492's samples", () => {
    // Section 7.1: (A) Arabic (Egyptian), (B) Chinese (simplified),
    // (L) 3<nen>B<gumi><kinpachi><sensei>.
    assert.equal(
      decodePunycode("egbpdaj6bu4bxfgehfvwxn"),
      "\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648" +
        "\u0634\u0639\u0631\u0628\u064A\u061F",
    );
    assert.equal(
      decodePunycode("ihqwcrb4cv8a8dqg056pqjye"),
      "\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587",
    );
    assert.equal(
      decodePunycode("3B-ww4c5e180e575a65lsy2b"),
      "3\u5E74B\u7D44\u91D1\u516B\u5148\u751F",
    );
  });

  it("keeps the basic code points before the last delimiter", () => {
    assert.equal(decodePunycode("bcher-kva"), "bücher");
    assert.equal(decodePunycode("abc-"), "abc");
    assert.equal(decodePunycode(""), "");
  });

  it("fails on invalid input", () => {
    assert.equal(decodePunycode("9"), null); // truncated integer
    assert.equal(decodePunycode("a!"), null); // not a digit
    assert.equal(decodePunycode("ü-a"), null); // not basic
    assert.equal(decodePunycode("99999999999a"), null); // overflow
  });
});
