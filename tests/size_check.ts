// Tree-shaking boundaries, measured on the built npm package (see
// scripts/size.ts): the layers that need no IDNA carry none of tr46, and
// the percent-encoding layer stays small. Not a `_test.ts` file: it needs
// the package built and esbuild run, so the test matrix runs it
// (`deno test -A tests/size_check.ts`), after `deno task build:npm`.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { measureSizes, type SizeRow } from "../scripts/size.ts";

const rows = await measureSizes();

function row(specifier: string): SizeRow {
  const found = rows.find((r) => r.entry.includes(`"${specifier}"`));
  assert.ok(found, `no size entry for ${specifier}`);
  return found;
}

/** The bundle's inputs that come from tr46 (the IDNA code and tables). */
function tr46Inputs(r: SizeRow): string[] {
  return r.inputs.filter((input) => /(^|\/)node_modules\/tr46\//.test(input));
}

describe("tree-shaking of the npm package", () => {
  it("bundles tr46 for URL (so the checks below can see it)", () => {
    assert.ok(tr46Inputs(row("@urlstd/url")).length > 0);
  });

  for (const layer of ["@urlstd/url/percent", "@urlstd/url/urlencoded"]) {
    it(`leaves tr46 and its IDNA tables out of ${layer}`, () => {
      assert.deepEqual(tr46Inputs(row(layer)), []);
      assert.ok(row(layer).inputs.every((input) => !input.includes("tr46")));
    });
  }

  it("leaves tldts (the Public Suffix List) out of every entry but psl", () => {
    const tldts = (r: SizeRow) =>
      r.inputs.filter((input) => /(^|\/)node_modules\/tldts/.test(input));
    assert.ok(tldts(row("@urlstd/url/psl")).length > 0);
    for (const r of rows) {
      if (r.entry.includes('"@urlstd/url/psl"')) continue;
      assert.deepEqual(tldts(r), [], r.entry);
    }
  });

  it("keeps @urlstd/url/percent under 2 kB min+gzip", () => {
    const { gzip } = row("@urlstd/url/percent");
    assert.ok(gzip < 2000, `${gzip} bytes min+gzip`);
  });
});
