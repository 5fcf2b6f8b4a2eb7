/**
 * Builds the npm package into `npm/`: ESM (`esm/`) and CommonJS (`script/`)
 * JavaScript plus `.d.ts` for every file the deno.json exports reach,
 * compiled by the TypeScript compiler from the same sources JSR publishes.
 * Relative `.ts` imports become `.js`; import-map and `npm:` specifiers
 * become package names, and those packages the `dependencies`. The
 * package.json is generated from deno.json; README.npm.md becomes its README
 * and LICENSE is copied.
 *
 * Usage: deno task build:npm
 *
 * @module
 */

import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import {
  type DenoJson,
  findImports,
  isRelative,
  type LibraryGraph,
  libraryGraph,
  mapBareSpecifier,
  NPM_DIR,
  readDenoJson,
  readLibrarySource,
  rewriteImports,
  ROOT,
  subpaths,
  usesImportMeta,
} from "./_project.ts";
import { ALIAS_DIR, buildWhatwgUrlAlias } from "./build_whatwg_url_alias.ts";

/** What `buildNpm` made. */
export interface BuildResult {
  /** The generated package.json. */
  packageJson: Record<string, unknown>;
  /** Root-relative paths of the library sources compiled. */
  files: string[];
}

/** The package description (deno.json has no field for it). */
const DESCRIPTION =
  "The WHATWG URL Standard in TypeScript: URL and URLSearchParams, and the " +
  "parser, host, percent-encoding and urlencoded layers beneath them";

/**
 * The Node.js versions the package supports: those its one dependency,
 * `tr46@7`, allows (`^22.14.0 || >=24.0.0`), which are also the ones the
 * test matrix runs (Node.js 22, 24 and 26 from the optional dev tools).
 * Node.js 20, past its end of life, is left out: npm would warn on it.
 */
export const NODE_ENGINES = "^22.14.0 || >=24.0.0";

/**
 * The package's commands: name → Node.js entry (root-relative), shipped
 * when the entry exists. It runs as ESM (top-level await), so it is built
 * for `esm/` only.
 */
const BIN: Record<string, string> = { urlstd: "cli/node_main.ts" };

/** The JavaScript the output targets: Node.js 22, current browsers, Bun. */
const TARGET = "ES2022";

/** The modules that install at import (their `.ts` sources, no extension). */
const POLYFILL_ENTRIES = ["polyfill/mod", "polyfill/lite"];

/**
 * The tr46 loader: the sources import the static one; the build points that
 * import at the lazy ones where the runtime can load tr46 on first use (see
 * host/_tr46_static.ts). In `esm/`, the import becomes the package import
 * `#tr46`, whose conditions send bundlers (`module`, which esbuild, webpack,
 * Rollup and Vite set and runtimes do not) and every other consumer
 * (`default`: browsers) to the static loader, and Deno, Bun and Node.js to
 * `_tr46_lazy.js`. In `script/`, CommonJS, a require() inside a function is
 * lazy for runtimes and still seen by bundlers, so it always gets
 * `_tr46_lazy_cjs.js`.
 */
const TR46_LOADER = {
  /** The file that imports the loader. */
  importer: "host/_tr46.ts",
  /** The loader it imports in the sources. */
  staticLoader: "host/_tr46_static.ts",
  /** The package import (in package.json "imports") used in `esm/`. */
  packageImport: "#tr46",
  /** The lazy loader for `esm/`. */
  esmLoader: "host/_tr46_lazy.ts",
  /** The lazy loader for `script/`. */
  cjsLoader: "host/_tr46_lazy_cjs.ts",
} as const;

/** A virtual declaration file for imported packages that ship no types. */
const UNTYPED_MODULES = join(ROOT, "__urlstd_npm_build__", "untyped.d.ts");

/**
 * The library's bare imports mapped to npm specifiers, and the package
 * dependencies (name → range) they need. Throws when one package is
 * imported with two ranges.
 */
