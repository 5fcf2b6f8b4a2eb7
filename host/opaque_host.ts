/**
 * The opaque-host parser: hosts of URLs whose scheme is not special.
 *
 * @module
 */

import { parseOpaqueHostInternal } from "./_opaque_host.ts";
import { reporterFor } from "./reporter.ts";
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
  return parseOpaqueHostInternal(input, reporterFor(report));
}
