// Moves url-polyfill's globals into the registry of _polyfill_impls.ts.
const g = globalThis as Record<string, unknown>;
(g.__IMPLS__ as Record<string, unknown>)["url-polyfill"] = {
  URL: g.URL,
  URLSearchParams: g.URLSearchParams,
};
delete g.URL;
delete g.URLSearchParams;
