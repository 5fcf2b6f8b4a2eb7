// Private: one URL's text report, as single mode prints it and batch mode
// prints it for each URL.

import type { Analysis } from "./_analyze.ts";
import {
  countErrors,
  renderDiagram,
  renderErrors,
  renderSetters,
  renderTable,
} from "./_render.ts";
import type { Style } from "./_style.ts";
import { renderOps } from "./_ops.ts";
import type { URLRecord } from "../parser/url_record.ts";
import { validURLStringProblems } from "../parser/valid_url_string.ts";

/** Which sections to show. */
export interface TextModes {
  readonly table: boolean;
  readonly diagram: boolean;
  readonly validate: boolean;
}

/**
 * The sections for one URL, blank-line separated: the setters' trace; the
 * diagram and/or the table; the input with a caret under each validation
 * error; and a closing status line (failure, the error count, or "No
 * validation errors" with --validate). With --validate, a line also says
 * whether the input is a valid URL string (against `base`) or where it
 * stops being one.
 */
export function renderAnalysis(
  analysis: Analysis,
  modes: TextModes,
  style: Style,
  base: URLRecord | null = null,
): string[] {
  const sections: string[][] = [];
  if (analysis.setters.length > 0) {
    sections.push(renderSetters(analysis, style));
  }
  const record = analysis.record;
  if (record !== null) {
    if (modes.diagram) sections.push(renderDiagram(record, style));
    if (modes.table) {
      sections.push(renderTable(record, style, analysis.site));
    }
    if (analysis.ops !== undefined) {
      sections.push(renderOps(analysis.ops, style));
    }
  }
  const errors = analysis.errors;
  // A failed href setter has already said so in the setters' trace.
  const parseFailure = analysis.failure !== null &&
    analysis.setters.length === 0;
  const status = parseFailure
    ? style.red(analysis.failure!)
    : errors.length > 0
    ? countErrors(analysis.errorCount)
    : modes.validate && analysis.failure === null
    ? style.green("No validation errors")
    : null;
  const grammar = modes.validate
    ? grammarLine(analysis.input, base, style)
    : null;
  if (errors.length > 0 || parseFailure) {
    const report = renderErrors(
      analysis.input,
      errors,
      style,
      "",
      analysis.errorCount,
    );
    // The status stays last: batch mode drops it.
    if (grammar !== null) report.push(grammar);
    if (status !== null) report.push(status);
    sections.push(report);
  } else if (status !== null) {
    sections.push(grammar === null ? [status] : [status, grammar]);
  }
  const lines: string[] = [];
  for (const section of sections) {
    if (lines.length > 0) lines.push("");
    lines.push(...section);
  }
  return lines;
}

/** Whether the input is a valid URL string, or where it stops being one. */
function grammarLine(
  input: string,
  base: URLRecord | null,
  style: Style,
): string {
  const problem = validURLStringProblems(input, base ?? undefined)[0];
  if (problem === undefined) return style.green("Valid URL string");
  return style.red(
    `Not a valid URL string from position ${problem.position} ` +
      `(${problem.production})`,
  );
}
