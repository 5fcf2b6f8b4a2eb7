// The URL pattern struct and the standard's two high-level operations on
// it, "create" and "match". The match is split in two so that a route table
// prepares an input once and matches it against many patterns.

import {
  canonicalizeHash,
  canonicalizeHostname,
  canonicalizeIPv6Hostname,
  canonicalizeOpaquePathname,
  canonicalizePassword,
  canonicalizePathname,
  canonicalizePort,
  canonicalizeProtocol,
  canonicalizeSearch,
  canonicalizeUsername,
} from "./_canonicalize.ts";
import {
  ANY,
  compileComponent,
  type Component,
  componentExec,
  componentTest,
  DEFAULT_OPTIONS,
  HOSTNAME_OPTIONS,
  PATHNAME_OPTIONS,
  type URLPatternComponentResult,
} from "./_component.ts";
import {
  parseConstructorString,
  protocolComponentMatchesSpecialScheme,
} from "./_constructor_string.ts";
import { excerpt, patternTypeError } from "./_errors.ts";
import {
  type ComponentStrings,
  initToJS,
  processURLPatternInit,
  type URLPatternInit,
} from "./_init.ts";
import { defaultPort, isSpecialScheme } from "../parser/mod.ts";
import { componentValue, parseInput } from "./_parse_input.ts";
import type { Components } from "../parser/components.ts";

/**
 * A URL pattern: one compiled component per URL component.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#url-pattern}
 */
export interface URLPatternRecord {
  protocol: Component;
  username: Component;
  password: Component;
  hostname: Component;
  port: Component;
  pathname: Component;
  search: Component;
  hash: Component;
}

/** What `exec()` and `test()` accept: a URL string or a URLPatternInit. */
export type URLPatternInput = string | URLPatternInit;

/**
 * The result of a match: the inputs, and each component's match.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#dictdef-urlpatternresult}
 */
export interface URLPatternResult {
  /** The input, and the base URL string when one was given. */
  inputs: URLPatternInput[];
  /** The protocol's match. */
  protocol: URLPatternComponentResult;
  /** The username's match. */
  username: URLPatternComponentResult;
  /** The password's match. */
  password: URLPatternComponentResult;
  /** The hostname's match. */
  hostname: URLPatternComponentResult;
  /** The port's match. */
  port: URLPatternComponentResult;
  /** The pathname's match. */
  pathname: URLPatternComponentResult;
  /** The search's match. */
  search: URLPatternComponentResult;
  /** The hash's match. */
  hash: URLPatternComponentResult;
}

/** @see {@link https://urlpattern.spec.whatwg.org/#hostname-pattern-is-an-ipv6-address} */
function hostnamePatternIsAnIPv6Address(input: string): boolean {
  if (input.length < 2) return false;
  const c0 = input[0];
  return c0 === "[" || ((c0 === "{" || c0 === "\\") && input[1] === "[");
}

/**
 * Creates a URL pattern.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#url-pattern-create}
 * @throws {TypeError} On a bad pattern, base URL or argument combination.
 */
export function createURLPattern(
  input: URLPatternInput,
  baseURL: string | null,
  ignoreCase: boolean,
): URLPatternRecord {
  let init: URLPatternInit;
  if (typeof input === "string") {
    init = parseConstructorString(input);
    if (baseURL === null && init.protocol === undefined) {
      throw new TypeError(
        `Invalid pattern "${
          excerpt(input)
        }": a relative pattern needs a base URL`,
      );
    }
    if (baseURL !== null) init.baseURL = baseURL;
  } else {
    if (baseURL !== null) {
      throw new TypeError(
        "A base URL argument cannot come with a URLPatternInit (use its baseURL member)",
      );
    }
    init = input;
  }
  let processed;
  try {
    processed = processURLPatternInit(init, "pattern", {});
  } catch (error) {
    throw patternTypeError("baseURL", init.baseURL ?? "", error);
  }
  const protocol = processed.protocol ?? "*";
  let port = processed.port ?? "*";
  const defaultPortOfProtocol = isSpecialScheme(protocol)
    ? defaultPort(protocol)
    : null;
  if (
    defaultPortOfProtocol !== null && port === String(defaultPortOfProtocol)
  ) {
    port = "";
  }
  const hostname = processed.hostname ?? "*";
  const p = compileComponent(
    protocol,
    canonicalizeProtocol,
    DEFAULT_OPTIONS,
    "protocol",
  );
  const compileOptions = { ...DEFAULT_OPTIONS, ignoreCase };
  const pathname = processed.pathname ?? "*";
  return {
    protocol: p,
    username: compileComponent(
      processed.username ?? "*",
      canonicalizeUsername,
      DEFAULT_OPTIONS,
      "username",
    ),
    password: compileComponent(
      processed.password ?? "*",
      canonicalizePassword,
      DEFAULT_OPTIONS,
      "password",
    ),
    hostname: compileComponent(
      hostname,
      hostnamePatternIsAnIPv6Address(hostname)
        ? canonicalizeIPv6Hostname
        : canonicalizeHostname,
      HOSTNAME_OPTIONS,
      "hostname",
    ),
    port: compileComponent(port, canonicalizePort, DEFAULT_OPTIONS, "port"),
    pathname: protocolComponentMatchesSpecialScheme(p)
      ? compileComponent(
        pathname,
        canonicalizePathname,
        { ...PATHNAME_OPTIONS, ignoreCase },
        "pathname",
      )
      : compileComponent(
        pathname,
        canonicalizeOpaquePathname,
        compileOptions,
        "pathname",
      ),
    search: compileComponent(
      processed.search ?? "*",
      canonicalizeSearch,
      compileOptions,
      "search",
    ),
    hash: compileComponent(
      processed.hash ?? "*",
      canonicalizeHash,
      compileOptions,
      "hash",
    ),
  };
}

