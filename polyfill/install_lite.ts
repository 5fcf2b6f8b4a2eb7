/**
 * `installURL()` of the lite build: installs `@urlstd/url/lite`'s `URL` and
 * `URLSearchParams` (no IDNA tables) on `globalThis` or another object, where they are
 * missing or fail the conformance probe. Importing this module installs
 * nothing; `@urlstd/url/polyfill/lite` is the entry that installs at import.
 *
 * A non-ASCII domain fails to parse, with the host parser's
 * `domain-to-ASCII` validation error, unless the runtime has a conforming
 * `URL` of its own (which this then leaves in place, and lite uses for
 * IDNA): the lite build leans on the runtime for IDNA, and an engine without
 * a `URL` has none. bench/POLYFILL_RESULTS.md measures the other options (a
 * Punycode-only ToASCII, the full tables).
 *
 * It installs no `URLPattern` (the full `installURL()` of
 * `@urlstd/url/polyfill/install` does): `@urlstd/url/pattern` parses with
 * the full build, IDNA tables included, which would undo what lite saves.
 *
 * @example Install on an object of your own
 * ```ts
 * import { installURL } from "@urlstd/url/polyfill/lite/install";
 * import { URL } from "@urlstd/url/lite";
 * import assert from "node:assert/strict";
 *
 * const target: { URL?: unknown } = {};
 * const result = installURL({ target });
 * assert.deepEqual(result.installed, ["URL", "URLSearchParams"]);
 * assert.equal(target.URL, URL);
 * ```
 *
 * @module
 */

import * as interfaces from "./_interfaces_lite.ts";
import {
  installInterfaces,
  type InstallOptions,
  type InstallResult,
} from "./_install.ts";

export type { InstallOptions, InstallResult };

/**
 * Installs `URL` and `URLSearchParams` on the target (default `globalThis`)
 * when either is missing or the pair fails the conformance probe
 * (`@urlstd/url/polyfill/probe`), or always with `force`. They are defined
 * as Web IDL defines interface objects on the global: writable,
 * configurable, not enumerable. Static properties the replaced `URL` has and
 * the standard does not define (a host's `createObjectURL` and
 * `revokeObjectURL`) are copied onto the installed class itself (the one
 * `@urlstd/url/lite` exports), so that `URL.createObjectURL()` keeps working.
 *
 * @param options `force`, and the `target` object.
 * @returns What was installed, what the replaced pair failed, and which
 * statics were kept.
 *
 * @example A conforming URL is left in place
 * ```ts
 * import { installURL } from "@urlstd/url/polyfill/lite/install";
 * import { URL, URLSearchParams } from "@urlstd/url/lite";
 * import assert from "node:assert/strict";
 *
 * // A target whose URL already conforms (here, ours) keeps it...
 * const target = { URL, URLSearchParams };
 * assert.deepEqual(installURL({ target }).installed, []);
 *
 * // ...and one whose URL fails a check gets ours.
 * class BrokenURL {
 *   constructor(readonly href: string) {}
 * }
 * const broken: Record<string, unknown> = { URL: BrokenURL, URLSearchParams };
 * const result = installURL({ target: broken });
 * assert.deepEqual(result.installed, ["URL"]);
 * assert.ok(result.failedChecks.includes("parse-and-serialize"));
 * assert.equal(broken.URL, URL);
 * ```
 */
export function installURL(options: InstallOptions = {}): InstallResult {
  return installInterfaces(interfaces, options);
}
