// URLPatternInit: the dictionary, its Web IDL conversion, and "process a
// URLPatternInit", which fills in components from a base URL and
// canonicalizes (for a URL) or escapes (for a pattern) each one.

import { isSpecialScheme, URLRecord } from "../parser/mod.ts";
import { parseInput } from "./_parse_input.ts";
import {
  canonicalizeHash,
  canonicalizeHostname,
  canonicalizeOpaquePathname,
  canonicalizePassword,
  canonicalizePathname,
  canonicalizePort,
  canonicalizeProtocol,
  canonicalizeSearch,
  canonicalizeUsername,
} from "./_canonicalize.ts";
import { excerpt, PatternError } from "./_errors.ts";
import { escapePatternString } from "./_parts.ts";
import { toUSVString } from "../api/_webidl.ts";

/**
 * The components of a URL pattern, or of a URL to match, one string each;
 * and a base URL that supplies those missing.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#dictdef-urlpatterninit}
 */
export interface URLPatternInit {
  /** The scheme, without its ":". */
  protocol?: string;
  /** The username. */
  username?: string;
  /** The password. */
  password?: string;
  /** The hostname. */
  hostname?: string;
  /** The port. */
  port?: string;
  /** The path. */
  pathname?: string;
  /** The query, without its "?". */
  search?: string;
  /** The fragment, without its "#". */
  hash?: string;
  /** A URL that supplies the components not given. */
  baseURL?: string;
}

/** The members of URLPatternInit, in Web IDL's (lexicographic) order. */
const INIT_MEMBERS = [
  "baseURL",
  "hash",
  "hostname",
  "password",
  "pathname",
  "port",
  "protocol",
  "search",
  "username",
] as const;

/**
 * Converts a JavaScript value to a URLPatternInit as Web IDL converts a
 * dictionary: each member read once, in lexicographic order, and each
 * present one converted to a USVString before the next is read. The
 * result has every member (`undefined` where absent), so that every init
 * has one shape.
 */
export function toURLPatternInit(value: unknown): URLPatternInit {
  const init: URLPatternInit = {
    baseURL: undefined,
    hash: undefined,
    hostname: undefined,
    password: undefined,
    pathname: undefined,
    port: undefined,
    protocol: undefined,
    search: undefined,
    username: undefined,
  };
  if (value === undefined || value === null) return init;
  const object = value as Record<string, unknown>;
  let v = object.baseURL;
  if (v !== undefined) init.baseURL = toUSVString(v);
  v = object.hash;
  if (v !== undefined) init.hash = toUSVString(v);
  v = object.hostname;
  if (v !== undefined) init.hostname = toUSVString(v);
  v = object.password;
  if (v !== undefined) init.password = toUSVString(v);
  v = object.pathname;
  if (v !== undefined) init.pathname = toUSVString(v);
  v = object.port;
  if (v !== undefined) init.port = toUSVString(v);
  v = object.protocol;
  if (v !== undefined) init.protocol = toUSVString(v);
  v = object.search;
  if (v !== undefined) init.search = toUSVString(v);
  v = object.username;
  if (v !== undefined) init.username = toUSVString(v);
  return init;
}

/** A URLPatternInit as Web IDL converts it back to JavaScript: a new object. */
export function initToJS(init: URLPatternInit): URLPatternInit {
  const out: URLPatternInit = {};
  for (const member of INIT_MEMBERS) {
    if (init[member] !== undefined) out[member] = init[member];
  }
  return out;
}

/** "pattern" while constructing, "url" while matching. */
export type InitType = "pattern" | "url";

/** The eight component strings "process a URLPatternInit" starts from. */
export type ComponentStrings = Omit<URLPatternInit, "baseURL">;

/**
 * Processes a URLPatternInit: the base URL's components where the init
 * gives nothing as specific, then each component's processing for `type`.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit}
 * @param start The initial component strings (`null`s are left out).
 * @throws {PatternError} For a bad base URL or component (type "url").
 */
