// Differential testing of URLPattern implementations: the outcome of one
// case (construction, getters, test() and exec() on each input) as plain
// data, and seeded random cases (fast-check) built from pattern syntax and
// URL pieces. pattern/native_differential_test.ts and
// pattern/polyfill_differential_test.ts compare ours with the others.

import fc from "fast-check";
import {
  type URLPatternClass,
  type URLPatternLike,
  WPT_COMPONENTS,
} from "./_urlpattern.ts";

/** A case: constructor arguments, and argument lists for test()/exec(). */
export interface PatternCase {
  args: unknown[];
  inputs: unknown[][];
}

/**
 * What an implementation does with a case, as comparable data; `error` is
 * the constructor's message, kept for classifying, never compared.
 */
export type Outcome =
  | { construct: string; error?: string }
  | {
    construct: "ok";
    getters: Record<string, unknown>;
    matches: unknown[];
  };

const COMPONENTS = WPT_COMPONENTS;
const GETTERS = [...COMPONENTS, "hasRegExpGroups"];

function errorName(error: unknown): string {
  return error instanceof Error ? error.constructor.name : typeof error;
}

/** The comparable part of an exec() result. */
function execData(result: Record<string, unknown> | null): unknown {
  if (result === null) return null;
  const data: Record<string, unknown> = {
    inputs: JSON.stringify(result.inputs),
  };
  for (const c of COMPONENTS) {
    const r = result[c] as { input: string; groups: Record<string, unknown> };
    data[c] = {
      input: r.input,
      groups: Object.fromEntries(
        Object.entries(r.groups).map(([k, v]) => [k, v ?? null]),
      ),
    };
  }
  return data;
}

function attempt<T>(fn: () => T): T | { error: string } {
  try {
    return fn();
  } catch (error) {
    return { error: errorName(error) };
  }
}

/** Runs a case on an implementation. */
export function outcome(Pattern: URLPatternClass, c: PatternCase): Outcome {
  let pattern: URLPatternLike;
  try {
    pattern = new Pattern(...c.args);
  } catch (error) {
    return { construct: errorName(error), error: String(error) };
  }
  const getters: Record<string, unknown> = {};
  for (const g of GETTERS) getters[g] = pattern[g];
  const matches = c.inputs.map((input) => ({
    test: attempt(() => pattern.test(...input)),
    exec: attempt(() => execData(pattern.exec(...input))),
  }));
  return { construct: "ok", getters, matches };
}

const pathPiece = fc.constantFrom(
  "/",
  "/a",
  "/b",
  "/é",
  "/:id",
  "/:x?",
  "/:rest+",
  "/:rest*",
  "/*",
  "*",
  "/(\\d+)",
  "/:n(\\d+)",
  "/:w([a-z]+)",
  "{/:opt}?",
  "{/x}*",
  "/{a}?",
  ".:ext",
  "-:s",
  "/%2F",
  "/%",
  "/a b",
  "/..",
  "/.",
  "/\\:",
  "/(a|b)",
  "/([^/]+)",
  "/:café",
  "/[",
  "/?",
  "/(",
  "/)",
  "/{",
  "/}",
  "/:",
  "/a+",
  "/::",
  "/\\\\",
);

/** A pathname pattern of random pieces, each group name made unique. */
const pathPattern = fc.array(pathPiece, { maxLength: 4 }).map((pieces) =>
  pieces.map((p, i) => p.replace(/:([a-zé]+)/g, `:$1${i}`)).join("")
);

const hostPattern = fc.constantFrom(
  "example.com",
  "EXAMPLE.com",
  ":sub.example.com",
  "*.example.com",
  "{:a.}?example.com",
  "[::1]",
  "[::AB]",
  "xn--caf-dma.com",
  "café.com",
  "a b",
  "*",
  "",
  "127.0.0.1",
  "0x7f.1",
  "ex%41mple.com",
  "(a|b).com",
);

const protocolPattern = fc.constantFrom(
  "https",
  "http",
  "http{s}?",
  "*",
  "foo",
  "file",
  "(https|ftp)",
  "ws",
  "data",
  "HTTPS",
  "1ab",
);

const portPattern = fc.constantFrom(
  "",
  "80",
  "443",
  "8080",
  "*",
  "(\\d+)",
  "x",
  "65536",
);

const queryPattern = fc.constantFrom("", "q=:q", "*", "a=1&b=2", "é", "(.*)");

