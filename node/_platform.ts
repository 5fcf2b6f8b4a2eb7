// Private: what can be known of the platform, without importing anything
// from Node.js: `process` (Node.js, Bun, Deno) or `Deno`, when present.

interface ProcessLike {
  platform?: unknown;
  cwd?: () => unknown;
}

interface DenoLike {
  build?: { os?: unknown };
  cwd?: () => unknown;
}

function processObject(): ProcessLike | undefined {
  const value = (globalThis as { process?: unknown }).process;
  return typeof value === "object" && value !== null
    ? value as ProcessLike
    : undefined;
}

function denoObject(): DenoLike | undefined {
  const value = (globalThis as { Deno?: unknown }).Deno;
  return typeof value === "object" && value !== null
    ? value as DenoLike
    : undefined;
}

/**
 * The platform's name as Node.js's `process.platform` gives it (`"linux"`,
 * `"win32"`, …), or `undefined` where it cannot be known (browsers).
 */
export function platformName(): string | undefined {
  const platform = processObject()?.platform;
  if (typeof platform === "string" && platform !== "") return platform;
  const os = denoObject()?.build?.os;
  if (typeof os === "string") return os === "windows" ? "win32" : os;
  return undefined;
}

/** Whether the platform is Windows (`false` where it cannot be known). */
export function isWindowsPlatform(): boolean {
  return platformName() === "win32";
}

/**
 * The current working directory from `process.cwd()` or `Deno.cwd()`, or
 * `undefined` where there is none or it may not be read.
 */
export function currentDirectory(): string | undefined {
  for (const source of [processObject(), denoObject()]) {
    if (typeof source?.cwd !== "function") continue;
    try {
      const cwd = source.cwd();
      if (typeof cwd === "string") return cwd;
    } catch {
      // Not allowed here (e.g. Deno without --allow-read): try the next.
    }
  }
  return undefined;
}
