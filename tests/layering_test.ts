// The module layering over the whole tree: library folders import only
// downward (percent <- host <- parser <- api, percent <- urlencoded <- api).
// There are two tiers of visibility: what a subpath's mod.ts exports, and
// the package's private files; a folder may import any file, `_private.ts`
// ones included, of the folders below it, and none of the folders above.
// Tests may import any library folder's public files. Library code never imports the
// tooling (tests/, scripts/, bench/); tests may (their helpers and data
// loaders live there). The tooling folders themselves are not layered.
// Reads the tree with Deno's API, so it runs in Deno only.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { findImports, libraryGraph } from "../scripts/_project.ts";

/** The folders each library folder may import ("." is the root mod.ts). */
const LAYERS: Record<string, readonly string[]> = {
  percent: [],
  urlencoded: ["percent"],
  host: ["percent"],
  parser: ["host", "percent"],
  api: ["parser", "urlencoded", "host", "percent"],
  lite: ["api", "parser", "urlencoded", "host", "percent"],
  ".": ["api", "parser", "urlencoded", "host", "percent"],
  rfc3986: ["."],
  cli: [
    ".",
    "ops",
    "safety",
    "rfc3986",
    "psl",
    "encoding",
    "api",
    "parser",
    "urlencoded",
    "host",
    "percent",
  ],
  psl: ["parser", "host", "percent"],
  // The Origin interface: its same site is psl's.
  origin: ["psl", "api", "parser", "host", "percent"],
  encoding: ["percent"],
  node: [".", "api", "host", "percent"],
  render: ["psl", "api", "parser", "host", "percent"],
  // URLPattern takes the Web IDL helpers of api/_webidl.ts.
  pattern: ["api", "parser", "host", "percent"],
  ops: ["api", "parser", "percent"],
  "whatwg-url": ["api", "parser", "encoding", "host", "percent"],
  // The polyfill installs the API classes, URLPattern and Origin.
  polyfill: ["api", "lite", "pattern", "origin"],
  // URL safety: checks built on the host parser and the URL API; psl and
  // pattern are allowed but reached through options.
  safety: ["psl", "pattern", "api", "parser", "host", "percent"],
  // The live viewer is an application over the public subpaths.
  viewer: [".", "render", "psl", "api", "parser", "host", "percent", "cli"],
};

/** Folders of tooling, outside the layers. */
const TOOLING = ["tests", "scripts", "bench"];

/** Folders that are not source. */
const SKIP = ["node_modules", "npm", ".git", "tests/wpt-data", "bench/.out"];

const ROOT = new URL("../", import.meta.url);

/** Root-relative paths of every `.ts` file of the tree. */
function treeFiles(dir = ""): string[] {
  const out: string[] = [];
  for (const entry of Deno.readDirSync(new URL(dir || ".", ROOT))) {
    const rel = dir + entry.name;
    if (SKIP.includes(rel)) continue;
    if (entry.isDirectory) out.push(...treeFiles(rel + "/"));
    else if (rel.endsWith(".ts")) out.push(rel);
  }
  return out.sort();
}

/** The folder of a root-relative path: its first segment, or ".". */
function folderOf(path: string): string {
  const slash = path.indexOf("/");
  return slash < 0 ? "." : path.slice(0, slash);
}

/** Resolves a relative specifier against a root-relative file path. */
function resolve(file: string, specifier: string): string {
  const url = new URL(specifier, new URL(file, "file:///root/"));
  return decodeURIComponent(url.pathname.slice("/root/".length));
}

/**
 * What is wrong with `file` importing the root-relative `target`, or
 * `undefined` when the layering allows it.
 */
function layeringViolation(
  file: string,
  target: string,
): string | undefined {
  const from = folderOf(file);
  const to = folderOf(target);
  if (TOOLING.includes(from) || from === to) return undefined;
  // viewer/browser_check.ts is the viewer's test, named apart so that
  // deno task test leaves it to the matrix's viewer step.
  const isTest = file.endsWith("_test.ts") ||
    file === "viewer/browser_check.ts";
  if (TOOLING.includes(to)) {
    return isTest ? undefined : "library code imports tooling";
  }
  const name = target.slice(target.lastIndexOf("/") + 1);
  // Tests are not shipped: they may use any library folder's public files.
  if (isTest && LAYERS[to] !== undefined && !name.startsWith("_")) {
    return undefined;
  }
  const allowed = LAYERS[from];
  if (allowed === undefined) return `folder "${from}" has no layer`;
  if (!allowed.includes(to)) return `"${from}" may not import "${to}"`;
  return undefined;
}

describe("layeringViolation()", () => {
  it("refuses upward imports and a test's import of another folder's private file", () => {
    assert.match(
      layeringViolation("host/a_test.ts", "parser/_b.ts")!,
      /may not import/,
    );
    assert.match(
      layeringViolation("host/host.ts", "parser/url_record.ts")!,
      /may not import/,
    );
    assert.match(
      layeringViolation("urlencoded/parse.ts", "host/mod.ts")!,
      /may not import/,
    );
    assert.match(
      layeringViolation("api/url.ts", "tests/wpt.ts")!,
      /tooling/,
    );
    assert.match(layeringViolation("extra/x.ts", "percent/mod.ts")!, /layer/);
  });

  it("allows downward public imports, own folder and tests' helpers", () => {
    assert.equal(layeringViolation("parser/a.ts", "host/mod.ts"), undefined);
    assert.equal(layeringViolation("parser/a.ts", "percent/x.ts"), undefined);
    assert.equal(layeringViolation("host/a.ts", "host/_b.ts"), undefined);
    assert.equal(layeringViolation("parser/a.ts", "host/_b.ts"), undefined);
    assert.equal(
      layeringViolation("parser/a_test.ts", "tests/wpt.ts"),
      undefined,
    );
    assert.equal(layeringViolation("tests/a.ts", "cli/_b.ts"), undefined);
  });
});

describe("the tree's imports", () => {
  it("follow the layering in every file", () => {
    const problems: string[] = [];
    let crossFolder = 0;
    for (const file of treeFiles()) {
      const source = Deno.readTextFileSync(new URL(file, ROOT));
      for (const { specifier } of findImports(source)) {
        if (!specifier.startsWith(".")) continue;
        const target = resolve(file, specifier);
        if (folderOf(target) !== folderOf(file)) crossFolder++;
        const problem = layeringViolation(file, target);
        if (problem) problems.push(`${file} -> ${specifier}: ${problem}`);
      }
    }
    assert.deepEqual(problems, []);
    // The walk found the tree: its library imports across folders by the
    // dozen.
    assert.ok(crossFolder > 50, `only ${crossFolder} cross-folder imports`);
  });
});

describe("the pattern subpath", () => {
  it("is reached by no other entry point (importing URL does not bundle it)", () => {
    const { reach } = libraryGraph();
    // The full polyfill installs URLPattern; the lite one does not.
    const installers = ["./polyfill", "./polyfill/install"];
    for (const key of installers) {
      assert.ok(reach.get(key)!.has("pattern/url_pattern.ts"), key);
    }
    for (const [key, files] of reach) {
      if (key.startsWith("./pattern") || installers.includes(key)) continue;
      const reached = [...files].filter((f) => f.startsWith("pattern/"));
      assert.deepEqual(reached, [], `${key} reaches ${reached.join(", ")}`);
    }
    assert.ok(reach.get("./pattern")!.has("pattern/url_pattern.ts"));
  });
});
