/**
 * `fileURLToPath` and `fileURLToPathBytes`: a `file:` URL to a POSIX or
 * Windows path, as `node:url` computes it.
 *
 * @module
 */

import { URL } from "../api/mod.ts";
import { percentDecodeString } from "../percent/mod.ts";
import { domainToUnicode } from "./domain.ts";
import { invalidArgType, invalidURI, nodeError } from "./_errors.ts";
import { isWindowsPlatform, platformName } from "./_platform.ts";
import { isURLObject, type URLLike } from "./_url_like.ts";

export type { URLLike };

/** Options of {@linkcode fileURLToPath} and {@linkcode fileURLToPathBytes}. */
export interface FileURLToPathOptions {
  /**
   * Make a Windows path (`true`) or a POSIX path (`false`). Defaults to the
   * platform's kind where it can be known (`process.platform`,
   * `Deno.build.os`), else POSIX.
   */
  windows?: boolean;
}

/** The argument as a `file:` URL, or Node's error. */
function fileURL(path: unknown): URLLike {
  let url: URLLike;
  if (typeof path === "string") {
    const parsed = URL.parse(path);
    if (parsed === null) {
      throw nodeError(
        "ERR_INVALID_URL",
        `Invalid URL: ${JSON.stringify(path)}`,
        path,
      );
    }
    url = parsed;
  } else if (isURLObject(path)) {
    url = path;
  } else {
    throw invalidArgType("path", "of type string or an instance of URL", path);
  }
  if (url.protocol !== "file:") {
    throw nodeError("ERR_INVALID_URL_SCHEME", "The URL must be of scheme file");
  }
  return url;
}

/**
 * Whether `pathname` has `%2F` (any case), or `%5C` too when `backslash`:
 * an encoded separator, which a path cannot carry.
 */
function hasEncodedSeparator(pathname: string, backslash: boolean): boolean {
  return (backslash ? /%(?:2f|5c)/i : /%2f/i).test(pathname);
}

/** `decodeURIComponent`, its `URIError` given Node's code (see invalidURI). */
function decodeUTF8(text: string, url: URLLike): string {
  if (!text.includes("%")) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    throw invalidURI(
      "the file URL's path is not percent-encoded UTF-8 " +
        "(fileURLToPathBytes reads it as bytes)",
      url,
    );
  }
}

function invalidHost(): TypeError {
  return nodeError(
    "ERR_INVALID_FILE_URL_HOST",
    `File URL host must be "localhost" or empty on ${
      platformName() ?? "posix"
    }`,
  );
}

function notAbsolute(url: URLLike): TypeError {
  return nodeError(
    "ERR_INVALID_FILE_URL_PATH",
    "File URL path must be absolute",
    url,
  );
}

function encodedSeparator(url: URLLike, windows: boolean): TypeError {
  return nodeError(
    "ERR_INVALID_FILE_URL_PATH",
    windows
      ? "File URL path must not include encoded \\ or / characters"
      : "File URL path must not include encoded / characters",
    url,
  );
}

/** Whether code unit `a` is an ASCII letter and `b` is `:` (a drive). */
function isDrive(a: number, b: number): boolean {
  const letter = a | 0x20;
  return letter >= 0x61 && letter <= 0x7a && b === 0x3a;
}

function windowsPath(url: URLLike): string {
  if (hasEncodedSeparator(url.pathname, true)) {
    throw encodedSeparator(url, true);
  }
  const pathname = decodeUTF8(url.pathname.replaceAll("/", "\\"), url);
  if (url.hostname !== "") {
    // A UNC path: `\\server\share\x`; an IDNA host shown in Unicode.
    return `\\\\${domainToUnicode(url.hostname)}${pathname}`;
  }
  if (!isDrive(pathname.charCodeAt(1), pathname.charCodeAt(2))) {
    throw notAbsolute(url);
  }
  return pathname.slice(1);
}

function posixPath(url: URLLike): string {
  if (url.hostname !== "") throw invalidHost();
  if (hasEncodedSeparator(url.pathname, false)) {
    throw encodedSeparator(url, false);
  }
  return decodeUTF8(url.pathname, url);
}

