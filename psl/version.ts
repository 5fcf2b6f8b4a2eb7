/**
 * The version of the Public Suffix List in use.
 *
 * @module
 */

/**
 * The Public Suffix List in use: the list as the `tldts` package of this
 * version ships it (tldts publishes a release for each list update).
 * `psl/version_test.ts` checks it against the installed package.
 *
 * @example
 * ```ts
 * import { PSL_VERSION } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 * assert.match(PSL_VERSION, /^tldts@\d+\.\d+\.\d+$/);
 * ```
 */
export const PSL_VERSION = "tldts@7.6.0";
