/**
 * The polyfill: importing this module installs urlstd's `URL` and
 * `URLSearchParams` on `globalThis`, each where it is missing or fails its
 * checks of the conformance probe (`@urlstd/url/polyfill/probe`), and leaves
 * a conforming native in place; likewise `@urlstd/url/origin`'s `Origin`
 * where the global has none or fails `probeOrigin()` (Chromium's and
 * Safari's own stay), and `@urlstd/url/pattern`'s `URLPattern` where the
 * global has none. The lite polyfill installs neither `Origin` nor
 * `URLPattern`. Importing it never throws: what the global will not let it
 * define is listed in `installed.blocked`. On an engine whose `RegExp` lacks the `v` flag, which
 * every pattern compiles to (Hermes), `URLPattern` is not installed and
 * `installed.skipped` lists it: a class that threw on every pattern would be
 * worse than none. It is the one module of the package with a side
 * effect at import, which is its purpose; `@urlstd/url/polyfill/install`
 * has the same `installURL()` without one.
 *
 * In a React Native app, import it first in the app's entry file (before
 * anything that may read `URL`):
 *
 * ```ts
 * import "@urlstd/url/polyfill";
 * import assert from "node:assert/strict";
 * assert.equal(new URLSearchParams({ q: "a b" }).toString(), "q=a+b");
 * ```
 *
 * @example What the import did
 * ```ts
 * import { installed } from "@urlstd/url/polyfill";
 * import { Origin } from "@urlstd/url/origin";
 * import assert from "node:assert/strict";
 *
 * // Deno's own URL conforms and it has a URLPattern, but no Origin.
 * assert.deepEqual(installed.installed, ["Origin"]);
 * assert.equal((globalThis as { Origin?: unknown }).Origin, Origin);
 * assert.deepEqual(installed.skipped, []);
 * assert.equal(new URL("HTTPS://EXAMPLE.org/a/../b").href, "https://example.org/b");
 * ```
 *
 * @module
 */

import { installURL } from "./install.ts";
import type { InstallResult } from "./install.ts";

export type { InstallResult };

/**
 * What importing this module installed on `globalThis` (see
 * `installURL()` of `@urlstd/url/polyfill/install`).
 *
 * @example Nothing installed over a conforming URL
 * ```ts
 * import { installed } from "@urlstd/url/polyfill";
 * import assert from "node:assert/strict";
 * assert.deepEqual(installed.failedChecks, []);
 * ```
 */
export const installed: InstallResult = installURL();
