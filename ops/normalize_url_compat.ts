/**
 * `normalize-url`'s function, option names and defaults, on the URL
 * Standard's parser, for its users to switch.
 *
 * @module
 */

import {
  COMPONENT_PERCENT_ENCODE_SET,
  percentDecodeString,
  utf8PercentDecode,
  utf8PercentEncodeString,
} from "../percent/mod.ts";
import {
  hostType,
  isSpecial,
  parseURL,
  type URLRecord,
} from "../parser/mod.ts";
import { normalizeEscapes } from "./_escapes.ts";
import { matches, nameOf, type ParameterPattern } from "./_query.ts";
import { normalizeDataPath } from "./_data_url.ts";
import { invalid } from "./_input.ts";

/**
 * `normalize-url`'s options (version 10), with its defaults. See
 * {@linkcode normalizeUrlCompat} for what each does.
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
   * Remove a last path segment that matches; `true` is `/^index\.[a-z]+$/`.
   * Default `false`.
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

const BUILT_IN = ["http", "https", "file", "data"];
const SCHEME = /^[A-Za-z][A-Za-z0-9+\-.]*$/;
const SCHEME_PREFIX = /^([A-Za-z][A-Za-z0-9+\-.]*):/;

/**
 * Normalizes a URL as the `normalize-url` package (version 10) does, with
 * its option names and defaults, on this library's parser: the drop-in for
 * its users. A URL without a protocol gets `defaultProtocol`; protocols
 * other than `http`, `https`, `file`, `data` and `customProtocols` pass
 * through untouched. Beyond the URL Standard's serialization it removes
 * `www.`, the credentials, `utm_*` parameters, a text fragment, duplicate
 * slashes in the path, a trailing slash and a domain's trailing dots;
 * decodes unreserved escapes in the path and query and uppercases the
 * others; sorts the query and writes it as `URLSearchParams` does,
 * without empty parameters; and tidies a data URL's media type. Each
 * option turns one of these on or off as `normalize-url`'s README says.
 *
 * Where `normalize-url` goes further than its README documents (it also
 * decodes reserved characters that mean the same unescaped, as `%5B`), the
 * result can differ; bench/OPS_RESULTS.md gives how often on real URLs.
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
 * ```
 */
