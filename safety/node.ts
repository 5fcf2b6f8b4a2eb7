/**
 * The connect-time guards for Node.js: `guardedLookup()`, a `dns.lookup`
 * that refuses names resolving to addresses the policy does not allow, and
 * `guardedFetch()`, a `fetch` over `node:http` and `node:https` with the
 * checks on every hop and at every connection.
 *
 * Node.js only: browser and engine bundles never import this entry; they
 * have `checkedFetch()` of `@urlstd/url/safety`.
 *
 * @example Refusing a name that resolves to a loopback address
 * ```ts
 * import { guardedLookup } from "@urlstd/url/safety/node";
 * import assert from "node:assert/strict";
 * const lookup = guardedLookup({ resolver: { "rebind.example": "127.0.0.1" } });
 * const error = await new Promise((resolve) =>
 *   lookup("rebind.example", { all: true }, (err) => resolve(err))
 * );
 * assert.equal((error as { reason?: string }).reason, "address");
 * ```
 *
 * @module
 */

import * as dns from "node:dns";
import * as http from "node:http";
import * as https from "node:https";
import { Readable } from "node:stream";
import { URL } from "../api/mod.ts";
import { parseAddress } from "./_address.ts";
import {
  fetchChecked,
  type FetchInput,
  type FetchPolicy,
  type Hop,
} from "./_follow.ts";
import { addressVerdict } from "./check.ts";
import { SafetyError } from "./errors.ts";
import { type CompiledPolicy, compilePolicy, listHasHost } from "./policy.ts";

/**
 * An address a name resolves to, as `dns.lookup` gives it with `all: true`.
 *
 * @example
 * ```ts
 * import type { ResolvedAddress } from "@urlstd/url/safety/node";
 * const address: ResolvedAddress = { address: "::1", family: 6 };
 * ```
 */
export interface ResolvedAddress {
  /** The address, IPv6 without brackets. */
  readonly address: string;
  /** 4 or 6. */
  readonly family: number;
}

/**
 * The resolver a guard uses: a function from a name to its addresses, or
 * a table of names (each to one address or several) that resolves no
 * other name. Default: `dns.promises.lookup(name, { all: true })`.
 *
 * @example A table for tests, which never reaches the network
 * ```ts
 * import type { Resolver } from "@urlstd/url/safety/node";
 * const resolver: Resolver = {
 *   "api.example": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
 *   "rebind.example": "127.0.0.1",
 * };
 * ```
 */
export type Resolver =
  | ((hostname: string) => Promise<readonly ResolvedAddress[]>)
  | Readonly<Record<string, string | readonly string[]>>;

/**
 * A policy for the Node.js guards: a `SafetyPolicy`, `maxRedirects`, and
 * the resolver.
 *
 * @example
 * ```ts
 * import type { GuardPolicy } from "@urlstd/url/safety/node";
 * const policy: GuardPolicy = {
 *   allow: ["http://127.0.0.1:8080"],
 *   maxRedirects: 5,
 *   resolver: { "hooks.example": "93.184.215.14" },
 * };
 * ```
 */
export interface GuardPolicy extends FetchPolicy {
  /** How names are resolved; see {@linkcode Resolver}. */
  readonly resolver?: Resolver;
}

/**
 * A function with the signature of Node.js's `dns.lookup`, as
 * `http.Agent`, `https.Agent`, `net.connect` and undici's `Agent` take it
 * (`{ lookup }`, or `{ connect: { lookup } }` for undici).
 */
export type LookupFunction = (
  hostname: string,
  options: dns.LookupOptions | number | LookupCallback,
  callback?: LookupCallback,
) => void;

/** The callback of a {@linkcode LookupFunction}: one address, or all. */
export type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

function notFound(hostname: string): Error {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
    code: "ENOTFOUND",
    hostname,
  });
}

