/**
 * URL normalization for comparison: the spec's serialization, plus opt-in
 * normalizations, each documented with when it can change the resource.
 *
 * @module
 */

import { utf8PercentDecode } from "../percent/mod.ts";
import {
  hostType,
  isSpecial,
  parseURL,
  serializeURL,
  type URLRecord,
} from "../parser/mod.ts";
import { recordOf, type URLInput } from "./_input.ts";
import { normalizeEscapes } from "./_escapes.ts";
import { matches, nameOf, type ParameterPattern } from "./_query.ts";

export type { ParameterPattern };

/**
 * Options for {@linkcode normalizeURL}: each is off by default, so that the
 * default result is the URL Standard's serialization. Each says when it can
 * change which resource a server returns.
 */
export interface NormalizeURLOptions {
  /** Resolve the input against this base URL. */
  base?: URLInput;
  /**
   * Drop the fragment (`#…`). Never changes what a server returns (the
   * fragment is not sent), but can change what a page shows or a
   * client-side router does.
   */
  removeFragment?: boolean;
  /**
   * Sort the query's `&`-separated parameters by name (percent-decoded,
   * `+` as a space, in code unit order), stably: parameters with the same
   * name keep their order. Each parameter keeps its spelling. Changes the
   * resource for a server that reads the parameters in order.
   */
  sortQuery?: boolean;
  /**
   * Drop an empty query (`/p?` becomes `/p`). Changes the resource only for
   * a server that tells the two request targets apart, which is rare.
   */
  removeEmptyQuery?: boolean;
  /**
   * Write the hex digits of percent-encoding in the path, query and
   * fragment in one case (`%c3%a9` and `%C3%A9`; RFC 3986 recommends
   * `"upper"`). URLs that differ only in this case are equivalent (RFC 3986
   * §2.1); a server that compares the text it receives may still tell them
   * apart.
   */
  percentEncodingCase?: "upper" | "lower";
  /**
   * Decode the percent-encoding of unreserved ASCII (`A`–`Z`, `a`–`z`,
   * `0`–`9`, `-`, `.`, `_`, `~`) in the path, query and fragment (`%7Euser`
   * becomes `~user`). Equivalent by RFC 3986 §2.3; a server that compares
   * the text it receives may still tell them apart.
   */
  decodeUnreserved?: boolean;
  /**
   * Remove the trailing slashes of a path with segments (`/a/b/` and
   * `/a/b//` become `/a/b`; the root `/` stays). Can change the resource: servers may
   * serve a directory and a file, or redirect, and relative references
   * resolve differently against the two.
   */
  removeTrailingSlash?: boolean;
  /**
   * Remove leading `www.` labels from a domain host of a special URL, each
   * while at least two labels remain after it (`www.example.org` and
   * `www.www.example.org` become `example.org`; `www.org` stays). Can
   * change the resource: `www.` and the bare domain are different hosts,
   * which may serve different content or none.
   */
  removeWWW?: boolean;
  /**
   * Remove a last path segment that is a directory index, leaving the
   * slash (`/docs/index.html` becomes `/docs/`, and `/docs` with
   * {@linkcode NormalizeURLOptions.removeTrailingSlash}, which repeats both
   * until neither applies): with `true` one of
   * {@linkcode DIRECTORY_INDEXES}, or one matching the given patterns
   * (compared percent-decoded). Can change the resource where the server
   * does not serve that file for the directory.
   */
  removeDirectoryIndex?: boolean | readonly ParameterPattern[];
  /**
   * Remove query parameters whose name (percent-decoded, `+` as a space)
   * matches: with `true` {@linkcode TRACKING_PARAMETERS}, or the given
   * patterns (spread `TRACKING_PARAMETERS` into them to add your own). A
   * query left empty is removed. Can change the resource for a server that
   * reads those parameters (an analytics redirect, a signed URL).
   */
  removeTrackingParameters?: boolean | readonly ParameterPattern[];
  /**
   * Change the `http` scheme to `https` (dropping port 443, which becomes
   * the default). Can change the resource: the two are different origins,
   * and a server may serve only one, or different content on each.
   */
  forceHttps?: boolean;
}

/**
 * The query parameters {@linkcode NormalizeURLOptions.removeTrackingParameters}
 * removes with `true`: campaign tags (`utm_*`) and the click identifiers of
 * advertising, analytics and e-mail services.
 */
export const TRACKING_PARAMETERS: readonly ParameterPattern[] = Object.freeze([
  /^utm_/i,
  "fbclid",
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "oly_anon_id",
  "oly_enc_id",
  "vero_id",
  "rb_clickid",
  "s_cid",
]);

/**
 * The directory index files
 * {@linkcode NormalizeURLOptions.removeDirectoryIndex} removes with `true`.
 */
export const DIRECTORY_INDEXES: readonly ParameterPattern[] = Object.freeze([
  "index.html",
  "index.htm",
  "index.shtml",
  "index.php",
  "index.asp",
  "index.aspx",
  "index.jsp",
  "default.htm",
  "default.html",
  "default.asp",
  "default.aspx",
]);

/**
 * The normalizations that never change which resource a server following
 * RFC 3986 returns: the fragment removed, unreserved characters decoded,
 * percent-encoding in uppercase.
 */
export const SAFE_NORMALIZATIONS: Readonly<NormalizeURLOptions> = Object
  .freeze({
    removeFragment: true,
    decodeUnreserved: true,
    percentEncodingCase: "upper",
  });

