/**
 * RFC 3986, "Uniform Resource Identifier (URI): Generic Syntax", done
 * exactly: validation against its ABNF, parsing into components, reference
 * resolution and normalization. It is the syntax that JSON Schema's `uri`
 * and `uri-reference` formats, OAuth redirect-URI matching, HTTP/2 `:path`
 * and many servers and proxies speak; the rest of this library implements
 * the WHATWG URL Standard, which browsers speak. The two disagree (see the
 * table below), so this module is a separate subpath that imports neither
 * the WHATWG parser nor IDNA.
 *
 * - {@linkcode parseReference}: components of a URI-reference, host type
 *   (IPv4, IPv6, IPvFuture, reg-name), or `null`.
 * - {@linkcode isUri}, {@linkcode isUriReference}, {@linkcode isAbsoluteUri},
 *   {@linkcode isRelativeReference}: the four top-level rules.
 * - {@linkcode resolveReference} (§5.2), with {@linkcode removeDotSegments}
 *   (§5.2.4) and {@linkcode recomposeReference} (§5.3).
 * - {@linkcode normalize} (§6.2.2, and §6.2.3 for `http`/`https` on request)
 *   and {@linkcode equivalent}.
 *
 * Only ASCII is valid: IRIs (RFC 3987) and IPv6 zone identifiers (RFC 6874)
 * are outside RFC 3986. Every function runs in linear time on any input
 * (hand-written scanners over lookup tables, no regular expressions) and
 * reports failure as `null` (or `false`), never by throwing.
 *
 * @example Validate, resolve, normalize
 * ```ts
 * import {
 *   equivalent,
 *   isUri,
 *   isUriReference,
 *   normalize,
 *   parseReference,
 *   resolveReference,
 * } from "@urlstd/url/rfc3986";
 * import assert from "node:assert/strict";
 *
 * assert.equal(isUri("https://example.com/a?b#c"), true);
 * assert.equal(isUriReference("../a b"), false);
 * assert.equal(parseReference("http://[2001:db8::7]:80/")!.hostType, "IPv6");
 * assert.equal(resolveReference("http://a/b/c/d;p?q", "../g"), "http://a/b/g");
 * assert.equal(normalize("HTTP://Example.COM/%7euser/./a"), "http://example.com/~user/a");
 * assert.equal(
 *   equivalent("http://example.com", "http://EXAMPLE.com:80/", { schemeBased: true }),
 *   true,
 * );
 * ```
 *
 * ## Where RFC 3986 and the WHATWG URL Standard disagree
 *
 * Each row is a test (`rfc3986/whatwg_comparison_test.ts`) that computes
 * both sides with this library. "RFC 3986" is `resolveReference(base, input)`
 * when there is a base, otherwise the input itself when `isUriReference`
 * accepts it (RFC 3986 parsing never rewrites), else "invalid".
 * "normalized" is `normalize` of that with `{ schemeBased: true }`.
 * "WHATWG" is `URL.parse(input, base)?.href` from `@urlstd/url`, else
 * "failure".
 *
 * | input | base | RFC 3986 | RFC 3986 normalized | WHATWG | why |
 * | --- | --- | --- | --- | --- | --- |
 * | `http:\\example.com\a` |  | invalid |  | `http://example.com/a` | no `\` in RFC 3986; WHATWG reads it as `/` in special URLs |
 * | `http://example.com/a b` |  | invalid |  | `http://example.com/a%20b` | no space in RFC 3986; WHATWG percent-encodes it |
 * | `http://example.com/a^b{c}` |  | invalid |  | `http://example.com/a%5Eb%7Bc%7D` | no `^`, `{`, `}` in RFC 3986; WHATWG percent-encodes them |
 * | `http://example.com/%zz` |  | invalid |  | `http://example.com/%zz` | `%` must start two hex digits; WHATWG leaves it as it is |
 * | `http://example.com/#a#b` |  | invalid |  | `http://example.com/#a#b` | one `#` only; WHATWG keeps the second in the fragment |
 * | `http://bücher.example/` |  | invalid |  | `http://xn--bcher-kva.example/` | ASCII only (that is an IRI, RFC 3987); WHATWG applies IDNA |
 * | `http://0x7f.1/` |  | `http://0x7f.1/` | `http://0x7f.1/` | `http://127.0.0.1/` | a reg-name to RFC 3986; WHATWG reads IPv4 shorthand and hex |
 * | `http://[v1.x]/` |  | `http://[v1.x]/` | `http://[v1.x]/` | failure | IPvFuture; WHATWG knows IPv6 only |
 * | `http://[::1.2.3.4]/` |  | `http://[::1.2.3.4]/` | `http://[::1.2.3.4]/` | `http://[::102:304]/` | kept as written; WHATWG serializes the address |
 * | `http:///example.com/` |  | `http:///example.com/` | `http:///example.com/` | `http://example.com/` | an empty host; WHATWG skips the extra `/` in special URLs |
 * | `http:example.com` |  | `http:example.com` | `http:example.com` | `http://example.com/` | a rootless path; WHATWG makes it the host |
 * | `http://` |  | `http://` | `http:///` | failure | an empty reg-name is valid; WHATWG requires a host for `http` |
 * | `http://a:99999/` |  | `http://a:99999/` | `http://a:99999/` | failure | `port = *DIGIT`; WHATWG allows at most 65535 |
 * | `http://a/%7e` |  | `http://a/%7e` | `http://a/~` | `http://a/%7e` | `~` is unreserved, so `%7e` normalizes to it; WHATWG keeps escapes |
 * | `http://a/?'` |  | `http://a/?'` | `http://a/?'` | `http://a/?%27` | WHATWG percent-encodes `'` in the query of special URLs |
 * | `../../c` | `foo:a/b` | `foo:/c` | `foo:/c` | failure | `..` above the root is dropped; WHATWG cannot resolve against an opaque path |
 * | `file:///C:/a/../../b` |  | `file:///C:/a/../../b` | `file:///b` | `file:///C:/b` | `..` above `C:` goes to the root; WHATWG keeps a drive letter |
 * | `%2e%2e/d` | `http://a/b/c` | `http://a/b/%2e%2e/d` | `http://a/d` | `http://a/d` | `%2e` is a dot only after normalization; WHATWG always treats it as one |
 *
 * They agree on much else: `../../../g` against `http://a/b/c/d;p?q` is
 * `http://a/g` in both, and `http://example.com:080/` normalizes to what
 * WHATWG parses it to, `http://example.com/`.
 *
 * @see {@link https://www.rfc-editor.org/rfc/rfc3986}
 * @module
 */

export * from "./parse_reference.ts";
export * from "./validate.ts";
export * from "./remove_dot_segments.ts";
export * from "./recompose_reference.ts";
export * from "./resolve_reference.ts";
export * from "./normalize.ts";
export * from "./equivalent.ts";
