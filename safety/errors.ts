/**
 * The error the fetch functions raise when a check refuses.
 *
 * @module
 */

import type { RefusalReason } from "./check.ts";

/**
 * A refusal by a check: a `TypeError` (what `fetch` raises for a network
 * error) with the reason code and the URL refused.
 *
 * @example
 * ```ts
 * import { SafetyError } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const error = new SafetyError("address", "http://127.0.0.1/");
 * assert.ok(error instanceof TypeError);
 * assert.equal(error.code, "ERR_URL_REFUSED");
 * assert.equal(error.message, 'Refused (address): "http://127.0.0.1/"');
 * ```
 */
export class SafetyError extends TypeError {
  /** Why the check refused. */
  readonly reason: RefusalReason;
  /** The URL (or, for an address check, the name and address) refused. */
  readonly url: string;
  /** `"ERR_URL_REFUSED"`. */
  readonly code: "ERR_URL_REFUSED" = "ERR_URL_REFUSED";

  /**
   * Makes the error.
   *
   * @param reason Why the check refused.
   * @param url The URL refused (shown in the message, capped in length).
   */
  constructor(reason: RefusalReason, url: string) {
    const shown = url.length > 200 ? url.slice(0, 200) + "…" : url;
    super(`Refused (${reason}): ${JSON.stringify(shown)}`);
    this.name = "SafetyError";
    this.reason = reason;
    this.url = url;
  }
}
