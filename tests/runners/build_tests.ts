/**
 * Compiles the test suite for the runtimes that run the npm package: every
 * `*_test.ts` of the library's folders and of `tests/` (and the helpers they
 * import) becomes JavaScript in ESM and in CommonJS, with each import of a
 * library file pointed at that file's build in `npm/esm/` or `npm/script/`,
 * so the tests exercise exactly what the package ships.
 *
 * @module
 */

import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import {
  CACHE_DIR,
  isRelative,
  libraryGraph,
  mapBareSpecifier,
  NPM_DIR,
  outputPath,
  readDenoJson,
  rewriteImports,
  ROOT,
  subpaths,
  walkFiles,
} from "../../scripts/_project.ts";
import { pinnedDependencies } from "../../scripts/install_tools.mjs";

/** The two builds of the tests: ESM and CommonJS. */
export type TestFormat = "esm" | "script";

/** Where the compiled tests of a format go. */
export function testBuildDir(format: TestFormat): string {
  return join(CACHE_DIR, "tests", format);
}

/** Folders (root-relative) whose tests are not part of the portable suite. */
const NOT_SUITE = ["tests/runners/", "tests/wpt-data/"];

/**
 * The suite: root-relative `*_test.ts` paths in the library's folders and in
 * `tests/` (the runners' own tests excluded), sorted.
 */
export function suiteFiles(): string[] {
  const graph = libraryGraph();
  const folders = new Set(["tests"]);
  let rootLevel = false;
  for (const file of graph.files) {
    const slash = file.indexOf("/");
    if (slash === -1) rootLevel = true;
    else folders.add(file.slice(0, slash));
  }
  const tests: string[] = [];
  for (const folder of [...folders].sort()) {
    if (!existsSync(join(ROOT, folder))) continue;
    const files = walkFiles(
      join(ROOT, folder),
      (rel) =>
        rel.includes("node_modules") ||
        NOT_SUITE.some((dir) => (rel + "/").startsWith(dir)),
    );
    tests.push(...files.filter((file) => file.endsWith("_test.ts")));
  }
  if (rootLevel) {
    tests.push(
      ...walkFiles(ROOT, (rel) => rel.includes("/") || !rel.endsWith(".ts"))
        .filter((file) => file.endsWith("_test.ts")),
    );
  }
  return tests.sort();
}

/**
 * Whether a source uses Deno's own APIs (`Deno.something`): such a test file
 * runs in Deno only (the matrix says which).
 */
export function usesDenoApi(source: string): boolean {
  const file = ts.createSourceFile("test.ts", source, ts.ScriptTarget.Latest);
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) && node.expression.text === "Deno"
    ) {
      found = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The suite split by where it can run. */
export interface Suite {
  /** Test files for every runtime (root-relative). */
  portable: string[];
  /** Test files that use Deno's APIs, run by Deno alone. */
  denoOnly: string[];
}

/** Splits `suiteFiles()` into portable and Deno-only tests. */
export function suite(): Suite {
  const portable: string[] = [];
  const denoOnly: string[] = [];
  for (const file of suiteFiles()) {
    if (usesDenoApi(readFileSync(join(ROOT, file), "utf8"))) {
      denoOnly.push(file);
    } else portable.push(file);
  }
  return { portable, denoOnly };
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** Compiles the suite in one format; returns the compiled test files. */
export function buildTests(format: TestFormat, npmDir = NPM_DIR): string[] {
  const deno = readDenoJson();
  const library = new Set(libraryGraph(deno).files);
  const entries = new Map(
    subpaths(deno).map((s) => [s.specifier, s.source] as const),
  );
  const devDependencies = new Set(Object.keys(pinnedDependencies()));
  const outDir = testBuildDir(format);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, "package.json"),
    JSON.stringify({
      type: format === "esm" ? "module" : "commonjs",
      private: true,
    }) + "\n",
  );

  const tests = suite().portable;
  const queue = [...tests];
  const done = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (done.has(file)) continue;
    done.add(file);
    const out = join(outDir, file.replace(/\.ts$/, ".js"));
    // A library file as the built package has it, relative to `out`.
    const toPackage = (libraryFile: string) => {
      const target = outputPath(libraryFile, format, npmDir);
      const path = relative(dirname(out), target);
      return path.startsWith(".") ? path : "./" + path;
    };
    let source = readFileSync(join(ROOT, file), "utf8");
    source = rewriteImports(source, (specifier) => {
      if (isRelative(specifier)) {
        const target = relative(ROOT, join(ROOT, dirname(file), specifier));
        if (library.has(target)) return toPackage(target);
        queue.push(target);
        return specifier.replace(/\.ts$/, ".js");
      }
      const entry = entries.get(specifier);
      if (entry !== undefined) return toPackage(entry);
      // The project's own devDependencies resolve from its node_modules.
      if (devDependencies.has(packageName(specifier))) return specifier;
      return mapBareSpecifier(specifier, deno.imports).specifier;
    });
    if (format === "script") {
      source = source.replaceAll(
        "import.meta.url",
        'require("node:url").pathToFileURL(__filename).href',
      );
    }
    const result = ts.transpileModule(source, {
      fileName: join(ROOT, file),
      reportDiagnostics: true,
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: format === "esm"
          ? ts.ModuleKind.ES2022
          : ts.ModuleKind.CommonJS,
        esModuleInterop: true,
        newLine: ts.NewLineKind.LineFeed,
      },
    });
    if (result.diagnostics && result.diagnostics.length > 0) {
      throw new Error(
        `${file}: ` +
          ts.flattenDiagnosticMessageText(
            result.diagnostics[0].messageText,
            "\n",
          ),
      );
    }
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, result.outputText);
  }
  mirrorRepoFiles(outDir);
  return tests.map((file) => join(outDir, file.replace(/\.ts$/, ".js")));
}

/**
 * Copies the repository's text files (sources, docs, data) into the build,
 * each at its own path, for tests that read files beside them through
 * `import.meta.url` (e.g. docs checked against the code). They are data
 * there: every import goes to the compiled `.js`.
 */
export function repoTextFiles(): string[] {
  // Generated and scratch folders (bench/.out holds the guard's repo copies).
  const skip = [
    "node_modules",
    "npm",
    ".git",
    "tests/wpt-data",
    "bench/.out",
    "docs/api",
  ];
  return walkFiles(
    ROOT,
    (rel) => skip.some((dir) => rel === dir || rel.startsWith(dir + "/")),
  ).filter((file) =>
    /\.(ts|md|json|txt)$|^LICENSE$/.test(file) &&
    // A package.json would change how the runtimes load the build.
    !/(^|\/)package(-lock)?\.json$/.test(file)
  );
}

function mirrorRepoFiles(outDir: string): void {
  for (const file of repoTextFiles()) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(outDir, file));
  }
}

if (import.meta.main) {
  const { denoOnly } = suite();
  if (denoOnly.length > 0) console.log(`Deno only: ${denoOnly.join(", ")}`);
  for (const format of ["esm", "script"] as const) {
    const files = buildTests(format);
    console.log(
      `${format}: ${files.length} test files in ${
        relative(ROOT, testBuildDir(format))
      }/`,
    );
  }
}
