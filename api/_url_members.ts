// Private: the steps of the URL class's members beyond its short getters,
// as functions over a URL object's value (its serialization and offsets,
// parser/components.ts). The class (url_class.ts) keeps the value in its
// one private field and hands it here with the object itself, which keys
// the query objects; the steps that run the parser take the class's
// ToASCII.

import { serializeOrigin } from "../parser/origin.ts";
import type { DomainParserToASCII } from "../host/domain.ts";
import type { URL as URLObject, URLSearchParams } from "./_types.ts";
import { FILE_SCHEME } from "../parser/scheme.ts";
// queryOf() reads the href: a pending query's changes are not in it yet.
import { Components, queryOf, setQuery } from "../parser/components.ts";
import {
  newLinkedSearchParams,
  type QueryUpdate,
  resetSearchParamsList,
} from "./_url_search_params_class.ts";
import {
  setHashFrom,
  setPathname,
  setPortFrom,
  setUserinfo,
} from "./_url_setters.ts";
import { apiParse } from "./_api_url_parser.ts";
import {
  emptyQueryAndParse,
  parseHostWithStateOverride,
  runStateOverride,
} from "../parser/state_override.ts";
import {
  HOST,
  HOSTNAME,
  originOfComponents,
  SCHEME_START,
} from "../parser/run_basic_url_parser.ts";
import { toUSVString } from "./_webidl.ts";
import { defineInterfaceShape } from "./_webidl.ts";
import { registerComponentsReader } from "./_url_components.ts";

/**
 * The constructor's argument that makes a URL object without parsing (a
 * sentinel): `URL.parse()` makes its objects with it and sets their URL
 * itself.
 */
export const UNPARSED: unique symbol = Symbol("UNPARSED");

/** The value of a URL object until it gets its own (see the class). */
export const PLACEHOLDER: Components = /* @__PURE__ */ new Components();

/**
 * The query objects of the URL objects that made one: most never do, and a
 * field of their own would cost each of them (the value's queryObject flag
 * says which have one).
 */
const queryObjects: WeakMap<object, URLSearchParams> =
  /* @__PURE__ */ new WeakMap();

/**
 * The hostname of `c` (empty for a null host, which ends where it starts),
 * sliced on every call: the value keeps no copy.
 */
export function hostnameOf(c: Components): string {
  return c.href.slice(c.hostStart, c.hostEnd);
}

// Whether the query object changed its list since the query was last
// serialized into the href is the value's queryPending flag, kept pending
// until read so that repeated appends stay linear: the href, search, toJSON()
// and toString() serialize it first, and so do the setters. The other
// getters read parts of the href that a pending query leaves as they are.

/** Serializes the pending query of `c`, the value of `url`, into its href. */
export function serializePendingQuery(url: object, c: Components): Components {
  c.queryPending = false;
  const serialized = queryObjects.get(url)!.toString();
  setQuery(c, serialized === "" ? null : serialized);
  return c;
}

/**
 * The origin getter's steps beyond its common case (a special scheme but
 * file:, without credentials): file:, whose origin is opaque, and the rest.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-origin}
 */
export function serializeOriginOf(
  c: Components,
  scheme: number,
  toASCII: DomainParserToASCII,
): string {
  if (scheme === FILE_SCHEME) return "null";
  return serializeOrigin(originOfComponents(toASCII, c));
}

/**
 * The query object of `url`, whose value is `c`: made from the query when
 * first read, linked to the URL both ways: its "update" steps call
 * `updated(url)` (the class's, which marks the query pending).
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-searchparams}
 */
export function searchParamsOf<U extends object>(
  url: U,
  c: Components,
  updated: (url: U) => void,
): URLSearchParams {
  if (c.queryObject) return queryObjects.get(url)!;
  const update: QueryUpdate = () => updated(url);
  const searchParams = newLinkedSearchParams(update, queryOf(c) ?? "");
  queryObjects.set(url, searchParams);
  c.queryObject = true;
  return searchParams;
}

