/**
 * Measures what the README's Quick start costs a newcomer and writes it
 * into README.md between the `quickstart-cost` markers: clones this
 * repository's committed HEAD into a temporary folder, runs the Quick
 * start's first command there (the first line of its first `sh` block)
 * three times from no node_modules, and measures its median wall time and
 * the size of node_modules; then runs `npm run tools` (what `npm test`
 * installs on its first run) and measures the same again.
 *
 * The block also holds a key of what `npm ci` installs (the lockfile's
 * entries reachable from package.json), which
 * scripts/quickstart_cost_test.ts compares with the lockfile's: a change
 * of the default install makes the figures stale and the test fail.
 *
 * Usage: deno task quickstart:cost [--cold] [--dry-run]
 *   --cold     an empty npm cache for each run, in the temporary folder
 *              (every package downloaded from the registry); else the
 *              user's npm cache
 *   --dry-run  print the block instead of writing README.md
 *
 * @module
 */

import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./_project.ts";
import { betweenMarkers, formatMarkdown, replaceBetween } from "./docs.ts";

/** The start marker of the measured statement in README.md. */
export const COST_START = "<!-- quickstart-cost:start -->";
/** The end marker of the measured statement. */
export const COST_END = "<!-- quickstart-cost:end -->";

/** The comment in the block that holds the default install's key. */
const KEY_PATTERN = /<!-- default install: ([0-9a-f]{16}) -->/;