function mapDependencies(
  graph: LibraryGraph,
  deno: DenoJson,
): { dependencies: Record<string, string>; mapped: Map<string, string> } {
  const dependencies: Record<string, string> = {};
  const mapped = new Map<string, string>();
  for (const [specifier, importers] of graph.bareImports) {
    const result = mapBareSpecifier(specifier, deno.imports);
    mapped.set(specifier, result.specifier);
    if (result.dependency === undefined) continue;
    const { name, range } = result.dependency;
    if (dependencies[name] !== undefined && dependencies[name] !== range) {
      throw new Error(
        `${name} is imported with two ranges (${
          dependencies[name]
        }, ${range}); ${importers.join(", ")}`,
      );
    }
    dependencies[name] = range;
  }
  return { dependencies, mapped };
}

/**
 * Copies each library file's declarations from the ES module tree to the
 * CommonJS one, checking that none imports a package without types.
 */
function copyDeclarations(
  files: string[],
  esmDir: string,
  scriptDir: string,
  untyped: string[],
): void {
  for (const file of files) {
    const dts = file.replace(/\.ts$/, ".d.ts");
    const from = join(esmDir, dts);
    if (!existsSync(from)) throw new Error(`No declarations for ${file}`);
    mkdirSync(dirname(join(scriptDir, dts)), { recursive: true });
    copyFileSync(from, join(scriptDir, dts));
    // Declarations must not lean on packages without types.
    for (const { specifier } of findImports(readFileSync(from, "utf8"))) {
      if (untyped.includes(specifier)) {
        throw new Error(`${dts} imports "${specifier}", which has no types`);
      }
    }
  }
}

/**
 * Builds the package into `outDir` (emptied first). With
 * `installDependencies` (the default), its dependencies are then installed
 * into `outDir/node_modules` (never packed), so the package resolves the
 * versions it declares when tested in place.
 */
export function buildNpm(
  outDir: string = NPM_DIR,
  { installDependencies = true } = {},
): BuildResult {
  const deno = readDenoJson();
  const graph = libraryGraph(deno);

  const { dependencies, mapped } = mapDependencies(graph, deno);
  const untyped = [...new Set(mapped.values())].filter((specifier) =>
    !specifier.startsWith("node:") && !hasTypes(specifier)
  );

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  for (const file of graph.files) {
    if (usesImportMeta(readLibrarySource(file))) {
      throw new Error(
        `${file} uses import.meta, which CommonJS cannot express (only ` +
          "top-level `if (import.meta.main)` blocks are dropped)",
      );
    }
  }
  const bin = Object.fromEntries(
    Object.entries(BIN).filter(([, file]) => existsSync(join(ROOT, file))),
  );
  const rootNames = graph.files.map((file) => join(ROOT, file));
  if (untyped.length > 0) rootNames.push(UNTYPED_MODULES);
  const untypedText = untyped.map((name) => `declare module "${name}";\n`)
    .join("");
  const rewrite = (text: string) =>
    rewriteImports(text, (specifier) => {
      if (isRelative(specifier)) return specifier.replace(/\.ts$/, ".js");
      return mapped.get(specifier) ?? specifier;
    });

  // ESM with declarations, type-checked; then CommonJS from the same sources.
  const esmDir = join(outDir, "esm");
  const scriptDir = join(outDir, "script");
  compile(
    [...rootNames, join(ROOT, TR46_LOADER.esmLoader)],
    esmOptions(deno, esmDir),
    rewrite,
    untypedText,
    true,
  );
  compile(
    [...rootNames, join(ROOT, TR46_LOADER.cjsLoader)],
    cjsOptions(deno, scriptDir),
    rewrite,
    untypedText,
    false,
  );
  for (const file of Object.values(bin)) {
    // Type-checked by `deno check` (against Node's types, which the build
    // does not install); compiled here like the library.
    compile(
      [join(ROOT, file)],
      { ...esmOptions(deno, esmDir), declaration: false, noCheck: true },
      rewrite,
      untypedText,
      false,
    );
    const out = join(esmDir, file.replace(/\.ts$/, ".js"));
    const js = readFileSync(out, "utf8");
    if (!js.startsWith("#!")) {
      writeFileSync(out, "#!/usr/bin/env node\n" + js);
    }
    chmodSync(out, 0o755);
  }
  // After the command's compile, which emits the library's files again.
  if (graph.files.includes(TR46_LOADER.importer)) {
    pointAtLoader(esmDir, TR46_LOADER.packageImport);
    pointAtLoader(scriptDir, "./" + jsName(TR46_LOADER.cjsLoader, "host"));
  }
  writeFileSync(
    join(scriptDir, "package.json"),
    JSON.stringify({ type: "commonjs" }) + "\n",
  );
  copyDeclarations(graph.files, esmDir, scriptDir, untyped);

  const packageJson = {
    ...makePackageJson(deno, dependencies, bin),
    ...packageImports(graph.files),
  };
  writeFileSync(
    join(outDir, "package.json"),
    JSON.stringify(packageJson, null, 2) + "\n",
  );
  // The package's README is the one written for npm users.
  copyFileSync(join(ROOT, "README.npm.md"), join(outDir, "README.md"));
  copyFileSync(join(ROOT, "LICENSE"), join(outDir, "LICENSE"));
  if (installDependencies) installPackageDependencies(outDir);
  return { packageJson, files: graph.files };
}

