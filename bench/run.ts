/**
 * Runs the benchmark suite in each leg — Deno (urlstd from TypeScript
 * source), the machine's Node, Node 24 and Node 26 (the binaries of the
 * `node24` and `node26` npm aliases in package.json; `node22` on request)
 * and headless Chromium (these four with urlstd as the npm build compiles
 * it) — then writes bench/RESULTS.md, with the targets checked per mode,
 * dataset and leg.
 *
 * Usage: deno task bench [--legs deno,node,node24,node26,chromium]
 *        [--runs N] [--rounds N] [--limit N] [--no-write]
 *
 * A leg whose runtime is missing (an alias not installed, no Chromium) is
 * reported and skipped. Each leg's suite runs in N processes (default 3),
 * the legs one after another within each of the N passes; for each mode and
 * dataset the report shows the process whose urlstd/native ratio is the
 * median, so every row's figures come from one process and one run's noise
 * cannot decide a row.
 *
 * @module
 */

import { existsSync, readdirSync } from "node:fs";
import { datasetDirs, listDatasets } from "./_config.ts";
import { buildNpm } from "../scripts/build_npm.ts";
import {
  type MemoryFigure,
  pairedRatio,
  type Row,
  type SuiteResult,
  toMarkdown,
} from "./suite.ts";

const root = new URL("..", import.meta.url).pathname;

/** The value of `--flag value` in `args`, and the args without the pair. */
function takeOption(
  args: string[],
  flag: string,
): { value: string | undefined; rest: string[] } {
  const at = args.indexOf(flag);
  if (at < 0) return { value: undefined, rest: args };
  return {
    value: args[at + 1],
    rest: args.filter((_, i) => i !== at && i !== at + 1),
  };
}

const write = !Deno.args.includes("--no-write");
const runsOption = takeOption(
  Deno.args.filter((a) => a !== "--no-write"),
  "--runs",
);
const legsOption = takeOption(runsOption.rest, "--legs");
const runs = Number(runsOption.value ?? 3);
if (!(runs >= 1)) throw new Error("--runs takes a positive number");
/** What each leg's process receives: --rounds and --limit. */
const args = legsOption.rest;
const DEFAULT_LEGS = "deno,node,node24,node26,chromium";
const legNames = (legsOption.value ?? DEFAULT_LEGS).split(",");

/** What one leg's process prints (as JSON). */
interface LegResult extends SuiteResult {
  runtime: string;
  v8: string;
  /** What the native URL is: rust-url, Ada 2.9.2, … */
  nativeURL: string;
}

/** How to run one leg's process, or why it cannot run here. */
interface Leg {
  name: string;
  /** Where urlstd comes from, for the section heading. */
  about: string;
  command: string;
  commandArgs: string[];
  env?: Record<string, string>;
  /** Set when the leg cannot run here: the reason. */
  missing?: string;
}

const npmDir = `${root}bench/.out/npm`;
const npmModule = `${npmDir}/esm/mod.js`;
const nodeBundle = "bench/.out/node_bench.mjs";

/** A Node leg: the suite bundle run by `executable`. */
function nodeLeg(name: string, executable: string, missing?: string): Leg {
  return {
    name,
    about: "urlstd from the npm build (ES modules)",
    command: executable,
    commandArgs: ["--expose-gc", nodeBundle, "--json", ...args],
    env: { URLSTD_NPM_MODULE: npmModule },
    missing,
  };
}

/**
 * The machine's `node`: the first on $PATH outside this project's
 * node_modules, whose .bin/node (npm and deno task put it first on $PATH)
 * is one of the node22, node24 and node26 aliases.
 */
function machineNode(): string | undefined {
  for (const dir of (Deno.env.get("PATH") ?? "").split(":")) {
    if (dir === "" || dir.startsWith(`${root}node_modules`)) continue;
    if (existsSync(`${dir}/node`)) return `${dir}/node`;
  }
  return undefined;
}

