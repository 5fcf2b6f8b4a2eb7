// Private: the two steps Node.js's `domainToUnicode` and
// `format({ unicode: true })` are made of — a domain as the `hostname`
// setter of a special URL makes it, and a host's Punycode labels decoded
// one by one.

import { URL } from "../api/mod.ts";
import { decodePunycode } from "../host/mod.ts";

/**
 * The host that `domain` gives a special URL through the `hostname`
 * setter, or `null` where the setter fails. The setter leaves the URL
 * unchanged on failure, so it runs on two URLs whose hosts differ: the same
 * result on both is the setter's, different results mean failure.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-hostname}
 */
export function hostnameOfSpecialURL(domain: string): string | null {
  const a = new URL("ws://a/");
  const b = new URL("ws://b/");
  a.hostname = domain;
  b.hostname = domain;
  return a.hostname === b.hostname ? a.hostname : null;
}

/**
 * A host with each label that starts with `xn--` (in lowercase) decoded
 * from Punycode where it is one that domain to ASCII gives back unchanged
 * from its decoding; every other label (other case, invalid Punycode, a
 * decoding that IDNA would map or reject) is kept as it is, and so are the
 * full stops. This is Node.js's (Ada's) label-by-label ToUnicode, which
 * never fails: unlike the URL Standard's domain to Unicode, one bad label
 * does not keep the others in Punycode, and nothing is lowercased or
 * mapped, so it also leaves an opaque host's case and escapes alone.
 */
export function punycodeLabelsToUnicode(host: string): string {
  if (!host.includes("xn--")) return host;
  return host.split(".").map((label) => {
    if (!label.startsWith("xn--")) return label;
    const decoded = decodePunycode(label.slice(4));
    if (decoded === null) return label;
    return hostnameOfSpecialURL(decoded) === label ? decoded : label;
  }).join(".");
}
