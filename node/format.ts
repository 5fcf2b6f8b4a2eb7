/**
 * `format`: a URL serialized without some of its parts or with a Unicode
 * host, as `node:url`'s `url.format(URL, options)`.
 *
 * @module
 */

import { URL } from "../api/mod.ts";
import { invalidArgType } from "./_errors.ts";
import { punycodeLabelsToUnicode } from "./_to_unicode.ts";
import { isURLObject, type URLLike } from "./_url_like.ts";

/** Options of {@linkcode format}; each is read as a boolean when not null. */
export interface FormatOptions {
  /** Keep the username and password. Defaults to `true`. */
  auth?: boolean;
  /** Keep the fragment. Defaults to `true`. */
  fragment?: boolean;
  /** Keep the query. Defaults to `true`. */
  search?: boolean;
  /** Show the host in Unicode (Punycode labels decoded). Defaults to `false`. */
  unicode?: boolean;
}

function option(value: unknown, fallback: boolean): boolean {
  return value === null || value === undefined ? fallback : Boolean(value);
}

/**
 * Serializes a URL as Node.js's `url.format(url, options)` does for a WHATWG
 * `URL`: its `href` without the credentials (`auth: false`), the query
 * (`search: false`) or the fragment (`fragment: false`), and with the host
 * in Unicode (`unicode: true`), which the URL Standard's serializer never
 * does (such an `href` is for display: parsing it gives the ASCII host
 * back). As in Node.js, `unicode` decodes each host label that is valid
 * Punycode (as `domainToUnicode` does) and changes nothing else: an
 * opaque host keeps its case and its percent-escapes (`foo://ABC/` stays
 * as it is), though its `xn--` labels are decoded too, as Node.js does.
 *
 * Node.js's `url.format` also takes the legacy `url.parse()` objects and
 * strings; those are not provided here: anything but a URL object is a
 * `TypeError` (`ERR_INVALID_ARG_TYPE`).
 *
 * @param url A URL (of any implementation).
 * @param options Which parts to keep; whether to show the host in Unicode.
 * @returns The serialization.
 * @throws {TypeError} `ERR_INVALID_ARG_TYPE` when `url` is not a URL or
 * `options` is not an object.
 *
 * @example
 * ```ts
 * import { URL } from "@urlstd/url";
 * import { format } from "@urlstd/url/node";
 * import assert from "node:assert/strict";
 * const url = new URL("https://user:pw@xn--n3h.example/p?q#h");
 * assert.equal(format(url), "https://user:pw@xn--n3h.example/p?q#h");
 * assert.equal(
 *   format(url, { auth: false, search: false, fragment: false, unicode: true }),
 *   "https://☃.example/p",
 * );
 * assert.equal(format(new URL("foo://ABC/"), { unicode: true }), "foo://ABC/");
 * ```
 * ```
 */
export function format(url: URLLike, options?: FormatOptions): string {
  if (!isURLObject(url)) {
    throw invalidArgType(
      "urlObject",
      "an instance of URL (the legacy url.parse() forms are not provided)",
      url,
    );
  }
  let fragment = true;
  let unicode = false;
  let search = true;
  let auth = true;
  if (options) {
    if (typeof options !== "object" || Array.isArray(options)) {
      throw invalidArgType("options", "of type object", options);
    }
    fragment = option(options.fragment, fragment);
    unicode = option(options.unicode, unicode);
    search = option(options.search, search);
    auth = option(options.auth, auth);
  }
  const copy = new URL(String(url.href));
  if (!fragment) copy.hash = "";
  if (!search) copy.search = "";
  if (!auth) {
    copy.username = "";
    copy.password = "";
  }
  const href = copy.href;
  const host = copy.hostname;
  if (!unicode || host === "" || host.startsWith("[")) return href;
  const credentials = copy.username !== "" || copy.password !== ""
    ? `${copy.username}${copy.password === "" ? "" : `:${copy.password}`}@`
    : "";
  const start = `${copy.protocol}//${credentials}`.length;
  return href.slice(0, start) + punycodeLabelsToUnicode(host) +
    href.slice(start + host.length);
}
