// Private: the states from a special URL's relative or authority choice to
// the port: special relative or authority, path or authority, relative,
// relative slash, special authority slashes, special authority ignore
// slashes, authority, host and hostname, and port.

import { USERINFO_PERCENT_ENCODE_SET } from "../percent/encode_sets.ts";
import { encodeRange } from "../percent/_utf8.ts";
import { parseHostToStringInternal } from "../host/parse_host_to_string.ts";
import { portValue, specialSchemeCodeOfNumber } from "./scheme.ts";
import {
  copyAuthority,
  copyThroughQuery,
  hostOf,
  includesCredentials,
  passwordOf,
  portOf,
  schemeOf,
  setFragment,
  setHost,
  setPort,
  setQuery,
  setScheme,
  shortenPath,
  usernameOf,
  writeAuthority,
} from "./components.ts";
import {
  HOST_MISSING,
  INVALID_CREDENTIALS,
  INVALID_REVERSE_SOLIDUS,
  PORT_INVALID,
  PORT_OUT_OF_RANGE,
  SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS,
} from "./_validation_error_codes.ts";
import {
  AUTHORITY,
  EOF,
  FAILURE,
  FILE_HOST,
  FRAGMENT,
  GO_ON,
  HOST,
  HOSTNAME,
  type ParserRun,
  PATH,
  PATH_START,
  PORT,
  QUERY,
  RELATIVE_SLASH,
  RETURN,
  SPECIAL_AUTHORITY_IGNORE_SLASHES,
} from "./_parser_run.ts";

/**
 * The special relative or authority state and the special authority
 * slashes state, which differ only in where they go without "//".
 *
 * @see {@link https://url.spec.whatwg.org/#special-relative-or-authority-state}
 * @see {@link https://url.spec.whatwg.org/#special-authority-slashes-state}
 */
export function specialAuthoritySlashesState(
  p: ParserRun,
  c: number,
  otherwise: number,
): number {
  if (c === 0x2f && p.input.charCodeAt(p.pointer + 1) === 0x2f) {
    p.state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
    p.pointer++;
  } else {
    p.report?.error(SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, p.pointer);
    p.state = otherwise;
    p.pointer--;
  }
  return GO_ON;
}

/** @see {@link https://url.spec.whatwg.org/#path-or-authority-state} */
export function pathOrAuthorityState(p: ParserRun, c: number): number {
  if (c === 0x2f) {
    p.state = AUTHORITY;
  } else {
    p.state = PATH;
    p.pointer--;
  }
  return GO_ON;
}

/** @see {@link https://url.spec.whatwg.org/#relative-state} */
export function relativeState(p: ParserRun, c: number): number {
  // "Assert: base's scheme is not "file"."
  const base = p.base!;
  const url = p.url;
  setScheme(url, schemeOf(base));
  p.special = specialSchemeCodeOfNumber(url.scheme);
  if (c === 0x2f) {
    p.state = RELATIVE_SLASH;
  } else if (p.special >= 0 && c === 0x5c) {
    p.report?.error(INVALID_REVERSE_SOLIDUS, p.pointer);
    p.state = RELATIVE_SLASH;
  } else {
    // "Set url's username to base's username, url's password to base's
    // password, url's host to base's host, url's port to base's port, url's
    // path to a clone of base's path, and url's query to base's query."
    copyThroughQuery(url, base);
    if (c === 0x3f) {
      setQuery(url, "");
      p.state = QUERY;
    } else if (c === 0x23) {
      setFragment(url, "");
      p.state = FRAGMENT;
    } else if (c !== EOF) {
      setQuery(url, null);
      shortenPath(url);
      p.state = PATH;
      p.pointer--;
    }
  }
  return GO_ON;
}

/** @see {@link https://url.spec.whatwg.org/#relative-slash-state} */
export function relativeSlashState(p: ParserRun, c: number): number {
  if (p.special >= 0 && (c === 0x2f || c === 0x5c)) {
    if (c === 0x5c) p.report?.error(INVALID_REVERSE_SOLIDUS, p.pointer);
    p.state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
  } else if (c === 0x2f) {
    p.state = AUTHORITY;
  } else {
    // "Set url's username to base's username, url's password to base's
    // password, url's host to base's host, url's port to base's port."
    copyAuthority(p.url, p.base!);
    p.state = PATH;
    p.pointer--;
  }
  return GO_ON;
}

/** @see {@link https://url.spec.whatwg.org/#special-authority-ignore-slashes-state} */
export function specialAuthorityIgnoreSlashesState(
  p: ParserRun,
  c: number,
): number {
  if (c !== 0x2f && c !== 0x5c) {
    p.state = AUTHORITY;
    p.pointer--;
  } else {
    p.report?.error(SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, p.pointer);
  }
  return GO_ON;
}

