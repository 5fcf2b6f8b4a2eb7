// Bundle sizes of the built npm package (see scripts/size.ts): size-limit
// keeps every entry point within its limit and bench/SIZE_RESULTS.md's
// table current; the layers that need no IDNA carry none of tr46. Not a
// `_test.ts` file: it needs the package built and bundlers run, so the test
// matrix runs it (`deno test -A tests/size_check.ts`), after
// `deno task build:npm`.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  DEPENDENCY_READMES,
  dependencyTable,
  measureReach,
  measureSizes,
  readmeDependencies,
  readmeTable,
  runSizeLimit,
  type SizeRow,
  sizeTable,
} from "../scripts/size.ts";
import { subpaths } from "../scripts/_project.ts";

const rows = await measureSizes();
const limits = runSizeLimit();
const reach = await measureReach();

describe("size-limit on the npm package", () => {
  it("measures every entry point deno.json exports (but ./api, ./cli)", () => {
    const measured = limits.filter((r) => r.sizeLimit !== undefined)
      .map((r) => r.name);
    const exported = subpaths().filter((s) =>
      !["./api", "./cli"].includes(s.key)
    )
      .map((s) => s.specifier);
    assert.deepEqual(measured, exported);
  });

  for (const r of limits.filter((r) => r.sizeLimit !== undefined)) {
    it(`keeps ${r.name} within its limit`, () => {
      assert.ok(r.passed, `${r.size} bytes min+gzip, limit ${r.sizeLimit}`);
    });
  }

  it("matches bench/SIZE_RESULTS.md's size table (deno task size:update writes it)", () => {
    assert.equal(readmeTable(), sizeTable(limits));
  });
});

/**
 * The ceiling for `export { URL, URLSearchParams } from "@urlstd/url/lite"`,
 * min+gzip: the lite build as it is, plus a margin, plus URLSearchParams'
 * index by name (issue 51 allows 16.5 kB for it). (Issue 25's target is
 * 12 kB; `deno task bench:lite-size` shows where the bytes are.)
 */
const LITE_LIMIT = 16_500;

/**
 * The ceiling for `export { URL } from "@urlstd/url"`, min+gzip: the size
 * before the lite build and the injected steps (README's size table gave
 * 80.2 kB before issue 25's merge, aaa8516), which issue 25 says the full
 * build must not exceed.
 */
const FULL_LIMIT = 80_200;

function row(specifier: string): SizeRow {
  const found = rows.find((r) => r.entry.includes(`"${specifier}"`));
  assert.ok(found, `no size entry for ${specifier}`);
  return found;
}

/** The bundle's inputs that come from tr46 (the IDNA code and tables). */
function tr46Inputs(r: SizeRow): string[] {
  return r.inputs.filter((input) => /(^|\/)node_modules\/tr46\//.test(input));
}

describe("the READMEs' dependency tables", () => {
  const table = dependencyTable(reach);
  for (const file of DEPENDENCY_READMES) {
    const name = file.split("/").pop();
    it(`${name}'s is the bundles' (deno task size:update writes it)`, () => {
      assert.equal(
        readmeDependencies(file),
        table,
        `${name}'s dependency table is stale: run deno task size:update`,
      );
    });
  }

  it("covers every export and every dependency of the package", () => {
    assert.deepEqual(
      reach.reach.map((r) => r.specifier),
      subpaths().map((s) => s.specifier),
    );
    for (const name of Object.keys(reach.dependencies)) {
      assert.ok(
        reach.reach.some((r) => r.dependencies.includes(name)),
        `no export bundles the dependency ${name}`,
      );
    }
  });

  it("finds what the bundles carry (tr46 in the root, none in percent)", () => {
    const of = (s: string) => reach.reach.find((r) => r.specifier === s)!;
    assert.ok(of("@urlstd/url").dependencies.includes("tr46"));
    assert.deepEqual(of("@urlstd/url/percent").dependencies, []);
  });
});

describe("tree-shaking of the npm package", () => {
  it("bundles tr46 for URL (so the checks below can see it)", () => {
    assert.ok(tr46Inputs(row("@urlstd/url")).length > 0);
  });

  it("bundles tr46 statically wherever it bundles it (host/mod.ts's bundler row)", () => {
    // The package import #tr46 gives bundlers (the "module" condition) the
    // static loader, never the one that loads tr46 through node:module.
    const ours = rows.filter((r) => r.entry.includes('"@urlstd/url'));
    for (const r of ours.filter((r) => tr46Inputs(r).length > 0)) {
      const loaders = r.inputs.filter((input) =>
        /\/_tr46_\w+\.js$/.test(input)
      );
      assert.deepEqual(loaders, ["npm/esm/host/_tr46_static.js"], r.entry);
    }
  });

  for (const layer of ["@urlstd/url/percent", "@urlstd/url/urlencoded"]) {
    it(`leaves tr46 and its IDNA tables out of ${layer}`, () => {
      assert.deepEqual(tr46Inputs(row(layer)), []);
      assert.ok(row(layer).inputs.every((input) => !input.includes("tr46")));
    });
  }

  it("leaves psl, pattern and the Node.js guards out of @urlstd/url/safety", () => {
    const inputs = row("@urlstd/url/safety").inputs;
    assert.ok(inputs.includes("npm/esm/safety/check.js"));
    const foreign = inputs.filter((input) =>
      /^npm\/esm\/(psl|pattern)\//.test(input) ||
      input === "npm/esm/safety/node.js" || input.startsWith("node:")
    );
    assert.deepEqual(foreign, []);
  });

  it("leaves tldts (the Public Suffix List) out of every entry but psl, origin, render and the full polyfill", () => {
    const tldts = (r: SizeRow) =>
      r.inputs.filter((input) => /(^|\/)node_modules\/tldts/.test(input));
    assert.ok(tldts(row("@urlstd/url/psl")).length > 0);
    for (const r of rows) {
      // render marks the registrable domain, through psl.
      if (r.entry.includes('"@urlstd/url/psl"')) continue;
      if (r.entry.includes('"@urlstd/url/render"')) continue;
      // Origin's isSameSite() is psl's same site; the full polyfill
      // installs Origin.
      if (r.entry.includes('"@urlstd/url/origin"')) continue;
      if (/"@urlstd\/url\/polyfill(\/install)?"/.test(r.entry)) continue;
      assert.deepEqual(tldts(r), [], r.entry);
    }
  });

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

  it(`keeps the full URL no larger than before lite (${FULL_LIMIT} bytes)`, () => {
    const { gzip } = row("@urlstd/url");
    assert.ok(gzip <= FULL_LIMIT, `${gzip} bytes min+gzip`);
  });

  it("keeps @urlstd/url/percent under 2 kB min+gzip", () => {
    const { gzip } = row("@urlstd/url/percent");
    assert.ok(gzip < 2000, `${gzip} bytes min+gzip`);
  });
});
