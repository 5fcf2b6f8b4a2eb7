// The URL pattern examples of pattern/mod.ts's guide and of README.npm.md,
// run: the ts block between the pattern-example markers of each, its imports of
// @urlstd/url/pattern and node:assert/strict given as this folder's
// exports and the assert module.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, fromFileUrl, join } from "../tests/_path.ts";
import { moduleDoc } from "../tests/_module_doc.ts";
import * as pattern from "./mod.ts";

function example(file: string): string {
  const text = moduleDoc(
    join(dirname(fromFileUrl(import.meta.url)), "..", file),
  );
  const start = text.indexOf("<!-- pattern-example:start -->");
  const end = text.indexOf("<!-- pattern-example:end -->");
  assert.ok(
    start >= 0 && end > start,
    `${file} has the pattern-example markers`,
  );
  const block = /```ts\n([\s\S]*?)```/.exec(text.slice(start, end));
  assert.ok(block !== null, `${file}: a ts block between the markers`);
  return block[1];
}

describe("the documented examples of @urlstd/url/pattern", () => {
  for (const file of ["pattern/mod.ts", "README.npm.md"]) {
    it(`${file}'s runs and its assertions hold`, () => {
      const code = example(file);
      assert.match(code, /from "@urlstd\/url\/pattern"/);
      const body = code.replace(/^import [\s\S]*? from "[^"]+";\n/gm, "");
      assert.ok(body.includes("assert."), "the example asserts");
      const names = Object.keys(pattern);
      new Function(...names, "assert", body)(
        ...names.map((n) => (pattern as Record<string, unknown>)[n]),
        assert,
      );
    });
  }
});

/** One table of bench/PATTERN_RESULTS.md: an operation in a runtime. */
interface Measured {
  operation: string;
  runtime: string;
  ns: Map<string, number>;
}

/** Every "**operation** — runtime" table of a results file. */
function measuredTables(text: string): Measured[] {
  const out: Measured[] = [];
  const table =
    /\*\*(.+?)\*\* — (.+)\n\n\| implementation[^\n]*\n\|[-: |]+\n((?:\|[^\n]*\n)+)/g;
  for (const m of text.matchAll(table)) {
    const ns = new Map<string, number>();
    for (const row of m[3].trim().split("\n")) {
      const cells = row.split("|").map((c) => c.trim());
      ns.set(cells[1], Number(cells[2]));
    }
    out.push({ operation: m[1], runtime: m[2], ns });
  }
  return out;
}

/** The speed targets: [label, operation prefix, other, ours, target]. */
const TARGETS: [string, string, string, string, number][] = [
  ["`test()`, WPT set, native ÷ ours", "test()", "native", "urlstd", 2],
  ["`exec()`, WPT set, native ÷ ours", "exec()", "native", "urlstd", 2],
  ["`test()`, WPT set, polyfill ÷ ours", "test()", "polyfill", "urlstd", 5],
  ["`exec()`, WPT set, polyfill ÷ ours", "exec()", "polyfill", "urlstd", 5],
  [
    "`test()` loop, 100 routes, native ÷ ours",
    "router, 100 routes",
    "native test() loop",
    "urlstd test() loop",
    2,
  ],
  [
    "`exec()` loop, 100 routes, native ÷ ours",
    "router, 100 routes",
    "native exec() loop",
    "urlstd exec() loop",
    2,
  ],
  [
    "`test()` loop, 100 routes, polyfill ÷ ours",
    "router, 100 routes",
    "polyfill test() loop",
    "urlstd test() loop",
    5,
  ],
  [
    "`exec()` loop, 100 routes, polyfill ÷ ours",
    "router, 100 routes",
    "polyfill exec() loop",
    "urlstd exec() loop",
    5,
  ],
  [
    "1,000 routes: native `exec()` loop ÷ `URLPatternList`",
    "router, 1000 routes",
    "native exec() loop",
    "urlstd URLPatternList",
    50,
  ],
];

/** The targets table computed from the measured tables, as cells. */
function targetCells(measured: Measured[]): string[][] {
  const runtimes = [...new Set(measured.map((m) => m.runtime))];
  const rows = [["ratio", "target", ...runtimes, "met?"]];
  for (const [label, operation, other, ours, target] of TARGETS) {
    const ratios = runtimes.map((runtime) => {
      const m = measured.find((t) =>
        t.runtime === runtime && t.operation.startsWith(operation)
      );
      assert.ok(m, `a "${operation}" table for ${runtime}`);
      return m.ns.get(other)! / m.ns.get(ours)!;
    });
    rows.push([
      label,
      `≥ ${target}`,
      ...ratios.map((r) => r.toFixed(r >= 10 ? 0 : 2) + "×"),
      ratios.every((r) => r >= target) ? "yes" : "**no**",
    ]);
  }
  return rows;
}

/** The cells of the table between `<!-- name:start -->` and its end. */
function markedTable(text: string, name: string, file: string): string[][] {
  const start = text.indexOf(`<!-- ${name}:start -->`);
  const end = text.indexOf(`<!-- ${name}:end -->`);
  assert.ok(start >= 0 && end > start, `${file} has the ${name} markers`);
  return text.slice(start, end).split("\n")
    .filter((line) => line.startsWith("|") && !/^\|[-: |]+$/.test(line))
    .map((line) => line.split("|").slice(1, -1).map((c) => c.trim()));
}

describe("the URL pattern speed figures", () => {
  const root = join(dirname(fromFileUrl(import.meta.url)), "..");
  const results = readFileSync(join(root, "bench/PATTERN_RESULTS.md"), "utf8");
  const expected = targetCells(measuredTables(results));

  it("bench/PATTERN_RESULTS.md's targets table is its measurements' ratios", () => {
    assert.ok(expected[0].length >= 6, "four runtimes measured");
    assert.deepEqual(
      markedTable(results, "pattern-speed", "PATTERN_RESULTS.md"),
      expected,
    );
  });
});