/**
 * An input made ready to match: the parsed URL (for a URL string) or the
 * eight component strings (for a URLPatternInit), and what the result's
 * `inputs` are made of. A URL's strings are read when first needed, as
 * most patterns test few components with more than "*".
 */
export class PreparedInput {
  readonly url: Components | null;
  readonly values: (string | undefined)[];
  readonly input: URLPatternInput;
  readonly baseURL: string | undefined;

  constructor(
    url: Components | null,
    values: (string | undefined)[],
    input: URLPatternInput,
    baseURL: string | undefined,
  ) {
    this.url = url;
    this.values = values;
    this.input = input;
    this.baseURL = baseURL;
  }

  /** The component string at `index` (the standard's order). */
  value(index: number): string {
    const v = this.values[index];
    if (v !== undefined) return v;
    return this.values[index] = componentValue(this.url!, index);
  }

  /** A new `inputs` list of a result: the input, and the base URL string. */
  inputs(): URLPatternInput[] {
    const input = this.input;
    const converted = typeof input === "string" ? input : initToJS(input);
    return this.baseURL === undefined ? [converted] : [converted, this.baseURL];
  }
}

/** The component strings "match" starts from for a URLPatternInit. */
const EMPTY_COMPONENTS: ComponentStrings = {
  protocol: "",
  username: "",
  password: "",
  hostname: "",
  port: "",
  pathname: "",
  search: "",
  hash: "",
};

let lastInput: string | undefined;
let lastBaseURLString: string | undefined;
let lastPrepared: PreparedInput | null = null;

/**
 * The first steps of "match": the component strings of an input, or `null`
 * when it is not a URL (the standard's match then returns null).
 *
 * With `keep`, the last URL string's result is kept for the next call
 * with the same strings (a router that calls `exec()` on one pattern after
 * another with one URL parses it once): a prepared input is only read, and
 * its strings are the same whenever they are computed. The route table,
 * which prepares each input once, passes false.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#url-pattern-match}
 * @throws {TypeError} When a base URL comes with a URLPatternInit.
 */
export function prepareInput(
  input: URLPatternInput,
  baseURLString: string | undefined,
  keep = true,
): PreparedInput | null {
  if (typeof input !== "string") {
    if (baseURLString !== undefined) {
      throw new TypeError(
        "A base URL argument cannot come with a URLPatternInit (use its baseURL member)",
      );
    }
    let r;
    try {
      r = processURLPatternInit(input, "url", EMPTY_COMPONENTS);
    } catch {
      return null;
    }
    return new PreparedInput(
      null,
      [
        r.protocol!,
        r.username!,
        r.password!,
        r.hostname!,
        r.port!,
        r.pathname!,
        r.search!,
        r.hash!,
      ],
      input,
      undefined,
    );
  }
  if (keep && input === lastInput && baseURLString === lastBaseURLString) {
    return lastPrepared;
  }
  const url = parseInput(input, baseURLString);
  const prepared = url === null ? null : new PreparedInput(
    url,
    [
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ],
    input,
    baseURLString,
  );
  if (keep) {
    lastInput = input;
    lastBaseURLString = baseURLString;
    lastPrepared = prepared;
  }
  return prepared;
}

function test(component: Component, v: PreparedInput, index: number): boolean {
  return component.kind === ANY || componentTest(component, v.value(index));
}

/** Whether a URL pattern matches a prepared input. */
export function testPrepared(p: URLPatternRecord, v: PreparedInput): boolean {
  return test(p.pathname, v, 5) && test(p.hostname, v, 3) &&
    test(p.protocol, v, 0) && test(p.port, v, 4) && test(p.search, v, 6) &&
    test(p.hash, v, 7) && test(p.username, v, 1) && test(p.password, v, 2);
}

/** The last steps of "match": the result, or `null`. */
export function execPrepared(
  p: URLPatternRecord,
  v: PreparedInput,
): URLPatternResult | null {
  const pathname = componentExec(p.pathname, v.value(5));
  if (pathname === null) return null;
  const hostname = componentExec(p.hostname, v.value(3));
  if (hostname === null) return null;
  const protocol = componentExec(p.protocol, v.value(0));
  if (protocol === null) return null;
  const port = componentExec(p.port, v.value(4));
  if (port === null) return null;
  const search = componentExec(p.search, v.value(6));
  if (search === null) return null;
  const hash = componentExec(p.hash, v.value(7));
  if (hash === null) return null;
  const username = componentExec(p.username, v.value(1));
  if (username === null) return null;
  const password = componentExec(p.password, v.value(2));
  if (password === null) return null;
  // Web IDL's dictionary order: lexicographic.
  return {
    hash,
    hostname,
    inputs: v.inputs(),
    password,
    pathname,
    port,
    protocol,
    search,
    username,
  };
}

/** @see {@link https://urlpattern.spec.whatwg.org/#url-pattern-has-regexp-groups} */
export function hasRegExpGroups(p: URLPatternRecord): boolean {
  return p.protocol.hasRegExpGroups || p.username.hasRegExpGroups ||
    p.password.hasRegExpGroups || p.hostname.hasRegExpGroups ||
    p.port.hasRegExpGroups || p.pathname.hasRegExpGroups ||
    p.search.hasRegExpGroups || p.hash.hasRegExpGroups;
}
