/**
 * The `URL` class of the URL Standard, with UTS #46 (through the `tr46`
 * package) for domains.
 *
 * @module
 */

import { domainParserToASCII } from "../host/domain.ts";
import { defineURL } from "./url_class.ts";
import type { URL as URLObject, URLConstructor } from "./_types.ts";

export type {
  URL as URLObject,
  URLConstructor,
  URLSearchParamsIterator,
} from "./_types.ts";

/**
 * A URL, parsed and serialized as the URL Standard defines, with the same
 * API as the runtimes' global `URL`; domains go through UTS #46 (the `tr46`
 * package).
 *
 * @see {@link https://url.spec.whatwg.org/#url-class}
 *
 * @example Parse and read components
 * ```ts
 * import { URL } from "@urlstd/url";
 * import assert from "node:assert/strict";
 * const url = new URL("../x?y=1#z", "https://user@bücher.example:8080/a/b");
 * assert.equal(url.href, "https://user@xn--bcher-kva.example:8080/x?y=1#z");
 * assert.equal(url.searchParams.get("y"), "1");
 * ```
 */
export const URL: URLConstructor = /* @__PURE__ */ defineURL(
  domainParserToASCII,
);

/**
 * A URL object: the type of `URL`'s objects, whose members
 * {@linkcode URLObject} documents (one interface for every class that
 * `defineURL()` makes).
 */
export type URL = URLObject;