/** A root-relative `.ts` path as the `.js` path relative to `from`. */
function jsName(file: string, from = ""): string {
  return relative(from, file).replace(/\.ts$/, ".js");
}

/**
 * Rewrites the tr46 loader's importer in `dir` (`esm/` or `script/`) to
 * import `specifier` instead of the static loader.
 */
function pointAtLoader(dir: string, specifier: string): void {
  const out = join(dir, jsName(TR46_LOADER.importer));
  const from = "./" + jsName(TR46_LOADER.staticLoader, "host");
  const js = readFileSync(out, "utf8");
  let found = 0;
  const rewritten = rewriteImports(js, (s) => {
    if (s !== from) return s;
    found++;
    return specifier;
  });
  if (found !== 1) {
    throw new Error(`${out} imports "${from}" ${found} times, not once`);
  }
  writeFileSync(out, rewritten);
}

/**
 * The package's "imports": `#tr46`, the tr46 loader for `esm/` (see
 * TR46_LOADER), when the library has one.
 */
function packageImports(files: string[]): Record<string, unknown> {
  if (!files.includes(TR46_LOADER.importer)) return {};
  const staticLoader = "./esm/" + jsName(TR46_LOADER.staticLoader);
  const lazyLoader = "./esm/" + jsName(TR46_LOADER.esmLoader);
  return {
    imports: {
      [TR46_LOADER.packageImport]: {
        module: staticLoader,
        deno: lazyLoader,
        bun: lazyLoader,
        node: lazyLoader,
        default: staticLoader,
      },
    },
  };
}

/** The generated package.json. */
function makePackageJson(
  deno: DenoJson,
  dependencies: Record<string, string>,
  bin: Record<string, string>,
): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  for (const { key, source } of subpaths(deno)) {
    const base = source.replace(/\.ts$/, "");
    exports[key] = {
      import: { types: `./esm/${base}.d.ts`, default: `./esm/${base}.js` },
      require: {
        types: `./script/${base}.d.ts`,
        default: `./script/${base}.js`,
      },
    };
  }
  exports["./package.json"] = "./package.json";
  const root = subpaths(deno).find((s) => s.key === ".");
  const rootBase = root?.source.replace(/\.ts$/, "");
  const dev = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  return {
    name: deno.name,
    version: deno.version,
    description: DESCRIPTION,
    keywords: ["url", "whatwg", "url-standard", "urlsearchparams", "idna"],
    license: deno.license,
    ...(dev.repository ? { repository: dev.repository } : {}),
    type: "module",
    ...(rootBase
      ? {
        main: `./script/${rootBase}.js`,
        module: `./esm/${rootBase}.js`,
        types: `./script/${rootBase}.d.ts`,
      }
      : {}),
    ...(Object.keys(bin).length > 0
      ? {
        bin: Object.fromEntries(
          Object.entries(bin).map((
            [name, file],
          ) => [name, `./esm/${file.replace(/\.ts$/, ".js")}`]),
        ),
      }
      : {}),
    exports,
    // The polyfill's two installing entries are the package's side effects.
    sideEffects: POLYFILL_ENTRIES.flatMap((base) => [
      `./esm/${base}.js`,
      `./script/${base}.js`,
    ]),
    engines: { node: NODE_ENGINES },
    files: ["esm/", "script/"],
    dependencies,
  };
}

