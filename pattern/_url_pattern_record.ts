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
import { patternTypeError } from "./_errors.ts";
import {
  initToJS,
  processURLPatternInit,
  type URLPatternInit,
} from "./_init.ts";
import {
  basicURLParse,
  defaultPort,
  isSpecialScheme,
  type URLRecord,
} from "../parser/mod.ts";

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
        `Invalid pattern "${input}": a relative pattern needs a base URL`,
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
 * An input made ready to match: the eight component strings, in the
 * standard's order, and the `inputs` of the result.
 */
export interface PreparedInput {
  values: [string, string, string, string, string, string, string, string];
  inputs: URLPatternInput[];
}

/**
 * The first steps of "match": the component strings of an input, or `null`
 * when it is not a URL (the standard's match then returns null).
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#url-pattern-match}
 * @throws {TypeError} When a base URL comes with a URLPatternInit.
 */
export function prepareInput(
  input: URLPatternInput,
  baseURLString: string | undefined,
): PreparedInput | null {
  if (typeof input !== "string") {
    if (baseURLString !== undefined) {
      throw new TypeError(
        "A base URL argument cannot come with a URLPatternInit (use its baseURL member)",
      );
    }
    const inputs = [initToJS(input)];
    let r;
    try {
      r = processURLPatternInit(input, "url", {
        protocol: "",
        username: "",
        password: "",
        hostname: "",
        port: "",
        pathname: "",
        search: "",
        hash: "",
      });
    } catch {
      return null;
    }
    return {
      values: [
        r.protocol!,
        r.username!,
        r.password!,
        r.hostname!,
        r.port!,
        r.pathname!,
        r.search!,
        r.hash!,
      ],
      inputs,
    };
  }
  const inputs: URLPatternInput[] = [input];
  let baseURL: URLRecord | null = null;
  if (baseURLString !== undefined) {
    baseURL = basicURLParse(baseURLString);
    if (baseURL === null) return null;
    inputs.push(baseURLString);
  }
  const url = baseURL === null
    ? basicURLParse(input)
    : basicURLParse(input, { base: baseURL });
  if (url === null) return null;
  const port = url.port;
  return {
    values: [
      url.scheme,
      url.username,
      url.password,
      url.host ?? "",
      port === null ? "" : String(port),
      url.serializedPath,
      url.query ?? "",
      url.fragment ?? "",
    ],
    inputs,
  };
}

/** Whether a URL pattern matches a prepared input. */
export function testPrepared(p: URLPatternRecord, v: PreparedInput): boolean {
  const s = v.values;
  return componentTest(p.pathname, s[5]) && componentTest(p.hostname, s[3]) &&
    componentTest(p.protocol, s[0]) && componentTest(p.port, s[4]) &&
    componentTest(p.search, s[6]) && componentTest(p.hash, s[7]) &&
    componentTest(p.username, s[1]) && componentTest(p.password, s[2]);
}

/** The last steps of "match": the result, or `null`. */
export function execPrepared(
  p: URLPatternRecord,
  v: PreparedInput,
): URLPatternResult | null {
  const s = v.values;
  const pathname = componentExec(p.pathname, s[5]);
  if (pathname === null) return null;
  const hostname = componentExec(p.hostname, s[3]);
  if (hostname === null) return null;
  const protocol = componentExec(p.protocol, s[0]);
  if (protocol === null) return null;
  const port = componentExec(p.port, s[4]);
  if (port === null) return null;
  const search = componentExec(p.search, s[6]);
  if (search === null) return null;
  const hash = componentExec(p.hash, s[7]);
  if (hash === null) return null;
  const username = componentExec(p.username, s[1]);
  if (username === null) return null;
  const password = componentExec(p.password, s[2]);
  if (password === null) return null;
  // Web IDL's dictionary order: lexicographic.
  return {
    hash,
    hostname,
    inputs: v.inputs.slice(),
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
