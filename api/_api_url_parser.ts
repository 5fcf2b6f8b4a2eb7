// Private: the API URL parser of the URL class (its fast paths, the cache of
// the last base, the basic URL parser beyond them) and the error a URL that
// does not parse throws.

import { parseComponents } from "../parser/run_basic_url_parser.ts";
import type { DomainParserToASCII } from "../host/domain.ts";
import { Components } from "../parser/components.ts";
import { fastAccepts, fastParse } from "../parser/fast_path.ts";
import { fastParseReference } from "../parser/fast_relative.ts";
import { requireArgs, toUSVString } from "./_webidl.ts";

/**
 * Where the fast paths write; a URL that takes a result from here takes the
 * object itself ({@linkcode takeScratch}), so nothing is copied.
 */
let scratch: Components = /* @__PURE__ */ new Components();

/** The scratch value, for a URL to keep; a new one takes its place. */
function takeScratch(): Components {
  const c = scratch;
  scratch = new Components();
  return c;
}

/**
 * A one-entry cache: the last base string and its parse result, whether it
 * took the fast path (then the relative fast paths can use it), and the
 * ToASCII it was parsed with (the URL classes share the cache).
 */
let lastBase: string | undefined;
let lastBaseValue: Components | null = null;
let lastBaseFast = false;
/** The ToASCII the last base was parsed with (a URL class's own). */
let lastBaseToASCII: DomainParserToASCII | undefined;

/**
 * Runs the API URL parser on USVString arguments: the fast paths for common
 * absolute URLs and path-absolute references, else the basic URL parser
 * (with the base parsed first, when given). Returns the URL's value (the
 * caller keeps it), or `null` on failure. `fastParseFailed`: the caller ran
 * fastParse() on `url` already (on the argument before its USVString
 * conversion, which only changes non-ASCII input, which fastParse() refuses
 * either way).
 *
 * @see {@link https://url.spec.whatwg.org/#api-url-parser}
 */
function apiURLParse(
  url: string,
  base: string | undefined,
  fastParseFailed: boolean,
  toASCII: DomainParserToASCII,
): Components | null {
  let options: { base: Components } | undefined;
  if (base === undefined) {
    if (!fastParseFailed && fastParse(url, scratch)) return takeScratch();
    // Without a base, a first code point above U+0020 (the leading C0
    // controls and spaces, tabs and newlines, which the parser removes, are
    // all at most U+0020) that is no ASCII alpha sends the scheme start
    // state to the no scheme state, and that fails without a base: failure,
    // known without running the parser.
    const first = url.charCodeAt(0);
    if (first > 0x20 && ((first | 0x20) < 0x61 || (first | 0x20) > 0x7a)) {
      return null;
    }
    // Without a ":" the scheme state never finds a scheme and goes to the
    // no scheme state, which fails without a base (removing tabs and
    // newlines makes no ":").
    if (url.indexOf(":") < 0) return null;
  } else {
    if (base !== lastBase || toASCII !== lastBaseToASCII) {
      const c = new Components();
      lastBaseFast = fastParse(base, c);
      lastBaseValue = lastBaseFast ? c : parseComponents(toASCII, base);
      lastBase = base;
      lastBaseToASCII = toASCII;
    }
    // The parser only reads a base, so the last one can serve again.
    const parsedBase = lastBaseValue;
    if (parsedBase === null) return null;
    if (lastBaseFast && fastParseReference(url, parsedBase, scratch)) {
      return takeScratch();
    }
    options = { base: parsedBase };
  }
  // The parser makes an href equal to the input that same string.
  return parseComponents(toASCII, url, options);
}

/**
 * The steps of the URL constructor, URL.parse() and URL.canParse() beyond
 * their fast paths: the arguments checked and converted to USVStrings, then
 * the API URL parser. On failure the constructor throws, the others get
 * `null`.
 */
function parseArguments(
  url: unknown,
  base: unknown,
  count: number,
  member: "URL" | "URL.parse" | "URL.canParse",
  toASCII: DomainParserToASCII,
  fastParseFailed: boolean,
): Components | null {
  requireArgs(count, 1, member);
  const input = toUSVString(url as string);
  const baseString = base === undefined
    ? undefined
    : toUSVString(base as string);
  const c = apiURLParse(input, baseString, fastParseFailed, toASCII);
  if (c === null && member === "URL") throw invalidURL(input, baseString);
  return c;
}

/**
 * The URL constructor's and URL.parse()'s steps: the new URL object's
 * value, or `null` on failure for URL.parse() (the constructor throws).
 */
export function apiParse(
  url: unknown,
  base: unknown,
  count: number,
  member: "URL" | "URL.parse",
  toASCII: DomainParserToASCII,
): Components | null {
  // The fast path accepts only ASCII, which USVString conversion keeps (and
  // a string means an argument was given). The rest is a function of its
  // own, so that this common case stays small.
  const fast = base === undefined && typeof url === "string";
  if (fast && fastParse(url, scratch)) return takeScratch();
  return parseArguments(url, base, count, member, toASCII, fast);
}

/**
 * URL.canParse()'s steps: whether `url` parses against `base`. What the fast
 * path takes, read as far as the parser can fail, parses; the rest is the
 * parser's to tell.
 */
export function apiCanParse(
  url: unknown,
  base: unknown,
  count: number,
  toASCII: DomainParserToASCII,
): boolean {
  // fastAccepts() takes all that fastParse() takes.
  const fast = base === undefined && typeof url === "string";
  if (fast && fastAccepts(url)) return true;
  return parseArguments(url, base, count, "URL.canParse", toASCII, fast) !==
    null;
}

/**
 * The error of a URL that does not parse: a `TypeError` naming the input,
 * with the `code`, `input` and (when a base was given) `base` properties
 * that Node.js and Bun put on theirs, so that code checking `err.code`
 * works with either.
 */
function invalidURL(url: string, base: string | undefined): TypeError {
  let message = "Invalid URL: " + JSON.stringify(url);
  if (base !== undefined) message += " with base " + JSON.stringify(base);
  const error: TypeError & { code?: string; input?: string; base?: string } =
    new TypeError(message);
  error.code = "ERR_INVALID_URL";
  error.input = url;
  if (base !== undefined) error.base = base;
  return error;
}
