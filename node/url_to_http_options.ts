/**
 * `urlToHttpOptions`: a URL as the options object of `http.request`, as
 * `node:url` makes it.
 *
 * @module
 */

import { invalidArgType, invalidURI } from "./_errors.ts";

/** What {@linkcode urlToHttpOptions} returns (a null-prototype object). */
export interface HttpOptions {
  /** The URL's own enumerable properties, copied first. */
  [key: string]: unknown;
  /** `url.protocol`, e.g. `"https:"`. */
  protocol: string;
  /** `url.hostname`, without the brackets of an IPv6 address. */
  hostname: string;
  /** `url.hash`. */
  hash: string;
  /** `url.search`. */
  search: string;
  /** `url.pathname`. */
  pathname: string;
  /** `pathname` and `search` together. */
  path: string;
  /** `url.href`. */
  href: string;
  /** `url.port` as a number, when the URL has one. */
  port?: number;
  /** `username:password`, percent-decoded, when the URL has either. */
  auth?: string;
}

/** The URL fields read (a `URL` of any implementation has them). */
interface URLFields {
  protocol: string;
  hostname: string;
  hash: string;
  search: string;
  pathname: string;
  href: string;
  port: string;
  username: string;
  password: string;
}

function decodeCredential(text: string, url: unknown): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw invalidURI(
      "the URL's username or password is not percent-encoded UTF-8",
      url,
    );
  }
}

/**
 * Converts a URL to the options object that `http.request` and
 * `https.request` take, as Node.js's `url.urlToHttpOptions`: the URL's own
 * enumerable properties, then `protocol`, `hostname` (IPv6 without
 * brackets), `hash`, `search`, `pathname`, `path`, `href`, `port` (a
 * number, when there is one) and `auth` (`username:password`
 * percent-decoded, when either is set).
 *
 * Where the username or password is not percent-encoded UTF-8, Node.js
 * lets `decodeURIComponent`'s `URIError` escape; this throws a `URIError`
 * too, with code `ERR_INVALID_URI` (so that checks of either kind hold).
 *
 * @param url A URL (of any implementation), or any object with its fields.
 * @returns A new object with a null prototype.
 * @throws {TypeError} `ERR_INVALID_ARG_TYPE` when `url` is not an object.
 * @throws {URIError} `ERR_INVALID_URI` as above.
 *
 * @example
 * ```ts
 * import { URL } from "@urlstd/url";
 * import { urlToHttpOptions } from "@urlstd/url/node";
 * import assert from "node:assert/strict";
 * const options = urlToHttpOptions(new URL("https://a:b%20c@[::1]:8080/p?q#h"));
 * assert.equal(options.hostname, "::1");
 * assert.equal(options.port, 8080);
 * assert.equal(options.path, "/p?q");
 * assert.equal(options.auth, "a:b c");
 * ```
 */
export function urlToHttpOptions(url: object): HttpOptions {
  if (url === null || (typeof url !== "object" && typeof url !== "function")) {
    throw invalidArgType("url", "of type object", url);
  }
  const u = url as URLFields;
  const { hostname, pathname, port, username, password, search } = u;
  const options = {
    __proto__: null,
    ...url,
    protocol: u.protocol,
    hostname: hostname && hostname[0] === "["
      ? hostname.slice(1, -1)
      : hostname,
    hash: u.hash,
    search,
    pathname,
    path: `${pathname || ""}${search || ""}`,
    href: u.href,
  } as unknown as HttpOptions;
  if (port !== "") options.port = Number(port);
  if (username || password) {
    options.auth = `${decodeCredential(username, url)}:${
      decodeCredential(password, url)
    }`;
  }
  return options;
}
