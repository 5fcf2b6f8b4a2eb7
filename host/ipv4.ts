/**
 * IPv4 addresses: the IPv4 number parser, the IPv4 parser and the IPv4
 * serializer.
 *
 * @module
 */

import { reporterFor } from "./reporter.ts";
import type { ValidationErrorReporter } from "./validation_error.ts";
import { ipv4NumberValue, isNonDecimal, parseIPv4Range } from "./_ipv4.ts";

/**
 * Parses one part of an IPv4 address: decimal, octal after a leading `0`,
 * or hexadecimal after `0x`/`0X`.
 *
 * Values are exact up to 2^53; larger ones are approximate but never below
 * 2^53 (and `Infinity` for absurdly long input), which is all the IPv4 parser
 * needs to reject them.
 *
 * @see {@link https://url.spec.whatwg.org/#ipv4-number-parser}
 * @param input An ASCII string.
 * @returns The number and whether it was written in a non-decimal form
 * (which is a validation error), or `null` on failure.
 *
 * @example Decimal, octal and hexadecimal parts
 * ```ts
 * import { parseIPv4Number } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseIPv4Number("255"), [255, false]);
 * assert.deepEqual(parseIPv4Number("0377"), [255, true]);
 * assert.deepEqual(parseIPv4Number("0xff"), [255, true]);
 * assert.deepEqual(parseIPv4Number("0x"), [0, true]);
 * assert.equal(parseIPv4Number("08"), null);
 * assert.equal(parseIPv4Number(""), null);
 * ```
 */
export function parseIPv4Number(input: string): [number, boolean] | null {
  const value = ipv4NumberValue(input, 0, input.length);
  if (value < 0) return null;
  return [value, isNonDecimal(input, 0, input.length)];
}

/**
 * Parses an IPv4 address string (the host parser's domain after it was found
 * to end in a number) into its 32-bit value.
 *
 * Validation errors are reported at code unit indexes into `input`:
 * `IPv4-empty-part` at the trailing dot, `IPv4-too-few-parts` at 0,
 * `IPv4-too-many-parts` at the start of the fifth part, and the per-part
 * errors at the start of the (first) offending part.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-ipv4-parser}
 * @param input An ASCII string.
 * @param report Receives validation errors; omit it for speed.
 * @returns The address, an integer from 0 to 2^32 − 1, or `null` on failure.
 *
 * @example Shorthand and non-decimal forms
 * ```ts
 * import { parseIPv4 } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(parseIPv4("127.0.0.1"), 0x7f000001);
 * assert.equal(parseIPv4("127.1"), 0x7f000001);
 * assert.equal(parseIPv4("0x7f.0.0.01"), 0x7f000001);
 * assert.equal(parseIPv4("0xffffffff"), 0xffffffff);
 * assert.equal(parseIPv4("0x100000000"), null);
 * assert.equal(parseIPv4("1.2.3.4.5"), null);
 * ```
 *
 * @example Collecting validation errors
 * ```ts
 * import { parseIPv4 } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * const errors: string[] = [];
 * parseIPv4("1.0x2.3.4.", (name, at) => errors.push(`${name}@${at}`));
 * assert.deepEqual(errors, ["IPv4-empty-part@9", "IPv4-non-decimal-part@2"]);
 * ```
 */
export function parseIPv4(
  input: string,
  report?: ValidationErrorReporter,
): number | null {
  const address = parseIPv4Range(input, 0, input.length, reporterFor(report));
  return address < 0 ? null : address;
}

/**
 * Serializes an IPv4 address as four decimal numbers separated by dots.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-ipv4-serializer}
 * @param address An integer from 0 to 2^32 − 1 (others are taken modulo
 * 2^32).
 * @returns The dotted-decimal string.
 *
 * @example Dotted decimal
 * ```ts
 * import { serializeIPv4 } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(serializeIPv4(0x7f000001), "127.0.0.1");
 * assert.equal(serializeIPv4(0xffffffff), "255.255.255.255");
 * ```
 */
export function serializeIPv4(address: number): string {
  return (address >>> 24) + "." + ((address >>> 16) & 255) + "." +
    ((address >>> 8) & 255) + "." + (address & 255);
}
