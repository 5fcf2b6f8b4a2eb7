// The basic URL parser as "match" runs it on a URL string, through the
// parser's public fast paths (the same results as its state machine, which
// runs when they decline), with the last base URL string's parse kept.

import { domainParserToASCII } from "../host/mod.ts";
import {
  Components,
  hostOf,
  passwordOf,
  pathOf,
  portOf,
  queryOf,
  schemeOf,
  usernameOf,
} from "../parser/components.ts";
import { fastParse } from "../parser/fast_path.ts";
import { fastParseReference } from "../parser/fast_relative.ts";
import { parseComponents } from "../parser/run_basic_url_parser.ts";

let lastBase: string | undefined;
let lastBaseValue: Components | null = null;
let lastBaseFast = false;

/** Parses a base URL string, reusing the last one's result. */
function parseBase(base: string): Components | null {
  if (base !== lastBase) {
    const c = new Components();
    lastBaseFast = fastParse(base, c);
    lastBaseValue = lastBaseFast
      ? c
      : parseComponents(domainParserToASCII, base);
    lastBase = base;
  }
  return lastBaseValue;
}

/**
 * Runs the basic URL parser on `input` (with `base`'s parse as the base
 * when given).
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#url-pattern-match}
 * @returns The URL, or `null` when either does not parse.
 */
export function parseInput(
  input: string,
  base: string | undefined,
): Components | null {
  let c: Components | null = new Components();
  if (base === undefined) {
    if (!fastParse(input, c)) c = parseComponents(domainParserToASCII, input);
  } else {
    const parsedBase = parseBase(base);
    if (parsedBase === null) return null;
    if (!(lastBaseFast && fastParseReference(input, parsedBase, c))) {
      c = parseComponents(domainParserToASCII, input, { base: parsedBase });
    }
  }
  return c;
}

/**
 * One of the component strings "match" reads from a URL, by its index in
 * the standard's order: the scheme, username, password, serialized host
 * (or ""), serialized port (or ""), URL path serialization, query (or "")
 * and fragment (or "").
 */
export function componentValue(c: Components, index: number): string {
  switch (index) {
    case 0:
      return schemeOf(c);
    case 1:
      return usernameOf(c);
    case 2:
      return passwordOf(c);
    case 3:
      return hostOf(c) ?? "";
    case 4: {
      const port = portOf(c);
      return port === null ? "" : String(port);
    }
    case 5:
      return pathOf(c);
    case 6:
      return queryOf(c) ?? "";
    default:
      return c.fragmentStart < 0 ? "" : c.href.slice(c.fragmentStart + 1);
  }
}
