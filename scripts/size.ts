/**
 * Bundle sizes. `size-limit` (esbuild preset; config in `.size-limit.js`)
 * bundles one entry per deno.json export of the built npm package, minified
 * and gzipped, each against its limit, plus whatwg-url's `URL` for
 * comparison; bench/SIZE_RESULTS.md's size table is made from that run
 * (and from it, the README's summary: scripts/docs.ts). Also here:
 * `measureSizes`, which bundles the same entries with esbuild's metafile so
 * tests/size_check.ts can see which files each bundle pulls in, and
 * `measureReach`, which bundles every export (`./api` and `./cli` too) to
 * see which of the package's dependencies each one carries: the READMEs'
 * dependency tables are made from it.
 *
 * Usage: deno task size          (prints the table; fails when an entry is
 *                                 over its limit or a table is stale)
 *        deno task size:update   (writes the size table into
 *                                 bench/SIZE_RESULTS.md and
 *                                 the dependency table into README.npm.md)
 *
 * Both build the package first.
 *
 * @module
 */

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { spawnSync } from "node:child_process";
import process from "node:process";
import * as esbuild from "esbuild";
import { NPM_DIR, readDenoJson, ROOT, subpaths } from "./_project.ts";
import { formatMarkdown } from "./docs.ts";

/** One measured entry. */
export interface SizeRow {
  /** What the entry imports, as code. */
  entry: string;
  /** Minified bytes. */
  min: number;
  /** Minified, then gzipped (level 9), bytes. */
  gzip: number;
  /** Root-relative paths of the files that ended up in the bundle. */
  inputs: string[];
}

/** Subpaths not measured: `./api` is the root's API; `./cli` is a command. */
const NOT_MEASURED = ["./api", "./cli"];

/** The entries measured: one re-export each (so nothing is shaken off). */
export function sizeEntries(): { entry: string; code: string }[] {
  const deno = readDenoJson();
  const entries: { entry: string; code: string }[] = [];
  for (const { key, specifier } of subpaths(deno)) {
    if (NOT_MEASURED.includes(key)) continue;
    const code = key === "."
      ? `export { URL } from "${specifier}";`
      : key === "./lite"
      ? `export { URL, URLSearchParams } from "${specifier}";`
      : `export * from "${specifier}";`;
    entries.push({ entry: code.slice(0, -1), code });
  }
  const whatwg = `export { URL } from "whatwg-url";`;
  const version = JSON.parse(
    readFileSync(join(ROOT, "node_modules/whatwg-url/package.json"), "utf8"),
  ).version;
  entries.push({
    entry: `${whatwg.slice(0, -1)} (${version})`,
    code: whatwg,
  });
  return entries;
}

/** Resolves the package's own specifiers to its ESM build in `npmDir`. */
function packagePlugin(npmDir: string): esbuild.Plugin {
  const pkg = JSON.parse(readFileSync(join(npmDir, "package.json"), "utf8"));
  return {
    name: "urlstd-npm",
    setup(build) {
      build.onResolve({ filter: /^@urlstd\/url(\/|$)/ }, (args) => {
        const key = "." + args.path.slice(pkg.name.length);
        const target = pkg.exports[key]?.import?.default;
        if (target === undefined) {
          return { errors: [{ text: `${args.path} is not exported` }] };
        }
        return { path: join(npmDir, target) };
      });
    },
  };
}

/** Bundles each entry and measures it. */
export async function measureSizes(npmDir: string = NPM_DIR): Promise<
  SizeRow[]
> {
  if (!existsSync(join(npmDir, "package.json"))) {
    throw new Error(`No package in ${npmDir}: run deno task build:npm`);
  }
  const rows: SizeRow[] = [];
  try {
    for (const { entry, code } of sizeEntries()) {
      const result = await esbuild.build({
        stdin: { contents: code, resolveDir: ROOT, sourcefile: "entry.js" },
        bundle: true,
        minify: true,
        format: "esm",
        platform: "browser",
        target: "es2022",
        write: false,
        metafile: true,
        logLevel: "silent",
        // Node.js-only entries (safety/node) import built-ins: not counted.
        external: ["node:*"],
        plugins: [packagePlugin(npmDir)],
      });
      const bytes = result.outputFiles[0].contents;
      rows.push({
        entry,
        min: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        inputs: Object.keys(result.metafile.inputs)
          .filter((input) => input !== "<stdin>")
          .map((input) => relative(ROOT, join(ROOT, input))),
      });
    }
  } finally {
    await esbuild.stop();
  }
  return rows;
}

/** Which of the package's dependencies one export's bundle carries. */
export interface Reach {
  /** The export's specifier, e.g. `"@urlstd/url/psl"`. */
  specifier: string;
  /** The dependencies found among the bundle's inputs, by package name. */
  dependencies: string[];
}

