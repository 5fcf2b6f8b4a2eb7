// Private: what the npm build, the test matrix and the size script share —
// where the project is, what deno.json says, the library's module graph, and
// rewriting import specifiers for the npm layout.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** The project root (the folder holding deno.json). */
export const ROOT: string = resolve(
  dirname(fileURLToPath(import.meta.url)),
  "..",
);

/** Where `deno task build:npm` writes the npm package. */
export const NPM_DIR: string = join(ROOT, "npm");

/** Where the test matrix writes its builds (gitignored with node_modules). */
export const CACHE_DIR: string = join(ROOT, "node_modules", ".cache", "urlstd");

/** The parts of deno.json the build reads. */
export interface DenoJson {
  name: string;
  version: string;
  license?: string;
  exports: Record<string, string>;
  imports?: Record<string, string>;
  compilerOptions?: Record<string, unknown>;
}

/** Reads deno.json. */
export function readDenoJson(): DenoJson {
  const json = JSON.parse(readFileSync(join(ROOT, "deno.json"), "utf8"));
  if (typeof json.exports === "string") json.exports = { ".": json.exports };
  return json as DenoJson;
}

/** One `exports` entry of deno.json. */
export interface Subpath {
  /** The export key, e.g. `"."` or `"./percent"`. */
  key: string;
  /** The source file relative to the root, e.g. `"percent/mod.ts"`. */
  source: string;
  /** The package specifier, e.g. `"@urlstd/url/percent"`. */
  specifier: string;
}

/** The subpaths deno.json exports, in its order. */
export function subpaths(deno: DenoJson = readDenoJson()): Subpath[] {
  return Object.entries(deno.exports).map(([key, value]) => ({
    key,
    source: relative(ROOT, join(ROOT, value)),
    specifier: key === "." ? deno.name : deno.name + key.slice(1),
  }));
}

/** A bare (non-relative) import, mapped to what npm users import. */
export interface MappedImport {
  /** The specifier to write in the npm output, e.g. `"tr46"`. */
  specifier: string;
  /** The npm package it needs, with its version range, if any. */
  dependency?: { name: string; range: string };
}

/**
 * Maps a bare specifier through deno.json's import map: `npm:` targets
 * become package names (and dependencies), `node:` builtins stay. Throws on
 * anything npm can't carry (e.g. `jsr:`).
 */
export function mapBareSpecifier(
  specifier: string,
  imports: Record<string, string> = {},
): MappedImport {
  if (specifier.startsWith("node:")) return { specifier };
  let target = specifier;
  if (imports[specifier] !== undefined) {
    target = imports[specifier];
  } else {
    const prefix = Object.keys(imports)
      .filter((key) => key.endsWith("/") && specifier.startsWith(key))
      .sort((a, b) => b.length - a.length)[0];
    if (prefix !== undefined) {
      target = imports[prefix] + specifier.slice(prefix.length);
    }
  }
  if (target.startsWith("node:")) return { specifier: target };
  const npm = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)(?:@([^/]+))?(\/.*)?$/.exec(
    target,
  );
  if (npm === null) {
    throw new Error(
      `Cannot map import "${specifier}" (→ "${target}") to an npm package`,
    );
  }
  const [, name, range = "*", subpath = ""] = npm;
  return { specifier: name + subpath, dependency: { name, range } };
}

/** One import specifier in a source text, with where its literal sits. */
export interface ImportSite {
  specifier: string;
  /** Index of the opening quote. */
  start: number;
  /** Index just past the closing quote. */
  end: number;
}

/**
 * Finds the module specifiers of a TypeScript source (static and dynamic
 * imports, re-exports, `import()` types), ignoring comments and strings.
 */
export function findImports(source: string): ImportSite[] {
  const info = ts.preProcessFile(source, true, true);
  return info.importedFiles.map((file) => {
    // preProcessFile's `pos` is the opening quote's index.
    const start = file.pos;
    const quote = source[start];
    const end = start + 1 + file.fileName.length;
    if (
      (quote !== '"' && quote !== "'") || source[end] !== quote ||
      source.slice(start + 1, end) !== file.fileName
    ) {
      throw new Error(`Cannot locate import "${file.fileName}" at ${start}`);
    }
    return { specifier: file.fileName, start, end: end + 1 };
  });
}

