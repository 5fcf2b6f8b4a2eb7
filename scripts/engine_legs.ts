/**
 * The engine legs of the test matrix: the WPT data suites run on engines
 * that have no `URL` of their own, through the polyfill as an app installs
 * it (tests/engines/), full and lite:
 *
 * - `hermes`: React Native's engine, the `hermes` VM of the npm package
 *   `hermes-engine-cli`. Hermes has no ES module loader at run time, so the
 *   script is an esbuild bundle, then transformed by Babel with
 *   `@react-native/babel-preset` as Metro transforms an app for Hermes.
 * - `quickjs`: quickjs-ng, from the npm package
 *   `@jitl/quickjs-ng-wasmfile-release-sync`, run from Node.js
 *   (scripts/engines/quickjs_run.mjs) on an esbuild bundle.
 *
 * Full: every case passes. Lite: every case passes but those that hand the
 * domain parser ToASCII a non-ASCII domain, which lite refuses where there
 * is no native `URL` (they count as exempt, shown beside the counts). The
 * installed globals' Web IDL shape is checked too (one count), and so is
 * URLPattern (one count): the full polyfill installs it, with its shape and
 * a few matches checked, where the engine's RegExp has the `v` flag, and
 * lists it as skipped where not; the lite polyfill installs none. Whether
 * each engine has the flag is checked against what polyfill/mod.ts's
 * guide says (EXPECTED_V_FLAG). Where it is installed, WPT's
 * urlpatterntestdata.json runs through it, and the entries whose outcome
 * differs from the same class's in Deno must be those polyfill/mod.ts lists
 * (EXPECTED_PATTERN_DIFFERENCES: quickjs-ng takes the `v` flag without its
 * class-set syntax).
 *
 * Origin (one count): the full polyfill installs it (`typeof Origin`, and
 * same site by the Public Suffix List, checked), the lite one does not.
 *
 * Without an engine installed (they are dev dependencies), a leg says so
 * loudly, and fails under `CI=true`.
 *
 * Usage: deno run --allow-all scripts/engine_legs.ts [hermes|quickjs ...]
 *
 * @module
 */

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import * as esbuild from "esbuild";
import { CACHE_DIR, ROOT } from "./_project.ts";
import { nodeRuntimes } from "./_runtimes.ts";
import { nonAsciiDomainCases, suiteData } from "../tests/engines/data.ts";
import type { EngineReport } from "../tests/engines/entry.ts";
import { totals } from "../tests/engines/harness.ts";
import {
  type PatternClass,
  type PatternEntry,
  patternOutcomes,
} from "../tests/engines/pattern_outcomes.ts";
import { URLPattern } from "../pattern/mod.ts";
import { readUrlPatternWpt } from "../tests/urlpattern_wpt.ts";

/** The engines, and the polyfill builds. */
export type Engine = "hermes" | "quickjs";
export type Variant = "full" | "lite";

/** A leg's outcome, in the test matrix's shape. */
export interface LegOutcome {
  passed: number;
  failed: number;
  note?: string;
}

const OUT_DIR = join(CACHE_DIR, "engines");

/**
 * Whether each engine's RegExp has the `v` flag, as polyfill/mod.ts's
 * guide states (so whether the full polyfill installs URLPattern there).
 */
export const EXPECTED_V_FLAG: Readonly<Record<Engine, boolean>> = {
  hermes: false,
  quickjs: true,
};

/**
 * The WPT URL Pattern entries (their `pattern`, as JSON) whose outcome on
 * each engine differs from Deno's, as polyfill/mod.ts's guide lists
 * them: quickjs-ng accepts the `v` flag but reads a class as the `u` flag
 * would, or looser (set difference and intersection are not parsed, an
 * unknown escape is taken as the letter).
 */
export const EXPECTED_PATTERN_DIFFERENCES: Readonly<
  Record<Engine, readonly string[]>
> = {
  hermes: [],
  quickjs: [
    '[{"pathname":"/(\\\\m)"}]',
    '[{"pathname":"/([[a-z]--a])"}]',
    '[{"pathname":"/([\\\\d&&[0-1]])"}]',
    '["(\\\\H):"]',
  ],
};

let patternDataCache: PatternEntry[] | undefined;

/** WPT's urlpatterntestdata.json (the entries, without comments). */
export function patternData(): PatternEntry[] {
  patternDataCache ??= readUrlPatternWpt<PatternEntry | string>(
    "urlpatterntestdata.json",
  ).filter((e): e is PatternEntry => typeof e === "object");
  return patternDataCache;
}

