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
import type { Style } from "./_style.ts";
import { grouped } from "./_summary.ts";

/** The table of every component, the host's kind and its Unicode form. */
export function renderTable(record: URLRecord, style: Style): string[] {
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
    ["host kind", kind ?? style.dim("none (no host)")],
  ];
  if (unicode !== null) rows.push(["Unicode host", unicode]);
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

/** A component's place in the href: [start, end). */
export interface Segment {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Where each component lies in the href. Credentials appear only when not
 * empty; every other component that is not null appears, even empty.
 */
export function segments(record: URLRecord): Segment[] {
  const result: Segment[] = [];
  const add = (name: string, start: number, length: number) => {
    result.push({ name, start, end: start + length });
    return start + length;
  };
  let pos = add("protocol", 0, record.scheme.length + 1);
  if (record.host !== null) {
    pos += 2; // "//"
    const { username, password } = record;
    if (username !== "" || password !== "") {
      if (username !== "") pos = add("username", pos, username.length);
      if (password !== "") pos = add("password", pos + 1, password.length);
      pos += 1; // "@"
    }
    pos = add("hostname", pos, record.host.length);
    if (record.port !== null) {
      pos = add("port", pos + 1, String(record.port).length);
    }
  } else if (
    !record.opaquePath && record.serializedPath.startsWith("//")
  ) {
    pos += 2; // the serializer's "/." before a path that starts with "//"
  }
  pos = add("pathname", pos, record.serializedPath.length);
  if (record.query !== null) pos = add("search", pos, record.query.length + 1);
  if (record.fragment !== null) add("hash", pos, record.fragment.length + 1);
  return result;
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
 * The input on one line with a caret under each validation error's
 * position, one error a line, in order of position. After
 * {@linkcode MAX_CARET_LINES} errors one line says how many are not shown,
 * so that the output stays linear in the input however many errors it has.
 */
export function renderErrors(
  input: string,
  errors: readonly FoundError[],
  style: Style,
  indent = "",
): string[] {
  const line = displayLine(input);
  const lines = [indent + line.text];
  const sorted = [...errors].sort((a, b) => a.position - b.position);
  const shown = Math.min(sorted.length, MAX_CARET_LINES);
  for (let i = 0; i < shown; i++) {
    const error = sorted[i];
    const position = Math.min(Math.max(error.position, 0), input.length);
    lines.push(
      indent + " ".repeat(line.columns[position]) + style.red("^") + " " +
        style.yellow(error.name),
    );
  }
  const rest = sorted.length - shown;
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
