/**
 * The whatwg-url clients suite: jsdom and data-urls on @urlstd/whatwg-url.
 *
 * 1. Packs the alias package (built by scripts/build_npm.ts into
 *    npm/whatwg-url-alias/) and installs jsdom and data-urls, at the
 *    versions package.json pins, into a scratch project (under
 *    node_modules/.cache/, gitignored) whose `overrides` put the tarball in
 *    place of whatwg-url, from npm's cache where it can (--prefer-offline).
 * 2. Checks with `npm ls whatwg-url` that no copy of the real whatwg-url is
 *    left, and that jsdom's `require("whatwg-url")` and
 *    `require("whatwg-url/webidl2js-wrapper")` and data-urls' resolve to
 *    the alias.
 * 3. Runs scenarios.cjs in Node.js 24 and 26 against the scratch project
 *    and against this project's own jsdom and data-urls (on the real
 *    whatwg-url@17.3.0), and compares every observation: zero differences.
 *
 * Usage: deno run --allow-all tests/whatwg_url_clients/run.ts
 *   (after `deno task build:npm`; the test matrix runs it as its
 *   `whatwg-url-clients` step)
 *
 * @module
 */

import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import process from "node:process";
import { isDeepStrictEqual } from "node:util";
import { join } from "node:path";
import { CACHE_DIR, ROOT } from "../../scripts/_project.ts";
import { type NodeRuntime, nodeRuntimes } from "../../scripts/_runtimes.ts";
import {
  ALIAS_DIR,
  packWhatwgUrlAlias,
} from "../../scripts/build_whatwg_url_alias.ts";
import { wptDir } from "../wpt.ts";
import { pinnedDependencies } from "../../scripts/install_tools.mjs";

/** The scratch project's folder. */
export const CLIENTS_DIR: string = join(CACHE_DIR, "whatwg-url-clients");

const SCENARIOS = join(ROOT, "tests", "whatwg_url_clients", "scenarios.cjs");

/** The Node.js majors the suite runs on. */
const MAJORS = ["v24.", "v26."];

/** What one comparison gave. */
export interface ClientsOutcome {
  passed: number;
  failed: number;
  note?: string;
}

/** The dev dependency's exact version in package.json. */
function pinned(name: string): string {
  const version = pinnedDependencies()[name];
  if (!/^\d+\.\d+\.\d+$/.test(version ?? "")) {
    throw new Error(
      `tools/package.json must pin ${name} exactly (has ${version})`,
    );
  }
  return version;
}