async function resolve(
  hostname: string,
  resolver: Resolver | undefined,
): Promise<readonly ResolvedAddress[]> {
  if (resolver === undefined) {
    return await dns.promises.lookup(hostname, { all: true });
  }
  if (typeof resolver === "function") return await resolver(hostname);
  const entry = Object.hasOwn(resolver, hostname)
    ? resolver[hostname]
    : undefined;
  if (entry === undefined) throw notFound(hostname);
  return (typeof entry === "string" ? [entry] : entry).map((address) => ({
    address,
    family: address.includes(":") ? 6 : 4,
  }));
}

const hostsOfOrigins = new WeakMap<CompiledPolicy, ReadonlySet<string>>();

/** The hosts of the allow list's origins (allowed whatever the port). */
function originHosts(policy: CompiledPolicy): ReadonlySet<string> {
  let hosts = hostsOfOrigins.get(policy);
  if (hosts === undefined) {
    const found = new Set<string>();
    for (const origin of policy.allow.origins) {
      const host = URL.parse(origin)?.hostname;
      if (host !== undefined) found.add(host);
    }
    hostsOfOrigins.set(policy, hosts = found);
  }
  return hosts;
}

/**
 * Resolves `hostname` and checks every address; throws a
 * {@linkcode SafetyError} when one is refused.
 */
async function resolveChecked(
  hostname: string,
  family: number,
  policy: GuardPolicy | undefined,
  allowed: boolean,
): Promise<dns.LookupAddress[]> {
  const compiled = compilePolicy(policy);
  const literal = parseAddress(hostname);
  const found = literal !== null
    ? [{
      address: hostname.replace(/^\[|\]$/g, ""),
      family: typeof literal === "number" ? 4 : 6,
    }]
    : await resolve(hostname, policy?.resolver);
  const trusted = allowed || listHasHost(compiled.allow, hostname) ||
    originHosts(compiled).has(hostname);
  // Every address the name has must pass, not only those of the family
  // asked for.
  for (const { address } of found) {
    const parsed = parseAddress(address);
    const verdict = parsed === null
      ? "invalid"
      : addressVerdict(parsed, compiled, trusted);
    if (verdict !== null) {
      throw new SafetyError(verdict, `${hostname} (${address})`);
    }
  }
  const wanted = found.filter((a) =>
    (family !== 4 && family !== 6) || a.family === family
  );
  if (wanted.length === 0) throw notFound(hostname);
  return wanted.map(({ address, family }) => ({ address, family }));
}

function lookupWith(
  policy: GuardPolicy | undefined,
  allowed: boolean,
): LookupFunction {
  return (hostname, options, callback) => {
    const cb = typeof options === "function" ? options : callback!;
    const opts = typeof options === "object" ? options : {};
    const family = typeof options === "number"
      ? options
      : Number(opts.family ?? 0);
    resolveChecked(hostname, family, policy, allowed).then(
      (list) =>
        opts.all === true
          ? cb(null, list)
          : cb(null, list[0].address, list[0].family),
      (error: Error) => (cb as (error: Error) => void)(error),
    );
  };
}

/**
 * Makes a `lookup` function with the signature of Node.js's `dns.lookup`
 * (the single-address form, and `all: true`) that resolves a name with the
 * policy's resolver and refuses, with a {@linkcode SafetyError}, unless
 * every address passes `checkAddress` (or the name is on the allow list).
 * Give it to `http.Agent`, `https.Agent`, `net.connect` or undici's
 * `Agent({ connect: { lookup } })`: the address checked is the address
 * connected to, so DNS rebinding cannot slip between check and connect.
 *
 * @param policy What to let through, and the resolver.
 * @returns The lookup function.
 *
 * @example With an http.Agent
 * ```ts
 * import * as http from "node:http";
 * import { guardedLookup } from "@urlstd/url/safety/node";
 * const agent = new http.Agent({ lookup: guardedLookup() });
 * agent.destroy();
 * ```
 */
