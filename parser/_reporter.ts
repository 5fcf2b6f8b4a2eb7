// Private: the reporter of the basic URL parser's entry points that take a
// ValidationErrorReporter: the host's NamedReporter, and steps 1-2's
// validation errors with the position map they need.

import {
  HOST_VALIDATION_ERROR_NAMES,
  NamedReporter,
} from "../host/reporter.ts";
import {
  INVALID_URL_UNIT,
  type Reporter,
} from "../host/validation_error_codes.ts";
import type {
  ValidationErrorName,
  ValidationErrorReporter,
} from "../host/validation_error.ts";
import { isAsciiTabOrNewline } from "./_code_point_classes.ts";
import type { InputReporter } from "./_parser_run.ts";

/**
 * The spec's names of the URL parser's own validation error codes (the
 * constants of `_validation_error_codes.ts`), from code 22 on.
 *
 * @see {@link https://url.spec.whatwg.org/#validation-error}
 */
export const URL_PARSER_VALIDATION_ERROR_NAMES = [
  "special-scheme-missing-following-solidus",
  "missing-scheme-non-relative-URL",
  "invalid-reverse-solidus",
  "invalid-credentials",
  "host-missing",
  "port-out-of-range",
  "port-invalid",
  "file-invalid-Windows-drive-letter",
  "file-invalid-Windows-drive-letter-host",
] as const satisfies readonly ValidationErrorName[];

const HOST_NAMES: readonly ValidationErrorName[] = HOST_VALIDATION_ERROR_NAMES;

/**
 * The name of each validation error code, indexed by code: the host
 * parser's, then the URL parser's.
 */
export const VALIDATION_ERROR_NAMES: readonly ValidationErrorName[] =
  /* @__PURE__ */ HOST_NAMES.concat(URL_PARSER_VALIDATION_ERROR_NAMES);

/** The reporter of a run of the basic URL parser on its input as given. */
export class URLParserReporter extends NamedReporter implements InputReporter {
  readonly #report: ValidationErrorReporter;

  constructor(report: ValidationErrorReporter) {
    super(report, VALIDATION_ERROR_NAMES);
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
    }, VALIDATION_ERROR_NAMES);
  }
}
