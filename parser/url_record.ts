/**
 * The URL record and the concepts defined on it: special schemes, default
 * ports, credentials, opaque paths, path shortening, and setting the
 * username and password.
 *
 * @module
 */

import { specialSchemeCode } from "./scheme.ts";
import {
  cannotHaveUsernamePasswordPort as componentsCannotHaveUsernamePasswordPort,
  Components,
  hasHost,
  hostOf,
  includesCredentials as componentsIncludeCredentials,
  passwordOf,
  pathOf,
  queryOf,
  schemeOf,
  setFragment,
  setHost,
  setPassword as setComponentsPassword,
  setPath,
  setPort,
  setQuery,
  setScheme,
  setUsername as setComponentsUsername,
  shortenPath as shortenComponentsPath,
  usernameOf,
  writeAuthority,
} from "./components.ts";
import {
  adoptList,
  type PathList,
  readList,
  serializeList,
  takeComponentChanges,
  writeList,
} from "./_path_list.ts";

/**
 * A URL record: the parsed, in-memory form of a URL.
 *
 * A record is a view of a URL's one representation, its serialization plus
 * the offsets of its components ({@linkcode URLRecord.components}): each
 * field reads a slice of the serialization, and setting one splices it. Two
 * fields keep a serialized form, both for speed: the host (the host
 * serializer is a bijection, so nothing is lost; see {@linkcode hostType} to
 * classify it), and the path, as its URL path serialization in
 * {@linkcode URLRecord.serializedPath} — `"/a/b"` for the list « "a", "b" »,
 * `""` for the empty list, or the opaque path itself when
 * {@linkcode URLRecord.opaquePath} is true. The {@linkcode URLRecord.path}
 * accessor gives the spec's list form: one array that the record owns, the
 * same on every read, as in whatwg-url. What a caller pushes into it (or
 * assigns to any field) is what the serializer, a state override and every
 * later read see, and the parser changes it in place. (Reading
 * {@linkcode URLRecord.components} takes in the list's changes; a change
 * made through the components themselves wins over a list changed since it
 * was last read.)
 *
 * A URL without a host has no credentials and no port: setting them on one
 * (which the spec's algorithms never do) gives it the empty host.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url}
 *
 * @example
 * ```ts
 * import { basicURLParse } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = basicURLParse("https://example.com/a/b?q#f")!;
 * assert.equal(url.scheme, "https");
 * assert.equal(url.host, "example.com");
 * assert.deepEqual(url.path, ["a", "b"]);
 * assert.equal(url.query, "q");
 * assert.equal(url.fragment, "f");
 * url.query = null;
 * url.path.push("c");
 * assert.equal(url.components.href, "https://example.com/a/b/c#f");
 * ```
 */
export class URLRecord {
  /** The serialized URL and its offsets. */
  #components: Components;
  /** The path list that `path` hands out, once it has; the record owns it. */
  #list: PathList | undefined = undefined;

  /**
   * Makes a view of `components`; without them, a new URL record: empty
   * scheme, credentials and path, null host, port, query and fragment.
   *
   * @param components The representation to view.
   */
  constructor(components: Components = new Components()) {
    this.#components = components;
  }

