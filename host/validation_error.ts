/**
 * Validation errors: the URL Standard's names for input that parses but is
 * not valid, or that fails to parse.
 *
 * @module
 */

/**
 * The name of a validation error, exactly as the URL Standard spells it.
 *
 * @see {@link https://url.spec.whatwg.org/#validation-error}
 */
export type ValidationErrorName =
  // IDNA
  | "domain-to-ASCII"
  // Host parsing
  | "domain-percent-encoded"
  | "host-invalid-code-point"
  | "IPv4-empty-part"
  | "IPv4-too-few-parts"
  | "IPv4-too-many-parts"
  | "IPv4-non-numeric-part"
  | "IPv4-non-decimal-part"
  | "IPv4-out-of-range-part"
  // The host parser reports it before the IPv4 parser's errors when domain
  // to ASCII made a domain that is not ASCII end in a number: whatwg/url#925
  // (https://github.com/whatwg/url/pull/925), as whatwg-url reports it
  // (https://github.com/jsdom/whatwg-url/pull/335).
  | "IPv4-non-ASCII-input"
  | "IPv6-unclosed"
  | "IPv6-invalid-compression"
  | "IPv6-too-many-pieces"
  | "IPv6-multiple-compression"
  | "IPv6-invalid-code-point"
  | "IPv6-too-few-pieces"
  | "IPv6-piece-leading-zero"
  | "IPv4-in-IPv6-too-many-pieces"
  | "IPv4-in-IPv6-invalid-code-point"
  | "IPv4-in-IPv6-out-of-range-part"
  | "IPv4-in-IPv6-too-few-parts"
  // URL parsing
  | "invalid-URL-unit"
  | "special-scheme-missing-following-solidus"
  | "missing-scheme-non-relative-URL"
  | "invalid-reverse-solidus"
  | "invalid-credentials"
  | "host-missing"
  | "port-out-of-range"
  | "port-invalid"
  | "file-invalid-Windows-drive-letter"
  | "file-invalid-Windows-drive-letter-host";

/**
 * Receives validation errors: the error's spec name and the position (a
 * UTF-16 code unit index) in the input where it was found. Passing no
 * reporter costs nothing.
 *
 * @example Collecting errors
 * ```ts
 * import type { ValidationErrorReporter } from "@urlstd/url/host";
 * const errors: string[] = [];
 * const report: ValidationErrorReporter = (name, position) => {
 *   errors.push(`${name}@${position}`);
 * };
 * report("IPv4-empty-part", 8);
 * ```
 */
export type ValidationErrorReporter = (
  name: ValidationErrorName,
  position: number,
) => void;