/** The first line of the first `sh` block under "## Quick start". */
export function quickStartCommand(readme: string): string {
  const section = readme.slice(readme.indexOf("\n## Quick start\n"));
  const match = /```sh\n([^\n]+)\n/.exec(section);
  if (!section.startsWith("\n## Quick start") || match === null) {
    throw new Error("README.md has no Quick start with a sh block");
  }
  return match[1];
}

/** A package-lock.json's `packages` entry, as far as read here. */
interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/**
 * The lockfile's entries (`path@version`, sorted) that `npm ci` installs
 * with workspaces off: those reachable from the root package's
 * dependencies, each found as Node.js finds it (nested, then upwards).
 */
export function defaultInstall(
  lock: { packages: Record<string, LockEntry> },
): string[] {
  const { packages } = lock;
  const found = new Set<string>();
  const queue = [""];
  while (queue.length > 0) {
    const from = queue.pop()!;
    const entry = packages[from];
    const names = Object.keys({
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(from === "" ? entry.devDependencies : {}),
    });
    for (const name of names) {
      let dir = from;
      let path = "";
      for (;;) {
        const candidate = `${dir === "" ? "" : dir + "/"}node_modules/${name}`;
        if (candidate in packages) {
          path = candidate;
          break;
        }
        if (dir === "") break;
        const up = dir.lastIndexOf("/node_modules/");
        dir = up === -1 ? "" : dir.slice(0, up);
      }
      if (path === "") throw new Error(`${from || "root"}: no ${name}`);
      if (!found.has(path)) {
        found.add(path);
        queue.push(path);
      }
    }
  }
  return [...found].map((path) => `${path}@${packages[path].version}`).sort();
}

/** A short key of the Quick start command and what it installs. */
export function installKey(readme: string, lockText: string): string {
  const lines = [
    quickStartCommand(readme),
    ...defaultInstall(
      JSON.parse(lockText),
    ),
  ];
  return createHash("sha256").update(lines.join("\n")).digest("hex")
    .slice(0, 16);
}

/** The key the README's block was measured for, or `undefined`. */
export function recordedKey(readme: string): string | undefined {
  return KEY_PATTERN.exec(betweenMarkers(readme, COST_START, COST_END))?.[1];
}

/** One measured install. */
interface Cost {
  seconds: number;
  megabytes: number;
  packages: number;
}

/** Runs `command` with bash in `cwd`; throws when it fails. */
async function sh(
  command: string,
  cwd: string,
  env: Record<string, string>,
): Promise<string> {
  const { code, stdout, stderr } = await new Deno.Command("bash", {
    args: ["-c", command],
    cwd,
    env,
    stdin: "null",
  }).output();
  const text = new TextDecoder();
  if (code !== 0) {
    throw new Error(`${command}: exit ${code}\n${text.decode(stderr)}`);
  }
  return text.decode(stdout);
}

/** Times `command` in `clone`, then measures its node_modules. */
async function measure(
  command: string,
  clone: string,
  env: Record<string, string>,
): Promise<Cost> {
  console.log(`$ ${command}`);
  const start = performance.now();
  await sh(command, clone, env);
  const seconds = (performance.now() - start) / 1000;
  const kib = Number(
    (await sh("du -sk node_modules", clone, env)).split(
      "\t",
    )[0],
  );
  const installed = JSON.parse(
    readFileSync(join(clone, "node_modules", ".package-lock.json"), "utf8"),
  ).packages;
  const cost = {
    seconds,
    megabytes: kib / 1024,
    packages:
      Object.keys(installed).filter((path) =>
        path.startsWith("node_modules/") && !installed[path].link
      ).length,
  };
  console.log(cost);
  return cost;
}

/** A size in MB, or GB from 1,000 MB on, rounded for a sentence. */
function size(megabytes: number): string {
  return megabytes >= 1000
    ? `${(megabytes / 1024).toFixed(1)} GB`
    : `${Math.round(megabytes)} MB`;
}

/** The README sentence for the two measurements. */
export function costStatement(
  first: Cost,
  tools: Cost,
  { cold, npm, key }: { cold: boolean; npm: string; key: string },
): string {
  return formatMarkdown(
    `On a fresh clone the first command installs ${first.packages} ` +
      `packages (${size(first.megabytes)} in node_modules) and prints ` +
      `its table after ${Math.round(first.seconds)} s. The test command ` +
      "adds the test matrix's runtimes and tools (the `tools/` workspace) " +
      `on its first run, in ${Math.round(tools.seconds)} s: node_modules ` +
      `then holds ${tools.packages} packages, ${size(tools.megabytes)}. ` +
      `Measured on ${Deno.build.os} ` +
      `${Deno.build.arch} with npm ${npm} and ` +
      (cold ? "an empty npm cache" : "the packages in the npm cache") +
      " by `deno task quickstart:cost`.\n\n" +
      `<!-- default install: ${key} -->`,
  );
}

if (import.meta.main) {
  const cold = Deno.args.includes("--cold");
  const readmePath = join(ROOT, "README.md");
  const readme = readFileSync(readmePath, "utf8");
  const command = quickStartCommand(readme);
  const parent = Deno.makeTempDirSync({ prefix: "urlstd-quickstart-" });
  const clone = join(parent, "urlstd");
  const env: Record<string, string> = {
    ...Deno.env.toObject(),
    NO_COLOR: "1",
  };
  try {
    await sh(`git clone --quiet "${ROOT}" "${clone}"`, parent, env);
    const key = installKey(
      readFileSync(join(clone, "README.md"), "utf8"),
      readFileSync(join(clone, "package-lock.json"), "utf8"),
    );
    // The median of three: a shared machine's load varies from run to run.
    const runs: Cost[] = [];
    for (let run = 0; run < 3; run++) {
      if (cold) env.npm_config_cache = join(parent, `npm-cache-${run}`);
      await sh("rm -rf node_modules", clone, env);
      runs.push(await measure(command, clone, env));
    }
    const first = runs.sort((a, b) => a.seconds - b.seconds)[1];
    const tools = await measure("npm run tools", clone, env);
    const npm = (await sh("npm --version", clone, env)).trim();
    const block = costStatement(first, tools, { cold, npm, key });
    if (Deno.args.includes("--dry-run")) console.log(block);
    else {
      const text = readFileSync(readmePath, "utf8");
      writeFileSync(
        readmePath,
        replaceBetween(text, COST_START, COST_END, block),
      );
      console.log(`README.md: ${block}`);
    }
  } finally {
    Deno.removeSync(parent, { recursive: true });
  }
}
