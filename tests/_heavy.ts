// Whether this run takes the heavy sets (the 10,000 seeded sanitizer
// inputs, the whole hostile corpus): the test matrix sets URLSTD_HEAVY=1
// in one leg (Node.js 24, ESM); the other runs take a fixed sample.

import process from "node:process";

/** Whether the heavy sets run here. */
export function heavy(): boolean {
  return process.env.URLSTD_HEAVY === "1";
}

/** `full` in the heavy leg, else `light`. */
export function sampleSize(full: number, light: number): number {
  return heavy() ? full : light;
}
