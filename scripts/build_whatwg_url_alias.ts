/**
 * Builds `@urlstd/whatwg-url` into `npm/whatwg-url-alias/`: a package that
 * npm, yarn and pnpm users install under the name `whatwg-url` (npm
 * `overrides`, yarn `resolutions`, `pnpm.overrides`) so that jsdom,
 * data-urls and every other whatwg-url client run on urlstd. Like
 * whatwg-url it is CommonJS first (`main`, `require`), with ES modules and
 * types too; its `.` and `./webidl2js-wrapper` are urlstd's
 * `whatwg-url/mod.ts` and `whatwg-url/webidl2js_wrapper.ts`. It carries its
 * own copy of the compiled files those reach (from the `npm/` build), so
 * that it installs alone, with whatwg-url's own dependencies' versions of
 * tr46 and @exodus/bytes.
 *
 * Runs after buildNpm() (scripts/build_npm.ts calls it).
 *
 * @module
 */

import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import {
  type LibraryGraph,
  libraryGraph,
  mapBareSpecifier,
  NPM_DIR,
  readDenoJson,
} from "./_project.ts";

/** The alias package's folder. */
export const ALIAS_DIR: string = join(NPM_DIR, "whatwg-url-alias");

/** The alias package's name. */
export const ALIAS_NAME = "@urlstd/whatwg-url";

/** The alias's entries: package subpath → deno.json export key. */
const ENTRIES: Record<string, string> = {
  ".": "./whatwg-url",
  "./webidl2js-wrapper": "./whatwg-url/webidl2js-wrapper",
};

/** The root-relative `.ts` files the alias's entries reach. */
function reachedFiles(graph: LibraryGraph): string[] {
  const files = new Set<string>();
  for (const key of Object.values(ENTRIES)) {
    const reach = graph.reach.get(key);
    if (reach === undefined) throw new Error(`deno.json has no ${key}`);
    for (const file of reach) files.add(file);
  }
  return [...files].sort();
}

/** The packages those files import, with the main package's ranges. */
function usedDependencies(
  graph: LibraryGraph,
  files: string[],
  main: Record<string, unknown>,
): Record<string, string> {
  const ranges = main.dependencies as Record<string, string>;
  const imports = readDenoJson().imports;
  const used: Record<string, string> = {};
  for (const [specifier, importers] of graph.bareImports) {
    if (!importers.some((file) => files.includes(file))) continue;
    const name = mapBareSpecifier(specifier, imports).dependency?.name;
    if (name !== undefined) used[name] = ranges[name];
  }
  return used;
}

/** Copies a compiled file and its declarations, where they exist. */
function copyCompiled(file: string, tree: "esm" | "script"): void {
  const base = file.replace(/\.ts$/, "");
  for (const ext of [".js", ".d.ts"]) {
    const from = join(NPM_DIR, tree, base + ext);
    if (!existsSync(from)) continue;
    const to = join(ALIAS_DIR, "lib", tree, base + ext);
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
  }
}

/** The tr46 loaders the build makes (reached through `#tr46`). */
function tr46Loaders(tree: "esm" | "script"): string[] {
  return readdirSync(join(NPM_DIR, tree, "host"))
    .filter((name) => name.startsWith("_tr46") && name.endsWith(".js"))
    .map((name) => "host/" + name.replace(/\.js$/, ".ts"));
}

/**
 * The main package's "imports" map (the `#tr46` loader) for lib/esm/'s own
 * package.json: lib/esm/ is a package scope of its own (it says
 * `"type": "module"`), which is where Node.js and bundlers look up `#`
 * imports from the files in it.
 */
function esmImports(imports: unknown): unknown {
  return JSON.parse(
    JSON.stringify(imports ?? {}).replaceAll('"./esm/', '"./'),
  );
}