/** The entries whose outcome on the engine differs from Deno's. */
export function patternDifferences(engineOutcomes: string[]): string[] {
  const data = patternData();
  const deno = patternOutcomes(
    URLPattern as unknown as PatternClass,
    data,
  );
  return data.filter((_, i) => engineOutcomes[i] !== deno[i]).map((e) =>
    JSON.stringify(e.pattern)
  );
}

/** The problems of a leg's URLPattern outcome (none expected). */
export function patternOutcome(
  engine: Engine,
  variant: Variant,
  report: EngineReport,
): string[] {
  const { pattern, installed } = report;
  const problems: string[] = [];
  if (pattern.vFlag !== EXPECTED_V_FLAG[engine]) {
    problems.push(
      `the RegExp v flag is ${pattern.vFlag ? "there" : "missing"}: ` +
        "update polyfill/mod.ts's guide and EXPECTED_V_FLAG",
    );
  }
  const wanted = variant === "full" && pattern.vFlag;
  if (pattern.present !== wanted) {
    problems.push(`URLPattern is ${pattern.present ? "" : "not "}installed`);
  }
  if (installed.installed.includes("URLPattern") !== wanted) {
    problems.push("installed lists URLPattern wrongly");
  }
  const skipped = variant === "full" && !pattern.vFlag;
  if (installed.skipped.includes("URLPattern") !== skipped) {
    problems.push(`skipped is [${installed.skipped.join(", ")}]`);
  }
  if (pattern.present) {
    const differences = patternDifferences(pattern.wpt);
    const expected = EXPECTED_PATTERN_DIFFERENCES[engine];
    if (
      differences.length !== expected.length ||
      differences.some((d, i) => d !== expected[i])
    ) {
      problems.push(
        `WPT entries that differ from Deno: ${differences.join(" ")}; ` +
          `polyfill/mod.ts lists ${expected.join(" ") || "none"}`,
      );
    }
  }
  return [...problems, ...pattern.problems];
}

/**
 * The problems of a leg's Origin (none expected): the full polyfill
 * installs it (`typeof Origin` is "function" and it compares same site by
 * the Public Suffix List), the lite one does not.
 */
export function originOutcome(
  variant: Variant,
  report: EngineReport,
): string[] {
  const wanted = variant === "full";
  const problems: string[] = [];
  if ((report.origin.type === "function") !== wanted) {
    problems.push(`typeof Origin is ${report.origin.type}`);
  }
  if (report.installed.installed.includes("Origin") !== wanted) {
    problems.push("installed lists Origin wrongly");
  }
  return [...problems, ...report.origin.problems];
}

/** The hermes binary of hermes-engine-cli. */
export const HERMES = join(
  ROOT,
  "node_modules",
  "hermes-engine-cli",
  "linux64-bin",
  "hermes",
);

const QUICKJS_RUNNER = join(ROOT, "scripts", "engines", "quickjs_run.mjs");
const QUICKJS_PACKAGE = join(
  ROOT,
  "node_modules",
  "@jitl",
  "quickjs-ng-wasmfile-release-sync",
);

/** The version of an installed npm package, or undefined. */
function packageVersion(name: string): string | undefined {
  const file = join(ROOT, "node_modules", name, "package.json");
  return existsSync(file)
    ? JSON.parse(readFileSync(file, "utf8")).version
    : undefined;
}

/**
 * The quickjs-ng release the variant package vendors (its README says), with
 * the package's version.
 */
export function quickjsVersion(): string {
  const readme = join(QUICKJS_PACKAGE, "README.md");
  const ng = existsSync(readme)
    ? /Version \[v([\d.]+)\]/.exec(readFileSync(readme, "utf8"))?.[1]
    : undefined;
  return `quickjs-ng ${ng ?? "(unknown)"} (${
    packageVersion("@jitl/quickjs-ng-wasmfile-release-sync")
  })`;
}

/** The Hermes release the binary reports, or undefined without one. */
export function hermesVersion(): string | undefined {
  if (!existsSync(HERMES)) return undefined;
  const result = spawnSync(HERMES, ["-version"], { encoding: "utf8" });
  return /Hermes release version: (\S+)/.exec(result.stdout ?? "")?.[1];
}

/** The Node.js that runs QuickJS: 24 where installed, else the machine's. */
function quickjsNode(): string {
  const runtimes = nodeRuntimes();
  return (runtimes.find((r) => r.version.startsWith("24.")) ??
    runtimes[0]).path;
}

/** Why an engine cannot run here, or undefined when it can. */
export function missingEngine(engine: Engine): string | undefined {
  if (engine === "hermes") {
    return hermesVersion() === undefined
      ? `no Hermes at ${HERMES} (npm run tools installs the dev ` +
        "dependency hermes-engine-cli)"
      : undefined;
  }
  return existsSync(QUICKJS_PACKAGE) &&
      existsSync(join(ROOT, "node_modules", "quickjs-emscripten-core"))
    ? undefined
    : `no QuickJS at ${QUICKJS_PACKAGE} (npm run tools installs the dev ` +
      "dependencies @jitl/quickjs-ng-wasmfile-release-sync and " +
      "quickjs-emscripten-core)";
}

