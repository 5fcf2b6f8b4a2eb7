// Private: the scheme start, scheme and no scheme states.

import {
  copyThroughQuery,
  hostOf,
  includesCredentials,
  setFragment,
  setPath,
  setPort,
  setScheme,
} from "./components.ts";
import {
  asciiLowercase,
  FILE_SCHEME,
  isAlpha,
  schemeCodePointsEnd,
  specialSchemeCode,
  specialSchemeCodeOfNumber,
} from "./scheme.ts";
import {
  MISSING_SCHEME_NON_RELATIVE_URL,
  SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS,
} from "./_validation_error_codes.ts";
import {
  EOF,
  FAILURE,
  FILE,
  FRAGMENT,
  GO_ON,
  NO_SCHEME,
  OPAQUE_PATH,
  type ParserRun,
  PATH_OR_AUTHORITY,
  RELATIVE,
  RETURN,
  SCHEME,
  SPECIAL_AUTHORITY_SLASHES,
  SPECIAL_RELATIVE_OR_AUTHORITY,
} from "./_parser_run.ts";

/** @see {@link https://url.spec.whatwg.org/#scheme-start-state} */
export function schemeStartState(p: ParserRun, c: number): number {
  if (c !== EOF && isAlpha(c)) {
    p.bufferStart = p.pointer;
    p.state = SCHEME;
  } else if (p.override < 0) {
    p.state = NO_SCHEME;
    p.pointer--;
  } else {
    return FAILURE;
  }
  return GO_ON;
}

/**
 * The scheme state, reading the whole scheme at once: the buffer is the run
 * of scheme code points from where the scheme start state began it.
 *
 * @see {@link https://url.spec.whatwg.org/#scheme-state}
 */
export function schemeState(p: ParserRun): number {
  const { input, url } = p;
  const end = schemeCodePointsEnd(input, p.pointer);
  // At the end of the input charCodeAt() gives NaN, no ":".
  if (input.charCodeAt(end) !== 0x3a) {
    if (p.override >= 0) return FAILURE;
    // "Set buffer to the empty string, state to no scheme state, and start
    // over (from the first code point in input)."
    p.state = NO_SCHEME;
    p.pointer = -1;
    return GO_ON;
  }
  p.pointer = end;
  const buffer = asciiLowercase(input.slice(p.bufferStart, end));
  const bufferSpecial = specialSchemeCode(buffer);
  if (p.override >= 0) {
    // Step 2.1: the scheme setter's restrictions.
    if ((p.special >= 0) !== (bufferSpecial >= 0)) return RETURN;
    // "If url includes credentials or has a non-null port, and buffer is
    // "file", then return."
    if ((includesCredentials(url) || url.port >= 0) && bufferSpecial === 0) {
      return RETURN;
    }
    // "If url's scheme is "file" and its host is an empty host, then return."
    if (p.special === 0 && hostOf(url) === "") return RETURN;
  }
  setScheme(url, buffer);
  p.special = bufferSpecial;
  if (p.override >= 0) {
    if (url.port >= 0 && url.port === p.special) setPort(url, null);
    return RETURN;
  }
  if (p.special === 0) {
    if (!input.startsWith("//", end + 1)) {
      p.report?.error(SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, end + 1);
    }
    p.state = FILE;
  } else if (p.special > 0) {
    // Both schemes special: the same number when the same scheme.
    p.state = p.base !== null && p.base.scheme === url.scheme
      ? SPECIAL_RELATIVE_OR_AUTHORITY
      : SPECIAL_AUTHORITY_SLASHES;
  } else if (input.charCodeAt(end + 1) === 0x2f) {
    p.state = PATH_OR_AUTHORITY;
    p.pointer++;
  } else {
    setPath(url, "", true);
    p.state = OPAQUE_PATH;
  }
  return GO_ON;
}

/** @see {@link https://url.spec.whatwg.org/#no-scheme-state} */
export function noSchemeState(p: ParserRun, c: number): number {
  const { base, url } = p;
  if (base === null || (base.opaquePath && c !== 0x23)) {
    p.report?.error(MISSING_SCHEME_NON_RELATIVE_URL, p.pointer);
    return FAILURE;
  } else if (base.opaquePath && c === 0x23) {
    // "Set url's scheme to base's scheme, url's path to base's path, url's
    // query to base's query": a base with an opaque path has a null host,
    // no credentials and no port, so this is its href up to the fragment.
    copyThroughQuery(url, base);
    p.special = specialSchemeCodeOfNumber(url.scheme);
    setFragment(url, "");
    p.state = FRAGMENT;
  } else if (base.scheme !== FILE_SCHEME) {
    p.state = RELATIVE;
    p.pointer--;
  } else {
    p.state = FILE;
    p.pointer--;
  }
  return GO_ON;
}
