// Private: where the runtimes of the test matrix are. Deno runs the scripts;
// Node.js is the machine's `node`; Bun is the `bun` devDependency.

import { spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
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

/** The machine's Node.js version (`node --version`), e.g. `v20.20.2`. */
export function nodeVersion(): string {
  const result = spawnSync("node", ["--version"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error("No working `node` on the PATH");
  return result.stdout.trim();
}
