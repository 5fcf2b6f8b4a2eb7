// Deno's binary comes in an optional dependency per platform
// (`@deno/linux-x64-glibc`, …), which `npm ci --omit=optional` leaves out;
// without it `npm run url` stops with "Cannot find module". The
// postinstall (scripts/postinstall.mjs) puts this platform's back: fetched
// with `npm pack` at the lockfile's version, checked against the lockfile's
// integrity, unpacked where npm would have put it.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";

/**
 * The lockfile entry of Deno's binary for a platform.
 *
 * @param {Record<string, {os?: string[], cpu?: string[], libc?: string[]}>}
 *   packages A package-lock.json's `packages`.
 * @param {{platform: string, arch: string, glibc: boolean}} target Where it
 *   runs: `process.platform`, `process.arch`, and whether libc is glibc.
 * @returns {[string, object] | undefined} Its path and entry, if any.
 */
export function denoBinaryEntry(packages, { platform, arch, glibc }) {
  return Object.entries(packages).find(([path, entry]) =>
    path.startsWith("node_modules/@deno/") &&
    entry.os?.includes(platform) && entry.cpu?.includes(arch) &&
    (entry.libc === undefined || (glibc && entry.libc.includes("glibc")))
  );
}

/**
 * Whether `bytes` match a lockfile's `integrity` (`sha512-<base64>`).
 *
 * @param {Uint8Array} bytes A tarball.
 * @param {string} integrity The lockfile's Subresource Integrity string.
 * @returns {boolean} Whether the digest matches.
 */
export function matchesIntegrity(bytes, integrity) {
  const [algorithm, expected] = integrity.split(/-(.*)/s);
  return createHash(algorithm).update(bytes).digest("base64") === expected;
}

/**
 * Fetches and unpacks this platform's Deno binary when Deno is installed
 * without it.
 *
 * @param {string} root The project root.
 */
export function restoreDenoBinary(root) {
  if (!existsSync(join(root, "node_modules", "deno"))) return;
  const lock = JSON.parse(
    readFileSync(join(root, "package-lock.json"), "utf8"),
  );
  const binary = denoBinaryEntry(lock.packages, {
    platform: process.platform,
    arch: process.arch,
    glibc: process.report?.getReport().header.glibcVersionRuntime !==
      undefined,
  });
  if (binary === undefined || existsSync(join(root, binary[0]))) return;
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
    if (!matchesIntegrity(readFileSync(tarball), integrity)) {
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
