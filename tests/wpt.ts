// Locates and loads the web-platform-tests URL data. Never committed: it is
// read from $WPT_DIR, else ../shared/wpt beside the project, else
// tests/wpt-data/ (gitignored), which the test command fills by downloading
// the pinned files (scripts/fetch_wpt.ts, also `deno task fetch:wpt`). No
// data is a loud failure, never a silent skip.

import { existsSync, readFileSync } from "node:fs";
import { dirname, fromFileUrl, join, resolve } from "./_path.ts";
import process from "node:process";

const projectRoot = resolve(dirname(fromFileUrl(import.meta.url)), "..");

/** The folders searched for WPT data, in order. */
export function wptCandidates(): string[] {
  const candidates: string[] = [];
  const env = process.env.WPT_DIR;
  if (env) candidates.push(resolve(env));
  candidates.push(join(projectRoot, "..", "shared", "wpt"));
  candidates.push(join(projectRoot, "tests", "wpt-data"));
  return candidates;
}

/** The folder holding the WPT data; throws when there is none. */
export function wptDir(): string {
  for (const dir of wptCandidates()) {
    if (existsSync(join(dir, "urltestdata.json"))) return dir;
  }
  throw new Error(
    "No web-platform-tests URL data found. Looked in:\n  " +
      wptCandidates().join("\n  ") +
      "\nSet WPT_DIR, or run `deno task fetch:wpt` to download it " +
      "(npm test does so by itself).",
  );
}

/** Reads one WPT JSON file, as parsed JSON. Throws when it is missing. */
export function readWpt(name: string): unknown {
  const file = join(wptDir(), name);
  if (!existsSync(file)) {
    throw new Error(`WPT data file missing: ${file}`);
  }
  return JSON.parse(readFileSync(file, "utf8"));
}

/** Reads a WPT array file, dropping the comment strings. */
export function loadWptCases<T>(name: string): T[] {
  const data = readWpt(name);
  if (!Array.isArray(data)) throw new Error(`${name}: expected an array`);
  const cases = data.filter((c) => typeof c !== "string") as T[];
  if (cases.length === 0) throw new Error(`${name}: no test cases`);
  return cases;
}

/** A readable rendering of a string for test names (escapes controls). */
export function show(value: unknown): string {
  return JSON.stringify(value);
}
