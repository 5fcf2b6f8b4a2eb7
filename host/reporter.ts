/**
 * The validation error reporter of the entry points that take a
 * `ValidationErrorReporter`: the spec's name of each error code, and the
 * steps of the parsers that exist only to report. Nothing else imports it,
 * so a bundle without those entry points (the `URL` class) carries none of
 * it.
 *
 * Other folders import this file by name; it is not part of the `host`
 * subpath's API.
 *
 * @module
 */

import { isHexDigit } from "../percent/_hex.ts";
import { utf8PercentDecode } from "../percent/decode.ts";
import { isAscii } from "./ascii.ts";
import { codePointWithin, isURLCodePoint } from "./_code_points.ts";
import type {
  ValidationErrorName,
  ValidationErrorReporter,
} from "./validation_error.ts";
import {
  DOMAIN_PERCENT_ENCODED,
  INVALID_URL_UNIT,
  IPV4_NON_ASCII_INPUT,
  type Reporter,
  type ValidationErrorCode,
} from "./validation_error_codes.ts";

/**
 * The spec's name of each of the host parser's validation error codes (the
 * constants of `validation_error_codes.ts`), indexed by code; the URL
 * parser's table continues it.
 *
 * @see {@link https://url.spec.whatwg.org/#validation-error}
 */
export const HOST_VALIDATION_ERROR_NAMES = [
  "domain-to-ASCII",
  "domain-percent-encoded",
  "host-invalid-code-point",
  "IPv4-empty-part",
  "IPv4-too-few-parts",
  "IPv4-too-many-parts",
  "IPv4-non-numeric-part",
  "IPv4-non-decimal-part",
  "IPv4-out-of-range-part",
  "IPv4-non-ASCII-input",
  "IPv6-unclosed",
  "IPv6-invalid-compression",
  "IPv6-too-many-pieces",
  "IPv6-multiple-compression",
  "IPv6-invalid-code-point",
  "IPv6-too-few-pieces",
  "IPv6-piece-leading-zero",
  "IPv4-in-IPv6-too-many-pieces",
  "IPv4-in-IPv6-invalid-code-point",
  "IPv4-in-IPv6-out-of-range-part",
  "IPv4-in-IPv6-too-few-parts",
  "invalid-URL-unit",
] as const satisfies readonly ValidationErrorName[];

/**
 * A {@linkcode Reporter} that hands each error to a
 * `ValidationErrorReporter` by its spec name (`names[code]`), at its
 * position plus the offset of the substring it reports for.
 */
export class NamedReporter implements Reporter {
  readonly #report: ValidationErrorReporter;
  readonly #names: readonly ValidationErrorName[];
  readonly #offset: number;

  constructor(
    report: ValidationErrorReporter,
    names: readonly ValidationErrorName[] = HOST_VALIDATION_ERROR_NAMES,
    offset = 0,
  ) {
    this.#report = report;
    this.#names = names;
    this.#offset = offset;
  }

  error(code: ValidationErrorCode, position: number): void {
    this.#report(this.#names[code], position + this.#offset);
  }

  at(offset: number): Reporter {
    return offset === 0
      ? this
      : new NamedReporter(this.#report, this.#names, this.#offset + offset);
  }

  atZero(): Reporter {
    const report = this.#report;
    const at = this.#offset;
    return new NamedReporter((name) => report(name, at), this.#names);
  }

  /** @see {@link https://url.spec.whatwg.org/#invalid-url-unit} */
  invalidURLUnits(input: string, start: number, end: number): void {
    forEachInvalidURLUnit(
      input,
      start,
      end,
      (at) => this.error(INVALID_URL_UNIT, at),
    );
  }

  /** @see {@link https://url.spec.whatwg.org/#concept-opaque-host-parser} */
  opaqueHostInvalidURLUnits(input: string): void {
    // "If input contains": the first of each kind only.
    let unitAt = -1;
    let percentAt = -1;
    forEachInvalidURLUnit(input, 0, input.length, (at) => {
      if (input.charCodeAt(at) !== 0x25) {
        if (unitAt < 0) unitAt = at;
      } else if (percentAt < 0) {
        percentAt = at;
      }
    });
    if (unitAt >= 0) this.error(INVALID_URL_UNIT, unitAt);
    if (percentAt >= 0) this.error(INVALID_URL_UNIT, percentAt);
  }

  /** @see {@link https://url.spec.whatwg.org/#concept-host-parser} */
  domainPercentEncoded(input: string): void {
    let i = input.indexOf("%");
    while (i !== -1) {
      if (
        i + 2 < input.length && isHexDigit(input.charCodeAt(i + 1)) &&
        isHexDigit(input.charCodeAt(i + 2))
      ) {
        this.error(DOMAIN_PERCENT_ENCODED, i);
        return;
      }
      i = input.indexOf("%", i + 1);
    }
  }

  /**
   * @see {@link https://github.com/whatwg/url/pull/925}, as whatwg-url
   * reports it ({@link https://github.com/jsdom/whatwg-url/pull/335})
   */
  ipv4NonASCIIInput(input: string): void {
    // "If domain is not an ASCII string": domain is input percent-decoded
    // and UTF-8 decoded, so a percent-encoded byte above 0x7F makes it
    // non-ASCII as a code point above U+007F does.
    if (!isAscii(utf8PercentDecode(input))) {
      this.error(IPV4_NON_ASCII_INPUT, 0);
    }
  }
}

/** A {@linkcode NamedReporter} for `report`, `undefined` without one. */
export function reporterFor(
  report: ValidationErrorReporter | undefined,
): Reporter | undefined {
  return report === undefined ? undefined : new NamedReporter(report);
}

/**
 * Calls `found` with the index of each code point of `input[start, end)`
 * that is neither a URL code point nor "%", and of each "%" not followed by
 * two ASCII hex digits (read in the rest of `input`, past `end` too: the
 * spec's "remaining").
 *
 * @see {@link https://url.spec.whatwg.org/#invalid-url-unit}
 */
function forEachInvalidURLUnit(
  input: string,
  start: number,
  end: number,
  found: (at: number) => void,
): void {
  for (let i = start; i < end; i++) {
    const cp = codePointWithin(input, i, end);
    if (cp === 0x25) {
      if (
        i + 2 >= input.length || !isHexDigit(input.charCodeAt(i + 1)) ||
        !isHexDigit(input.charCodeAt(i + 2))
      ) {
        found(i);
      }
      continue;
    }
    if (!isURLCodePoint(cp)) found(i);
    if (cp > 0xffff) i++;
  }
}
