// Installs the test matrix's runtimes and tools on first use. `npm test`
// runs it before anything else; `npm run tools` runs it alone.
//
// The project's npm dependencies come in two parts, pinned by one lockfile:
//
// - package.json: what `npm run url` (the CLI) needs — Deno and the
//   library's runtime dependencies. `npm ci` installs only these, because
//   .npmrc sets `workspaces=false`.
// - tools/package.json, an npm workspace: everything else the tests and the
//   benchmarks use — Node.js 22/24/26, Bun, Hermes, QuickJS, Chromium's
//   driver, the peers compared against, the package checkers.
//   `npm ci --workspaces=true --include-workspace-root` installs both parts,
//   hoisted into the root node_modules, where every script and test finds
//   them by their usual paths (`node_modules/node24/bin/node`, bare
//   imports). A tool is added with
//   `npm install --workspaces=true -w tools -D -E name@version`.
//
// This runs with the machine's Node.js before Deno starts, since `npm ci`
// replaces node_modules, Deno's binary included. It exports what the
// scripts that read the two manifests share.

import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The project root. */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The workspace folder holding the test matrix's dependencies. */
export const TOOLS_WORKSPACE = "tools";

/** The command that installs both parts of the dependencies. */
export const INSTALL_TOOLS_COMMAND =
  "npm ci --workspaces=true --include-workspace-root";

/**
 * Every npm dependency the project pins, by name: package.json's and
 * tools/package.json's `devDependencies` and `optionalDependencies`.
 *
 * @param {string} [root] The project root.
 * @returns {Record<string, string>} Each name's version specifier.
 */
export function pinnedDependencies(root = ROOT) {
  const read = (dir) =>
    JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
  const all = {};
  for (const manifest of [read("."), read(TOOLS_WORKSPACE)]) {
    Object.assign(
      all,
      manifest.devDependencies,
      manifest.optionalDependencies,
    );
  }
  return all;
}

/**
 * The tools of tools/package.json's `devDependencies` that node_modules
 * lacks, or holds at another version than the pinned one.
 *
 * @param {string} [root] The project root.
 * @returns {string[]} Their names.
 */
export function missingTools(root = ROOT) {
  const manifest = JSON.parse(
    readFileSync(join(root, TOOLS_WORKSPACE, "package.json"), "utf8"),
  );
  return Object.entries(manifest.devDependencies ?? {}).filter(
    ([name, version]) => {
      const file = join(root, "node_modules", name, "package.json");
      return !existsSync(file) ||
        JSON.parse(readFileSync(file, "utf8")).version !== version;
    },
  ).map(([name]) => name);
}

/**
 * Installs both parts of the dependencies when a tool is missing.
 *
 * @param {string} [root] The project root.
 * @returns {number} The install's exit code (0 when nothing was missing).
 */
export function installTools(root = ROOT) {
  const missing = missingTools(root);
  if (missing.length === 0) return 0;
  console.log(
    `The test matrix's tools are not installed (${missing.length} missing, ` +
      `${missing.slice(0, 3).join(", ")}…): ${INSTALL_TOOLS_COMMAND}`,
  );
  const [command, ...args] = INSTALL_TOOLS_COMMAND.split(" ");
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  return result.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = installTools();
}
