/**
 * The lite polyfill: importing this module installs `@urlstd/url/lite`'s
 * `URL` and `URLSearchParams` (no IDNA tables) on `globalThis` where they
 * are missing or fail the conformance probe (`@urlstd/url/polyfill/probe`),
 * and leaves a conforming native pair in place. Like `@urlstd/url/polyfill`
 * it has a side effect at import, which is its purpose;
 * `@urlstd/url/polyfill/lite/install` has the same `installURL()` without
 * one.
 *
 * Where it installs, a URL with a non-ASCII domain fails to parse (the host
 * parser's `domain-to-ASCII` validation error): lite leans on the runtime's
 * `URL` for IDNA, and where that was missing or broken there is none to
 * lean on. Every URL whose hosts are ASCII parses exactly as the full build
 * parses it. Use `@urlstd/url/polyfill` where an app needs IDN hosts.
 *
 * The lite polyfill does not install `URLPattern`: the pattern module
 * carries the full build's parser with its IDNA tables, which is what lite
 * leaves out. Use `@urlstd/url/polyfill` (which installs it where the global
 * has none) or import `URLPattern` from `@urlstd/url/pattern` directly.
 *
 * ```ts
 * import "@urlstd/url/polyfill/lite";
 * import assert from "node:assert/strict";
 * assert.equal(new URLSearchParams({ q: "a b" }).toString(), "q=a+b");
 * ```
 *
 * @example What the import did
 * ```ts
 * import { installed } from "@urlstd/url/polyfill/lite";
 * import assert from "node:assert/strict";
 *
 * // Deno's own URL conforms: nothing to install.
 * assert.deepEqual(installed.installed, []);
 * ```
 *
 * @module
 */

import { installURL } from "./install_lite.ts";
import type { InstallResult } from "./install_lite.ts";

export type { InstallResult };

/**
 * What importing this module installed on `globalThis` (see
 * `installURL()` of `@urlstd/url/polyfill/lite/install`).
 *
 * @example Nothing installed over a conforming URL
 * ```ts
 * import { installed } from "@urlstd/url/polyfill/lite";
 * import assert from "node:assert/strict";
 * assert.deepEqual(installed.failedChecks, []);
 * ```
 */
export const installed: InstallResult = installURL();
