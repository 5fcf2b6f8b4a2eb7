// Private: the Deno web worker of `urlstd --jobs N` (started by
// cli/main.ts): batch mode's work on the runs of lines posted to it.

import { serveBatchWorker } from "./_batch.ts";

/** The worker's global scope, as far as it is used here. */
const scope = globalThis as unknown as {
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  onmessage: ((event: MessageEvent) => void) | null;
};

serveBatchWorker({
  post: (message, transfer) => scope.postMessage(message, transfer),
  listen(listener) {
    scope.onmessage = (event) => listener(event.data);
  },
});
