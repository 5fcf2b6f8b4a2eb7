/**
 * Appending path segments to a URL, each exactly one segment.
 *
 * @module
 */

import {
  PATH_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
  utf8PercentEncodeString,
} from "../percent/mod.ts";
import {
  basicURLParse,
  isSpecial,
  serializeURL,
  type URLRecord,
} from "../parser/mod.ts";
import { recordOf, type URLInput } from "./_input.ts";

/** Options for {@linkcode joinPathWith} and {@linkcode joinPathString}. */
export interface JoinPathOptions {
  /**
   * Let `.` and `..` segments, and their percent-encoded forms (`%2e`,
   * `.%2e`, `%2E%2e`, …), act as the URL parser's dot segments: `..` removes
   * the segment before it, down into the base's path but never above its
   * root. Default `false`: such a segment throws a `TypeError`.
   */
  allowDotSegments?: boolean;
  /** End the path with a slash (an empty last segment). Default `false`. */
  trailingSlash?: boolean;
  /** Keep the base's query. Default `false`: the result has none. */
  keepQuery?: boolean;
  /** Keep the base's fragment. Default `false`: the result has none. */
  keepFragment?: boolean;
}

/**
 * Appends path segments to a URL: {@linkcode joinPathWith} with the default
 * options.
 *
 * @param base The URL to append to (its query and fragment are dropped).
 * @param segments The segments, each written as one path segment.
 * @returns The href of the result.
 * @throws {TypeError} When the base does not parse or has an opaque path,
 * or a segment is `.`, `..` or one of their percent-encoded forms.
 *
 * @example
 * ```ts
 * import { joinPath } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * assert.equal(joinPath("https://api.example/v1", "users", "42"), "https://api.example/v1/users/42");
 * assert.equal(joinPath("https://api.example/v1/", "users"), "https://api.example/v1/users");
 * assert.equal(joinPath("https://api.example/v1?key=k", "a/b?c#d"), "https://api.example/v1/a%2Fb%3Fc%23d");
 * assert.throws(() => joinPath("https://api.example/v1", ".."), TypeError);
 * ```
 */
export function joinPath(base: URLInput, ...segments: string[]): string {
  return joinPathWith(base, segments);
}

/**
 * Appends path segments to a URL, each as exactly one path segment: what
 * would end it or split it (`/`, `?`, `#`, `%`, and `\` in special URLs, `|`
 * in file URLs) is percent-encoded along with what the path percent-encode
 * set encodes, so that `decodeURIComponent` of each new segment gives the
 * segment back.
 *
 * The base's trailing slash is where the segments go: `/v1/` and `/v1` both
 * give `/v1/users` (unlike `new URL("users", base)`, which replaces `v1` in
 * the second). Without segments the base's path is kept as it is. An empty
 * segment is an empty path segment (`"a", ""` ends in `a/`);
 * `trailingSlash` adds one at the end. The base's query and fragment are
 * dropped unless `keepQuery`/`keepFragment` is set. In a `file:` URL whose
 * path is empty, a first segment that is a Windows drive letter (`C:`) is
 * the drive, except under a host, where it is written `C%3A` so that the
 * host stays.
 *
 * @param base The URL to append to.
 * @param segments The segments.
 * @param options Whether dot segments climb, a trailing slash, and whether
 * the base's query and fragment stay.
 * @returns The href of the result.
 * @throws {TypeError} When the base does not parse or has an opaque path,
 * or (without `allowDotSegments`) a segment is a dot segment; the message
 * names the segment.
 *
 * @example
 * ```ts
 * import { joinPathWith } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * const base = "https://example.org/files/2024/?sort=name#top";
 * assert.equal(joinPathWith(base, ["report.pdf"]), "https://example.org/files/2024/report.pdf");
 * assert.equal(
 *   joinPathWith(base, ["..", "2025"], { allowDotSegments: true, keepQuery: true }),
 *   "https://example.org/files/2025?sort=name",
 * );
 * assert.equal(joinPathWith(base, ["a b"], { trailingSlash: true }), "https://example.org/files/2024/a%20b/");
 * ```
 */
