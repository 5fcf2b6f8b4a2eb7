/**
 * The public suffix and registrable domain of a URL's host.
 *
 * @module
 */

import { hostType } from "../parser/url_parser.ts";
import type { URLRecord } from "../parser/url_record.ts";
import { publicSuffixIndex, registrableDomainIndex } from "./_domain.ts";
import { toRecord, type URLInput } from "./_url_input.ts";
import type { PublicSuffixOptions } from "./public_suffix.ts";

export type { URLInput } from "./_url_input.ts";

/** The URL's host when it is a domain, else `null`. */
function domainOf(input: URLInput): string | null {
  const record: URLRecord | null = toRecord(input);
  if (record === null || hostType(record) !== "domain") return null;
  return record.host;
}

/**
 * The public suffix of a URL's host. A string is parsed as an absolute URL
 * (never as a host: use `publicSuffix(parseHost(s))` for that); a `URL`
 * object is read through its `href`. `null` when the string does not parse
 * or the host is not a domain: an IP address, an opaque host (the host of a
 * URL that is not special, such as `git://example.com`), the empty host, or
 * no host.
 *
 * @see {@link https://url.spec.whatwg.org/#host-public-suffix}
 * @param url A URL, URL record or absolute-URL string.
 * @param options `icannOnly`.
 * @returns The public suffix of the URL's host, or `null`.
 *
 * @example A URL object and URL strings
 * ```ts
 * import { URL } from "@urlstd/url";
 * import { publicSuffixOf } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 * assert.equal(publicSuffixOf(new URL("https://www.example.co.uk/")), "co.uk");
 * assert.equal(publicSuffixOf("https://EXAMPLE.COM./"), "com.");
 * assert.equal(publicSuffixOf("git://example.com/"), null); // an opaque host
 * assert.equal(publicSuffixOf("example.com"), null); // not an absolute URL
 * ```
 */
export function publicSuffixOf(
  url: URLInput,
  options?: PublicSuffixOptions,
): string | null {
  const domain = domainOf(url);
  if (domain === null) return null;
  return domain.slice(publicSuffixIndex(domain, options?.icannOnly === true));
}

/**
 * The registrable domain of a URL's host, with the URL read as for
 * {@linkcode publicSuffixOf}.
 *
 * @see {@link https://url.spec.whatwg.org/#host-registrable-domain}
 * @param url A URL, URL record or absolute-URL string.
 * @param options `icannOnly`.
 * @returns The registrable domain of the URL's host, or `null`.
 *
 * @example
 * ```ts
 * import { URL } from "@urlstd/url";
 * import { registrableDomainOf } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 * assert.equal(registrableDomainOf(new URL("https://a.b.example.co.uk/")), "example.co.uk");
 * assert.equal(registrableDomainOf("https://whatwg.github.io/"), "whatwg.github.io");
 * assert.equal(registrableDomainOf("https://127.0.0.1/"), null);
 * ```
 */
export function registrableDomainOf(
  url: URLInput,
  options?: PublicSuffixOptions,
): string | null {
  const domain = domainOf(url);
  if (domain === null) return null;
  const start = registrableDomainIndex(domain, options?.icannOnly === true);
  return start < 0 ? null : domain.slice(start);
}
