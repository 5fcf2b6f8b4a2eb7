// Private: the --relative-to and --normalize options (ops/ on each parsed
// URL): their settings as plain data (posted to batch workers as they are),
// the parsing of --normalize's list, and what the table, JSON and hrefs
// output show for them.

import {
  normalizeURL,
  type NormalizeURLOptions,
} from "../ops/normalize_url.ts";
import { relativeURL } from "../ops/relative_url.ts";
import { parseURL, serializeURL } from "../parser/mod.ts";
import type { Analysis } from "./_analyze.ts";
import type { Style } from "./_style.ts";

/** The two options as given (plain data). */
export interface OpsSettings {
  /** The --relative-to base URL (it parses: the CLI checked), or `null`. */
  readonly relativeTo: string | null;
  /** The --normalize list (`""` for the default), or `null`. */
  readonly normalize: string | null;
}

/** What the options compute for one URL. */
export interface OpsResult {
  /** The URL after --normalize. */
  normalized?: string;
  /** The reference from the --relative-to base to the (normalized) URL. */
  relative?: string;
}

/** The --normalize names and the options each sets. */
const NORMALIZATIONS: Record<string, NormalizeURLOptions> = {
  "remove-fragment": { removeFragment: true },
  "sort-query": { sortQuery: true },
  "remove-empty-query": { removeEmptyQuery: true },
  "uppercase-escapes": { percentEncodingCase: "upper" },
  "lowercase-escapes": { percentEncodingCase: "lower" },
  "decode-unreserved": { decodeUnreserved: true },
  "remove-trailing-slash": { removeTrailingSlash: true },
  "remove-www": { removeWWW: true },
  "remove-directory-index": { removeDirectoryIndex: true },
  "remove-tracking-parameters": { removeTrackingParameters: true },
  "force-https": { forceHttps: true },
};

/** Groups of names: `safe` (the default) and `all`. */
const PRESETS: Record<string, readonly string[]> = {
  safe: ["remove-fragment", "decode-unreserved", "uppercase-escapes"],
  all: Object.keys(NORMALIZATIONS).filter((n) => n !== "lowercase-escapes"),
};

/**
 * The normalizeURL() options of a --normalize list (comma-separated names;
 * empty for `safe`), or the message for a name it does not know.
 */
export function normalizeOptions(
  list: string,
): NormalizeURLOptions | string {
  const options: NormalizeURLOptions = {};
  const names = list === "" ? ["safe"] : list.split(",");
  for (const name of names.flatMap((n) => PRESETS[n] ?? [n])) {
    const option = NORMALIZATIONS[name];
    if (option === undefined) {
      return `Unknown normalization ${JSON.stringify(name)} for --normalize ` +
        `(one of safe, all, ${Object.keys(NORMALIZATIONS).join(", ")})`;
    }
    Object.assign(options, option);
  }
  return options;
}

/** The message when the --relative-to URL does not parse, else `null`. */
export function relativeToProblem(base: string): string | null {
  return parseURL(base) === null
    ? `The --relative-to URL ${JSON.stringify(base)} does not parse`
    : null;
}

/** The settings from the parsed command line. */
export function opsSettings(
  options: { relativeTo?: string; normalize?: string },
): OpsSettings {
  return {
    relativeTo: options.relativeTo ?? null,
    normalize: options.normalize ?? null,
  };
}

/** Whether the options ask for anything. */
export function hasOps(settings: OpsSettings): boolean {
  return settings.relativeTo !== null || settings.normalize !== null;
}

/** The analysis with what the options compute for its URL. */
export function addOps(analysis: Analysis, settings: OpsSettings): Analysis {
  if (analysis.record === null || !hasOps(settings)) return analysis;
  const ops: OpsResult = {};
  let href = serializeURL(analysis.record);
  if (settings.normalize !== null) {
    const options = normalizeOptions(settings.normalize);
    if (typeof options !== "string") href = normalizeURL(href, options);
    ops.normalized = href;
  }
  if (settings.relativeTo !== null) {
    // An empty line would read as a failure in batch mode.
    ops.relative = relativeURL(href, settings.relativeTo, { nonEmpty: true });
  }
  return { ...analysis, ops };
}

/** The line batch mode prints for a URL without a report mode. */
export function outputLine(analysis: Analysis): string {
  const ops = analysis.ops;
  if (analysis.record === null) return "";
  return ops?.relative ?? ops?.normalized ?? serializeURL(analysis.record);
}

/** The rows the text report adds for the options. */
export function renderOps(ops: OpsResult, style: Style): string[] {
  const rows: [string, string][] = [];
  if (ops.normalized !== undefined) rows.push(["normalized", ops.normalized]);
  if (ops.relative !== undefined) rows.push(["relative", ops.relative]);
  return rows.map(([label, value]) =>
    style.dim(label.padEnd(10)) + "  " +
    (value === "" ? style.dim('""') : value)
  );
}
