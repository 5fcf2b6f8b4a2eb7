/**
 * The regression guard: urlstd now (the working tree) against a past
 * revision, both as the npm build compiles them, in one process per
 * runtime with alternating rounds, on every dataset and mode. Prints a
 * table of now ÷ then (median of the per-round ratios, with their first
 * and third quartiles as the spread) and the bytes each allocates per
 * parse. See bench/README.md, "The regression guard".
 *
 * Usage:
 *
 *   deno task bench:guard [--rev REV] [--legs node24,node26,deno]
 *     [--rounds N] [--datasets NAME,NAME] [--no-alloc]
 *
 * REV defaults to the last commit on `main` that touched parser/, host/,
 * api/ or percent/. Its tree is extracted with `git archive` into
 * bench/.out/guard/SHA/src and built into bench/.out/guard/SHA/npm (both
 * kept, so the next run reuses them); the working tree is built into
 * bench/.out/guard/now-PID/npm on every run (a folder per run, removed
 * at its end, so that two runs at once do not rebuild each other's). The Node legs import both npm
 * builds' ESM, as Node users load the package; the Deno leg imports both
 * trees' TypeScript sources, as the suite's Deno leg does.
 *
 * @module
 */

import { existsSync, rmSync } from "node:fs";
import { datasetDirs, listDatasets } from "../_config.ts";

const root = new URL("../../", import.meta.url).pathname;
const out = `${root}bench/.out/guard`;
/** This run's own folder: the working tree's build and the entry bundle. */
const own = `${out}/now-${Deno.pid}`;
const args = Deno.args;
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

/** Runs a command; its standard output, or throws with its stderr. */
function sh(cmd: string, argv: string[], cwd = root): string {
  const result = new Deno.Command(cmd, {
    args: argv,
    cwd,
    stdout: "piped",
    stderr: "piped",
  }).outputSync();
  if (!result.success) {
    throw new Error(
      `${cmd} ${argv.join(" ")} failed:\n${
        new TextDecoder().decode(result.stderr)
      }`,
    );
  }
  return new TextDecoder().decode(result.stdout).trim();
}

/** The last commit on main that touched the folders the guard watches. */
function defaultRevision(): string {
  const folders = ["parser", "host", "api", "percent"];
  return sh("git", ["log", "-1", "--format=%H", "main", "--", ...folders]);
}

/** Builds the npm package of the tree at `tree` into `npmDir`. */
function buildNpmOf(tree: string, npmDir: string): void {
  sh(Deno.execPath(), [
    "run",
    "--allow-all",
    `--config=${tree}/deno.json`,
    `${root}bench/paired/_build_npm_of.ts`,
    tree,
    npmDir,
  ], tree);
}

/** The revision's tree and its npm build, made once and kept. */
function prepareThen(sha: string): string {
  const dir = `${out}/${sha.slice(0, 12)}`;
  if (existsSync(`${dir}/npm/esm/mod.js`)) return dir;
  rmSync(dir, { recursive: true, force: true });
  Deno.mkdirSync(`${dir}/src`, { recursive: true });
  sh("sh", ["-c", `git archive ${sha} | tar -x -C ${dir}/src`]);
  // The build script and the Deno leg resolve npm packages from the
  // working tree's node_modules, which Deno must only read: an older
  // deno.json's "nodeModulesDir": "auto" would rewrite it.
  const config = JSON.parse(Deno.readTextFileSync(`${dir}/src/deno.json`));
  config.nodeModulesDir = "manual";
  Deno.writeTextFileSync(`${dir}/src/deno.json`, JSON.stringify(config));
  Deno.symlinkSync(`${root}node_modules`, `${dir}/src/node_modules`);
  console.error(`building ${sha.slice(0, 12)} into ${dir}/npm`);
  buildNpmOf(`${dir}/src`, `${dir}/npm`);
  return dir;
}

/** The datasets to run: every one of the suite's, or those --datasets names. */
function datasetPaths(): string[] {
  const wanted = option("--datasets")?.split(",");
  const all = listDatasets(
    datasetDirs(),
    (d) => [...Deno.readDirSync(d)].map((e) => e.name),
  );
  if (wanted === undefined) return all;
  return all.filter((path) => {
    const name = path.slice(path.lastIndexOf("/") + 1);
    return wanted.includes(name) || wanted.includes(name.replace(/\.txt$/, ""));
  });
}

/** The command line of one leg's process; `alloc` for the allocation pass. */
function legCommand(
  leg: string,
  then: string,
  alloc: boolean,
): { cmd: string; argv: string[]; env: Record<string, string> } {
  const youngGeneration = alloc
    ? ["--expose-gc", "--min-semi-space-size=64", "--max-semi-space-size=64"]
    : [];
  if (leg === "deno") {
    return {
      cmd: Deno.execPath(),
      argv: [
        "run",
        "--allow-all",
        `--config=${root}deno.json`,
        ...(alloc ? [`--v8-flags=${youngGeneration.join(",")}`] : []),
        `${root}bench/paired/_guard_entry.ts`,
      ],
      env: {
        GUARD_THEN: `${then}/src`,
        GUARD_NOW: root.replace(/\/$/, ""),
        GUARD_EXT: ".ts",
      },
    };
  }
  const node = `${root}node_modules/${leg}/bin/node`;
  if (!existsSync(node)) throw new Error(`no ${node} (npm install)`);
  return {
    cmd: node,
    argv: [...youngGeneration, `${own}/guard_entry.mjs`],
    env: {
      GUARD_THEN: `${then}/npm/esm`,
      GUARD_NOW: `${own}/npm/esm`,
      GUARD_EXT: ".js",
    },
  };
}

