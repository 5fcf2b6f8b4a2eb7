/**
 * `normalize-url`'s function, option names and defaults, on the URL
 * Standard's parser, for its users to switch.
 *
 * @module
 */

import { URL } from "../api/mod.ts";
import { parseURL } from "../parser/mod.ts";
import {
  decodePathSegment,
  decodeUnreservedEscapes,
  escapeTrailingWhitespace,
  isControlOrWhitespace,
  removeDuplicateSlashes,
  removeTrailingSlash,
  rewriteQueryText,
  trimWith,
  upperEscapes,
} from "./_compat_text.ts";
import { matches, nameOf, type ParameterPattern } from "./_query.ts";
import { normalizeDataURL } from "./_data_url.ts";
import { invalid } from "./_input.ts";

/**
 * `normalize-url`'s options (version 10), with its defaults. The module
 * guide of `@urlstd/url/ops` says what they act on.
 */
export interface NormalizeUrlCompatOptions {
  /** The protocol a URL without one gets. Default `"http"`. */
  defaultProtocol?: string;
  /** Protocols normalized beside `https`, `http`, `file` and `data`. */
  customProtocols?: readonly string[];
  /** Prepend `defaultProtocol` to a protocol-relative URL. Default `true`. */
  normalizeProtocol?: boolean;
  /** Change `https` to `http`. Default `false`. */
  forceHttp?: boolean;
  /** Change `http` to `https`. Default `false`. */
  forceHttps?: boolean;
  /** Remove the username and password. Default `true`. */
  stripAuthentication?: boolean;
  /** Remove the fragment. Default `false`. */
  stripHash?: boolean;
  /** Remove `https://`, `http://` or a leading `//`. Default `false`. */
  stripProtocol?: boolean;
  /** Remove a text fragment directive (`:~:text=…`). Default `true`. */
  stripTextFragment?: boolean;
  /** Remove `www.` before a domain. Default `true`. */
  stripWWW?: boolean;
  /**
   * Remove query parameters whose decoded name matches; `true` removes all,
   * `false` none. Default `[/^utm_\w+/i]`.
   */
  removeQueryParameters?: readonly ParameterPattern[] | boolean;
  /** Keep only the parameters whose decoded name matches (wins over the above). */
  keepQueryParameters?: readonly ParameterPattern[];
  /** Remove a trailing slash. Default `true`. */
  removeTrailingSlash?: boolean;
  /** Remove a sole `/` path when nothing follows it. Default `true`. */
  removeSingleSlash?: boolean;
  /**
   * Remove the last path segments (as the decoded path writes them) while
   * they match; `true` is `/^index\.[a-z]+$/`. Default `false`.
   */
  removeDirectoryIndex?: boolean | readonly ParameterPattern[];
  /** Remove any explicit port. Default `false`. */
  removeExplicitPort?: boolean;
  /** Sort the query parameters by name, stably. Default `true`. */
  sortQueryParameters?: boolean;
  /** `?a` and `?a=`: `"preserve"` (default), `"always"` or `"never"` an `=`. */
  emptyQueryValue?: "preserve" | "always" | "never";
  /** Remove the whole path. Default `false`. */
  removePath?: boolean;
  /** Rewrite the non-empty path segments. Default `false`. */
  transformPath?: ((segments: string[]) => string[] | undefined | void) | false;
}

const DEFAULTS: Required<
  Omit<NormalizeUrlCompatOptions, "keepQueryParameters">
> = {
  defaultProtocol: "http",
  customProtocols: [],
  normalizeProtocol: true,
  forceHttp: false,
  forceHttps: false,
  stripAuthentication: true,
  stripHash: false,
  stripProtocol: false,
  stripTextFragment: true,
  stripWWW: true,
  removeQueryParameters: [/^utm_\w+/i],
  removeTrailingSlash: true,
  removeSingleSlash: true,
  removeDirectoryIndex: false,
  removeExplicitPort: false,
  sortQueryParameters: true,
  emptyQueryValue: "preserve",
  removePath: false,
  transformPath: false,
};

