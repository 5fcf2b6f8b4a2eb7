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