/** The leg called `name`. */
function legOf(name: string): Leg {
  if (name === "deno") {
    return {
      name,
      about: "urlstd from TypeScript source",
      command: Deno.execPath(),
      commandArgs: [
        "run",
        "--allow-read",
        "--allow-env",
        "--v8-flags=--expose-gc",
        "bench/deno_bench.ts",
        "--json",
        ...args,
      ],
    };
  }
  if (name === "node") {
    const node = machineNode();
    return nodeLeg(name, node ?? "node", node ? undefined : "no node on $PATH");
  }
  const alias = /^node(\d+)$/.exec(name);
  if (alias !== null) {
    const binary = `${root}node_modules/${name}/bin/node`;
    return nodeLeg(
      name,
      binary,
      existsSync(binary)
        ? undefined
        : `no ${binary} (the \`${name}\` alias in package.json; npm install)`,
    );
  }
  if (name === "chromium") {
    const chromium = Deno.env.get("CHROMIUM") ?? "/usr/bin/chromium";
    return {
      name,
      about: "urlstd from the npm build (ES modules, bundled by esbuild)",
      command: Deno.execPath(),
      commandArgs: ["run", "--allow-all", "bench/chromium_bench.ts", "--json"]
        .concat(args),
      env: { URLSTD_NPM_MODULE: npmModule },
      missing: existsSync(chromium) ? undefined : `no Chromium at ${chromium}`,
    };
  }
  throw new Error(`Unknown leg ${name} (deno, node, node22/24/26, chromium)`);
}

async function run(leg: Leg): Promise<LegResult> {
  const child = new Deno.Command(leg.command, {
    args: leg.commandArgs,
    cwd: root,
    env: leg.env ?? {},
    stdout: "piped",
    stderr: "inherit",
  });
  const output = await child.output();
  if (!output.success) {
    throw new Error(`${leg.command} ${leg.commandArgs.join(" ")} failed`);
  }
  return JSON.parse(new TextDecoder().decode(output.stdout));
}

/**
 * Of several runs of a suite, for each mode and dataset the rows of the run
 * whose urlstd/native ratio is the median; the notes, the memory figures and
 * the getter table of the last run.
 */
