// The Web IDL conversions and interface shape URLPattern needs, written
// here because the API's own helpers are private to api/.

import { toScalarValueString } from "../percent/mod.ts";

/**
 * Converts a JavaScript value to a USVString: ECMAScript's ToString (a
 * TypeError for a Symbol), then each lone surrogate becomes U+FFFD.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-USVString}
 */
export function toUSVString(value: unknown): string {
  return toScalarValueString(typeof value === "string" ? value : `${value}`);
}

/**
 * Gives a class the Web IDL interface shape: every prototype member but
 * `constructor` enumerable, and a read-only, non-enumerable @@toStringTag.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-interfaces}
 */
// deno-lint-ignore ban-types -- any class
export function defineInterfaceShape(cls: Function, name: string): void {
  const proto = cls.prototype;
  for (const key of Object.getOwnPropertyNames(proto)) {
    if (key !== "constructor") {
      Object.defineProperty(proto, key, { enumerable: true });
    }
  }
  Object.defineProperty(proto, Symbol.toStringTag, {
    value: name,
    configurable: true,
  });
}

/** The TypeError of a member called on an object of another interface. */
export function illegalInvocation(
  interfaceName: string,
  member: string,
): TypeError {
  return new TypeError(
    `${interfaceName}.prototype.${member} called on an object that is not a ${interfaceName}`,
  );
}
