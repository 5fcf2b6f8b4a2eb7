/**
 * The URL parser (the entry point for parsing a string) and host
 * classification.
 *
 * @module
 */

import type { Encoding } from "../percent/encoding.ts";
import type { ValidationErrorReporter } from "../host/validation_error.ts";
import { endsInANumber } from "../host/ends_in_a_number.ts";
import { basicURLParse } from "./basic_url_parser.ts";
import { isSpecial, type URLRecord } from "./url_record.ts";

/** Options of {@linkcode parseURL}. */
export interface ParseURLOptions {
  /** The base URL to resolve relative input against. */
  base?: URLRecord | null;
  /** The query's encoding; UTF-8 when absent. */
  encoding?: Encoding;
  /** Receives validation errors with their positions in the input. */
  report?: ValidationErrorReporter;
}

/**
 * Runs the URL parser: the basic URL parser, then (for "blob:" URLs) the
 * blob URL entry lookup. This library keeps no blob URL store, so that step
 * never finds an entry.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-parser}
 * @param input The string to parse.
 * @param options The base URL, encoding and validation error reporter.
 * @returns The URL record, or `null` on failure.
 *
 * @example
 * ```ts
 * import { parseURL, serializeURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * const base = parseURL("https://example.org/docs/")!;
 * assert.equal(serializeURL(parseURL("../img.png", { base })!), "https://example.org/img.png");
 * assert.equal(parseURL("no-base"), null);
 * ```
 */
export function parseURL(
  input: string,
  options?: ParseURLOptions,
): URLRecord | null {
  return basicURLParse(input, options);
}

/** The kind of a URL's host. */
export type HostType = "domain" | "IPv4" | "IPv6" | "opaque" | "empty";

/**
 * Classifies a URL's host (kept serialized in the record): a domain, an IPv4
 * or IPv6 address, an opaque host or the empty host; `null` for no host.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-host}
 * @param url The URL record.
 * @returns The host's kind, or `null` when the URL has no host.
 *
 * @example
 * ```ts
 * import { hostType, parseURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.equal(hostType(parseURL("http://0x7f.1/")!), "IPv4");
 * assert.equal(hostType(parseURL("http://[::1]/")!), "IPv6");
 * assert.equal(hostType(parseURL("http://example.com/")!), "domain");
 * assert.equal(hostType(parseURL("git://example.com/")!), "opaque");
 * assert.equal(hostType(parseURL("file:///etc")!), "empty");
 * assert.equal(hostType(parseURL("mailto:x")!), null);
 * ```
 */
export function hostType(url: URLRecord): HostType | null {
  const host = url.host;
  if (host === null) return null;
  if (host === "") return "empty";
  if (host.charCodeAt(0) === 0x5b) return "IPv6";
  if (!isSpecial(url)) return "opaque";
  // A serialized domain never ends in a number: it would have been IPv4.
  return endsInANumber(host) ? "IPv4" : "domain";
}
