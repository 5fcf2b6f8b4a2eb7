/**
 * The percent-decoding loops on ranges of their input, for the
 * `application/x-www-form-urlencoded` parsers.
 *
 * The `urlencoded` folder imports this file by name; it is not part of the
 * `percent` subpath's API.
 *
 * @module
 */

export {
  type DecodeReport,
  percentDecodeInto,
  utf8PercentDecodeRange,
} from "./_decode.ts";
