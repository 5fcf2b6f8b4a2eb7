// Private: the npm package checks that hold its documentation and types to
// what a user meets (run by scripts/check_npm_package.ts in the installed
// project): README.npm.md's examples run against the installed package in
// each supported Node.js, and the package's `URL` and `URLSearchParams`
// types are assignable to and from lib.dom's and @types/node's (tsc).

import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import ts from "typescript";
import { ROOT } from "./_project.ts";
import { machineNodePath, nodeRuntimes } from "./_runtimes.ts";

/** Runs `name`'s check; `fn` returns a detail or throws (see check_npm_package). */
export type CheckRunner = (name: string, fn: () => string | void) => void;

/** The `ts` blocks of a markdown file, but those marked `ignore`. */
export function typeScriptBlocks(
  file: string,
): { line: number; code: string }[] {
  const text = readFileSync(file, "utf8");
  const blocks: { line: number; code: string }[] = [];
  for (const match of text.matchAll(/^```ts([^\n]*)\n([\s\S]*?)^```$/gm)) {
    if (/\bignore\b/.test(match[1])) continue;
    const line = text.slice(0, match.index).split("\n").length;
    blocks.push({ line, code: match[2] });
  }
  return blocks;
}

/**
 * README.npm.md's examples, each compiled to JavaScript and run as an ES
 * module in `project` (where the tarball is installed) by every Node.js
 * the package supports: each asserts, so a wrong comment fails.
 */
export function checkReadmeExamples(
  check: CheckRunner,
  project: string,
  supports: (version: string) => boolean,
): void {
  const blocks = typeScriptBlocks(join(ROOT, "README.npm.md"));
  const dir = join(project, "readme-examples");
  mkdirSync(dir, { recursive: true });
  const files = blocks.map(({ line, code }) => {
    const js = ts.transpileModule(code, {
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
      },
    }).outputText;
    const file = join(dir, `line-${line}.mjs`);
    writeFileSync(file, js);
    return { line, file };
  });
  for (const node of nodeRuntimes().filter((n) => supports(n.version))) {
    check(
      `README.npm.md's ${blocks.length} examples run on the installed package (Node.js ${node.version})`,
      () => {
        if (blocks.length === 0) {
          throw new Error("README.npm.md has no ts block");
        }
        for (const { line, file } of files) {
          const result = spawnSync(node.path, [file], {
            cwd: project,
            encoding: "utf8",
            env: { ...process.env, NO_COLOR: "1" },
          });
          if (result.status !== 0) {
            throw new Error(`README.npm.md:${line}: ${result.stderr}`);
          }
        }
        return `${files.length} blocks`;
      },
    );
  }
}

/** One direction of assignment that tsc checks. */
interface Assignment {
  /** What is assigned to what, e.g. "lib.dom URL → URL". */
  name: string;
  /** The statement (in a module importing ours as `URL`, `URLSearchParams`). */
  code: string;
}

/** The platforms' types, each with the lib or types that declare it. */
const PLATFORMS = [
  {
    name: "lib.dom",
    options: { lib: ["es2022", "dom", "dom.iterable"], types: [] },
    imports: "",
    url: "globalThis.URL",
    params: "globalThis.URLSearchParams",
  },
  {
    name: "@types/node",
    options: {
      lib: ["es2022"],
      typeRoots: [join(ROOT, "node_modules", "@types")],
      types: ["node"],
    },
    imports:
      'import { URL as NodeURL, URLSearchParams as NodeParams } from "node:url";\n',
    url: "NodeURL",
    params: "NodeParams",
  },
];

function assignments(
  url: string,
  params: string,
  platform: string,
): Assignment[] {
  return [
    {
      name: `${platform} URL → URL`,
      code: `export const a: URL = new ${url}("https://x/");`,
    },
    {
      name: `URL → ${platform} URL`,
      code: `export const b: ${url} = new URL("https://x/");`,
    },
    {
      name: `${platform} URLSearchParams → URLSearchParams`,
      code: `export const c: URLSearchParams = new ${params}("a=1");`,
    },
    {
      name: `URLSearchParams → ${platform} URLSearchParams`,
      code: `export const d: ${params} = new URLSearchParams("a=1");`,
    },
  ];
}

/**
 * The directions allowed not to type-check, each with why: none, every
 * direction passes. A failure not listed here fails the check, as does a
 * listed direction that passes.
 */
export const KNOWN_TYPE_GAPS: Record<string, string> = {};

/**
 * For each platform, every assignment in its own file, checked by tsc
 * (strict, `node16` resolution) against the installed package's types;
 * returns the names of the assignments that fail, with tsc's first line.
 */
export function typeInteropFailures(project: string): Map<string, string> {
  const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
  const dir = join(project, "type-interop");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }');
  const failures = new Map<string, string>();
  for (const platform of PLATFORMS) {
    const cases = assignments(platform.url, platform.params, platform.name);
    const files = cases.map((c, i) => {
      const file = join(dir, `${platform.name.replace(/\W/g, "_")}_${i}.ts`);
      writeFileSync(
        file,
        'import { URL, URLSearchParams } from "@urlstd/url";\n' +
          platform.imports + c.code + "\n",
      );
      return file;
    });
    const config = join(
      dir,
      `tsconfig.${platform.name.replace(/\W/g, "_")}.json`,
    );
    writeFileSync(
      config,
      JSON.stringify({
        compilerOptions: {
          noEmit: true,
          strict: true,
          module: "node16",
          moduleResolution: "node16",
          target: "es2022",
          ...platform.options,
        },
        files: files.map((file) => file.split("/").pop()),
      }),
    );
    const result = spawnSync(machineNodePath(), [tsc, "-p", config], {
      cwd: dir,
      encoding: "utf8",
    });
    const output = result.stdout + result.stderr;
    cases.forEach((c, i) => {
      const name = files[i].split("/").pop()!;
      const line = output.split("\n").find((l) => l.startsWith(name));
      if (line !== undefined) failures.set(c.name, line);
    });
    if (result.status !== 0 && failures.size === 0) {
      throw new Error(`tsc failed: ${output}`);
    }
  }
  return failures;
}

/** The check that the package's URL types interoperate (see above). */
export function checkTypeInterop(check: CheckRunner, project: string): void {
  check(
    "URL and URLSearchParams types assign to and from lib.dom's and @types/node's (tsc)",
    () => {
      const failures = typeInteropFailures(project);
      const unexpected = [...failures].filter(([name]) =>
        KNOWN_TYPE_GAPS[name] === undefined
      );
      const fixed = Object.keys(KNOWN_TYPE_GAPS).filter((name) =>
        !failures.has(name)
      );
      if (unexpected.length > 0 || fixed.length > 0) {
        throw new Error(
          [
            ...unexpected.map(([name, line]) => `fails: ${name}: ${line}`),
            ...fixed.map((name) =>
              `passes now, take it off KNOWN_TYPE_GAPS: ${name}`
            ),
          ].join("\n"),
        );
      }
      return `${PLATFORMS.length * 4} directions, ${failures.size} known gaps`;
    },
  );
}
