/**
 * The whatwg-url drop-in's figures: bench/whatwg_url_bench.mjs on Node.js
 * 24 and 26 and on Deno (speed, as ratios within one process), and
 * bench/whatwg_url_size.ts (bundle sizes); prints the tables, and with
 * `--write` makes them bench/WHATWG_URL_RESULTS.md (one dated section with
 * the command, in place of the run before), and copies the tables into
 * bench/RESULTS.md's figure block.
 *
 * Needs the npm build (`deno task build:npm`) and the clients' scratch
 * project (`deno run -A tests/whatwg_url_clients/run.ts`).
 *
 * Usage: deno task bench:whatwg-url [--write] [dataset]
 *
 * @module
 */

import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../scripts/_project.ts";
import { nodeRuntimes } from "../scripts/_runtimes.ts";
import { ALIAS_DIR } from "../scripts/build_whatwg_url_alias.ts";
import { CLIENTS_DIR } from "../tests/whatwg_url_clients/run.ts";
import { measureAliasSizes } from "./whatwg_url_size.ts";
import { withFigures } from "./_whatwg_url_figures.ts";

const BENCH = join(ROOT, "bench", "whatwg_url_bench.mjs");
const RESULTS = join(ROOT, "bench", "WHATWG_URL_RESULTS.md");
const BENCH_RESULTS = join(ROOT, "bench", "RESULTS.md");
const DATASETS = join(ROOT, "..", "shared", "datasets");

/**
 * The data besides the main run's, for the factors on data of every shape:
 * the other datasets at hand, and the WPT URLs (edge cases: IDNA, IPv6,
 * percent-encoding, odd schemes), which the benchmark reads under the name
 * "urltestdata.json".
 */
function otherData(main: string): string[] {
  const datasets = existsSync(DATASETS)
    ? readdirSync(DATASETS).filter((f) => f.endsWith(".txt")).sort()
    : [];
  return [...datasets, "urltestdata.json"].filter((d) => d !== main);
}

interface Row {
  referenceMs: number;
  oursMs: number;
  speedup: number;
}

interface RunResult {
  runtime: string;
  dataset: string;
  inputs: number;
  rows: Record<string, Row>;
}

/** Runs the benchmark with one runtime's command. */
function runBench(
  command: string,
  args: string[],
  dataset: string[],
): RunResult {
  const result = spawnSync(command, [
    ...args,
    BENCH,
    ALIAS_DIR,
    CLIENTS_DIR,
    ...dataset,
  ], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr.slice(-3000)}`);
  }
  return JSON.parse(result.stdout.trim().split("\n").pop()!);
}

/** Runs every benchmark; prints, and with --write writes, the tables. */
async function main(): Promise<void> {
  const write = Deno.args.includes("--write");
  const dataset = Deno.args.filter((a) => a !== "--write");

  for (
    const needed of [ALIAS_DIR, join(CLIENTS_DIR, "node_modules", "jsdom")]
  ) {
    if (!existsSync(needed)) {
      throw new Error(`${needed} is missing (see the usage)`);
    }
  }

  const runtimes: [string, string[]][] = [
    ...nodeRuntimes().filter((node) => /^v2[46]\./.test(node.version))
      .map((node): [string, string[]] => [node.path, []]),
    [Deno.execPath(), ["run", "--allow-all"]],
  ];
  const runs = runtimes.map(([command, args]) =>
    runBench(command, args, dataset)
  );

  const ms = (n: number) => n.toFixed(1);
  const lines: string[] = [];
  lines.push(
    "| runtime | loop | whatwg-url 17.3.0 ms | @urlstd/whatwg-url ms | faster by |",
    "| --- | --- | ---: | ---: | ---: |",
  );
  for (const run of runs) {
    for (const [loop, row] of Object.entries(run.rows)) {
      lines.push(
        `| ${run.runtime} | ${loop} | ${ms(row.referenceMs)} | ${
          ms(row.oursMs)
        } | ${row.speedup.toFixed(1)}× |`,
      );
    }
  }
  // The same loops on the other data, as factors only.
  const otherLines = [
    `| dataset | loop | ${runs.map((run) => run.runtime).join(" | ")} |`,
    `| --- | --- | ${runs.map(() => "---:").join(" | ")} |`,
  ];
  for (const other of otherData(runs[0].dataset)) {
    const results = runtimes.map(([command, args]) =>
      runBench(command, args, [other])
    );
    for (const loop of Object.keys(results[0].rows)) {
      otherLines.push(
        `| ${results[0].dataset} (${results[0].inputs}) | ${loop} | ${
          results.map((r) => r.rows[loop].speedup.toFixed(1) + "×").join(" | ")
        } |`,
      );
    }
  }
  const sizes = await measureAliasSizes();
  const kb = (n: number) => (n / 1000).toFixed(1) + " kB";
  const sizeLines = [
    "| entry | whatwg-url 17.3.0 min | min+gzip | @urlstd/whatwg-url min | min+gzip | ratio (gzip) |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...sizes.map((row) =>
      `| \`${row.entry}\` | ${kb(row.whatwgUrl.min)} | ${
        kb(row.whatwgUrl.gzip)
      } | ${kb(row.alias.min)} | ${kb(row.alias.gzip)} | ${
        (row.alias.gzip / row.whatwgUrl.gzip).toFixed(2)
      } |`
    ),
  ];
  const first = runs[0];
  const section = [
    `## ${
      new Date().toISOString().slice(0, 10)
    }: ${first.dataset}, ${first.inputs} inputs`,
    "",
    "Command: `deno task bench:whatwg-url --write" +
    (dataset.length > 0 ? " " + dataset.join(" ") : "") + "` (after " +
    "`deno task build:npm` and `deno run -A tests/whatwg_url_clients/run.ts`).",
    "Times are one pass's, medians over alternating rounds in one process " +
    '(each turn repeats its loop for at least 100 ms); "faster by" is the ' +
    "median of the per-round ratios.",
    "",
    ...lines,
    "",
    "The same loops on the other data (inputs in parentheses; the WPT URLs " +
    "are urltestdata.json's absolute ones), faster by:",
    "",
    ...otherLines,
    "",
    "Bundle sizes (esbuild, `platform: browser`, minified; gzip level 9), " +
    "each entry with every export:",
    "",
    ...sizeLines,
    "",
  ].join("\n");
  console.log(section);
  if (write) {
    const head = "# The whatwg-url drop-in: speed and size\n\n" +
      "`@urlstd/whatwg-url` (the alias package of `whatwg-url/`) against " +
      "`whatwg-url@17.3.0`: the newest run (earlier ones are in the " +
      "history of this file).\n\n";
    writeFileSync(RESULTS, head + section);
    const tables = [...lines, "", ...otherLines, "", ...sizeLines].join("\n");
    writeFileSync(
      BENCH_RESULTS,
      withFigures(readFileSync(BENCH_RESULTS, "utf8"), tables),
    );
    spawnSync(Deno.execPath(), ["fmt", RESULTS, BENCH_RESULTS], {
      stdio: "inherit",
    });
    console.log(
      `Wrote ${RESULTS} and the figures in bench/RESULTS.md`,
    );
  }
}

if (import.meta.main) await main();
