/**
 * `installURL()`: installs urlstd's `URL` and `URLSearchParams` (with the
 * full UTS #46 IDNA) on `globalThis` or another object, each where it is
 * missing or fails its checks of the conformance probe, `@urlstd/url/origin`'s
 * `Origin` where it is missing or fails its probe (so a browser's own stays),
 * and `@urlstd/url/pattern`'s `URLPattern` where it is missing. The lite
 * build's `installURL()` installs neither `Origin` (its Public Suffix List
 * alone outweighs lite) nor `URLPattern`. Importing this module installs nothing;
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
 * assert.deepEqual(result.installed, ["URL", "URLSearchParams", "Origin", "URLPattern"]);
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
  type Probes,
  REQUIREMENTS,
} from "./_install.ts";
import { type OriginLike, probeOrigin } from "./probe.ts";

/** `Origin`'s probe: a native `Origin` that fails it is replaced. */
const PROBES: Probes = {
  Origin: (cls) => probeOrigin(cls as OriginLike),
};

export type { InstallOptions, InstallResult };

/**
 * Installs `URL` and `URLSearchParams` on the target (default `globalThis`),
 * each when it is missing or fails its checks of the conformance probe
 * (`@urlstd/url/polyfill/probe`), or always with `force`; `Origin` when it
 * is missing or fails `probeOrigin()`, or always with `force`; and `URLPattern`
 * when it is missing, or always with `force`, on an engine whose `RegExp`
 * has the `v` flag (elsewhere it is listed in `skipped`). They are defined
 * as Web IDL defines interface objects on the global: writable,
 * configurable, not enumerable. Static properties the replaced `URL` has and
 * the standard does not define (a host's `createObjectURL` and
 * `revokeObjectURL`) are copied onto the installed class itself (the one
 * `@urlstd/url` exports), so that `URL.createObjectURL()` keeps working.
 *
 * @param options `force`, and the `target` object.
 * @returns What was installed, what the replaced interfaces failed, which
 * statics were kept, what the engine could not take, and what the target
 * would not let it define. It never throws.
 *
 * @example A conforming URL is left in place
 * ```ts
 * import { installURL } from "@urlstd/url/polyfill/install";
 * import { URL, URLSearchParams } from "@urlstd/url";
 * import { URLPattern } from "@urlstd/url/pattern";
 * import { Origin } from "@urlstd/url/origin";
 * import assert from "node:assert/strict";
 *
 * // A target whose URL already conforms (here, ours) keeps it...
 * const target = { URL, URLSearchParams, URLPattern, Origin };
 * assert.deepEqual(installURL({ target }).installed, []);
 *
 * class BrokenURL {
 *   constructor(readonly href: string) {}
 * }
 * const broken: Record<string, unknown> = {
 *   URL: BrokenURL,
 *   URLSearchParams,
 *   URLPattern,
 *   Origin,
 * };
 * // ...and one whose URL fails a check gets ours, beside its own
 * // URLSearchParams, which passes its checks.
 * const result = installURL({ target: broken });
 * assert.deepEqual(result.installed, ["URL"]);
 * assert.ok(result.failedChecks.includes("parse-and-serialize"));
 * assert.equal(broken.URL, URL);
 * ```
 */
export function installURL(options: InstallOptions = {}): InstallResult {
  return installInterfaces(interfaces, options, REQUIREMENTS, PROBES);
}
