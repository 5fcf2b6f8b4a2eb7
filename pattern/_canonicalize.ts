// The encoding callbacks: each canonicalizes a piece of a component with
// this library's basic URL parser (with a state override where the standard
// says so), never with a global `URL`.

import {
  basicURLParse,
  isSpecialScheme,
  setPassword,
  setUsername,
  type URLRecord,
} from "../parser/mod.ts";
import { PatternError } from "./_errors.ts";

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
  return new PatternError(`"${value}" is not a valid ${what}`, value, -1);
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol} */
export function canonicalizeProtocol(value: string): string {
  if (value === "") return value;
  const parseResult = basicURLParse(value + "://dummy.invalid/");
  if (parseResult === null) throw invalid("scheme", value);
  return parseResult.scheme;
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-username} */
export function canonicalizeUsername(value: string): string {
  if (value === "") return value;
  const url = createDummyURL();
  setUsername(url, value);
  return url.username;
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-password} */
export function canonicalizePassword(value: string): string {
  if (value === "") return value;
  const url = createDummyURL();
  setPassword(url, value);
  return url.password;
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname} */
export function canonicalizeHostname(value: string): string {
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
        `"${value}" has a code point an IPv6 address cannot have`,
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
  const url = createDummyURL();
  url.query = "";
  basicURLParse(value, { url, stateOverride: "query state" });
  return url.query ?? "";
}

/** @see {@link https://urlpattern.spec.whatwg.org/#canonicalize-a-hash} */
export function canonicalizeHash(value: string): string {
  if (value === "") return value;
  const url = createDummyURL();
  url.fragment = "";
  basicURLParse(value, { url, stateOverride: "fragment state" });
  return url.fragment ?? "";
}

/** Whether a string is a special scheme. */
export { isSpecialScheme };
