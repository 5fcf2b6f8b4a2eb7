/**
 * Checks every input a test run needs before its first step, so that a run
 * never stops minutes in for something it could have named at the start:
 *
 * - the WPT URL data and the URL Pattern data, found or downloaded as
 *   scripts/fetch_wpt.ts and scripts/fetch_urlpattern_wpt.ts do;
 * - the dev dependencies of package.json and tools/package.json, installed
 *   in node_modules (`npm ci`, then `npm run tools`);
 * - the machine's `node` and a working Bun;
 * - Chromium (the `chromium` and `viewer` steps), Hermes and QuickJS, which
 *   are required under `CI=true`; elsewhere their step prints a "not run"
 *   line, and so does this check.
 *
 * Prints what it found, then one line per missing input, and exits 1 if
 * one is missing. `npm test` (`deno task test:all`) runs it first, and the
 * test matrix (scripts/test_matrix.ts) runs it for the steps it is given.
 *
 * Usage: deno run --allow-all scripts/preflight.ts [step ...]
 *
 * @module
 */

import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { wptCandidates } from "../tests/wpt.ts";
import {
  URLPATTERN_WPT_CACHE_DIR,
  urlPatternWptCandidates,
} from "../tests/urlpattern_wpt.ts";

// Only Node.js built-ins and modules without npm imports load up front:
// the checks that need the dev dependencies import them when they run, so
// that a checkout without node_modules is told so, not stopped by an import.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** One input a run may need. */
export interface Input {
  /** What it is, for the report. */
  name: string;
  /** The matrix steps that need it; empty: every run. */
  steps: readonly string[];
  /** Whether it is required only under `CI=true` (a "not run" elsewhere). */
  ciOnly?: boolean;
  /**
   * Whether checking it needs the dev dependencies; without them it is not
   * checked, the line that asks for `npm ci` standing for it.
   */
  needsInstall?: boolean;
  /**
   * What was found, or throws an Error saying what is missing; `installed`
   * says whether the dev dependencies are there.
   */
  check(installed: boolean): Promise<string> | string;
}

/** What {@linkcode preflight} found. */
export interface PreflightReport {
  /** A line per input found. */
  found: string[];
  /** A line per required input that is missing. */
  missing: string[];
  /** A line per missing input that only CI requires. */
  notRun: string[];
}

/** An Error's message (and its cause's) on one line. */
function oneLine(error: unknown): string {
  let text = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) text += ` (${cause.message})`;
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The dev dependencies of `root`'s package.json and of its tools workspace
 * (tools/package.json, when there is one) not in its node_modules.
 */
export function missingDevDependencies(root: string = ROOT): string[] {
  const names = [".", "tools"].flatMap((dir) => {
    const file = join(root, dir, "package.json");
    if (dir !== "." && !existsSync(file)) return [];
    return Object.keys(
      JSON.parse(readFileSync(file, "utf8")).devDependencies ?? {},
    );
  });
  return names.filter((name) =>
    !existsSync(join(root, "node_modules", name, "package.json"))
  );
}

/** Throws with `problem` when it is set; else returns `found`. */
function unless(problem: string | undefined, found: string): string {
  if (problem !== undefined) throw new Error(problem);
  return found;
}

/**
 * The data in the first of `dirs` that holds `file` (but `cache`, whose
 * files the download checks against their SHA-256), else what `download`
 * brings, which needs the dev dependencies.
 */
async function data(
  name: string,
  [dirs, cache, file]: [string[], string, string],
  installed: boolean,
  download: () => Promise<string>,
): Promise<string> {
  const dir = dirs.find((d) => d !== cache && existsSync(join(d, file)));
  if (dir !== undefined) return `${name}: ${dir}`;
  if (!installed) {
    throw new Error(
      `not in ${dirs.filter((d) => d !== cache).join(" or ")}; ` +
        "the download into the cache needs the dev dependencies (`npm ci`)",
    );
  }
  return await download();
}

/** The most names a line lists. */
const LISTED = 5;

