// Private: a check that an operation's time grows linearly with its input,
// as a ratio of two sizes timed in the same process (never a time limit).

import assert from "node:assert/strict";

/** The best of `tries` timings of `run(n)`, in milliseconds. */
function bestTime(run: (n: number) => void, n: number, tries: number): number {
  let best = Infinity;
  for (let i = 0; i < tries; i++) {
    const start = performance.now();
    run(n);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/**
 * Asserts that `run(8 * n)` takes less than 24 times as long as `run(n)`:
 * linear work gives about 8, quadratic about 64. Each size takes the best of
 * three runs, so that a busy machine's pauses do not count.
 */
export function assertLinear(run: (n: number) => void, n: number): void {
  run(n); // warm-up
  const small = Math.max(bestTime(run, n, 3), 0.05);
  const large = bestTime(run, 8 * n, 3);
  assert.ok(
    large / small < 24,
    `8 times the input took ${(large / small).toFixed(1)} times as long`,
  );
}
