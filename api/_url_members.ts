// Private: the steps of the URL class's members beyond its short getters,
// as functions over a URL object's value (its serialization and offsets,
// parser/components.ts). The class (url_class.ts) keeps the value in its
// one private field and hands it here with the object itself, which keys
// the query objects; the steps that run the parser take the class's
// ToASCII.

import { basicURLParseWith, originWith } from "../parser/parse_with.ts";
import { serializeOrigin } from "../parser/origin.ts";
import { URLRecord } from "../parser/url_record.ts";
import type { DomainParserToASCII } from "../host/domain.ts";
import { FILE_SCHEME } from "../parser/scheme.ts";
import { Components, queryEnd, setQuery } from "../parser/components.ts";
import {
  newLinkedSearchParams,
  type QueryUpdate,
  resetSearchParamsList,
  type URLSearchParams,
} from "./url_search_params.ts";
import {
  runOverride,
  setHashFrom,
  setHostFrom,
  setPathname,
  setPortFrom,
  setSearchFrom,
  setUserinfo,
} from "./_url_setters.ts";
import { invalidURL, parsedComponents, usv } from "./_api_url_parser.ts";
import { defineInterfaceShape } from "./_webidl.ts";
import { registerComponentsReader } from "./_url_components.ts";

/** Marks `URL.parse` results: skips the constructor's argument handling. */
export const fromRecord: unique symbol = Symbol("fromRecord");

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
 * The value whose hostname a getter sliced last, and that hostname: the
 * host (without a port) and hostname getters read one after the other make
 * one string, not two (each slice makes a string, and the engines copy
 * short ones; bench/NOTES.md). A one-entry cache costs the URL objects
 * nothing; the host, hostname and protocol setters clear it, the others
 * leave the host as it is.
 */
let hostnameValue: Components | null = null;
let hostnameText = "";

/** The hostname of `c` (empty for a null host, which ends where it starts). */
export function hostnameOf(c: Components): string {
  if (c === hostnameValue) return hostnameText;
  hostnameValue = c;
  return hostnameText = c.href.slice(c.hostStart, c.hostEnd);
}

/**
 * `c`, the value of `url`, with the pending query, if any, serialized in:
 * whether the query object changed its list since the query was last
 * serialized into the href is the value's queryPending flag, kept pending
 * until read so that repeated appends stay linear.
 */
export function current(url: object, c: Components): Components {
  return c.queryPending ? flush(url, c) : c;
}

/** Serializes the pending query of `c`, the value of `url`, into its href. */
function flush(url: object, c: Components): Components {
  c.queryPending = false;
  const serialized = queryObjects.get(url)!.toString();
  setQuery(c, serialized === "" ? null : serialized);
  return c;
}

/** The href of `c`, the value of `url`: the href getter, toJSON(), toString(). */
export function hrefOf(url: object, c: Components): string {
  return c.queryPending ? flush(url, c).href : c.href;
}

/**
 * The origin getter beyond its common case (a special scheme but file:,
 * without credentials): credentials, file: and the rest.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-origin}
 */
export function otherOrigin(
  url: object,
  value: Components,
  toASCII: DomainParserToASCII,
): string {
  const scheme = value.scheme;
  if (scheme === FILE_SCHEME) return "null";
  const c = current(url, value);
  if (scheme !== 0) {
    return c.href.slice(0, c.schemeEnd + 3) +
      c.href.slice(c.hostStart, c.pathStart);
  }
  return serializeOrigin(originWith(toASCII, new URLRecord(c)));
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
  const start = c.queryStart;
  const query = start < 0 ? "" : c.href.slice(start + 1, queryEnd(c));
  const update: QueryUpdate = () => updated(url);
  const searchParams = newLinkedSearchParams(update, query);
  queryObjects.set(url, searchParams);
  c.queryObject = true;
  return searchParams;
}

/**
 * The href setter's steps: parses `input` (throwing a TypeError on
 * failure) and returns the URL's new value, which keeps the query object of
 * `old`, the value of `url`, with its list reset to the new query.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-href}
 */
function parseHref(
  url: object,
  old: Components,
  input: string,
  toASCII: DomainParserToASCII,
): Components {
  const record = basicURLParseWith(toASCII, input);
  if (record === null) throw invalidURL(input, undefined);
  const c = parsedComponents(record, input);
  if (old.queryObject) {
    c.queryObject = true;
    resetSearchParamsList(queryObjects.get(url)!, record.query);
  }
  return c;
}

/**
 * The protocol setter's steps on the (current) value `c`.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-protocol}
 */
function setProtocol(
  c: Components,
  input: string,
  toASCII: DomainParserToASCII,
): void {
  runOverride(c, input + ":", "scheme start state", toASCII);
  hostnameValue = null;
}

/**
 * The host and hostname setters' steps on the (current) value `c`.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-host}
 */
function setHost(
  c: Components,
  input: string,
  state: "host state" | "hostname state",
  toASCII: DomainParserToASCII,
): void {
  // "If this's URL has an opaque path, then return."
  if (c.opaquePath) return;
  setHostFrom(c, input, state, toASCII);
  hostnameValue = null;
}

