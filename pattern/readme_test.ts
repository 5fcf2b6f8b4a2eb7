// README.md's and README.npm.md's URL pattern examples, run: the ts block
// between the pattern-example markers of each, its imports of
// @urlstd/url/pattern and node:assert/strict given as this folder's
// exports and the assert module.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, fromFileUrl, join } from "../tests/_path.ts";
import * as pattern from "./mod.ts";

function example(file: string): string {
  const text = readFileSync(
    join(dirname(fromFileUrl(import.meta.url)), "..", file),
    "utf8",
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

describe("the README examples of @urlstd/url/pattern", () => {
  for (const file of ["README.md", "README.npm.md"]) {
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