/** Installs the package's own dependencies into its folder. */
function installPackageDependencies(dir: string): void {
  const result = spawnSync("npm", [
    "install",
    "--omit=dev",
    "--no-package-lock",
    "--ignore-scripts",
    "--no-audit",
    "--no-fund",
    "--prefer-offline",
    "--loglevel=error",
  ], { cwd: dir, stdio: "inherit" });
  if (result.status !== 0) {
    throw new Error(`npm install in ${dir} failed (${result.status})`);
  }
}

/** Whether TypeScript finds types for a package specifier from the root. */
function hasTypes(specifier: string): boolean {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const { resolvedModule } = ts.resolveModuleName(
    specifier,
    join(ROOT, "mod.ts"),
    options,
    ts.sys,
  );
  return resolvedModule !== undefined &&
    /\.d\.[cm]?ts$|\.[cm]?ts$/.test(resolvedModule.resolvedFileName);
}

/** Compiler options shared by both outputs, from deno.json's. */
function baseOptions(deno: DenoJson, outDir: string): ts.CompilerOptions {
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    {
      ...deno.compilerOptions,
      target: TARGET,
      lib: ["es2024", "dom", "dom.iterable"],
      types: [],
      rootDir: ROOT,
      outDir,
      newLine: "lf",
      noEmitOnError: true,
      skipLibCheck: true,
      esModuleInterop: true,
    },
    ROOT,
  );
  if (errors.length > 0) throw new Error(formatDiagnostics(errors));
  return options;
}

function esmOptions(deno: DenoJson, outDir: string): ts.CompilerOptions {
  return {
    ...baseOptions(deno, outDir),
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    declaration: true,
  };
}

function cjsOptions(deno: DenoJson, outDir: string): ts.CompilerOptions {
  return {
    ...baseOptions(deno, outDir),
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    // The ESM pass has type-checked these very sources.
    noCheck: true,
  };
}

/** Compiles `rootNames` with their imports rewritten; throws on errors. */
function compile(
  rootNames: string[],
  options: ts.CompilerOptions,
  rewrite: (text: string) => string,
  untypedText: string,
  check: boolean,
): void {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  const isLibrarySource = (fileName: string) =>
    fileName.startsWith(ROOT + "/") && fileName.endsWith(".ts") &&
    !fileName.endsWith(".d.ts") && !fileName.includes("/node_modules/");
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (fileName === UNTYPED_MODULES) {
      return ts.createSourceFile(fileName, untypedText, languageVersion);
    }
    if (isLibrarySource(fileName)) {
      const text = rewrite(readLibrarySource(relative(ROOT, fileName)));
      return ts.createSourceFile(fileName, text, languageVersion);
    }
    return getSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  const fileExists = host.fileExists;
  host.fileExists = (fileName) =>
    fileName === UNTYPED_MODULES || fileExists(fileName);
  const program = ts.createProgram({ rootNames, options, host });
  const diagnostics = check
    ? ts.getPreEmitDiagnostics(program)
    : program.getSyntacticDiagnostics();
  if (diagnostics.length > 0) throw new Error(formatDiagnostics(diagnostics));
  const result = program.emit();
  if (result.emitSkipped || result.diagnostics.length > 0) {
    throw new Error(formatDiagnostics(result.diagnostics) || "Emit skipped");
  }
}

function formatDiagnostics(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => "\n",
  });
}

if (import.meta.main) {
  const started = performance.now();
  const { packageJson, files } = buildNpm();
  const alias = buildWhatwgUrlAlias(packageJson);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const deps = packageJson.dependencies as Record<string, string>;
  console.log(
    `Built ${packageJson.name}@${packageJson.version} into ${
      relative(ROOT, NPM_DIR)
    }/ in ${seconds}s: ${files.length} modules as ESM, CommonJS and .d.ts; ` +
      `dependencies: ${
        Object.entries(deps).map(([n, r]) => `${n}@${r}`).join(", ") ||
        "none"
      }`,
  );
  console.log(
    `Built ${alias.name}@${alias.version} into ${relative(ROOT, ALIAS_DIR)}/`,
  );
}