/**
 * Normalizes a URL for comparison, cache keys and deduplication. With no
 * options it is the URL Standard's serialization (the href: scheme and host
 * lowercased, IDNA applied, default port and dot segments removed, what
 * must be percent-encoded encoded); each option adds one normalization,
 * documented with when it can change which resource a server returns. The
 * result is parsed again, so it is an href and normalizing it again with the
 * same options gives it back.
 *
 * @param input The URL.
 * @param options The normalizations to apply, and a base.
 * @returns The normalized href.
 * @throws {TypeError} When the input (or the base) does not parse.
 *
 * @example
 * ```ts
 * import { normalizeURL, SAFE_NORMALIZATIONS } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * assert.equal(normalizeURL("HTTP://Example.org:80/a/./b/../c"), "http://example.org/a/c");
 * assert.equal(
 *   normalizeURL("https://www.example.org/docs/index.html?utm_source=x&b=2&a=1#top", {
 *     removeWWW: true,
 *     removeDirectoryIndex: true,
 *     removeTrackingParameters: true,
 *     sortQuery: true,
 *     removeFragment: true,
 *   }),
 *   "https://example.org/docs/?a=1&b=2",
 * );
 * assert.equal(normalizeURL("https://example.org/%7euser/%c3%a9", SAFE_NORMALIZATIONS), "https://example.org/~user/%C3%A9");
 * ```
 */
export function normalizeURL(
  input: URLInput,
  options: NormalizeURLOptions = {},
): string {
  const url = recordOf(input, options.base);
  if (!hasNormalization(options)) return serializeURL(url);
  let scheme = url.scheme;
  if (options.forceHttps === true && scheme === "http") scheme = "https";
  let host = url.host;
  if (options.removeWWW === true && host !== null) host = withoutWWW(url, host);
  let path = url.serializedPath;
  if (!url.opaquePath) path = normalizePath(path, options);
  path = normalizeEscapes(path, options);
  let query = url.query === null ? null : normalizeQuery(url.query, options);
  if (query !== null) query = normalizeEscapes(query, options);
  let fragment = options.removeFragment === true ? null : url.fragment;
  if (fragment !== null) fragment = normalizeEscapes(fragment, options);
  const href = assemble(url, scheme, host, path, query, fragment);
  const again = parseURL(href);
  // Each step keeps the URL valid: not reached.
  if (again === null) throw new TypeError(`Cannot normalize ${href}`);
  return serializeURL(again);
}

function hasNormalization(options: NormalizeURLOptions): boolean {
  for (const key in options) {
    if (key !== "base" && options[key as keyof NormalizeURLOptions]) {
      return true;
    }
  }
  return false;
}

/** The href of `url` with the given components (the serializer's steps). */
function assemble(
  url: URLRecord,
  scheme: string,
  host: string | null,
  path: string,
  query: string | null,
  fragment: string | null,
): string {
  let href = scheme + ":";
  if (host !== null) {
    href += "//";
    if (url.username !== "" || url.password !== "") {
      href += url.username;
      if (url.password !== "") href += ":" + url.password;
      href += "@";
    }
    href += host;
    if (url.port !== null) href += ":" + url.port;
  } else if (!url.opaquePath && path.startsWith("//")) {
    href += "/.";
  }
  href += path;
  if (query !== null) href += "?" + query;
  if (fragment !== null) href += "#" + fragment;
  return href;
}

/**
 * The host without its leading `www.` labels, each removed while at least
 * two labels remain after it (so that the result keeps none to remove).
 */
function withoutWWW(url: URLRecord, host: string): string {
  if (!isSpecial(url) || hostType(url) !== "domain") return host;
  while (host.startsWith("www.")) {
    const rest = host.slice(4);
    const dot = rest.indexOf(".");
    if (dot <= 0 || dot === rest.length - 1) break;
    host = rest;
  }
  return host;
}

/**
 * The directory index and trailing slash removals of a path. With both,
 * they repeat until neither applies (`/docs/index.html/` is `/docs`), so
 * that normalizing the result again changes nothing.
 */
function normalizePath(path: string, options: NormalizeURLOptions): string {
  const index = options.removeDirectoryIndex;
  const patterns = index === true ? DIRECTORY_INDEXES : index || undefined;
  const trailing = options.removeTrailingSlash === true;
  for (;;) {
    if (trailing) path = withoutTrailingSlashes(path);
    const slash = path.lastIndexOf("/");
    const last = path.slice(slash + 1);
    if (
      patterns === undefined || last === "" ||
      !matches(utf8PercentDecode(last), patterns)
    ) {
      return path;
    }
    path = path.slice(0, slash + 1);
    if (!trailing) return path;
  }
}

/** A path without trailing slashes, except the root's. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 0x2f) end--;
  return path.slice(0, end);
}

/** The parameter removals and sorting of a query. */
function normalizeQuery(
  query: string,
  options: NormalizeURLOptions,
): string | null {
  const tracking = options.removeTrackingParameters;
  if (tracking || options.sortQuery === true) {
    let pieces = query.split("&");
    if (tracking) {
      const patterns = tracking === true ? TRACKING_PARAMETERS : tracking;
      pieces = pieces.filter((piece) => !matches(nameOf(piece), patterns));
      if (pieces.length === 0) return null;
    }
    if (options.sortQuery === true) {
      const named = pieces.map((piece) => ({ piece, name: nameOf(piece) }));
      // Array.prototype.sort is stable.
      named.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
      pieces = named.map((entry) => entry.piece);
    }
    query = pieces.join("&");
  }
  return options.removeEmptyQuery === true && query === "" ? null : query;
}
