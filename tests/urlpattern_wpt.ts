// Locates and loads the web-platform-tests URL Pattern data, as tests/wpt.ts
// does for the URL data. Never committed: it is read from
// $WPT_URLPATTERN_DIR, else ../shared/wpt-urlpattern beside the project,
// else tests/wpt-data/urlpattern/ (gitignored), which
// scripts/fetch_urlpattern_wpt.ts fills from the pinned WPT commit, each
// file checked against its SHA-256 below. No data is a loud failure.

import { existsSync, readFileSync } from "node:fs";
import { dirname, fromFileUrl, join, resolve } from "./_path.ts";
import process from "node:process";

const projectRoot = resolve(dirname(fromFileUrl(import.meta.url)), "..");

/** The pinned web-platform-tests commit (the URL data's, tests/wpt.ts). */
export const URLPATTERN_WPT_COMMIT = "26a58e8d350aafbd8bc5f381f1fc01e2bfd1c642";

/** The pinned commit's `urlpattern/resources/` folder. */
export const URLPATTERN_WPT_URL =
  `https://raw.githubusercontent.com/web-platform-tests/wpt/${URLPATTERN_WPT_COMMIT}/urlpattern/resources/`;

/** The data files, with the SHA-256 of each. */
export const URLPATTERN_WPT_FILES: Readonly<Record<string, string>> = {
  "urlpatterntestdata.json":
    "f52a8ba3940de7e55ad47dc58eab5bccb697d7d76335c20ed7aaef6b85b98ab9",
  "urlpattern-compare-test-data.json":
    "ce0b7c453b1d3bb0d2a1ce0e0dc28a92d68a6cf8bda71e3cdc9c72bf37f9017f",
  "urlpattern-generate-test-data.json":
    "d534eee80377a07f5140846cb03c467f3c5af085fb0dad63f05062c36ec35846",
};

/** Where a download is kept (gitignored with the rest of tests/wpt-data/). */
export const URLPATTERN_WPT_CACHE_DIR: string = join(
  projectRoot,
  "tests",
  "wpt-data",
  "urlpattern",
);

/** The folders searched for the data, in order. */
export function urlPatternWptCandidates(): string[] {
  const candidates: string[] = [];
  const env = process.env.WPT_URLPATTERN_DIR;
  if (env) candidates.push(resolve(env));
  candidates.push(join(projectRoot, "..", "shared", "wpt-urlpattern"));
  candidates.push(URLPATTERN_WPT_CACHE_DIR);
  return candidates;
}

/** The folder holding the data; throws when there is none. */
export function urlPatternWptDir(): string {
  for (const dir of urlPatternWptCandidates()) {
    if (existsSync(join(dir, "urlpatterntestdata.json"))) return dir;
  }
  throw new Error(
    "No web-platform-tests URL Pattern data found. Looked in:\n  " +
      urlPatternWptCandidates().join("\n  ") +
      "\nSet WPT_URLPATTERN_DIR (npm test downloads the pinned files).",
  );
}

/** Reads one data file as JSON, with its entries (comments kept). */
export function readUrlPatternWpt<T>(name: string): T[] {
  const file = join(urlPatternWptDir(), name);
  if (!existsSync(file)) throw new Error(`WPT data file missing: ${file}`);
  const data = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(data) || data.length === 0) {
    throw new Error(`${name}: expected a non-empty array`);
  }
  return data as T[];
}