/** The inputs of a test run, in the order they are checked. */
export const INPUTS: readonly Input[] = [
  {
    name: "dev dependencies",
    steps: [],
    check() {
      const absent = missingDevDependencies();
      const names = absent.length > LISTED
        ? `${absent.slice(0, LISTED).join(", ")} and ${
          absent.length - LISTED
        } more`
        : absent.join(", ");
      return unless(
        absent.length === 0
          ? undefined
          : `${names} not in node_modules: run \`npm ci && npm run tools\``,
        "dev dependencies: installed",
      );
    },
  },
  {
    name: "WPT URL data",
    steps: [],
    check: (installed) =>
      data(
        "WPT data",
        [
          wptCandidates(),
          join(ROOT, "tests", "wpt-data"),
          "urltestdata.json",
        ],
        installed,
        async () => (await import("./fetch_wpt.ts")).ensureWpt(),
      ),
  },
  {
    name: "WPT URL Pattern data",
    steps: [],
    check: (installed) =>
      data(
        "WPT URL Pattern data",
        [
          urlPatternWptCandidates(),
          URLPATTERN_WPT_CACHE_DIR,
          "urlpatterntestdata.json",
        ],
        installed,
        async () =>
          (await import("./fetch_urlpattern_wpt.ts")).ensureUrlPatternWpt(),
      ),
  },
  {
    name: "node",
    steps: [],
    needsInstall: true,
    async check() {
      return `node: ${(await import("./_runtimes.ts")).machineNodePath()}`;
    },
  },
  {
    name: "Bun",
    steps: ["package", "bun", "tools"],
    needsInstall: true,
    async check() {
      return `Bun: ${(await import("./_runtimes.ts")).bunExecutable()}`;
    },
  },
  {
    name: "Chromium",
    steps: ["chromium", "viewer"],
    ciOnly: true,
    needsInstall: true,
    async check() {
      const { CHROMIUM_HINT, findChromium } = await import("./_runtimes.ts");
      const { found, tried } = await findChromium();
      return unless(
        found === undefined
          ? `no Chromium at ${tried.join(", ")}: ${CHROMIUM_HINT}`
          : undefined,
        `Chromium: ${found}`,
      );
    },
  },
  ...(["hermes", "quickjs"] as const).map((engine): Input => ({
    name: engine === "hermes" ? "Hermes" : "QuickJS",
    steps: [engine],
    ciOnly: true,
    needsInstall: true,
    async check() {
      const { missingEngine } = await import("./engine_legs.ts");
      return unless(missingEngine(engine), `${this.name}: installed`);
    },
  })),
];

/**
 * Checks each input that one of `steps` needs (every input when `steps` is
 * empty), all of them, whatever the first ones found. `installed` says
 * whether the dev dependencies are there (default: node_modules holds each).
 */
export async function preflight(
  steps: readonly string[] = [],
  options: { ci?: boolean; installed?: boolean; inputs?: readonly Input[] } =
    {},
): Promise<PreflightReport> {
  const ci = options.ci ?? process.env.CI === "true";
  const installed = options.installed ??
    missingDevDependencies().length === 0;
  const report: PreflightReport = { found: [], missing: [], notRun: [] };
  for (const input of options.inputs ?? INPUTS) {
    const needed = steps.length === 0 || input.steps.length === 0 ||
      input.steps.some((step) => steps.includes(step));
    if (!needed || (input.needsInstall && !installed)) continue;
    try {
      report.found.push(await input.check(installed));
    } catch (error) {
      const line = `${input.name}: ${oneLine(error)}`;
      if (input.ciOnly && !ci) report.notRun.push(line);
      else report.missing.push(line);
    }
  }
  return report;
}

/** Prints `report`; returns whether the run can go on. */
export function printPreflight(report: PreflightReport): boolean {
  for (const line of report.found) console.log(line);
  for (const line of report.notRun) {
    console.log(
      `not required here (CI is not "true"), its steps will not run: ${line}`,
    );
  }
  for (const line of report.missing) console.error(`missing: ${line}`);
  if (report.missing.length > 0) {
    console.error(
      `preflight: ${report.missing.length} missing input(s); nothing was run`,
    );
  }
  return report.missing.length === 0;
}

if (import.meta.main) {
  if (!printPreflight(await preflight(Deno.args))) Deno.exit(1);
}