/**
 * The href setter's steps after the API URL parser: `c`, the new value of
 * `url`, keeps the query object of `old`, its value before, with the
 * object's list reset to the new query.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-href}
 */
function replaceValue(url: object, old: Components, c: Components): Components {
  if (old.queryObject) {
    c.queryObject = true;
    resetSearchParamsList(queryObjects.get(url)!, queryOf(c));
  }
  return c;
}

/**
 * The host and hostname setters' steps on the (current) value `c`.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-host}
 */
function setHost(
  c: Components,
  input: string,
  state: typeof HOST | typeof HOSTNAME,
  toASCII: DomainParserToASCII,
): void {
  // "If this's URL has an opaque path, then return."
  if (c.opaquePath) return;
  parseHostWithStateOverride(toASCII, c, input, state);
}

/**
 * The search setter's steps on `c`, the (current) value of `url`.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-search}
 */
function setSearch(url: object, c: Components, input: string): void {
  // "Remove a single leading U+003F (?) from input, if present."
  const query = input === "" ? null : emptyQueryAndParse(
    c,
    input.charCodeAt(0) === 0x3f ? input.slice(1) : input,
  );
  if (query === null) setQuery(c, null);
  // url.bs, step 6: "Set this's query object's list to the result of
  // parsing input", the value itself, which keeps the ASCII tabs and
  // newlines the URL's query lost. whatwg-url, Node.js, Deno and Bun parse
  // the URL's new query instead, so that the list always agrees with
  // `search`; this follows them. A query object not made yet is made from
  // the query when first read, the same list.
  if (c.queryObject) resetSearchParamsList(queryObjects.get(url)!, query);
}

/** The getters `console.log` shows, in the order it shows them. */
const INSPECTED = [
  "href",
  "origin",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "hash",
  "search",
] as const;

/** The runtimes' inspection of a value, given to the inspection methods. */
export type Inspect = (value: unknown, options?: unknown) => string;

/**
 * `URL {...}` of the getters' values: the output of Deno's `console.log` /
 * `Deno.inspect` and of Node's and Bun's `util.inspect`.
 */
function inspectURL(
  url: object,
  inspect: Inspect,
  options: unknown,
): string {
  const fields: Record<string, unknown> = {};
  for (const name of INSPECTED) fields[name] = (url as URLObject)[name];
  return `URL ${inspect(fields, options)}`;
}

/**
 * A URL class's access to its private field, the URL object's value: `has`
 * is the brand check, `get` reads the field (throwing the engine's
 * TypeError for an object without it), `set` writes it.
 */
export interface ValueAccess {
  has(url: object): boolean;
  get(url: object): Components;
  set(url: object, c: Components): void;
}

/**
 * Defines the members of a URL class beyond its fields, constructor,
 * statics and getters: the setters, toJSON(), toString() and the
 * inspection methods, over the value `access` reads and writes. Each
 * setter runs Web IDL's brand check, then converts its argument to a
 * USVString, then reads the URL's value (the spec's steps run after the
 * conversion) and runs the setter's steps on it.
 */
