/**
 * Start-up time of the package's entries: in a fresh process each time, the
 * time from before `await import(entry)` to after it, to after parsing one
 * URL with an ASCII host, and to after then parsing one with a non-ASCII
 * host (IDNA). Every variant runs once per round, the variants in turn, for
 * RUNS rounds after one warm-up round; the table gives each figure's median.
 *
 * The variants: Node 24 and Node 26 (the `node24` and `node26` aliases of
 * package.json) on the npm build, installed in a scratch project; Deno on the
 * npm build, installed the same way (`nodeModulesDir: "manual"`), and on the
 * sources. "before" is the commit given by `--before` (default: `main`),
 * built the same way; "after" is the working tree. Figures include loading
 * the modules from disk (the operating system's cache is warm after the
 * warm-up round).
 *
 * Usage: deno task bench:import [--before COMMIT] [--runs N]
 *
 * @module
 */

import { buildNpm } from "../scripts/build_npm.ts";

/** The value of `--flag value` in the arguments, or `fallback`. */
function option(flag: string, fallback: string): string {
  const at = Deno.args.indexOf(flag);
  return at >= 0 && at + 1 < Deno.args.length ? Deno.args[at + 1] : fallback;
}

const before = option("--before", "main");
const runs = Number(option("--runs", "21"));
if (!(runs >= 1)) throw new Error("--runs takes a positive number");
const root = new URL("../", import.meta.url).pathname;
const out = `${root}bench/.out/import_time`;

/** The probe each process runs: argv[2] (or Deno.args[0]) is the entry. */
const PROBE = `const entry = globalThis.Deno?.args[0] ?? process.argv[2];
const t0 = performance.now();
const { URL } = await import(entry);
const t1 = performance.now();
if (new URL("https://Example.com/a/../b?c#d").href !== "https://example.com/b?c#d") throw new Error("ASCII");
const t2 = performance.now();
if (new URL("https://Bücher.example/").host !== "xn--bcher-kva.example") throw new Error("IDNA");
const t3 = performance.now();
console.log(JSON.stringify([t1 - t0, t2 - t0, t3 - t0]));
`;

