/**
 * The test matrix: one suite, four runtimes. Runs, in order,
 *
 * - `deno`: the suite in Deno from source (`deno task test`, doc tests too);
 * - `build`: the npm package (`npm/`) and the suite compiled against it;
 * - `package`: the packed tarball checked by publint and arethetypeswrong,
 *   installed and used (scripts/check_npm_package.ts);
 * - `node-esm`, `node-cjs`: the suite in Node.js (`node --test`) against
 *   `npm/esm/` and `npm/script/`, on the machine's `node` and on each of the
 *   optional `node22`, `node24`, `node26` dev tools installed (one row each);
 * - `bun`: the suite in Bun (`bun test`) against `npm/esm/`;
 * - `whatwg-url-clients`: jsdom and data-urls installed with whatwg-url
 *   overridden by the `@urlstd/whatwg-url` tarball, compared with the real
 *   whatwg-url on Node.js 24 and 26 (tests/whatwg_url_clients/run.ts);
 * - `chromium`: the suite in headless Chromium against `npm/esm/`, wherever
 *   a Chromium is found (`$CHROMIUM`, Debian's, Playwright's); with none, a
 *   loud "not run" line, and a failure under `CI=true`;
 * - `hermes`, `quickjs`: the WPT data suites on Hermes and QuickJS through
 *   the polyfill, full and lite (scripts/engine_legs.ts), one row each; with
 *   an engine missing, a loud "not run" line, and a failure under `CI=true`;
 * - `viewer`: the live URL viewer built and driven in headless Chromium
 *   (viewer/browser_check.ts), under the same rule for a missing browser;
 * - `size`: size-limit's limits, bench/SIZE_RESULTS.md's size table and the
 *   tree-shaking checks (tests/size_check.ts);
 * - `tools`: the dev tools still work after all that (`npx bun`, `npx deno`,
 *   no dev-tool `node` shadowing the machine's in npm scripts).
 *
 * The inputs come first (scripts/preflight.ts: the WPT data, downloaded
 * when no copy is at hand, the dev dependencies, the runtimes, and under
 * `CI=true` the browsers and engines), each missing one named on a line.
 * Each step prints its own pass/fail count; a table and a total close the
 * run, which fails if anything failed.
 *
 * Usage: deno task test:matrix [step ...]   (default: all)
 *
 * @module
 */

import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join, relative } from "node:path";
import { buildNpm } from "./build_npm.ts";
import {
  checkNpmPackage,
  report as reportPackage,
} from "./check_npm_package.ts";
import {
  bunExecutable,
  CHROMIUM_HINT,
  findChromium,
  type NodeRuntime,
  nodeRuntimes,
} from "./_runtimes.ts";
import { CACHE_DIR, NPM_DIR, ROOT } from "./_project.ts";
import { buildWhatwgUrlAlias } from "./build_whatwg_url_alias.ts";
import { runWhatwgUrlClients } from "../tests/whatwg_url_clients/run.ts";
import {
  buildTests,
  suite,
  testBuildDir,
} from "../tests/runners/build_tests.ts";
import {
  report as reportBrowser,
  runInChromium,
} from "../tests/runners/browser.ts";
import { wptDir } from "../tests/wpt.ts";
import { urlPatternWptDir } from "../tests/urlpattern_wpt.ts";
import { preflight, printPreflight } from "./preflight.ts";
import { runLeg } from "./engine_legs.ts";

/** Where the suite finds its WPT data, for the runtimes that run the build. */
function wptEnv(): Record<string, string> {
  return { WPT_DIR: wptDir(), WPT_URLPATTERN_DIR: urlPatternWptDir() };
}

/** One step's outcome. */
interface StepResult {
  step: string;
  runtime: string;
  against: string;
  passed: number;
  failed: number;
  seconds: number;
  note?: string;
}

const STEPS = [
  "deno",
  "build",
  "package",
  "node-esm",
  "node-cjs",
  "bun",
  "whatwg-url-clients",
  "chromium",
  "hermes",
  "quickjs",
  "viewer",
  "size",
  "tools",
] as const;
type Step = typeof STEPS[number];

