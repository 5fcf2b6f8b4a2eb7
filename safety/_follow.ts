// Private: a fetch with the request check on every hop, and redirects
// followed by hand as the Fetch Standard's HTTP-redirect fetch does; the
// transport (one request, no redirects) is a parameter.

import { URL } from "../api/mod.ts";
import { parseInput, urlVerdict } from "./check.ts";
import { SafetyError } from "./errors.ts";
import {
  type CompiledPolicy,
  compilePolicy,
  type SafetyPolicy,
} from "./policy.ts";

/** One request of a fetch: what the transport sends. */
export interface Hop {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  readonly body: Uint8Array<ArrayBuffer> | null;
  /** The URL passed by the policy's allow list (also for its addresses). */
  readonly allowed: boolean;
  readonly policy: CompiledPolicy;
  readonly signal: AbortSignal | null;
}

/** Sends one request, following no redirect. */
export type Transport = (hop: Hop) => Promise<Response>;

/** What the fetch functions take besides the policy's own options. */
export interface FetchPolicy extends SafetyPolicy {
  /** The most redirects followed. Default 20, as in the Fetch Standard. */
  readonly maxRedirects?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Request-body-header names (Fetch), dropped with the body. */
const BODY_HEADERS = [
  "content-encoding",
  "content-language",
  "content-location",
  "content-type",
  "content-length",
];

/** Headers that carry credentials, dropped on a cross-origin redirect. */
const CREDENTIAL_HEADERS = ["authorization", "cookie", "proxy-authorization"];

function check(url: URL, policy: CompiledPolicy): boolean {
  const verdict = urlVerdict(url, policy);
  if (verdict !== null && verdict !== "allowed") {
    throw new SafetyError(verdict, url.href);
  }
  return verdict === "allowed";
}

/** The URL inputs a fetch function takes. */
export type FetchInput = string | { readonly href: string } | Request;

function isRequest(input: FetchInput): input is Request {
  return typeof Request !== "undefined" && input instanceof Request;
}

function parseText(input: string | { readonly href: string }): string {
  return typeof input === "object" && input !== null
    ? String(input.href)
    : String(input);
}

/**
 * Fetches `input` through `send`, checking the URL of every hop before it
 * is sent (a refusal is a {@linkcode SafetyError}) and following
 * redirects by hand: at most `maxRedirects`, each `Location` resolved with
 * this library's parser against the current URL, keeping the fragment,
 * changing the method to GET and dropping the body as HTTP-redirect fetch
 * says, and dropping credential headers when the origin changes.
 *
 * @see {@link https://fetch.spec.whatwg.org/#http-redirect-fetch}
 */
export async function fetchChecked(
  input: FetchInput,
  init: RequestInit | undefined,
  options: FetchPolicy | undefined,
  send: Transport,
): Promise<Response> {
  const policy = compilePolicy(options);
  const from = isRequest(input) ? input : null;
  const text = from !== null
    ? from.url
    : parseText(input as string | { readonly href: string });
  let url = parseInput(text);
  if (url === null) throw new SafetyError("invalid", text);
  let allowed = check(url, policy);
  // The platform's Request only normalizes method, headers and body here.
  const request = new Request(url.href, {
    ...(from !== null ? { method: from.method, headers: from.headers } : {}),
    ...init,
    body: init?.body ??
      (from !== null && from.body !== null ? await from.arrayBuffer() : null),
    redirect: "manual",
  });
  const mode = init?.redirect ?? from?.redirect ?? "follow";
  let method = request.method;
  const headers = new Headers(request.headers);
  let body: Uint8Array<ArrayBuffer> | null = request.body === null
    ? null
    : new Uint8Array(await request.arrayBuffer());
  const max = options?.maxRedirects ?? 20;
  const signal = init?.signal ?? null;
  for (let count = 0;; count++) {
    const response = await send({
      url,
      method,
      headers,
      body,
      allowed,
      policy,
      signal,
    });
    if (!REDIRECTS.has(response.status) || mode === "manual") return response;
    const location = response.headers.get("location");
    if (location === null) return response;
    await response.body?.cancel();
    if (mode === "error") throw new SafetyError("redirect", url.href);
    const next = URL.parse(location, url);
    if (next === null) throw new SafetyError("redirect", location);
    if (count + 1 > max) throw new SafetyError("redirect", next.href);
    // "If locationURL's fragment is null, set it to request's current URL's
    // fragment."
    if (next.hash === "" && !next.href.endsWith("#") && url.hash !== "") {
      next.hash = url.hash;
    }
    allowed = check(next, policy);
    const status = response.status;
    if (
      ((status === 301 || status === 302) && method === "POST") ||
      (status === 303 && method !== "GET" && method !== "HEAD")
    ) {
      method = "GET";
      body = null;
      for (const name of BODY_HEADERS) headers.delete(name);
    }
    if (next.origin !== url.origin) {
      for (const name of CREDENTIAL_HEADERS) headers.delete(name);
    }
    url = next;
  }
}
