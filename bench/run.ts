/**
 * Runs the benchmark suite in Deno (urlstd from source) and in Node (urlstd
 * as the npm build compiles it), then writes bench/RESULTS.md.
 *
 * Usage: deno task bench [--runs N] [--rounds N] [--limit N] [--no-write]
 *
 * Each runtime's suite runs in N processes (default 3), one after another;
 * for each mode and dataset the report shows the process whose
 * urlstd/native ratio is the median, so every row's figures come from one
 * process and one run's noise cannot decide a row.
 *
 * @module
 */

import { buildNpm } from "../scripts/build_npm.ts";
import { pairedRatio, type Row, toMarkdown } from "./suite.ts";

const root = new URL("..", import.meta.url).pathname;
const write = !Deno.args.includes("--no-write");
const runsAt = Deno.args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(Deno.args[runsAt + 1]) : 3;
if (!(runs >= 1)) throw new Error("--runs takes a positive number");
const args = Deno.args.filter((a, i) =>
  a !== "--no-write" && a !== "--runs" && (runsAt < 0 || i !== runsAt + 1)
);

async function run(
  command: string,
  commandArgs: string[],
  env: Record<string, string> = {},
): Promise<string> {
  const child = new Deno.Command(command, {
    args: commandArgs,
    cwd: root,
    env,
    stdout: "piped",
    stderr: "inherit",
  });
  const output = await child.output();
  if (!output.success) {
    throw new Error(`${command} ${commandArgs.join(" ")} failed`);
  }
  return new TextDecoder().decode(output.stdout);
}

// Node: urlstd from the npm build (into a scratch folder, with its
// dependencies installed beside it); the suite and whatwg-url bundled.
const npmDir = `${root}bench/.out/npm`;
buildNpm(npmDir);
await Deno.mkdir(`${root}bench/.out`, { recursive: true });
await run(`${root}node_modules/.bin/esbuild`, [
  "bench/node_bench.ts",
  "--bundle",
  "--format=esm",
  "--platform=node",
  "--outfile=bench/.out/node_bench.mjs",
  "--log-level=warning",
]);

interface SuiteResult {
  runtime: string;
  v8: string;
  rows: Row[];
  notes: string[];
  getters: string;
}

/**
 * Of several runs of a suite, for each mode and dataset the rows of the run
 * whose urlstd/native ratio is the median; the notes and the getter table
 * of the last run.
 */
function medianRun(results: SuiteResult[]): SuiteResult {
  const last = results[results.length - 1];
  const rows: Row[] = [];
  for (const k of rowKeys(last)) {
    const perRun = results.map((result) => {
      const group = groupOf(result, k);
      return {
        group,
        ratio: pairedRatio(implRow(group, "native"), implRow(group, "urlstd")),
      };
    }).sort((a, b) => a.ratio - b.ratio);
    rows.push(...perRun[(perRun.length - 1) >> 1].group);
  }
  return { ...last, rows };
}

/** A row's mode and dataset: what identifies it across processes. */
function rowKey(row: Row): string {
  return `${row.mode}|${row.dataset}`;
}

/** The distinct mode-and-dataset keys of a result's rows, in order. */
function rowKeys(result: SuiteResult): Set<string> {
  return new Set(result.rows.map(rowKey));
}

/** A result's rows (one per implementation) for one mode and dataset. */
function groupOf(result: SuiteResult, key: string): Row[] {
  return result.rows.filter((r) => rowKey(r) === key);
}

/** The row of `impl` in a group. */
function implRow(group: Row[], impl: string): Row {
  return group.find((r) => r.impl === impl)!;
}

/**
 * A markdown table of every process's figures for the modes compared with
 * whatwg-url: the ratio to native and the speedup, per process, so that the
 * spread behind each reported row shows.
 */
function perProcess(results: SuiteResult[]): string {
  const lines = [
    `| mode | dataset | ${
      results.map((_, i) => `process ${i + 1}`).join(" | ")
    } |`,
    `|---|---|${results.map(() => "--:|").join("")}`,
  ];
  for (const k of rowKeys(results[0])) {
    const first = groupOf(results[0], k);
    if (!first.some((r) => r.impl === "whatwg-url")) continue;
    const cells = results.map((result) => {
      const group = groupOf(result, k);
      const ours = implRow(group, "urlstd");
      return `${pairedRatio(implRow(group, "native"), ours).toFixed(2)} / ${
        pairedRatio(ours, implRow(group, "whatwg-url")).toFixed(0)
      }x`;
    });
    lines.push(
      `| ${first[0].mode} | ${first[0].dataset} | ${cells.join(" | ")} |`,
    );
  }
  return lines.join("\n");
}