export function joinPathWith(
  base: URLInput,
  segments: readonly string[],
  options: JoinPathOptions = {},
): string {
  const url = recordOf(base);
  if (url.opaquePath) {
    throw new TypeError(
      `Cannot join path segments to ${
        JSON.stringify(serializeURL(url))
      }: its path is opaque`,
    );
  }
  const allowDots = options.allowDotSegments === true;
  const path = url.path as string[];
  if (segments.length > 0 || options.trailingSlash === true) {
    if (path.length > 0 && path[path.length - 1] === "") path.pop();
  }
  const set = segmentSet(url);
  let dots = false;
  for (const segment of segments) {
    if (isDotSegment(segment)) {
      if (!allowDots) {
        throw new TypeError(
          `The path segment ${
            JSON.stringify(segment)
          } is a dot segment (allowDotSegments lets it climb)`,
        );
      }
      path.push(segment);
      dots = true;
    } else if (
      path.length === 0 && url.scheme === "file" && url.host !== "" &&
      isWindowsDriveLetter(segment)
    ) {
      path.push(segment[0] + "%3A");
    } else {
      path.push(utf8PercentEncodeString(segment, set));
    }
  }
  if (options.trailingSlash === true) path.push("");
  if (options.keepQuery !== true) url.query = null;
  if (options.keepFragment !== true) url.fragment = null;
  // Encoded, the segments are what the path state would make of them; the
  // parser runs only for dot segments, and for a path that starts with an
  // empty segment and has no host, which its serialization marks with "/.".
  if (!dots && (url.host !== null || path[0] !== "")) {
    url.path = path;
    return serializeURL(url);
  }
  // The pathname setter's steps: parse the path from the path start state,
  // which resolves the dot segments allowed above.
  url.path = [];
  if (path.length === 0) return serializeURL(url);
  basicURLParse("/" + path.join("/"), {
    url,
    stateOverride: "path start state",
  });
  return serializeURL(url);
}

/**
 * Appends a path written as a string, `/` separating its segments:
 * {@linkcode joinPathWith} with `path` split at each `/`. Empty pieces are
 * skipped (`a//b` and `/a/b` give the segments `a`, `b`, under the base's
 * path, never at the root), and a trailing `/` sets `trailingSlash`. Each
 * piece is still one segment: `?`, `#`, `%` and `\` in it are
 * percent-encoded, and `.` and `..` throw unless `allowDotSegments` is set.
 *
 * @param base The URL to append to.
 * @param path Segments separated by `/`.
 * @param options As for {@linkcode joinPathWith}.
 * @returns The href of the result.
 * @throws {TypeError} As {@linkcode joinPathWith} does.
 *
 * @example
 * ```ts
 * import { joinPathString } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * assert.equal(joinPathString("https://cdn.example/assets/", "/img//logo.png"), "https://cdn.example/assets/img/logo.png");
 * assert.equal(joinPathString("https://cdn.example/assets", "docs/"), "https://cdn.example/assets/docs/");
 * assert.equal(joinPathString("https://cdn.example/a", "q?x=1"), "https://cdn.example/a/q%3Fx=1");
 * ```
 */
export function joinPathString(
  base: URLInput,
  path: string,
  options: JoinPathOptions = {},
): string {
  const segments = path.split("/").filter((piece) => piece !== "");
  const trailingSlash = options.trailingSlash ??
    (path.endsWith("/") && segments.length > 0);
  return joinPathWith(base, segments, { ...options, trailingSlash });
}

/**
 * A single-dot or double-dot segment, as the URL parser reads one: `.` or
 * `%2e`, `..`, `.%2e`, `%2e.` or `%2e%2e`, ASCII case-insensitively.
 *
 * @see {@link https://url.spec.whatwg.org/#single-dot-path-segment}
 * @see {@link https://url.spec.whatwg.org/#double-dot-path-segment}
 */
function isDotSegment(segment: string): boolean {
  if (segment.length > 6) return false;
  const lower = segment.toLowerCase().replaceAll("%2e", ".");
  return lower === "." || lower === "..";
}

/** @see {@link https://url.spec.whatwg.org/#windows-drive-letter} */
function isWindowsDriveLetter(segment: string): boolean {
  return /^[A-Za-z][:|]$/.test(segment);
}

/** The path percent-encode set plus what ends or splits a segment. */
function extendPathSet(extra: string): PercentEncodeSet {
  const set = Uint8Array.from(
    { length: 128 },
    (_, c) => PATH_PERCENT_ENCODE_SET[c] === 1 ? 1 : 0,
  );
  for (const c of "/%" + extra) set[c.charCodeAt(0)] = 1;
  return set;
}

let special: PercentEncodeSet | undefined;
let file: PercentEncodeSet | undefined;
let other: PercentEncodeSet | undefined;

/** The set a segment of `url` is encoded with (built on first use). */
function segmentSet(url: URLRecord): PercentEncodeSet {
  if (url.scheme === "file") return file ??= extendPathSet("\\|");
  if (isSpecial(url)) return special ??= extendPathSet("\\");
  return other ??= extendPathSet("");
}
