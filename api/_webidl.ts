// Private: the few Web IDL conversions the API classes need.

import { toScalarValueString } from "../percent/decode.ts";

/**
 * Converts a JavaScript value to a USVString as Web IDL does: ToString
 * (which throws a TypeError for a Symbol, and calls `toString()`/`valueOf()`
 * of objects), then each lone surrogate becomes U+FFFD.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-USVString}
 */
export function toUSVString(value: unknown): string {
  // A template literal is ECMAScript's ToString: unlike String(), it throws
  // for a Symbol.
  return toScalarValueString(typeof value === "string" ? value : `${value}`);
}

/**
 * Throws the TypeError of a Web IDL operation called with too few arguments.
 *
 * @param count The number of arguments given (`arguments.length`).
 * @param required The number of required arguments.
 * @param method The operation, e.g. `"URLSearchParams.append"`.
 */
export function requireArgs(
  count: number,
  required: number,
  method: string,
): void {
  if (count < required) {
    throw new TypeError(
      `${method} requires ${required} argument${
        required === 1 ? "" : "s"
      }, but only ${count} ${count === 1 ? "was" : "were"} given`,
    );
  }
}