function run(cmd: string, args: string[], cwd: string): string {
  const { code, stdout, stderr } = new Deno.Command(cmd, {
    args,
    cwd,
    stdout: "piped",
    stderr: "piped",
  }).outputSync();
  const text = new TextDecoder();
  if (code !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} failed: ${text.decode(stderr)}`);
  }
  return text.decode(stdout);
}

/** Makes `dir` an empty folder. */
function emptyDir(dir: string): void {
  try {
    Deno.removeSync(dir, { recursive: true });
  } catch {
    // Not there yet.
  }
  Deno.mkdirSync(dir, { recursive: true });
}

/** A scratch project with the npm build of `tree` installed in it. */
function project(name: string, tree: string): string {
  const dir = `${out}/${name}`;
  emptyDir(dir);
  const target = `${dir}/node_modules/@urlstd/url`;
  if (tree === root) {
    buildNpm(target);
  } else {
    const script = `${tree}scripts/build_npm.ts`;
    run(Deno.execPath(), [
      "eval",
      `import { buildNpm } from ${JSON.stringify(script)};` +
      `buildNpm(${JSON.stringify(target)});`,
    ], tree);
  }
  Deno.writeTextFileSync(
    `${dir}/package.json`,
    JSON.stringify({ type: "module", private: true }) + "\n",
  );
  Deno.writeTextFileSync(
    `${dir}/deno.json`,
    JSON.stringify({ nodeModulesDir: "manual" }) + "\n",
  );
  Deno.writeTextFileSync(`${dir}/probe.mjs`, PROBE);
  return dir;
}

/** The tree of `commit`, extracted into the scratch folder. */
function extract(commit: string): string {
  const dir = `${out}/tree-${commit.replace(/[^\w.-]/g, "_")}/`;
  emptyDir(dir);
  run("sh", ["-c", `git archive ${commit} | tar -x -C ${dir}`], root);
  Deno.symlinkSync(`${root}node_modules`, `${dir}node_modules`);
  return dir;
}

/** One variant: how to start its process. */
interface Variant {
  runtime: string;
  build: string;
  entry: string;
  cmd: string;
  args: string[];
  cwd: string;
}

Deno.mkdirSync(out, { recursive: true });
const beforeTree = extract(before);
const beforeCommit = run("git", ["rev-parse", "--short", before], root).trim();
const afterDir = project("after", root);
const beforeDir = project("before", beforeTree);
Deno.writeTextFileSync(`${out}/probe.mjs`, PROBE);

const variants: Variant[] = [];
for (const alias of ["node24", "node26"]) {
  const node = `${root}node_modules/${alias}/bin/node`;
  const version = run(node, ["--version"], root).trim();
  for (
    const [build, dir, entry] of [
      ["npm, before", beforeDir, "@urlstd/url"],
      ["npm, after", afterDir, "@urlstd/url"],
      ["npm, after", afterDir, "@urlstd/url/lite"],
    ]
  ) {
    variants.push({
      runtime: `Node ${version}`,
      build,
      entry,
      cmd: node,
      args: ["probe.mjs", entry],
      cwd: dir,
    });
  }
}
const deno = `Deno ${Deno.version.deno}`;
const denoRun = ["run", "--allow-read", "--allow-env"];
for (
  const [build, dir, entry] of [
    ["npm, before", beforeDir, "@urlstd/url"],
    ["npm, after", afterDir, "@urlstd/url"],
    ["npm, after", afterDir, "@urlstd/url/lite"],
  ]
) {
  variants.push({
    runtime: deno,
    build,
    entry,
    cmd: Deno.execPath(),
    args: [...denoRun, "probe.mjs", entry],
    cwd: dir,
  });
}
for (
  const [build, tree, entry, file] of [
    ["source, before", beforeTree, "@urlstd/url", "mod.ts"],
    ["source, after", root, "@urlstd/url", "mod.ts"],
    ["source, after", root, "@urlstd/url/lite", "lite/mod.ts"],
  ]
) {
  variants.push({
    runtime: deno,
    build,
    entry,
    cmd: Deno.execPath(),
    args: [
      ...denoRun,
      `--config=${tree}deno.json`,
      `${out}/probe.mjs`,
      new URL(file, `file://${tree}`).href,
    ],
    cwd: tree,
  });
}

const times = variants.map(() => [[], [], []] as number[][]);
for (let round = 0; round <= runs; round++) {
  console.error(`round ${round} of ${runs}${round === 0 ? " (warm-up)" : ""}`);
  variants.forEach((variant, i) => {
    const figures: number[] = JSON.parse(
      run(variant.cmd, variant.args, variant.cwd),
    );
    if (round > 0) figures.forEach((ms, k) => times[i][k].push(ms));
  });
}

const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];
const lines = [
  "| runtime | build | entry | import | + ASCII URL | + IDNA URL |",
  "|---|---|---|--:|--:|--:|",
  ...variants.map((v, i) =>
    `| ${v.runtime} | ${v.build} | \`${v.entry}\` | ${
      times[i].map((xs) => `${median(xs).toFixed(1)} ms`).join(" | ")
    } |`
  ),
];
// Paired: each round's after / before of the full build, in the same
// runtime and kind of build, so that the machine's speed changing from one
// round to the next cancels out.
const paired = [
  "| runtime | build | import | + ASCII URL | + IDNA URL |",
  "|---|---|--:|--:|--:|",
];
variants.forEach((v, i) => {
  if (!v.build.endsWith("before")) return;
  const kind = v.build.replace(/, before$/, "");
  const j = variants.findIndex((w) =>
    w.runtime === v.runtime && w.entry === v.entry &&
    w.build === `${kind}, after`
  );
  const ratios = times[i].map((xs, k) =>
    median(xs.map((ms, round) => times[j][k][round] / ms)).toFixed(2)
  );
  paired.push(`| ${v.runtime} | ${kind} | ${ratios.join(" | ")} |`);
});
console.log(
  `before: ${before} (${beforeCommit}); after: the working tree; ` +
    `medians of ${runs} processes each\n\n${lines.join("\n")}\n\n` +
    `The full build, after / before, median of the rounds' ratios:\n\n` +
    paired.join("\n"),
);