/** A constructor string. */
const patternString = fc.tuple(
  protocolPattern,
  fc.constantFrom("://", ":", ":/", "://user:pass@"),
  hostPattern,
  fc.constantFrom("", ":8080", ":*", ":443", ":(\\d+)"),
  pathPattern,
  fc.constantFrom("", "?", "?q=:q", "?*"),
  fc.constantFrom("", "#", "#:h", "#*"),
).map((parts) => parts.join(""));

/** A URLPatternInit of some components. */
const patternInit = fc.record(
  {
    protocol: protocolPattern,
    hostname: hostPattern,
    port: portPattern,
    pathname: pathPattern,
    search: queryPattern,
    hash: queryPattern,
    username: fc.constantFrom("*", "user", ":u", ""),
    baseURL: fc.constantFrom(
      "https://example.com/a/b",
      "http://example.com:8080/?q#h",
      "data:text,x",
    ),
  },
  { requiredKeys: [] },
);

const urlInput = fc.tuple(
  fc.constantFrom("https", "http", "ftp", "foo", "file", "data"),
  fc.constantFrom("://", ":", "://user:pass@"),
  fc.constantFrom(
    "example.com",
    "a.example.com",
    "EXAMPLE.COM",
    "[::1]",
    "café.com",
    "127.1",
    "",
  ),
  fc.constantFrom("", ":8080", ":443", ":80"),
  fc.array(
    fc.constantFrom("a", "b", "é", "1", "42", "x.y", "%2F", "a b", "..", "Z"),
    { maxLength: 3 },
  ).map((w) => (w.length ? "/" + w.join("/") : "")),
  fc.constantFrom("", "?q=1", "?é", "#h"),
).map((parts) => parts.join(""));

const initInput = fc.record(
  {
    protocol: fc.constantFrom("https", "http", "foo", "https:"),
    hostname: fc.constantFrom(
      "example.com",
      "a.example.com",
      "EXAMPLE.com",
      "café.com",
    ),
    port: fc.constantFrom("", "80", "8080"),
    pathname: fc.constantFrom("/a", "/a/1", "/b/42", "/é", "a", "/x.y"),
    search: fc.constantFrom("?q=1", "q=é", ""),
    baseURL: fc.constantFrom("https://example.com/a/b", "foo:bar"),
  },
  { requiredKeys: [] },
);

const inputArgs: fc.Arbitrary<unknown[]> = fc.oneof(
  urlInput.map((u) => [u]),
  fc.tuple(
    fc.constantFrom("a/1", "/b", "?q", "//x.com/", "../c"),
    fc.constantFrom("https://example.com/a/", "foo:x"),
  ),
  initInput.map((i) => [i]),
);

/**
 * A string a pattern string is likely to match: regexp groups become "1",
 * named groups "v", wildcards "x", and grouping and modifiers go.
 */
function instantiate(pattern: string): string {
  return pattern.replace(/\((?:[^()]|\([^()]*\))*\)/g, "1")
    .replace(/:[\p{L}\p{N}_$]+/gu, "v").replace(/[{}?+]/g, "")
    .replace(/\*/g, "x");
}

/** Inputs likely to match a pattern: its instantiation. */
function likelyInputs(args: unknown[]): unknown[][] {
  const [first, second] = args;
  if (typeof first === "string") {
    return [
      typeof second === "string" ? [instantiate(first), second] : [
        instantiate(first),
      ],
    ];
  }
  const init: Record<string, string> = {};
  for (const [k, v] of Object.entries(first as Record<string, string>)) {
    init[k] = k === "baseURL" ? v : instantiate(v);
  }
  return [[init]];
}

/** Random cases: a pattern (string or init, perhaps options) and inputs. */
export const patternCase: fc.Arbitrary<PatternCase> = fc.record({
  args: fc.oneof(
    patternString.map((s) => [s]),
    fc.tuple(pathPattern, fc.constantFrom("https://example.com/", "foo:/x")),
    patternInit.map((i) => [i]),
    fc.tuple(patternInit, fc.constant({ ignoreCase: true })),
  ),
  inputs: fc.array(inputArgs, { minLength: 1, maxLength: 3 }),
}).map(({ args, inputs }) => ({
  args,
  inputs: [...likelyInputs(args), ...inputs],
}));

/** The fixed-seed random cases the differential tests run. */
export function randomCases(seed: number, count: number): PatternCase[] {
  return fc.sample(patternCase, { seed, numRuns: count });
}

/** Whether two outcomes are the same (error messages aside). */
export function sameOutcome(a: Outcome, b: Outcome): boolean {
  const plain = (o: Outcome) => JSON.stringify({ ...o, error: undefined });
  return plain(a) === plain(b);
}
