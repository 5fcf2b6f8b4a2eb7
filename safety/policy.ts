/**
 * Request policies: which URLs and addresses {@linkcode checkURL} and
 * {@linkcode checkAddress} let through.
 *
 * @module
 */

import { parseHost } from "../host/mod.ts";
import { URL } from "../api/mod.ts";
import { type Cidr, parseAddress, parseCidr } from "./_address.ts";

/**
 * Something that tests a URL, such as a `URLPattern` of
 * `@urlstd/url/pattern` (or the platform's): `test(href)` is called with
 * the URL's `href`.
 *
 * @example A URL pattern in an allow list
 * ```ts
 * import { URLPattern } from "@urlstd/url/pattern";
 * import { checkURL, type URLTester } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const hooks: URLTester = new URLPattern("https://hooks.example.com/*");
 * const deny = { deny: [hooks] };
 * assert.equal(checkURL("https://hooks.example.com/a", deny).ok, false);
 * ```
 */
export interface URLTester {
  /** Whether the URL matches. */
  test(href: string): boolean;
}

/**
 * An entry of an allow or deny list: an origin (`"https://example.com"`,
 * `"http://127.0.0.1:8080"`: scheme, host and port must all match), a host
 * (`"example.com"`, matched exactly, after the host parser), every
 * subdomain of a host (`"*.example.com"`, not the host itself), a CIDR
 * block or a single address (`"10.0.0.0/8"`, `"[fd00::]/8"`, `"::1"`), or
 * a {@linkcode URLTester}.
 *
 * @example Each kind
 * ```ts
 * import type { ListEntry } from "@urlstd/url/safety";
 * const entries: ListEntry[] = [
 *   "https://api.example.com",
 *   "example.org",
 *   "*.example.net",
 *   "10.1.0.0/16",
 *   { test: (href) => href.endsWith(".json") },
 * ];
 * ```
 */
export type ListEntry = string | URLTester;

/**
 * What a check lets through. Without a policy (or for each option left
 * out): `http:` and `https:` only, any port but the Fetch Standard's bad
 * ports, no credentials, an IP address only if it (and any IPv4 address
 * it carries) is globally reachable, and no special-use or single-label
 * domain name (see {@linkcode SPECIAL_USE_NAMES}).
 *
 * Treat a policy as frozen once used: it is read once per object.
 *
 * @example A test server reached on purpose
 * ```ts
 * import { checkURL, type SafetyPolicy } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const policy: SafetyPolicy = { allow: ["http://127.0.0.1:8080"] };
 * assert.equal(checkURL("http://127.0.0.1:8080/x", policy).ok, true);
 * assert.equal(checkURL("http://127.0.0.1:8081/x", policy).ok, false);
 * ```
 */
export interface SafetyPolicy {
  /** The schemes allowed, with their colon. Default `["http:", "https:"]`. */
  readonly schemes?: readonly string[];
  /**
   * The ports allowed (a URL without a port counts as its scheme's default
   * port). Default: any port but the Fetch Standard's bad ports.
   */
  readonly ports?: readonly number[];
  /**
   * Let these through although the range and name rules would refuse
   * them, statically and at connect time. Schemes, ports, credentials and
   * the deny list still apply.
   */
  readonly allow?: readonly ListEntry[];
  /** Refuse these (reason `"denied"`), whatever else says. */
  readonly deny?: readonly ListEntry[];
  /**
   * Let private addresses through: RFC 1918's Private-Use blocks, the
   * Shared Address Space (100.64.0.0/10) and IPv6 Unique-Local addresses.
   * Loopback, link-local (and so the cloud metadata address) and the rest
   * stay refused. Default `false`.
   */
  readonly allowPrivate?: boolean;
}

/**
 * The special-use domain names refused by default, with every name under
 * them: `localhost`, `invalid` and `test` (RFC 6761), `local` (RFC 6762),
 * `home.arpa` (RFC 8375), `onion` (RFC 7686), `alt` (RFC 9476),
 * `internal` (reserved by ICANN for private use, 2024), the private
 * top-level names RFC 6762's Appendix G lists (`intranet`, `private`,
 * `corp`, `home`, `lan`), and `localdomain`, which many hosts files map to
 * the loopback address. Single-label names (`http://metadata/`) are refused
 * as well: resolvers complete them with local search domains.
 *
 * @example
 * ```ts
 * import { checkURL, SPECIAL_USE_NAMES } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * assert.ok(SPECIAL_USE_NAMES.includes("internal"));
 * const result = checkURL("http://metadata.google.internal/");
 * assert.deepEqual(result, { ok: false, reason: "hostname" });
 * ```
 */
export const SPECIAL_USE_NAMES: readonly string[] = Object.freeze([
  "localhost",
  "invalid",
  "test",
  "local",
  "home.arpa",
  "onion",
  "alt",
  "internal",
  "intranet",
  "private",
  "corp",
  "home",
  "lan",
  "localdomain",
]);

/**
 * The Fetch Standard's bad ports.
 *
 * @see {@link https://fetch.spec.whatwg.org/#bad-port}
 */
const BAD_PORTS = [
  0,
  1,
  7,
  9,
  11,
  13,
  15,
  17,
  19,
  20,
  21,
  22,
  23,
  25,
  37,
  42,
  43,
  53,
  69,
  77,
  79,
  87,
  95,
  101,
  102,
  103,
  104,
  109,
  110,
  111,
  113,
  115,
  117,
  119,
  123,
  135,
  137,
  139,
  143,
  161,
  179,
  389,
  427,
  465,
  512,
  513,
  514,
  515,
  526,
  530,
  531,
  532,
  540,
  548,
  554,
  556,
  563,
  587,
  601,
  636,
  989,
  990,
  993,
  995,
  1719,
  1720,
  1723,
  2049,
  3659,
  4045,
  4190,
  5060,
  5061,
  6000,
  6566,
  6665,
  6666,
  6667,
  6668,
  6669,
  6679,
  6697,
  10080,
];

