// The IdnaTestV2 cases whose expectation depends on the Unicode version,
// shared by the IDNA runner (idna_test.ts) and the engine legs
// (tests/engines/).

/**
 * Cases whose expectation depends on a Unicode version other than the one
 * the tr46 package ships, by input, with the reason. Every other case must
 * pass. Keep this list short and explicit: each entry is a known, explained
 * disagreement about Unicode data, not about the algorithm.
 */
export const UNICODE_VERSION_MISMATCH: ReadonlyMap<string, string> = new Map([
  [
    "\u{3E8AC}\u3002\u0729\u3002\uCBD95",
    "the data was generated with Unicode 17, where U+3E8AC is unassigned " +
    "(V7); tr46 7 ships Unicode 18, where U+3D000..U+3FC3F are valid",
  ],
  [
    "\u{3E8AC}\u3002\u0729\u3002\u110D\u1173\u11AC5",
    "the same case with the last label decomposed: U+3E8AC is unassigned " +
    "(V7) in Unicode 17, valid in tr46 7's Unicode 18",
  ],
]);
