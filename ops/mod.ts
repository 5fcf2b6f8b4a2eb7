/**
 * URL operations people write by hand, built on the spec's parser,
 * serializer and equivalence: the shortest relative reference from one URL
 * to another, joining path segments, and normalizing URLs for comparison
 * (with a `normalize-url`-compatible entry).
 *
 * @example
 * ```ts
 * import { joinPath, relativeURL, sameURL } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * assert.equal(relativeURL("https://example.org/a/c", "https://example.org/a/b/"), "../c");
 * assert.equal(joinPath("https://example.org/a/", "b c", "d/e"), "https://example.org/a/b%20c/d%2Fe");
 * assert.equal(sameURL("HTTPS://example.org:443/a/./b", "https://example.org/a/b"), true);
 * ```
 *
 * - `relativeURL(target, base, options?)`: the shortest reference `r` with
 *   `new URL(r, base).href === target.href` (a fragment, a query, `../`
 *   steps, an absolute path, a scheme-relative reference, or the href).
 *   Every candidate is checked by resolving it, so dot segments and `%2e`,
 *   empty segments, a first segment that looks like a scheme (`./a:b`),
 *   `file:` drive letters, non-special schemes and hosts differing in case
 *   or IDNA form all come out right. Options: `keepQuery`,
 *   `preferAbsolutePath`, `nonEmpty`. The round trip is a property test
 *   (`ops/relative_url_test.ts`) in every runtime of the test matrix.
 * - `joinPath(base, ...segments)`, `joinPathWith(base, segments, options)`
 *   and `joinPathString(base, "a/b/")`: each segment becomes exactly one
 *   path segment (what would end or split it is percent-encoded), under the
 *   base's path with or without its trailing slash; `.`, `..` and their
 *   encoded forms throw a `TypeError` naming the segment unless
 *   `allowDotSegments` lets them climb; the base's query and fragment go
 *   unless `keepQuery`/`keepFragment`.
 *
 * Speed against `relateurl`, `url-join` and `normalize-url`:
 * bench/OPS_RESULTS.md.
 *
 * @example Relative references and joined paths
 * ```ts
 * import { joinPath, relativeURL } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * const base = "https://example.org/docs/guide/intro.html";
 * assert.equal(relativeURL("https://example.org/docs/api/", base), "../api/");
 * assert.equal(relativeURL("https://example.org/docs/guide/a:b", base), "./a:b");
 * assert.equal(relativeURL("https://EXAMPLE.org/docs/guide/intro.html#faq", base), "#faq");
 * assert.equal(joinPath("https://api.example/v1/", "users", "a/b?"), "https://api.example/v1/users/a%2Fb%3F");
 * assert.throws(() => joinPath("https://api.example/v1/", ".."), TypeError);
 * ```
 *
 * ## Which normalizer: `normalizeURL`, `rfc3986.normalize`, `--normalize`
 *
 * Three tools normalize, for three purposes; for
 * `HTTPS://Example.com/%7euser/a%2fb?x=%3a#frag` they give three answers:
 *
 * | tool | gives | use it for |
 * | --- | --- | --- |
 * | `normalizeURL(u)` (this module) | `https://example.com/%7euser/a%2fb?x=%3a#frag` | web URLs as browsers see them: the URL Standard's serialization (the href), nothing more unless an option asks |
 * | `normalizeURL(u, SAFE_NORMALIZATIONS)`, the CLI's `--normalize` | `https://example.com/~user/a%2Fb?x=%3A` | cache keys and deduplication: the href, plus the normalizations that cannot change the resource (fragment dropped, unreserved escapes decoded, the rest uppercased) |
 * | `normalize(u)` of `@urlstd/url/rfc3986` | `https://example.com/~user/a%2Fb?x=%3A#frag` | places that speak RFC 3986 (OAuth redirect URIs, JSON Schema `uri`): its syntax-based normalization (§6.2.2), which keeps the fragment and applies no WHATWG parsing (no IDNA, no `\`, no IPv4 shorthand) |
 *
 * `normalizeUrlCompat` (below) is a fourth, for code moving from the
 * `normalize-url` package: its options and defaults.
 *
 * @example The three normalizers on one URL
 * ```ts
 * import { normalizeURL, SAFE_NORMALIZATIONS } from "@urlstd/url/ops";
 * import { normalize } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 *
 * const u = "HTTPS://Example.com/%7euser/a%2fb?x=%3a#frag";
 * assert.equal(normalizeURL(u), "https://example.com/%7euser/a%2fb?x=%3a#frag");
 * assert.equal(normalizeURL(u, SAFE_NORMALIZATIONS), "https://example.com/~user/a%2Fb?x=%3A");
 * assert.equal(normalize(u), "https://example.com/~user/a%2Fb?x=%3A#frag");
 * ```
 *
 * ## Normalizing: `normalizeURL` and `sameURL`
 *
 * `normalizeURL(input, options)` is the URL Standard's serialization plus
 * the normalizations the options turn on, each documented with when it can
 * change the resource a server returns. Every combination of options is
 * idempotent: normalizing the result again with the same options gives it
 * back, so `sameURL(u, normalizeURL(u, o), o)` holds. Where two
 * normalizations feed each other they repeat until neither applies:
 * `removeDirectoryIndex` with `removeTrailingSlash` takes `/docs/index.html/`
 * to `/docs` in one step, and `removeWWW` removes every leading `www.` that
 * leaves two labels. A parameter pattern matches from the start of the name
 * whatever its `g` and `y` flags, and its `lastIndex` is left alone.
 *
 * @example Idempotent with every option
 * ```ts
 * import { normalizeURL, sameURL } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * const options = { removeDirectoryIndex: true, removeTrailingSlash: true, removeWWW: true };
 * const once = normalizeURL("https://www.www.example.org/docs/index.html/", options);
 * assert.equal(once, "https://example.org/docs");
 * assert.equal(normalizeURL(once, options), once);
 * assert.equal(sameURL("https://www.www.example.org/docs/index.html/", once, options), true);
 * ```
 *
 * ## Coming from `normalize-url`: `normalizeUrlCompat`
 *
 * `normalizeUrlCompat(url, options)` takes `normalize-url`'s options and
 * defaults and gives version 10.0.0's results, on this library's parser:
 *
 * - A URL without a protocol gets `defaultProtocol`; `//` gets it too (and
 *   keeps `//` with `normalizeProtocol: false`). A path (`/a`, `./a`) gets
 *   none and throws the URL constructor's `TypeError` (`code:
 *   "ERR_INVALID_URL"`), as anything that does not parse does.
 * - A URL with a scheme other than `http`, `https` and `file` comes back
 *   as written (`tel:004346382763`, `sindre://www.example.com/`) unless
 *   `customProtocols` names it; a scheme with a dot before no `//`
 *   (`example.com:80`) and `localhost:` before a port are a host.
 * - The path is decoded one segment at a time as JavaScript's `decodeURI`
 *   decodes it (`%7E` and `%5B` become `~` and `[`; `%2F`, `%3A`, `%40`,
 *   `%25` and an encoded backslash stay escaped; a segment with an escape
 *   that is not UTF-8 stays as written), runs of slashes become one except
 *   after a protocol lookalike (`/s3://bucket`), and one trailing slash
 *   goes (`removeTrailingSlash`), the root's only with `removeSingleSlash`.
 * - The query is sorted by decoded name, stably; empty parameters, `utm_*`
 *   and the other removed ones go; names and values are decoded and written
 *   again with a space as `+` (`%20` in a name) and the escapes of reserved
 *   characters (`%2F`, `%3A`, `%26`, `%3D`, …) kept.
 * - The fragment keeps its escapes; a text directive (`:~:text=…`) goes,
 *   and with it an empty fragment (`https://example.com/#` gives
 *   `https://example.com`).
 * - A data URL is tidied from its text, never parsed, so it never throws:
 *   the MIME type and charset lowercased, `text/plain` and
 *   `charset=us-ascii` dropped where they are the default, spaces trimmed
 *   around the media type's parts and whitespace around base64 data; of
 *   the options only `stripHash` and `stripTextFragment` act on it.
 *
 * @example normalize-url's behaviours
 * ```ts
 * import { normalizeUrlCompat } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * assert.equal(normalizeUrlCompat("https://example.com/#"), "https://example.com");
 * assert.equal(normalizeUrlCompat("tel:004346382763"), "tel:004346382763");
 * assert.equal(
 *   normalizeUrlCompat("https://example.com/a%5Bb%5Cc//d/?b=%2F&a=x%20y"),
 *   "https://example.com/a[b%5Cc/d?a=x+y&b=%2F",
 * );
 * assert.equal(normalizeUrlCompat("data:TEXT/PLAIN;Charset=US-ASCII,hi"), "data:,hi");
 * assert.throws(() => normalizeUrlCompat("/relative/path"), { code: "ERR_INVALID_URL" });
 * ```
 *
 * Where it differs from `normalize-url` 10.0.0: it throws a `TypeError`
 * where `normalize-url` throws a plain `Error` (`forceHttp` with
 * `forceHttps`; same message), and it reads URLs with the URL Standard's
 * parser where `normalize-url` uses the runtime's `URL` (a runtime behind
 * the standard, as Deno 2.9 leaving `^` in a path unencoded, gives a
 * different string). Where 10.0.0 answers otherwise than its own newer
 * test suite, it follows 10.0.0: `data:` gives `data:,`, `data:;a=;b,`
 * keeps its `=`, and a one-letter protocol lookalike keeps its slashes
 * (`/b://x`). `ops/normalize_url_compat_suite_test.ts` runs the checks of
 * that suite; `ops/normalize_url_compat_differential_test.ts` compares
 * both on seeded generated URLs (with `normalize-url` given this library's
 * `URL`) and finds no other difference.
 *
 * @module
 */

export * from "./relative_url.ts";
export * from "./join_path.ts";
export * from "./normalize_url.ts";
export * from "./same_url.ts";
export * from "./normalize_url_compat.ts";
export type { URLInput } from "./_input.ts";
