// The script the engine legs run (scripts/engine_legs.ts bundles it once per
// polyfill build): the polyfill, imported first as an app would, then the
// WPT data suites through the globals it installed, and URLPattern: whether
// the engine has the RegExp `v` flag it needs, and, where the polyfill
// installed it, its shape and a few matches. The leg prepends the
// data; the result goes out as one "RESULT {json}" line through the
// engine's print (Hermes) or the host's __print (QuickJS from Node).

import type { InstallResult } from "../../polyfill/install.ts";
import { type RunResult, runSuites, type SuiteData } from "./harness.ts";
import {
  type PatternClass as WptPatternClass,
  type PatternEntry,
  patternOutcomes,
} from "./pattern_outcomes.ts";

declare const __SUITE_DATA__: SuiteData;
declare const __PATTERN_DATA__: PatternEntry[];
declare const __NON_ASCII__: string[];
declare const __LITE__: boolean;

/** What the leg reads back. */
export interface EngineReport {
  installed: InstallResult;
  result: RunResult;
  /** Whether the installed globals have the Web IDL shape. */
  shape: string[];
  /** URLPattern on this engine. */
  pattern: PatternReport;
  /** Origin on this engine. */
  origin: OriginReport;
}

/** What the engine has of Origin after the polyfill's import. */
export interface OriginReport {
  /** `typeof Origin`. */
  type: string;
  /** Problems of its shape and comparisons, where present (none expected). */
  problems: string[];
}

/** What the engine has of URLPattern after the polyfill's import. */
export interface PatternReport {
  /** Whether `new RegExp("", "v")` works here. */
  vFlag: boolean;
  /** Whether `globalThis.URLPattern` is defined. */
  present: boolean;
  /** Problems of its shape and matching, where present (none expected). */
  problems: string[];
  /** Where present, the outcome of each WPT entry (pattern_outcomes.ts). */
  wpt: string[];
}

type PatternClass = new (
  input?: unknown,
  options?: { ignoreCase?: boolean },
) => {
  readonly hostname: string;
  readonly hasRegExpGroups: boolean;
  test(input: unknown): boolean;
  exec(input: unknown): { pathname: { groups: Record<string, string> } };
};

/** Checks an installed URLPattern: shape, then a few matches. */
function patternProblems(Pattern: PatternClass): string[] {
  const problems: string[] = [];
  const d = Object.getOwnPropertyDescriptor(globalThis, "URLPattern")!;
  if (d.enumerable || !d.writable || !d.configurable) {
    problems.push("URLPattern: not writable, configurable and non-enumerable");
  }
  if (Pattern.name !== "URLPattern") problems.push(`name is ${Pattern.name}`);
  if (Pattern.length !== 0) problems.push(`length is ${Pattern.length}`);
  const checks: [string, () => unknown, unknown][] = [
    [
      "instance tag",
      () => Object.prototype.toString.call(new Pattern()),
      "[object URLPattern]",
    ],
    [
      "named group",
      () =>
        new Pattern({ pathname: "/books/:id" }).exec(
          "https://example.com/books/123",
        ).pathname.groups.id,
      "123",
    ],
    [
      "regexp group",
      () => new Pattern({ pathname: "/(\\d+)" }).test({ pathname: "/12" }),
      true,
    ],
    [
      "regexp group, no match",
      () => new Pattern({ pathname: "/(\\d+)" }).test({ pathname: "/ab" }),
      false,
    ],
    [
      "hasRegExpGroups",
      () => new Pattern({ pathname: "/(\\d+)" }).hasRegExpGroups,
      true,
    ],
    [
      "ignoreCase",
      () =>
        new Pattern({ pathname: "/A" }, { ignoreCase: true }).test({
          pathname: "/a",
        }),
      true,
    ],
    [
      "constructor string",
      () =>
        new Pattern("https://*.example.com/*").test("https://a.example.com/b"),
      true,
    ],
    [
      "IDN hostname",
      () => new Pattern({ hostname: "münchen.de" }).hostname,
      "xn--mnchen-3ya.de",
    ],
    ["TypeError on a bad pattern", () => {
      try {
        new Pattern({ pathname: "/((" });
        return "no error";
      } catch (error) {
        return (error as Error).name;
      }
    }, "TypeError"],
  ];
  for (const [name, run, expected] of checks) {
    let actual: unknown;
    try {
      actual = run();
    } catch (error) {
      actual = "threw " + String(error);
    }
    if (actual !== expected) {
      problems.push(`${name}: ${String(actual)}, not ${String(expected)}`);
    }
  }
  return problems;
}

/** The engine's URLPattern report. */
function patternReport(): PatternReport {
  let vFlag = true;
  try {
    new RegExp("", "v");
  } catch {
    vFlag = false;
  }
  const Pattern = (globalThis as unknown as { URLPattern?: PatternClass })
    .URLPattern;
  return {
    vFlag,
    present: Pattern !== undefined,
    problems: Pattern === undefined ? [] : patternProblems(Pattern),
    wpt: Pattern === undefined ? [] : patternOutcomes(
      Pattern as unknown as WptPatternClass,
      __PATTERN_DATA__,
    ),
  };
}

/** The engine's Origin report: its type, and a few comparisons. */
function originReport(): OriginReport {
  const type = typeof (globalThis as { Origin?: unknown }).Origin;
  if (type !== "function") return { type, problems: [] };
  // deno-lint-ignore no-explicit-any
  const O = (globalThis as any).Origin;
  const problems: string[] = [];
  const checks: [string, () => unknown, unknown][] = [
    ["name and length", () => `${O.name}/${O.length}`, "Origin/0"],
    [
      "same site by the PSL",
      () =>
        O.from("https://a.example.co.uk").isSameSite(
          O.from("https://b.example.co.uk:8443"),
        ),
      true,
    ],
    [
      "private suffix",
      () =>
        O.from("https://a.github.io").isSameSite(O.from("https://b.github.io")),
      false,
    ],
    [
      "schemeful",
      () => O.from("http://a.example").isSameSite(O.from("https://a.example")),
      false,
    ],
    ["opaque", () => new O().isSameOrigin(new O()), false],
  ];
  for (const [name, run, expected] of checks) {
    let actual: unknown;
    try {
      actual = run();
    } catch (error) {
      actual = "threw " + String(error);
    }
    if (actual !== expected) {
      problems.push(`${name}: ${String(actual)}, not ${String(expected)}`);
    }
  }
  return { type, problems };
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
  const report: EngineReport = {
    installed,
    result,
    shape: shapeProblems(),
    pattern: patternReport(),
    origin: originReport(),
  };
  const out = globalThis as unknown as {
    print?: (s: string) => void;
    __print?: (s: string) => void;
  };
  (out.__print ?? out.print)!("RESULT " + JSON.stringify(report));
}
