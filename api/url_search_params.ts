/**
 * The `URLSearchParams` interface of the URL Standard.
 *
 * @module
 */

import type {
  URLSearchParams as URLSearchParamsObject,
  URLSearchParamsConstructor,
} from "./_types.ts";
import { URLSearchParams as URLSearchParamsClass } from "./_url_search_params_class.ts";

export type {
  URLSearchParamsConstructor,
  URLSearchParamsInit,
} from "./_types.ts";

/**
 * A list of name-value pairs read from and written to a URL's query string,
 * in the `application/x-www-form-urlencoded` format: the same interface as
 * the `URLSearchParams` built into browsers, Deno and Node.js.
 *
 * Every argument is converted to a string as Web IDL does (lone surrogates
 * becoming U+FFFD), and a missing required argument throws a `TypeError`.
 *
 * @see {@link https://url.spec.whatwg.org/#interface-urlsearchparams}
 *
 * @example Reading and changing a query
 * ```ts
 * import { URLSearchParams } from "@urlstd/url/api";
 * import assert from "node:assert/strict";
 *
 * const params = new URLSearchParams("?q=caf%C3%A9+au+lait&tag=a&tag=b");
 * assert.equal(params.get("q"), "café au lait");
 * assert.deepEqual(params.getAll("tag"), ["a", "b"]);
 *
 * params.set("tag", "c d");
 * params.append("page", "2");
 * assert.equal(params.toString(), "q=caf%C3%A9+au+lait&tag=c+d&page=2");
 * ```
 */
export const URLSearchParams: URLSearchParamsConstructor = URLSearchParamsClass;

/**
 * A `URLSearchParams` object: the type of `URLSearchParams`' objects, whose
 * members {@linkcode URLSearchParamsObject} documents.
 */
export type URLSearchParams = URLSearchParamsObject;
