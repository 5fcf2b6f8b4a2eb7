// The script the engine legs run (scripts/engine_legs.ts bundles it once per
// polyfill build): the polyfill, imported first as an app would, then the
// WPT data suites through the globals it installed. The leg prepends the
// data; the result goes out as one "RESULT {json}" line through the
// engine's print (Hermes) or the host's __print (QuickJS from Node).

import type { InstallResult } from "../../polyfill/install.ts";
import { type RunResult, runSuites, type SuiteData } from "./harness.ts";

declare const __SUITE_DATA__: SuiteData;
declare const __NON_ASCII__: string[];
declare const __LITE__: boolean;

/** What the leg reads back. */
export interface EngineReport {
  installed: InstallResult;
  result: RunResult;
  /** Whether the installed globals have the Web IDL shape. */
  shape: string[];
}

/** The Web IDL shape problems of the installed globals (none expected). */
function shapeProblems(): string[] {
  const problems: string[] = [];
  const global = globalThis as unknown as Record<string, unknown>;
  for (const [name, length] of [["URL", 1], ["URLSearchParams", 0]] as const) {
    const d = Object.getOwnPropertyDescriptor(globalThis, name);
    if (d === undefined) {
      problems.push(`${name} missing`);
      continue;
    }
    if (d.enumerable || !d.writable || !d.configurable) {
      problems.push(`${name}: not writable, configurable and non-enumerable`);
    }
    // deno-lint-ignore ban-types
    const value = global[name] as Function;
    if (value.name !== name) problems.push(`${name}.name is ${value.name}`);
    if (value.length !== length) {
      problems.push(`${name}.length is ${value.length}`);
    }
    const tag = Object.prototype.toString.call(
      name === "URL"
        ? new (value as typeof URL)("a:b")
        : new (value as typeof URLSearchParams)(),
    );
    if (tag !== `[object ${name}]`) problems.push(`${name} instance is ${tag}`);
  }
  return problems;
}

/** Runs the suites on the installed globals and prints the report. */
export function runEngine(installed: InstallResult): void {
  const nonAscii: Record<string, true> = {};
  for (const key of __NON_ASCII__) nonAscii[key] = true;
  const result = runSuites(
    __SUITE_DATA__,
    globalThis.URL,
    globalThis.URLSearchParams,
    (suite, name, passed) =>
      passed
        ? "pass"
        : __LITE__ && nonAscii[suite + "\n" + name]
        ? "exempt"
        : "fail",
  );
  const report: EngineReport = { installed, result, shape: shapeProblems() };
  const out = globalThis as unknown as {
    print?: (s: string) => void;
    __print?: (s: string) => void;
  };
  (out.__print ?? out.print)!("RESULT " + JSON.stringify(report));
}
