// Private: the CLI's text renderings — the components table, the diagram of
// component boundaries, validation errors with carets, and the setters'
// trace.

import type { URLRecord } from "../parser/url_record.ts";
import {
  type Analysis,
  components,
  type FoundError,
  hostInfo,
} from "./_analyze.ts";
import { displayLine } from "./_display.ts";
import { segments } from "./segments.ts";
import type { SiteInfo } from "./_analyze.ts";
import type { Style } from "./_style.ts";
import { grouped } from "./_summary.ts";

/**
 * The table of every component, the host type, its Unicode form and, for
 * a domain when `site` is given, its public suffix and registrable domain.
 */
export function renderTable(
  record: URLRecord,
  style: Style,
  site?: SiteInfo,
): string[] {
  const c = components(record);
  const { kind, unicode } = hostInfo(record);
  const rows: [string, string][] = [
    ["href", c.href],
    ["origin", c.origin],
    ["protocol", c.protocol],
    ["username", c.username],
    ["password", c.password],
    ["host", c.host],
    ["hostname", c.hostname],
    ["host type", kind ?? style.dim("none (no host)")],
  ];
  if (unicode !== null) rows.push(["Unicode host", unicode]);
  if (site !== undefined && kind === "domain") {
    rows.push(
      ["public suffix", site.publicSuffix ?? ""],
      ["registrable domain", site.registrableDomain ?? style.dim("none")],
    );
  }
  rows.push(
    ["port", c.port],
    ["pathname", c.pathname],
    ["search", c.search],
    ["hash", c.hash],
  );
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) =>
    value === ""
      ? style.dim(label)
      : style.dim(label.padEnd(width)) + "  " + value
  );
}

/**
 * The href with the start of each component marked under it and a labelled
 * leg to each mark giving the component's offsets, [start, end) in UTF-16
 * code units (the href is ASCII, so also bytes).
 */
export function renderDiagram(record: URLRecord, style: Style): string[] {
  const href = components(record).href;
  const parts = segments(record);
  const columns = parts.map((part) => part.start);
  const labelColumn = href.length + 3;
  const marks = (upTo: number): string[] => {
    const row = new Array<string>(labelColumn).fill(" ");
    for (let j = 0; j < upTo; j++) row[columns[j]] = "|";
    return row;
  };
  const lines = [href, style.dim(marks(parts.length).join("").trimEnd())];
  const nameWidth = Math.max(...parts.map((part) => part.name.length));
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i];
    const row = marks(i);
    const column = columns[i];
    row[column] = columns.indexOf(column) < i ? "|" : "`";
    for (let k = column + 1; k < labelColumn - 1; k++) row[k] = "-";
    const offsets = `[${part.start}, ${part.end})`;
    const empty = part.start === part.end ? "  " + style.dim("(empty)") : "";
    lines.push(
      style.dim(row.join("")) + style.cyan(part.name.padEnd(nameWidth)) +
        "  " + offsets + empty,
    );
  }
  return lines;
}

/** The most caret lines shown under one input; a line counts the rest. */
export const MAX_CARET_LINES = 10;

/**
 * The longest input (in UTF-16 code units) shown whole above its carets;
 * a longer one is shown as a window around each caret instead.
 */
export const MAX_WHOLE_INPUT = 160;

/** Code units of context shown on each side of a caret in a window. */
export const WINDOW_CONTEXT = 32;

/**
 * The input with a caret under each validation error's position, one error
 * a line, in order of position. An input up to {@linkcode MAX_WHOLE_INPUT}
 * code units is shown whole on one line, the carets under it; a longer one
 * is shown, for each error, as a window of {@linkcode WINDOW_CONTEXT} code
 * units on each side of the caret (`…` where it is cut) with the caret
 * line under it, so that what one error prints does not grow with the
 * input. After {@linkcode MAX_CARET_LINES} errors one line says how many
 * are not shown (`total` counts them all: the errors passed may be only
 * the first of them).
 */
export function renderErrors(
  input: string,
  errors: readonly FoundError[],
  style: Style,
  indent = "",
  total: number = errors.length,
): string[] {
  const sorted = [...errors].sort((a, b) => a.position - b.position);
  const shown = sorted.slice(0, MAX_CARET_LINES);
  const caret = (column: number, error: FoundError, suffix = "") =>
    indent + " ".repeat(column) + style.red("^") + " " +
    style.yellow(error.name) + suffix;
  const clamp = (position: number) =>
    Math.min(Math.max(position, 0), input.length);
  const lines: string[] = [];
  if (input.length <= MAX_WHOLE_INPUT) {
    const line = displayLine(input);
    lines.push(indent + line.text);
    for (const error of shown) {
      lines.push(caret(line.columns[clamp(error.position)], error));
    }
  } else {
    for (const error of shown) {
      const position = clamp(error.position);
      const { text, column } = inputWindow(input, position);
      lines.push(
        indent + text,
        caret(column, error, style.dim(` at ${position}`)),
      );
    }
  }
  const rest = total - shown.length;
  if (rest > 0) {
    lines.push(
      indent + style.dim(
        `… and ${grouped(rest)} more validation error${
          rest === 1 ? "" : "s"
        } not shown`,
      ),
    );
  }
  return lines;
}

/**
 * The part of `input` around `position` as one display line (`…` where it
 * is cut, never inside a surrogate pair), and the column of `position`.
 */
export function inputWindow(
  input: string,
  position: number,
): { text: string; column: number } {
  let start = Math.max(0, position - WINDOW_CONTEXT);
  let end = Math.min(input.length, position + WINDOW_CONTEXT);
  if (start > 0 && isLowSurrogate(input.charCodeAt(start))) start--;
  if (end < input.length && isLowSurrogate(input.charCodeAt(end))) end++;
  const before = start > 0 ? "…" : "";
  const after = end < input.length ? "…" : "";
  const line = displayLine(input.slice(start, end));
  return {
    text: before + line.text + after,
    column: before.length + line.columns[position - start],
  };
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** "1 validation error", "2 validation errors", "30,000 validation errors". */
export function countErrors(count: number): string {
  return `${grouped(count)} validation error${count === 1 ? "" : "s"}`;
}

/** The href before the setters and after each, marking those that did nothing. */
export function renderSetters(analysis: Analysis, style: Style): string[] {
  const rows: [string, string][] = [["parsed", analysis.parsedHref ?? ""]];
  for (const step of analysis.setters) {
    const label = `set ${step.component} = ${JSON.stringify(step.value)}`;
    const result = step.error !== null
      ? style.red(step.error)
      : step.href + (step.changed ? "" : "  " + style.dim("(no change)"));
    rows.push([label, result]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) =>
    style.dim(label.padEnd(width)) + "  " + value
  );
}
