// Sweeps a derived code-point class against the table it comes from: every
// ASCII code point, then a sample of non-ASCII code units (C1 controls,
// Latin-1, case-folding specials, a symbol, surrogates, noncharacters, a BOM,
// fullwidth letters, U+FFFD), shared by the host and parser class tests.

import assert from "node:assert/strict";

/** Every ASCII code point, then a sample of non-ASCII code units. */
export const SWEEP: readonly number[] = [
  ...Array.from({ length: 128 }, (_, c) => c),
  0x80,
  0x9f,
  0xa0,
  0xe9,
  0xff,
  0x130,
  0x212a,
  0x2603,
  0xd800,
  0xdfff,
  0xfdd0,
  0xfeff,
  0xff21,
  0xfffd,
  0xfffe,
  0xffff,
];

/** A code point as U+XXXX, for assertion messages. */
export const hex = (c: number): string =>
  `U+${c.toString(16).padStart(4, "0")}`;

/** Asserts that a class matches one code unit exactly when `expected`. */
export function sweep(source: string, expected: (c: number) => boolean): void {
  const matcher = new RegExp("^" + source + "$");
  for (const c of SWEEP) {
    assert.equal(
      matcher.test(String.fromCharCode(c)),
      expected(c),
      `${source} at ${hex(c)}`,
    );
  }
}
