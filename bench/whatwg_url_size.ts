/**
 * The alias package's bundle size against whatwg-url's: each entry point
 * (`.` with every export, and `./webidl2js-wrapper`) bundled by esbuild,
 * minified and gzipped (level 9), as a browser bundler would ship it. The
 * alias is read from its build (npm/whatwg-url-alias/, `deno task
 * build:npm`), whatwg-url from node_modules.
 *
 * Usage: deno run --allow-all bench/whatwg_url_size.ts
 *
 * @module
 */

import { gzipSync } from "node:zlib";
import { join } from "node:path";
import * as esbuild from "esbuild";
import { ROOT } from "../scripts/_project.ts";
import { ALIAS_DIR } from "../scripts/build_whatwg_url_alias.ts";

/** One measured bundle. */
export interface AliasSizeRow {
  entry: string;
  whatwgUrl: { min: number; gzip: number };
  alias: { min: number; gzip: number };
}

/** Bundles `code` (resolved from `dir`); returns its sizes. */
async function measure(code: string, dir: string) {
  const result = await esbuild.build({
    stdin: { contents: code, resolveDir: dir, sourcefile: "entry.js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const bytes = result.outputFiles[0].contents;
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** Measures both entry points of both packages. */
export async function measureAliasSizes(): Promise<AliasSizeRow[]> {
  const rows: AliasSizeRow[] = [];
  try {
    for (
      const [entry, subpath] of [[".", ""], [
        "./webidl2js-wrapper",
        "/webidl2js-wrapper",
      ]]
    ) {
      const code = `export * from "whatwg-url${subpath}";`;
      const aliasFile = JSON.parse(
        Deno.readTextFileSync(join(ALIAS_DIR, "package.json")),
      ).exports[entry].import.default;
      rows.push({
        entry,
        whatwgUrl: await measure(code, ROOT),
        alias: await measure(
          `export * from ${JSON.stringify(join(ALIAS_DIR, aliasFile))};`,
          ALIAS_DIR,
        ),
      });
    }
  } finally {
    await esbuild.stop();
  }
  return rows;
}

if (import.meta.main) {
  const kb = (n: number) => (n / 1000).toFixed(1) + " kB";
  console.log(
    "entry                 whatwg-url min+gz   @urlstd/whatwg-url min+gz   ratio",
  );
  for (const row of await measureAliasSizes()) {
    console.log(
      `${row.entry.padEnd(22)}${kb(row.whatwgUrl.min).padStart(9)} ${
        kb(row.whatwgUrl.gzip).padStart(9)
      }   ${kb(row.alias.min).padStart(9)} ${
        kb(row.alias.gzip).padStart(9)
      }       ${(row.alias.gzip / row.whatwgUrl.gzip).toFixed(2)}`,
    );
  }
}
