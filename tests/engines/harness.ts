// The WPT data suites as plain functions over any `URL` and `URLSearchParams`
// pair, for engines without `node:test` (Hermes, QuickJS) and for the
// polyfill comparison (bench/polyfill_bench.ts): urltestdata (and its
// JavaScript-only cases), setters, toascii (through new URL and the host and
// hostname setters), IdnaTestV2 (and its removed cases), percent-encoding's
// UTF-8 column, and URLSearchParams behaviours (the urlencoded parser cases,
// serializing, mutation, and the URL link). The checks are those of the
// suite's runners (tests/*_test.ts); each case is one count, and a failure
// is a line with input, base, expected and actual.
//
// Plain ES2015 on purpose: it runs as a script on every engine the data
// reaches, after esbuild and (for Hermes) Babel.

import { URL_ATTRIBUTES } from "../_url_attributes.ts";

/** The WPT data a run needs, as the engine legs pass it in. */
export interface SuiteData {
  urltestdata: UrlCase[];
  setters: SetterCase[];
  toascii: AsciiCase[];
  idna: AsciiCase[];
  percent: PercentCase[];
  urlencoded: Array<[string, Array<[string, string]>]>;
  /**
   * Cases whose expectation the runtime's Unicode data decides otherwise
   * (tests/_idna_version.ts): there the host must parse, not fail.
   */
  idnaVersionMismatch: string[];
}

interface UrlCase {
  input: string;
  base: string | null;
  failure?: boolean;
  [attribute: string]: unknown;
}

interface SetterCase {
  attribute: string;
  href: string;
  new_value: string;
  expected: Record<string, string>;
}

interface AsciiCase {
  input: string;
  output: string | null;
}

interface PercentCase {
  input: string;
  output: Record<string, string>;
}

/** One suite's counts. */
export interface SuiteCounts {
  passed: number;
  failed: number;
  /** Cases the caller's hook exempted (and that did not pass). */
  exempt: number;
}

/** What a run found: counts per suite, and the first failures. */
export interface RunResult {
  suites: Record<string, SuiteCounts>;
  failures: string[];
}

/**
 * Decides how a case counts, given its suite, its name and whether it
 * passed: the lite runs exempt a failing case with a non-ASCII domain.
 */
export type CaseHook = (
  suite: string,
  name: string,
  passed: boolean,
) => "pass" | "fail" | "exempt";

// deno-lint-ignore no-explicit-any
type Any = any;

function show(value: unknown): string {
  return JSON.stringify(value);
}

/** Throws `message` unless `ok`. */
function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** `new URL(input, base)`, or null when it throws. */
function tryURL(URL: Any, input: string, base?: string): Any {
  try {
    return base === undefined ? new URL(input) : new URL(input, base);
  } catch {
    return null;
  }
}

function urlCase(URL: Any, c: UrlCase): void {
  const base = c.base === null ? undefined : c.base;
  const what = `input ${show(c.input)}, base ${show(c.base)}`;
  const url = tryURL(URL, c.input, base);
  if (c.failure) {
    check(url === null, `${what}: expected failure, got ${url && url.href}`);
    check(URL.parse(c.input, base) === null, `${what}: URL.parse`);
    check(URL.canParse(c.input, base) === false, `${what}: URL.canParse`);
    if (c.base === null) {
      check(
        tryURL(URL, "about:blank", c.input) === null,
        `about:blank against ${show(c.input)}: expected failure`,
      );
    }
    return;
  }
  check(url !== null, `${what}: expected ${show(c.href)}, threw`);
  for (const key of URL_ATTRIBUTES) {
    if (key in c) {
      check(
        url[key] === c[key],
        `${what}: ${key} expected ${show(c[key])}, got ${show(url[key])}`,
      );
    }
  }
  if (c.searchParams !== undefined) {
    const actual = url.searchParams.toString();
    check(
      actual === c.searchParams,
      `${what}: searchParams expected ${show(c.searchParams)}, got ${
        show(actual)
      }`,
    );
  }
  check(URL.canParse(c.input, base) === true, `${what}: URL.canParse`);
  const parsed = URL.parse(c.input, base);
  check(parsed !== null && parsed.href === c.href, `${what}: URL.parse`);
}

function setterCase(URL: Any, c: SetterCase): void {
  const url = new URL(c.href);
  url[c.attribute] = c.new_value;
  for (const key of Object.keys(c.expected)) {
    check(
      url[key] === c.expected[key],
      `href ${show(c.href)}, ${c.attribute} = ${show(c.new_value)}: ${key} ` +
        `expected ${show(c.expected[key])}, got ${show(url[key])}`,
    );
  }
}

