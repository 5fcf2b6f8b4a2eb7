// Private: the Unicode Script property values (ISO 15924 codes) that a
// label's characters are tested against through the runtime's own
// `\p{Script_Extensions=…}` regular expressions. Only the names are listed;
// which code points belong to each script comes from the runtime. A name the
// runtime does not know (a script newer than its Unicode version) is skipped.

const SCRIPT_CODES =
  "Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Bhks Bopo " +
  "Brah Brai Bugi Buhd Cakm Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl " +
  "Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm " +
  "Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng " +
  "Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi " +
  "Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani " +
  "Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand " +
  "Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm " +
  "Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur " +
  "Sgnw Shaw Shrd Sidd Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc " +
  "Tagb Takr Tale Talu Taml Tang Tavt Telu Tfng Tglg Thaa Thai Tibt Tirh " +
  "Tnsa Todr Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb";

/** A script code and the expression that tests membership of its extensions. */
interface ScriptTest {
  code: string;
  test: RegExp;
}

let scriptTests: ScriptTest[] | undefined;

/** The scripts this runtime knows, built on first use. */
function knownScripts(): ScriptTest[] {
  if (scriptTests !== undefined) return scriptTests;
  const tests: ScriptTest[] = [];
  for (const code of SCRIPT_CODES.split(" ")) {
    try {
      tests.push({ code, test: new RegExp(`^\\p{scx=${code}}$`, "u") });
    } catch {
      // A script newer than the runtime's Unicode data: no code point has it.
    }
  }
  scriptTests = tests;
  return tests;
}

/** Code points whose Script_Extensions is Common or Inherited alone. */
const COMMON_OR_INHERITED = /^[\p{scx=Zyyy}\p{scx=Zinh}]$/u;

/** ASCII letters: the Latin script, without a search through every script. */
const ASCII_LETTER = /^[A-Za-z]$/;

/**
 * The augmented script set of one character (UTS #39 §5.1): its
 * Script_Extensions, with Han also standing for the Japanese, Korean and
 * Han-with-Bopomofo writing systems, Hiragana and Katakana for Japanese,
 * Hangul for Korean and Bopomofo for Han with Bopomofo. `"*"` (every script)
 * stands for Common and Inherited characters; an empty set for a character
 * of no script this runtime knows.
 *
 * @see {@link https://www.unicode.org/reports/tr39/#Mixed_Script_Detection}
 */
export function augmentedScriptSet(char: string): Set<string> | "*" {
  if (ASCII_LETTER.test(char)) return new Set(["Latn"]);
  if (COMMON_OR_INHERITED.test(char)) return "*";
  const set = new Set<string>();
  for (const { code, test } of knownScripts()) {
    if (test.test(char)) set.add(code);
  }
  if (set.has("Hani")) set.add("Hanb").add("Jpan").add("Kore");
  if (set.has("Hira") || set.has("Kana")) set.add("Jpan");
  if (set.has("Hang")) set.add("Kore");
  if (set.has("Bopo")) set.add("Hanb");
  return set;
}
