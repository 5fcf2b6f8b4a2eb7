// The Deno entry of the `urlstd` command: `deno run --allow-read
// cli/main.ts <url>`. With cli/_worker.ts, the only files of the CLI that
// use Deno's APIs.

import { type BatchWorker, type CliIO, main } from "./cli.ts";

/**
 * The directory relative `--file` paths resolve against: the user's. `deno
 * task` (and `npm run`, which runs it) runs the task in the project's root
 * and puts the directory it was started in into INIT_CWD (npm's value, when
 * there is one, is kept), so that is the user's when this process may read
 * it (the `url` task grants --allow-env=INIT_CWD); else the working
 * directory. The permission is queried, never prompted for.
 */
function userDirectory(): string {
  const query = { name: "env", variable: "INIT_CWD" } as const;
  if (Deno.permissions.querySync(query).state === "granted") {
    const initCwd = Deno.env.get("INIT_CWD");
    if (initCwd !== undefined && initCwd !== "") return initCwd;
  }
  return Deno.cwd();
}

/** `path` resolved against `directory`, when it is relative. */
function resolvePath(directory: string, path: string): string {
  if (path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path)) return path;
  return directory.replace(/[\\/]+$/, "") + "/" + path;
}

/** A batch worker running cli/_worker.ts, as a Deno web worker. */
function startWorker(): BatchWorker {
  const worker = new Worker(new URL("./_worker.ts", import.meta.url), {
    type: "module",
  });
  return {
    post: (message, transfer) => worker.postMessage(message, transfer),
    listen(listener, onError) {
      worker.onmessage = (event) => listener(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        onError(event.error ?? new Error(event.message));
      };
    },
    terminate: () => worker.terminate(),
  };
}

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
    openFile: async (path) =>
      (await Deno.open(resolvePath(userDirectory(), path))).readable,
    startWorker,
  };
}

/** Runs the command on `Deno.args` and exits with its status. */
export async function runDeno(): Promise<never> {
  const status = await main(Deno.args, denoIO());
  Deno.exit(status);
}

if (import.meta.main) await runDeno();
