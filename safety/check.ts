/**
 * The static request check and the connect-time address check.
 *
 * @module
 */

import { endsInANumber } from "../host/mod.ts";
import { defaultPort } from "../parser/mod.ts";
import { URL } from "../api/mod.ts";
import { type Address, cidrContains, parseAddress } from "./_address.ts";
import { type AddressClass, classifyParsed } from "./classify.ts";
import {
  type CompiledList,
  type CompiledPolicy,
  compilePolicy,
  isSpecialUseName,
  listHasHost,
  type SafetyPolicy,
} from "./policy.ts";

/**
 * Why a check refused: `invalid` (not a URL, or not an address), `scheme`,
 * `credentials` (a username or password), `port`, `address` (an IP
 * address that is not globally reachable, or carries one that is not),
 * `hostname` (a special-use or single-label name), `denied` (on the
 * policy's deny list), and, for the fetch functions, `redirect` (too many
 * redirects, or a redirect without a usable `Location`).
 *
 * @example
 * ```ts
 * import { checkURL, type RefusalReason } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const result = checkURL("ftp://example.com/");
 * const reason: RefusalReason | undefined = result.ok ? undefined : result.reason;
 * assert.equal(reason, "scheme");
 * ```
 */
export type RefusalReason =
  | "invalid"
  | "scheme"
  | "credentials"
  | "port"
  | "address"
  | "hostname"
  | "denied"
  | "redirect";

/**
 * The outcome of {@linkcode checkURL}: the parsed URL to fetch, or why not.
 *
 * @example
 * ```ts
 * import { checkURL, type URLCheck } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const result: URLCheck = checkURL("https://EXAMPLE.com/a/../b");
 * assert.equal(result.ok && result.url.href, "https://example.com/b");
 * ```
 */
export type URLCheck =
  | { readonly ok: true; readonly url: URL }
  | { readonly ok: false; readonly reason: RefusalReason };

/**
 * The outcome of {@linkcode checkAddress}: the address's classification, or
 * why it is refused.
 *
 * @example
 * ```ts
 * import { checkAddress, type AddressCheck } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const result: AddressCheck = checkAddress("93.184.215.14");
 * assert.equal(result.ok && result.address.range, "unicast");
 * ```
 */
export type AddressCheck =
  | { readonly ok: true; readonly address: AddressClass }
  | { readonly ok: false; readonly reason: "invalid" | "address" | "denied" };

/** The blocks `allowPrivate` lets through. */
const PRIVATE_BLOCKS = new Set([
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "100.64.0.0/10",
  "fc00::/7",
]);

function passes(c: AddressClass, policy: CompiledPolicy): boolean {
  return c.globallyReachable ||
    (policy.allowPrivate && c.block !== null &&
      PRIVATE_BLOCKS.has(c.block.prefix));
}

function inCidrs(list: CompiledList, address: Address): boolean {
  for (const cidr of list.cidrs) {
    if (cidrContains(cidr, address)) return true;
  }
  return false;
}

/**
 * The address rules: `null` when `address` passes, else the reason.
 * `allowed` says that the URL (or name) is on the allow list.
 */
export function addressVerdict(
  address: Address,
  policy: CompiledPolicy,
  allowed: boolean,
): "address" | "denied" | null {
  if (inCidrs(policy.deny, address)) return "denied";
  if (allowed || inCidrs(policy.allow, address)) return null;
  const c = classifyParsed(address);
  if (!passes(c, policy)) return "address";
  if (c.embedded !== null && !passes(c.embedded, policy)) return "address";
  return null;
}

function listHasURL(list: CompiledList, url: URL): boolean {
  if (list.empty) return false;
  if (list.origins.has(url.origin) || listHasHost(list, url.hostname)) {
    return true;
  }
  for (const tester of list.testers) {
    if (tester.test(url.href)) return true;
  }
  return false;
}

function portPasses(port: number, policy: CompiledPolicy): boolean {
  return policy.ports !== null
    ? policy.ports.has(port)
    : !policy.badPorts.has(port);
}

/** Whether a scheme's default port passes (remembered per policy). */
function defaultPortPasses(scheme: string, policy: CompiledPolicy): boolean {
  let passes = policy.defaultPorts.get(scheme);
  if (passes === undefined) {
    const port = defaultPort(scheme.slice(0, -1));
    passes = port === null || portPasses(port, policy);
    policy.defaultPorts.set(scheme, passes);
  }
  return passes;
}

/** The URL's IP address, or `null` when its host is not one. */
function hostAddress(hostname: string): Address | null {
  if (hostname.charCodeAt(0) === 0x5b) return parseAddress(hostname);
  // A serialized domain never ends in a number: it would have been IPv4.
  // A serialized IPv4 address ends in a digit, which most domains do not.
  const last = hostname.charCodeAt(hostname.length - 1);
  return last >= 0x30 && last <= 0x39 && endsInANumber(hostname)
    ? parseAddress(hostname)
    : null;
}

/**
 * Checks a parsed URL: the reason it is refused, `"allowed"` when it
 * passes by the allow list, or `null` when it passes the rules.
 */