// deno-lint-ignore no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/** Runs a command, echoing its output live; returns status and output. */
async function tee(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<{ code: number; output: string }> {
  const child = new Deno.Command(command, {
    args,
    cwd: options.cwd ?? ROOT,
    env: { NO_COLOR: "1", ...options.env },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let output = "";
  const pump = async (
    stream: ReadableStream<Uint8Array>,
    sink: typeof Deno.stdout,
  ) => {
    const text = new TextDecoder();
    for await (const chunk of stream) {
      for (let written = 0; written < chunk.length;) {
        written += await sink.write(chunk.subarray(written));
      }
      output += text.decode(chunk, { stream: true });
    }
  };
  await Promise.all([
    pump(child.stdout, Deno.stdout),
    pump(child.stderr, Deno.stderr),
  ]);
  const { code } = await child.status;
  return { code, output: output.replace(ANSI, "") };
}

/** Reads `deno test`'s closing line: tests and steps, passed and failed. */
function denoCounts(output: string): { passed: number; failed: number } {
  const line = output.split("\n").reverse().find((l) =>
    /^(ok|FAILED) \| \d+ passed/.test(l.trim())
  );
  if (line === undefined) throw new Error("No `deno test` summary line");
  const number = (re: RegExp) => Number(re.exec(line)?.[1] ?? 0);
  return {
    passed: number(/(\d+) passed/) + number(/passed \((\d+) steps?\)/),
    failed: number(/(\d+) failed/) + number(/failed \((\d+) steps?\)/),
  };
}

/** Reads a TAP stream's `# pass` and `# fail` totals. */
function tapCounts(tap: string): { passed: number; failed: number } {
  const total = (name: string) => {
    const match = new RegExp(`^# ${name} (\\d+)$`, "m").exec(tap);
    if (match === null) throw new Error(`No "# ${name}" in the TAP output`);
    return Number(match[1]);
  };
  return {
    passed: total("pass"),
    failed: total("fail") + total("cancelled"),
  };
}

/** The TAP blocks of failed tests (for the log). */
function tapFailures(tap: string): string {
  const lines = tap.split("\n");
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (/^\s*not ok /.test(line)) {
      out.push(
        ...lines.slice(i, i + 20).filter((l) =>
          !/^\s*(at |Test\.|Suite\.|async )/.test(l.trim())
        ),
      );
    }
  });
  return out.slice(0, 400).join("\n");
}

/**
 * The heavy sets (tests/_heavy.ts: the 10,000 seeded sanitizer inputs, the
 * whole hostile corpus) run in one leg, the node24 tool's ESM run; the
 * other legs take their light samples.
 */
function heavyEnv(
  node: NodeRuntime,
  format: "esm" | "script",
): Record<string, string> {
  return node.source === "node24" && format === "esm"
    ? { URLSTD_HEAVY: "1" }
    : {};
}

async function nodeSuite(
  node: NodeRuntime,
  format: "esm" | "script",
  files: string[],
): Promise<{ passed: number; failed: number }> {
  const dir = testBuildDir(format);
  const tapFile = join(CACHE_DIR, `node-${node.version}-${format}.tap`);
  const { code } = await tee(node.path, [
    "--test",
    "--test-concurrency=2",
    "--test-reporter=dot",
    "--test-reporter-destination=stdout",
    "--test-reporter=tap",
    `--test-reporter-destination=${tapFile}`,
    ...files.map((file) => relative(dir, file)),
  ], { cwd: dir, env: { ...wptEnv(), ...heavyEnv(node, format) } });
  const tap = readFileSync(tapFile, "utf8");
  const counts = tapCounts(tap);
  if (counts.failed > 0) console.log(tapFailures(tap));
  console.log(
    `Node.js ${node.version} (${format === "esm" ? "ESM" : "CommonJS"}): ` +
      `${counts.passed} passed, ${counts.failed} failed`,
  );
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

async function bunSuite(
  files: string[],
): Promise<{ passed: number; failed: number; version: string }> {
  const bun = bunExecutable();
  const version = new TextDecoder().decode(
    (await new Deno.Command(bun, { args: ["--version"] }).output()).stdout,
  ).trim();
  const dir = testBuildDir("esm");
  const { code, output } = await tee(bun, [
    "test",
    "--only-failures",
    // Bun alone stops a test after 5 s; node:test and Deno set no limit, and
    // the long property runs take longer than that on a loaded machine.
    "--timeout",
    "600000",
    ...files.map((file) => "./" + relative(dir, file)),
  ], { cwd: dir, env: wptEnv() });
  const number = (re: RegExp) => {
    const match = re.exec(output);
    if (match === null) throw new Error(`No ${re} in bun's output`);
    return Number(match[1]);
  };
  const counts = {
    passed: number(/^\s*(\d+) pass$/m),
    failed: number(/^\s*(\d+) fail$/m),
  };
  console.log(
    `Bun ${version}: ${counts.passed} passed, ${counts.failed} failed`,
  );
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return { ...counts, version };
}

function banner(text: string): void {
  console.log(`\n━━ ${text} ${"━".repeat(Math.max(0, 72 - text.length))}`);
}

/** The loud "not run" lines, repeated under the closing table. */
const notRun: string[] = [];

/** What a step's function gives: its counts, and a note for the table. */
type StepOutcome = { passed: number; failed: number; note?: string };

/** The deno step: `deno task test`, the suite from source. */
async function denoSuite(): Promise<StepOutcome> {
  const { code, output } = await tee(Deno.execPath(), ["task", "test"]);
  const counts = denoCounts(output);
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** The size step: tests/size_check.ts. */
async function sizeCheck(): Promise<StepOutcome> {
  const { code, output } = await tee(Deno.execPath(), [
    "test",
    "--allow-all",
    "tests/size_check.ts",
  ]);
  const counts = denoCounts(output);
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** The package step: scripts/check_npm_package.ts on npm/. */
function packageCheck(): Promise<StepOutcome> {
  const { passed, failed, checks } = checkNpmPackage();
  reportPackage({ passed, failed, checks });
  return Promise.resolve({ passed, failed });
}

/** The chromium step: the suite in headless Chromium, against npm/esm. */
async function chromiumSuite(
  esmTests: string[],
): Promise<StepOutcome> {
  const { found, tried } = await findChromium();
  if (found === undefined) {
    const line = `chromium: not run (no Chromium at ${
      tried.join(", ")
    }: ${CHROMIUM_HINT})`;
    console.log(`\n!!! ${line}\n`);
    notRun.push(line);
    if (Deno.env.get("CI") === "true") {
      console.log("CI=true: a missing browser is a failure");
      return { passed: 0, failed: 1, note: "not run (no Chromium)" };
    }
    return { passed: 0, failed: 0, note: "NOT RUN (no Chromium)" };
  }
  const result = await runInChromium(esmTests, { executablePath: found });
  reportBrowser(result);
  return {
    passed: result.passed,
    failed: result.failed,
    note: result.browser,
  };
}

/** The viewer step: viewer/browser_check.ts in headless Chromium. */
async function viewerCheck(): Promise<StepOutcome> {
  const { found, tried } = await findChromium();
  if (found === undefined) {
    const line = `viewer: not run (no Chromium at ${
      tried.join(", ")
    }: ${CHROMIUM_HINT})`;
    console.log(`\n!!! ${line}\n`);
    notRun.push(line);
    if (Deno.env.get("CI") === "true") {
      return { passed: 0, failed: 1, note: "not run (no Chromium)" };
    }
    return { passed: 0, failed: 0, note: "NOT RUN (no Chromium)" };
  }
  const { code, output } = await tee(Deno.execPath(), [
    "test",
    "--allow-all",
    "viewer/browser_check.ts",
  ], { env: { CHROMIUM: found } });
  const counts = denoCounts(output);
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** The whatwg-url-clients step: the alias package, then its clients. */
function whatwgUrlClients(): Promise<StepOutcome> {
  const main = JSON.parse(readFileSync(join(NPM_DIR, "package.json"), "utf8"));
  buildWhatwgUrlAlias(main);
  return Promise.resolve(runWhatwgUrlClients());
}

/** The tools step: toolChecks(), one line each. */
function toolsStep(): Promise<StepOutcome> {
  const checks = toolChecks();
  for (const [name, problem] of checks) {
    console.log(
      `${problem === undefined ? "✔" : "✖"} ${name}` +
        (problem === undefined ? "" : `: ${problem}`),
    );
  }
  const failed = checks.filter(([, problem]) => problem !== undefined)
    .length;
  return Promise.resolve({ passed: checks.length - failed, failed });
}

/**
 * Runs one step of the matrix under its banner and appends its result to
 * `results`; an exception counts as one failure.
 */
async function runStep(
  results: StepResult[],
  name: Step,
  runtime: string,
  against: string,
  fn: () => Promise<StepOutcome>,
): Promise<void> {
  banner(`${name}: ${runtime}, ${against}`);
  const started = performance.now();
  let outcome: StepOutcome;
  try {
    outcome = await fn();
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    outcome = { passed: 0, failed: 1 };
  }
  results.push({
    step: name,
    runtime,
    against,
    ...outcome,
    seconds: (performance.now() - started) / 1000,
  });
}

/** Runs the chosen steps; returns their results. */
export async function runMatrix(chosen: Step[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  const wanted = (step: Step) => chosen.includes(step);
  const needsBuild = chosen.some((s) =>
    s !== "deno" && s !== "tools" && s !== "viewer"
  );
  const { portable, denoOnly } = suite();
  let built = false;
  let esmTests: string[] = [];
  let cjsTests: string[] = [];

  const step = (
    name: Step,
    runtime: string,
    against: string,
    fn: () => Promise<StepOutcome>,
  ) => runStep(results, name, runtime, against, fn);

  if (wanted("deno")) {
    await step("deno", `Deno ${Deno.version.deno}`, "sources", denoSuite);
  }
  if (needsBuild) {
    await step("build", "TypeScript", "npm/ and the suite", () => {
      const { files } = buildNpm();
      esmTests = buildTests("esm");
      cjsTests = buildTests("script");
      built = true;
      console.log(
        `npm/: ${files.length} modules; suite: ${portable.length} test files` +
          (denoOnly.length > 0
            ? ` (Deno only, as they use Deno's APIs: ${denoOnly.join(", ")})`
            : ""),
      );
      return Promise.resolve({ passed: 0, failed: 0 });
    });
  }
  const afterBuild = async (
    name: Step,
    runtime: string,
    against: string,
    fn: () => Promise<StepOutcome>,
  ) => {
    if (!wanted(name)) return;
    if (!built) {
      results.push({
        step: name,
        runtime,
        against,
        passed: 0,
        failed: 1,
        seconds: 0,
        note: "not run (the build failed)",
      });
      return;
    }
    await step(name, runtime, against, fn);
  };

  await afterBuild(
    "package",
    "publint, attw, npm, Node.js, Bun",
    "the tarball",
    packageCheck,
  );
  const nodes = needsBuild ? nodeRuntimes() : [];
  for (
    const [name, format, against] of [
      ["node-esm", "esm", "npm/esm"],
      ["node-cjs", "script", "npm/script (CommonJS)"],
    ] as const
  ) {
    for (const node of nodes) {
      await afterBuild(
        name,
        `Node.js ${node.version}`,
        against,
        () => nodeSuite(node, format, format === "esm" ? esmTests : cjsTests),
      );
    }
  }
  await afterBuild("bun", "Bun", "npm/esm", async () => {
    const { version, ...counts } = await bunSuite(esmTests);
    return { ...counts, note: `Bun ${version}` };
  });
  await afterBuild(
    "whatwg-url-clients",
    "Node.js 24 and 26",
    "jsdom, data-urls on the alias",
    whatwgUrlClients,
  );
  await afterBuild(
    "chromium",
    "Chromium (headless)",
    "npm/esm, bundled",
    () => chromiumSuite(esmTests),
  );
  for (const engine of ["hermes", "quickjs"] as const) {
    if (!wanted(engine)) continue;
    for (const variant of ["full", "lite"] as const) {
      await step(
        engine,
        engine === "hermes" ? "Hermes" : "QuickJS (quickjs-ng)",
        `WPT data via polyfill (${variant})`,
        async () => {
          const { report: _, ...outcome } = await runLeg(engine, variant);
          if (/^not run/i.test(outcome.note ?? "")) {
            notRun.push(`${engine} (${variant}): ${outcome.note}`);
          }
          return outcome;
        },
      );
    }
  }
  if (wanted("viewer")) {
    await step("viewer", "Chromium (headless)", "viewer/dist/", viewerCheck);
  }
  await afterBuild(
    "size",
    `Deno ${Deno.version.deno}`,
    "npm/esm, bundled",
    sizeCheck,
  );
  if (wanted("tools")) {
    await step("tools", "npx", "node_modules/.bin", toolsStep);
  }
  return results;
}

/**
 * Whether the dev tools npm installed still work after the matrix ran
 * them: each check's name, and its problem if it has one.
 */
function toolChecks(): [string, string | undefined][] {
  const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);
  const runs = (name: string, pattern: RegExp) => {
    const result = spawnSync(bin(name), ["--version"], { encoding: "utf8" });
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
    return result.status === 0 && pattern.test(output)
      ? undefined
      : `exit ${result.status}: ${output.split("\n")[0] || result.error}`;
  };
  let shadow: string | undefined;
  try {
    shadow = `node_modules/.bin/node → ${
      Deno.readLinkSync(bin("node"))
    } (npm install <pkg> skips the root postinstall: run npm ci, or node scripts/postinstall.mjs)`;
  } catch {
    shadow = undefined;
  }
  return [
    ["npx bun --version", runs("bun", /^\d+\.\d+\.\d+$/)],
    ["npx deno --version", runs("deno", /^deno \d+\.\d+\.\d+/)],
    ["no dev tool shadows the machine's node in npm scripts", shadow],
  ];
}

/** Prints the closing table and total; returns whether all passed. */
function summarize(results: StepResult[]): boolean {
  banner("test matrix");
  const rows = [
    ["step", "runtime", "against", "passed", "failed", "time"],
    ...results.map((r) => {
      // The build is not a test run: it shows only whether it failed.
      const build = r.step === "build";
      return [
        r.step,
        r.note ?? r.runtime,
        r.against,
        build ? "" : String(r.passed),
        build ? (r.failed ? "FAILED" : "") : String(r.failed),
        `${r.seconds.toFixed(1)}s`,
      ];
    }),
  ];
  const widths = rows[0].map((_, i) =>
    Math.max(...rows.map((r) => r[i].length))
  );
  for (const row of rows) {
    console.log(
      row.map((cell, i) =>
        i >= 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])
      )
        .join("  "),
    );
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  console.log(`\nin ${seconds.toFixed(0)}s`);
  for (const line of notRun) console.log(`!!! ${line}`);
  console.log(`matrix: ${passed} passed, ${failed} failed`);
  return failed === 0;
}

if (import.meta.main) {
  const unknown = Deno.args.filter((a) =>
    !(STEPS as readonly string[]).includes(a)
  );
  if (unknown.length > 0) {
    console.error(
      `Unknown step(s): ${unknown.join(", ")}; steps: ${STEPS.join(", ")}`,
    );
    Deno.exit(2);
  }
  const chosen = Deno.args.length > 0 ? Deno.args as Step[] : [...STEPS];
  // Every input the chosen steps need, before the first (scripts/preflight.ts).
  if (!printPreflight(await preflight(chosen))) Deno.exit(1);
  const ok = summarize(await runMatrix(chosen));
  if (!ok) Deno.exit(1);
}