export function guardedLookup(policy?: GuardPolicy): LookupFunction {
  compilePolicy(policy);
  return lookupWith(policy, false);
}

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** One request over node:http or node:https, as a standard Response. */
function send(hop: Hop, policy: GuardPolicy | undefined): Promise<Response> {
  const secure = hop.url.protocol === "https:";
  const lookup = lookupWith(policy, hop.allowed);
  const agent = secure
    ? new https.Agent({ lookup })
    : new http.Agent({ lookup });
  const headers: Record<string, string> = Object.fromEntries(hop.headers);
  if (hop.body !== null) {
    headers["content-length"] = String(hop.body.byteLength);
  }
  return new Promise((resolvePromise, reject) => {
    const request = (secure ? https : http).request({
      protocol: hop.url.protocol,
      hostname: hop.url.hostname.replace(/^\[|\]$/g, ""),
      port: hop.url.port === "" ? undefined : Number(hop.url.port),
      path: hop.url.pathname + hop.url.search,
      method: hop.method,
      headers,
      agent,
      signal: hop.signal ?? undefined,
    });
    request.on("error", reject);
    request.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const responseHeaders = new Headers();
      for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
        responseHeaders.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
      }
      const empty = NULL_BODY.has(status) || hop.method === "HEAD";
      if (empty) res.resume();
      try {
        const body = empty
          ? null
          : Readable.toWeb(res) as ReadableStream<Uint8Array>;
        const response = new Response(body, {
          status,
          statusText: res.statusMessage ?? "",
          headers: responseHeaders,
        });
        Object.defineProperty(response, "url", { value: hop.url.href });
        resolvePromise(response);
      } catch (error) {
        res.destroy();
        reject(
          new TypeError(`Invalid response from ${hop.url.href}`, {
            cause: error,
          }),
        );
      } finally {
        agent.destroy();
      }
    });
    request.end(hop.body ?? undefined);
  });
}

/**
 * A `fetch` for Node.js with the checks on every hop: the static check of
 * each URL, redirects followed by hand (at most `maxRedirects`, default
 * 20; each `Location` resolved with this library's parser and checked; the
 * Fetch Standard's method and body rules; credential headers dropped
 * across origins), and each connection made by `node:http` or
 * `node:https` through an Agent whose lookup is {@linkcode guardedLookup},
 * so a name resolving to a refused address is refused at connect time. A
 * refusal is a {@linkcode SafetyError} (a `TypeError`), raised before any
 * connection to the refused address.
 *
 * It does not use Node.js's built-in `fetch`: the undici it bundles and
 * npm's `undici` disagree about dispatchers across versions. Response
 * bodies are not decompressed (no `accept-encoding` is sent unless given).
 *
 * @param input The URL (a string, a `URL`, or a `Request`).
 * @param init The request's options, as for `fetch`.
 * @param policy What to let through, `maxRedirects`, the resolver.
 * @returns A standard `Response` (its `url` is the last hop's).
 * @throws {SafetyError} When a hop's URL or address is refused.
 *
 * @example A refusal, with no connection made
 * ```ts
 * import { guardedFetch } from "@urlstd/url/safety/node";
 * import assert from "node:assert/strict";
 * await assert.rejects(
 *   guardedFetch("http://metadata.example/", undefined, {
 *     resolver: { "metadata.example": "169.254.169.254" },
 *   }),
 *   { name: "SafetyError", reason: "address" },
 * );
 * ```
 */
export function guardedFetch(
  input: FetchInput,
  init?: RequestInit,
  policy?: GuardPolicy,
): Promise<Response> {
  return fetchChecked(input, init, policy, (hop) => send(hop, policy));
}

export { SafetyError } from "./errors.ts";
export type { FetchInput, FetchPolicy } from "./_follow.ts";
export type { RefusalReason } from "./check.ts";
export type { ListEntry, SafetyPolicy, URLTester } from "./policy.ts";
