/**
 * Checks the built npm package (`npm/`) the way a user meets it. The
 * ecosystem's own tools judge the packed tarball: `publint` (package.json,
 * `exports`, files) and `@arethetypeswrong/cli` (types for every subpath
 * under `node16` from ESM and CommonJS, and `bundler`). What they cannot
 * check is done here: the tarball installs into a clean project on a
 * supported Node.js with `--engine-strict` and no `EBADENGINE`; there, every
 * subpath loads with `import` and with `require` in Node.js and in Bun and
 * exports the values its declarations promise; the `bin` runs;
 * README.npm.md's examples run there in each supported Node.js; and the
 * `URL` and `URLSearchParams` types assign to and from lib.dom's and
 * @types/node's (scripts/_package_docs_checks.ts).
 *
 * Usage: deno task check:npm (builds first)
 *
 * @module
 */

import { spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, relative } from "node:path";
import process from "node:process";
import ts from "typescript";
import {
  bunExecutable,
  machineNodePath,
  nodeRuntimes,
  nodeVersion,
} from "./_runtimes.ts";
import { NPM_DIR, ROOT, subpaths } from "./_project.ts";
import {
  checkReadmeExamples,
  checkTypeInterop,
} from "./_package_docs_checks.ts";

/** One check's outcome. */
export interface Check {
  name: string;
  ok: boolean;
  detail?: string;
}

