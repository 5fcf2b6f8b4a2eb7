/**
 * The long-running fuzzer: the property tests (tests/_properties.ts) and the
 * differential tests against whatwg-url (tests/_differential.ts) with a
 * random seed, which it prints first, for a fixed time. A failure prints
 * fast-check's shrunk counterexample and the command that replays it.
 *
 * Usage: deno task fuzz [--seed N] [--minutes M] [--only TEXT]
 *
 * - `--seed N`: replay a seed (default: random).
 * - `--minutes M`: the time budget, shared by the properties (default 10).
 * - `--only TEXT`: run only the properties whose name contains TEXT.
 *
 * @module
 */

import process from "node:process";
import { parseArgs } from "node:util";
import { type NamedProperty, PROPERTIES } from "../tests/_properties.ts";
import { DIFFERENTIAL_PROPERTIES } from "../tests/_differential.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    seed: { type: "string" },
    minutes: { type: "string", default: "10" },
    only: { type: "string" },
  },
});

const seed = values.seed === undefined
  ? Math.floor(Math.random() * 2 ** 31)
  : Number(values.seed);
const minutes = Number(values.minutes);
if (!Number.isInteger(seed) || !(minutes > 0)) {
  console.error("Usage: deno task fuzz [--seed N] [--minutes M] [--only TEXT]");
  process.exit(2);
}

const all: NamedProperty[] = [...PROPERTIES, ...DIFFERENTIAL_PROPERTIES];
const chosen = values.only === undefined
  ? all
  : all.filter((p) => p.name.includes(values.only!));
if (chosen.length === 0) {
  console.error(`No property's name contains ${JSON.stringify(values.only)}`);
  process.exit(2);
}

console.log(
  `fuzz seed ${seed}, ${minutes} min over ${chosen.length} properties`,
);
const perProperty = (minutes * 60_000) / chosen.length;
let failed = 0;
for (const property of chosen) {
  const start = performance.now();
  try {
    const runs = property.check({
      seed,
      // As many runs as fit the time: fast-check stops at the time limit
      // and counts what ran as a pass.
      numRuns: 2 ** 31 - 1,
      interruptAfterTimeLimit: perProperty,
    });
    const seconds = ((performance.now() - start) / 1000).toFixed(0);
    console.log(`ok    ${property.name} (${runs} runs, ${seconds} s)`);
  } catch (error) {
    failed++;
    const { message, cause } = error as Error;
    console.log(`FAIL  ${property.name}\n${message}\nCaused by: ${cause}`);
    console.log(
      `Replay: deno task fuzz --seed ${seed} --only ${
        JSON.stringify(property.name)
      }`,
    );
  }
}
console.log(failed === 0 ? "no failures" : `${failed} failed (seed ${seed})`);
process.exit(failed === 0 ? 0 : 1);
