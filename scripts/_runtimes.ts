// Private: where the runtimes of the test matrix are. Deno runs the scripts;
// Node.js is the machine's `node` plus each of the optional `node22`,
// `node24` and `node26` dev tools that is installed; Bun is the `bun`
// devDependency; Chromium is `$CHROMIUM`, Debian's or Playwright's.

import { spawnSync } from "node:child_process";
import { existsSync, realpathSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, dirname, join, resolve, sep } from "node:path";
import process from "node:process";
import { ROOT } from "./_project.ts";

function runs(executable: string): boolean {
  const result = spawnSync(executable, ["--version"], { encoding: "utf8" });
  return result.status === 0;
}

let bun: string | undefined;

/**
 * The Bun executable: `$BUN`, else the `bun` package's binary. When the
 * package's postinstall script has not run (as under `deno install`, which
 * runs none), its platform package's binary is used directly.
 */
export function bunExecutable(): string {
  if (bun !== undefined) return bun;
  const candidates: string[] = [];
  if (process.env.BUN) candidates.push(process.env.BUN);
  const bunPackage = join(ROOT, "node_modules", "bun", "package.json");
  if (existsSync(bunPackage)) {
    const require = createRequire(realpathSync(bunPackage));
    const arch = process.arch === "arm64" ? "aarch64" : process.arch;
    const base = `@oven/bun-${process.platform}-${arch}`;
    for (const name of [base, `${base}-baseline`, `${base}-musl`]) {
      try {
        const pkg = require.resolve(`${name}/package.json`);
        candidates.push(join(dirname(pkg), "bin", "bun"));
      } catch {
        // Not installed for this platform.
      }
    }
    candidates.push(join(dirname(realpathSync(bunPackage)), "bin", "bun.exe"));
  }
  candidates.push("bun");
  bun = candidates.find((candidate) => runs(candidate));
  if (bun === undefined) {
    throw new Error(`No working Bun; tried ${candidates.join(", ")}`);
  }
  return bun;
}

/** One Node.js the matrix runs. */
export interface NodeRuntime {
  /** The executable's path. */
  path: string;
  /** `node --version`, e.g. `v24.22.3`. */
  version: string;
  /** Where it comes from: `"node"` (the machine's) or the dev tool's name. */
  source: string;
}

/**
 * The optional dev tools that are Node.js builds (aliases in
 * tools/package.json).
 */
export const NODE_TOOLS = ["node22", "node24", "node26"];

function version(executable: string): string | undefined {
  const result = spawnSync(executable, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

let machineNode: string | undefined;

/**
 * The machine's own `node`: the first on the PATH outside any
 * `node_modules/.bin` (where npm scripts put a project's tools first).
 */
export function machineNodePath(): string {
  if (machineNode !== undefined) return machineNode;
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir === "" || resolve(dir).includes(`${sep}node_modules${sep}`)) {
      continue;
    }
    const candidate = join(dir, "node");
    try {
      if (statSync(candidate).isFile() && runs(candidate)) {
        return machineNode = candidate;
      }
    } catch {
      // Not there.
    }
  }
  throw new Error("No working `node` on the PATH");
}

/** The machine's Node.js version (`node --version`), e.g. `v20.20.2`. */
export function nodeVersion(): string {
  const found = version(machineNodePath());
  if (found === undefined) throw new Error("No working `node` on the PATH");
  return found;
}

/**
 * Every Node.js to run: the machine's, then each installed dev tool, one per
 * version, oldest first.
 */
export function nodeRuntimes(): NodeRuntime[] {
  const all: NodeRuntime[] = [
    { path: machineNodePath(), version: nodeVersion(), source: "node" },
  ];
  for (const tool of NODE_TOOLS) {
    const path = join(ROOT, "node_modules", tool, "bin", "node");
    const found = existsSync(path) ? version(path) : undefined;
    if (found !== undefined) all.push({ path, version: found, source: tool });
  }
  const major = (v: string) => v.slice(1).split(".").map(Number);
  const unique = all.filter((node, i) =>
    all.findIndex((other) => other.version === node.version) === i
  );
  return unique.sort((a, b) => {
    const [x, y] = [major(a.version), major(b.version)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}

/** Where a Chromium was looked for, and the one found (if any). */
export interface ChromiumSearch {
  found?: string;
  tried: string[];
}

/**
 * A Chromium for the browser leg: `$CHROMIUM` when set (and then only it),
 * else Debian's `/usr/bin/chromium`, else the one
 * `npx playwright-core install chromium` puts in Playwright's cache.
 */
export async function findChromium(): Promise<ChromiumSearch> {
  // A $CHROMIUM that is set is the one wanted: no other is tried.
  if (process.env.CHROMIUM) {
    const path = process.env.CHROMIUM;
    return { found: existsSync(path) ? path : undefined, tried: [path] };
  }
  const tried = ["/usr/bin/chromium"];
  try {
    const { chromium } = await import("playwright-core");
    tried.push(chromium.executablePath());
  } catch {
    // playwright-core knows no browser for this platform.
  }
  return { found: tried.find((path) => existsSync(path)), tried };
}

/** How to get a Chromium, for the line that says the leg did not run. */
export const CHROMIUM_HINT =
  "install one with `apt-get install chromium` (Debian, Ubuntu) or " +
  "`npx playwright-core install chromium`, or set $CHROMIUM to its path";