/**
 * The search setter's steps on `c`, the (current) value of `url`.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-search}
 */
function setSearch(url: object, c: Components, input: string): void {
  const query = input === "" ? null : setSearchFrom(c, input);
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

/**
 * `URL {...}` of the getters' values: the output of Deno's `console.log` /
 * `Deno.inspect` and of Node's and Bun's `util.inspect`.
 */
function inspectURL(
  url: Record<string, unknown>,
  inspect: (value: unknown, options?: unknown) => string,
  options: unknown,
): string {
  const fields: Record<string, unknown> = {};
  for (const name of INSPECTED) fields[name] = url[name];
  return `URL ${inspect(fields, options)}`;
}

/**
 * Web IDL's brand check of a setter, which comes before the conversion of
 * its argument: the TypeError for a receiver that is no URL object.
 */
function notAURL(member: string): TypeError {
  return new TypeError(
    `The URL ${member} setter was called on an object that is not a URL`,
  );
}

/**
 * Reads the value of a URL object of one class: `undefined` for anything
 * else (an object without the class's private field).
 */
type ValueReader = (url: object) => Components | undefined;

/**
 * Defines the setters of a URL class on its `prototype`, given the class's
 * ToASCII, the reader of its private field and its writer. Each runs Web
 * IDL's brand check, then converts its argument to a USVString, then reads
 * the URL's value (the spec's steps run after the conversion) and runs the
 * setter's steps on it.
 */
export function defineURLSetters(
  prototype: object,
  toASCII: DomainParserToASCII,
  valueOf: ValueReader,
  setValue: (url: object, c: Components) => void,
): void {
  /** The brand check and the conversion: the setter's input. */
  const input = (url: unknown, member: string, value: unknown): string => {
    if (typeof url !== "object" || url === null || !valueOf(url)) {
      throw notAURL(member);
    }
    return usv(value as string);
  };
  /** The URL's value, the pending query serialized in. */
  const value = (url: object): Components => current(url, valueOf(url)!);
  // Accessors of an object literal, so that each setter is named and
  // shaped as the class's own would be ("set href", one parameter).
  const setters = {
    set href(v: string) {
      const s = input(this, "href", v);
      setValue(this, parseHref(this, valueOf(this)!, s, toASCII));
    },
    set protocol(v: string) {
      const s = input(this, "protocol", v);
      setProtocol(value(this), s, toASCII);
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
      setHost(value(this), s, "host state", toASCII);
    },
    set hostname(v: string) {
      const s = input(this, "hostname", v);
      setHost(value(this), s, "hostname state", toASCII);
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
  };
  for (const name of Object.keys(setters)) {
    const { set } = Object.getOwnPropertyDescriptor(setters, name)!;
    Object.defineProperty(prototype, name, { set });
  }
}

/**
 * An empty URL object per URL class, kept for as long as the class lives.
 * V8 frees the hidden class (map) of URL objects at a garbage collection
 * that finds none alive, and discards the optimized code of the constructor
 * and URL.parse() that depends on it: a program that parses URLs and drops
 * them paid for a deoptimization and a recompilation after every major
 * collection (`--trace-deopt` shows "weak objects" each time;
 * url_gc_test.ts checks it no longer happens). This object keeps that map
 * alive. Made with the class rather than on first use so that making each
 * URL object has no check for it.
 */
const mapKeepers: WeakMap<object, object> = /* @__PURE__ */ new WeakMap();

/**
 * The last steps of making a URL class: its map keeper, its inspection
 * methods, Web IDL's shape of its members, its name, and the tests' reader
 * of its value.
 */
// deno-lint-ignore ban-types -- the class
export function finishURLClass(cls: Function, valueOf: ValueReader): void {
  mapKeepers.set(cls, Reflect.construct(cls, [fromRecord]));
  const methods = {
    /** Deno's `console.log` / `Deno.inspect` output. */
    [Symbol.for("Deno.customInspect")](
      inspect: (value: unknown, options?: unknown) => string,
      options: unknown,
    ): string {
      return inspectURL(this as never, inspect, options);
    },
    /** Node's and Bun's `console.log` / `util.inspect` output. */
    [Symbol.for("nodejs.util.inspect.custom")](
      _depth: number,
      options: unknown,
      inspect: (value: unknown, options?: unknown) => string,
    ): string {
      return inspectURL(this as never, inspect, options);
    },
  };
  for (const key of Object.getOwnPropertySymbols(methods)) {
    Object.defineProperty(cls.prototype, key, {
      value: methods[key as keyof typeof methods],
      writable: true,
      configurable: true,
    });
  }
  // Every member of the prototype enumerable, as Web IDL makes them.
  defineInterfaceShape(cls, {
    name: "URL",
    statics: ["parse", "canParse"],
    length: 1,
    lengths: { parse: 1, canParse: 1 },
  });
  // The class's name, which bundlers may rename (esbuild makes it "URL4"
  // beside other bindings named URL).
  Object.defineProperty(cls, "name", { value: "URL" });
  // The tests' way to the URL's value (api/_url_components.ts).
  registerComponentsReader(valueOf);
}