/** The npm package name a bundle input comes from, if any. */
function packageOf(input: string): string | null {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match === null ? null : match[1];
}

/**
 * Bundles every export deno.json has (`export *` of it, Node.js builtins
 * left out) as the size table's bundles are made, and names the package's
 * dependencies among each bundle's inputs. A dependency a bundle reaches
 * only through another package is not counted (none is today).
 */
export async function measureReach(npmDir: string = NPM_DIR): Promise<{
  dependencies: Record<string, string>;
  reach: Reach[];
}> {
  const pkg = JSON.parse(readFileSync(join(npmDir, "package.json"), "utf8"));
  const dependencies: Record<string, string> = pkg.dependencies ?? {};
  const reach: Reach[] = [];
  try {
    for (const { specifier } of subpaths()) {
      const result = await esbuild.build({
        stdin: {
          contents: `export * from "${specifier}";`,
          resolveDir: ROOT,
          sourcefile: "entry.js",
        },
        bundle: true,
        format: "esm",
        platform: "browser",
        target: "es2022",
        write: false,
        metafile: true,
        logLevel: "silent",
        external: ["node:*"],
        plugins: [packagePlugin(npmDir)],
      });
      const found = new Set<string>();
      for (const input of Object.keys(result.metafile.inputs)) {
        const name = packageOf(input);
        if (name !== null && name in dependencies) found.add(name);
      }
      reach.push({
        specifier,
        dependencies: Object.keys(dependencies).filter((d) => found.has(d)),
      });
    }
  } finally {
    await esbuild.stop();
  }
  return { dependencies, reach };
}

/**
 * What each dependency is for, in the READMEs' tables. A dependency the
 * package gains needs a line here (the table cannot be made without it).
 */
export const DEPENDENCY_ROLES: Record<string, string> = {
  "tr46": "UTS #46 (IDNA) processing and its mapping tables",
  "tldts": "its copy of the Public Suffix List",
  "@exodus/bytes": "the Encoding Standard's legacy encodings",
};

/**
 * The dependency table: each dependency of the package, its version range,
 * what it is for and which imports bundle it; then the imports that bundle
 * none.
 */
export function dependencyTable(
  { dependencies, reach }: Awaited<ReturnType<typeof measureReach>>,
): string {
  const names = Object.keys(dependencies);
  const code = (text: string) => "`" + text + "`";
  const rows = names.map((name) => {
    const role = DEPENDENCY_ROLES[name];
    if (role === undefined) {
      throw new Error(
        `The package depends on ${name}: say what for in DEPENDENCY_ROLES`,
      );
    }
    const users = reach.filter((r) => r.dependencies.includes(name))
      .map((r) => code(r.specifier));
    return [code(name), code(dependencies[name]), role, users.join(", ")];
  });
  const none = reach.filter((r) => r.dependencies.length === 0)
    .map((r) => code(r.specifier));
  const count = names.length === 1
    ? "one dependency"
    : `${names.length} dependencies`;
  const lines = [
    `The npm package has ${count}; each import bundles only those listed for it:`,
    "",
    markdownTable(["dependency", "version", "for", "bundled by"], rows),
  ];
  if (none.length > 0) {
    lines.push("", `None is bundled by ${none.join(", ")}.`);
  }
  return formatMarkdown(lines.join("\n"));
}

/** A markdown table (deno fmt pads it: see formatMarkdown). */
function markdownTable(header: string[], rows: string[][]): string {
  const format = (cells: string[]) => "| " + cells.join(" | ") + " |";
  return [format(header), format(header.map(() => "---")), ...rows.map(format)]
    .join("\n");
}

const DEPENDENCIES_START =
  "<!-- dependencies:start (deno task size:update) -->";
const DEPENDENCIES_END = "<!-- dependencies:end -->";

/** The READMEs that carry the dependency table (README.md links it). */
export const DEPENDENCY_READMES: string[] = [
  join(ROOT, "README.npm.md"),
];

/** The dependency table `file` holds now (between its markers). */
export function readmeDependencies(file: string): string {
  return between(
    readFileSync(file, "utf8"),
    DEPENDENCIES_START,
    DEPENDENCIES_END,
    file,
  )
    .trim();
}

/** Replaces `file`'s dependency table (between its markers) with `table`. */
export function updateDependencies(file: string, table: string): void {
  const text = readFileSync(file, "utf8");
  between(text, DEPENDENCIES_START, DEPENDENCIES_END, file);
  const start = text.indexOf(DEPENDENCIES_START) + DEPENDENCIES_START.length;
  const end = text.indexOf(DEPENDENCIES_END);
  writeFileSync(
    file,
    text.slice(0, start) + "\n\n" + table + "\n\n" + text.slice(end),
  );
}

