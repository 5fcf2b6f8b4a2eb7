/**
 * Open-redirect checks for `?returnTo=`-style parameters.
 *
 * @module
 */

import { URL } from "../api/mod.ts";

/**
 * Options for {@linkcode safeRedirectTarget}.
 *
 * @example Same site through the public suffix list
 * ```ts
 * import { isSameSite } from "@urlstd/url/psl";
 * import { safeRedirectTarget, type SafeRedirectOptions } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const options: SafeRedirectOptions = { sameSite: isSameSite };
 * assert.equal(
 *   safeRedirectTarget("https://docs.example.com/a", "https://www.example.com/", options),
 *   "https://docs.example.com/a",
 * );
 * assert.equal(
 *   safeRedirectTarget("https://b.github.io/", "https://a.github.io/", options),
 *   null,
 * );
 * ```
 */
export interface SafeRedirectOptions {
  /**
   * Other origins a target may have (`"https://accounts.example.com"`); each
   * is parsed as a URL and its origin taken.
   */
  readonly allowedOrigins?: readonly string[];
  /**
   * Let a target through when this says it is same site with the current
   * URL: pass `isSameSite` of `@urlstd/url/psl` (taking it as an option
   * keeps the public suffix list out of bundles that do not use it).
   */
  readonly sameSite?: (target: string, current: string) => boolean;
}

function originOf(text: string): string | null {
  const origin = URL.parse(text)?.origin;
  return origin === undefined || origin === "null" ? null : origin;
}

/**
 * Resolves a redirect target (a `?returnTo=` parameter, a form field)
 * against the current URL as a browser does, and returns the absolute URL
 * to put in `Location` only when it is safe to send the user there: its
 * scheme is `http:` or `https:`, it has no username or password, and its
 * origin is the current URL's, one of `allowedOrigins`, or (with
 * `sameSite`) same site with it. Anything else is `null`.
 *
 * Send the returned string, not the input: it is the URL the browser
 * would have made of the input, serialized, so there is nothing left for
 * the browser to read differently (backslashes, tabs and newlines, `//`,
 * `https:host` without slashes, userinfo): the check and the navigation
 * see the same URL.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-parser}
 * @param target The redirect target, usually from user input.
 * @param current The URL of the current request (an absolute URL string,
 * or a `URL`).
 * @param options Other allowed origins, and a same-site test.
 * @returns The absolute URL to redirect to, or `null`.
 * @throws {TypeError} When `current` is not an absolute URL.
 *
 * @example The classic bypasses are refused
 * ```ts
 * import { safeRedirectTarget } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const here = "https://trusted.example/login";
 * assert.equal(safeRedirectTarget("/account?tab=1", here), "https://trusted.example/account?tab=1");
 * for (const target of [
 *   "//evil.example",
 *   "/\\evil.example",
 *   "/\t/evil.example",
 *   "https://trusted.example@evil.example",
 *   "https://trusted.example.evil.example",
 *   "java\nscript:alert(1)",
 * ]) {
 *   assert.equal(safeRedirectTarget(target, here), null);
 * }
 * // Without slashes, a same-scheme URL is a path on this host.
 * assert.equal(
 *   safeRedirectTarget("https:evil.example", here),
 *   "https://trusted.example/evil.example",
 * );
 * ```
 */
export function safeRedirectTarget(
  target: string,
  current: string | { readonly href: string },
  options?: SafeRedirectOptions,
): string | null {
  const currentText = typeof current === "object" && current !== null
    ? String(current.href)
    : String(current);
  const base = URL.parse(currentText);
  if (base === null) {
    const shown = currentText.length > 100
      ? currentText.slice(0, 100) + "…"
      : currentText;
    throw new TypeError(`Invalid URL: ${JSON.stringify(shown)}`);
  }
  const url = URL.parse(String(target), base);
  if (url === null) return null;
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;
  const href = url.href;
  if (url.origin === base.origin) return href;
  for (const allowed of options?.allowedOrigins ?? []) {
    if (originOf(allowed) === url.origin) return href;
  }
  if (options?.sameSite !== undefined && options.sameSite(href, base.href)) {
    return href;
  }
  return null;
}