export function normalizeUrlCompat(
  url: string,
  options: NormalizeUrlCompatOptions = {},
): string {
  const o = { ...DEFAULTS, ...options };
  if (o.forceHttp && o.forceHttps) {
    throw new TypeError(
      "The `forceHttp` and `forceHttps` options cannot be used together",
    );
  }
  const defaultProtocol = protocolName(o.defaultProtocol);
  if (defaultProtocol === undefined) {
    throw new TypeError(
      `The defaultProtocol ${
        JSON.stringify(o.defaultProtocol)
      } is not a scheme`,
    );
  }
  const custom = o.customProtocols.map(protocolName).filter((p) =>
    p !== undefined
  );
  const input = trimURL(url);
  const prefixed = withProtocol(input, defaultProtocol, custom);
  if (prefixed === null) return input;
  const record = parseURL(prefixed.href);
  if (record === null) {
    throw invalid(url, undefined);
  }
  let out = record.scheme === "data"
    ? dataURL(record, o)
    : normalizeRecord(record, input, o);
  if (prefixed.protocolRelative && !o.normalizeProtocol) {
    out = out.slice(out.indexOf(":") + 1);
  }
  if (o.stripProtocol) out = out.replace(/^(?:https?:)?\/\//, "");
  return out;
}

/** A protocol option as a lowercase scheme, or `undefined` if it is not one. */
function protocolName(protocol: unknown): string | undefined {
  if (typeof protocol !== "string") return undefined;
  const name = protocol.trim().toLowerCase().replace(/:+$/, "");
  return SCHEME.test(name) ? name : undefined;
}

/** Whether a code point is a C0 control, a space or other whitespace. */
function isTrimmed(char: string): boolean {
  return char.charCodeAt(0) <= 0x20 || /\s/.test(char) || char === "\uFEFF";
}

/** The input without C0 controls and whitespace at its ends. */
function trimURL(url: string): string {
  let start = 0;
  let end = url.length;
  while (start < end && isTrimmed(url[start])) start++;
  while (end > start && isTrimmed(url[end - 1])) end--;
  return url.slice(start, end);
}

/**
 * The input with a protocol to parse, or `null` for a custom protocol,
 * which passes through: a scheme that is not built in or opted into, unless
 * what looks like one is a host before a port (`example.com:80`) or a name
 * with a dot not followed by `//`.
 */
function withProtocol(
  input: string,
  defaultProtocol: string,
  custom: readonly string[],
): { href: string; protocolRelative: boolean } | null {
  if (input.startsWith("//")) {
    return { href: defaultProtocol + ":" + input, protocolRelative: true };
  }
  const match = SCHEME_PREFIX.exec(input);
  const after = match === null ? "" : input.slice(match[0].length);
  const scheme = match?.[1].toLowerCase();
  const isPort = /^\d+(?:[#/?]|$)/.test(after);
  if (
    scheme === undefined ||
    (isPort && !BUILT_IN.includes(scheme) && !custom.includes(scheme))
  ) {
    return { href: defaultProtocol + "://" + input, protocolRelative: false };
  }
  if (BUILT_IN.includes(scheme) || custom.includes(scheme)) {
    return { href: input, protocolRelative: false };
  }
  if (scheme.includes(".") && !after.startsWith("//")) {
    return { href: defaultProtocol + "://" + input, protocolRelative: false };
  }
  return null;
}

type Resolved = typeof DEFAULTS & NormalizeUrlCompatOptions;

/** The normalizations of a URL that is not a data URL. */
function normalizeRecord(
  url: URLRecord,
  input: string,
  o: Resolved,
): string {
  let scheme = url.scheme;
  if (o.forceHttp && scheme === "https") scheme = "http";
  if (o.forceHttps && scheme === "http") scheme = "https";
  let host = url.host;
  if (host !== null) host = normalizeHost(url, host, o);
  let port = url.port;
  if (o.removeExplicitPort) port = null;
  let path = url.serializedPath;
  if (!url.opaquePath && path.startsWith("/")) path = normalizePath(path, o);
  const query = url.query === null ? null : normalizeQuery(url.query, o);
  let fragment = o.stripHash ? null : url.fragment;
  if (fragment !== null && o.stripTextFragment) {
    fragment = fragment.replace(/:~:text=[\s\S]*$/i, "");
    if (fragment === "" && url.fragment !== "") fragment = null;
  }
  if (fragment !== null) {
    fragment = normalizeEscapes(fragment, { percentEncodingCase: "upper" });
  }
  // Changing the scheme re-reads the port: http's 443 or https's 80 goes.
  const again = parseURL(
    scheme + "://" + (host ?? "") + (port === null ? "" : ":" + port) + "/",
  );
  if (again !== null && isSpecial(again)) port = again.port;
  if (
    path === "/" && query === null && fragment === null &&
    (o.removeSingleSlash || (o.removeTrailingSlash && !wroteRootSlash(input)))
  ) {
    path = "";
  }
  let href = scheme + ":";
  if (host !== null) {
    href += "//";
    if (!o.stripAuthentication && (url.username || url.password)) {
      href += url.username + (url.password ? ":" + url.password : "") + "@";
    }
    href += host + (port === null ? "" : ":" + port);
  }
  href += path;
  if (query !== null) href += "?" + query;
  if (fragment !== null) href += "#" + fragment;
  return href;
}

/** Whether the input as written ends its path with a `/`. */
function wroteRootSlash(input: string): boolean {
  const end = input.search(/[?#]/);
  return (end < 0 ? input : input.slice(0, end)).endsWith("/");
}

/**
 * A host whose `www.` normalize-url removes: one label (not another `www`)
 * and then a name of at least two characters with a dot before it, each at
 * most 63 letters, digits, hyphens and dots.
 */
const WWW_DOMAIN = /^www\.(?!www\.)[a-z\d-]{1,63}\.[a-z\d.-]{2,63}$/;

/** Trailing dots and `www.` removed from a host, where they can be. */
function normalizeHost(url: URLRecord, host: string, o: Resolved): string {
  if (isSpecial(url) && hostType(url) === "domain" && host.endsWith(".")) {
    const trimmed = host.replace(/\.+$/, "");
    const again = parseURL(url.scheme + "://" + trimmed + "/");
    if (trimmed !== "" && again?.host === trimmed) host = trimmed;
  }
  if (o.stripWWW && WWW_DOMAIN.test(host)) host = host.slice(4);
  return host;
}

/** Duplicate slashes, escapes, the directory index and trailing slash. */
function normalizePath(path: string, o: Resolved): string {
  path = path.split(/(\b[A-Za-z][A-Za-z0-9+\-.]{0,50}:\/\/)/)
    .map((part, i) => i % 2 === 0 ? part.replace(/\/{2,}/g, "/") : part)
    .join("");
  path = normalizeEscapes(path, {
    decodeUnreserved: true,
    percentEncodingCase: "upper",
  });
  if (o.removePath) return "/";
  let segments = path.split("/").filter((s) => s !== "");
  if (o.transformPath) {
    segments = o.transformPath(segments.slice()) ?? [];
    path = "/" + segments.join("/");
  }
  const index = o.removeDirectoryIndex;
  const last = segments[segments.length - 1];
  if (
    index && last !== undefined &&
    matches(decodeSafely(last), index === true ? [/^index\.[a-z]+$/] : index)
  ) {
    path = "/" + segments.slice(0, -1).join("/") + "/";
    if (path === "//") path = "/";
  }
  if (o.removeTrailingSlash && path.length > 1 && path.endsWith("/")) {
    path = path.slice(0, -1);
  }
  return path;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The query as normalize-url writes it: empty parameters and the removed
 * ones gone, sorted by decoded name if asked, a space in a value as `+` and
 * in a name as `%20`, `?` as `%3F`, a lone `%` as `%25`, an escape that is
 * not UTF-8 as that of U+FFFD, unreserved escapes decoded and the others
 * uppercased, and each empty value written as `emptyQueryValue` says;
 * `null` when nothing is left.
 */
function normalizeQuery(query: string, o: Resolved): string | null {
  const pieces = query.split("&").filter((piece) => piece !== "");
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
  kept = kept.filter(({ name }) =>
    o.keepQueryParameters !== undefined
      ? matches(name, o.keepQueryParameters)
      : o.removeQueryParameters === true
      ? false
      : o.removeQueryParameters === false ||
        !matches(name, o.removeQueryParameters)
  );
  if (o.sortQueryParameters) {
    kept.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  }
  if (kept.length === 0) return null;
  return kept.map(({ name, key, value }) => {
    const k = queryText(key).replaceAll("+", "%20");
    if (value !== "") return k + "=" + queryText(value).replaceAll("%20", "+");
    const withEquals = o.emptyQueryValue === "always" ||
      (o.emptyQueryValue === "preserve" && !bare.has(name));
    return withEquals || name === "" ? k + "=" : k;
  }).join("&");
}

const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/** One raw name or value of a query, written as normalizeQuery() says. */
function queryText(text: string): string {
  text = text.replaceAll("?", "%3F").replace(/%(?![0-9A-Fa-f]{2})/g, "%25");
  text = text.replace(ESCAPE_RUN, (run) => {
    const bytes = percentDecodeString(run);
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      return run;
    } catch {
      return utf8PercentEncodeString(
        utf8PercentDecode(run),
        COMPONENT_PERCENT_ENCODE_SET,
      );
    }
  });
  return normalizeEscapes(text, {
    decodeUnreserved: true,
    percentEncodingCase: "upper",
  });
}

/** A data URL: its media type tidied, the fragment as the options say. */
function dataURL(url: URLRecord, o: Resolved): string {
  let href = "data:" + normalizeDataPath(url.serializedPath);
  if (url.query !== null) href += "?" + url.query;
  if (url.fragment !== null && !o.stripHash) href += "#" + url.fragment;
  return href;
}