/** Runs a command; throws with its output when it fails. */
function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, WPT_DIR: wptDir(), NO_COLOR: "1" },
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.status}):\n` +
        result.stdout.slice(-2000) + result.stderr.slice(-4000),
    );
  }
  return result.stdout;
}

/** Installs the scratch project; returns the problems `npm ls` shows. */
export function installClients(): string[] {
  if (!existsSync(join(ALIAS_DIR, "package.json"))) {
    throw new Error(
      `No alias package in ${ALIAS_DIR}: run deno task build:npm`,
    );
  }
  mkdirSync(CLIENTS_DIR, { recursive: true });
  const tarball = packWhatwgUrlAlias(CLIENTS_DIR);
  // An absolute path: npm resolves a relative one in overrides against
  // each dependent package's folder.
  const spec = "file:" + tarball;
  writeFileSync(
    join(CLIENTS_DIR, "package.json"),
    JSON.stringify(
      {
        name: "urlstd-whatwg-url-clients",
        private: true,
        dependencies: {
          jsdom: pinned("jsdom"),
          "data-urls": pinned("data-urls"),
        },
        overrides: { "whatwg-url": spec },
      },
      null,
      2,
    ) + "\n",
  );
  // The tarball's content changes with each build, not its version: npm
  // would keep the copy installed, so it goes first.
  rmSync(join(CLIENTS_DIR, "node_modules", "whatwg-url"), {
    recursive: true,
    force: true,
  });
  run("npm", [
    "install",
    "--prefer-offline",
    "--no-audit",
    "--no-fund",
    "--no-package-lock",
    "--ignore-scripts",
    "--loglevel=error",
  ], CLIENTS_DIR);
  return whatwgUrlProblems();
}

/**
 * Each whatwg-url in the scratch tree that is not the alias, from
 * `npm ls whatwg-url --all` (a line per copy, deduplicated ones too).
 */
function whatwgUrlProblems(): string[] {
  const result = spawnSync("npm", ["ls", "whatwg-url", "--all"], {
    cwd: CLIENTS_DIR,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  const lines = result.stdout.split("\n").filter((line) =>
    line.includes("whatwg-url@")
  );
  const problems = lines
    .filter((line) => !line.includes("whatwg-url@npm:@urlstd/whatwg-url@"))
    .map((line) => `not the alias: ${line.trim()}`);
  if (lines.length < 2) {
    problems.push(
      `npm ls found ${lines.length} whatwg-url copies:\n${result.stdout}`,
    );
  }
  if (result.status !== 0) problems.push(`npm ls failed:\n${result.stderr}`);
  return problems;
}

/** What the alias's two entries export, as ES modules and as CommonJS. */
const ENTRY_CHECK = `
import { createRequire } from "node:module";
import * as esm from "whatwg-url";
import * as esmWrapper from "whatwg-url/webidl2js-wrapper";
const require = createRequire(import.meta.url);
const keys = (m) => Object.keys(m).sort();
const url = esm.parseURL("HTTPS://EXAMPLE.com:443/a/../b?c#d");
console.log(JSON.stringify({
  esm: keys(esm),
  esmWrapper: keys(esmWrapper),
  cjs: keys(require("whatwg-url")),
  cjsWrapper: keys(require("whatwg-url/webidl2js-wrapper")),
  href: esm.serializeURL(url),
}));
`;

/** Checks the alias's ES module and CommonJS entries against whatwg-url's. */
function entryProblems(node: NodeRuntime): string[] {
  const ours = JSON.parse(
    run(node.path, ["--input-type=module", "-e", ENTRY_CHECK], CLIENTS_DIR),
  );
  // whatwg-url itself has no "exports" (its subpath needs ".js" in an ES
  // module): its CommonJS exports are the reference.
  const reference = JSON.parse(run(node.path, [
    "-e",
    `const keys = (m) => Object.keys(m).sort();
    console.log(JSON.stringify({
      cjs: keys(require("whatwg-url")),
      cjsWrapper: keys(require("whatwg-url/webidl2js-wrapper")),
    }));`,
  ], ROOT));
  const problems: string[] = [];
  const expected = {
    esm: reference.cjs,
    esmWrapper: reference.cjsWrapper,
    cjs: reference.cjs,
    cjsWrapper: reference.cjsWrapper,
    href: "https://example.com/b?c#d",
  };
  for (const [key, value] of Object.entries(expected)) {
    if (!isDeepStrictEqual(ours[key], value)) {
      problems.push(
        `${key}: ${JSON.stringify(ours[key])}, not ${JSON.stringify(value)}`,
      );
    }
  }
  return problems;
}

/** Runs the scenarios in one project with one Node.js; returns the JSON. */
function scenarios(node: NodeRuntime, project: string): {
  resolution: Record<string, string>;
  scenarios: Record<string, unknown[]>;
} {
  return JSON.parse(run(node.path, [SCENARIOS, project], ROOT));
}

/** Compares ours with the reference; prints differences; counts. */
function compare(node: NodeRuntime): ClientsOutcome {
  const reference = scenarios(node, ROOT);
  const ours = scenarios(node, CLIENTS_DIR);
  let passed = 0;
  let failed = 0;
  const check = (name: string, ok: boolean, detail: () => string) => {
    if (ok) passed++;
    else {
      failed++;
      console.log(`✖ ${name}: ${detail()}`);
    }
  };
  for (const [who, name] of Object.entries(ours.resolution)) {
    check(
      `${who} resolves whatwg-url to the alias`,
      name === "@urlstd/whatwg-url",
      () => name,
    );
  }
  for (const [who, name] of Object.entries(reference.resolution)) {
    check(
      `the reference ${who} is whatwg-url`,
      name === "whatwg-url",
      () => name,
    );
  }
  for (const [scenario, expected] of Object.entries(reference.scenarios)) {
    const actual = ours.scenarios[scenario] ?? [];
    let differences = 0;
    check(
      `${scenario}: ${expected.length} observations`,
      actual.length === expected.length && expected.length > 0,
      () => `${actual.length} against ${expected.length}`,
    );
    for (let i = 0; i < expected.length; i++) {
      if (isDeepStrictEqual(actual[i], expected[i])) continue;
      if (++differences <= 5) {
        console.log(
          `  ${scenario} #${i}:\n    whatwg-url ${
            JSON.stringify(expected[i])
          }\n    urlstd     ${JSON.stringify(actual[i])}`,
        );
      }
    }
    check(
      `${scenario}: zero differences`,
      differences === 0,
      () => `${differences} of ${expected.length}`,
    );
    const sampled = expected.find((o) =>
      Array.isArray(o) && o[0] === "sampled"
    ) as [string, number] | undefined;
    console.log(
      `${differences === 0 ? "✔" : "✖"} ${scenario}: ${expected.length} ` +
        `observations${sampled ? ` (${sampled[1]} sampled JSDOMs)` : ""}, ` +
        `${differences} differences`,
    );
  }
  return { passed, failed };
}

/**
 * The whole suite: install, check the tree, compare on Node.js 24 and 26.
 * @returns Counts of checks passed and failed.
 */
export function runWhatwgUrlClients(): ClientsOutcome {
  let passed = 0;
  let failed = 0;
  const problems = installClients();
  for (const problem of problems) console.log(`✖ npm ls: ${problem}`);
  if (problems.length === 0) {
    console.log(
      "✔ npm ls whatwg-url: only @urlstd/whatwg-url, from the tarball",
    );
    passed++;
  } else failed += problems.length;
  const nodes = nodeRuntimes().filter((n) =>
    MAJORS.some((major) => n.version.startsWith(major))
  );
  for (const major of MAJORS) {
    if (!nodes.some((n) => n.version.startsWith(major))) {
      console.log(`✖ no Node.js ${major}x to run on`);
      failed++;
    }
  }
  for (const node of nodes) {
    console.log(`Node.js ${node.version}:`);
    const entries = entryProblems(node);
    for (const problem of entries) console.log(`✖ alias entries: ${problem}`);
    if (entries.length === 0) {
      console.log(
        "✔ import and require of whatwg-url and its webidl2js-wrapper " +
          "give whatwg-url's exports",
      );
      passed++;
    } else failed += entries.length;
    const outcome = compare(node);
    passed += outcome.passed;
    failed += outcome.failed;
  }
  return {
    passed,
    failed,
    note: nodes.map((n) => n.version).join(", "),
  };
}

if (import.meta.main) {
  const { passed, failed } = runWhatwgUrlClients();
  console.log(`whatwg-url clients: ${passed} passed, ${failed} failed`);
  if (failed > 0) Deno.exit(1);
}
