// Parse speed of the lite build against the full build, each in an isolate
// of its own: one worker imports only the full build, one only lite, and a
// third the full build again (the A/A control, whose ratios show the noise
// of the run). No isolate sees a second URL class, as in an application,
// so neither the order the classes are defined in nor a call site shared
// by both builds weighs on a ratio (both do when two builds share one
// isolate: bench/README.md, "Paired rounds"). The main
// thread asks the workers for a turn each in a rotating order, one at a
// time, so that turns next to each other see the same machine speed; each
// turn repeats a mode's loop over a dataset (its first 10,000 lines) for
// at least 100 ms. Ratios are the medians over the rounds of each round's
// lite / full and full again / full.
//
//   deno task bench:lite [ROUNDS] [NODE...]
//
// Deno runs the sources; each NODE binary runs this file and the workers'
// entries bundled by esbuild into bench/.out/.

import type { Turn } from "./_lite_isolate.ts";
import { rotatingRatios } from "./_rotating.ts";

// deno-lint-ignore no-explicit-any
declare const Deno: any, process: any;

const inDeno = typeof Deno !== "undefined";
const args: string[] = inDeno ? Deno.args : process.argv.slice(2);
const rounds = Number(args[0] ?? "21");
/** The modes timed: the benchmark suite's a, b, c and d. */
const MODES = ["a", "b", "c", "d"];
const WORKERS = ["full", "lite", "full"];

/** One worker: sends a Turn (or null) and resolves with the answer. */
type Ask = (turn: Turn | null) => Promise<unknown>;

/** Ends each worker started, when the runs are done. */
const stops: (() => unknown)[] = [];

/** Starts the worker of `build`'s isolate entry; returns how to ask it. */
async function startWorker(build: string): Promise<Ask> {
  const extension = import.meta.url.endsWith(".ts") ? ".ts" : ".mjs";
  const url = new URL(`./_lite_isolate_${build}${extension}`, import.meta.url);
  let resolve: (value: unknown) => void = () => {};
  let post: (message: unknown) => void;
  if (inDeno) {
    const worker = new Worker(url.href, { type: "module" });
    worker.onmessage = (event: MessageEvent) => resolve(event.data);
    post = (message) => worker.postMessage(message);
    stops.push(() => worker.terminate());
  } else {
    const { Worker } = await import("node:worker_threads");
    const worker = new Worker(url);
    worker.on("message", (value: unknown) => resolve(value));
    post = (message) => worker.postMessage(message);
    stops.push(() => worker.terminate());
  }
  return (turn) =>
    new Promise((done) => {
      resolve = done;
      post(turn);
    });
}

/**
 * The median ratios lite / full and full again / full of `mode` on dataset
 * `dataset`, over `rounds` rounds.
 */
async function compare(
  workers: Ask[],
  mode: string,
  dataset: number,
): Promise<[number, number]> {
  // Passes enough for the full build's turn to take 100 ms.
  const once = await workers[0]({ mode, dataset, passes: 1 }) as number;
  const passes = Math.max(1, Math.ceil(100 / Math.max(once, 0.01)));
  const [lite, again] = await rotatingRatios(
    workers.length,
    rounds,
    (i) => workers[i]({ mode, dataset, passes }) as Promise<number>,
  );
  return [lite, again];
}

const workers = await Promise.all(WORKERS.map(startWorker));
const names = await workers[0](null) as string[];
await Promise.all(workers.slice(1).map((ask) => ask(null)));
// Warm-up: each mode on each dataset, three passes, in every isolate.
for (const ask of workers) {
  for (const mode of MODES) {
    for (let dataset = 0; dataset < names.length; dataset++) {
      await ask({ mode, dataset, passes: 3 });
    }
  }
}
const runtime = inDeno
  ? `Deno ${Deno.version.deno}`
  : `Node.js ${process.versions.node}`;
console.log(`## ${runtime}: lite / full, each in its own isolate`);
console.log(
  "| runtime | dataset | mode | lite / full | A/A: full again / full |",
);
console.log("|---|---|---|--:|--:|");
for (let dataset = 0; dataset < names.length; dataset++) {
  for (const mode of MODES) {
    const [lite, again] = await compare(workers, mode, dataset);
    console.log(
      `| ${runtime} | ${names[dataset]} | ${mode} | ${lite.toFixed(3)} | ${
        again.toFixed(3)
      } |`,
    );
  }
}
for (const stop of stops) await stop();

if (inDeno) {
  const { runBundledInNodes } = await import("./_in_node.ts");
  await runBundledInNodes(
    new URL(import.meta.url).pathname,
    "lite_isolates",
    args.slice(1),
    [String(rounds)],
    ["_lite_isolate_full.ts", "_lite_isolate_lite.ts"].map((file) =>
      new URL(file, import.meta.url).pathname
    ),
  );
}