/** Runs one leg's process; its JSON lines. */
async function runLeg(
  leg: string,
  then: string,
  alloc: boolean,
  rest: string[],
): Promise<Record<string, unknown>[]> {
  const { cmd, argv, env } = legCommand(leg, then, alloc);
  const child = new Deno.Command(cmd, {
    args: [...argv, ...(alloc ? ["--alloc"] : []), ...rest],
    env,
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const { success, stdout } = await child.output();
  if (!success) throw new Error(`${leg} failed`);
  return new TextDecoder().decode(stdout).split("\n").filter((l) =>
    l.startsWith("{")
  ).map((l) => JSON.parse(l));
}

/** A Markdown table: the first two columns left-aligned, the rest right. */
function markdownTable(cells: string[][]): string {
  const widths = cells[0].map((_, i) =>
    Math.max(...cells.map((row) => row[i].length))
  );
  const line = (row: string[]) =>
    "| " +
    row.map((c, i) => i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))
      .join(" | ") +
    " |";
  const rule = "| " +
    widths.map((w, i) => i < 2 ? "-".repeat(w) : "-".repeat(w - 1) + ":")
      .join(" | ") +
    " |";
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join("\n");
}

/** The table of now ÷ then: a row per dataset and mode, a column per leg. */
function ratioTable(
  legs: string[],
  results: Map<string, Record<string, unknown>[]>,
): string {
  const keys: string[] = [];
  const cells = new Map<string, string>();
  for (const leg of legs) {
    for (const r of results.get(leg)!) {
      const key = `${r.dataset}\t${r.mode}`;
      if (!keys.includes(key)) keys.push(key);
      const f = (x: unknown) => (x as number).toFixed(2);
      // A row above 1.03 needs a written reason in the commit body.
      const mark = (r.median as number) > 1.03 ? " ▲" : "";
      cells.set(
        `${leg}\t${key}`,
        `${f(r.median)} (${f(r.q1)}–${f(r.q3)})${mark}`,
      );
    }
  }
  const head = ["dataset", "mode", ...legs];
  const rows = keys.map((key) => [
    ...key.split("\t"),
    ...legs.map((leg) => cells.get(`${leg}\t${key}`) ?? "-"),
  ]);
  return markdownTable([head, ...rows]);
}

/** The table of bytes allocated per parse, then → now, per leg. */
function allocTable(
  legs: string[],
  results: Map<string, Record<string, unknown>[]>,
): string {
  const datasets = [
    ...new Set(
      legs.flatMap((leg) => results.get(leg)!.map((r) => r.dataset as string)),
    ),
  ];
  const head = ["dataset", "bytes", ...legs];
  const rows = datasets.map((dataset) => [
    dataset,
    "then → now",
    ...legs.map((leg) => {
      const r = results.get(leg)!.find((x) => x.dataset === dataset);
      if (r === undefined) return "-";
      return `${(r.then as number).toFixed(0)} → ${
        (r.now as number).toFixed(0)
      }`;
    }),
  ]);
  return markdownTable([head, ...rows]);
}

if (import.meta.main) {
  const rev = option("--rev") ?? defaultRevision();
  const sha = sh("git", ["rev-parse", "--verify", `${rev}^{commit}`]);
  const legs = (option("--legs") ?? "node24,node26,deno").split(",");
  const rounds = option("--rounds") ?? "15";
  const paths = datasetPaths();
  const then = prepareThen(sha);
  if (legs.some((leg) => leg !== "deno")) {
    console.error(`building the working tree into ${own}/npm`);
    buildNpmOf(root.replace(/\/$/, ""), `${own}/npm`);
    sh(`${root}node_modules/.bin/esbuild`, [
      `${root}bench/paired/_guard_entry.ts`,
      "--bundle",
      "--format=esm",
      "--platform=node",
      `--outfile=${own}/guard_entry.mjs`,
      "--log-level=warning",
    ]);
  }
  const head = sh("git", ["rev-parse", "--short=12", "HEAD"]);
  const dirty = sh("git", [
      "status",
      "--porcelain",
      "--",
      "parser",
      "host",
      "api",
      "percent",
      "urlencoded",
    ]) === ""
    ? ""
    : " + uncommitted changes";
  console.log(
    `now ${head}${dirty} ÷ then ${sha.slice(0, 12)} (${rev}), ${rounds} ` +
      `alternating rounds; median of the per-round ratios (first–third ` +
      `quartile)\n`,
  );
  const ratios = new Map<string, Record<string, unknown>[]>();
  const allocs = new Map<string, Record<string, unknown>[]>();
  for (const leg of legs) {
    console.error(`${leg}: paired rounds`);
    ratios.set(
      leg,
      await runLeg(leg, then, false, ["--rounds", rounds, ...paths]),
    );
    if (!args.includes("--no-alloc")) {
      allocs.set(leg, await runLeg(leg, then, true, paths));
    }
  }
  console.log(ratioTable(legs, ratios));
  if (!args.includes("--no-alloc")) {
    console.log(
      "\nBytes allocated per new URL(input) + href (garbage included), " +
        "first 2,000 inputs:\n",
    );
    console.log(allocTable(legs, allocs));
  }
  rmSync(own, { recursive: true, force: true });
}
