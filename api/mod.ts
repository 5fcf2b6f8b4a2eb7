/**
 * The URL Standard's API: the `URL` and `URLSearchParams` classes, drop-in
 * replacements for the runtimes' globals.
 *
 * @example
 * ```ts
 * import { URL, URLSearchParams } from "@urlstd/url/api";
 * import assert from "node:assert/strict";
 *
 * const url = new URL("https://example.org/search?q=urls");
 * url.searchParams.append("page", "2");
 * assert.equal(url.href, "https://example.org/search?q=urls&page=2");
 * assert.equal(new URLSearchParams({ a: "1 2" }).toString(), "a=1+2");
 * ```
 *
 * @see {@link https://url.spec.whatwg.org/#api}
 * @module
 */

export { URL, type URLConstructor } from "./url.ts";
export type { URLObject, URLSearchParamsIterator } from "./url.ts";
export { defineURL } from "./url_class.ts";
export {
  URLSearchParams,
  type URLSearchParamsConstructor,
  type URLSearchParamsInit,
} from "./url_search_params.ts";
export type { URLSearchParams as URLSearchParamsObject } from "./_types.ts";
