/**
 * The Web IDL steps the API classes share, for the interfaces of the
 * subpaths above this one to take the same shape (`Origin` of
 * `@urlstd/url/origin`).
 *
 * @module
 */

export { defineInterfaceShape, requireArgs, toUSVString } from "./_webidl.ts";
export type { InterfaceShape } from "./_webidl.ts";