export function processURLPatternInit(
  init: URLPatternInit,
  type: InitType,
  start: ComponentStrings,
): ComponentStrings {
  const result: ComponentStrings = {
    protocol: start.protocol,
    username: start.username,
    password: start.password,
    hostname: start.hostname,
    port: start.port,
    pathname: start.pathname,
    search: start.search,
    hash: start.hash,
  };
  const url = type === "url";
  let baseURL: URLRecord | null = null;
  if (init.baseURL !== undefined) {
    baseURL = parseBaseURL(init.baseURL);
    if (baseURL === null) {
      throw new PatternError(
        `"${excerpt(init.baseURL)}" is not a valid base URL`,
        init.baseURL,
        -1,
      );
    }
    inheritFromBase(init, type, baseURL, result);
  }
  if (init.protocol !== undefined) {
    result.protocol = processProtocolForInit(init.protocol, type);
  }
  if (init.username !== undefined) {
    result.username = url ? canonicalizeUsername(init.username) : init.username;
  }
  if (init.password !== undefined) {
    result.password = url ? canonicalizePassword(init.password) : init.password;
  }
  if (init.hostname !== undefined) {
    result.hostname = url ? canonicalizeHostname(init.hostname) : init.hostname;
  }
  const resultProtocolString = result.protocol ?? "";
  if (init.port !== undefined) {
    result.port = url
      ? canonicalizePort(init.port, resultProtocolString)
      : init.port;
  }
  if (init.pathname !== undefined) {
    result.pathname = processPathname(
      init.pathname,
      baseURL,
      resultProtocolString,
      type,
    );
  }
  if (init.search !== undefined) {
    const search = init.search;
    const stripped = search.charCodeAt(0) === 0x3f ? search.slice(1) : search;
    result.search = url ? canonicalizeSearch(stripped) : stripped;
  }
  if (init.hash !== undefined) {
    const hash = init.hash;
    const stripped = hash.charCodeAt(0) === 0x23 ? hash.slice(1) : hash;
    result.hash = url ? canonicalizeHash(stripped) : stripped;
  }
  return result;
}

let lastBaseURLString: string | undefined;
let lastBaseURL: URLRecord | null = null;

/**
 * The basic URL parser's result for a base URL string (through the
 * parser's fast path where it applies), the last string's kept: the record
 * is only read, so sharing it changes nothing.
 */
function parseBaseURL(input: string): URLRecord | null {
  if (input !== lastBaseURLString) {
    const components = parseInput(input, undefined);
    lastBaseURL = components === null ? null : new URLRecord(components);
    lastBaseURLString = input;
  }
  return lastBaseURL;
}

/** The base URL steps of "process a URLPatternInit". */
function inheritFromBase(
  init: URLPatternInit,
  type: InitType,
  baseURL: URLRecord,
  result: ComponentStrings,
): void {
  const base = (input: string) => processBaseURLString(input, type);
  // Each step applies when none of the members before it in this list is
  // given.
  const noProtocol = init.protocol === undefined;
  const noHostname = noProtocol && init.hostname === undefined;
  const noPort = noHostname && init.port === undefined;
  const noPathname = noPort && init.pathname === undefined;
  const noSearch = noPathname && init.search === undefined;
  const noHash = noSearch && init.hash === undefined;
  if (noProtocol) result.protocol = base(baseURL.scheme);
  const noUsername = noPort && init.username === undefined;
  if (type !== "pattern" && noUsername) {
    result.username = base(baseURL.username);
  }
  if (type !== "pattern" && noUsername && init.password === undefined) {
    result.password = base(baseURL.password);
  }
  if (noHostname) result.hostname = base(baseURL.host ?? "");
  if (noPort) result.port = baseURL.port === null ? "" : String(baseURL.port);
  if (noPathname) result.pathname = base(baseURL.serializedPath);
  if (noSearch) result.search = base(baseURL.query ?? "");
  if (noHash) result.hash = base(baseURL.fragment ?? "");
}

/** The pathname steps of "process a URLPatternInit". */
function processPathname(
  pathname: string,
  baseURL: URLRecord | null,
  protocol: string,
  type: InitType,
): string {
  let result = pathname;
  if (
    baseURL !== null && !baseURL.opaquePath &&
    !isAbsolutePathname(result, type)
  ) {
    const baseURLPath = processBaseURLString(baseURL.serializedPath, type);
    const slashIndex = baseURLPath.lastIndexOf("/");
    if (slashIndex >= 0) result = baseURLPath.slice(0, slashIndex + 1) + result;
  }
  return processPathnameForInit(result, protocol, type);
}

/** @see {@link https://urlpattern.spec.whatwg.org/#process-a-base-url-string} */
function processBaseURLString(input: string, type: InitType): string {
  return type === "pattern" ? escapePatternString(input) : input;
}

/** @see {@link https://urlpattern.spec.whatwg.org/#is-an-absolute-pathname} */
function isAbsolutePathname(input: string, type: InitType): boolean {
  if (input === "") return false;
  if (input[0] === "/") return true;
  if (type === "url") return false;
  if (input.length < 2) return false;
  return (input[0] === "\\" || input[0] === "{") && input[1] === "/";
}

/** @see {@link https://urlpattern.spec.whatwg.org/#process-protocol-for-init} */
function processProtocolForInit(value: string, type: InitType): string {
  const stripped = value.endsWith(":") ? value.slice(0, -1) : value;
  return type === "pattern" ? stripped : canonicalizeProtocol(stripped);
}

/** @see {@link https://urlpattern.spec.whatwg.org/#process-pathname-for-init} */
function processPathnameForInit(
  value: string,
  protocol: string,
  type: InitType,
): string {
  if (type === "pattern") return value;
  if (protocol === "" || isSpecialScheme(protocol)) {
    return canonicalizePathname(value);
  }
  return canonicalizeOpaquePathname(value);
}
