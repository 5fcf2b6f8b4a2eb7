/**
 * The `application/x-www-form-urlencoded` list operations `URLSearchParams`
 * builds on: parsing into a list (or finding one value), and serializing a
 * list or spans of a string.
 *
 * The `api` folder imports this file by name; it is not part of the
 * `urlencoded` subpath's API.
 *
 * @module
 */

export {
  encodeFormComponent,
  parseFormInto,
  serializeFormSpans,
} from "./_pairs.ts";