const SUPPORTED = ["http", "https", "file"];
const SPECIAL = new Set(["ftp:", "file:", "http:", "https:", "ws:", "wss:"]);
const SCHEME = /^[A-Za-z][A-Za-z0-9+\-.]*$/;
/** A start that is a scheme, not a host and port (`example.com:80/`). */
const SCHEME_START = /^[A-Za-z][A-Za-z0-9+\-.]*:(?!\d+(?:[#/?]|$))/;
const SUPPORTED_START = /^(?:https?|file):/i;
const TEXT_FRAGMENT = /:~:text=[\s\S]*$/i;
const DIRECTORY_INDEX = /^index\.[a-z]+$/;

/**
 * Normalizes a URL as the `normalize-url` package (version 10) does, with
 * its option names and defaults, on this library's parser: the drop-in for
 * its users. See the module guide of `@urlstd/url/ops` for what it does
 * and where it differs.
 *
 * @param url The URL, with or without a protocol.
 * @param options `normalize-url`'s options.
 * @returns The normalized URL.
 * @throws {TypeError} When the URL does not parse, `forceHttp` and
 * `forceHttps` are both set, or `defaultProtocol` is not a scheme.
 *
 * @example
 * ```ts
 * import { normalizeUrlCompat } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * assert.equal(normalizeUrlCompat("sindresorhus.com"), "http://sindresorhus.com");
 * assert.equal(
 *   normalizeUrlCompat("//www.sindresorhus.com:80/../baz?b=bar&a=foo"),
 *   "http://sindresorhus.com/baz?a=foo&b=bar",
 * );
 * assert.equal(
 *   normalizeUrlCompat("https://sindresorhus.com", { forceHttp: true }),
 *   "http://sindresorhus.com",
 * );
 * assert.equal(normalizeUrlCompat("tel:004346382763"), "tel:004346382763");
 * ```
 */
export function normalizeUrlCompat(
  url: string,
  options: NormalizeUrlCompatOptions = {},
): string {
  const o = resolve(options);
  const defaultProtocol = protocolName(o.defaultProtocol);
  if (defaultProtocol === undefined) {
    throw new TypeError(
      `The defaultProtocol ${
        JSON.stringify(o.defaultProtocol)
      } is not a scheme`,
    );
  }
  if (o.forceHttp && o.forceHttps) {
    throw new TypeError(
      "The `forceHttp` and `forceHttps` options cannot be used together",
    );
  }
  const input = trimWith(url.replace(/[\t\n\r]/g, ""), isControlOrWhitespace);
  if (/^data:/i.test(input)) return normalizeDataURL(input, o);
  const custom = Array.isArray(o.customProtocols)
    ? o.customProtocols.flatMap((p) => protocolName(p) ?? [])
    : [];
  const own = ownProtocol(input, custom);
  if (own !== undefined && !custom.includes(own)) return input;
  const protocolRelative = input.startsWith("//");
  // A path (`/a`, `./a`) gets no protocol, and does not parse.
  const path = !protocolRelative && /^\.*\//.test(input);
  let href = input;
  if (!path && own === undefined) {
    if (protocolRelative) href = defaultProtocol + ":" + input;
    else if (!SUPPORTED_START.test(input) && !SCHEME_START.test(input)) {
      href = defaultProtocol + "://" + input;
    }
  }
  const u = URL.parse(href);
  if (u === null) throw invalid(href, undefined);
  const inputPath = href.split(/[#?]/, 1)[0];
  normalizeParts(u, o);
  const wroteSlash = inputPath.endsWith("/") ||
    (inputPath.endsWith("\\") && u.pathname.endsWith("/"));
  const hasHost = u.host !== "";
  let out = u.href;
  if (
    hasHost && u.pathname === "/" && u.search === "" && u.hash === "" &&
    (!wroteSlash || o.removeSingleSlash)
  ) {
    out = out.replace(/\/$/, "");
  }
  if (u.pathname !== "" && !u.pathname.startsWith("/")) {
    out = withOpaquePath(u, o);
  }
  if (hasHost && protocolRelative && !o.normalizeProtocol) {
    out = out.slice(u.protocol.length);
  }
  if (o.stripProtocol) out = out.replace(/^(?:https?:)?\/\//, "");
  return out;
}

type Resolved = typeof DEFAULTS & NormalizeUrlCompatOptions;

/** The options over the defaults; one set to `undefined` is left out. */
function resolve(options: NormalizeUrlCompatOptions): Resolved {
  const o: Record<string, unknown> = { ...DEFAULTS };
  for (const [key, value] of Object.entries(options ?? {})) {
    if (value !== undefined) o[key] = value;
  }
  return o as unknown as Resolved;
}

/** A protocol option as a lowercase scheme, or `undefined` if it is not one. */
function protocolName(protocol: unknown): string | undefined {
  if (typeof protocol !== "string") return undefined;
  const name = protocol.trim().toLowerCase().replace(/:+$/, "");
  return SCHEME.test(name) ? name : undefined;
}

/**
 * The scheme of an input that parses with one of its own, when that scheme
 * is opted into, or is neither built in nor a name with a dot (unless an
 * authority follows): such a URL passes through. `localhost:` before a
 * port is a host.
 */
function ownProtocol(
  input: string,
  custom: readonly string[],
): string | undefined {
  const scheme = parseURL(input)?.scheme;
  if (scheme === undefined) return undefined;
  if (custom.includes(scheme)) return scheme;
  // The input is trimmed, so the scheme and `:` start it.
  const after = input.slice(scheme.length + 1);
  const hasAuthority = after.startsWith("//");
  if (
    scheme === "localhost" && !hasAuthority && /^\d+(?:[#/?]|$)/.test(after)
  ) {
    return undefined;
  }
  if (!SUPPORTED.includes(scheme) && (hasAuthority || !scheme.includes("."))) {
    return scheme;
  }
  return undefined;
}

/**
 * Each component normalized in place, as the options say, in
 * normalize-url's order; each goes back through the URL's setter, which
 * encodes what the component's state encodes.
 */
function normalizeParts(u: URL, o: Resolved): void {
  if (o.forceHttp && u.protocol === "https:") u.protocol = "http:";
  if (o.forceHttps && u.protocol === "http:") u.protocol = "https:";
  if (o.stripAuthentication) {
    u.username = "";
    u.password = "";
  } else {
    if (u.username) {
      u.username = upperEscapes(decodeUnreservedEscapes(u.username));
    }
    if (u.password) {
      u.password = upperEscapes(decodeUnreservedEscapes(u.password));
    }
  }
  if (o.stripHash) {
    u.hash = "";
  } else if (o.stripTextFragment) {
    // The directive goes, and with it an empty fragment's `#`.
    const rest = u.hash.slice(1).replace(TEXT_FRAGMENT, "");
    u.hash = rest === "" ? "" : "#" + rest;
  }
  if (u.hash) u.hash = upperEscapes(u.hash);
  normalizePath(u, o);
  normalizeHost(u, o);
  u.search = normalizeQuery(u.search, o);
  if (o.removeTrailingSlash && u.pathname !== "/") {
    setPath(u, removeTrailingSlash(u.pathname));
  }
  if (o.removeExplicitPort && u.port) u.port = "";
}

/**
 * The path decoded and without duplicate slashes, then removed, transformed
 * or without its directory indexes, as asked.
 */
function normalizePath(u: URL, o: Resolved): void {
  if (u.pathname) {
    setPath(u, u.pathname.split("/").map(decodePathSegment).join("/"));
    setPath(u, upperEscapes(u.pathname));
    setPath(u, removeDuplicateSlashes(u.pathname));
  }
  if (o.removePath) {
    setPath(u, "/");
  } else if (
    typeof o.transformPath === "function" && u.pathname.startsWith("/")
  ) {
    const result = o.transformPath(u.pathname.split("/").filter(Boolean));
    const kept = (result ?? []).filter(Boolean);
    const slash = !o.removeTrailingSlash && u.pathname.endsWith("/");
    const path = kept.length > 0
      ? "/" + kept.join("/") + (slash ? "/" : "")
      : "/";
    setPath(u, upperEscapes(removeDuplicateSlashes(path)));
  }
  const index = o.removeDirectoryIndex === true
    ? [DIRECTORY_INDEX]
    : o.removeDirectoryIndex;
  if (Array.isArray(index) && index.length > 0) {
    const segments = u.pathname.split("/").filter(Boolean);
    const count = segments.length;
    // Every index at the end goes, so that the result is a fixed point.
    while (
      segments.length > 0 && matches(segments[segments.length - 1], index)
    ) {
      segments.pop();
    }
    if (segments.length < count) {
      setPath(u, segments.length > 0 ? "/" + segments.join("/") + "/" : "/");
    }
  }
}

/**
 * Sets the path where it changes: the pathname setter reads its own
 * getter's value back unchanged, so skipping it changes nothing.
 */
function setPath(u: URL, path: string): void {
  if (path !== u.pathname) u.pathname = path;
}

/**
 * A host whose `www.` normalize-url removes: one label (not another `www`)
 * and then a name of at least two characters with a dot before it, each at
 * most 63 letters, digits, hyphens and dots.
 */
const WWW_DOMAIN = /^www\.(?!www\.)[a-z\d-]{1,63}\.[a-z\d.-]{2,63}$/;

/** `www.` and a domain's trailing dots removed, where they can be. */
function normalizeHost(u: URL, o: Resolved): void {
  if (!u.hostname) return;
  if (o.stripWWW && WWW_DOMAIN.test(u.hostname)) {
    u.hostname = u.hostname.slice(4);
  }
  // Not where the name would read differently (`1.2.3..` is no address).
  const trimmed = trimWith(u.hostname, (c) => c === 0x2e, "end") || ".";
  if (
    trimmed !== u.hostname && SPECIAL.has(u.protocol) &&
    URL.parse(u.protocol + "//" + trimmed + "/")?.hostname === trimmed
  ) {
    u.hostname = trimmed;
  }
  if (u.hostname) u.hostname = upperEscapes(u.hostname);
}

/**
 * The query as normalize-url writes it: empty parameters and the removed
 * ones gone, sorted by decoded name if asked, each name and value written
 * by rewriteQueryText() (a space in a name as `%20`), and each empty value
 * with or without `=` as `emptyQueryValue` says; `""` when nothing is left.
 */
function normalizeQuery(search: string, o: Resolved): string {
  const pieces = search.slice(1).split("&").filter((piece) => piece !== "");
  const bare = new Set<string>();
  let kept = pieces.map((piece) => {
    const eq = piece.indexOf("=");
    const name = nameOf(piece);
    if (eq < 0) bare.add(name);
    return {
      name,
      key: eq < 0 ? piece : piece.slice(0, eq),
      value: eq < 0 ? "" : piece.slice(eq + 1),
    };
  });
  const keep = o.keepQueryParameters;
  const remove = o.removeQueryParameters;
  kept = kept.filter(({ name }) =>
    Array.isArray(keep)
      ? matches(name, keep)
      : remove !== true && !(Array.isArray(remove) && matches(name, remove))
  );
  if (o.sortQueryParameters) {
    kept.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  }
  if (kept.length === 0) return "";
  return "?" + kept.map(({ name, key, value }) => {
    const k = rewriteQueryText(key).replaceAll("+", "%20");
    if (value !== "") return k + "=" + rewriteQueryText(value);
    const withEquals = o.emptyQueryValue === "always" ||
      (o.emptyQueryValue !== "never" && !bare.has(name));
    return withEquals || k === "" ? k + "=" : k;
  }).join("&");
}

/**
 * The href of a URL with an opaque path, its duplicate slashes (and the
 * trailing one, if asked) removed from the path, parsed again.
 */
function withOpaquePath(u: URL, o: Resolved): string {
  let path = removeDuplicateSlashes(u.pathname);
  if (o.removeTrailingSlash) path = removeTrailingSlash(path);
  path = escapeTrailingWhitespace(upperEscapes(path));
  return new URL(u.protocol + path + u.search + u.hash).href;
}