function between(text: string, start: string, end: string, file: string) {
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a === -1 || b === -1) {
    throw new Error(`${file} has no ${start} … ${end} markers`);
  }
  return text.slice(a + start.length, b);
}

/** One entry of `size-limit --json`. */
export interface SizeLimitResult {
  name: string;
  /** Bytes, minified and gzipped. */
  size: number;
  /** The limit in bytes, when the entry has one. */
  sizeLimit?: number;
  passed?: boolean;
}

/** Runs size-limit (in Deno: it needs a newer Node.js than 20) on `npm/`. */
export function runSizeLimit(): SizeLimitResult[] {
  if (!existsSync(join(NPM_DIR, "package.json"))) {
    throw new Error(`No package in ${NPM_DIR}: run deno task build:npm`);
  }
  const result = spawnSync(Deno.execPath(), [
    "run",
    "--allow-all",
    join(ROOT, "node_modules", "size-limit", "bin.js"),
    "--json",
  ], {
    // size-limit loads the plugins the package.json of its directory names:
    // the tools/ workspace's (the root's installs only what the CLI needs).
    cwd: join(ROOT, "tools"),
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  try {
    return JSON.parse(result.stdout);
  } catch {
    throw new Error(`size-limit failed: ${result.stdout}${result.stderr}`);
  }
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** The results as a markdown table. */
export function sizeTable(results: SizeLimitResult[]): string {
  const version = (name: string) =>
    JSON.parse(
      readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8"),
    ).version;
  const lines = [
    ["import", "min+gzip", "limit"],
    ...results.map((r) => [
      "`" +
      (r.sizeLimit === undefined && r.name === "whatwg-url"
        ? `whatwg-url@${version("whatwg-url")}`
        : r.name) +
      "`",
      kilobytes(r.size),
      r.sizeLimit === undefined ? "(comparison)" : kilobytes(r.sizeLimit),
    ]),
  ];
  const widths = lines[0].map((_, i) =>
    Math.max(...lines.map((line) => line[i].length))
  );
  const format = (cells: string[]) =>
    "| " +
    cells.map((cell, i) =>
      i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])
    ).join(" | ") + " |";
  const rule = "| " +
    widths.map((w, i) => i === 0 ? "-".repeat(w) : "-".repeat(w - 1) + ":")
      .join(" | ") +
    " |";
  return [format(lines[0]), rule, ...lines.slice(1).map(format)].join("\n");
}

const START = "<!-- size-table:start (deno task size:update) -->";
const END = "<!-- size-table:end -->";
/** The file that holds the size table (between its markers). */
export const SIZE_RESULTS: string = join(ROOT, "bench", "SIZE_RESULTS.md");

/** The table bench/SIZE_RESULTS.md holds now (between its markers). */
export function readmeTable(): string {
  const readme = readFileSync(SIZE_RESULTS, "utf8");
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) {
    throw new Error(`bench/SIZE_RESULTS.md has no ${START} … ${END} markers`);
  }
  return readme.slice(start + START.length, end).trim();
}

/** Replaces bench/SIZE_RESULTS.md's table (between its markers). */
export function updateReadme(table: string): void {
  const readme = readFileSync(SIZE_RESULTS, "utf8");
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) {
    throw new Error(`bench/SIZE_RESULTS.md has no ${START} … ${END} markers`);
  }
  writeFileSync(
    SIZE_RESULTS,
    readme.slice(0, start + START.length) + "\n\n" + table + "\n\n" +
      readme.slice(end),
  );
}

if (import.meta.main) {
  const results = runSizeLimit();
  const table = sizeTable(results);
  console.log(table);
  const dependencies = dependencyTable(await measureReach());
  console.log(dependencies);
  if (Deno.args.includes("--update")) {
    updateReadme(table);
    for (const file of DEPENDENCY_READMES) {
      updateDependencies(file, dependencies);
    }
    console.log("bench/SIZE_RESULTS.md and README.npm.md updated");
  } else {
    let stale = false;
    if (readmeTable() !== table) {
      console.error("bench/SIZE_RESULTS.md's size table is stale");
      stale = true;
    }
    for (const file of DEPENDENCY_READMES) {
      if (readmeDependencies(file) !== dependencies) {
        console.error(`${relative(ROOT, file)}'s dependency table is stale`);
        stale = true;
      }
    }
    if (stale) {
      console.error("Run deno task size:update");
      Deno.exit(1);
    }
  }
  const over = results.filter((r) => r.passed === false);
  for (const r of over) {
    console.error(`${r.name}: ${r.size} bytes, over its ${r.sizeLimit}`);
  }
  if (over.length > 0) Deno.exit(1);
}
