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
 * ## Valid URL strings and strict parsing
 *
 * The parser accepts what browsers accept and reports validation errors;
 * the URL Standard's writing grammar says what a URL _should_ look like, and
 * the two can disagree. Both are here (`isValidURLString`,
 * `validURLStringProblems`), and strict profiles (`parseURLStrict`) turn
 * either into a refusal at parse time, with the rule that refused.
 *
 * @example Valid URL strings and strict profiles
 * ```ts
 * import { isValidURLString, parseURLStrict, validURLStringProblems } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isValidURLString("https://example.com/a?b#c"), true);
 * assert.equal(isValidURLString("../b", "https://example.com/a/"), true);
 * assert.deepEqual(validURLStringProblems("https://example.com/a b")[0], {
 *   form: "absolute-URL-with-fragment string",
 *   position: 21,
 *   production: "path-absolute-URL string",
 * });
 * const refused = parseURLStrict("http://0x7f.1/", { profile: "server" });
 * assert.equal(refused.url, null);
 * assert.equal(refused.refusal?.rule, "IPv4-shorthand");
 * assert.equal(parseURLStrict("https://example.com/", { profile: "server" }).refusal, null);
 * ```
 *
 * @example Validation errors and a state override
 * ```ts
 * import { basicURLParse, serializeURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 *
 * const errors: string[] = [];
 * const record = basicURLParse("https:\\\\example.com\\a b", {
 *   report: (name, position) => errors.push(`${name}@${position}`),
 * })!;
 * assert.equal(serializeURL(record), "https://example.com/a%20b");
 * assert.ok(errors.length > 0);
 * // A state override, as the URL setters use it.
 * basicURLParse("8080", { url: record, stateOverride: "port state" });
 * assert.equal(serializeURL(record), "https://example.com:8080/a%20b");
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
