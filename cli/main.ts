// The Deno entry of the `urlstd` command: `deno run --allow-read
// cli/main.ts <url>`. The only file of the CLI that uses Deno's APIs.

import { type CliIO, main } from "./cli.ts";

/** The process's standard streams, terminal facts and files, from Deno. */
export function denoIO(): CliIO {
  return {
    stdin: () => Deno.stdin.readable,
    stdout: Deno.stdout.writable,
    stderr: Deno.stderr.writable,
    isTerminal: {
      stdin: Deno.stdin.isTerminal(),
      stdout: Deno.stdout.isTerminal(),
      stderr: Deno.stderr.isTerminal(),
    },
    // Deno.noColor reads NO_COLOR without needing --allow-env.
    env: (name) => name === "NO_COLOR" && Deno.noColor ? "1" : undefined,
    openFile: async (path) => (await Deno.open(path)).readable,
  };
}

/** Runs the command on `Deno.args` and exits with its status. */
export async function runDeno(): Promise<never> {
  const status = await main(Deno.args, denoIO());
  Deno.exit(status);
}

if (import.meta.main) await runDeno();