/**
 * Converts a `file:` URL to a path, as Node.js's `url.fileURLToPath`: the
 * path percent-decoded as UTF-8; on Windows, `/` becomes `\`, a host makes a
 * UNC path (`\\server\share\x`) and a local path must start with a drive
 * letter. `localhost` is no host (the URL parser drops it).
 *
 * Node.js's refusals are `TypeError`s with its codes:
 * `ERR_INVALID_URL` (a string that is no URL), `ERR_INVALID_ARG_TYPE`,
 * `ERR_INVALID_URL_SCHEME` (not `file:`), `ERR_INVALID_FILE_URL_HOST` (a
 * host on POSIX), `ERR_INVALID_FILE_URL_PATH` (an encoded `/`, or `\` on
 * Windows; no drive letter on Windows). Where the path is not
 * percent-encoded UTF-8 (`%FF`), Node.js lets `decodeURIComponent`'s
 * `URIError` escape; this throws a `URIError` too, with code
 * `ERR_INVALID_URI`, so that `instanceof URIError` and `error.code` checks
 * both hold ({@linkcode fileURLToPathBytes} reads such a path).
 *
 * @param url A `file:` URL, as a string or a `URL` of any implementation.
 * @param options `windows`: the kind of path to make.
 * @returns The path.
 * @throws {TypeError} As described above.
 * @throws {URIError} `ERR_INVALID_URI` where the path is not UTF-8.
 *
 * @example POSIX and Windows paths
 * ```ts
 * import { fileURLToPath } from "@urlstd/url/node";
 * import assert from "node:assert/strict";
 * assert.equal(fileURLToPath("file:///tmp/a%20b", { windows: false }), "/tmp/a b");
 * assert.equal(fileURLToPath("file:///C:/a%20b", { windows: true }), "C:\\a b");
 * assert.equal(
 *   fileURLToPath("file://server/share/x", { windows: true }),
 *   "\\\\server\\share\\x",
 * );
 * assert.throws(() => fileURLToPath("file:///a%2Fb", { windows: false }), {
 *   code: "ERR_INVALID_FILE_URL_PATH",
 * });
 * ```
 */
export function fileURLToPath(
  url: URLLike | string,
  options?: FileURLToPathOptions,
): string {
  const parts = fileURL(url);
  return (options?.windows ?? isWindowsPlatform())
    ? windowsPath(parts)
    : posixPath(parts);
}

const textEncoder = /* @__PURE__ */ new TextEncoder();

function windowsPathBytes(url: URLLike): Uint8Array {
  // No check for encoded separators: in a byte path `%5C` may be part of a
  // character of another encoding (Shift_JIS's yen sign).
  const decoded = percentDecodeString(url.pathname.replaceAll("/", "\\"));
  if (url.hostname !== "") {
    const host = textEncoder.encode(`\\\\${domainToUnicode(url.hostname)}`);
    const out = new Uint8Array(host.length + decoded.length);
    out.set(host);
    out.set(decoded, host.length);
    return out;
  }
  if (!isDrive(decoded[1], decoded[2])) throw notAbsolute(url);
  return decoded.slice(1);
}

/**
 * Converts a `file:` URL to a path as bytes, as Node.js's
 * `url.fileURLToPathBuffer` (there a `Buffer`, here a `Uint8Array`): the
 * path percent-decoded to bytes, for names that are not UTF-8. Unlike
 * {@linkcode fileURLToPath}, encoded `/` and `\` are decoded, not refused.
 *
 * @param url A `file:` URL, as a string or a `URL` of any implementation.
 * @param options `windows`: the kind of path to make.
 * @returns The path's bytes.
 * @throws {TypeError} As {@linkcode fileURLToPath} does, but for encoded
 * separators and malformed UTF-8.
 *
 * @example A Latin-1 file name
 * ```ts
 * import { fileURLToPathBytes } from "@urlstd/url/node";
 * import assert from "node:assert/strict";
 * assert.deepEqual(
 *   fileURLToPathBytes("file:///caf%E9", { windows: false }),
 *   new Uint8Array([0x2f, 0x63, 0x61, 0x66, 0xe9]),
 * );
 * ```
 */
export function fileURLToPathBytes(
  url: URLLike | string,
  options?: FileURLToPathOptions,
): Uint8Array {
  const parts = fileURL(url);
  if (options?.windows ?? isWindowsPlatform()) return windowsPathBytes(parts);
  if (parts.hostname !== "") throw invalidHost();
  return percentDecodeString(parts.pathname);
}
