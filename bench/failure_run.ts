/**
 * Runs failure_bench.ts in each leg — Deno on the TypeScript sources, Node
 * 24 and 26 on the npm build — and prints its table, or with `--write`
 * replaces the "Failure path and short URLs" section of RESULTS.md.
 *
 * Usage: deno task bench:failure [--legs deno,node24,node26] [--rounds N]
 *        [--write]
 *
 * @module
 */

import { buildNpm } from "../scripts/build_npm.ts";

const root = new URL("..", import.meta.url).pathname;
const args = Deno.args;
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const legs = (option("--legs") ?? "deno,node24,node26").split(",");
const rounds = option("--rounds") ?? "9";
const npmDir = `${root}bench/.out/failure-npm`;
const bundle = `${root}bench/.out/failure_bench.mjs`;

interface Row {
  name: string;
  target: number;
  urlstd: number;
  native: number;
  ratio: number;
}

if (legs.some((leg) => leg !== "deno")) {
  buildNpm(npmDir);
  const esbuild = new Deno.Command(`${root}node_modules/.bin/esbuild`, {
    args: [
      "bench/failure_bench.ts",
      "--bundle",
      "--format=esm",
      "--platform=node",
      `--outfile=${bundle}`,
      "--log-level=warning",
    ],
    cwd: root,
  }).outputSync();
  if (!esbuild.success) throw new Error("esbuild failed");
}

const results: { runtime: string; rows: Row[] }[] = [];
for (const leg of legs) {
  const env = {
    FAILURE_BENCH_DATASETS: `${root}bench/datasets`,
    FAILURE_BENCH_ROUNDS: rounds,
  };
  const command = leg === "deno"
    ? new Deno.Command(Deno.execPath(), {
      args: ["run", "--allow-read", "--allow-env", "bench/failure_bench.ts"],
      cwd: root,
      env,
      stderr: "inherit",
    })
    : new Deno.Command(`${root}node_modules/${leg}/bin/node`, {
      args: [bundle],
      cwd: root,
      env: { ...env, URLSTD_NPM_MODULE: `${npmDir}/esm/mod.js` },
      stderr: "inherit",
    });
  console.error(`running ${leg}`);
  const out = command.outputSync();
  if (!out.success) throw new Error(`${leg} failed`);
  results.push(JSON.parse(new TextDecoder().decode(out.stdout)));
}

const cell = (r: Row) =>
  `${r.urlstd.toFixed(0)} / ${r.native.toFixed(0)} = ${
    r.ratio <= r.target ? r.ratio.toFixed(2) : `**${r.ratio.toFixed(2)}** ✗`
  }`;
const lines = [
  `| row | target | ${results.map((r) => r.runtime).join(" | ")} |`,
  `| --- | -----: | ${results.map(() => "---:").join(" | ")} |`,
  ...results[0].rows.map((row, i) =>
    `| ${row.name.replaceAll("|", "\\|")} | ≤ ${row.target} | ${
      results.map((r) => cell(r.rows[i])).join(" | ")
    } |`
  ),
];
const table = lines.join("\n");
console.log(table);

if (args.includes("--write")) {
  const path = `${root}bench/RESULTS.md`;
  const text = Deno.readTextFileSync(path);
  const heading = "## Failure path and short URLs";
  const section = `${heading}

Measured ${
    new Date().toISOString().slice(0, 10)
  } by \`deno task bench:failure --rounds ${rounds}\`
(one process per leg; urlstd and the native \`URL\` in alternating rounds,
each with its own copy of each loop). Cells: urlstd ns / native ns = the
median of the per-round ratios, per input (per call for the single inputs);
a missed target is in bold with ✗. \`failing_urls.txt\` and \`short_urls.txt\`
are made by \`deno task bench:datasets:failing\` (datasets/README.md).

${table}
`;
  const start = text.indexOf(heading);
  const next = start < 0 ? -1 : text.indexOf("\n## ", start + heading.length);
  const updated = start < 0
    ? text.trimEnd() + "\n\n" + section
    : text.slice(0, start) + section + (next < 0 ? "" : text.slice(next));
  Deno.writeTextFileSync(path, updated);
}
