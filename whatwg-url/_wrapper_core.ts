// The webidl2js wrapper machinery, written once for both interfaces: the
// constructor registry jsdom's generated code shares (by a global symbol),
// the wrapper ↔ implementation links, the realm's TypeError, and the
// USVString conversion of arguments. An implementation is an instance of
// urlstd's own URL or URLSearchParams class; a wrapper is an instance of a
// per-global class made by install(), whose members forward to it.

/** A global object, as webidl2js sees it (a window, a worker, or a stub). */
export interface GlobalObject {
  /** The global's other properties, the installed classes among them. */
  // deno-lint-ignore no-explicit-any
  [key: string | symbol]: any;
  /** The realm's TypeError, which wrappers throw. */
  TypeError: TypeErrorConstructor;
  /** The realm's Object. */
  Object: ObjectConstructor;
  /** The realm's Array. */
  Array: ArrayConstructor;
}

/** The constructor registry's key, shared with every webidl2js module. */
const REGISTRY: unique symbol = Symbol.for(
  "[webidl2js] constructor registry",
) as never;

/** The registry of a global object, made as webidl2js makes it if absent. */
export function registryOf(
  globalObject: GlobalObject,
): Record<string, unknown> {
  if (Object.hasOwn(globalObject, REGISTRY)) return globalObject[REGISTRY];
  const registry: Record<string, unknown> = Object.create(null);
  registry["%Object.prototype%"] = globalObject.Object.prototype;
  registry["%IteratorPrototype%"] = Object.getPrototypeOf(
    Object.getPrototypeOf(new globalObject.Array()[Symbol.iterator]()),
  );
  registry["%AsyncIteratorPrototype%"] = asyncIteratorPrototype(globalObject);
  globalObject[REGISTRY] = registry;
  return registry;
}

/** %AsyncIteratorPrototype% of the global's realm, else of this one. */
function asyncIteratorPrototype(globalObject: GlobalObject): unknown {
  let generator: { prototype: object } | undefined;
  try {
    generator = globalObject.eval("(async function* () {})");
  } catch {
    generator = undefined;
  }
  generator ??= async function* () {};
  return Object.getPrototypeOf(Object.getPrototypeOf(generator.prototype));
}

/** One interface's wrapper links. */
export class Links<Impl extends object> {
  readonly #impls = new WeakMap<object, Impl>();
  readonly #wrappers = new WeakMap<Impl, object>();

  /** Links a wrapper and its implementation. */
  link(wrapper: object, impl: Impl): void {
    this.#impls.set(wrapper, impl);
    this.#wrappers.set(impl, wrapper);
  }

  /** The implementation of a wrapper, or `null`. */
  implOf(wrapper: unknown): Impl | null {
    return typeof wrapper === "object" && wrapper !== null
      ? this.#impls.get(wrapper) ?? null
      : null;
  }

  /** The wrapper of an implementation, or `undefined`. */
  wrapperOf(impl: Impl): object | undefined {
    return this.#wrappers.get(impl);
  }
}

/**
 * Web IDL's USVString conversion, throwing the global's TypeError.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-USVString}
 */
export function toUSVString(
  globalObject: GlobalObject,
  value: unknown,
  context: string,
): string {
  if (typeof value === "symbol") {
    throw new globalObject.TypeError(
      `${context} is a symbol, which cannot be converted to a string.`,
    );
  }
  return String(value).toWellFormed();
}

/** Throws the global's TypeError when fewer than `n` arguments came. */
export function requireArguments(
  globalObject: GlobalObject,
  count: number,
  n: number,
  context: string,
): void {
  if (count < n) {
    throw new globalObject.TypeError(
      `${context}: ${n} argument${
        n === 1 ? "" : "s"
      } required, but only ${count} present.`,
    );
  }
}

/** Defines an interface object on the global, as Web IDL does. */
export function exposeInterface(
  globalObject: GlobalObject,
  name: string,
  constructor: unknown,
): void {
  registryOf(globalObject)[name] = constructor;
  Object.defineProperty(globalObject, name, {
    configurable: true,
    writable: true,
    value: constructor,
  });
}

/** Marks the members enumerable and names the class, as Web IDL does. */
export function finishInterface(
  constructor: { prototype: object },
  members: readonly string[],
  statics: readonly string[],
  name: string,
): void {
  const enumerable = (target: object, keys: readonly string[]) => {
    for (const key of keys) {
      Object.defineProperty(target, key, { enumerable: true });
    }
  };
  enumerable(constructor.prototype, members);
  enumerable(constructor, statics);
  Object.defineProperty(constructor.prototype, Symbol.toStringTag, {
    value: name,
    configurable: true,
  });
}

/** Whether the interface is exposed in one of these globals. */
export function isExposed(globalNames: readonly string[]): boolean {
  return globalNames.includes("Window") || globalNames.includes("Worker");
}

