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

/** What {@linkcode defineInterfaceShape} gives a class. */
export interface InterfaceShape {
  /** The interface's name: its @@toStringTag. */
  readonly name: string;
  /** The static operations. */
  readonly statics?: readonly string[];
  /**
   * The constructor's required arguments, when the class's own `length` is
   * not that count. A function whose optional parameters have a default
   * (`value: string | undefined = undefined`) has the right `length`: the
   * parameters before the first default.
   */
  readonly length?: number;
  /** Operations (on the prototype, or static) whose length the code's is not. */
  readonly lengths?: Readonly<Record<string, number>>;
}

/**
 * Gives a class the shape Web IDL gives an interface: attributes and
 * operations (every string-named property of the prototype but
 * `constructor`) and static operations enumerable, each function's length the
 * count of its required arguments (see `length`), and @@toStringTag a
 * read-only data property.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-interfaces}
 */
export function defineInterfaceShape(
  // deno-lint-ignore ban-types -- any class
  cls: Function,
  shape: InterfaceShape,
): void {
  const proto = cls.prototype;
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (name !== "constructor") {
      Object.defineProperty(proto, name, { enumerable: true });
    }
  }
  for (const name of shape.statics ?? []) {
    Object.defineProperty(cls, name, { enumerable: true });
  }
  if (shape.length !== undefined) {
    Object.defineProperty(cls, "length", { value: shape.length });
  }
  for (const [name, length] of Object.entries(shape.lengths ?? {})) {
    const owner = Object.hasOwn(proto, name) ? proto : cls;
    Object.defineProperty(owner[name], "length", { value: length });
  }
  // A new property: writable and enumerable default to false.
  Object.defineProperty(proto, Symbol.toStringTag, {
    value: shape.name,
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
