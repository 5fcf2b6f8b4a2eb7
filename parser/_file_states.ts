// Private: the file, file slash and file host states.

import { parseHostToStringInternal } from "../host/parse_host_to_string.ts";
import {
  appendToPath,
  copyThroughQuery,
  hostOf,
  pathOf,
  setFragment,
  setHost,
  setPath,
  setQuery,
  setScheme,
  shortenPath,
} from "./components.ts";
import { FILE_SCHEME, isNormalizedWindowsDriveLetterAt } from "./scheme.ts";
import { isWindowsDriveLetter, startsWithWindowsDriveLetter } from "./_path.ts";
import {
  FILE_INVALID_WINDOWS_DRIVE_LETTER,
  FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST,
  INVALID_REVERSE_SOLIDUS,
} from "./_validation_error_codes.ts";
import {
  EOF,
  FAILURE,
  FILE_HOST,
  FILE_SLASH,
  FRAGMENT,
  GO_ON,
  type ParserRun,
  PATH,
  PATH_START,
  QUERY,
  RETURN,
} from "./_parser_run.ts";

/** The host the file host state makes the empty host. */
export const LOCALHOST = "localhost";

/** @see {@link https://url.spec.whatwg.org/#file-state} */
export function fileState(p: ParserRun, c: number): number {
  const { base, url } = p;
  setScheme(url, "file");
  p.special = 0;
  setHost(url, "");
  if (c === 0x2f || c === 0x5c) {
    if (c === 0x5c) p.report?.error(INVALID_REVERSE_SOLIDUS, p.pointer);
    p.state = FILE_SLASH;
  } else if (base !== null && base.scheme === FILE_SCHEME) {
    // "Set url's host to base's host, url's path to a clone of base's path,
    // and url's query to base's query" (both schemes are "file").
    copyThroughQuery(url, base);
    if (c === 0x3f) {
      setQuery(url, "");
      p.state = QUERY;
    } else if (c === 0x23) {
      setFragment(url, "");
      p.state = FRAGMENT;
    } else if (c !== EOF) {
      setQuery(url, null);
      if (!startsWithWindowsDriveLetter(p.input, p.pointer)) {
        shortenPath(url);
      } else {
        // "This is a (platform-independent) Windows drive letter quirk."
        p.report?.error(FILE_INVALID_WINDOWS_DRIVE_LETTER, p.pointer);
        setPath(url, "", url.opaquePath);
      }
      p.state = PATH;
      p.pointer--;
    }
  } else {
    p.state = PATH;
    p.pointer--;
  }
  return GO_ON;
}

/** @see {@link https://url.spec.whatwg.org/#file-slash-state} */
export function fileSlashState(p: ParserRun, c: number): number {
  if (c === 0x2f || c === 0x5c) {
    if (c === 0x5c) p.report?.error(INVALID_REVERSE_SOLIDUS, p.pointer);
    p.state = FILE_HOST;
    return GO_ON;
  }
  const base = p.base;
  if (base !== null && base.scheme === FILE_SCHEME) {
    setHost(p.url, hostOf(base));
    // "If the code point substring from pointer to the end of input does
    // not start with a Windows drive letter and base's path[0] is a
    // normalized Windows drive letter, then append base's path[0] to url's
    // path." (A platform-independent Windows drive letter quirk.)
    const basePath = pathOf(base);
    if (
      !startsWithWindowsDriveLetter(p.input, p.pointer) &&
      isNormalizedWindowsDriveLetterAt(basePath, 1) &&
      (basePath.length === 3 || basePath.charCodeAt(3) === 0x2f)
    ) {
      appendToPath(p.url, basePath.slice(0, 3));
    }
  }
  p.state = PATH;
  p.pointer--;
  return GO_ON;
}

/**
 * The file host state, reading the whole buffer at once.
 *
 * @see {@link https://url.spec.whatwg.org/#file-host-state}
 */
export function fileHostState(p: ParserRun): number {
  const { input, length, url, override } = p;
  const start = p.pointer;
  let end = start;
  for (; end < length; end++) {
    const d = input.charCodeAt(end);
    if (d === 0x2f || d === 0x5c || d === 0x3f || d === 0x23) break;
  }
  p.pointer = end - 1;
  const buffer = input.slice(start, end);
  if (override < 0 && isWindowsDriveLetter(buffer)) {
    // "This is a (platform-independent) Windows drive letter quirk. buffer
    // is not reset here and instead used in the path state."
    p.report?.error(FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST, start);
    p.bufferStart = start;
    p.carriedBuffer = true;
    p.state = PATH;
    return GO_ON;
  }
  if (buffer === "") {
    setHost(url, "");
  } else {
    let host = parseHostToStringInternal(
      buffer,
      p.special < 0,
      p.report?.at(start),
      p.toASCII,
    );
    if (host === null) return FAILURE;
    if (host === LOCALHOST) host = "";
    setHost(url, host);
  }
  if (override >= 0) return RETURN;
  p.state = PATH_START;
  return GO_ON;
}
