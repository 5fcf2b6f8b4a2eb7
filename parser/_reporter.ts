// Private: the reporter of the basic URL parser's entry points that take a
// ValidationErrorReporter: the host's NamedReporter, and steps 1-2's
// validation errors with the position map they need.

import { NamedReporter } from "../host/reporter.ts";
import {
  INVALID_URL_UNIT,
  type Reporter,
} from "../host/validation_error_codes.ts";
import type { ValidationErrorReporter } from "../host/validation_error.ts";
import { isAsciiTabOrNewline } from "./_code_point_classes.ts";
import type { InputReporter } from "./_parser_run.ts";

/** The reporter of a run of the basic URL parser on its input as given. */
export class URLParserReporter extends NamedReporter implements InputReporter {
  readonly #report: ValidationErrorReporter;

  constructor(report: ValidationErrorReporter) {
    super(report);
    this.#report = report;
  }

  /** @see {@link https://url.spec.whatwg.org/#concept-basic-url-parser} */
  stripped(input: string, start: number, end: number): Reporter {
    if (start > 0 || end < input.length) {
      this.error(INVALID_URL_UNIT, start > 0 ? 0 : end);
    }
    // Positions in the cleaned input where code units were removed before
    // them.
    const removedAt: number[] = [];
    for (let i = start; i < end; i++) {
      if (!isAsciiTabOrNewline(input.charCodeAt(i))) continue;
      if (removedAt.length === 0) this.error(INVALID_URL_UNIT, i);
      removedAt.push(i - start - removedAt.length);
    }
    if (removedAt.length === 0) return this.at(start);
    const report = this.#report;
    return new NamedReporter((name, position) => {
      let shift = 0;
      while (shift < removedAt.length && removedAt[shift] <= position) shift++;
      report(name, position + start + shift);
    });
  }
}
