// The @exodus/bytes functions that encoding/ uses, as its declarations give
// them, for Deno's tools (`// @ts-types` at each import): the package's own
// declarations reference Node.js's types, which `deno doc` cannot resolve.
// The npm build compiles against the package's declarations themselves.

/** `@exodus/bytes/encoding.js`: a label to its encoding's name, or null. */
export function labelToName(label: string): string | null;

/** `@exodus/bytes/multi-byte.js`: an encoder that throws on an error. */
export function createMultibyteEncoder(
  encoding: string,
): (input: string) => Uint8Array;

/** `@exodus/bytes/single-byte.js`: an encoder that throws on an error. */
export function createSinglebyteEncoder(
  encoding: string,
): (input: string) => Uint8Array;

/** `@exodus/bytes/whatwg.js`: the URL Standard's algorithm. */
export function percentEncodeAfterEncoding(
  encoding: string,
  input: string,
  percentEncodeSet: string,
  spaceAsPlus?: boolean,
): string;