const denoRuns: SuiteResult[] = [];
const nodeRuns: SuiteResult[] = [];
for (let i = 0; i < runs; i++) {
  console.error(`run ${i + 1} of ${runs}`);
  denoRuns.push(JSON.parse(
    await run(Deno.execPath(), [
      "run",
      "--allow-read",
      "--allow-env",
      "--v8-flags=--expose-gc",
      "bench/deno_bench.ts",
      "--json",
      ...args,
    ]),
  ));
  nodeRuns.push(JSON.parse(
    await run("node", [
      "--expose-gc",
      "bench/.out/node_bench.mjs",
      "--json",
      ...args,
    ], { URLSTD_NPM_MODULE: `${npmDir}/esm/mod.js` }),
  ));
}
const deno = medianRun(denoRuns);
const node = medianRun(nodeRuns);

const cpu = (() => {
  try {
    // Deno grants /proc only with --allow-all: ask the shell.
    const info = new TextDecoder().decode(
      new Deno.Command("cat", { args: ["/proc/cpuinfo"], stdout: "piped" })
        .outputSync().stdout,
    );
    return info.match(/model name\s*:\s*(.*)/)?.[1] ?? "unknown CPU";
  } catch {
    return "unknown CPU";
  }
})();

const report = `# Benchmark results

Measured ${
  new Date().toISOString().slice(0, 10)
} on ${cpu}, ${navigator.hardwareConcurrency} cores,
by \`deno task bench\` (${
  [`--runs ${runs}`, ...args].join(" ")
}): in each runtime, processes one at a
time, each with the same in-memory data, a warm-up of every mode on every
input of every dataset (3 passes), then rounds interleaving urlstd, the runtime's native
\`URL\` and whatwg-url, each running a copy of the timed loop compiled for it
alone (an application's loop sees one URL class; a shared loop let the JIT's
inlining for one implementation crowd out another's). In modes a to d and f
each implementation's turn in a round repeats its loop over the dataset for at
least 100 ms, so that turns next to each other see the same machine speed
(which changes here by up to 1.8 times from one second to the next); the ratio
and the speedup are medians over the rounds of each round's ratio. Each row
comes from the process whose urlstd/native ratio is the median of the ${runs} (the
notes and the getter table from the last). Nanoseconds per operation (per URL;
per setter call in mode e; per object in mode f); the median ns columns are
each implementation's median over the rounds. Ratio below 1 means urlstd is
faster. Disagreements count inputs whose href (or failure) differs from
urlstd's.

## ${deno.runtime} (V8 ${deno.v8}): urlstd from TypeScript source, native URL is rust-url

${toMarkdown(deno.rows, "native", "urlstd")}

${deno.notes.map((n: string) => `- ${n}`).join("\n")}

Every process's ratio to native / speedup vs whatwg-url in modes a and b (the
rows above come from the process with the median ratio to native):

${perProcess(denoRuns)}

What mode b's getters cost alone (ns per call, on URL objects parsed
beforehand, the inputs every implementation parses; each getter read in a loop
of its own per implementation):

${deno.getters}

## ${node.runtime} (V8 ${node.v8}): urlstd from the npm build (ES modules), native URL is Ada

${toMarkdown(node.rows, "native", "urlstd")}

${node.notes.map((n: string) => `- ${n}`).join("\n")}

Every process's ratio to native / speedup vs whatwg-url in modes a and b (the
rows above come from the process with the median ratio to native):

${perProcess(nodeRuns)}

What mode b's getters cost alone (ns per call, on URL objects parsed
beforehand, the inputs every implementation parses; each getter read in a loop
of its own per implementation):

${node.getters}
`;
/** Where RESULTS.md's sections from other benchmark scripts start. */
const KEPT_MARKER = "<!-- sections below: kept by bench/run.ts -->";

if (write) {
  // Sections measured by other scripts follow KEPT_MARKER; they stay.
  const path = `${root}bench/RESULTS.md`;
  let kept = "";
  try {
    const old = await Deno.readTextFile(path);
    const at = old.indexOf(KEPT_MARKER);
    if (at >= 0) kept = "\n" + old.slice(at);
  } catch {
    // No results yet.
  }
  await Deno.writeTextFile(path, report + kept);
  console.error("wrote bench/RESULTS.md");
}
console.log(report);
