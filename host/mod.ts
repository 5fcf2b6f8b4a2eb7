/**
 * Hosts as the URL Standard defines them: the host parser and serializer,
 * domains (the domain parser, UTS #46 IDNA through the `tr46` package, a
 * domain parser ToASCII without tables, Punycode decoding, domain to Unicode,
 * valid domains), IPv4 and IPv6 addresses, opaque hosts,
 * the forbidden code points, and the names of validation errors.
 *
 * Failure is `null`, never an exception. Validation errors go to an optional
 * reporter that costs nothing when absent; without one, ASCII domains are
 * never run through IDNA processing.
 *
 * ## When the full build loads `tr46`
 *
 * Loading `tr46` (its mapping table and regular expressions) is a large
 * part of what importing the full build costs. Where the runtime can load
 * it synchronously later, the npm build defers it to the first domain that
 * needs IDNA processing: a host with non-ASCII code points, or a domain
 * with an `xn--` label checked strictly (`beStrict`, or validation errors
 * asked for) or converted to Unicode. ASCII hosts never need it otherwise,
 * so an application that parses only those never loads it. The results are
 * the same either way; `@urlstd/url/lite` never loads it.
 *
 * <!-- tr46-loading:start (host/tr46_loading_test.ts checks each row) -->
 *
 * | build, runtime                                   | `tr46` is loaded                |
 * | ------------------------------------------------ | ------------------------------- |
 * | npm package, ES modules, in Node.js, Deno or Bun | on first use                    |
 * | npm package, CommonJS (`require`)                | on first use                    |
 * | npm package in a bundler (esbuild, webpack, …)   | bundled, at import (statically) |
 * | sources (JSR, `deno test`), in Deno              | at import (statically)          |
 *
 * <!-- tr46-loading:end -->
 *
 * In ES modules the deferred load is a `require()` made by
 * `createRequire()`, which Node.js (22.3 and later), Deno and Bun give
 * through `process.getBuiltinModule()`; the npm package picks it through
 * the conditions of its `#tr46` package import, and gives bundlers (the
 * `module` condition) and everything else the static import. The sources
 * stay static: they are one module graph for Deno and for every tool that
 * bundles the JSR package, with no conditions to choose by. Measured
 * figures: bench/RESULTS.md (`bench/import_time.ts`).
 *
 * @example Parse and serialize hosts
 * ```ts
 * import { parseHost, serializeHost } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 *
 * const host = parseHost("Bücher.example")!;
 * assert.equal(host, "xn--bcher-kva.example");
 * assert.equal(serializeHost(parseHost("0x7F.1")!), "127.0.0.1");
 * assert.equal(serializeHost(parseHost("[2001:DB8:0:0:0:0:0:1]")!), "[2001:db8::1]");
 *
 * const errors: string[] = [];
 * assert.equal(parseHost("1.2.3", { report: (name) => errors.push(name) }), 0x01020003);
 * assert.deepEqual(errors, ["IPv4-too-few-parts"]);
 *
 * // Full-width digits map to an IPv4 address, reported as such
 * // (whatwg/url#925: https://github.com/whatwg/url/pull/925).
 * errors.length = 0;
 * assert.equal(parseHost("１２７.０.０.１", { report: (name) => errors.push(name) }), 0x7f000001);
 * assert.deepEqual(errors, ["IPv4-non-ASCII-input"]);
 * ```
 *
 * @see {@link https://url.spec.whatwg.org/#hosts-(domains-and-ip-addresses)}
 * @module
 */

export * from "./validation_error.ts";
export * from "./forbidden_code_point.ts";
export * from "./ends_in_a_number.ts";
export * from "./ipv4.ts";
export * from "./ipv6.ts";
export * from "./opaque_host.ts";
export * from "./domain.ts";
export * from "./domain_to_unicode.ts";
export * from "./lite_to_ascii.ts";
export * from "./punycode.ts";
export * from "./valid_domain.ts";
export * from "./host.ts";
export {
  isURLCodePoint,
  isValidURLFragmentString,
  isValidURLPathSegmentString,
  isValidURLPortString,
  isValidURLQueryString,
} from "./url_units.ts";
export {
  isValidHostString,
  isValidIPv4AddressString,
  isValidIPv6AddressString,
  isValidOpaqueHostString,
} from "./valid_host_string.ts";
