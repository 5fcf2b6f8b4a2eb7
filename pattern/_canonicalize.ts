// The encoding callbacks: each canonicalizes a piece of a component with
// this library's basic URL parser (with a state override where the standard
// says so), never with a global `URL`. Each first asks the parser's own
// tables whether the value is already what the parser would make of it (no
// code point to percent-encode, lowercase or drop, nothing that ends the
// state or changes the path), and returns it as it is then; everything else
// runs the parser.

import {
  basicURLParse,
  defaultPort,
  isSpecialScheme,
  setPassword,
  setUsername,
  type URLRecord,
} from "../parser/mod.ts";
import { canonicalPortEnd, cleanPathEnd } from "../parser/fast_path.ts";
import {
  asciiLowercase,
  isAlpha,
  portValue,
  schemeCodePointsEnd,
} from "../parser/scheme.ts";
import { lowercaseDomainEnd } from "../host/code_points.ts";
import { endsInANumberIn } from "../host/_ends_in_a_number.ts";
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
} from "../percent/mod.ts";
import { excerpt, PatternError } from "./_errors.ts";

/**
 * Whether UTF-8 percent-encoding `value` with `set` leaves it as it is:
 * each code unit is ASCII and not in the set (every code point above
 * U+007E is in every set, and the C0 controls, the ASCII tab and newlines
 * among them, too).
 */
function encodesToItself(value: string, set: PercentEncodeSet): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0x80 || set[c] === 1) return false;
  }
  return true;
}

let dummy: URLRecord | undefined;

/**
 * A new dummy URL, "https://dummy.invalid/" parsed (once, then copied).
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#url-pattern-create-a-dummy-url}
 */
export function createDummyURL(): URLRecord {
  dummy ??= basicURLParse("https://dummy.invalid/")!;
  return dummy.clone();
}

function invalid(what: string, value: string): PatternError {
  return new PatternError(
    `"${excerpt(value)}" is not a valid ${what}`,
    value,
    -1,
  );
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol} */
export function canonicalizeProtocol(value: string): string {
  if (value === "") return value;
  // The scheme start and scheme states take an ASCII alpha, then scheme
  // code points, and keep them lowercased; "://dummy.invalid/" then parses
  // after any scheme.
  if (
    isAlpha(value.charCodeAt(0)) &&
    schemeCodePointsEnd(value, 0) === value.length
  ) {
    return asciiLowercase(value);
  }
  return canonicalizeProtocolByParser(value);
}

/** canonicalizeProtocol() by the basic URL parser, whatever the value. */
export function canonicalizeProtocolByParser(value: string): string {
  if (value === "") return value;
  const parseResult = basicURLParse(value + "://dummy.invalid/");
  if (parseResult === null) throw invalid("scheme", value);
  return parseResult.scheme;
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-username} */
export function canonicalizeUsername(value: string): string {
  if (value === "") return value;
  // "Set the username" percent-encodes with the userinfo set.
  if (encodesToItself(value, USERINFO_PERCENT_ENCODE_SET)) return value;
  return canonicalizeUsernameByParser(value);
}

/** canonicalizeUsername() by the basic URL parser, whatever the value. */
export function canonicalizeUsernameByParser(value: string): string {
  const url = createDummyURL();
  setUsername(url, value);
  return url.username;
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-password} */
export function canonicalizePassword(value: string): string {
  if (value === "") return value;
  // "Set the password" percent-encodes with the userinfo set.
  if (encodesToItself(value, USERINFO_PERCENT_ENCODE_SET)) return value;
  return canonicalizePasswordByParser(value);
}

/** canonicalizePassword() by the basic URL parser, whatever the value. */
export function canonicalizePasswordByParser(value: string): string {
  const url = createDummyURL();
  setPassword(url, value);
  return url.password;
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname} */
export function canonicalizeHostname(value: string): string {
  if (value === "") return value;
  // A run of the code points an ASCII domain keeps as they are (none ends
  // the hostname state) is its own serialization unless it ends in a
  // number (the host parser's own test).
  if (
    lowercaseDomainEnd(value, 0) === value.length &&
    !endsInANumberIn(value, 0, value.length)
  ) {
    return value;
  }
  return canonicalizeHostnameByParser(value);
}

/** canonicalizeHostname() by the basic URL parser, whatever the value. */
export function canonicalizeHostnameByParser(value: string): string {
  if (value === "") return value;
  const url = createDummyURL();
  const parseResult = basicURLParse(value, {
    url,
    stateOverride: "hostname state",
  });
  if (parseResult === null) throw invalid("hostname", value);
  return url.host ?? "";
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-an-ipv6-hostname} */
export function canonicalizeIPv6Hostname(value: string): string {
  let result = "";
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const hex = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) ||
      (c >= 0x61 && c <= 0x66);
    if (!hex && c !== 0x5b && c !== 0x5d && c !== 0x3a) {
      throw new PatternError(
        `"${excerpt(value)}" has a code point an IPv6 address cannot have`,
        value,
        i,
      );
    }
    result += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : value[i];
  }
  return result;
}

