// Private: batch statistics, the closing summary and the progress line.

import type { Analysis } from "./_analyze.ts";
import type { Style } from "./_style.ts";

/** Counts gathered over a batch. */
export class BatchStats {
  /** URLs read (empty lines are not URLs). */
  count = 0;
  /** URLs that failed to parse (or whose href setter failed). */
  failures = 0;
  /** URLs with at least one validation error. */
  withErrors = 0;
  /** Input bytes read. */
  bytes = 0;
  /** Validation errors by spec name. */
  readonly byName: Map<string, number> = new Map();

  /** Adds one URL's result. */
  add(analysis: Analysis): void {
    this.count++;
    if (analysis.failure !== null) this.failures++;
    if (analysis.errorCount === 0) return;
    this.withErrors++;
    for (const [name, n] of analysis.errorNames) {
      this.byName.set(name, (this.byName.get(name) ?? 0) + n);
    }
  }
}

/** An integer with thousands separators: 48010 → "48,010". */
export function grouped(n: number): string {
  const digits = String(Math.round(n));
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

function plural(n: number, word: string): string {
  return `${grouped(n)} ${word}${n === 1 ? "" : "s"}`;
}

/**
 * A rate of `word`s per second: whole and grouped from 10 up, else to two
 * significant digits; the word is singular only for a rate shown as "1".
 * 54428.4 → "54,428 URLs/s", 4.76 → "4.8 URLs/s", 1 → "1 URL/s".
 */
export function perSecond(n: number, word: string): string {
  const shown = n >= 10 ? grouped(n) : String(Number(n.toPrecision(2)));
  return `${shown} ${word}${shown === "1" ? "" : "s"}/s`;
}

function rates(stats: BatchStats, seconds: number): string {
  const mb = stats.bytes / 1e6;
  if (seconds <= 0) return `${mb.toFixed(2)} MB`;
  return `${mb.toFixed(2)} MB in ${seconds.toFixed(2)} s: ` +
    `${perSecond(stats.count / seconds, "URL")}, ` +
    `${(mb / seconds).toFixed(2)} MB/s`;
}

/**
 * The summary written to standard error at the end of a batch:
 *
 * ```text
 * 11,430 URLs: 24 failures, 30 with validation errors
 * validation errors by name:
 *   invalid-URL-unit                          6
 *   missing-scheme-non-relative-URL          24
 * read 0.71 MB in 0.21 s: 54,428 URLs/s, 3.38 MB/s
 * ```
 */
export function renderSummary(
  stats: BatchStats,
  seconds: number,
  style: Style,
): string[] {
  const failures = plural(stats.failures, "failure");
  const lines = [
    `${plural(stats.count, "URL")}: ${
      stats.failures > 0 ? style.red(failures) : failures
    }, ${grouped(stats.withErrors)} with validation errors`,
  ];
  if (stats.byName.size > 0) {
    lines.push("validation errors by name:");
    const names = [...stats.byName.keys()].sort();
    const width = Math.max(...names.map((name) => name.length));
    const counts = names.map((name) => grouped(stats.byName.get(name)!));
    const countWidth = Math.max(...counts.map((c) => c.length));
    names.forEach((name, i) => {
      lines.push(
        `  ${style.yellow(name.padEnd(width))}  ${
          counts[i].padStart(countWidth)
        }`,
      );
    });
  }
  lines.push(style.dim(`read ${rates(stats, seconds)}`));
  return lines;
}

/** The progress line: what has been read so far and how fast. */
export function renderProgress(stats: BatchStats, seconds: number): string {
  return `${plural(stats.count, "URL")}, ${rates(stats, seconds)}`;
}
