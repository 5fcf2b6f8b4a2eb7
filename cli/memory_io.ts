/**
 * An in-memory {@linkcode CliIO}: standard input from a string, files from a
 * map, and standard output and error captured as text.
 *
 * @module
 */

import { serveBatchWorker } from "./_batch.ts";
import type { BatchWorker, CliIO } from "./cli.ts";

/** Options of {@linkcode memoryIO}. */
export interface MemoryIOOptions {
  /** Standard input; none (an empty stream) when absent. */
  stdin?: string;
  /** Files by path, for `--file`; others fail to open. */
  files?: Record<string, string>;
  /** Which standard streams pretend to be terminals; none by default. */
  isTerminal?: { stdin?: boolean; stdout?: boolean; stderr?: boolean };
  /** The environment; empty by default. */
  env?: Record<string, string>;
  /** The clock, in milliseconds. */
  now?: () => number;
}

/** A {@linkcode CliIO} in memory, with what was written to it. */
export interface MemoryIO extends CliIO {
  /** Everything written to standard output so far, decoded. */
  stdoutText(): string;
  /** Everything written to standard error so far, decoded. */
  stderrText(): string;
}

function textStream(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      if (bytes.length > 0) controller.enqueue(bytes);
      controller.close();
    },
  });
}

function capture(): { stream: WritableStream<Uint8Array>; text(): string } {
  const chunks: Uint8Array[] = [];
  return {
    stream: new WritableStream({ write: (chunk) => void chunks.push(chunk) }),
    text: () => {
      const decoder = new TextDecoder();
      return chunks.map((chunk) => decoder.decode(chunk, { stream: true }))
        .join("") + decoder.decode();
    },
  };
}

/**
 * A batch worker in the calling thread: each answer comes asynchronously,
 * later the more workers were started before it, so that workers finish
 * out of turn as real threads do, each answering its own runs in order.
 */
function threadlessWorker(index: number): BatchWorker {
  let toWorker: ((message: unknown) => void) | undefined;
  let fromWorker: ((message: unknown) => void) | undefined;
  let done: Promise<void> = Promise.resolve();
  let stopped = false;
  serveBatchWorker({
    post: (message) => {
      const copy = structuredClone(message);
      done = done.then(() => delay(index)).then(() => {
        if (!stopped) fromWorker?.(copy);
      });
    },
    listen: (listener) => void (toWorker = listener),
  });
  return {
    post: (message) => toWorker?.(structuredClone(message)),
    listen: (listener) => void (fromWorker = listener),
    terminate: () => void (stopped = true),
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Makes an in-memory {@linkcode CliIO}, to run {@linkcode main} without a
 * process: for tests, and for embedding the CLI's output elsewhere. Its
 * `--jobs N` workers run in the calling thread.
 *
 * @param options Standard input, files, terminal flags, environment, clock.
 * @returns The IO, with readers for what was written.
 *
 * @example Capture the table for one URL
 * ```ts
 * import { main, memoryIO } from "@urlstd/url/cli";
 * import assert from "node:assert/strict";
 *
 * const io = memoryIO();
 * assert.equal(await main(["https://例え.jp/"], io), 0);
 * assert.match(io.stdoutText(), /^hostname +xn--r8jz45g\.jp$/m);
 * assert.match(io.stdoutText(), /^Unicode host +例え\.jp$/m);
 * ```
 */
export function memoryIO(options: MemoryIOOptions = {}): MemoryIO {
  const stdout = capture();
  const stderr = capture();
  const files = options.files ?? {};
  const env = options.env ?? {};
  const io: MemoryIO = {
    stdin: () => textStream(options.stdin ?? ""),
    stdout: stdout.stream,
    stderr: stderr.stream,
    isTerminal: {
      stdin: options.isTerminal?.stdin ?? false,
      stdout: options.isTerminal?.stdout ?? false,
      stderr: options.isTerminal?.stderr ?? false,
    },
    env: (name) => env[name],
    openFile: (path) =>
      Object.hasOwn(files, path)
        ? Promise.resolve(textStream(files[path]))
        : Promise.reject(new Error("No such file")),
    stdoutText: stdout.text,
    stderrText: stderr.text,
  };
  let workers = 0;
  io.startWorker = () => threadlessWorker(workers++);
  if (options.now !== undefined) io.now = options.now;
  return io;
}
