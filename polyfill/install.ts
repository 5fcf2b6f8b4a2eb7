/**
 * `installURL()`: installs urlstd's `URL` and `URLSearchParams` (with the
 * full UTS #46 IDNA) on `globalThis` or another object, where they are
 * missing or fail the conformance probe, and `@urlstd/url/pattern`'s
 * `URLPattern` where it is missing. Importing this module installs nothing;
 * `@urlstd/url/polyfill` is the entry that installs at import.
 *
 * `URLPattern` needs the `v` flag of regular expressions (every pattern
 * compiles to one). On an engine without it (Hermes up to at least 0.12, the
 * React Native engine) `URLPattern` is not installed, not even with `force`,
 * and the result lists it in `skipped`: a class that threw on every pattern
 * would be worse than none, which code can detect. `URL` and
 * `URLSearchParams` are installed there as everywhere.
 *
 * @example Install on an object of your own
 * ```ts
 * import { installURL } from "@urlstd/url/polyfill/install";
 * import { URL } from "@urlstd/url";
 * import { URLPattern } from "@urlstd/url/pattern";
 * import assert from "node:assert/strict";
 *
 * const target: { URL?: unknown; URLPattern?: unknown } = {};
 * const result = installURL({ target });
 * assert.deepEqual(result.installed, ["URL", "URLSearchParams", "URLPattern"]);
 * assert.deepEqual(result.skipped, []); // this engine has the `v` flag
 * assert.equal(target.URL, URL);
 * assert.equal(target.URLPattern, URLPattern);
 * ```
 *
 * @module
 */

import * as interfaces from "./_interfaces.ts";
import {
  installInterfaces,
  type InstallOptions,
  type InstallResult,
} from "./_install.ts";

export type { InstallOptions, InstallResult };

/**
 * Installs `URL` and `URLSearchParams` on the target (default `globalThis`)
 * when either is missing or the pair fails the conformance probe
 * (`@urlstd/url/polyfill/probe`), or always with `force`; and `URLPattern`
 * when it is missing, or always with `force`, on an engine whose `RegExp`
 * has the `v` flag (elsewhere it is listed in `skipped`). They are defined
 * as Web IDL defines interface objects on the global: writable,
 * configurable, not enumerable. Static properties the replaced `URL` has and
 * the standard does not define (a host's `createObjectURL` and
 * `revokeObjectURL`) are copied onto the installed class itself (the one
 * `@urlstd/url` exports), so that `URL.createObjectURL()` keeps working.
 *
 * @param options `force`, and the `target` object.
 * @returns What was installed, what the replaced pair failed, which
 * statics were kept, and what the engine could not take.
 *
 * @example A conforming URL is left in place
 * ```ts
 * import { installURL } from "@urlstd/url/polyfill/install";
 * import { URL, URLSearchParams } from "@urlstd/url";
 * import { URLPattern } from "@urlstd/url/pattern";
 * import assert from "node:assert/strict";
 *
 * // A target whose URL already conforms (here, ours) keeps it...
 * const target = { URL, URLSearchParams, URLPattern };
 * assert.deepEqual(installURL({ target }).installed, []);
 *
 * // ...and one whose URL fails a check gets ours.
 * class BrokenURL {
 *   constructor(readonly href: string) {}
 * }
 * const broken: Record<string, unknown> = {
 *   URL: BrokenURL,
 *   URLSearchParams,
 *   URLPattern,
 * };
 * const result = installURL({ target: broken });
 * assert.deepEqual(result.installed, ["URL"]);
 * assert.ok(result.failedChecks.includes("parse-and-serialize"));
 * assert.equal(broken.URL, URL);
 * ```
 */
export function installURL(options: InstallOptions = {}): InstallResult {
  return installInterfaces(interfaces, options);
}
