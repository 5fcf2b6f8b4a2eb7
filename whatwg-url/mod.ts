/**
 * A drop-in for the `whatwg-url` package (version 17): the same exports,
 * argument shapes, record shapes and edge behaviour, over urlstd's parser.
 * Its URL records are whatwg-url's plain objects (`host` a string, an IPv4
 * number or eight IPv6 numbers; `path` a list, or a string when opaque),
 * which callers may read, copy and write before handing them back, as jsdom
 * and data-urls do. Install the npm package `@urlstd/whatwg-url` under the
 * name `whatwg-url` (npm `overrides`) to run them on urlstd unchanged.
 *
 * @example Change a record as a URL setter does
 * ```ts
 * import { basicURLParse, parseURL, serializeURL } from "@urlstd/url/whatwg-url";
 * import assert from "node:assert/strict";
 *
 * const url = parseURL("https://example.com/a/b?q")!;
 * assert.deepEqual(url.path, ["a", "b"]);
 * url.path = [];
 * basicURLParse("/c d", { url, stateOverride: "path start" });
 * assert.equal(serializeURL(url), "https://example.com/c%20d?q");
 * assert.equal(parseURL("http://127.1/")!.host, 0x7f000001);
 * ```
 *
 * `@urlstd/url/whatwg-url/webidl2js-wrapper` is the `URL` and
 * `URLSearchParams` interface wrappers jsdom installs into each window
 * (`install`, `is`, `isImpl`, `convert`, `create`, `createImpl`, `new`,
 * `setup`): classes of that window, over urlstd's own. One place converts
 * the shapes (`whatwg-url/_record.ts`); the parser is urlstd's.
 *
 * ## Installing it as `whatwg-url`
 *
 * The npm build (`deno task build:npm`, after `npm ci`) also makes the
 * package `@urlstd/whatwg-url` in `npm/whatwg-url-alias/` (CommonJS first,
 * like whatwg-url, with ES modules and types) whose `.` and
 * `./webidl2js-wrapper` are these two subpaths. Until it is published, pack
 * it and point your project's override at the tarball by its absolute path
 * (npm resolves a relative one against each dependent package's folder):
 *
 * ```sh
 * cd npm/whatwg-url-alias && npm pack   # writes urlstd-whatwg-url-0.1.0.tgz
 * ```
 *
 * ```json
 * {
 *   "overrides": { "whatwg-url": "file:/path/to/urlstd/npm/whatwg-url-alias/urlstd-whatwg-url-0.1.0.tgz" },
 *   "resolutions": { "whatwg-url": "file:/path/to/urlstd/npm/whatwg-url-alias/urlstd-whatwg-url-0.1.0.tgz" },
 *   "pnpm": { "overrides": { "whatwg-url": "file:/path/to/urlstd/npm/whatwg-url-alias/urlstd-whatwg-url-0.1.0.tgz" } }
 * }
 * ```
 *
 * (`overrides` for npm, `resolutions` for yarn, `pnpm.overrides` for pnpm;
 * one is enough. Once published, the spec is `npm:@urlstd/whatwg-url@^0.1.0`.)
 * jsdom, data-urls and every other client then run on it unchanged. The
 * test matrix's `whatwg-url-clients` step does exactly this in a scratch
 * project: it installs jsdom and data-urls with whatwg-url overridden by the
 * alias tarball, checks `npm ls whatwg-url` and where jsdom's `require`s
 * land, and compares `<a>` and `<area>` getters and setters over WPT's URL
 * data, `document.URL`, `document.baseURI`, `location`, form `action` and
 * data-urls' `parseDataURL()` with the real whatwg-url's: no differences.
 * `whatwg-url/differential_test.ts` compares every function with
 * whatwg-url 17.3.0 on the WPT inputs, seeded random inputs, every state
 * override on every WPT URL and the validation error names in order.
 * Speed and bundle size against whatwg-url 17.3.0:
 * bench/WHATWG_URL_RESULTS.md (`deno task bench:whatwg-url`).
 *
 * Where it differs from whatwg-url 17.3.0, by design (each a named test in
 * `whatwg-url/differential_test.ts`):
 *
 * - A state override outside its callers' preconditions (`"query"` or
 *   `"fragment"` on a `null` query or fragment, `"opaque path"` on a list
 *   path, `"port"` on a URL that cannot have one, `"special authority
 *   slashes"` on a URL without a host) follows the spec's steps, where
 *   whatwg-url appends to `null` (`"null…"`) or to a list as a string. The
 *   URL API, HTML and jsdom never do that.
 * - An invalid URL throws urlstd's `TypeError` (its message, with Node's
 *   `code` and `input`); argument conversions throw the window's
 *   `TypeError`, as there. `URLSearchParams` iterators are urlstd's, and
 *   `setup()` and `create()` ignore `privateData`.
 * - An unknown `encoding` label or `stateOverride` name is a `TypeError`;
 *   only the two entry points exist (no `whatwg-url/lib/…` files), and the
 *   ES module and CommonJS builds are separate instances.
 *
 * @see {@link https://github.com/jsdom/whatwg-url}
 * @module
 */

export { URL, URLSearchParams } from "../api/mod.ts";
export type { WhatwgHost, WhatwgURLRecord } from "./_record.ts";
export {
  basicURLParse,
  type BasicURLParseOptions,
  parseURL,
  type ParseURLOptions,
  parseURLWithValidationErrors,
  type ParseURLWithValidationErrorsResult,
  type StateOverride,
} from "./_parse.ts";
export {
  cannotHaveAUsernamePasswordPort,
  hasAnOpaquePath,
  percentDecodeBytes,
  percentDecodeString,
  serializeHost,
  serializeInteger,
  serializePath,
  serializeURL,
  serializeURLOrigin,
  setThePassword,
  setTheUsername,
} from "./_serialize.ts";
export { isValidURLString, type IsValidURLStringOptions } from "./_valid.ts";
