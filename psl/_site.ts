// Private: HTML's sites and same-site relations over origins, given the
// registrable domain of a serialized host (so that tests can supply a list).

import type { OriginRecord } from "../parser/origin.ts";

/** The registrable domain of an origin's (serialized) host, or `null`. */
export type RegistrableDomainOf = (host: string) => string | null;

/**
 * A site: an opaque origin, or a scheme-and-host.
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#site}
 */
type Site = OriginRecord & { type: "opaque" } | {
  type: "scheme-and-host";
  scheme: string;
  host: string;
};

/** @see {@link https://html.spec.whatwg.org/multipage/browsers.html#obtain-a-site} */
function obtainSite(
  origin: OriginRecord,
  registrable: RegistrableDomainOf,
): Site {
  // Step 1: "If origin is an opaque origin, then return origin."
  if (origin.type === "opaque") return origin;
  // Steps 2-3: the host's registrable domain, else the host.
  const domain = registrable(origin.host);
  return {
    type: "scheme-and-host",
    scheme: origin.scheme,
    host: domain ?? origin.host,
  };
}

/** @see {@link https://html.spec.whatwg.org/multipage/browsers.html#concept-site-same-site} */
function sitesAreSameSite(a: Site, b: Site): boolean {
  // Steps 1-2: "If A and B are the same opaque origin, then return true. If
  // A or B is an opaque origin, then return false." Same means identical.
  if (a.type === "opaque" || b.type === "opaque") return a === b;
  // Steps 3-5: the same scheme and equal hosts (serialized, so as strings).
  return a.scheme === b.scheme && a.host === b.host;
}

/** @see {@link https://html.spec.whatwg.org/multipage/browsers.html#same-site} */
export function sameSiteWith(
  a: OriginRecord,
  b: OriginRecord,
  registrable: RegistrableDomainOf,
): boolean {
  return sitesAreSameSite(
    obtainSite(a, registrable),
    obtainSite(b, registrable),
  );
}

/** @see {@link https://html.spec.whatwg.org/multipage/browsers.html#schemelessly-same-site} */
export function schemelesslySameSiteWith(
  a: OriginRecord,
  b: OriginRecord,
  registrable: RegistrableDomainOf,
): boolean {
  // Step 1: "If A and B are the same opaque origin, then return true."
  if (a.type === "opaque" || b.type === "opaque") return a === b;
  // Step 2: both are tuple origins.
  const domainA = registrable(a.host);
  // Step 2.2: "If hostA equals hostB and hostA's registrable domain is null,
  // then return true." Hosts are serialized, so equal hosts are equal
  // strings.
  if (domainA === null) return a.host === b.host;
  // Step 2.3: "If hostA's registrable domain equals hostB's registrable
  // domain and is non-null, then return true."
  return domainA === registrable(b.host);
}