/** What ends an authority, and "@"; "\\" ends only a special one. */
const AUTHORITY_STOPS = /[\/?#\\@]/g;

/**
 * The authority state, reading the whole authority at once: everything
 * before its last "@" is userinfo. Equivalent to the spec's
 * code-point-at-a-time steps: each "@" flushes the buffer, later ones
 * encoded as "%40", and the first ":" of the whole userinfo starts the
 * password.
 *
 * @see {@link https://url.spec.whatwg.org/#authority-state}
 */
export function authorityState(p: ParserRun): number {
  const { input, url } = p;
  const start = p.pointer;
  let end = p.length;
  let lastAt = -1;
  const stops = AUTHORITY_STOPS;
  stops.lastIndex = start;
  while (stops.test(input)) {
    const at = stops.lastIndex - 1;
    const d = input.charCodeAt(at);
    if (d === 0x40) {
      p.report?.error(INVALID_CREDENTIALS, at);
      lastAt = at;
    } else if (d !== 0x5c || p.special >= 0) {
      end = at;
      break;
    }
  }
  stops.lastIndex = 0;
  if (lastAt >= 0) {
    let colon = input.indexOf(":", start);
    if (colon > lastAt) colon = -1;
    const usernameEnd = colon < 0 ? lastAt : colon;
    const set = USERINFO_PERCENT_ENCODE_SET;
    // Appended to url's username and password.
    const username = usernameOf(url) +
      encodeRange(input, start, usernameEnd, set, false);
    let password = passwordOf(url);
    if (colon >= 0) {
      password += encodeRange(input, colon + 1, lastAt, set, false);
    }
    writeAuthority(url, username, password, hostOf(url), portOf(url));
    // "If atSignSeen is true and buffer is the empty string, host-missing
    // validation error, return failure."
    if (lastAt + 1 === end) {
      p.report?.error(HOST_MISSING, end);
      return FAILURE;
    }
    p.pointer = lastAt + 1;
  }
  p.state = HOST;
  p.pointer--;
  return GO_ON;
}

/** What ends a host, ":" and brackets; "\\" ends only a special one. */
const HOST_STOPS = /[\/?#\\:[\]]/g;

/**
 * The host state and the hostname state, reading the whole host at once.
 *
 * @see {@link https://url.spec.whatwg.org/#host-state}
 */
export function hostState(p: ParserRun): number {
  const { input, url, override, special } = p;
  // "If state override is given and url's scheme is "file", then decrease
  // pointer by 1 and set state to file host state."
  if (override >= 0 && special === 0) {
    p.pointer--;
    p.state = FILE_HOST;
    return GO_ON;
  }
  const start = p.pointer;
  let end = p.length;
  let insideBrackets = false;
  let d = EOF;
  const stops = HOST_STOPS;
  stops.lastIndex = start;
  while (stops.test(input)) {
    const at = stops.lastIndex - 1;
    const e = input.charCodeAt(at);
    if (e === 0x5b) insideBrackets = true;
    else if (e === 0x5d) insideBrackets = false;
    else if (
      (e === 0x3a && !insideBrackets) ||
      (e !== 0x3a && (e !== 0x5c || special >= 0))
    ) {
      end = at;
      d = e;
      break;
    }
  }
  stops.lastIndex = 0;
  if (d === 0x3a) {
    if (end === start) {
      p.report?.error(HOST_MISSING, end);
      return FAILURE;
    }
    // "If state override is given and state override is hostname state,
    // then return failure."
    if (override === HOSTNAME) return FAILURE;
    const host = parseHostToStringInternal(
      input.slice(start, end),
      special < 0,
      p.report?.at(start),
      p.toASCII,
    );
    if (host === null) return FAILURE;
    setHost(url, host);
    p.state = PORT;
    p.pointer = end;
    return GO_ON;
  }
  p.pointer = end - 1;
  if (special >= 0 && end === start) {
    p.report?.error(HOST_MISSING, end);
    return FAILURE;
  }
  // "Otherwise, if state override is given, buffer is the empty string, and
  // either url includes credentials or url's port is non-null, then return
  // failure."
  if (
    override >= 0 && end === start &&
    (includesCredentials(url) || url.port >= 0)
  ) {
    return FAILURE;
  }
  const host = parseHostToStringInternal(
    input.slice(start, end),
    special < 0,
    p.report?.at(start),
    p.toASCII,
  );
  if (host === null) return FAILURE;
  setHost(url, host);
  p.state = PATH_START;
  return override >= 0 ? RETURN : GO_ON;
}

/** @see {@link https://url.spec.whatwg.org/#port-state} */
export function portState(p: ParserRun): number {
  const { input, length, override, special } = p;
  const start = p.pointer;
  let end = start;
  while (end < length) {
    const d = input.charCodeAt(end);
    if (d < 0x30 || d > 0x39) break;
    end++;
  }
  const d = end < length ? input.charCodeAt(end) : EOF;
  if (
    d !== EOF && d !== 0x2f && d !== 0x3f && d !== 0x23 &&
    (d !== 0x5c || special < 0) && override < 0
  ) {
    p.report?.error(PORT_INVALID, end);
    return FAILURE;
  }
  if (end > start) {
    const port = portValue(input, start, end);
    if (port < 0) {
      p.report?.error(PORT_OUT_OF_RANGE, start);
      return FAILURE;
    }
    // "Set url's port to null, if port is url's scheme's default port;
    // otherwise to port."
    setPort(p.url, port === special && special > 0 ? null : port);
    if (override >= 0) return RETURN;
  }
  // "If state override is given, then return failure."
  if (override >= 0) return FAILURE;
  p.state = PATH_START;
  p.pointer = end - 1;
  return GO_ON;
}