  /**
   * The serialized URL and its offsets, which this record reads and writes,
   * with the changes made to the path list so far.
   */
  get components(): Components {
    const c = this.#components;
    if (this.#list !== undefined) writeList(this.#list, c);
    return c;
  }

  /** The scheme, an ASCII string; initially empty. */
  get scheme(): string {
    return schemeOf(this.components);
  }

  set scheme(value: string) {
    setScheme(this.components, value);
  }

  /** The username, an ASCII string; initially empty. */
  get username(): string {
    return usernameOf(this.components);
  }

  set username(value: string) {
    const c = this.components;
    writeAuthority(c, value, passwordOf(c), hostOf(c), this.port);
  }

  /** The password, an ASCII string; initially empty. */
  get password(): string {
    return passwordOf(this.components);
  }

  set password(value: string) {
    const c = this.components;
    writeAuthority(c, usernameOf(c), value, hostOf(c), this.port);
  }

  /** The host, serialized; `null` for no host, `""` for the empty host. */
  get host(): string | null {
    return hostOf(this.components);
  }

  set host(value: string | null) {
    setHost(this.components, value);
  }

  /** The port, a 16-bit unsigned integer, or `null`. */
  get port(): number | null {
    const port = this.components.port;
    return port < 0 ? null : port;
  }

  set port(value: number | null) {
    const c = this.components;
    if (hasHost(c)) setPort(c, value);
    else writeAuthority(c, "", "", null, value);
  }

  /** The URL path serialization of the path (see the class docs). */
  get serializedPath(): string {
    return pathOf(this.components);
  }

  set serializedPath(value: string) {
    const c = this.components;
    setPath(c, value, c.opaquePath);
    if (this.#list !== undefined) readList(this.#list, c);
  }

  /** Whether the path is opaque (a single string rather than a list). */
  get opaquePath(): boolean {
    return this.components.opaquePath;
  }

  set opaquePath(value: boolean) {
    const c = this.components;
    setPath(c, pathOf(c), value);
    if (this.#list !== undefined) readList(this.#list, c);
  }

  /** The query, an ASCII string, or `null`. */
  get query(): string | null {
    return queryOf(this.components);
  }

  set query(value: string | null) {
    setQuery(this.components, value);
  }

  /** The fragment, an ASCII string, or `null`. */
  get fragment(): string | null {
    const c = this.components;
    return c.fragmentStart < 0 ? null : c.href.slice(c.fragmentStart + 1);
  }

  set fragment(value: string | null) {
    setFragment(this.components, value);
  }

  /**
   * The path as the spec defines it: the opaque path string, or the list of
   * path segments, one array the record owns (see the class docs). Set to
   * an array, the record keeps that array (a frozen one is copied).
   */
  get path(): string | string[] {
    const c = this.components;
    if (c.opaquePath) return pathOf(c);
    let p = this.#list;
    if (p === undefined) {
      const path = pathOf(c);
      const list = path === "" ? [] : path.slice(1).split("/");
      p = this.#list = adoptList(this, list, path);
    } else {
      readList(p, c);
    }
    return p.list;
  }

  set path(value: string | readonly string[]) {
    const c = this.#components;
    if (typeof value === "string") {
      setPath(c, value, true);
      return;
    }
    const path = serializeList(value);
    setPath(c, path, false);
    this.#list = adoptList(
      this,
      Object.isFrozen(value) ? [...value] : value as string[],
      path,
    );
  }

  /**
   * Returns a copy of this record.
   *
   * @returns A new record with the same components.
   */
  clone(): URLRecord {
    return new URLRecord(Object.assign(new Components(), this.components));
  }
}

/**
 * The default port of a scheme: 21 for ftp, 80 for http and ws, 443 for https
 * and wss; `null` for file and every other scheme.
 *
 * @see {@link https://url.spec.whatwg.org/#default-port}
 * @param scheme An ASCII lowercase scheme.
 * @returns The default port or `null`.
 *
 * @example
 * ```ts
 * import { defaultPort } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.equal(defaultPort("https"), 443);
 * assert.equal(defaultPort("file"), null);
 * assert.equal(defaultPort("git"), null);
 * ```
 */
export function defaultPort(scheme: string): number | null {
  const port = specialSchemeCode(scheme);
  return port > 0 ? port : null;
}

/**
 * Whether a scheme is special: ftp, file, http, https, ws or wss.
 *
 * @see {@link https://url.spec.whatwg.org/#special-scheme}
 * @param scheme An ASCII lowercase scheme.
 * @returns `true` for the six special schemes.
 *
 * @example
 * ```ts
 * import { isSpecialScheme } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.equal(isSpecialScheme("wss"), true);
 * assert.equal(isSpecialScheme("blob"), false);
 * ```
 */
export function isSpecialScheme(scheme: string): boolean {
  return specialSchemeCode(scheme) >= 0;
}

/**
 * Whether a URL is special: its scheme is a special scheme.
 *
 * @see {@link https://url.spec.whatwg.org/#is-special}
 * @param url A URL record.
 * @returns `true` when the scheme is special.
 *
 * @example
 * ```ts
 * import { basicURLParse, isSpecial } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.equal(isSpecial(basicURLParse("http://x/")!), true);
 * assert.equal(isSpecial(basicURLParse("mailto:x")!), false);
 * ```
 */
export function isSpecial(url: URLRecord): boolean {
  return specialSchemeCode(url.scheme) >= 0;
}

/**
 * Whether a URL includes credentials: a non-empty username or password.
 *
 * @see {@link https://url.spec.whatwg.org/#include-credentials}
 * @param url A URL record.
 * @returns `true` when the username or password is not empty.
 *
 * @example
 * ```ts
 * import { basicURLParse, includesCredentials } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.equal(includesCredentials(basicURLParse("http://u@x/")!), true);
 * assert.equal(includesCredentials(basicURLParse("http://x/")!), false);
 * ```
 */
export function includesCredentials(url: URLRecord): boolean {
  return componentsIncludeCredentials(url.components);
}

/**
 * Whether a URL has an opaque path.
 *
 * @see {@link https://url.spec.whatwg.org/#url-opaque-path}
 * @param url A URL record.
 * @returns `true` when the path is a single opaque string.
 *
 * @example
 * ```ts
 * import { basicURLParse, hasOpaquePath } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.equal(hasOpaquePath(basicURLParse("mailto:a@b")!), true);
 * assert.equal(hasOpaquePath(basicURLParse("https://a/b")!), false);
 * ```
 */
export function hasOpaquePath(url: URLRecord): boolean {
  return url.opaquePath;
}

/**
 * Whether a URL cannot have a username, password or port: its host is null
 * or empty, or its scheme is "file".
 *
 * @see {@link https://url.spec.whatwg.org/#cannot-have-a-username-password-port}
 * @param url A URL record.
 * @returns `true` when credentials and port cannot be set.
 *
 * @example
 * ```ts
 * import { basicURLParse, cannotHaveUsernamePasswordPort } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.equal(cannotHaveUsernamePasswordPort(basicURLParse("file:///x")!), true);
 * assert.equal(cannotHaveUsernamePasswordPort(basicURLParse("http://x/")!), false);
 * ```
 */
export function cannotHaveUsernamePasswordPort(url: URLRecord): boolean {
  return componentsCannotHaveUsernamePasswordPort(url.components);
}

/**
 * Shortens a URL's path: removes its last segment, except that a file URL's
 * path holding only a normalized Windows drive letter is kept.
 *
 * @see {@link https://url.spec.whatwg.org/#shorten-a-urls-path}
 * @param url A URL record without an opaque path.
 *
 * @example
 * ```ts
 * import { basicURLParse, shortenPath } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = basicURLParse("https://x/a/b")!;
 * shortenPath(url);
 * assert.deepEqual(url.path, ["a"]);
 * const file = basicURLParse("file:///C:")!;
 * shortenPath(file);
 * assert.deepEqual(file.path, ["C:"]);
 * ```
 */
export function shortenPath(url: URLRecord): void {
  const c = url.components;
  shortenComponentsPath(c);
  takeComponentChanges(url, c);
}

/**
 * Sets a URL's username: the value, UTF-8 percent-encoded with the userinfo
 * percent-encode set. (The `username` setter first checks
 * {@linkcode cannotHaveUsernamePasswordPort}.)
 *
 * @see {@link https://url.spec.whatwg.org/#set-the-username}
 * @param url The URL record to change.
 * @param username The new username.
 *
 * @example
 * ```ts
 * import { parseURL, serializeURL, setUsername } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = parseURL("https://example.org/")!;
 * setUsername(url, "a@b");
 * assert.equal(serializeURL(url), "https://a%40b@example.org/");
 * ```
 */
export function setUsername(url: URLRecord, username: string): void {
  setComponentsUsername(url.components, username);
}

/**
 * Sets a URL's password: the value, UTF-8 percent-encoded with the userinfo
 * percent-encode set.
 *
 * @see {@link https://url.spec.whatwg.org/#set-the-password}
 * @param url The URL record to change.
 * @param password The new password.
 *
 * @example
 * ```ts
 * import { parseURL, serializeURL, setPassword } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const url = parseURL("https://example.org/")!;
 * setPassword(url, "p:w");
 * assert.equal(serializeURL(url), "https://:p%3Aw@example.org/");
 * ```
 */
export function setPassword(url: URLRecord, password: string): void {
  setComponentsPassword(url.components, password);
}