/** Replaces every import specifier of `source` by `map(specifier)`. */
export function rewriteImports(
  source: string,
  map: (specifier: string) => string,
): string {
  let out = "";
  let last = 0;
  for (const site of findImports(source)) {
    out += source.slice(last, site.start) + JSON.stringify(map(site.specifier));
    last = site.end;
  }
  return out + source.slice(last);
}

/**
 * Removes Deno entry-point blocks, the top-level `if (import.meta.main)`
 * statements that run a module as a Deno program: the npm package has its
 * own entry (`bin`), and `import.meta` has no CommonJS form. Returns the text
 * unchanged when there are none.
 */
export function stripDenoEntryBlocks(source: string, fileName: string): string {
  if (!source.includes("import.meta.main")) return source;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest);
  let out = "";
  let last = 0;
  for (const statement of file.statements) {
    if (
      ts.isIfStatement(statement) &&
      statement.expression.getText(file) === "import.meta.main" &&
      statement.elseStatement === undefined
    ) {
      out += source.slice(last, statement.getStart(file));
      last = statement.end;
    }
  }
  return out + source.slice(last);
}

/** Whether a source uses `import.meta` (comments and strings aside). */
export function usesImportMeta(source: string): boolean {
  const file = ts.createSourceFile("file.ts", source, ts.ScriptTarget.Latest);
  const visit = (node: ts.Node): boolean =>
    (ts.isMetaProperty(node) &&
      node.keywordToken === ts.SyntaxKind.ImportKeyword) ||
    (ts.forEachChild(node, visit) ?? false);
  return visit(file);
}

/** Reads a library source as the npm build sees it (entry blocks removed). */
export function readLibrarySource(file: string): string {
  const path = join(ROOT, file);
  return stripDenoEntryBlocks(readFileSync(path, "utf8"), path);
}

/** Whether a specifier is relative (`./` or `../`). */
export function isRelative(specifier: string): boolean {
  return specifier.startsWith("./") || specifier.startsWith("../");
}

/** The library: every source file the exports reach, and its bare imports. */
export interface LibraryGraph {
  /** Root-relative paths of the library's `.ts` files, sorted. */
  files: string[];
  /** Each bare specifier, with the root-relative files that import it. */
  bareImports: Map<string, string[]>;
  /** For each subpath key, the root-relative files it reaches. */
  reach: Map<string, Set<string>>;
}

/** Walks the relative imports from every deno.json export. */
export function libraryGraph(deno: DenoJson = readDenoJson()): LibraryGraph {
  const all = new Set<string>();
  const bareImports = new Map<string, string[]>();
  const reach = new Map<string, Set<string>>();
  for (const { key, source } of subpaths(deno)) {
    const seen = new Set<string>();
    const queue = [source];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const path = join(ROOT, file);
      if (!existsSync(path)) {
        throw new Error(`${file} (reached from export "${key}") is missing`);
      }
      for (const { specifier } of findImports(readLibrarySource(file))) {
        if (isRelative(specifier)) {
          if (!specifier.endsWith(".ts")) {
            throw new Error(`${file}: import "${specifier}" is not a .ts file`);
          }
          queue.push(relative(ROOT, join(dirname(path), specifier)));
        } else {
          const importers = bareImports.get(specifier) ?? [];
          if (!importers.includes(file)) importers.push(file);
          bareImports.set(specifier, importers);
        }
      }
    }
    reach.set(key, seen);
    for (const file of seen) all.add(file);
  }
  return { files: [...all].sort(), bareImports, reach };
}

/** The path of a library file's JS in the npm output (`esm` or `script`). */
export function outputPath(
  file: string,
  format: "esm" | "script",
  npmDir: string = NPM_DIR,
): string {
  return join(npmDir, format, file.replace(/\.ts$/, ".js"));
}

/** Lists files below `dir` (root-relative), skipping the given folders. */
export function walkFiles(
  dir: string,
  skip: (relativePath: string) => boolean,
): string[] {
  const out: string[] = [];
  const visit = (path: string) => {
    for (const name of readdirSync(path).sort()) {
      const full = join(path, name);
      const rel = relative(ROOT, full);
      if (skip(rel)) continue;
      if (statSync(full).isDirectory()) visit(full);
      else out.push(rel);
    }
  };
  visit(dir);
  return out;
}
