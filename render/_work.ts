// Private: a count of the work the renderer does, for tests that show it
// grows linearly with the input. It costs one comparison per call when no
// test counts.

let tally: { units: number } | null = null;

/** Adds `units` (characters walked or joined, labels visited) to the count. */
export function work(units: number): void {
  if (tally !== null) tally.units += units;
}

/** Runs `fn` and returns the work it counted (tests only). */
export function countWork(fn: () => unknown): number {
  const outer = tally;
  const own = { units: 0 };
  tally = own;
  try {
    fn();
  } finally {
    tally = outer;
  }
  return own.units;
}
