// Private: the opaque-host parser with a Reporter, which the host parser
// calls and the public parseOpaqueHost() wraps.

import { C0_CONTROL_PERCENT_ENCODE_SET } from "../percent/encode_sets.ts";
import { encodeRange } from "../percent/_utf8.ts";
import { CODE_POINT_FLAGS, FORBIDDEN_HOST } from "./_code_points.ts";
import {
  HOST_INVALID_CODE_POINT,
  type Reporter,
} from "./validation_error_codes.ts";

/**
 * The opaque-host parser, reporting to `report`; see parseOpaqueHost().
 *
 * @see {@link https://url.spec.whatwg.org/#concept-opaque-host-parser}
 */
export function parseOpaqueHostInternal(
  input: string,
  report: Reporter | undefined,
): string | null {
  const length = input.length;
  // Step 1.
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80 && (CODE_POINT_FLAGS[c] & FORBIDDEN_HOST) !== 0) {
      if (report) report.error(HOST_INVALID_CODE_POINT, i);
      return null;
    }
  }
  // Steps 2-3.
  if (report) report.opaqueHostInvalidURLUnits(input);
  // Step 4.
  return encodeRange(input, 0, length, C0_CONTROL_PERCENT_ENCODE_SET, false);
}
