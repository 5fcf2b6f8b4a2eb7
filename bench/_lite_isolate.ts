// The worker side of lite_isolates.ts: an isolate with one URL class (the
// entry that imports this file gives it), which times the modes' loops on
// the datasets when the main thread asks and answers with the time taken.

import type { Implementation } from "./suite.ts";
import {
  allGettersLoop,
  canParseLoop,
  parseHrefLoop,
  relativeLoop,
} from "./suite_loops.ts";
import { readDatasets } from "./_config.ts";

/** A timed loop: `impl` over `inputs`, returning a figure to keep. */
type Loop = (impl: Implementation, inputs: string[]) => number;

/** The modes, by the letter the benchmark suite gives each. */
export const LOOPS: Record<string, Loop> = {
  a: parseHrefLoop,
  b: allGettersLoop,
  c: canParseLoop,
  d: (impl, inputs) => relativeLoop(impl, inputs, "https://example.org/a/b"),
};

/** What the main thread sends: run `mode` on dataset `dataset`, `passes` times. */
export interface Turn {
  mode: string;
  dataset: number;
  passes: number;
}

/** A message port of either runtime: Deno's worker scope or Node's port. */
interface Port {
  postMessage(message: unknown): void;
}

/**
 * Answers each Turn received with the milliseconds its passes took (and
 * the dataset names, first, when sent `null`).
 */
export async function serveTurns(impl: Implementation): Promise<void> {
  const datasets = readDatasets().map(({ text }) =>
    text.split("\n").filter((s) => s.length > 0).slice(0, 10_000)
  );
  let sink = 0;
  const answer = (port: Port, turn: Turn | null) => {
    if (turn === null) {
      port.postMessage(readDatasets().map(({ name }) => name));
      return;
    }
    const loop = LOOPS[turn.mode];
    const inputs = datasets[turn.dataset];
    const start = performance.now();
    for (let k = 0; k < turn.passes; k++) sink += loop(impl, inputs);
    port.postMessage(performance.now() - start + (sink === -1 ? 1 : 0));
  };
  if (typeof Deno !== "undefined") {
    // deno-lint-ignore no-explicit-any
    const scope = self as any;
    scope.onmessage = (event: MessageEvent) => answer(scope, event.data);
  } else {
    const { parentPort } = await import("node:worker_threads");
    parentPort!.on("message", (turn: Turn | null) => answer(parentPort!, turn));
  }
}
