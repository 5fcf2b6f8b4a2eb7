/**
 * Measures tree-shaking: bundles, with esbuild (minified ESM for browsers),
 * small entries that each import one thing from the built npm package —
 * `URL` from the root, everything from each layer — plus whatwg-url's `URL`
 * for comparison, and prints min and min+gzip bytes per entry as a markdown
 * table. With `--readme`, the table replaces the one in README.md.
 *
 * Usage: deno task size [--readme]   (builds the package first)
 *
 * @module
 */

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { NPM_DIR, readDenoJson, ROOT, subpaths } from "./_project.ts";

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

function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** The rows as a markdown table. */
export function sizeTable(rows: SizeRow[]): string {
  const lines = [
    ["entry (bundled by esbuild, minified ESM)", "min", "min+gzip"],
    ...rows.map((row) => [
      "`" + row.entry + "`",
      kilobytes(row.min),
      kilobytes(row.gzip),
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

const START = "<!-- size-table:start (deno task size --readme) -->";
const END = "<!-- size-table:end -->";

/** Replaces the README's table (between its markers) with `table`. */
export function updateReadme(table: string): void {
  const path = join(ROOT, "README.md");
  const readme = readFileSync(path, "utf8");
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) {
    throw new Error(`README.md has no ${START} … ${END} markers`);
  }
  writeFileSync(
    path,
    readme.slice(0, start + START.length) + "\n\n" + table + "\n\n" +
      readme.slice(end),
  );
}

if (import.meta.main) {
  const table = sizeTable(await measureSizes());
  console.log(table);
  if (Deno.args.includes("--readme")) {
    updateReadme(table);
    console.log("README.md updated");
  }
}
