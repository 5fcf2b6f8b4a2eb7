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
 * worse than none. It and `@urlstd/url/polyfill/lite` are the package's
 * only modules with a side effect at import, which is their purpose (the
 * npm package's `sideEffects` lists their ES module and CommonJS files);
 * `@urlstd/url/polyfill/install` has the same `installURL()` without one.
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
 * `@urlstd/url/polyfill/install` has `installURL({ force, target })`
 * without the side effect; `@urlstd/url/polyfill/lite` (and
 * `/lite/install`) is the same with the lite build, which refuses
 * non-ASCII domains where it installs, and installs no `URLPattern` and no
 * `Origin`: the pattern module parses with the full build, IDNA tables
 * included, and `Origin` carries the Public Suffix List, either of which
 * would undo what lite saves.
 *
 * <!-- polyfill-example:start -->
 *
 * ```ts
 * import { installURL } from "@urlstd/url/polyfill/install";
 * import assert from "node:assert/strict";
 *
 * const target: Record<string, unknown> = {};
 * const result = installURL({ target });
 * assert.deepEqual(result.installed, [
 *   "URL",
 *   "URLSearchParams",
 *   "Origin",
 *   "URLPattern",
 * ]);
 * assert.deepEqual(result.skipped, []); // ["URLPattern"] on Hermes
 * ```
 *
 * <!-- polyfill-example:end -->
 *
 * **URLPattern and the RegExp `v` flag.** Hermes 0.12.0 has no `v` flag,
 * so a React Native app on it gets `URL` and `URLSearchParams` and no
 * `URLPattern`. quickjs-ng 0.12.1 takes the flag but not its class syntax,
 * so `URLPattern` is installed there, and WPT's `urlpatterntestdata.json`
 * runs through it with the same outcome as in Deno but for four entries:
 * `/([[a-z]--a])` and `/([\d&&[0-1]])` (set difference and intersection)
 * match nothing, and `/(\m)` and `(\H):` (escapes the `v` flag refuses)
 * construct instead of throwing. The Hermes and QuickJS legs
 * (`deno task test:engines`, `scripts/engine_legs.ts`) check each of these
 * statements and run the WPT data suites through both polyfills there.
 *
 * **React Native.** Metro's Babel preset stops at the class `static {}`
 * blocks of the API's classes: add
 * `@babel/plugin-transform-class-static-block` to the app's
 * `babel.config.js` plugins. On a Hermes without `isWellFormed`,
 * `toWellFormed`, `TextEncoder` or `TextDecoder`, the polyfill installs
 * UTF-8-exact versions of those too. Tested on Hermes 0.12.0 (the
 * `hermes-engine-cli` package, with the preset's `default` transform
 * profile); Hermes V1 is not on npm as a command-line VM and is not tested.
 * QuickJS: quickjs-ng 0.12.1 (the `@jitl/quickjs-ng-wasmfile-release-sync`
 * package), with no transform. Use `@urlstd/url/polyfill/lite` where bytes
 * matter. Conformance, bytes and speed beside react-native-url-polyfill,
 * core-js-pure, whatwg-url-without-unicode and url-polyfill:
 * bench/POLYFILL_RESULTS.md (`deno task bench:polyfill`).
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
