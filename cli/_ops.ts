// Private: the --relative-to and --normalize options (ops/ on each parsed
// URL): their settings as plain data (posted to batch workers as they are),
// the parsing of --normalize's list, and what the table, JSON and hrefs
// output show for them.

import {
  normalizeURL,
  type NormalizeURLOptions,
} from "../ops/normalize_url.ts";
import { relativeURL } from "../ops/relative_url.ts";
import {
  hostType,
  parseURL,
  serializeURL,
  type URLRecord,
} from "../parser/mod.ts";
import { type AddressClass, checkURL, classifyAddress } from "../safety/mod.ts";
import type { Analysis, CheckInfo, OpsResult } from "./_analyze.ts";
import type { Style } from "./_style.ts";

/** The two options as given (plain data). */
export interface OpsSettings {
  /** The --relative-to base URL (it parses: the CLI checked), or `null`. */
  readonly relativeTo: string | null;
  /** The --normalize list (`""` for the default), or `null`. */
  readonly normalize: string | null;
  /** --check. */
  readonly check?: boolean;
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
  options: { relativeTo?: string; normalize?: string; check?: boolean },
): OpsSettings {
  return {
    relativeTo: options.relativeTo ?? null,
    normalize: options.normalize ?? null,
    check: options.check === true,
  };
}

/** Whether the options ask for anything. */
export function hasOps(settings: OpsSettings): boolean {
  return settings.relativeTo !== null || settings.normalize !== null ||
    settings.check === true;
}

/** The --check result for a URL record. */
function checkInfo(record: URLRecord): CheckInfo {
  const result = checkURL(serializeURL(record));
  const kind = hostType(record);
  const address = kind === "IPv4" || kind === "IPv6"
    ? classifyAddress(record.host!)
    : null;
  return { verdict: result.ok ? "ok" : result.reason, address };
}

/** The analysis with what the options compute for its URL. */
export function addOps(analysis: Analysis, settings: OpsSettings): Analysis {
  if (analysis.record === null || !hasOps(settings)) return analysis;
  const ops: OpsResult = {};
  let href = serializeURL(analysis.record);
  if (settings.check === true) {
    ops.check = checkInfo(analysis.record);
  }
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
  const line = ops?.relative ?? ops?.normalized ??
    serializeURL(analysis.record);
  return ops?.check === undefined ? line : `${line}\t${ops.check.verdict}`;
}

/** The rows the text report adds for the options. */
export function renderOps(ops: OpsResult, style: Style): string[] {
  const rows: [string, string][] = [];
  if (ops.normalized !== undefined) rows.push(["normalized", ops.normalized]);
  if (ops.relative !== undefined) rows.push(["relative", ops.relative]);
  if (ops.check !== undefined) {
    const { verdict, address } = ops.check;
    rows.push(["check", verdict === "ok" ? "ok" : `refused (${verdict})`]);
    if (address !== null) rows.push(["address", describeAddress(address)]);
    if (address?.embedded) {
      rows.push([address.embedded.via, describeAddress(address.embedded)]);
    }
  }
  return rows.map(([label, value]) =>
    style.dim(label.padEnd(10)) + "  " +
    (value === "" ? style.dim('""') : value)
  );
}

/** An address's range, registry block and reachability, on one line. */
function describeAddress(address: AddressClass): string {
  const block = address.block === null
    ? "no special-purpose block"
    : `${address.block.prefix} ${address.block.name} (${address.block.rfc})`;
  return `${address.address} ${address.range}, ${block}, ` +
    (address.globallyReachable
      ? "globally reachable"
      : "not globally reachable");
}
