/**
 * The opaque-host parser: hosts of URLs whose scheme is not special.
 *
 * @module
 */

import { C0_CONTROL_PERCENT_ENCODE_SET } from "../percent/encode_sets.ts";
import { encodeRange } from "../percent/encode_range.ts";
import { CODE_POINT_FLAGS, FORBIDDEN_HOST } from "./_code_points.ts";
import { reportInvalidURLUnits } from "./invalid_url_units.ts";
import type { ValidationErrorReporter } from "./validation_error.ts";

/**
 * Parses an opaque host: fails on a forbidden host code point, otherwise
 * UTF-8 percent-encodes the C0 controls and every code point above U+007E.
 *
 * Validation errors are reported at the code unit index of the first
 * offending code point: `host-invalid-code-point` (then failure), and at
 * most one `invalid-URL-unit` for a code point that is not a URL code point
 * and one for a `%` not followed by two ASCII hex digits, as the spec's
 * "if input contains" steps say.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-opaque-host-parser}
 * @param input A scalar value string (lone surrogates are encoded as U+FFFD).
 * @param report Receives validation errors; omit it for speed.
 * @returns The opaque host (the empty string for empty input), or `null` on
 * failure.
 *
 * @example Case is kept, non-ASCII is percent-encoded
 * ```ts
 * import { parseOpaqueHost } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(parseOpaqueHost("EXAMPLE.com"), "EXAMPLE.com");
 * assert.equal(parseOpaqueHost("faß.example"), "fa%C3%9F.example");
 * assert.equal(parseOpaqueHost("exa[mple.org"), null);
 * ```
 *
 * @example Collecting validation errors
 * ```ts
 * import { parseOpaqueHost } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * const errors: string[] = [];
 * parseOpaqueHost("a%zz`b", (name, at) => errors.push(`${name}@${at}`));
 * assert.deepEqual(errors, ["invalid-URL-unit@4", "invalid-URL-unit@1"]);
 * ```
 */
export function parseOpaqueHost(
  input: string,
  report?: ValidationErrorReporter,
): string | null {
  const length = input.length;
  // Step 1.
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80 && (CODE_POINT_FLAGS[c] & FORBIDDEN_HOST) !== 0) {
      if (report) report("host-invalid-code-point", i);
      return null;
    }
  }
  // Steps 2-3: "if input contains", so the first of each kind only.
  if (report) {
    let unitAt = -1;
    let percentAt = -1;
    reportInvalidURLUnits(input, 0, length, (_name, at) => {
      if (input.charCodeAt(at) !== 0x25) {
        if (unitAt < 0) unitAt = at;
      } else if (percentAt < 0) {
        percentAt = at;
      }
    });
    if (unitAt >= 0) report("invalid-URL-unit", unitAt);
    if (percentAt >= 0) report("invalid-URL-unit", percentAt);
  }
  // Step 4.
  return encodeRange(input, 0, length, C0_CONTROL_PERCENT_ENCODE_SET, false);
}
