// The suite's timing: rounds that interleave the implementations, each
// implementation's turn repeated for a least time, kept as ns/op.

import type { Host, Implementation, URLLike } from "./suite.ts";

/** Where the timed setters' results go, so that no engine drops the work. */
let sink = 0;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/**
 * The least time an implementation's turn in a round of the timed modes
 * lasts: `work` repeats until then. The machines this suite runs on change
 * speed by up to 1.8 times from one second to the next (other tenants); a
 * turn of 3 ms (urlstd, one pass over a dataset) beside one of 500 ms
 * (whatwg-url) sampled a different machine speed, and a process's ratio
 * between them moved from 78x to 124x. Turns of similar length, next to
 * each other, see the same conditions.
 */
const MIN_TURN_MS = 100;

/**
 * The least turn of the getter table's rounds (11 getters on each dataset:
 * turns of MIN_TURN_MS would make it the longest part of the run).
 */
export const GETTER_TURN_MS = 10;

/** What {@linkcode measure} keeps of one implementation. */
export interface Sampled {
  median: number;
  min: number;
  /** ns/op of each round, in round order. */
  rounds: number[];
}

/**
 * Runs `work` for each implementation, interleaved, and keeps ns/op. Each
 * implementation's turn in a round repeats `work` for at least `minMs`.
 */
export function measure(
  host: Host,
  impls: Implementation[],
  ops: number,
  rounds: number,
  work: (impl: Implementation) => void,
  minMs = MIN_TURN_MS,
): Map<string, Sampled> {
  const samples = new Map<string, number[]>(impls.map((i) => [i.name, []]));
  // Warm-up round, not recorded.
  for (const impl of impls) work(impl);
  for (let r = 0; r < rounds; r++) {
    // Alternate the order so no implementation always runs first.
    const order = r % 2 === 0 ? impls : [...impls].reverse();
    for (const impl of order) {
      const start = host.now();
      let passes = 0;
      let elapsed: number;
      do {
        work(impl);
        passes++;
        elapsed = host.now() - start;
      } while (elapsed < minMs);
      samples.get(impl.name)!.push((elapsed * 1e6) / (ops * passes));
    }
  }
  return summarize(samples);
}

/** Each implementation's median, minimum and rounds, from its ns/op. */
function summarize(samples: Map<string, number[]>): Map<string, Sampled> {
  const result = new Map<string, Sampled>();
  for (const [name, values] of samples) {
    const sorted = [...values].sort((a, b) => a - b);
    result.set(name, {
      median: sorted[sorted.length >> 1],
      min: sorted[0],
      rounds: values,
    });
  }
  return result;
}

/**
 * Times setters on URL objects made from `inputs` outside the timing:
 * `setters.run` sets `setters.perUrl` attributes on each object. Each
 * implementation's turn in a round makes fresh objects and times a pass over
 * them until the timed passes last `minMs` together.
 */
export function measureSetters(
  host: Host,
  impls: Implementation[],
  inputs: string[],
  rounds: number,
  setters: {
    perUrl: number;
    run: (impl: Implementation, urls: URLLike[]) => number;
  },
  minMs = MIN_TURN_MS,
): Map<string, Sampled> {
  const samples = new Map<string, number[]>(impls.map((i) => [i.name, []]));
  for (let r = -1; r < rounds; r++) {
    for (const impl of r % 2 === 0 ? impls : [...impls].reverse()) {
      let timed = 0;
      let passes = 0;
      do {
        const urls = inputs.map((input) => new impl.URL(input));
        const start = host.now();
        sink += setters.run(impl, urls);
        timed += host.now() - start;
        passes++;
      } while (r >= 0 && timed < minMs);
      if (r >= 0) {
        samples.get(impl.name)!.push(
          (timed * 1e6) / (inputs.length * setters.perUrl * passes),
        );
      }
    }
  }
  return summarize(samples);
}
