// The implementations bench/polyfill_bench.ts compares, registered by name
// without touching the globals (url-polyfill, which can only install on the
// global, is moved off it by _polyfill_capture.ts, imported right after it).

import { URL, URLSearchParams } from "../api/mod.ts";
import { URL as LiteURL } from "../lite/mod.ts";
import * as rn from "react-native-url-polyfill";
import * as whatwg from "whatwg-url-without-unicode";
import CoreURL from "core-js-pure/actual/url/index.js";
import * as reactNative from "./_react_native_own_url.js";
import CoreParams from "core-js-pure/actual/url-search-params/index.js";

/** Name → the pair. */
export const IMPLS: Record<string, { URL: unknown; URLSearchParams: unknown }> =
  {};
(globalThis as Record<string, unknown>).__IMPLS__ = IMPLS;

IMPLS["urlstd"] = { URL, URLSearchParams };
IMPLS["urlstd lite"] = { URL: LiteURL, URLSearchParams };
IMPLS["React Native's own"] = {
  URL: reactNative.URL,
  URLSearchParams: reactNative.URLSearchParams,
};
IMPLS["react-native-url-polyfill"] = {
  URL: rn.URL,
  URLSearchParams: rn.URLSearchParams,
};
IMPLS["core-js-pure"] = { URL: CoreURL, URLSearchParams: CoreParams };
IMPLS["whatwg-url-without-unicode"] = {
  URL: whatwg.URL,
  URLSearchParams: whatwg.URLSearchParams,
};