function defineURLMembers(
  prototype: object,
  toASCII: DomainParserToASCII,
  access: ValueAccess,
): void {
  const { has, get, set: setValue } = access;
  /**
   * Web IDL's brand check, which comes before the conversion of the
   * argument: the TypeError for a receiver that is no URL object.
   */
  const check = (url: unknown, member: string): void => {
    if (typeof url !== "object" || url === null || !has(url)) {
      throw new TypeError(
        `The URL ${member} setter was called on an object that is not a URL`,
      );
    }
  };
  /** The brand check and the conversion: the setter's input. */
  const input = (url: unknown, member: string, value: unknown): string => {
    check(url, member);
    return toUSVString(value as string);
  };
  /** The URL's value, the pending query serialized in. */
  const value = (url: object): Components => {
    const c = get(url);
    return c.queryPending ? serializePendingQuery(url, c) : c;
  };
  // Accessors and methods of an object literal, so that each is named and
  // shaped as the class's own would be ("set href", one parameter).
  const members = {
    set href(v: string) {
      check(this, "href");
      // The constructor's steps: the conversion, the API URL parser, and
      // the same TypeError on failure.
      const c = apiParse(v, undefined, 1, "URL", toASCII)!;
      setValue(this, replaceValue(this, get(this), c));
    },
    set protocol(v: string) {
      const s = input(this, "protocol", v);
      // The protocol setter: the basic URL parser on `s` + ":" with scheme
      // start state as state override.
      // https://url.spec.whatwg.org/#dom-url-protocol
      runStateOverride(toASCII, value(this), s + ":", SCHEME_START);
    },
    set username(v: string) {
      const s = input(this, "username", v);
      setUserinfo(value(this), s, false);
    },
    set password(v: string) {
      const s = input(this, "password", v);
      setUserinfo(value(this), s, true);
    },
    set host(v: string) {
      const s = input(this, "host", v);
      setHost(value(this), s, HOST, toASCII);
    },
    set hostname(v: string) {
      const s = input(this, "hostname", v);
      setHost(value(this), s, HOSTNAME, toASCII);
    },
    set port(v: string) {
      const s = input(this, "port", v);
      setPortFrom(value(this), s, toASCII);
    },
    set pathname(v: string) {
      const s = input(this, "pathname", v);
      setPathname(value(this), s, toASCII);
    },
    set search(v: string) {
      const s = input(this, "search", v);
      setSearch(this, value(this), s);
    },
    set hash(v: string) {
      const s = input(this, "hash", v);
      setHashFrom(value(this), s);
    },
    toJSON(): string {
      // Reading the value first is the brand check.
      return value(this).href;
    },
    toString(): string {
      return value(this).href;
    },
    /** Deno's `console.log` / `Deno.inspect` output. */
    [Symbol.for("Deno.customInspect")](i: Inspect, options: unknown): string {
      return inspectURL(this, i, options);
    },
    /** Node's and Bun's `console.log` / `util.inspect` output. */
    [Symbol.for("nodejs.util.inspect.custom")](
      _depth: number,
      options: unknown,
      i: Inspect,
    ): string {
      return inspectURL(this, i, options);
    },
  };
  for (const key of Reflect.ownKeys(members)) {
    const { set, value } = Object.getOwnPropertyDescriptor(members, key)!;
    // A setter joins the class's getter; a method is writable and not
    // enumerable, as a class's (Web IDL makes the members enumerable).
    Object.defineProperty(
      prototype,
      key,
      set ? { set } : { value, writable: true, configurable: true },
    );
  }
}

/**
 * An empty URL object per URL class, kept for as long as the program runs
 * (the classes' readers in _url_components.ts keep each class as long), so
 * that a URL object of the class is always alive: a program that parses
 * URLs and drops them does not recompile the constructor after each
 * garbage collection (url_gc_test.ts checks it; bench/README.md, "What
 * makes the code fast", says why). Made with the class rather than on first
 * use so that making each URL object has no check for it.
 */
const mapKeepers: object[] = [];

/**
 * Makes the rest of a URL class: the members defineURLMembers() defines,
 * its map keeper, Web IDL's shape of its members, its name, and the tests'
 * reader of its value.
 */
export function finishURLClass(
  // deno-lint-ignore ban-types -- the class
  cls: Function,
  toASCII: DomainParserToASCII,
  access: ValueAccess,
): void {
  defineURLMembers(cls.prototype, toASCII, access);
  mapKeepers.push(Reflect.construct(cls, [UNPARSED]));
  // Every member of the prototype enumerable, as Web IDL makes them.
  defineInterfaceShape(cls, "URL", ["parse", "canParse"]);
  // The tests' way to the URL's value (api/_url_components.ts).
  registerComponentsReader(access);
}
