/**
 * The Encoding Standard's legacy encodings for the URL Standard's encoding
 * hook: `getEncoding(label)` gives an `Encoding` (the type that
 * `@urlstd/url/percent` exports) for queries
 * (`basicURLParse(input, { encoding })`, `parseURL`) and forms
 * (`serializeUrlencoded`, `percentEncodeAfterEncoding`), so a URL or a form
 * gets the bytes a browser sends from a document in windows-1252, Shift_JIS,
 * EUC-KR, gb18030, Big5, ISO-2022-JP or any other encoding the standard
 * names.
 *
 * The encoders and labels come from `@exodus/bytes`, which this module alone
 * depends on: the rest of the package never imports it. That package is ES
 * modules only, so loading this module with `require` needs a Node.js that
 * can require ES modules (20.19 or later, 22.12 or later).
 *
 * @example A query as a Big5 document sends it
 * ```ts
 * import { getEncoding } from "@urlstd/url/encoding";
 * import { parseURL, serializeURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 *
 * const url = parseURL("https://example.com/?q=中文 †", { encoding: getEncoding("big5")! })!;
 * assert.equal(serializeURL(url), "https://example.com/?q=%A4%A4%A4%E5%20%26%238224%3B");
 * ```
 *
 * @see {@link https://encoding.spec.whatwg.org/#names-and-labels}
 * @module
 */

export * from "./get_encoding.ts";