/**
 * Transforms a bundle with @react-native/babel-preset, as Metro does for an
 * app that runs on Hermes, with the one plugin an app's babel.config.js
 * needs for this library: the preset's class transforms stop at a class
 * `static {}` block (api/ has three) unless
 * `@babel/plugin-transform-class-static-block` runs too.
 */
export async function metroTransform(
  code: string,
  staticBlockPlugin = true,
): Promise<string> {
  const babel = await import("@babel/core");
  const result = await babel.transformAsync(code, {
    babelrc: false,
    configFile: false,
    compact: false,
    sourceType: "script",
    // The preset's "default" profile, Metro's for Hermes before Hermes V1:
    // its own default, hermes-stable, leaves classes to Hermes V1, and the
    // Hermes of hermes-engine-cli has none.
    presets: [["@react-native/babel-preset", {
      unstable_transformProfile: "default",
    }]],
    plugins: staticBlockPlugin
      ? ["@babel/plugin-transform-class-static-block"]
      : [],
  });
  if (!result?.code) throw new Error("Babel gave no code");
  return result.code;
}

/**
 * Whether polyfill/mod.ts's React Native note still holds: Metro's preset alone
 * stops at the library's class static blocks. Once the library has none,
 * this is false, and the note (and the plugin above) can go.
 */
export async function staticBlockNoteHolds(entry: string): Promise<boolean> {
  const built = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "iife",
    platform: "neutral",
    mainFields: ["react-native", "browser", "main"],
    target: "esnext",
    logLevel: "silent",
  });
  try {
    await metroTransform(built.outputFiles[0].text, false);
    return false;
  } catch (error) {
    return /static class blocks/i.test(String(error));
  }
}

/**
 * Bundles `entry` into one script (IIFE) for `engine`: esbuild, then, for
 * Hermes, the Metro transform. `prelude` goes first.
 */
export async function engineBundle(
  entry: string,
  engine: Engine,
  prelude = "",
  plugins: esbuild.Plugin[] = [],
): Promise<string> {
  const built = await esbuild.build({
    entryPoints: [entry],
    plugins,
    bundle: true,
    write: false,
    format: "iife",
    platform: "neutral",
    // Metro's resolverMainFields.
    mainFields: ["react-native", "browser", "main"],
    // Metro keeps each module's names; a bundle must not rename classes.
    keepNames: true,
    // Metro's Babel preset does the lowering for Hermes.
    target: engine === "hermes" ? "esnext" : "es2022",
    logLevel: "silent",
  });
  const code = built.outputFiles[0].text;
  if (engine !== "hermes") return prelude + code;
  // Babel's output requires its runtime helpers, which Metro would bundle.
  const helpers = await esbuild.build({
    stdin: { contents: await metroTransform(code), resolveDir: ROOT },
    bundle: true,
    write: false,
    format: "iife",
    platform: "neutral",
    mainFields: ["main"],
    // Bundling only: the code is as Babel left it.
    target: "esnext",
    logLevel: "silent",
  });
  return prelude + helpers.outputFiles[0].text;
}

/** Runs a script on an engine; returns its stdout (throws on failure). */
export function runScript(engine: Engine, file: string): string {
  const result = engine === "hermes"
    ? spawnSync(HERMES, [file], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    })
    : spawnSync(quickjsNode(), [QUICKJS_RUNNER, file], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      cwd: ROOT,
    });
  if (result.status !== 0) {
    throw new Error(
      `${engine} exited ${result.status}: ${
        (result.stderr || result.stdout || String(result.error)).slice(0, 2000)
      }`,
    );
  }
  return result.stdout;
}

let preludeCache: string | undefined;

/** The data the engine script needs, as a script prelude. */
export function dataPrelude(): string {
  if (preludeCache === undefined) {
    const data = suiteData();
    preludeCache = `var __SUITE_DATA__ = ${JSON.stringify(data)};\n` +
      `var __NON_ASCII__ = ${JSON.stringify(nonAsciiDomainCases(data))};\n` +
      `var __PATTERN_DATA__ = ${JSON.stringify(patternData())};\n`;
  }
  return preludeCache;
}

