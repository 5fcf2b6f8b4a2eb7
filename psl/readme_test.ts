// The README's psl examples: each `expression; // result` line between the
// psl-examples markers is evaluated with the functions it imports (its `!`
// non-null assertions dropped) and must give the result its comment shows.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parseHost } from "../host/mod.ts";
import {
  isSameOrigin,
  origin,
  parseURL,
  serializeOriginUnicode,
} from "../parser/mod.ts";
import { dirname, fromFileUrl, join } from "../tests/_path.ts";
import * as psl from "./mod.ts";

const SCOPE: Record<string, unknown> = {
  ...psl,
  parseHost,
  isSameOrigin,
  origin,
  parseURL,
  serializeOriginUnicode,
};

function exampleLines(): [string, string][] {
  const readme = readFileSync(
    join(dirname(fromFileUrl(import.meta.url)), "..", "README.md"),
    "utf8",
  );
  const start = readme.indexOf("<!-- psl-examples:start -->");
  const end = readme.indexOf("<!-- psl-examples:end -->");
  assert.ok(
    start >= 0 && end > start,
    "README.md has the psl-examples markers",
  );
  const lines: [string, string][] = [];
  for (const line of readme.slice(start, end).split("\n")) {
    const match = /^(.+); \/\/ (.+)$/.exec(line);
    if (match !== null) lines.push([match[1].replaceAll(")!", ")"), match[2]]);
  }
  return lines;
}

describe("README.md's psl examples", () => {
  const lines = exampleLines();
  it("are there", () => assert.ok(lines.length >= 10, `${lines.length} lines`));
  for (const [expression, shown] of lines) {
    it(`${expression} gives ${shown}`, () => {
      const names = Object.keys(SCOPE);
      const run = new Function(...names, `return ${expression};`);
      assert.equal(JSON.stringify(run(...names.map((n) => SCOPE[n]))), shown);
    });
  }
});
