#!/usr/bin/env node
// The Node.js entry of the `urlstd` command (the npm package's `bin`): the
// only file of the CLI that uses Node's APIs. It is also the code of its
// own worker threads for `--jobs N`.

import { open } from "node:fs/promises";
import process from "node:process";
import { Readable, Writable } from "node:stream";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { serveBatchWorker } from "./_batch.ts";
import { type BatchWorker, type CliIO, main } from "./cli.ts";

/** A batch worker: a worker thread running this file. */
function startWorker(): BatchWorker {
  const worker = new Worker(new URL(import.meta.url));
  return {
    post: (message, transfer) => worker.postMessage(message, transfer),
    listen(listener, onError) {
      worker.on("message", listener);
      worker.on("error", onError);
    },
    terminate: () => void worker.terminate(),
  };
}

/** The process's standard streams, terminal facts and files, from Node.js. */
export function nodeIO(): CliIO {
  return {
    stdin: () =>
      Readable.toWeb(process.stdin) as unknown as ReadableStream<Uint8Array>,
    stdout: Writable.toWeb(process.stdout) as WritableStream<Uint8Array>,
    stderr: Writable.toWeb(process.stderr) as WritableStream<Uint8Array>,
    isTerminal: {
      stdin: process.stdin.isTTY === true,
      stdout: process.stdout.isTTY === true,
      stderr: process.stderr.isTTY === true,
    },
    env: (name) => process.env[name],
    openFile: async (path) => {
      // Open first, so that a missing file rejects here.
      const handle = await open(path);
      return Readable.toWeb(
        handle.createReadStream(),
      ) as unknown as ReadableStream<
        Uint8Array
      >;
    },
    startWorker,
  };
}

/** Runs the command on `process.argv` and sets the exit status. */
export async function runNode(): Promise<void> {
  process.exitCode = await main(process.argv.slice(2), nodeIO());
}

if (isMainThread) {
  await runNode();
} else {
  const port = parentPort!;
  serveBatchWorker({
    post: (message, transfer) => port.postMessage(message, transfer),
    listen: (listener) => void port.on("message", listener),
  });
}
