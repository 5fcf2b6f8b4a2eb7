/**
 * Brings in the web-platform-tests URL data the suite reads. When neither
 * `$WPT_DIR` nor `../shared/wpt` holds it, the files are downloaded at a
 * pinned WPT commit, each checked against its committed SHA-256, and kept in
 * tests/wpt-data/ (ignored by git). The test matrix runs this first.
 *
 * `$WPT_BASE_URL` overrides where the files come from: the URL of the folder
 * that holds the `.json` files (default: the pinned commit's
 * `url/resources/`).
 *
 * Usage: deno task fetch:wpt
 *
 * @module
 */

import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { ROOT } from "./_project.ts";
import { wptCandidates } from "../tests/wpt.ts";

/** The pinned web-platform-tests commit. */
export const WPT_COMMIT = "26a58e8d350aafbd8bc5f381f1fc01e2bfd1c642";

/** The pinned commit's `url/resources/` folder, where the files come from. */
export const WPT_PINNED_URL =
  `https://raw.githubusercontent.com/web-platform-tests/wpt/${WPT_COMMIT}/url/resources/`;

/** The data files the suite reads, with the SHA-256 of each at the commit. */
export const WPT_FILES: Readonly<Record<string, string>> = {
  "urltestdata.json":
    "355c9f1e5f34aae66ba8adfabf3c853f5cd30ea22964ef7a53eb292e7975d81e",
  "urltestdata-javascript-only.json":
    "74eaf2f3b8246b1fe44c388e3ecf8eb8442e01f229418b634acecb9595caddfa",
  "setters_tests.json":
    "62e4b14bdaddd66b0f7d99bf066aed1c4a588667f4aa97bf26da212134fc24bf",
  "toascii.json":
    "644eba9d5b593df8095cfa307222f3014542ff9cc02d555f8e5660059d80470f",
  "IdnaTestV2.json":
    "338192b9815dbdace6c035cb1acd50cd737070cd67d6e3f620d2543f63eb0cbb",
  "IdnaTestV2-removed.json":
    "921d56cc415159e36883e26eeb6f9924f399c5fbb24645a9c661aa790e3f8e94",
  "percent-encoding.json":
    "ac3d9ec89f51e3855f9967ef8414eb470653a25d385cb88cbc3dc1c4d878d71c",
};

/** How long one file's download may take before it counts as failed. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/** Where downloaded files are kept (gitignored). */
export const WPT_CACHE_DIR: string = join(ROOT, "tests", "wpt-data");

/** The hex SHA-256 of some bytes. */
export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The files of `dir` that are missing or differ from their pinned hash. */
export function staleFiles(dir: string): string[] {
  return Object.entries(WPT_FILES).filter(([name, hash]) => {
    const file = join(dir, name);
    return !existsSync(file) || sha256(readFileSync(file)) !== hash;
  }).map(([name]) => name);
}

/** Options of `downloadWpt`. */
export interface DownloadOptions {
  /** The folder URL holding the files (default: `$WPT_BASE_URL`, else pinned). */
  baseUrl?: string;
  /** Where to save them (default: tests/wpt-data/). */
  dir?: string;
}

/**
 * Downloads every file that `dir` lacks (or holds with another hash) from
 * `baseUrl`, checks each against its pinned SHA-256 and saves it. Throws an
 * Error whose message is one line naming the files, the URL and `$WPT_DIR`.
 */
export async function downloadWpt(
  { baseUrl = wptBaseUrl(), dir = WPT_CACHE_DIR }: DownloadOptions = {},
): Promise<string[]> {
  const wanted = staleFiles(dir);
  const base = baseUrl.endsWith("/") ? baseUrl : baseUrl + "/";
  const problems: [string, string][] = [];
  const fetched: [string, Uint8Array][] = [];
  for (const name of wanted) {
    try {
      const response = await fetch(new URL(name, base), {
        signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel();
        problems.push([name, `HTTP ${response.status}`]);
        continue;
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      const hash = sha256(bytes);
      if (hash !== WPT_FILES[name]) {
        problems.push([name, `SHA-256 ${hash}, not ${WPT_FILES[name]}`]);
        continue;
      }
      fetched.push([name, bytes]);
    } catch (error) {
      problems.push([name, oneLine(error)]);
    }
  }
  if (problems.length > 0) {
    const elsewhere = base === WPT_PINNED_URL
      ? "that folder"
      : `the pinned ${WPT_PINNED_URL}`;
    throw new Error(
      `No web-platform-tests URL data: cannot download ${
        wanted.join(", ")
      } from ${base} (${
        groupProblems(problems, wanted.length)
      }); set $WPT_DIR to a ` +
        `folder holding them, or $WPT_BASE_URL to a copy of ${elsewhere}`,
    );
  }
  mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of fetched) {
    // Written whole, then renamed: a half-written file is never read.
    const partial = join(dir, `.${name}.partial`);
    writeFileSync(partial, bytes);
    renameSync(partial, join(dir, name));
  }
  return wanted;
}

/** `$WPT_BASE_URL`, else the pinned commit's folder. */
export function wptBaseUrl(): string {
  return process.env.WPT_BASE_URL || WPT_PINNED_URL;
}

/** `name: reason` pairs, one entry per reason: `a, b: reason; c: other`. */
function groupProblems(
  problems: [string, string][],
  total: number,
): string {
  const byReason = new Map<string, string[]>();
  for (const [name, reason] of problems) {
    byReason.set(reason, [...byReason.get(reason) ?? [], name]);
  }
  return [...byReason].map(([reason, names]) =>
    `${names.length === total ? "all" : names.join(", ")}: ${reason}`
  ).join("; ");
}

function oneLine(error: unknown): string {
  let text = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) text += ` (${cause.message})`;
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Makes sure the suite finds its data: a folder before the cache in the
 * search order ($WPT_DIR, ../shared/wpt) that holds urltestdata.json is used
 * as it is; otherwise the cache is filled. Returns what it did, for the log.
 */
export async function ensureWpt(): Promise<string> {
  const given = wptCandidates().filter((dir) => dir !== WPT_CACHE_DIR)
    .find((dir) => existsSync(join(dir, "urltestdata.json")));
  if (given !== undefined) return `WPT data: ${given}`;
  const downloaded = await downloadWpt();
  return downloaded.length === 0
    ? `WPT data: ${WPT_CACHE_DIR} (cached, at ${WPT_COMMIT.slice(0, 12)})`
    : `WPT data: downloaded ${downloaded.length} files from ${wptBaseUrl()} ` +
      `into ${WPT_CACHE_DIR}, each matching its SHA-256`;
}

if (import.meta.main) {
  try {
    console.log(await ensureWpt());
  } catch (error) {
    console.error(oneLine(error));
    Deno.exit(1);
  }
}
