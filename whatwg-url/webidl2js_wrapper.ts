/**
 * whatwg-url's `webidl2js-wrapper` over urlstd: the `URL` and
 * `URLSearchParams` interface wrappers that jsdom installs into each
 * window. `install(globalObject, ["Window"])` gives that global its own
 * classes (instances pass its `instanceof` and throw its `TypeError`);
 * `is`, `isImpl`, `convert`, `create`, `createImpl`, `new` and `setup`
 * link wrappers to implementations, which are urlstd's own `URL` and
 * `URLSearchParams` objects.
 *
 * @example Two globals, two URL classes
 * ```ts
 * import { URL } from "@urlstd/url/whatwg-url/webidl2js-wrapper";
 * import assert from "node:assert/strict";
 *
 * const a = { Array, Object, TypeError } as never as Record<string, any>;
 * const b = { Array, Object, TypeError } as never as Record<string, any>;
 * URL.install(a as never, ["Window"]);
 * URL.install(b as never, ["Window"]);
 * assert.notEqual(a.URL, b.URL);
 * const url = new a.URL("https://example.com/a");
 * assert.ok(url instanceof a.URL && !(url instanceof b.URL));
 * assert.ok(URL.is(url));
 * assert.equal(URL.convert(a as never, url).href, "https://example.com/a");
 * ```
 *
 * @module
 */

import type {
  URL as URLImpl,
  URLSearchParams as ParamsImpl,
} from "../api/mod.ts";
import type { InterfaceWrapper } from "./_wrapper_core.ts";
import { urlWrapper } from "./_url_wrapper.ts";
import { paramsWrapper } from "./_search_params_wrapper.ts";

export type {
  ConvertOptions,
  GlobalObject,
  InterfaceWrapper,
} from "./_wrapper_core.ts";

/**
 * The webidl2js wrapper of the `URL` interface.
 *
 * @example
 * ```ts
 * import { URL } from "@urlstd/url/whatwg-url/webidl2js-wrapper";
 * import assert from "node:assert/strict";
 * const window = { Array, Object, TypeError } as never as Record<string, any>;
 * URL.install(window as never, ["Window"]);
 * const impl = URL.createImpl(window as never, ["../b", "https://example.com/a/"]);
 * assert.ok(URL.isImpl(impl));
 * assert.equal(impl.href, "https://example.com/b");
 * assert.equal(window.webkitURL, window.URL);
 * ```
 */
export const URL: InterfaceWrapper<URLImpl> = urlWrapper;

/**
 * The webidl2js wrapper of the `URLSearchParams` interface.
 *
 * @example
 * ```ts
 * import { URL, URLSearchParams } from "@urlstd/url/whatwg-url/webidl2js-wrapper";
 * import assert from "node:assert/strict";
 * const window = { Array, Object, TypeError } as never as Record<string, any>;
 * URL.install(window as never, ["Window"]);
 * URLSearchParams.install(window as never, ["Window"]);
 * const url = new window.URL("https://example.com/?a=1");
 * assert.ok(url.searchParams instanceof window.URLSearchParams);
 * url.searchParams.append("b", "2");
 * assert.equal(url.href, "https://example.com/?a=1&b=2");
 * ```
 */
export const URLSearchParams: InterfaceWrapper<ParamsImpl> = paramsWrapper;
