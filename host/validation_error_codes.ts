/**
 * Validation errors inside the parsers: one small integer per error, each
 * behind a constant named after the spec's name for it, and the
 * {@linkcode Reporter} the parsers report them to.
 *
 * The state code reports codes, not names, and reaches every step that only
 * reports through the reporter object; only the entry points that take a
 * `ValidationErrorReporter` import the reporter
 * (`host/reporter.ts`, with the names), so a bundle that never reports (the
 * `URL` class) carries neither.
 *
 * Other folders import this file by name; it is not part of the `host`
 * subpath's API.
 *
 * @module
 */

// Each code is the index of its name in host/reporter.ts's table, in the
// order of the ValidationErrorName union (a test checks both). The URL
// parser's own errors follow, from 22 (parser/_validation_error_codes.ts).

/** `domain-to-ASCII` */
export const DOMAIN_TO_ASCII = 0;
/** `domain-percent-encoded` */
export const DOMAIN_PERCENT_ENCODED = 1;
/** `host-invalid-code-point` */
export const HOST_INVALID_CODE_POINT = 2;
/** `IPv4-empty-part` */
export const IPV4_EMPTY_PART = 3;
/** `IPv4-too-few-parts` */
export const IPV4_TOO_FEW_PARTS = 4;
/** `IPv4-too-many-parts` */
export const IPV4_TOO_MANY_PARTS = 5;
/** `IPv4-non-numeric-part` */
export const IPV4_NON_NUMERIC_PART = 6;
/** `IPv4-non-decimal-part` */
export const IPV4_NON_DECIMAL_PART = 7;
/** `IPv4-out-of-range-part` */
export const IPV4_OUT_OF_RANGE_PART = 8;
/** `IPv4-non-ASCII-input` (whatwg/url#925) */
export const IPV4_NON_ASCII_INPUT = 9;
/** `IPv6-unclosed` */
export const IPV6_UNCLOSED = 10;
/** `IPv6-invalid-compression` */
export const IPV6_INVALID_COMPRESSION = 11;
/** `IPv6-too-many-pieces` */
export const IPV6_TOO_MANY_PIECES = 12;
/** `IPv6-multiple-compression` */
export const IPV6_MULTIPLE_COMPRESSION = 13;
/** `IPv6-invalid-code-point` */
export const IPV6_INVALID_CODE_POINT = 14;
/** `IPv6-too-few-pieces` */
export const IPV6_TOO_FEW_PIECES = 15;
/** `IPv6-piece-leading-zero` */
export const IPV6_PIECE_LEADING_ZERO = 16;
/** `IPv4-in-IPv6-too-many-pieces` */
export const IPV4_IN_IPV6_TOO_MANY_PIECES = 17;
/** `IPv4-in-IPv6-invalid-code-point` */
export const IPV4_IN_IPV6_INVALID_CODE_POINT = 18;
/** `IPv4-in-IPv6-out-of-range-part` */
export const IPV4_IN_IPV6_OUT_OF_RANGE_PART = 19;
/** `IPv4-in-IPv6-too-few-parts` */
export const IPV4_IN_IPV6_TOO_FEW_PARTS = 20;
/** `invalid-URL-unit` */
export const INVALID_URL_UNIT = 21;
/** One of the codes above, or of the URL parser's that follow them. */
export type ValidationErrorCode = number;

/**
 * What the host parser and the URL parser report validation errors to when
 * a caller asked for them (`undefined` otherwise): the reporting entry points
 * make one from a `ValidationErrorReporter`. Besides the errors
 * themselves it does the steps that exist only to report, so the parsers
 * without a reporter neither run nor import them.
 */
export interface Reporter {
  /** Reports the error `code` at `position`, an index into the input. */
  error(code: ValidationErrorCode, position: number): void;
  /** A reporter for the substring of the input that starts at `offset`. */
  at(offset: number): Reporter;
  /** A reporter that reports every error at this one's position 0. */
  atZero(): Reporter;
  /**
   * Reports `invalid-URL-unit` at each code point of `input[start, end)`
   * that is neither a URL code point nor "%", and at each "%" not followed
   * by two ASCII hex digits.
   */
  invalidURLUnits(input: string, start: number, end: number): void;
  /**
   * Steps 2-3 of the opaque-host parser: `invalid-URL-unit` at the first
   * code point that is neither a URL code point nor "%", and at the first
   * "%" not followed by two ASCII hex digits.
   */
  opaqueHostInvalidURLUnits(input: string): void;
  /**
   * Step 4 of the host parser: `domain-percent-encoded` at the first
   * percent-encoded byte of `input`, if it has one.
   */
  domainPercentEncoded(input: string): void;
  /**
   * The host parser's step before the IPv4 parser (whatwg/url#925):
   * `IPv4-non-ASCII-input` at position 0 when the domain, `input`
   * percent-decoded and UTF-8 decoded, is not ASCII.
   */
  ipv4NonASCIIInput(input: string): void;
}
