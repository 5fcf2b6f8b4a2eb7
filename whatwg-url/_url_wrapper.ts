// The per-global URL class of the webidl2js wrapper: Web IDL's argument
// conversions and errors in the global's realm, then urlstd's URL class.

import { URL as URLImpl } from "../api/mod.ts";
import {
  finishInterface,
  type GlobalObject,
  type InterfaceWrapper,
  Links,
  makeInterfaceWrapper,
  requireArguments,
  toUSVString,
} from "./_wrapper_core.ts";
import { paramsWrapperFor } from "./_search_params_wrapper.ts";

const links = new Links<URLImpl>();

/** The URL attributes, in the interface's order; `true` when settable. */
const ATTRIBUTES: readonly [keyof URLImpl & string, boolean][] = [
  ["href", true],
  ["origin", false],
  ["protocol", true],
  ["username", true],
  ["password", true],
  ["host", true],
  ["hostname", true],
  ["port", true],
  ["pathname", true],
  ["search", true],
  ["hash", true],
];

/** The implementation of `self`, or the global's TypeError. */
function implOf(globalObject: GlobalObject, self: unknown, member: string) {
  const impl = links.implOf(self);
  if (impl === null) {
    throw new globalObject.TypeError(
      `'${member}' called on an object that is not a valid instance of URL.`,
    );
  }
  return impl;
}

/** The URL and base arguments, converted. */
function urlArguments(
  globalObject: GlobalObject,
  args: IArguments | unknown[],
  context: string,
): string[] {
  requireArguments(globalObject, args.length, 1, context);
  const out = [toUSVString(globalObject, args[0], `${context}: parameter 1`)];
  if (args[1] !== undefined) {
    out.push(toUSVString(globalObject, args[1], `${context}: parameter 2`));
  }
  return out;
}

/** Makes the URL class of one global. */
function defineURLClass(globalObject: GlobalObject): { prototype: object } {
  class URL {
    constructor(_url: unknown, _base?: unknown) {
      const args = urlArguments(
        globalObject,
        arguments,
        "Failed to construct 'URL'",
      );
      urlWrapper.setup(this, globalObject, args);
    }

    static parse(_url: unknown, _base?: unknown): URL | null {
      const args = urlArguments(
        globalObject,
        arguments,
        "Failed to execute 'parse' on 'URL'",
      );
      const impl = URLImpl.parse(args[0], args[1]);
      if (impl === null) return null;
      const wrapper = Object.create(URL.prototype);
      links.link(wrapper, impl);
      return wrapper;
    }

    static canParse(_url: unknown, _base?: unknown): boolean {
      const args = urlArguments(
        globalObject,
        arguments,
        "Failed to execute 'canParse' on 'URL'",
      );
      return URLImpl.canParse(args[0], args[1]);
    }

    toJSON(): string {
      return implOf(globalObject, this, "toJSON").toJSON();
    }

    toString(): string {
      return implOf(globalObject, this, "toString").href;
    }

    get searchParams(): object {
      const impl = implOf(globalObject, this, "get searchParams");
      return paramsWrapperFor(globalObject, impl.searchParams);
    }
  }
  for (const [name, settable] of ATTRIBUTES) {
    Object.defineProperty(URL.prototype, name, {
      configurable: true,
      get(this: unknown) {
        return implOf(globalObject, this, `get ${name}`)[name];
      },
      set: settable
        ? function (this: unknown, value: unknown) {
          const impl = implOf(globalObject, this, `set ${name}`);
          const v = toUSVString(
            globalObject,
            value,
            `Failed to set the '${name}' property on 'URL': The provided value`,
          );
          (impl as unknown as Record<string, string>)[name] = v;
        }
        : undefined,
    });
  }
  finishInterface(
    URL,
    ["toJSON", "toString", "searchParams", ...ATTRIBUTES.map(([n]) => n)],
    ["parse", "canParse"],
    "URL",
  );
  return URL;
}

/** The webidl2js wrapper of the URL interface. */
export const urlWrapper: InterfaceWrapper<URLImpl> = makeInterfaceWrapper({
  name: "URL",
  links,
  implClass: URLImpl,
  construct: (args) => new URLImpl(args[0] as string, args[1] as string),
  defineClass: defineURLClass,
  aliases: (names) => names.includes("Window") ? ["webkitURL"] : [],
});
