// The per-global URLSearchParams class of the webidl2js wrapper: Web IDL's
// argument conversions and errors in the global's realm, then urlstd's
// URLSearchParams class.

import { URLSearchParams as ParamsImpl } from "../api/mod.ts";
import {
  finishInterface,
  type GlobalObject,
  type InterfaceWrapper,
  Links,
  makeInterfaceWrapper,
  registryOf,
  requireArguments,
  toUSVString,
} from "./_wrapper_core.ts";

const links = new Links<ParamsImpl>();

/** The implementation of `self`, or the global's TypeError. */
function implOf(globalObject: GlobalObject, self: unknown, member: string) {
  const impl = links.implOf(self);
  if (impl === null) {
    throw new globalObject.TypeError(
      `'${member}' called on an object that is not a valid instance of URLSearchParams.`,
    );
  }
  return impl;
}

/**
 * The global's wrapper of a URLSearchParams implementation (a URL's
 * `searchParams`), made on first use.
 */
export function paramsWrapperFor(
  globalObject: GlobalObject,
  impl: ParamsImpl,
): object {
  const existing = links.wrapperOf(impl);
  if (existing !== undefined) return existing;
  const constructor = registryOf(globalObject).URLSearchParams as
    | { prototype: object }
    | undefined;
  const wrapper = Object.create(
    constructor?.prototype ?? globalObject.Object.prototype,
  );
  links.link(wrapper, impl);
  return wrapper;
}

/** Makes the URLSearchParams class of one global. */
function defineParamsClass(globalObject: GlobalObject): { prototype: object } {
  const usv = (value: unknown, method: string, n: number) =>
    toUSVString(
      globalObject,
      value,
      `Failed to execute '${method}' on 'URLSearchParams': parameter ${n}`,
    );
  const impl = (self: unknown, member: string) =>
    implOf(globalObject, self, member);
  const need = (count: number, n: number, method: string) =>
    requireArguments(
      globalObject,
      count,
      n,
      `Failed to execute '${method}' on 'URLSearchParams'`,
    );
  class URLSearchParams {
    constructor(init: unknown = "") {
      let converted: unknown = init;
      if (typeof init !== "object" && typeof init !== "function") {
        converted = toUSVString(
          globalObject,
          init,
          "Failed to construct 'URLSearchParams': parameter 1",
        );
      } else if (init !== null) {
        // Another wrapper is read through its implementation; any other
        // object (pairs or a record) is converted by urlstd's class.
        converted = links.implOf(init) ?? init;
      }
      paramsWrapper.setup(this, globalObject, [converted]);
    }

    get size(): number {
      return impl(this, "get size").size;
    }

    append(name: unknown, value: unknown): void {
      need(arguments.length, 2, "append");
      impl(this, "append").append(
        usv(name, "append", 1),
        usv(value, "append", 2),
      );
    }

    delete(name: unknown, value?: unknown): void {
      need(arguments.length, 1, "delete");
      const params = impl(this, "delete");
      if (value === undefined) params.delete(usv(name, "delete", 1));
      else params.delete(usv(name, "delete", 1), usv(value, "delete", 2));
    }

    get(name: unknown): string | null {
      need(arguments.length, 1, "get");
      return impl(this, "get").get(usv(name, "get", 1));
    }

    getAll(name: unknown): string[] {
      need(arguments.length, 1, "getAll");
      return impl(this, "getAll").getAll(usv(name, "getAll", 1));
    }

    has(name: unknown, value?: unknown): boolean {
      need(arguments.length, 1, "has");
      const params = impl(this, "has");
      if (value === undefined) return params.has(usv(name, "has", 1));
      return params.has(usv(name, "has", 1), usv(value, "has", 2));
    }

    set(name: unknown, value: unknown): void {
      need(arguments.length, 2, "set");
      impl(this, "set").set(usv(name, "set", 1), usv(value, "set", 2));
    }

    sort(): void {
      impl(this, "sort").sort();
    }

    toString(): string {
      return impl(this, "toString").toString();
    }

    entries(): IterableIterator<[string, string]> {
      return impl(this, "entries").entries();
    }

    keys(): IterableIterator<string> {
      return impl(this, "keys").keys();
    }

    values(): IterableIterator<string> {
      return impl(this, "values").values();
    }

    forEach(callback: unknown, thisArg?: unknown): void {
      need(arguments.length, 1, "forEach");
      const params = impl(this, "forEach");
      if (typeof callback !== "function") {
        throw new globalObject.TypeError(
          "Failed to execute 'forEach' on 'URLSearchParams': The callback provided as parameter 1 is not a function.",
        );
      }
      // Web IDL's iterable forEach: the list is read again after each call.
      for (let i = 0;; i++) {
        const pairs = [...params];
        if (i >= pairs.length) return;
        callback.call(thisArg, pairs[i][1], pairs[i][0], this);
      }
    }
  }
  Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, {
    configurable: true,
    writable: true,
    value: URLSearchParams.prototype.entries,
  });
  finishInterface(
    URLSearchParams,
    [
      "size",
      "append",
      "delete",
      "get",
      "getAll",
      "has",
      "set",
      "sort",
      "toString",
      "entries",
      "keys",
      "values",
      "forEach",
    ],
    [],
    "URLSearchParams",
  );
  return URLSearchParams;
}

/** The webidl2js wrapper of the URLSearchParams interface. */
export const paramsWrapper: InterfaceWrapper<ParamsImpl> = makeInterfaceWrapper(
  {
    name: "URLSearchParams",
    links,
    implClass: ParamsImpl,
    construct: (args) => new ParamsImpl(args[0] as string),
    defineClass: defineParamsClass,
  },
);
