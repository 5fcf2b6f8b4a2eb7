/**
 * The URL Standard's parsing layer, for integrators: the URL record, the
 * basic URL parser with state override and validation errors, the URL and
 * path serializers, origins and URL equivalence — the low-level API beneath
 * the `URL` class.
 *
 * @example Parse, inspect and serialize a URL record
 * ```ts
 * import { origin, parseURL, serializeOrigin, serializeURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 *
 * const url = parseURL("HTTPS://EXAMPLE.com:443/a/./b/../c?x=1#top")!;
 * assert.equal(url.host, "example.com");
 * assert.equal(url.port, null);
 * assert.deepEqual(url.path, ["a", "c"]);
 * assert.equal(serializeURL(url), "https://example.com/a/c?x=1#top");
 * assert.equal(serializeOrigin(origin(url)), "https://example.com");
 * ```
 *
 * @see {@link https://url.spec.whatwg.org/#urls}
 * @module
 */

export * from "./url_record.ts";
export { Components } from "./components.ts";
export * from "./basic_url_parser.ts";
export * from "./parse_with.ts";
export * from "./url_parser.ts";
export * from "./serializer.ts";
export * from "./origin.ts";
export * from "./origin_unicode.ts";
export * from "./same_origin.ts";
export * from "./valid_url_string.ts";
export * from "./strict.ts";
export type {
  ValidationErrorName,
  ValidationErrorReporter,
} from "../host/validation_error.ts";