function toasciiURLCase(URL: Any, c: AsciiCase): void {
  const input = `https://${c.input}/x`;
  const url = tryURL(URL, input);
  if (c.output === null) {
    check(url === null, `input ${show(input)}: expected failure`);
    return;
  }
  check(url !== null, `input ${show(input)}: expected ${c.output}, threw`);
  check(
    url.host === c.output && url.hostname === c.output &&
      url.pathname === "/x" && url.href === `https://${c.output}/x`,
    `input ${show(input)}: expected host ${show(c.output)}, got ${
      show(url.host)
    }`,
  );
}

function toasciiSetterCase(URL: Any, c: AsciiCase, setter: string): void {
  const url = new URL("https://x/x");
  url[setter] = c.input;
  const expected = c.output === null ? "x" : c.output;
  check(
    url.host === expected && url.hostname === expected,
    `${setter} = ${show(c.input)}: expected ${show(expected)}, got ${
      show(url.host)
    }`,
  );
}

function idnaCase(URL: Any, c: AsciiCase, mismatch: boolean): void {
  const url = tryURL(URL, `https://${c.input}/x`);
  const host = url === null ? null : url.host;
  if (mismatch) {
    check(host !== null, `ToASCII(${show(c.input)}): expected to parse`);
    return;
  }
  check(
    host === c.output,
    `ToASCII(${show(c.input)}): expected ${show(c.output)}, got ${show(host)}`,
  );
}

function percentCase(URL: Any, c: PercentCase): void {
  const expected = c.output["utf-8"];
  const url = new URL(`https://doesnotmatter.invalid/?${c.input}#${c.input}`);
  check(
    url.search === `?${expected}` && url.hash === `#${expected}`,
    `input ${show(c.input)}: expected ${show(expected)}, got ${
      show(url.search)
    } and ${show(url.hash)}`,
  );
}

function pairs(params: Any): string {
  const out: string[][] = [];
  params.forEach((value: string, name: string) => out.push([name, value]));
  return show(out);
}

