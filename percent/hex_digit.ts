/**
 * ASCII hex digits, as the percent-decoding and the host parsers read them.
 *
 * Other folders import this file by name; it is not part of the `percent`
 * subpath's API.
 *
 * @see {@link https://infra.spec.whatwg.org/#ascii-hex-digit}
 * @module
 */

export { hexValue, isHexDigit } from "./_hex.ts";
