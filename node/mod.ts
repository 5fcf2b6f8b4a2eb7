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
