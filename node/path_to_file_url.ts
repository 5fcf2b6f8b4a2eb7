/**
 * `pathToFileURL`: a POSIX or Windows path to a `file:` URL, as `node:url`
 * computes it.
 *
 * @module
 */

import { URL } from "../api/mod.ts";
import { invalidArgType, invalidArgValue, nodeError } from "./_errors.ts";
import { currentDirectory, isWindowsPlatform } from "./_platform.ts";
import {
  type CwdSource,
  NEEDS_CWD,
  resolvePosix,
  resolveWin32,
} from "./_path_resolve.ts";

/** Options of {@linkcode pathToFileURL}. */
export interface PathToFileURLOptions {
  /**
   * Read `path` as a Windows path (`true`) or a POSIX path (`false`).
   * Defaults to the platform's kind where it can be known
   * (`process.platform`, `Deno.build.os`), else POSIX.
   */
  windows?: boolean;
  /**
   * The directory a relative path resolves against (not in Node.js, which
   * always uses `process.cwd()`). Defaults to `process.cwd()` or
   * `Deno.cwd()` where there is one.
   */
  cwd?: string;
}

/**
 * The characters Node.js percent-encodes in a path before the URL's path
 * parser sees it (which encodes the path percent-encode set on its own):
 * `%` (else it would read as an escape), tab, newline and CR (else it would
 * drop them), `\` on POSIX (else it would read as `/`), and `[ ] | ~`.
 */
const NODE_PATH_ESCAPES: Readonly<Record<string, string>> = {
  "%": "%25",
  "\\": "%5C",
  "\t": "%09",
  "\n": "%0A",
  "\r": "%0D",
  "[": "%5B",
  "]": "%5D",
  "|": "%7C",
  "~": "%7E",
};
const POSIX_ESCAPED = /[%\\\t\n\r[\]|~]/g;
const WINDOWS_ESCAPED = /[%\t\n\r[\]|~]/g;

/**
 * A `file:` URL whose path is `path` (`/`-separated, or `\` too on Windows)
 * with Node's escapes, set through the `pathname` setter; with `hostname`
 * set through the `hostname` setter, where one is given.
 */
function fileURLFromPath(
  path: string,
  windows: boolean,
  hostname?: string,
): URL {
  const escaped = path.replace(
    windows ? WINDOWS_ESCAPED : POSIX_ESCAPED,
    (c) => NODE_PATH_ESCAPES[c],
  );
  const url = new URL("file:///");
  url.pathname = windows ? escaped.replaceAll("\\", "/") : escaped;
  if (hostname !== undefined) {
    // The setter ignores a host it cannot parse: try it on two URLs whose
    // hosts differ, and see whether both take it.
    const probe = new URL("file://a/");
    url.hostname = probe.hostname = hostname;
    if (url.hostname !== probe.hostname) {
      const error = nodeError(
        "ERR_INVALID_URL",
        `Invalid URL: ${JSON.stringify(path)} with host ${
          JSON.stringify(hostname)
        }`,
        path,
      );
      (error as { base?: string }).base = hostname;
      throw error;
    }
  }
  return url;
}

/** The UNC form: `\\server\share\x` or `\\?\UNC\server\share\x`. */
function uncFileURL(resolved: string): URL {
  const prefixLength = resolved.startsWith("\\\\?\\UNC\\") ? 8 : 2;
  const hostEnd = resolved.indexOf("\\", prefixLength);
  if (hostEnd === -1) {
    throw invalidArgValue("path", resolved, "Missing UNC resource path");
  }
  if (hostEnd === 2) {
    throw invalidArgValue("path", resolved, "Empty UNC servername");
  }
  return fileURLFromPath(
    resolved.slice(hostEnd),
    true,
    resolved.slice(prefixLength, hostEnd),
  );
}

/** Whether `cwd` is absolute: `/x` on POSIX; `C:\\x`, `\\x` or `/x` on Windows. */
function isAbsoluteDirectory(cwd: string, windows: boolean): boolean {
  return windows ? /^(?:[A-Za-z]:)?[\\/]/.test(cwd) : cwd.startsWith("/");
}

/** The working directory source for a call: the option, else the runtime's. */
function cwdSource(cwd: unknown, windows: boolean): CwdSource {
  if (cwd === undefined) return currentDirectory;
  if (typeof cwd !== "string") {
    throw invalidArgType("options.cwd", "of type string", cwd);
  }
  if (!isAbsoluteDirectory(cwd, windows)) {
    throw invalidArgValue("options.cwd", cwd, "must be an absolute path");
  }
  return () => cwd;
}

