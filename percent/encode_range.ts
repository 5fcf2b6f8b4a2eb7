/**
 * UTF-8 percent-encoding of a range of a string, without slicing it first:
 * the loop the URL parser, the opaque-host parser and the
 * `application/x-www-form-urlencoded` serializer share with the public
 * encoding functions.
 *
 * Other folders import this file by name; it is not part of the `percent`
 * subpath's API.
 *
 * @see {@link https://url.spec.whatwg.org/#string-utf-8-percent-encode}
 * @module
 */

export { encodeRange } from "./_utf8.ts";