/** The outcome of `checkNpmPackage`. */
export interface PackageCheckResult {
  passed: number;
  failed: number;
  checks: Check[];
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command; `pathPrefix` goes first on its PATH (e.g. a Node.js). */
function run(
  command: string,
  args: string[],
  cwd: string,
  input?: string,
  pathPrefix?: string,
): Run {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NO_COLOR: "1",
  };
  if (pathPrefix !== undefined) {
    env.PATH = pathPrefix + delimiter + (env.PATH ?? "");
  }
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    input,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

/** Names a module's declarations export as values, and as types only. */
function declaredExports(
  dtsFiles: string[],
): Map<string, { values: string[]; types: string[] }> {
  const program = ts.createProgram(dtsFiles, {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const out = new Map<string, { values: string[]; types: string[] }>();
  for (const file of dtsFiles) {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (symbol === undefined) throw new Error(`No module symbol for ${file}`);
    const values: string[] = [];
    const types: string[] = [];
    for (const exported of checker.getExportsOfModule(symbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias
        ? checker.getAliasedSymbol(exported)
        : exported;
      if (target.flags & ts.SymbolFlags.Value) values.push(exported.name);
      else types.push(exported.name);
    }
    out.set(file, { values: values.sort(), types: types.sort() });
  }
  return out;
}

/** A dev tool's version, from its package.json in node_modules. */
function toolVersion(name: string): string {
  return JSON.parse(
    readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8"),
  ).version;
}

/**
 * Whether a Node.js version satisfies an `engines` range made of `||`
 * alternatives of `^x.y.z`, `>=x.y.z` or `*` (the forms build_npm writes).
 */
export function satisfiesEngines(version: string, range: string): boolean {
  const parse = (v: string) => v.replace(/^v/, "").split(".").map(Number);
  const compare = (a: number[], b: number[]) =>
    a[0] - b[0] || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);
  const have = parse(version);
  return range.split("||").map((part) => part.trim()).some((part) => {
    if (part === "*" || part === "") return true;
    const match = /^(\^|>=)(\d+(?:\.\d+){0,2})$/.exec(part);
    if (match === null) throw new Error(`Unknown engines range: ${part}`);
    const want = parse(match[2]);
    if (compare(have, want) < 0) return false;
    return match[1] === ">=" || have[0] === want[0];
  });
}

/** Runs `fn` as the check `name` and records its result. */
type CheckRunner = (name: string, fn: () => string | void) => void;

/** The CheckRunner that records into `checks`. */
function checkRunner(checks: Check[]): CheckRunner {
  return (name: string, fn: () => string | void) => {
    try {
      const detail = fn();
      checks.push({ name, ok: true, ...(detail ? { detail } : {}) });
    } catch (error) {
      checks.push({
        name,
        ok: false,
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  };
}

/** Runs every check; prints one line per check and the count line. */
export function checkNpmPackage(npmDir: string = NPM_DIR): PackageCheckResult {
  const checks: Check[] = [];
  const check = checkRunner(checks);
  const pkg = JSON.parse(readFileSync(join(npmDir, "package.json"), "utf8"));
  const work = mkdtempSync(join(tmpdir(), "urlstd-npm-check-"));
  try {
    const tarball = packTarball(check, npmDir, work);
    if (!checks.at(-1)!.ok) return summary(checks);
    checkTarballTools(check, tarball, work);
    installTarball(check, pkg, tarball, work);
    if (!checks.at(-1)!.ok) return summary(checks);
    const project = join(work, "project");
    const installedDir = join(project, "node_modules", ...pkg.name.split("/"));
    checkSubpaths(check, pkg, project, installedDir);
    checkBins(check, pkg, project);
    checkReadmeExamples(
      check,
      project,
      (version) => satisfiesEngines(version, pkg.engines?.node ?? "*"),
    );
    checkTypeInterop(check, project);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return summary(checks);
}

/** The package's package.json as JSON.parse() gives it: untyped. */
// deno-lint-ignore no-explicit-any
type PackageJson = any;

/** Packs `npmDir` into `work`; the tarball's path ("" if it failed). */
function packTarball(check: CheckRunner, npmDir: string, work: string): string {
  let tarball = "";
  check("npm pack makes the tarball", () => {
    const packed = run("npm", [
      "pack",
      "--json",
      "--pack-destination",
      work,
    ], npmDir);
    if (packed.status !== 0) throw new Error(packed.stderr);
    const [info] = JSON.parse(packed.stdout);
    tarball = join(work, info.filename);
    return `${info.entryCount} files`;
  });
  return tarball;
}

/** publint and arethetypeswrong on the tarball. */
function checkTarballTools(
  check: CheckRunner,
  tarball: string,
  work: string,
): void {
  check("publint finds no problems in the tarball", () => {
    const bin = join(ROOT, "node_modules", "publint", "src", "cli.js");
    const result = run(machineNodePath(), [
      bin,
      "run",
      tarball,
      "--strict",
      "--level",
      "suggestion",
    ], work);
    const output = (result.stdout + result.stderr).trim();
    if (result.status !== 0 || !/^All good!$/m.test(output)) {
      throw new Error(output);
    }
    return "publint " + toolVersion("publint");
  });

  check("arethetypeswrong finds no problems (node16, bundler)", () => {
    const bin = join(
      ROOT,
      "node_modules",
      "@arethetypeswrong",
      "cli",
      "dist",
      "index.js",
    );
    const result = run(machineNodePath(), [
      bin,
      tarball,
      "--profile",
      "node16",
      "--format",
      "ascii",
    ], work);
    if (result.status !== 0) throw new Error(result.stdout + result.stderr);
    return "@arethetypeswrong/cli " + toolVersion("@arethetypeswrong/cli");
  });
}

/** Installs the tarball into `work`/project, on the oldest supported Node. */
function installTarball(
  check: CheckRunner,
  pkg: PackageJson,
  tarball: string,
  work: string,
): void {
  // The oldest supported Node.js: where an engines mismatch would show.
  const supported = nodeRuntimes().find((node) =>
    satisfiesEngines(node.version, pkg.engines?.node ?? "*")
  );
  const installer = supported ?? {
    path: machineNodePath(),
    version: nodeVersion(),
    source: "node",
  };
  check(
    `the tarball installs into a clean project (Node.js ${installer.version}` +
      (supported ? ", --engine-strict" : "") + ")",
    () => {
      mkdirSync(join(work, "project"));
      writeFileSync(
        join(work, "project", "package.json"),
        JSON.stringify({ name: "consumer", private: true }, null, 2),
      );
      const installed = run(
        "npm",
        [
          "install",
          tarball,
          ...(supported ? ["--engine-strict"] : []),
          "--no-audit",
          "--no-fund",
          "--prefer-offline",
        ],
        join(work, "project"),
        undefined,
        dirname(installer.path),
      );
      if (installed.status !== 0) throw new Error(installed.stderr);
      if (supported && /EBADENGINE/.test(installed.stderr)) {
        throw new Error(installed.stderr);
      }
      return relative(work, tarball) +
        (supported ? ", no EBADENGINE" : ", no supported Node.js found");
    },
  );
}

/**
 * Each subpath, imported and required in every Node.js and in Bun, exports
 * the values its installed declarations promise.
 */
function checkSubpaths(
  check: CheckRunner,
  pkg: PackageJson,
  project: string,
  installedDir: string,
): void {
  // What each subpath's declarations promise.
  const entries = subpaths();
  const dtsOf = (key: string) =>
    join(installedDir, pkg.exports[key].import.types);
  const declared = declaredExports(entries.map((s) => dtsOf(s.key)));
  const promised = Object.fromEntries(
    entries.map((s) => [s.specifier, declared.get(dtsOf(s.key))!]),
  );

  const specifiers = entries.map((s) => s.specifier);
  const esmProbe = `
    const out = {};
    for (const s of ${JSON.stringify(specifiers)}) {
      out[s] = Object.keys(await import(s)).sort();
    }
    const { URL } = await import(${JSON.stringify(pkg.name)});
    out.href = new URL("https://B\u00fccher.example/a b").href;
    console.log(JSON.stringify(out));`;
  const cjsProbe = `
    const out = {};
    for (const s of ${JSON.stringify(specifiers)}) {
      out[s] = Object.keys(require(s)).sort();
    }
    const { URL } = require(${JSON.stringify(pkg.name)});
    out.href = new URL("https://B\u00fccher.example/a b").href;
    console.log(JSON.stringify(out));`;
  const runtimes: [string, string, string[]][] = [];
  for (const node of nodeRuntimes()) {
    runtimes.push(
      [`Node.js ${node.version} import`, node.path, [
        "--input-type=module",
        "-e",
        esmProbe,
      ]],
      [`Node.js ${node.version} require`, node.path, ["-e", cjsProbe]],
    );
  }
  const bun = bunExecutable();
  runtimes.push(
    ["Bun import", bun, ["-e", esmProbe]],
    ["Bun require", bun, ["-e", cjsProbe]],
  );
  for (const [name, command, args] of runtimes) {
    check(`${name} of every subpath gives its declared values`, () => {
      const result = run(command, args, project);
      if (result.status !== 0) throw new Error(result.stderr);
      const out = JSON.parse(result.stdout.trim().split("\n").pop()!);
      const wrong: string[] = [];
      for (const s of specifiers) {
        const want = promised[s].values;
        if (JSON.stringify(out[s]) !== JSON.stringify(want)) {
          wrong.push(
            `${s}: got [${out[s]}], declarations say [${want}]`,
          );
        }
      }
      if (out.href !== "https://xn--bcher-kva.example/a%20b") {
        wrong.push(`new URL() gave ${out.href}`);
      }
      if (wrong.length > 0) throw new Error(wrong.join("\n"));
      return `${specifiers.length} subpaths`;
    });
  }
}

/** Each `bin` of the installed package runs. */
function checkBins(
  check: CheckRunner,
  pkg: PackageJson,
  project: string,
): void {
  for (const [name, target] of Object.entries(pkg.bin ?? {})) {
    check(`the ${name} command runs`, () => {
      const bin = join(project, "node_modules", ".bin", name);
      const result = run(
        bin,
        ["--json", "https://EXAMPLE.com/a/../b"],
        project,
      );
      if (result.status !== 0) throw new Error(result.stderr);
      if (!result.stdout.includes("https://example.com/b")) {
        throw new Error(`unexpected output: ${result.stdout}`);
      }
      return String(target);
    });
  }
}

function summary(checks: Check[]): PackageCheckResult {
  const failed = checks.filter((c) => !c.ok).length;
  return { passed: checks.length - failed, failed, checks };
}

/** Prints the checks and the count line; returns whether all passed. */
export function report(result: PackageCheckResult): boolean {
  for (const c of result.checks) {
    console.log(
      `${c.ok ? "✔" : "✖"} ${c.name}${
        c.detail ? ` (${c.detail.split("\n")[0]})` : ""
      }`,
    );
    if (!c.ok && c.detail) {
      console.log("  " + c.detail.split("\n").slice(1, 40).join("\n  "));
    }
  }
  console.log(
    `npm package: ${result.passed} passed, ${result.failed} failed`,
  );
  return result.failed === 0;
}

if (import.meta.main) {
  if (!report(checkNpmPackage())) Deno.exit(1);
}
