// Private: the Web IDL steps every interface of the package shares (the
// API's classes, URLPattern, Origin): the USVString conversion, the
// interface shape, and the TypeErrors for missing arguments and for a
// member called on another object. The whatwg-url wrappers keep their own
// (whatwg-url/_wrapper_core.ts): they throw the TypeError of the global they
// are installed on, with webidl2js's messages.

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
 * Gives a class the shape Web IDL gives an interface: attributes and
 * operations (every string-named property of the prototype but
 * `constructor`) and static operations enumerable, and @@toStringTag a
 * read-only data property. Each function's length, the count of its required
 * arguments, is the code's own: optional parameters are written with a
 * default (`value: string | undefined = undefined`), so that only the
 * required ones count.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-interfaces}
 * @param name The interface's name: its @@toStringTag.
 * @param statics The static operations.
 */
export function defineInterfaceShape(
  // deno-lint-ignore ban-types -- any class
  cls: Function,
  name: string,
  statics: readonly string[] = [],
): void {
  const proto = cls.prototype;
  for (const key of Object.getOwnPropertyNames(proto)) {
    if (key !== "constructor") {
      Object.defineProperty(proto, key, { enumerable: true });
    }
  }
  for (const key of statics) {
    Object.defineProperty(cls, key, { enumerable: true });
  }
  // The interface's name, which bundlers may rename (esbuild makes a class
  // "URLSearchParams2" beside another binding of that name).
  Object.defineProperty(cls, "name", { value: name });
  // A new property: writable and enumerable default to false.
  Object.defineProperty(proto, Symbol.toStringTag, {
    value: name,
    configurable: true,
  });
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

/**
 * The TypeError of an operation or attribute called on an object that does
 * not implement its interface (Web IDL's brand check).
 *
 * @param interfaceName The interface, e.g. `"URLPattern"`.
 * @param member The member called.
 */
export function illegalInvocation(
  interfaceName: string,
  member: string,
): TypeError {
  return new TypeError(
    `${interfaceName}.prototype.${member} called on an object that is not a ${interfaceName}`,
  );
}
