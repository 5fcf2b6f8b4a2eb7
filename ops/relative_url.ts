/**
 * The shortest reference from a base URL to a target URL.
 *
 * @module
 */

import { parseURL, serializeURL, type URLRecord } from "../parser/mod.ts";
import { recordOf, type URLInput } from "./_input.ts";

/** Options for {@linkcode relativeURL}. */
export interface RelativeURLOptions {
  /**
   * Write the target's query even where the base has the same one, so that
   * the result is never a fragment alone (`#top`) or empty when the target
   * has a query. Default `false`.
   */
  keepQuery?: boolean;
  /**
   * Prefer an absolute-path reference (`/docs/a`) to a path-relative one
   * (`../a`) whenever one exists, even when it is longer. Default `false`.
   */
  preferAbsolutePath?: boolean;
  /**
   * Never return the empty string (which means the base itself, without
   * its fragment): write the next shortest reference instead, such as the
   * last path segment (`page.html`). Default `false`.
   */
  nonEmpty?: boolean;
}

/** The kinds of reference, in the order ties between lengths are broken. */
type Kind = "same" | "query" | "path" | "absolute-path" | "scheme-relative";

interface Candidate {
  readonly ref: string;
  readonly kind: Kind;
}

/**
 * The shortest string `r` such that `new URL(r, base).href === target.href`:
 * empty or a fragment alone (the same document), a query alone, a
 * path-relative reference (with `../` steps), an absolute-path reference, a
 * scheme-relative reference, or the target's href itself (another scheme, a
 * base with an opaque path, or a target no reference against this base
 * reaches).
 *
 * The reference is written with the target's serialized components: it is
 * ASCII and its percent-encoding is the target's (a reference spelling a
 * code point raw could be shorter, but would not be the same text). Each
 * candidate is checked by resolving it with the URL parser, so the result
 * is right for dot segments and `%2e`, empty segments (`a//b` needs `.//b`
 * where it would start the reference), a first segment that looks like a
 * scheme (`a:b` needs `./a:b`), `file:` URLs and Windows drive letters (which
 * `..` does not climb above), non-special schemes and URLs without a host.
 * Hosts are compared serialized, so hosts that differ only in case or IDNA
 * form are the same host. Where two kinds have the same length the earlier
 * in the list above is chosen. The result is never longer than the target's
 * href.
 *
 * @param target The URL the reference must lead to.
 * @param base The URL the reference is resolved against.
 * @param options Whether to keep an equal query, prefer absolute paths, or
 * never give the empty string.
 * @returns The reference.
 * @throws {TypeError} When `target` or `base` does not parse (the URL
 * constructor's error, with Node's `code`, `input` and `base`).
 *
 * @example From a page to its neighbours
 * ```ts
 * import { relativeURL } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * const base = "https://example.org/docs/guide/intro.html";
 * assert.equal(relativeURL("https://example.org/docs/guide/setup.html", base), "setup.html");
 * assert.equal(relativeURL("https://example.org/docs/api/", base), "../api/");
 * assert.equal(relativeURL("https://example.org/docs/guide/intro.html#faq", base), "#faq");
 * assert.equal(relativeURL("https://EXAMPLE.org/x/a:b", "https://example.org/x/"), "./a:b");
 * assert.equal(relativeURL("https://cdn.example.org/x.js", base), "//cdn.example.org/x.js");
 * assert.equal(relativeURL("http://example.org/", base), "http://example.org/");
 * assert.equal(
 *   relativeURL("https://example.org/docs/api/", base, { preferAbsolutePath: true }),
 *   "/docs/api/",
 * );
 * ```
 */
export function relativeURL(
  target: URLInput,
  base: URLInput,
  options: RelativeURLOptions = {},
): string {
  const t = recordOf(target);
  const b = recordOf(base);
  const href = serializeURL(t);
  if (t.scheme !== b.scheme) return href;
  const candidates = candidatesFor(t, b, href, options);
  candidates.sort((x, y) => x.ref.length - y.ref.length);
  const preferred = options.preferAbsolutePath === true &&
    candidates.find((c) =>
      c.kind === "absolute-path" && resolvesTo(c.ref, b, href)
    );
  for (const candidate of candidates) {
    if (candidate.ref.length > href.length) break;
    if (preferred && candidate.kind === "path") continue;
    if (resolvesTo(candidate.ref, b, href)) return candidate.ref;
  }
  return href;
}

/** Whether `ref` resolved against `base` serializes to `href`. */
function resolvesTo(ref: string, base: URLRecord, href: string): boolean {
  const url = parseURL(ref, { base });
  return url !== null && serializeURL(url) === href;
}

/** The references worth trying, in the order of {@linkcode Kind}. */
function candidatesFor(
  t: URLRecord,
  b: URLRecord,
  href: string,
  options: RelativeURLOptions,
): Candidate[] {
  const out: Candidate[] = [];
  const query = t.query === null ? "" : "?" + t.query;
  const fragment = t.fragment === null ? "" : "#" + t.fragment;
  const keepQuery = options.keepQuery === true && t.query !== null;
  if (!keepQuery && serializeURL(t, true) === serializeURL(b, true)) {
    if (fragment !== "" || options.nonEmpty !== true) {
      out.push({ ref: fragment, kind: "same" });
    }
  }
  if (t.opaquePath || b.opaquePath) return out;
  if (sameAuthority(t, b)) {
    if (t.query !== null && t.serializedPath === b.serializedPath) {
      out.push({ ref: query + fragment, kind: "query" });
    }
    for (const ref of pathRelative(t.path as string[], b.path as string[])) {
      out.push({ ref: ref + query + fragment, kind: "path" });
    }
    const path = t.serializedPath;
    // "//x" would start an authority: "/." keeps it a path.
    const absolute = path.startsWith("//") ? "/." + path : path;
    if (absolute !== "") {
      out.push({ ref: absolute + query + fragment, kind: "absolute-path" });
    }
  }
  if (t.host !== null) {
    out.push({ ref: href.slice(t.scheme.length + 1), kind: "scheme-relative" });
  }
  return out;
}

/** Whether two URLs have the same credentials, host and port. */
function sameAuthority(t: URLRecord, b: URLRecord): boolean {
  return t.host === b.host && t.port === b.port &&
    t.username === b.username && t.password === b.password;
}

/**
 * The path-relative references from the base's directory (its path without
 * the last segment, which a relative path replaces) to the target's path:
 * `../` for each base segment left, then the target's remaining segments,
 * at least one. Without `../` steps a first segment that is empty, holds a
 * `:` or looks like a Windows drive letter is also tried behind `./`, and a
 * lone empty segment (a trailing slash) is written `.`.
 */
function pathRelative(t: readonly string[], b: readonly string[]): string[] {
  if (t.length === 0) return [];
  const directory = Math.max(b.length - 1, 0);
  const limit = Math.min(directory, t.length - 1);
  let common = 0;
  while (common < limit && t[common] === b[common]) common++;
  const ups = directory - common;
  const rest = t.slice(common).join("/");
  if (ups > 0) return ["../".repeat(ups) + rest];
  if (rest === "") return ["."];
  const first = t[common];
  if (first === "") return ["./" + rest];
  if (first.includes(":") || first.includes("|")) return [rest, "./" + rest];
  return [rest];
}