/** Options of an interface wrapper's `convert()`. */
export interface ConvertOptions {
  /** How the error message names the value. */
  context?: string;
}

/**
 * A webidl2js interface wrapper, as whatwg-url's `webidl2js-wrapper`
 * exports one per interface and jsdom installs into each window.
 */
export interface InterfaceWrapper<Impl extends object> {
  /** Whether `value` is a wrapper (an instance) of this interface. */
  is(value: unknown): boolean;
  /** Whether `value` is an implementation object of this interface. */
  isImpl(value: unknown): value is Impl;
  /** The implementation of a wrapper; throws the global's TypeError if none. */
  convert(
    globalObject: GlobalObject,
    value: unknown,
    options?: ConvertOptions,
  ): Impl;
  /** A new wrapper of the global's class, constructed with the arguments. */
  create(
    globalObject: GlobalObject,
    constructorArgs?: readonly unknown[],
    privateData?: object,
  ): object;
  /** The implementation of a new wrapper made by `create()`. */
  createImpl(
    globalObject: GlobalObject,
    constructorArgs?: readonly unknown[],
    privateData?: object,
  ): Impl;
  /** A wrapper of `newTarget` (or the global's class) linked to a blank implementation, which it returns. */
  "new"(globalObject: GlobalObject, newTarget?: { prototype: unknown }): Impl;
  /** Links `wrapper` to a new implementation constructed with the arguments. */
  setup<W extends object>(
    wrapper: W,
    globalObject: GlobalObject,
    constructorArgs?: readonly unknown[],
    privateData?: object,
  ): W;
  /** Defines the interface's class on the global, if exposed there. */
  install(globalObject: GlobalObject, globalNames: readonly string[]): void;
}

/** What an interface supplies to {@linkcode makeInterfaceWrapper}. */
export interface InterfaceParts<Impl extends object> {
  name: string;
  links: Links<Impl>;
  /** The implementation class (for isImpl() and new()). */
  implClass: { prototype: Impl };
  /** Constructs an implementation (conversions done by the caller). */
  construct(args: readonly unknown[]): Impl;
  /** Makes the global's class. */
  defineClass(globalObject: GlobalObject): { prototype: object };
  /** Also installs these names (webkitURL in a window). */
  aliases?(globalNames: readonly string[]): string[];
}

/** The wrapper functions of one interface, from its parts. */
export function makeInterfaceWrapper<Impl extends object>(
  parts: InterfaceParts<Impl>,
): InterfaceWrapper<Impl> {
  const { name, links } = parts;
  const prototypeOf = (globalObject: GlobalObject, newTarget?: unknown) => {
    const proto = (newTarget as { prototype?: unknown } | undefined)?.prototype;
    if (typeof proto === "object" && proto !== null) return proto;
    const constructor = registryOf(globalObject)[name] as
      | { prototype: object }
      | undefined;
    if (constructor === undefined) {
      throw new globalObject.TypeError(
        `${name} is not installed in this global`,
      );
    }
    return constructor.prototype;
  };
  const wrapper: InterfaceWrapper<Impl> = {
    is: (value) => links.implOf(value) !== null,
    isImpl: (value): value is Impl =>
      value instanceof (parts.implClass as never),
    convert(globalObject, value, options = {}) {
      const impl = links.implOf(value);
      if (impl !== null) return impl;
      const context = options.context ?? "The provided value";
      throw new globalObject.TypeError(`${context} is not of type '${name}'.`);
    },
    create(globalObject, constructorArgs, privateData) {
      const object = Object.create(prototypeOf(globalObject));
      return wrapper.setup(object, globalObject, constructorArgs, privateData);
    },
    createImpl(globalObject, constructorArgs, privateData) {
      const object = wrapper.create(globalObject, constructorArgs, privateData);
      return links.implOf(object)!;
    },
    "new"(globalObject, newTarget) {
      const object = Object.create(prototypeOf(globalObject, newTarget));
      const impl = Object.create(parts.implClass.prototype) as Impl;
      links.link(object, impl);
      return impl;
    },
    setup(object, _globalObject, constructorArgs = []) {
      // As in whatwg-url, the implementation's own errors (an invalid URL)
      // are TypeErrors of this realm; argument conversions throw the
      // global's.
      const impl = parts.construct(constructorArgs);
      links.link(object, impl);
      return object;
    },
    install(globalObject, globalNames) {
      if (!isExposed(globalNames)) return;
      const constructor = parts.defineClass(globalObject);
      exposeInterface(globalObject, name, constructor);
      for (const alias of parts.aliases?.(globalNames) ?? []) {
        Object.defineProperty(globalObject, alias, {
          configurable: true,
          writable: true,
          value: constructor,
        });
      }
    },
  };
  return wrapper;
}
