/**
 * The public suffix and the registrable domain of a host.
 *
 * @module
 */

import type { Host } from "../host/host.ts";
import {
  asDomain,
  publicSuffixIndex,
  registrableDomainIndex,
} from "./_domain.ts";

/**
 * Options for {@linkcode publicSuffix} and {@linkcode registrableDomain}.
 *
 * @example Only the ICANN section of the list
 * ```ts
 * import { publicSuffix, type PublicSuffixOptions } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 * const options: PublicSuffixOptions = { icannOnly: true };
 * assert.equal(publicSuffix("whatwg.github.io", options), "io");
 * ```
 */
export interface PublicSuffixOptions {
  /**
   * Use only the ICANN section of the Public Suffix List, not its private
   * section (`github.io`, `blogspot.com`, …). Defaults to `false`: the whole
   * list, as url.bs uses it.
   */
  icannOnly?: boolean;
}

/**
 * The public suffix of a host: the part of a domain that the Public Suffix
 * List says is open to registration (`com`, `co.uk`, `github.io`), in ASCII
 * form, with the host's trailing dot if it has one. A domain that the list
 * does not know has its last label as public suffix (the `*` rule).
 *
 * The host is a value the host parser returned (use `parseHost` on a host
 * string first). `null` for an IPv4 or IPv6 address, the empty host, and a
 * string the host parser would change: an opaque host such as `EXAMPLE.com`.
 * An opaque host that happens to be spelled as a domain cannot be told from
 * one by its string alone; {@linkcode publicSuffixOf} takes a URL and knows.
 *
 * A wildcard rule's parent is a public suffix, as tldts and the psl package
 * have it (`kawasaki.jp` under the rule `*.kawasaki.jp`), where the formal
 * algorithm's matching, which needs as many labels as the rule, would give
 * `jp`.
 *
 * @see {@link https://url.spec.whatwg.org/#host-public-suffix}
 * @param host A host, as `parseHost` returns it (`null` gives `null`).
 * @param options `icannOnly`.
 * @returns The public suffix, or `null` when the host is not a domain.
 *
 * @example The examples of url.bs
 * ```ts
 * import { parseHost } from "@urlstd/url/host";
 * import { publicSuffix } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 * assert.equal(publicSuffix(parseHost("www.example.com")), "com");
 * assert.equal(publicSuffix(parseHost("EXAMPLE.COM.")), "com.");
 * assert.equal(publicSuffix(parseHost("whatwg.github.io")), "github.io");
 * assert.equal(publicSuffix(parseHost("example.إختبار")), "xn--kgbechtv");
 * assert.equal(publicSuffix(parseHost("[2001:db8::1]")), null);
 * assert.equal(publicSuffix("example.unlisted-tld"), "unlisted-tld");
 * ```
 */
export function publicSuffix(
  host: Host | null,
  options?: PublicSuffixOptions,
): string | null {
  // Step 1: "If host is not a domain, then return null."
  const domain = asDomain(host);
  if (domain === null) return null;
  return domain.slice(publicSuffixIndex(domain, options?.icannOnly === true));
}

/**
 * The registrable domain of a host: its public suffix and the label before
 * it (`example.co.uk` for `www.example.co.uk`), in ASCII form, with the
 * host's trailing dot if it has one; `null` when the host is not a domain or
 * is a public suffix itself.
 *
 * The host is a value the host parser returned, as for
 * {@linkcode publicSuffix}; {@linkcode registrableDomainOf} takes a URL.
 *
 * @see {@link https://url.spec.whatwg.org/#host-registrable-domain}
 * @param host A host, as `parseHost` returns it (`null` gives `null`).
 * @param options `icannOnly`.
 * @returns The registrable domain, or `null`.
 *
 * @example The examples of url.bs
 * ```ts
 * import { parseHost } from "@urlstd/url/host";
 * import { registrableDomain } from "@urlstd/url/psl";
 * import assert from "node:assert/strict";
 * assert.equal(registrableDomain(parseHost("sub.www.example.com")), "example.com");
 * assert.equal(registrableDomain(parseHost("example.com.")), "example.com.");
 * assert.equal(registrableDomain(parseHost("com")), null);
 * assert.equal(registrableDomain(parseHost("github.io")), null);
 * assert.equal(registrableDomain(parseHost("github.io"), { icannOnly: true }), "github.io");
 * assert.equal(registrableDomain(parseHost("sub.example.إختبار")), "example.xn--kgbechtv");
 * assert.equal(registrableDomain(parseHost("0x7f.1")), null);
 * ```
 */
export function registrableDomain(
  host: Host | null,
  options?: PublicSuffixOptions,
): string | null {
  const domain = asDomain(host);
  if (domain === null) return null;
  const start = registrableDomainIndex(domain, options?.icannOnly === true);
  return start < 0 ? null : domain.slice(start);
}