function medianRun(results: LegResult[]): LegResult {
  const last = results[results.length - 1];
  const rows: Row[] = [];
  for (const k of rowKeys(last)) {
    const perRun = results.map((result) => {
      const group = groupOf(result, k);
      return { group, ratio: ratioOf(group) };
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

/** urlstd's time over native's, in a group of rows. */
function ratioOf(group: Row[]): number {
  return pairedRatio(implRow(group, "native"), implRow(group, "urlstd"));
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
      return `${ratioOf(group).toFixed(2)} / ${
        pairedRatio(ours, implRow(group, "whatwg-url")).toFixed(0)
      }x`;
    });
    lines.push(
      `| ${first[0].mode} | ${first[0].dataset} | ${cells.join(" | ")} |`,
    );
  }
  return lines.join("\n");
}

/** The most urlstd's time may be of native's: URL modes. */
const URL_TARGET = 0.7;
/** The most urlstd's time may be of native's: URLSearchParams modes. */
const PARAMS_TARGET = 0.9;
/** The most heap a URL object of urlstd may retain, in bytes. */
const BYTES_TARGET = 120;
/** The same, on the dataset of the shortest lines (see shortestDataset). */
const SHORT_BYTES_TARGET = 112;

/** The file name of the dataset whose lines are shortest on average. */
const shortestDataset = (() => {
  let best = { name: "", mean: Infinity };
  for (const path of listDatasets(datasetDirs(), (d) => readdirSync(d))) {
    const lines = Deno.readTextFileSync(path).split("\n").filter((l) => l);
    const mean = lines.slice(0, 10_000).reduce((n, l) => n + l.length, 0) /
      Math.min(lines.length, 10_000);
    if (mean < best.mean) best = { name: path.replace(/.*\//, ""), mean };
  }
  return best.name;
})();

/** The bytes target of a dataset. */
function bytesTargetOf(dataset: string): number {
  return dataset === shortestDataset ? SHORT_BYTES_TARGET : BYTES_TARGET;
}

/** The target of a mode's ratio. */
function targetOf(mode: string): number {
  return mode.startsWith("f:") ? PARAMS_TARGET : URL_TARGET;
}

/** urlstd's retained bytes per URL object on each dataset. */
function ourBytes(result: LegResult): MemoryFigure[] {
  return result.memory.filter((m) => m.impl === "urlstd");
}

/**
 * The targets table: a row per mode and dataset (and per dataset's memory
 * figure), a column per leg; a missed target in bold with ✗.
 */
function targetsTable(legs: { leg: Leg; result: LegResult }[]): string {
  const lines = [
    `| mode | dataset | target | ${
      legs.map(({ result }) => result.runtime).join(" | ")
    } |`,
    `|---|---|--:|${legs.map(() => "--:|").join("")}`,
  ];
  const keys = new Set(legs.flatMap(({ result }) => [...rowKeys(result)]));
  for (const k of keys) {
    const [mode, dataset] = k.split("|");
    const target = targetOf(mode);
    const cells = legs.map(({ result }) => {
      const group = groupOf(result, k);
      if (group.length === 0) return "-";
      const ratio = ratioOf(group);
      return ratio <= target ? ratio.toFixed(2) : `**${ratio.toFixed(2)}** ✗`;
    });
    lines.push(
      `| ${mode} | ${dataset} | ≤ ${target.toFixed(1)} | ${
        cells.join(" | ")
      } |`,
    );
  }
  const datasets = new Set(
    legs.flatMap(({ result }) => ourBytes(result).map((m) => m.dataset)),
  );
  for (const dataset of datasets) {
    const cells = legs.map(({ result }) => {
      const figure = ourBytes(result).find((m) => m.dataset === dataset);
      if (figure === undefined) return "-";
      const bytes = figure.bytes.toFixed(0);
      return figure.bytes <= bytesTargetOf(dataset) ? bytes : `**${bytes}** ✗`;
    });
    lines.push(
      `| bytes per URL object | ${dataset} | ≤ ${bytesTargetOf(dataset)} | ${
        cells.join(" | ")
      } |`,
    );
  }
  return lines.join("\n");
}

/** One line per leg: how many targets hold, and which do not. */
function targetsSummary(legs: { leg: Leg; result: LegResult }[]): string {
  return legs.map(({ result }) => {
    const misses: string[] = [];
    let count = 0;
    for (const k of rowKeys(result)) {
      const [mode, dataset] = k.split("|");
      const ratio = ratioOf(groupOf(result, k));
      count++;
      if (ratio > targetOf(mode)) {
        misses.push(
          `${mode.split(":")[0]} on ${dataset} (${ratio.toFixed(2)})`,
        );
      }
    }
    for (const m of ourBytes(result)) {
      count++;
      if (m.bytes > bytesTargetOf(m.dataset)) {
        misses.push(`memory on ${m.dataset} (${m.bytes.toFixed(0)} bytes)`);
      }
    }
    return `- ${result.runtime}: ${count - misses.length} of ${count} hold${
      misses.length === 0 ? "" : `; missed: ${misses.join(", ")}`
    }`;
  }).join("\n");
}

/** A leg's section of the report. */
function section(leg: Leg, result: LegResult, all: LegResult[]): string {
  return `## ${result.runtime} (V8 ${result.v8}): ${leg.about}, native URL is ${result.nativeURL}

${toMarkdown(result.rows, "native", "urlstd")}

${result.notes.map((n: string) => `- ${n}`).join("\n")}

Every process's ratio to native / speedup vs whatwg-url in modes a and b (the
rows above come from the process with the median ratio to native):

${perProcess(all)}

What mode b's getters cost alone (ns per call, on URL objects parsed
beforehand, the inputs every implementation parses; each getter read in a loop
of its own per implementation):

${result.getters}
`;
}

function cpuName(): string {
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
}

/** The commit measured, with `+ changes` when the tree differs from it. */
function commitName(): string {
  const git = (...gitArgs: string[]) =>
    new TextDecoder().decode(
      new Deno.Command("git", { args: gitArgs, cwd: root, stdout: "piped" })
        .outputSync().stdout,
    ).trim();
  try {
    const dirty = git("status", "--porcelain", "--untracked-files=no") !== "";
    return git("rev-parse", "--short", "HEAD") + (dirty ? " + changes" : "");
  } catch {
    return "unknown commit";
  }
}

const legs = legNames.map(legOf);
const skipped = legs.filter((leg) => leg.missing !== undefined);
for (const leg of skipped) {
  console.error(`skipping ${leg.name}: ${leg.missing}`);
}
const running = legs.filter((leg) => leg.missing === undefined);

// urlstd from the npm build (into a scratch folder, with its dependencies
// installed beside it) for Node and Chromium; the Node suite and whatwg-url
// bundled.
if (running.some((leg) => leg.name !== "deno")) {
  buildNpm(npmDir);
  await Deno.mkdir(`${root}bench/.out`, { recursive: true });
  const esbuild = new Deno.Command(`${root}node_modules/.bin/esbuild`, {
    args: [
      "bench/node_bench.ts",
      "--bundle",
      "--format=esm",
      "--platform=node",
      `--outfile=${nodeBundle}`,
      "--log-level=warning",
    ],
    cwd: root,
  }).outputSync();
  if (!esbuild.success) throw new Error("esbuild bench/node_bench.ts failed");
}

const perLeg = new Map<string, LegResult[]>(running.map((l) => [l.name, []]));
for (let i = 0; i < runs; i++) {
  for (const leg of running) {
    console.error(`run ${i + 1} of ${runs}: ${leg.name}`);
    perLeg.get(leg.name)!.push(await run(leg));
  }
}
const measured = running.map((leg) => ({
  leg,
  result: medianRun(perLeg.get(leg.name)!),
}));

const command = ["deno task bench", ...Deno.args].join(" ");
const report = `# Benchmark results

Measured ${
  new Date().toISOString().slice(0, 10)
} (commit ${commitName()}) on ${cpuName()}, ${navigator.hardwareConcurrency} cores, by \`${command}\`.
${
  skipped.length === 0
    ? ""
    : `\nSkipped: ${
      skipped.map((leg) => `${leg.name} (${leg.missing})`).join("; ")
    }.\n`
}
In each leg, processes one at a time, each with the same in-memory data, a
warm-up of every mode on every input of every dataset (3 passes), then rounds
interleaving urlstd, the runtime's native \`URL\` and whatwg-url, each running a
copy of the timed loop compiled for it alone (an application's loop sees one
URL class; a shared loop let the JIT's inlining for one implementation crowd out
another's). Each implementation's turn in a round repeats its loop over the
dataset for at least 100 ms (in modes e and h, on fresh URL objects parsed
outside the timing), so that turns next to each other see the same machine
speed (which changes here by up to 1.8 times from one second to the next); the
ratio and the speedup are medians over the rounds of each round's ratio. ${
  runs === 1
    ? "Each leg ran in one process."
    : `Each row comes from the process whose urlstd/native ratio is the median of the ${runs} (the notes and the getter table from the last).`
} Nanoseconds per operation (per
URL; per reference in modes d and g; per setter call in modes e and h; per
object in mode f); the median ns columns are each implementation's median over
the rounds. Ratio below 1 means urlstd is faster. Disagreements count inputs
whose href (or failure) differs from urlstd's.

The modes: a, parse and read href; b, parse and read every getter; c,
\`URL.canParse\`; d, three shapes of reference made from the dataset against one
fixed base; e, four setters (pathname, search, hash, host) on http(s) URLs; f,
\`URLSearchParams\`; g, \`new URL(ref, base)\` with ten references per base (the
first 1,000 inputs that can be a base, each with a path segment,
\`./segment?query\`, \`../segment\`, \`../../path\`, \`/path?query\`, \`?query\`,
\`#fragment\`, \`//host/path\`, an absolute URL and the empty reference, made from
the next input); h, the search, hash and pathname setters on every URL that can
be a base, with the next input's values. The datasets are Ada's
(\`../shared/datasets\`, see its README) and those of \`bench/datasets\`, which
the fast path was not tuned on: \`debian_urls.txt\` (Debian's package index),
\`npm_urls.txt\` (npm package metadata), \`debian_doc_urls.txt\` (Debian's
copyright files, systemd units, maintainers' addresses) and \`wpt_inputs.txt\`
(the conformance data's inputs); their shapes are tabled in
\`bench/datasets/README.md\`.

In Chromium, memory is \`performance.memory.usedJSHeapSize\` (with
\`--enable-precise-memory-info\`, and \`gc()\` from \`--js-flags=--expose-gc\`):
the browser's own \`URL\` keeps its parsed URL outside the JavaScript heap, so
its figure counts the wrapper object only and is not comparable.

## Targets

urlstd's time over the native \`URL\`'s (≤ ${URL_TARGET} in the URL modes, ≤ ${
  PARAMS_TARGET.toFixed(1)
} in the \`URLSearchParams\` modes f) and urlstd's retained bytes per URL object (≤ ${BYTES_TARGET}; ≤ ${SHORT_BYTES_TARGET} on ${shortestDataset}, whose lines are the shortest),
per mode, dataset and leg; a missed target is in bold with ✗.

${targetsSummary(measured)}

${targetsTable(measured)}

${
  measured.map(({ leg, result }) => section(leg, result, perLeg.get(leg.name)!))
    .join("\n")
}`;
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
