#!/usr/bin/env node
// The Node.js entry of the `urlstd` command (the npm package's `bin`): the
// only file of the CLI that uses Node's APIs.

import { open } from "node:fs/promises";
import process from "node:process";
import { Readable, Writable } from "node:stream";
import { type CliIO, main } from "./cli.ts";

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
  };
}

/** Runs the command on `process.argv` and sets the exit status. */
export async function runNode(): Promise<void> {
  process.exitCode = await main(process.argv.slice(2), nodeIO());
}

await runNode();
