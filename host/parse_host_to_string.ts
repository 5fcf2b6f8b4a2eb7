/**
 * The host parser as the URL parser calls it: returning the host already
 * serialized, the form a URL stores.
 *
 * The `parser` folder imports this file by name; it is not part of the
 * `host` subpath's API.
 *
 * @module
 */

import { serializeIPv6Pieces } from "./_ipv6.ts";
import { parseHostCore } from "./_parse_host.ts";
import { serializeIPv4 } from "./ipv4.ts";
import { reporterFor } from "./reporter.ts";
import type { ValidationErrorReporter } from "./validation_error.ts";
import type { Reporter } from "./validation_error_codes.ts";
import type { DomainParserToASCII } from "./_domain.ts";

/**
 * Pieces reused by parseHostToStringInternal() when no reporter is given:
 * nothing can run between parsing into them and serializing them. With a
 * reporter (which could parse another host from inside a report), a fresh
 * array.
 */
const scratchPieces: number[] = [0, 0, 0, 0, 0, 0, 0, 0];

/**
 * The host parser, returning the serialized host: the form the URL parser
 * stores. Returns the input itself for an ASCII lowercase domain or an opaque
 * host that needs no percent-encoding. `null` on failure.
 *
 * @param input The host part of a URL, already split out.
 * @param isOpaque `true` when the URL is not special.
 * @param report Receives validation errors at indexes into `input` (add the
 * host's offset in the URL); `undefined` for speed.
 * @param toASCII The domain parser ToASCII: which IDNA implementation the
 * URL parser's caller chose (see `domainParserToASCII` and
 * `liteDomainParserToASCII`).
 */
export function parseHostToString(
  input: string,
  isOpaque: boolean,
  report: ValidationErrorReporter | undefined,
  toASCII: DomainParserToASCII,
): string | null {
  return parseHostToStringInternal(
    input,
    isOpaque,
    reporterFor(report),
    toASCII,
  );
}

/**
 * {@linkcode parseHostToString} with validation errors going to a
 * `Reporter` (from `validation_error_codes.ts`): what the URL parser calls,
 * with `report.at(offset)` for the host's offset in the URL; `undefined`
 * for speed.
 */
export function parseHostToStringInternal(
  input: string,
  isOpaque: boolean,
  report: Reporter | undefined,
  toASCII: DomainParserToASCII,
): string | null {
  const host = parseHostCore(
    input,
    isOpaque,
    report,
    report ? undefined : scratchPieces,
    toASCII,
  );
  if (typeof host === "string" || host === null) return host;
  if (typeof host === "number") return serializeIPv4(host);
  return "[" + serializeIPv6Pieces(host) + "]";
}
