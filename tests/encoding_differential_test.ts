// Differential test: the URL parser with each legacy encoding of the
// Encoding Standard, urlstd (getEncoding) against whatwg-url 17.3.0
// (basicURLParse(input, { encoding })), on generated strings in the path,
// query and fragment of special, ws and non-special URLs. A hit-rate floor
// keeps it from passing by checking nothing: every encoding must have met
// both code points it maps to bytes beyond ASCII and ones it cannot map.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  basicURLParse as referenceParse,
  serializeURL as referenceSerialize,
} from "whatwg-url";
import { getEncoding } from "../encoding/mod.ts";
import { basicURLParse, serializeURL } from "../parser/mod.ts";
import { LEGACY_ENCODINGS } from "./_encodings.ts";
import { SEED } from "./_properties.ts";

/** Code points from the ranges the legacy encodings map (and more). */
const RANGES: readonly [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0x80, 0x4ff], // Latin-1, Latin Extended, Greek, Cyrillic
  [0x590, 0xe7f], // Hebrew, Arabic, Thai
  [0x2000, 0x22ff], // punctuation, letterlike symbols, arrows, math
  [0x3000, 0x30ff], // CJK punctuation, kana
  [0x4e00, 0x9fff], // CJK ideographs
  [0xac00, 0xd7a3], // Hangul syllables
  [0xe000, 0xf8ff], // private use (gb18030, Big5)
  [0xf780, 0xf7ff], // x-user-defined's high bytes
  [0xff00, 0xffff], // halfwidth and fullwidth forms, specials
  [0x10000, 0x10ffff], // astral
  [0x20000, 0x2ffff], // CJK extension B and after (Big5 HKSCS)
];

/** Code units that encoders treat specially, and lone surrogates. */
const SPECIAL = [
  "\x0e", // ISO-2022-JP: SO, SI and ESC are errors (U+FFFD)
  "\x0f",
  "\x1b",
  "\\", // not in ISO-2022-JP's Roman state
  "~",
  "\u00a5", // ISO-2022-JP Roman
  "\u203e",
  "\u2212", // Shift_JIS and ISO-2022-JP map it as U+FF0D
  "\ue5e5", // gb18030: unmappable
  "\u20ac",
  "&",
  "#",
  "%",
  " ",
  "\ud800", // lone surrogates
  "\udbff",
  "\udc00",
  "\udfff",
];

const unit = fc.oneof(
  { arbitrary: fc.constantFrom(...SPECIAL), weight: 8 },
  ...RANGES.map(([min, max]) =>
    fc.integer({ min, max }).map((cp) => String.fromCodePoint(cp))
  ),
);

/** A string of up to 12 code points and code units of the above. */
const text = fc.array(unit, { maxLength: 12 }).map((units) => units.join(""));

/** URLs whose query the encoding applies to (special, not ws) and not. */
const PREFIXES = [
  "https://h/",
  "http://h/",
  "file:///",
  "ftp://h/",
  "ws://h/",
  "wss://h/",
  "foo://h/",
  "foo:",
];

const url = fc.tuple(fc.constantFrom(...PREFIXES), text, text, text).map((
  [prefix, path, query, fragment],
) => `${prefix}${path}?${query}#${fragment}`);

/** A byte beyond ASCII, or ISO-2022-JP's ESC, escaped in a query. */
const LEGACY_BYTE = /%(?:[89A-F][0-9A-F]|1B)/;

const RUNS = 200;

describe(`legacy encodings in the URL parser match whatwg-url (${RUNS} runs each)`, () => {
  for (const name of LEGACY_ENCODINGS) {
    it(`parses with ${name} as whatwg-url does`, () => {
      const encoding = getEncoding(name);
      assert.ok(encoding !== null && encoding.name === name);
      let mapped = 0;
      let unmappable = 0;
      fc.assert(
        fc.property(url, (input) => {
          const ours = basicURLParse(input, { encoding });
          const reference = referenceParse(input, {
            encoding: name.toLowerCase(),
          });
          assert.equal(
            ours === null ? null : serializeURL(ours),
            reference === null ? null : referenceSerialize(reference),
            `input ${JSON.stringify(input)}, encoding ${name}`,
          );
          const query = ours?.query ?? "";
          if (LEGACY_BYTE.test(query)) mapped++;
          if (query.includes("%26%23")) unmappable++;
        }),
        { seed: SEED, numRuns: RUNS },
      );
      // Floors well below what the seed gives (gb18030, which maps all but
      // U+E5E5, has the fewest errors), far above zero.
      assert.ok(mapped >= RUNS / 40, `${mapped} runs met mapped bytes`);
      assert.ok(unmappable >= RUNS / 40, `${unmappable} runs met errors`);
    });
  }
});