export function urlVerdict(
  url: URL,
  policy: CompiledPolicy,
): RefusalReason | "allowed" | null {
  const scheme = url.protocol;
  if (!policy.schemes.has(scheme)) return "scheme";
  if (url.username !== "" || url.password !== "") return "credentials";
  const text = url.port;
  if (
    text === ""
      ? !defaultPortPasses(scheme, policy)
      : !portPasses(Number(text), policy)
  ) {
    return "port";
  }
  if (listHasURL(policy.deny, url)) return "denied";
  const allowed = listHasURL(policy.allow, url);
  const hostname = url.hostname;
  const address = hostAddress(hostname);
  if (address !== null) {
    return addressVerdict(address, policy, allowed) ??
      (allowed ? "allowed" : null);
  }
  if (allowed) return "allowed";
  if (hostname === "" || isSpecialUseName(hostname)) return "hostname";
  return null;
}

/** Parses a URL input with this library's parser; `null` on failure. */
export function parseInput(
  input: string | { readonly href: string },
): URL | null {
  const text = typeof input === "object" && input !== null
    ? String(input.href)
    : String(input);
  return URL.parse(text);
}

/**
 * The static request check: parses `url` with this library's URL parser
 * and checks what a client would connect to: the scheme, credentials, the
 * port, and the host. An IP address must be globally reachable, and so
 * must any IPv4 address it carries (`[::ffff:7f00:1]`, NAT64, 6to4,
 * Teredo); a domain name must not be special-use or single-label. A domain
 * that passes must be checked again at connect time, with
 * {@linkcode checkAddress} on each address it resolves to (or
 * `guardedLookup` of `@urlstd/url/safety/node`).
 *
 * On success, fetch the returned `url` (its `href`), never the input
 * string: what was checked is then exactly what is fetched.
 *
 * @param url An absolute-URL string, or a `URL` (read through its `href`).
 * @param policy What to let through; see {@linkcode SafetyPolicy}.
 * @returns `{ ok: true, url }` or `{ ok: false, reason }`.
 * @throws {TypeError} When the policy has an entry that is not valid.
 *
 * @example Encodings of internal addresses are refused
 * ```ts
 * import { checkURL } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * for (const url of [
 *   "http://0x7f.1/",
 *   "http://017700000001/",
 *   "http://[::ffff:127.0.0.1]/",
 *   "http://①②⑦.⓪.⓪.①/",
 *   "http://[64:ff9b::a9fe:a9fe]/latest/meta-data/",
 * ]) {
 *   assert.deepEqual(checkURL(url), { ok: false, reason: "address" });
 * }
 * assert.deepEqual(checkURL("http://localhost:3000/"), { ok: false, reason: "hostname" });
 * assert.deepEqual(checkURL("https://user:pw@example.com/"), { ok: false, reason: "credentials" });
 * ```
 *
 * @example What passes
 * ```ts
 * import { checkURL } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const result = checkURL("https://Example.COM:443/hook");
 * assert.equal(result.ok && result.url.href, "https://example.com/hook");
 * const internal = { allowPrivate: true, allow: ["*.corp"] };
 * assert.equal(checkURL("http://10.1.2.3/", internal).ok, true);
 * assert.equal(checkURL("http://wiki.corp/", internal).ok, true);
 * assert.equal(checkURL("http://169.254.169.254/", internal).ok, false);
 * ```
 */
export function checkURL(
  url: string | { readonly href: string },
  policy?: SafetyPolicy,
): URLCheck {
  const compiled = compilePolicy(policy);
  const parsed = parseInput(url);
  if (parsed === null) return { ok: false, reason: "invalid" };
  const verdict = urlVerdict(parsed, compiled);
  if (verdict !== null && verdict !== "allowed") {
    return { ok: false, reason: verdict };
  }
  return { ok: true, url: parsed };
}

/**
 * The connect-time check of an address a name resolved to (or any IP
 * address): it passes when it is on the allow list's CIDR blocks, or when
 * it and any IPv4 address it carries are globally reachable (or private,
 * with `allowPrivate`); never when on the deny list.
 *
 * @param ip An IP address, in any form the URL host parser accepts.
 * @param policy What to let through; see {@linkcode SafetyPolicy}.
 * @returns `{ ok: true, address }` with its classification, or
 * `{ ok: false, reason }`.
 *
 * @example
 * ```ts
 * import { checkAddress } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * assert.deepEqual(checkAddress("10.0.0.1"), { ok: false, reason: "address" });
 * assert.equal(checkAddress("10.0.0.1", { allowPrivate: true }).ok, true);
 * assert.equal(checkAddress("::ffff:a9fe:a9fe", { allowPrivate: true }).ok, false);
 * assert.equal(checkAddress("127.0.0.1", { allow: ["127.0.0.0/8"] }).ok, true);
 * assert.deepEqual(checkAddress("example.com"), { ok: false, reason: "invalid" });
 * ```
 */
export function checkAddress(
  ip: string,
  policy?: SafetyPolicy,
): AddressCheck {
  const compiled = compilePolicy(policy);
  const address = parseAddress(String(ip));
  if (address === null) return { ok: false, reason: "invalid" };
  const verdict = addressVerdict(address, compiled, false);
  if (verdict !== null) return { ok: false, reason: verdict };
  return { ok: true, address: classifyParsed(address) };
}