/** Runs one leg: the suites on `engine` through the `variant` polyfill. */
export async function runLeg(
  engine: Engine,
  variant: Variant,
): Promise<LegOutcome & { report?: EngineReport }> {
  const missing = missingEngine(engine);
  if (missing !== undefined) {
    const line = `${engine} (${variant}): not run (${missing})`;
    console.log(`\n!!! ${line}\n`);
    if (Deno.env.get("CI") === "true") {
      console.log("CI=true: a missing engine is a failure");
      return { passed: 0, failed: 1, note: `not run (no ${engine})` };
    }
    return { passed: 0, failed: 0, note: `NOT RUN (no ${engine})` };
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const entry = join(ROOT, "tests", "engines", `entry_${variant}.ts`);
  const file = join(OUT_DIR, `${engine}-${variant}.js`);
  writeFileSync(
    file,
    await engineBundle(
      entry,
      engine,
      dataPrelude() + `var __LITE__ = ${variant === "lite"};\n`,
    ),
  );
  const line = runScript(engine, file).split("\n").find((l) =>
    l.startsWith("RESULT ")
  );
  if (line === undefined) throw new Error(`${engine}: no RESULT line`);
  const report = JSON.parse(line.slice("RESULT ".length)) as EngineReport;
  const sum = totals(report.result);
  if (report.installed.builtins.length > 0) {
    console.log(
      `  built-ins installed: ${report.installed.builtins.join(", ")}`,
    );
  }
  // polyfill/mod.ts's React Native note: checked once, on the full build.
  const extra: boolean[] = [];
  if (engine === "hermes" && variant === "full") {
    const noteOk = await staticBlockNoteHolds(entry);
    extra.push(noteOk);
    console.log(
      `  ${noteOk ? "✔" : "✖"} Metro's preset alone stops at the class ` +
        "static blocks (polyfill/mod.ts's React Native note)" +
        (noteOk ? "" : ": no longer true, update the note"),
    );
  }
  const wanted = ["URL", "URLSearchParams"];
  const installedAll = wanted.every((n) =>
    report.installed.installed.includes(n)
  );
  const shapeOk = report.shape.length === 0 && installedAll;
  for (const [suite, c] of Object.entries(report.result.suites)) {
    console.log(
      `  ${suite.padEnd(18)} ${String(c.passed).padStart(5)} passed, ` +
        `${c.failed} failed` + (c.exempt ? `, ${c.exempt} exempt` : ""),
    );
  }
  for (const failure of report.result.failures) console.log(`  ✖ ${failure}`);
  if (!shapeOk) {
    console.log(
      `  ✖ installed ${report.installed.installed.join(", ") || "nothing"}; ` +
        `shape: ${report.shape.join("; ") || "ok"}`,
    );
  }
  const version = engine === "hermes"
    ? `Hermes ${hermesVersion()}`
    : quickjsVersion();
  console.log(
    `${version}, ${variant} polyfill: ${sum.passed} passed, ${sum.failed} ` +
      `failed` +
      (sum.exempt ? ` (${sum.exempt} non-ASCII-domain cases exempt)` : ""),
  );
  extra.push(shapeOk);
  const patternProblems = patternOutcome(engine, variant, report);
  extra.push(patternProblems.length === 0);
  console.log(
    patternProblems.length === 0
      ? `  ✔ URLPattern ${
        report.installed.skipped.includes("URLPattern")
          ? "skipped (no RegExp v flag)"
          : report.pattern.present
          ? `installed; ${report.pattern.wpt.length} WPT entries run, ` +
            `${EXPECTED_PATTERN_DIFFERENCES[engine].length} differ from ` +
            "Deno as polyfill/mod.ts says"
          : "not installed (lite)"
      }`
      : `  ✖ URLPattern: ${patternProblems.join("; ")}`,
  );
  const originProblems = originOutcome(variant, report);
  extra.push(originProblems.length === 0);
  console.log(
    originProblems.length === 0
      ? `  ✔ Origin ${
        variant === "full"
          ? "installed (typeof Origin is function), same site by the PSL"
          : "not installed (lite)"
      }`
      : `  ✖ Origin: ${originProblems.join("; ")}`,
  );
  return {
    passed: sum.passed + extra.filter((ok) => ok).length,
    failed: sum.failed + extra.filter((ok) => !ok).length,
    note: version + (sum.exempt ? `, ${sum.exempt} exempt` : ""),
    report,
  };
}

if (import.meta.main) {
  const engines =
    (Deno.args.length > 0 ? Deno.args : ["hermes", "quickjs"]) as Engine[];
  let failed = 0;
  for (const engine of engines) {
    for (const variant of ["full", "lite"] as const) {
      const started = performance.now();
      const outcome = await runLeg(engine, variant);
      failed += outcome.failed;
      console.log(
        `${engine} ${variant}: ${outcome.passed} passed, ${outcome.failed} ` +
          `failed (${((performance.now() - started) / 1000).toFixed(1)}s)`,
      );
    }
  }
  if (failed > 0) Deno.exit(1);
}