/** An allow or deny list, sorted by kind. */
export interface CompiledList {
  readonly origins: ReadonlySet<string>;
  readonly hosts: ReadonlySet<string>;
  /** `.example.com` for `*.example.com`. */
  readonly suffixes: readonly string[];
  readonly cidrs: readonly Cidr[];
  readonly testers: readonly URLTester[];
  readonly empty: boolean;
}

/** A policy with its defaults filled in and its lists sorted. */
export interface CompiledPolicy {
  readonly schemes: ReadonlySet<string>;
  /** Allowed ports, or `null` for any port but the bad ones. */
  readonly ports: ReadonlySet<number> | null;
  readonly badPorts: ReadonlySet<number>;
  /** Whether each scheme's default port passes, filled as schemes come. */
  readonly defaultPorts: Map<string, boolean>;
  readonly allow: CompiledList;
  readonly deny: CompiledList;
  readonly allowPrivate: boolean;
}

function policyError(entry: unknown): TypeError {
  const text = String(entry);
  const shown = text.length > 100 ? text.slice(0, 100) + "…" : text;
  return new TypeError(`Invalid policy entry: ${JSON.stringify(shown)}`);
}

/** Sorts a list's entries by kind; throws on an entry that is none. */
function compileList(entries: readonly ListEntry[] | undefined): CompiledList {
  const origins = new Set<string>(), hosts = new Set<string>();
  const suffixes: string[] = [], cidrs: Cidr[] = [];
  const testers: URLTester[] = [];
  for (const entry of entries ?? []) {
    if (typeof entry !== "string") {
      if (typeof entry?.test !== "function") throw policyError(entry);
      testers.push(entry);
    } else if (entry.includes("://")) {
      const origin = URL.parse(entry)?.origin;
      if (origin === undefined || origin === "null") throw policyError(entry);
      origins.add(origin);
    } else if (entry.includes("/") || parseAddress(entry) !== null) {
      const cidr = parseCidr(entry);
      if (cidr === null) throw policyError(entry);
      cidrs.push(cidr);
    } else {
      const wild = entry.startsWith("*.");
      const host = parseHost(wild ? entry.slice(2) : entry);
      if (typeof host !== "string" || host === "") throw policyError(entry);
      if (wild) suffixes.push("." + host);
      else hosts.add(host);
    }
  }
  const empty = origins.size + hosts.size + suffixes.length + cidrs.length +
      testers.length === 0;
  return { origins, hosts, suffixes, cidrs, testers, empty };
}

let defaultPolicy: CompiledPolicy | undefined;
const compiled = new WeakMap<SafetyPolicy, CompiledPolicy>();

/** The compiled form of `policy` (made once per policy object). */
export function compilePolicy(policy?: SafetyPolicy): CompiledPolicy {
  if (policy === undefined) return defaultPolicy ??= build({});
  let result = compiled.get(policy);
  if (result === undefined) compiled.set(policy, result = build(policy));
  return result;
}

function build(policy: SafetyPolicy): CompiledPolicy {
  return {
    schemes: new Set(policy.schemes ?? ["http:", "https:"]),
    ports: policy.ports === undefined ? null : new Set(policy.ports),
    badPorts: new Set(BAD_PORTS),
    defaultPorts: new Map(),
    allow: compileList(policy.allow),
    deny: compileList(policy.deny),
    allowPrivate: policy.allowPrivate === true,
  };
}

/**
 * The special-use names by the length of their last label (made on first
 * use): a name of one label matches that label, a longer one (home.arpa)
 * must also end the host.
 */
let byLength: readonly (readonly string[])[] | undefined;

function namesByLength(): readonly (readonly string[])[] {
  const table: string[][] = [];
  for (const name of SPECIAL_USE_NAMES) {
    const last = name.length - name.lastIndexOf(".") - 1;
    (table[last] ??= []).push(name);
  }
  return table;
}

/**
 * Whether `hostname` (as a URL's `hostname` gives it) is a special-use or
 * single-label name: it is one of {@linkcode SPECIAL_USE_NAMES} or under
 * one, a trailing dot aside. Compares the last label in place.
 */
export function isSpecialUseName(hostname: string): boolean {
  // Reads code units from the end: no search or slice over the string.
  let end = hostname.length;
  if (hostname.charCodeAt(end - 1) === 0x2e) end--;
  let dot = end - 1;
  while (dot >= 0 && hostname.charCodeAt(dot) !== 0x2e) dot--;
  if (dot < 0) return true;
  const candidates = (byLength ??= namesByLength())[end - dot - 1];
  if (candidates === undefined) return false;
  for (let i = 0; i < candidates.length; i++) {
    const name = candidates[i];
    const start = end - name.length;
    if (
      start >= 0 && (start === 0 || hostname.charCodeAt(start - 1) === 0x2e) &&
      sameAt(hostname, start, name)
    ) return true;
  }
  return false;
}

/** Whether `name` is at `start` of `text`, compared code unit by unit. */
function sameAt(text: string, start: number, name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    if (text.charCodeAt(start + i) !== name.charCodeAt(i)) return false;
  }
  return true;
}

/** Whether `hostname` is one of the list's hosts or under a suffix. */
export function listHasHost(list: CompiledList, hostname: string): boolean {
  if (list.hosts.has(hostname)) return true;
  for (const suffix of list.suffixes) {
    if (hostname.endsWith(suffix)) return true;
  }
  return false;
}