/** The alias's package.json. */
function aliasPackageJson(
  main: Record<string, unknown>,
  dependencies: Record<string, string>,
): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  for (const [subpath, key] of Object.entries(ENTRIES)) {
    const source = readDenoJson().exports[key].replace(/^\.\//, "");
    const base = source.replace(/\.ts$/, "");
    exports[subpath] = {
      require: {
        types: `./lib/script/${base}.d.ts`,
        default: `./lib/script/${base}.js`,
      },
      import: {
        types: `./lib/esm/${base}.d.ts`,
        default: `./lib/esm/${base}.js`,
      },
    };
  }
  exports["./package.json"] = "./package.json";
  const root = exports["."] as Record<string, Record<string, string>>;
  return {
    name: ALIAS_NAME,
    version: main.version,
    description: "whatwg-url's API (URL records, the basic URL parser with " +
      "state override, the serializers, the webidl2js wrapper) over " +
      "@urlstd/url: install it as `whatwg-url` under npm overrides",
    keywords: ["whatwg-url", "url", "whatwg", "jsdom", "url-standard"],
    license: main.license,
    ...(main.repository ? { repository: main.repository } : {}),
    main: root.require.default,
    types: root.require.types,
    exports,
    sideEffects: false,
    engines: main.engines,
    files: ["lib/"],
    dependencies,
  };
}

/**
 * Builds the alias package from the `npm/` build.
 * @param main The `@urlstd/url` package.json buildNpm() wrote.
 * @returns The alias's package.json.
 */
export function buildWhatwgUrlAlias(
  main: Record<string, unknown>,
): Record<string, unknown> {
  rmSync(ALIAS_DIR, { recursive: true, force: true });
  const graph = libraryGraph();
  const files = reachedFiles(graph);
  for (const tree of ["esm", "script"] as const) {
    for (const file of [...files, ...tr46Loaders(tree)]) {
      copyCompiled(file, tree);
    }
  }
  writeFileSync(
    join(ALIAS_DIR, "lib", "esm", "package.json"),
    JSON.stringify(
      { type: "module", imports: esmImports(main.imports) },
      null,
      2,
    ) + "\n",
  );
  writeFileSync(
    join(ALIAS_DIR, "lib", "script", "package.json"),
    '{"type":"commonjs"}\n',
  );
  const packageJson = aliasPackageJson(
    main,
    usedDependencies(graph, files, main),
  );
  writeFileSync(
    join(ALIAS_DIR, "package.json"),
    JSON.stringify(packageJson, null, 2) + "\n",
  );
  copyFileSync(join(NPM_DIR, "LICENSE"), join(ALIAS_DIR, "LICENSE"));
  writeFileSync(join(ALIAS_DIR, "README.md"), aliasReadme());
  return packageJson;
}

/** The alias's README: what it is and how to install it. */
function aliasReadme(): string {
  const { version } = readDenoJson();
  const tarball = `${ALIAS_NAME.slice(1).replace("/", "-")}-${version}.tgz`;
  return `# ${ALIAS_NAME}

whatwg-url's API over @urlstd/url: the same exports, record shapes and
webidl2js wrapper as \`whatwg-url@17\`, so that jsdom, data-urls and other
whatwg-url clients run on urlstd unchanged. Install it under the name
\`whatwg-url\`. It is not yet published: pack this folder (\`npm pack\`
writes \`${tarball}\`) and override with the tarball's absolute path (npm
resolves a relative one against each dependent package's folder):

\`\`\`json
{
  "overrides": { "whatwg-url": "file:/path/to/${tarball}" }
}
\`\`\`

(yarn: \`"resolutions"\`; pnpm: \`"pnpm": { "overrides": … }\`. Once it is
published, the spec is \`npm:${ALIAS_NAME}@^${version}\`.)
`;
}

/**
 * Packs the built alias into a tarball.
 * @param into The folder to write it in.
 * @returns The tarball's path.
 */
export function packWhatwgUrlAlias(into: string): string {
  mkdirSync(into, { recursive: true });
  const result = spawnSync("npm", [
    "pack",
    "--json",
    "--pack-destination",
    into,
    "--loglevel=error",
  ], { cwd: ALIAS_DIR, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`npm pack failed: ${result.stderr}`);
  }
  const [{ filename }] = JSON.parse(result.stdout);
  return join(into, filename.replace(/^@urlstd\//, "urlstd-"));
}
