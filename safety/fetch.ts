/**
 * A `fetch` with the static checks on every hop, for runtimes without
 * `node:http`.
 *
 * @module
 */

import { fetchChecked, type FetchInput, type FetchPolicy } from "./_follow.ts";
import { SafetyError } from "./errors.ts";

export type { FetchInput, FetchPolicy } from "./_follow.ts";

/**
 * The static-only guarded fetch, for Deno, Bun, browsers and workers: the
 * platform's `fetch` with {@linkcode checkURL} on the URL of every hop,
 * redirects followed by hand (`redirect: "manual"`, at most
 * `maxRedirects`, each `Location` resolved with this library's parser and
 * checked, the Fetch Standard's method and body rules), and a
 * {@linkcode SafetyError} for a refusal, raised before the request is
 * made.
 *
 * What it cannot do: check the addresses a domain name resolves to, since
 * no platform `fetch` outside Node.js lets a program see or choose them
 * (Deno's `fetch` and `Deno.createHttpClient` take no resolver, nor does
 * Bun's `fetch`). A name that resolves to an internal address (`127.0.0.1.nip.io`,
 * DNS rebinding) passes. On Node.js use `guardedFetch` of
 * `@urlstd/url/safety/node`, which checks each address at connect time;
 * elsewhere, resolve names yourself (`Deno.resolveDns`, Bun's
 * `dns.lookup`) and call {@linkcode checkAddress} on every address only as
 * a partial measure, since the runtime resolves again when it connects.
 * In a browser, a redirect response is opaque (no `Location`), so a
 * redirect is refused with the reason `"redirect"` unless `redirect` is
 * `"manual"`, which returns it as the platform does.
 *
 * @param input The URL (a string, a `URL`, or a `Request`).
 * @param init The request's options, as for `fetch`.
 * @param policy What to let through, and `maxRedirects`.
 * @returns The response of the last hop.
 * @throws {SafetyError} When a hop's URL is refused.
 *
 * @example A refusal, before any request
 * ```ts
 * import { checkedFetch, SafetyError } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * await assert.rejects(
 *   checkedFetch("http://[::ffff:169.254.169.254]/latest/meta-data/"),
 *   (e) => e instanceof SafetyError && e.reason === "address",
 * );
 * ```
 */
export function checkedFetch(
  input: FetchInput,
  init?: RequestInit,
  policy?: FetchPolicy,
): Promise<Response> {
  return fetchChecked(input, init, policy, async (hop) => {
    const response = await fetch(hop.url.href, {
      method: hop.method,
      headers: hop.headers,
      body: hop.body,
      redirect: "manual",
      signal: hop.signal,
    });
    if (response.type === "opaqueredirect" && init?.redirect !== "manual") {
      throw new SafetyError("redirect", hop.url.href);
    }
    return response;
  });
}