/** URLSearchParams behaviours beyond the parser cases, by name. */
function searchParamsBehaviours(
  URL: Any,
  URLSearchParams: Any,
): Array<[string, () => boolean]> {
  return [
    [
      "serializes with the urlencoded set",
      () =>
        new URLSearchParams([["a b", "~!'()*-._=&+\u00e9\uD83D\uDE00"]])
          .toString() ===
          "a+b=%7E%21%27%28%29*-._%3D%26%2B%C3%A9%F0%9F%98%80",
    ],
    [
      "replaces lone surrogates with U+FFFD",
      () =>
        new URLSearchParams([["\uD800", "\uDC00"]]).toString() ===
          "%EF%BF%BD=%EF%BF%BD",
    ],
    [
      "takes a record",
      () => new URLSearchParams({ a: "1", b: "2" }).toString() === "a=1&b=2",
    ],
    [
      "takes a sequence of pairs",
      () =>
        new URLSearchParams([["a", "1"], ["a", "2"]]).toString() === "a=1&a=2",
    ],
    [
      "takes another URLSearchParams",
      () =>
        new URLSearchParams(new URLSearchParams("x=1&y=2")).toString() ===
          "x=1&y=2",
    ],
    ["drops a leading ?", () => new URLSearchParams("?a=1").get("a") === "1"],
    ["throws on a pair of three", () => {
      try {
        new URLSearchParams([["a", "b", "c"]]);
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    }],
    ["append keeps duplicates", () => {
      const p = new URLSearchParams("a=1");
      p.append("a", "2");
      return p.getAll("a").join() === "1,2" && p.get("a") === "1";
    }],
    ["set replaces the first and drops the rest", () => {
      const p = new URLSearchParams("a=1&b=2&a=3");
      p.set("a", "4");
      return p.toString() === "a=4&b=2";
    }],
    ["delete removes every pair of a name", () => {
      const p = new URLSearchParams("a=1&b=2&a=3");
      p.delete("a");
      return p.toString() === "b=2";
    }],
    ["delete and has take a value", () => {
      const p = new URLSearchParams("a=1&a=2");
      p.delete("a", "1");
      return p.toString() === "a=2" && p.has("a", "2") && !p.has("a", "1");
    }],
    [
      "get is null for a missing name",
      () => new URLSearchParams("a=1").get("b") === null,
    ],
    ["size counts pairs", () => new URLSearchParams("a=1&a=2&b").size === 3],
    ["sort is stable, by code units", () => {
      const p = new URLSearchParams("z=1&a=2&\uFFFD=3&\uD83D\uDE00=4&a=1");
      p.sort();
      return pairs(p) ===
        show([["a", "2"], ["a", "1"], ["z", "1"], ["\uD83D\uDE00", "4"], [
          "\uFFFD",
          "3",
        ]]);
    }],
    ["iterates entries, keys and values", () => {
      const p = new URLSearchParams("a=1&b=2");
      return show(Array.from(p)) === show([["a", "1"], ["b", "2"]]) &&
        Array.from(p.keys()).join() === "a,b" &&
        Array.from(p.values()).join() === "1,2" &&
        show(Array.from(p.entries())) === show([["a", "1"], ["b", "2"]]);
    }],
    ["iteration sees changes made during it", () => {
      const p = new URLSearchParams("a=1&b=2&c=3");
      const seen: string[] = [];
      for (const [name] of p) {
        seen.push(name);
        if (name === "a") p.delete("b");
      }
      return seen.join() === "a,c";
    }],
    [
      "a URL's searchParams reads its query",
      () => new URL("http://h/?a=1&b=2+3").searchParams.get("b") === "2 3",
    ],
    ["changing searchParams updates the URL", () => {
      const url = new URL("http://h/?a=1");
      url.searchParams.append("b", "c d");
      url.searchParams.set("a", "~");
      return url.href === "http://h/?a=%7E&b=c+d";
    }],
    ["emptying searchParams drops the ?", () => {
      const url = new URL("http://h/p?a=1#f");
      url.searchParams.delete("a");
      return url.href === "http://h/p#f";
    }],
    ["setting search updates searchParams", () => {
      const url = new URL("http://h/?a=1");
      const p = url.searchParams;
      url.search = "?b=2";
      return p.get("b") === "2" && !p.has("a") && url.searchParams === p;
    }],
    ["setting href updates searchParams", () => {
      const url = new URL("http://h/?a=1");
      const p = url.searchParams;
      url.href = "http://h/?c=3";
      return p.get("c") === "3" && p.size === 1;
    }],
    ["sorting searchParams reserializes the query", () => {
      const url = new URL("http://h/?b=%20&a=1");
      url.searchParams.sort();
      return url.search === "?a=1&b=+";
    }],
    ["an opaque path keeps its trailing spaces while a query remains", () => {
      const url = new URL("sc:a ?b");
      url.searchParams.delete("b");
      return url.href === "sc:a%20";
    }],
  ];
}

/** Runs the suites on a pair; `hook` may change how a case counts. */
export function runSuites(
  data: SuiteData,
  URL: Any,
  URLSearchParams: Any,
  hook?: CaseHook,
): RunResult {
  const result: RunResult = { suites: {}, failures: [] };
  const run = (suite: string, name: string, body: () => void) => {
    let passed = true;
    let message = "";
    try {
      body();
    } catch (error) {
      passed = false;
      message = error instanceof Error ? error.message : String(error);
    }
    const counts = result.suites[suite] ||
      (result.suites[suite] = { passed: 0, failed: 0, exempt: 0 });
    const verdict = hook !== undefined
      ? hook(suite, name, passed)
      : passed
      ? "pass"
      : "fail";
    if (verdict === "pass") counts.passed++;
    else if (verdict === "exempt") counts.exempt++;
    else {
      counts.failed++;
      if (result.failures.length < 40) {
        result.failures.push(`${suite}: ${name}: ${message || "failed"}`);
      }
    }
  };
  for (const c of data.urltestdata) {
    run(
      "urltestdata",
      `parses ${show(c.input)} against ${show(c.base)}`,
      () => urlCase(URL, c),
    );
  }
  for (const c of data.setters) {
    run(
      "setters",
      `sets ${c.attribute} of ${show(c.href)} to ${show(c.new_value)}`,
      () => setterCase(URL, c),
    );
  }
  for (const c of data.toascii) {
    run(
      "toascii",
      `new URL() host ${show(c.input)}`,
      () => toasciiURLCase(URL, c),
    );
    for (const setter of ["host", "hostname"]) {
      run(
        "toascii",
        `${setter} setter ${show(c.input)}`,
        () => toasciiSetterCase(URL, c, setter),
      );
    }
  }
  for (const c of data.idna) {
    if (c.input === "") continue; // WPT cannot test "" through new URL.
    const mismatch = data.idnaVersionMismatch.indexOf(c.input) !== -1;
    run(
      "IdnaTestV2",
      `ToASCII(${show(c.input)})`,
      () => idnaCase(URL, c, mismatch),
    );
  }
  for (const c of data.percent) {
    run(
      "percent-encoding",
      `utf-8 ${show(c.input)}`,
      () => percentCase(URL, c),
    );
  }
  for (const [input, expected] of data.urlencoded) {
    run("URLSearchParams", `parses ${show(input)}`, () => {
      const actual = pairs(new URLSearchParams(input));
      check(
        actual === show(expected),
        `expected ${show(expected)}, got ${actual}`,
      );
    });
  }
  for (const [name, behaves] of searchParamsBehaviours(URL, URLSearchParams)) {
    run("URLSearchParams", name, () => check(behaves(), "returned false"));
  }
  return result;
}

/** The total of a run's counts. */
export function totals(result: RunResult): SuiteCounts {
  const sum: SuiteCounts = { passed: 0, failed: 0, exempt: 0 };
  for (const name of Object.keys(result.suites)) {
    sum.passed += result.suites[name].passed;
    sum.failed += result.suites[name].failed;
    sum.exempt += result.suites[name].exempt;
  }
  return sum;
}
