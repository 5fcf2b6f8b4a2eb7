/**
 * `node:url`'s helpers around the WHATWG `URL`, on every runtime: file paths
 * to and from `file:` URLs (POSIX and Windows, chosen per call), `format`
 * with its options, `urlToHttpOptions`, `domainToASCII` and
 * `domainToUnicode`, beside this library's `URL` and `URLSearchParams` (as
 * `node:url` has them beside its helpers). Signatures and results are those
 * of Node.js 24's `node:url`, built on this library's `URL`; nothing is
 * imported from Node.js, so it runs in browsers and Deno too.
 *
 * Where Node.js and the URL Standard part ways, this follows Node.js:
 * `format({ unicode: true })` shows a Unicode host (the standard's
 * serializer never does), `pathToFileURL` encodes `[ ] | ~` (which the
 * standard's path percent-encode set leaves), `fileURLToPath` refuses an
 * encoded `/` (and `\` on Windows), which the standard keeps as data, and
 * `domainToASCII` follows the `hostname` setter, stopping at `/ ? # \`.
 * `domainToUnicode` and `format({ unicode: true })` decode Punycode label
 * by label as Node.js does (`xn--ls8h.xn--zz` gives `💩.xn--zz`), where the
 * standard's domain to Unicode keeps the whole domain when one label is
 * invalid. Where this differs from Node.js it says so: `pathToFileURL` has a
 * `cwd` option and keeps a trailing C0 control (`/a\x01` gives
 * `file:///a%01`; Node.js drops it); a path or credentials that are not
 * percent-encoded UTF-8 throw a `URIError` as in Node.js, which also carries
 * the code `ERR_INVALID_URI`; `format` takes WHATWG URLs only;
 * `fileURLToPathBytes` returns a `Uint8Array`, not a `Buffer`.
 *
 * Each `node:url` function and its counterpart here (each row's example
 * is run by `node/coming_from_node_url_test.ts`, which also checks this
 * table row for row):
 *
 * | `node:url` (Node.js 24)                             | `@urlstd/url/node`                  | example                                                                                       | result                     | note                                                                                                                                |
 * | --------------------------------------------------- | ----------------------------------- | --------------------------------------------------------------------------------------------- | -------------------------- | ----------------------------------------------------------------------------------------------------------------------------------- |
 * | `url.fileURLToPath(url[, options])`                 | `fileURLToPath(url, options?)`      | `fileURLToPath("file://server/share/a%20b", { windows: true })`                               | `"\\\\server\\share\\a b"` | malformed UTF-8 (`%FF`) is a `URIError`, as in Node.js, with `code` `ERR_INVALID_URI`                                               |
 * | `url.fileURLToPathBuffer(url[, options])`           | `fileURLToPathBytes(url, options?)` | `[...fileURLToPathBytes("file:///caf%E9", { windows: false })]`                               | `[47,99,97,102,233]`       | a `Uint8Array`, not a `Buffer`                                                                                                      |
 * | `url.pathToFileURL(path[, options])`                | `pathToFileURL(path, options?)`     | `pathToFileURL("\\\\?\\UNC\\srv\\s\\a b", { windows: true }).href`                            | `"file://srv/s/a%20b"`     | the same, `\\?\` and `\\?\UNC\` long paths too                                                                                      |
 * | `url.pathToFileURL(path[, options])`                | `pathToFileURL(path, options?)`     | `pathToFileURL("../x", { windows: false, cwd: "/srv/a" }).href`                               | `"file:///srv/x"`          | a `cwd` option (Node.js reads `process.cwd()`); without a working directory (browsers), a relative path is a `TypeError`            |
 * | `url.pathToFileURL(path[, options])`                | `pathToFileURL(path, options?)`     | `pathToFileURL("C:\\", { windows: true }).href`                                               | `"file:///C:/"`            | Node.js off Windows gives `file:///C://`                                                                                            |
 * | `url.pathToFileURL(path[, options])`                | `pathToFileURL(path, options?)`     | `pathToFileURL("/a\x01", { windows: false }).href`                                            | `"file:///a%01"`           | Node.js drops trailing C0 controls (`file:///a`, another file's URL); this keeps them                                               |
 * | `url.urlToHttpOptions(url)`                         | `urlToHttpOptions(url)`             | `urlToHttpOptions(new URL("http://[::1]:8080/p?q")).hostname`                                 | `"::1"`                    | the same                                                                                                                            |
 * | `url.format(URL[, options])`                        | `format(url, options?)`             | `format(new URL("http://u@xn--n3h.com/?q#h"), { auth: false, search: false, unicode: true })` | `"http://☃.com/#h"`        | WHATWG URLs only: not the legacy `url.parse()` objects and strings                                                                  |
 * | `url.domainToASCII(domain)`                         | `domainToASCII(domain)`             | `domainToASCII("español.com")`                                                                | `"xn--espaol-zwa.com"`     | the same                                                                                                                            |
 * | `url.domainToUnicode(domain)`                       | `domainToUnicode(domain)`           | `domainToUnicode("xn--ls8h.xn--zz")`                                                          | `"💩.xn--zz"`              | the same: label by label (`""` on failure); the URL Standard's domain to Unicode (`@urlstd/url/host`) keeps `xn--ls8h.xn--zz` whole |
 * | `url.URL, url.URLSearchParams`                      | `URL, URLSearchParams`              |                                                                                               |                            | this library's, the same as `@urlstd/url`'s                                                                                         |
 * | `url.parse(), url.resolve(), url.format(urlObject)` | —                                   |                                                                                               |                            | the legacy API: not provided                                                                                                        |
 *
 * `node/node_url_test.ts` compares this module with the `node:url` of the
 * Node.js running the tests and, on every runtime, with Node.js 24's
 * results for the same generated cases (recorded by
 * `scripts/record_node_url.ts`).
 *
 * @example File paths
 * ```ts
 * import { fileURLToPath, pathToFileURL } from "@urlstd/url/node";
 * import assert from "node:assert/strict";
 * const url = pathToFileURL("C:\\Users\\Zoë\\a#1.txt", { windows: true });
 * assert.equal(url.href, "file:///C:/Users/Zo%C3%AB/a%231.txt");
 * assert.equal(fileURLToPath(url, { windows: true }), "C:\\Users\\Zoë\\a#1.txt");
 * ```
 *
 * @module
 */

export { URL, URLSearchParams } from "../api/mod.ts";
export * from "./file_url_to_path.ts";
export * from "./path_to_file_url.ts";
export * from "./url_to_http_options.ts";
export * from "./format.ts";
export * from "./domain.ts";
