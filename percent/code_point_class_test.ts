import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  asciiSetWhere,
  characterClass,
  unionOf,
  withCodePoints,
  withoutCodePoints,
} from "./code_point_class.ts";

/** The code units below 0x100 that a class matches, as a string. */
function matches(source: string): string {
  const matcher = new RegExp("^" + source + "$");
  let out = "";
  for (let c = 0; c < 0x100; c++) {
    if (matcher.test(String.fromCharCode(c))) out += String.fromCharCode(c);
  }
  return out;
}

describe("characterClass()", () => {
  it("matches the members of a set, in ranges and single code points", () => {
    const set = withCodePoints(
      asciiSetWhere((c) => c >= 0x61 && c <= 0x7a),
      "-_",
    );
    assert.equal(characterClass(set, false), "[\\x2d\\x5f\\x61-\\x7a]");
    assert.equal(
      matches(characterClass(set, false)),
      "-_abcdefghijklmnopqrstuvwxyz",
    );
  });

  it("with nonAscii, matches every code unit above U+007F too", () => {
    const set = asciiSetWhere((c) => c < 0x21);
    const all = matches(characterClass(set, true));
    assert.equal(all.length, 0x21 + 0x80);
    assert.equal(all.includes("a"), false);
    assert.equal(new RegExp(characterClass(set, true)).test("\u2603"), true);
  });

  it("writes two neighbours without a dash and escapes ] and \\", () => {
    const set = withCodePoints(new Uint8Array(128), "]\\^");
    assert.equal(characterClass(set, false), "[\\x5c-\\x5e]");
    const two = withCodePoints(new Uint8Array(128), "ab");
    assert.equal(characterClass(two, false), "[\\x61\\x62]");
  });

  it("gives a class that matches nothing for the empty set", () => {
    assert.equal(matches(characterClass(new Uint8Array(128), false)), "");
  });
});

describe("unionOf() and withoutCodePoints()", () => {
  it("combine sets without changing their arguments", () => {
    const a = withCodePoints(new Uint8Array(128), "ab");
    const b = withCodePoints(new Uint8Array(128), "bc");
    const union = unionOf(a, b);
    assert.equal(matches(characterClass(union, false)), "abc");
    assert.equal(
      matches(characterClass(withoutCodePoints(union, "b"), false)),
      "ac",
    );
    assert.equal(matches(characterClass(a, false)), "ab");
  });
});
