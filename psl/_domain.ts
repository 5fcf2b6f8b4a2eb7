// Private: which hosts are domains, and where a domain's public suffix
// starts.

import { type Host, parseHost } from "../host/host.ts";
import { publicSuffixStart } from "./_list.ts";

/**
 * `host` if it is a domain, else `null`. A host is a number (IPv4), an array
 * (IPv6) or a string; a string is a domain when the host parser returns it
 * unchanged, as it does for every domain it produced. The empty host, an
 * opaque host that the domain parser would change (`EXAMPLE.com`, `a%20b`)
 * and the serialization of an IP address (`127.0.0.1`, `[::1]`) are not.
 */
export function asDomain(host: Host | null | undefined): string | null {
  if (typeof host !== "string" || host === "") return null;
  return parseHost(host) === host ? host : null;
}

/**
 * The index in `domain` where its public suffix starts; the public suffix
 * is `domain.slice(index)`, trailing dot included.
 *
 * @see {@link https://url.spec.whatwg.org/#host-public-suffix}
 */
export function publicSuffixIndex(domain: string, icannOnly: boolean): number {
  // Step 2: "Let trailingDot be "." if host ends with "."; otherwise the
  // empty string." The list is matched without it, and the suffix keeps it.
  const trailingDot = domain.endsWith(".");
  return publicSuffixStart(
    trailingDot ? domain.slice(0, -1) : domain,
    icannOnly,
  );
}

/**
 * The index in `domain` where its registrable domain starts, or -1 when
 * there is none (the public suffix is the whole domain).
 *
 * @see {@link https://url.spec.whatwg.org/#host-registrable-domain}
 */
export function registrableDomainIndex(
  domain: string,
  icannOnly: boolean,
): number {
  const suffix = publicSuffixIndex(domain, icannOnly);
  // Step 1: "If host's public suffix is null or host's public suffix equals
  // host, then return null."
  if (suffix === 0) return -1;
  // Step 3: the public suffix and the domain label preceding it. The
  // character before the suffix is the "." after that label, which may be
  // empty (".com" is the label "" and "com").
  return suffix < 2 ? 0 : domain.lastIndexOf(".", suffix - 2) + 1;
}
