/**
 * Proves that a fresh clone passes its tests with nothing beside it: clones
 * this repository's committed HEAD into a temporary folder (no `../shared`
 * there), serves the WPT data files from a local HTTP server on 127.0.0.1,
 * points the download at it with `WPT_BASE_URL` (and unsets `WPT_DIR`), and
 * runs the README's test command, `npm ci && npm test`, in the clone. Then,
 * there, it checks that the data was downloaded and cached, and that
 * `npx bun` works after `npm test` and after `npm run url`.
 *
 * Usage: deno task check:fresh-clone [--keep]   (--keep leaves the clone)
 *
 * @module
 */

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./_project.ts";
import { staleFiles, WPT_FILES } from "./fetch_wpt.ts";
import { wptDir } from "../tests/wpt.ts";

/** The README's test command, exactly as written there. */
export const TEST_COMMAND = "npm ci && npm test";

interface Outcome {
  name: string;
  ok: boolean;
  detail: string;
}

// The subprocesses run asynchronously: the WPT server answers from this
// process's event loop, which a synchronous spawn would block.

/** Runs `command` with bash in `cwd`, output shown live; returns its code. */
async function sh(
  command: string,
  cwd: string,
  env: Record<string, string>,
): Promise<number> {
  console.log(`\n$ ${command}    (in ${cwd})`);
  const child = new Deno.Command("bash", {
    args: ["-c", command],
    cwd,
    env,
    clearEnv: true,
    stdin: "null",
    stdout: "inherit",
    stderr: "inherit",
  }).spawn();
  return (await child.status).code;
}

/** Like `sh`, but captures the output (standard output and error). */
async function capture(
  command: string,
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  const result = await new Deno.Command("bash", {
    args: ["-c", command + " 2>&1"],
    cwd,
    env,
    clearEnv: true,
    stdin: "null",
  }).output();
  return {
    code: result.code,
    output: new TextDecoder().decode(result.stdout),
  };
}

/** Serves the WPT files of `dir` under /wpt/ on 127.0.0.1. */
function serveWpt(dir: string): { url: string; close: () => Promise<void> } {
  let requests = 0;
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (request) => {
      const name = new URL(request.url).pathname.replace(/^\/wpt\//, "");
      if (!(name in WPT_FILES)) return new Response(null, { status: 404 });
      requests++;
      return new Response(readFileSync(join(dir, name)));
    },
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}/wpt/`,
    close: async () => {
      await server.shutdown();
      console.log(`WPT server: ${requests} files served`);
    },
  };
}

/** Runs the whole check; returns each outcome. */
export async function freshCloneCheck(
  { keep = false } = {},
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const record = (name: string, ok: boolean, detail = "") =>
    outcomes.push({ name, ok, detail });
  const dirty = await capture("git status --porcelain", ROOT, {
    ...Deno.env.toObject(),
  });
  if (dirty.output.trim() !== "") {
    console.log("note: uncommitted changes are not part of the clone");
  }
  const parent = Deno.makeTempDirSync({ prefix: "urlstd-fresh-" });
  const clone = join(parent, "urlstd");
  const server = serveWpt(wptDir());
  try {
    const env: Record<string, string> = { ...Deno.env.toObject() };
    delete env.WPT_DIR;
    env.WPT_BASE_URL = server.url;
    const cloned = await sh(
      `git clone --quiet "${ROOT}" "${clone}"`,
      parent,
      env,
    );
    record("git clone", cloned === 0);
    if (cloned !== 0) return outcomes;
    record(
      "no ../shared beside the clone",
      readdirSync(parent).join() === "urlstd" &&
        !existsSync(join(parent, "shared")),
    );

    console.log(`WPT_BASE_URL=${server.url}`);
    const code = await sh(TEST_COMMAND, clone, env);
    record(`${TEST_COMMAND} passes`, code === 0, `exit ${code}`);

    const cache = join(clone, "tests", "wpt-data");
    const stale = staleFiles(cache);
    record(
      "the WPT data was downloaded into tests/wpt-data/, hashes matching",
      stale.length === 0,
      stale.join(", "),
    );
    const ignored = await capture("git status --porcelain", clone, env);
    record(
      "the clone's git status stays clean (the cache is ignored)",
      ignored.code === 0 && ignored.output.trim() === "",
      ignored.output.trim(),
    );

    for (
      const [when, before] of [
        ["npm test", ""],
        ["npm run url", "npm run url -- https://example.com/ >/dev/null && "],
      ]
    ) {
      const bun = await capture(`${before}npx bun --version`, clone, env);
      record(
        `npx bun works after ${when}`,
        bun.code === 0 && /^\d+\.\d+\.\d+$/m.test(bun.output),
        bun.output.trim().split("\n").at(-1) ?? "",
      );
    }
  } finally {
    await server.close();
    if (keep) console.log(`kept ${clone}`);
    else Deno.removeSync(parent, { recursive: true });
  }
  return outcomes;
}

if (import.meta.main) {
  const outcomes = await freshCloneCheck({
    keep: Deno.args.includes("--keep"),
  });
  console.log("\n━━ fresh clone");
  for (const o of outcomes) {
    console.log(
      `${o.ok ? "✔" : "✖"} ${o.name}${o.detail ? ` (${o.detail})` : ""}`,
    );
  }
  const failed = outcomes.filter((o) => !o.ok).length;
  console.log(
    `fresh clone: ${outcomes.length - failed} passed, ${failed} failed`,
  );
  if (failed > 0) Deno.exit(1);
}
