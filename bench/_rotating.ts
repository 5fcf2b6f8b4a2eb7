// Rounds of turns in a rotating order, shared by the benchmarks that compare
// builds of urlstd with each other.

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Runs `rounds` rounds of one turn of each of `count` contenders, the order
 * rotating each round, `turn(i)` giving contender i's time; returns, for
 * each contender after the first, the median over the rounds of its time
 * over the first's in the same round.
 */
export async function rotatingRatios(
  count: number,
  rounds: number,
  turn: (i: number) => number | Promise<number>,
): Promise<number[]> {
  const ratios: number[][] = Array.from({ length: count - 1 }, () => []);
  for (let r = 0; r < rounds; r++) {
    const times = new Array<number>(count).fill(0);
    for (let j = 0; j < count; j++) {
      const i = (r + j) % count;
      times[i] = await turn(i);
    }
    for (let i = 1; i < count; i++) ratios[i - 1].push(times[i] / times[0]);
  }
  return ratios.map(median);
}
