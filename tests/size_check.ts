// Tree-shaking boundaries, measured on the built npm package (see
// scripts/size.ts): the layers that need no IDNA carry none of tr46, and
// the percent-encoding layer stays small. Not a `_test.ts` file: it needs
// the package built and esbuild run, so the test matrix runs it
// (`deno test -A tests/size_check.ts`), after `deno task build:npm`.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { measureSizes, type SizeRow } from "../scripts/size.ts";

const rows = await measureSizes();

/**
 * The ceiling for `export { URL, URLSearchParams } from "@urlstd/url/lite"`,
 * min+gzip: the lite build as it is, plus a margin. (Issue 25's target is
 * 12 kB; see bench/NOTES.md for where the bytes are.)
 */
const LITE_LIMIT = 18_000;

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

  it("leaves tr46 and the module that imports it out of the lite build", () => {
    const lite = row("@urlstd/url/lite");
    assert.deepEqual(tr46Inputs(lite), []);
    assert.deepEqual(lite.inputs.filter((input) => input.includes("tr46")), []);
    assert.ok(lite.inputs.some((input) => input.includes("lite_to_ascii")));
  });

  it(`keeps the lite build under ${LITE_LIMIT} bytes min+gzip`, () => {
    const { gzip } = row("@urlstd/url/lite");
    assert.ok(gzip <= LITE_LIMIT, `${gzip} bytes min+gzip`);
  });

  it("keeps @urlstd/url/percent under 2 kB min+gzip", () => {
    const { gzip } = row("@urlstd/url/percent");
    assert.ok(gzip < 2000, `${gzip} bytes min+gzip`);
  });
});