/**
 * Canonicalizes a port.
 *
 * Without `protocolValue` (as the port's encoding callback), the dummy URL
 * gets no special scheme: the standard's step 2 ("Let dummyURL be the
 * result of creating a dummy URL", an https URL) would make "443" the
 * default port and canonicalize it to "", but WPT (`{"port": "443*"}` keeps
 * its pattern string "443*") and every implementation keep it. The
 * implementations are followed; pattern/url_pattern_test.ts tests it.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-port}
 */
export function canonicalizePort(
  portValue: string,
  protocolValue?: string,
): string {
  if (portValue === "") return portValue;
  // A port as it serializes (the parser's fast path test, after a ":")
  // stays as it is unless it is the scheme's default port.
  if (canonicalPortEnd(":" + portValue, 0) === portValue.length + 1) {
    const port = defaultPort(protocolValue ?? "");
    if (port === null || portNumber(portValue) !== port) return portValue;
  }
  return canonicalizePortByParser(portValue, protocolValue);
}

function portNumber(value: string): number {
  return portValue(value, 0, value.length);
}

/** canonicalizePort() by the basic URL parser, whatever the value. */
export function canonicalizePortByParser(
  portValue: string,
  protocolValue?: string,
): string {
  if (portValue === "") return portValue;
  const url = createDummyURL();
  url.scheme = protocolValue ?? "fake";
  const parseResult = basicURLParse(portValue, {
    url,
    stateOverride: "port state",
  });
  if (parseResult === null) throw invalid("port", portValue);
  return url.port === null ? "" : String(url.port);
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname} */
export function canonicalizePathname(value: string): string {
  if (value === "") return value;
  // The parser's own scan of a special URL's path that needs no change (no
  // code point to percent-encode, no "\\", "?" or "#", no dot segment or
  // "%2e" where one may start, the value's start included).
  if (cleanPathEnd(value, 0) === value.length) return value;
  return canonicalizePathnameByParser(value);
}

/** canonicalizePathname() by the basic URL parser, whatever the value. */
export function canonicalizePathnameByParser(value: string): string {
  const leadingSlash = value.charCodeAt(0) === 0x2f;
  // "/-" keeps the parser from prepending a slash and from reading a leading
  // "." as a dot segment; it is removed below.
  const modifiedValue = (leadingSlash ? "" : "/-") + value;
  const url = createDummyURL();
  url.path = [];
  basicURLParse(modifiedValue, { url, stateOverride: "path start state" });
  const result = url.serializedPath;
  return leadingSlash ? result : result.slice(2);
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname} */
export function canonicalizeOpaquePathname(value: string): string {
  if (value === "") return value;
  // The opaque path state percent-encodes with the C0 control set; "?" and
  // "#" end it and a space may become "%20".
  if (
    encodesToItself(value, C0_CONTROL_PERCENT_ENCODE_SET) &&
    !OPAQUE_PATH_STOPS.test(value)
  ) {
    return value;
  }
  return canonicalizeOpaquePathnameByParser(value);
}

/** The code points the opaque path state does more with than append. */
const OPAQUE_PATH_STOPS = /[ ?#]/;

/** canonicalizeOpaquePathname() by the basic URL parser, whatever the value. */
export function canonicalizeOpaquePathnameByParser(value: string): string {
  const url = createDummyURL();
  url.path = "";
  const parseResult = basicURLParse(value, {
    url,
    stateOverride: "opaque path state",
  });
  if (parseResult === null) throw invalid("opaque path", value);
  return url.serializedPath;
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-search} */
export function canonicalizeSearch(value: string): string {
  if (value === "") return value;
  // The dummy URL is special: its query state encodes with the
  // special-query set (which holds "#").
  if (encodesToItself(value, SPECIAL_QUERY_PERCENT_ENCODE_SET)) return value;
  return canonicalizeSearchByParser(value);
}

/** canonicalizeSearch() by the basic URL parser, whatever the value. */
export function canonicalizeSearchByParser(value: string): string {
  const url = createDummyURL();
  url.query = "";
  basicURLParse(value, { url, stateOverride: "query state" });
  return url.query ?? "";
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-hash} */
export function canonicalizeHash(value: string): string {
  if (value === "") return value;
  // The fragment state encodes with the fragment set.
  if (encodesToItself(value, FRAGMENT_PERCENT_ENCODE_SET)) return value;
  return canonicalizeHashByParser(value);
}

/** canonicalizeHash() by the basic URL parser, whatever the value. */
export function canonicalizeHashByParser(value: string): string {
  const url = createDummyURL();
  url.fragment = "";
  basicURLParse(value, { url, stateOverride: "fragment state" });
  return url.fragment ?? "";
}

/** Whether a string is a special scheme. */
export { isSpecialScheme };
