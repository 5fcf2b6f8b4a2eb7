import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../mod.ts";
import { parseDomain } from "./domain.ts";
import { domainToUnicode } from "./domain_to_unicode.ts";
import { moduleDoc } from "../tests/_module_doc.ts";

// When tr46 is loaded. The npm build's loader for Node.js, Deno and Bun
// defers it to the first domain that needs IDNA processing; the sources (and
// bundles) import it with the rest (see _tr46_static.ts). Each case runs this
// file again in a fresh process of the same runtime (with URLSTD_TR46_PROBE
// naming the case), which imports the full build, works with ASCII domains,
// then with one that needs tr46, noting after each step whether tr46 is in
// the runtime's CommonJS module cache (where Node.js, Deno and Bun put it,
// whether imported or required) and what each step gave. host/mod.ts's table
// of when tr46 loads is checked against what this run sees. Browsers start
// no processes, and their bundles load tr46 with the rest (the table's
// bundler row, which tests/size_check.ts checks), so there the file only
// defines its cases.

/** What the child process reports. */
interface Probe {
  /** Whether tr46 was loaded: after the import, after the ASCII work. */
  loaded: [boolean, boolean];
  /** Whether tr46 was loaded after the step that needs it. */
  loadedAfter: boolean;
  /** What each step gave. */
  results: unknown[];
}

/** ASCII domains, Punycode ones among them: no IDNA processing needed. */
function asciiWork(): unknown[] {
  const errors: string[] = [];
  return [
    new URL("HTTPS://WWW.Example.COM/a?b#c").href,
    new URL("http://xn--bcher-kva.example/x").href,
    new URL("https://a-b.example:8080/").origin,
    new URL("ws://user@127.0.0.1/").host,
    URL.parse("https://exa mple/"),
    // The strict run for validation errors, decided without tables.
    parseDomain("-x.example", { report: (name) => errors.push(name) }),
    parseDomain("Example.ORG", { beStrict: true }),
    errors,
    domainToUnicode("example.com"),
  ];
}

/** Each case: a step that needs IDNA processing. */
const STEPS: Record<string, () => unknown> = {
  "a non-ASCII domain in a URL": () => [
    new URL("https://Bücher.example/").href,
    URL.parse("http://☕.a/")?.host,
  ],
  "a Punycode domain checked for validation errors": () =>
    parseDomain("xn--bcher-kva.example", { beStrict: true }),
  "a Punycode domain to Unicode": () =>
    domainToUnicode("xn--bcher-kva.example"),
};

/** The Node.js API this file needs, where the runtime has it. */
interface NodeApi {
  getBuiltinModule(id: "node:module"): {
    createRequire(from: string): { cache: Record<string, unknown> };
  };
  getBuiltinModule(id: "node:child_process"): {
    spawnSync(
      command: string,
      args: string[],
      options: { env: Record<string, string | undefined>; encoding: "utf8" },
    ): { status: number | null; stdout: string; stderr: string };
  };
  env: Record<string, string | undefined>;
  execPath: string;
  versions: Record<string, string | undefined>;
}

const node = (globalThis as { process?: Partial<NodeApi> }).process;
const nodeApi = typeof node?.getBuiltinModule === "function"
  ? node as NodeApi
  : undefined;

/** Whether tr46's entry module is in the CommonJS module cache. */
function tr46Loaded(api: NodeApi): boolean {
  const cache = api.getBuiltinModule("node:module")
    .createRequire(import.meta.url).cache;
  return Object.keys(cache).some((path) =>
    /[\\/]tr46[\\/]index\.js$/.test(path)
  );
}

/** host/mod.ts's table of when tr46 loads: build and runtime → when. */
function readmeRows(): Map<string, string> {
  const readme = moduleDoc(new globalThis.URL("./mod.ts", import.meta.url));
  const start = readme.indexOf("<!-- tr46-loading:start");
  const end = readme.indexOf("<!-- tr46-loading:end -->");
  assert.ok(start >= 0 && end > start, "host/mod.ts has no tr46-loading table");
  const rows = new Map<string, string>();
  for (const line of readme.slice(start, end).split("\n").slice(4)) {
    const cells = line.split("|").map((cell) => cell.trim());
    if (cells.length === 4) rows.set(cells[1], cells[2]);
  }
  return rows;
}

/** Runs this file as the probe for `step` in a fresh process. */
function probe(api: NodeApi, step: string): Probe {
  const file = decodeURIComponent(new URL(import.meta.url).pathname);
  const args = api.versions.deno !== undefined
    ? ["run", "--allow-read", "--allow-env", file]
    : [file];
  const child = api.getBuiltinModule("node:child_process").spawnSync(
    api.execPath,
    args,
    { env: { ...api.env, URLSTD_TR46_PROBE: step }, encoding: "utf8" },
  );
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout);
}

const probing = nodeApi?.env.URLSTD_TR46_PROBE;
if (nodeApi !== undefined && probing !== undefined) {
  const loaded: [boolean, boolean] = [tr46Loaded(nodeApi), false];
  const results = asciiWork();
  loaded[1] = tr46Loaded(nodeApi);
  results.push(STEPS[probing]());
  const report: Probe = { loaded, loadedAfter: tr46Loaded(nodeApi), results };
  console.log(JSON.stringify(report));
} else if (nodeApi !== undefined) {
  const api = nodeApi;
  // The sources (Deno, and Bun or Node.js running TypeScript) import tr46
  // statically; the npm build (what the other runs test) loads it lazily.
  const lazy = !import.meta.url.endsWith(".ts");
  // The suite's CommonJS build sits in a script/ folder, as npm/script/.
  const row = !lazy
    ? "sources (JSR, `deno test`), in Deno"
    : /\/script\//.test(import.meta.url)
    ? "npm package, CommonJS (`require`)"
    : "npm package, ES modules, in Node.js, Deno or Bun";
  const expected = JSON.parse(JSON.stringify(asciiWork()));
  describe(`tr46 loading (${row})`, () => {
    it("is what host/mod.ts's table says for this build", () => {
      const rows = readmeRows();
      assert.equal(rows.size, 4);
      assert.equal(
        rows.get(row),
        lazy ? "on first use" : "at import (statically)",
      );
    });

    for (const [step, run] of Object.entries(STEPS)) {
      const title = lazy
        ? `loads tr46 for ${step}, not before`
        : `has tr46 loaded from the import on, and for ${step}`;
      it(`${title}; the same results`, () => {
        const { loaded, loadedAfter, results } = probe(api, step);
        assert.deepEqual(loaded, [!lazy, !lazy]);
        assert.equal(loadedAfter, true);
        assert.deepEqual(results, [
          ...expected,
          JSON.parse(JSON.stringify(run())),
        ]);
      });
    }
  });
}
