// The single code units and short strings that matter to URL parsers, for
// the arbitraries of _arbitraries.ts: the hostile units, and the noise
// sprinkled over whole inputs.

import fc from "fast-check";

// ---------------------------------------------------------------------------
// Single code units and short strings that matter to URL parsers.

/** Tabs and newlines: removed anywhere in the input. */
export const TAB_OR_NEWLINE = ["\t", "\n", "\r"];

/** C0 controls, space and DEL: trimmed at the ends, encoded or fatal inside. */
export const C0_AND_SPACE = [" ", "\0", "\x01", "\x1f", "\x7f", "\f", "\v"];

/** Lone surrogates and noncharacters: USVString conversion territory. */
const ODD_UNITS = ["\ud800", "\udfff", "\ufdd0", "\uffff", "\ufffe"];

/** The ASCII code points that delimit or are forbidden somewhere. */
const DELIMITERS = [
  "/",
  "\\",
  "?",
  "#",
  "@",
  ":",
  "[",
  "]",
  "%",
  ".",
  "=",
  "&",
  "+",
  ";",
  "<",
  ">",
  "^",
  "|",
  "`",
  "{",
  "}",
  '"',
  "'",
  "~",
  "!",
  "$",
  "*",
  ",",
];

/** Percent-escapes, well-formed and broken, ASCII and UTF-8. */
const PERCENT_ESCAPES = [
  "%41",
  "%2e",
  "%2E",
  "%2f",
  "%5C",
  "%40",
  "%3A",
  "%25",
  "%00",
  "%7F",
  "%ff",
  "%c3%a9",
  "%C3%A9",
  "%c3",
  "%80",
  "%ef%bc%8e",
  "%e3%80%82",
  "%C2%AD",
  "%f0%9f%92%a9",
  "%",
  "%%",
  "%g",
  "%2",
  "%zz",
  "%%30",
  "%2%65",
];

/**
 * Non-ASCII: Latin letters that IDNA maps or keeps, fullwidth forms, the
 * three dots UTS #46 maps to ".", IDNA-ignored code points, joiners,
 * right-to-left letters, an astral emoji, and characters that map to ASCII.
 */
const NON_ASCII = [
  "\u00e9", // é
  "\u00df", // ß (deviation character)
  "\u0130", // İ
  "\u212a", // Kelvin sign, maps to "k"
  "\ufb00", // ﬀ ligature, maps to "ff"
  "\uff21", // fullwidth A
  "\uff45", // fullwidth e
  "\uff10", // fullwidth 0
  "\uff0e", // fullwidth full stop
  "\u3002", // ideographic full stop
  "\uff61", // halfwidth ideographic full stop
  "\u00ad", // soft hyphen: ignored
  "\u200b", // zero width space: ignored
  "\u200c", // ZWNJ (ContextJ)
  "\u200d", // ZWJ (ContextJ)
  "\ufeff", // BOM: ignored
  "\u034f", // combining grapheme joiner: ignored
  "\ufe0f", // variation selector: ignored
  "\u0301", // combining acute accent
  "\u05d0", // Hebrew alef (Bidi)
  "\u0627", // Arabic alef (Bidi)
  "\u0661", // Arabic-Indic digit one
  "\u2460", // circled digit one, maps to "1"
  "\u24b6", // circled A, maps to "a"
  "\u00a0", // no-break space
  "\u3000", // ideographic space
  "\u2044", // fraction slash
  "\uff0f", // fullwidth solidus
  "\ufe6b", // small commercial at
  "\u2100", // account of, maps to "a/c"
  "\u{1f4a9}", // an astral code point (a surrogate pair)
  "\u4e2d", // a CJK ideograph
];

/** A single hostile code unit or short string: anything at all. */
export const hostileUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("a", "Z", "0", "9", "-", "_", "x") },
  { weight: 4, arbitrary: fc.constantFrom(...DELIMITERS) },
  { weight: 2, arbitrary: fc.constantFrom(...TAB_OR_NEWLINE, ...C0_AND_SPACE) },
  { weight: 2, arbitrary: fc.constantFrom(...PERCENT_ESCAPES) },
  { weight: 3, arbitrary: fc.constantFrom(...NON_ASCII) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_UNITS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 2 }) },
);

/** Any short string of hostile units. */
export function hostileString(maxLength = 12): fc.Arbitrary<string> {
  return fc.string({ unit: hostileUnit, maxLength });
}

/**
 * Inserts noise (tabs, newlines, C0 controls, spaces) into generated
 * strings at chosen places; most strings get none.
 */
export function withNoise(arb: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const noise = fc.array(
    fc.tuple(
      fc.nat({ max: 1000 }),
      fc.constantFrom(...TAB_OR_NEWLINE, ...C0_AND_SPACE, "\u00a0", "\ud800"),
    ),
    { maxLength: 3 },
  );
  return fc.tuple(
    arb,
    fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, {
      weight: 1,
      arbitrary: noise,
    }),
  ).map(([s, inserts]) => {
    let out = s;
    for (const [where, unit] of inserts) {
      const at = Math.floor((where / 1000) * (out.length + 1));
      out = out.slice(0, at) + unit + out.slice(at);
    }
    return out;
  });
}
