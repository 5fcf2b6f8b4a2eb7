// Private: steps 1 and 2 of the basic URL parser.

import { TAB_OR_NEWLINE } from "./_code_point_classes.ts";
import type { InputReporter, ParserRun } from "./_parser_run.ts";

/** An ASCII tab or newline. */
const TAB_OR_NEWLINE_SCAN: RegExp = /* @__PURE__ */ new RegExp(
  TAB_OR_NEWLINE,
  "g",
);

/**
 * `input` without its ASCII tabs and newlines: step 2 of the basic URL
 * parser, which the setters that splice without running it take too. The
 * regular expression engine scans faster than a charCodeAt loop.
 */
export function removeTabOrNewline(input: string): string {
  TAB_OR_NEWLINE_SCAN.lastIndex = 0;
  return TAB_OR_NEWLINE_SCAN.test(input)
    ? input.replace(TAB_OR_NEWLINE_SCAN, "")
    : input;
}

/** Whether the code unit is a C0 control or space. */
function isC0ControlOrSpace(c: number): boolean {
  return c <= 0x20;
}

/**
 * Step 1 and 2 of the basic URL parser: strips leading and trailing C0
 * control or space (for a new URL) and removes ASCII tab or newline. Sets
 * the cleaned input and, with a reporter, the reporter for positions in it.
 */
export function preprocess(
  p: ParserRun,
  input: string,
  trim: boolean,
  report: InputReporter | undefined,
): void {
  let start = 0;
  let end = input.length;
  if (trim) {
    while (start < end && isC0ControlOrSpace(input.charCodeAt(start))) start++;
    while (end > start && isC0ControlOrSpace(input.charCodeAt(end - 1))) end--;
  }
  p.report = report && report.stripped(input, start, end);
  const cleaned = removeTabOrNewline(
    start === 0 && end === input.length ? input : input.slice(start, end),
  );
  p.input = cleaned;
  p.length = cleaned.length;
}
