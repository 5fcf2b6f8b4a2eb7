/**
 * Brings in the web-platform-tests URL Pattern data the suite reads, as
 * scripts/fetch_wpt.ts does for the URL data: when neither
 * `$WPT_URLPATTERN_DIR` nor `../shared/wpt-urlpattern` holds it, the files
 * are downloaded at the pinned WPT commit (tests/urlpattern_wpt.ts), each
 * checked against its committed SHA-256, into tests/wpt-data/urlpattern/.
 * `$WPT_URLPATTERN_BASE_URL` overrides where they come from. The test
 * matrix runs this first.
 *
 * Usage: deno run --allow-all scripts/fetch_urlpattern_wpt.ts
 *
 * @module
 */

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { sha256 } from "./fetch_wpt.ts";
import {
  URLPATTERN_WPT_CACHE_DIR,
  URLPATTERN_WPT_FILES,
  URLPATTERN_WPT_URL,
  urlPatternWptCandidates,
} from "../tests/urlpattern_wpt.ts";

/**
 * Makes sure the data is found: a folder before the cache in the search
 * order is used as it is; otherwise each missing or stale file is
 * downloaded from `baseUrl` (default: the pinned commit), checked against
 * its SHA-256 and saved. Returns what it did, for the log; throws a
 * one-line Error naming the files and the URL when it cannot.
 */
export async function ensureUrlPatternWpt(
  baseUrl: string = process.env.WPT_URLPATTERN_BASE_URL || URLPATTERN_WPT_URL,
): Promise<string> {
  const given = urlPatternWptCandidates()
    .filter((dir) => dir !== URLPATTERN_WPT_CACHE_DIR)
    .find((dir) => existsSync(join(dir, "urlpatterntestdata.json")));
  if (given !== undefined) return `WPT URL Pattern data: ${given}`;
  const dir = URLPATTERN_WPT_CACHE_DIR;
  const problems: string[] = [];
  const fetched: [string, Uint8Array][] = [];
  for (const [name, hash] of Object.entries(URLPATTERN_WPT_FILES)) {
    const file = join(dir, name);
    if (existsSync(file) && sha256(readFileSync(file)) === hash) continue;
    try {
      const response = await fetch(new URL(name, baseUrl), {
        signal: AbortSignal.timeout(120_000),
      });
      if (!response.ok) {
        await response.body?.cancel();
        problems.push(`${name}: HTTP ${response.status}`);
        continue;
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      const actual = sha256(bytes);
      if (actual !== hash) {
        problems.push(`${name}: SHA-256 ${actual}, not ${hash}`);
      } else fetched.push([name, bytes]);
    } catch (error) {
      problems.push(
        `${name}: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `No web-platform-tests URL Pattern data: cannot download from ${baseUrl} ` +
        `(${
          problems.join("; ")
        }); set WPT_URLPATTERN_DIR to a folder holding them`,
    );
  }
  mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of fetched) writeFileSync(join(dir, name), bytes);
  return fetched.length === 0
    ? `WPT URL Pattern data: ${dir} (cached)`
    : `WPT URL Pattern data: downloaded ${fetched.length} files into ${dir}, each matching its SHA-256`;
}

if (import.meta.main) {
  try {
    console.log(await ensureUrlPatternWpt());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    Deno.exit(1);
  }
}
