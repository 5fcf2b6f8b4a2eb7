/**
 * Checks the built npm package (`npm/`) the way a user meets it: `npm pack`
 * lists exactly the files the package needs; the tarball installs into a
 * clean temporary project; there, every subpath loads with `import` and with
 * `require` in Node.js (and in Bun) and exports the values its declarations
 * promise; TypeScript with `moduleResolution` `node16` (ESM and CommonJS
 * files) and `bundler` sees every subpath's exports; and the `bin` runs.
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
import { join, relative } from "node:path";
import process from "node:process";
import ts from "typescript";
import { bunExecutable } from "./_runtimes.ts";
import { libraryGraph, NPM_DIR, ROOT, subpaths } from "./_project.ts";

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

function run(
  command: string,
  args: string[],
  cwd: string,
  input?: string,
): Run {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    input,
    env: { ...process.env, NO_COLOR: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

/** The files the package must hold, exactly (paths inside the tarball). */
export function expectedFiles(npmDir: string = NPM_DIR): string[] {
  const pkg = JSON.parse(readFileSync(join(npmDir, "package.json"), "utf8"));
  const files = new Set(["package.json", "README.md", "LICENSE"]);
  files.add("script/package.json");
  for (const file of libraryGraph().files) {
    const base = file.replace(/\.ts$/, "");
    for (const dir of ["esm", "script"]) {
      files.add(`${dir}/${base}.js`);
      files.add(`${dir}/${base}.d.ts`);
    }
  }
  for (const target of Object.values(pkg.bin ?? {}) as string[]) {
    files.add(target.replace(/^\.\//, ""));
  }
  return [...files].sort();
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

/** Runs every check; prints one line per check and the count line. */
export function checkNpmPackage(npmDir: string = NPM_DIR): PackageCheckResult {
  const checks: Check[] = [];
  const check = (name: string, fn: () => string | void) => {
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
  const pkg = JSON.parse(readFileSync(join(npmDir, "package.json"), "utf8"));
  const work = mkdtempSync(join(tmpdir(), "urlstd-npm-check-"));
  try {
    check("npm pack lists exactly the package's files", () => {
      const result = run("npm", ["pack", "--dry-run", "--json"], npmDir);
      if (result.status !== 0) throw new Error(result.stderr);
      const listed: string[] = JSON.parse(result.stdout)[0].files
        .map((f: { path: string }) => f.path).sort();
      const expected = expectedFiles(npmDir);
      const extra = listed.filter((f) => !expected.includes(f));
      const missing = expected.filter((f) => !listed.includes(f));
      if (extra.length > 0 || missing.length > 0) {
        throw new Error(
          `extra: ${extra.join(", ") || "none"}; missing: ${
            missing.join(", ") || "none"
          }`,
        );
      }
      return `${listed.length} files`;
    });

    let tarball = "";
    check("the tarball installs into a clean project", () => {
      const packed = run("npm", [
        "pack",
        "--json",
        "--pack-destination",
        work,
      ], npmDir);
      if (packed.status !== 0) throw new Error(packed.stderr);
      tarball = join(work, JSON.parse(packed.stdout)[0].filename);
      mkdirSync(join(work, "project"));
      writeFileSync(
        join(work, "project", "package.json"),
        JSON.stringify({ name: "consumer", private: true }, null, 2),
      );
      const installed = run("npm", [
        "install",
        tarball,
        "--no-audit",
        "--no-fund",
        "--prefer-offline",
        "--loglevel=error",
      ], join(work, "project"));
      if (installed.status !== 0) throw new Error(installed.stderr);
      return relative(work, tarball);
    });
    if (!checks.at(-1)!.ok) return summary(checks);
    const project = join(work, "project");
    const installedDir = join(project, "node_modules", ...pkg.name.split("/"));

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
    const runtimes: [string, string, string[]][] = [
      ["Node.js import", "node", ["--input-type=module", "-e", esmProbe]],
      ["Node.js require", "node", ["-e", cjsProbe]],
    ];
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

    // TypeScript: every export of every subpath, by name, in each mode.
    // (In cjs.cts the same import statements take the require condition.)
    const imports = entries.map((s, i) => {
      const { values, types } = promised[s.specifier];
      const names = [
        ...values.map((n) => `${n} as v${i}_${n}`),
        ...types.map((n) => `type ${n} as t${i}_${n}`),
      ];
      return `import { ${names.join(", ")} } from "${s.specifier}";`;
    }).join("\n") + `
import { URL as Root } from "${pkg.name}";
const url: Root = new Root("https://example.org/a");
export const href: string = url.href;
`;
    for (const file of ["esm.mts", "cjs.cts", "bundler.ts"]) {
      writeFileSync(join(project, file), imports);
    }
    const compilerOptions = {
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
      lib: ["es2022", "dom"],
      target: "es2022",
    };
    writeFileSync(
      join(project, "tsconfig.node16.json"),
      JSON.stringify({
        compilerOptions: {
          ...compilerOptions,
          module: "node16",
          moduleResolution: "node16",
        },
        files: ["esm.mts", "cjs.cts"],
      }),
    );
    writeFileSync(
      join(project, "tsconfig.bundler.json"),
      JSON.stringify({
        compilerOptions: {
          ...compilerOptions,
          module: "esnext",
          moduleResolution: "bundler",
        },
        files: ["bundler.ts"],
      }),
    );
    const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
    for (const mode of ["node16", "bundler"]) {
      check(
        `TypeScript (moduleResolution ${mode}) sees every subpath's exports`,
        () => {
          const result = run(
            "node",
            [tsc, "-p", `tsconfig.${mode}.json`],
            project,
          );
          if (result.status !== 0) {
            throw new Error(result.stdout + result.stderr);
          }
          if (mode === "node16") {
            // The require condition must have been taken for the .cts file.
            const trace = run("node", [
              tsc,
              "-p",
              `tsconfig.${mode}.json`,
              "--traceResolution",
            ], project).stdout;
            if (!trace.includes("/script/mod.d.ts")) {
              throw new Error("cjs.cts did not resolve to script/ types");
            }
          }
          return `${entries.length} subpaths, TypeScript ${ts.version}`;
        },
      );
    }

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
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return summary(checks);
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
