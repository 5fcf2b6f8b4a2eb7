/**
 * The `application/x-www-form-urlencoded` list operations `URLSearchParams`
 * builds on: parsing into a flat list (or finding one value), and serializing
 * a list or one pair.
 *
 * The `api` folder imports this file by name; it is not part of the
 * `urlencoded` subpath's API.
 *
 * @module
 */

export {
  encodeFormPair,
  findFormValue,
  parseFormList,
  serializeFormSpans,
} from "./_pairs.ts";