/**
 * Converts a path to a `file:` URL, as Node.js 24's `url.pathToFileURL`.
 *
 * The path is resolved first (`path.posix.resolve` or `path.win32.resolve`:
 * `.` and `..` collapsed, a relative path joined to the working directory),
 * and a trailing separator is kept. Node.js percent-encodes `%`, tab,
 * newline, CR, `[`, `]`, `|`, `~` and, on POSIX, `\`; the URL parser
 * encodes the path percent-encode set (space, `"`, `#`, `<`, `>`, `?`, `` ` ``,
 * `{`, `}`, `^`, controls, non-ASCII as UTF-8, lone surrogates as U+FFFD).
 * On Windows, `\` is a separator, `\\server\share\x` becomes
 * `file://server/share/x`, and the long-path prefixes `\\?\` and
 * `\\?\UNC\` are dropped.
 *
 * Off Windows, Node.js gives a Windows root with a trailing separator
 * (`C:\`, `\`) an extra slash (`file:///C://`); this gives `file:///C:/`,
 * as Node.js does on Windows.
 *
 * A path that ends in C0 controls other than those Node.js encodes itself
 * (NUL, tab, newline, CR) keeps them, percent-encoded: `/a\x01` gives
 * `file:///a%01`. Node.js gives `file:///a`: it hands the URL parser a
 * string that still holds them, and the parser strips trailing C0 controls
 * and spaces from its input. That URL names another file (`/a`), which a
 * caller cannot tell from the result, so this keeps the path's every code
 * point.
 *
 * Node.js has no `cwd` option: it always resolves against `process.cwd()`.
 * Here `cwd` defaults to `process.cwd()` or `Deno.cwd()`, and where there is
 * neither (a browser), a relative path is a `TypeError`
 * (`ERR_INVALID_ARG_VALUE`). On Windows Node.js also reads a drive's own
 * directory from the `=C:` environment variable; this does not, a
 * drive-relative path (`C:x`) resolves against `cwd` when it is on that
 * drive, else against the drive's root.
 *
 * @param path A path.
 * @param options `windows`: the kind of path; `cwd`: the directory a
 * relative path resolves against.
 * @returns A new `URL`.
 * @throws {TypeError} `ERR_INVALID_ARG_TYPE` when `path` or `cwd` is not a
 * string; `ERR_INVALID_ARG_VALUE` for a UNC path without a share or server,
 * a relative path without a working directory, or a relative `cwd`; `ERR_INVALID_URL` for a UNC
 * server that is not a valid host.
 *
 * @example POSIX and Windows paths
 * ```ts
 * import { pathToFileURL } from "@urlstd/url/node";
 * import assert from "node:assert/strict";
 * assert.equal(pathToFileURL("/tmp/a b#1", { windows: false }).href, "file:///tmp/a%20b%231");
 * assert.equal(pathToFileURL("C:\\a\\..\\b\\", { windows: true }).href, "file:///C:/b/");
 * assert.equal(
 *   pathToFileURL("\\\\server\\share\\x", { windows: true }).href,
 *   "file://server/share/x",
 * );
 * assert.equal(pathToFileURL("\\\\?\\C:\\x", { windows: true }).href, "file:///C:/x");
 * ```
 *
 * @example A trailing control character is kept (Node.js drops it)
 * ```ts
 * import { pathToFileURL } from "@urlstd/url/node";
 * import assert from "node:assert/strict";
 * assert.equal(pathToFileURL("/a\x01", { windows: false }).href, "file:///a%01");
 * ```
 *
 * @example A relative path and a working directory
 * ```ts
 * import { pathToFileURL } from "@urlstd/url/node";
 * import assert from "node:assert/strict";
 * const url = pathToFileURL("../b/c", { windows: false, cwd: "/srv/a" });
 * assert.equal(url.href, "file:///srv/b/c");
 * ```
 */
export function pathToFileURL(
  path: string,
  options?: PathToFileURLOptions,
): URL {
  if (typeof path !== "string") {
    throw invalidArgType("path", "of type string", path);
  }
  const windows = options?.windows ?? isWindowsPlatform();
  const isUNC = windows && path.startsWith("\\\\");
  let resolved = path;
  if (!isUNC) {
    const cwd = cwdSource(options?.cwd, windows);
    try {
      resolved = windows ? resolveWin32(path, cwd) : resolvePosix(path, cwd);
    } catch (error) {
      if (error !== NEEDS_CWD) throw error;
      throw invalidArgValue(
        "path",
        path,
        "is relative and there is no working directory to resolve it " +
          "against: pass the cwd option",
      );
    }
  }
  if (isUNC || (windows && resolved.startsWith("\\\\"))) {
    return uncFileURL(resolved);
  }
  // Resolving drops a trailing separator: add one back unless the result
  // ends in one (a root). Node.js tests for the platform's separator rather
  // than the mode's, so that off Windows `C:\` gives `file:///C://`; this
  // tests for the mode's, and gives `file:///C:/` as Node.js on Windows.
  const last = path[path.length - 1];
  if (
    (last === "/" || (windows && last === "\\")) &&
    resolved[resolved.length - 1] !== (windows ? "\\" : "/")
  ) resolved += "/";
  return fileURLFromPath(resolved, windows);
}
