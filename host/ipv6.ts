/**
 * IPv6 addresses: the IPv6 parser, the IPv6 serializer and the compressed
 * piece index it uses.
 *
 * @module
 */

import { reporterFor } from "./reporter.ts";
import type { ValidationErrorReporter } from "./validation_error.ts";
import {
  compressedPieceIndex,
  parseIPv6Into,
  serializeIPv6Pieces,
} from "./_ipv6.ts";

/**
 * An IPv6 address as its eight 16-bit pieces, most significant first: an
 * array of exactly 8 integers from 0 to 0xFFFF.
 *
 * A plain array rather than a `Uint16Array`: it is what the spec describes
 * (a list of pieces), it compares with `assert.deepEqual` and serializes to
 * JSON as a list, and small arrays of integers are cheap in every engine.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-ipv6}
 *
 * @example The loopback address
 * ```ts
 * import { type IPv6Address, serializeIPv6 } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * const loopback: IPv6Address = [0, 0, 0, 0, 0, 0, 0, 1];
 * assert.equal(serializeIPv6(loopback), "::1");
 * ```
 */
export type IPv6Address = number[];

/**
 * Parses an IPv6 address string (what is between the brackets of a URL's
 * host) into its eight pieces.
 *
 * Validation errors are reported at code unit indexes into `input`: where
 * the offending code point is, at the start of a piece with a leading zero,
 * or at `input.length` for `IPv6-too-few-pieces`.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-ipv6-parser}
 * @param input A string, without the surrounding brackets.
 * @param report Receives validation errors; omit it for speed.
 * @returns The address, or `null` on failure.
 *
 * @example Compression and an embedded IPv4 address
 * ```ts
 * import { parseIPv6 } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseIPv6("::1"), [0, 0, 0, 0, 0, 0, 0, 1]);
 * assert.deepEqual(
 *   parseIPv6("::ffff:192.168.0.1"),
 *   [0, 0, 0, 0, 0, 0xffff, 0xc0a8, 0x0001],
 * );
 * assert.equal(parseIPv6("1::2::3"), null);
 * ```
 *
 * @example Collecting validation errors
 * ```ts
 * import { parseIPv6 } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * const errors: string[] = [];
 * parseIPv6("1:2:3", (name, at) => errors.push(`${name}@${at}`));
 * assert.deepEqual(errors, ["IPv6-too-few-pieces@5"]);
 * ```
 */
export function parseIPv6(
  input: string,
  report?: ValidationErrorReporter,
): IPv6Address | null {
  const address: IPv6Address = [0, 0, 0, 0, 0, 0, 0, 0];
  return parseIPv6Into(input, 0, input.length, address, reporterFor(report))
    ? address
    : null;
}

/**
 * Serializes an IPv6 address: lowercase hexadecimal pieces without leading
 * zeros, the longest run of two or more zero pieces (the first, on a tie)
 * compressed to `::`. No brackets: {@linkcode serializeHost} adds them.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-ipv6-serializer}
 * @param address Eight pieces, each from 0 to 0xFFFF.
 * @returns The serialized address.
 *
 * @example The longest run of zeros is compressed
 * ```ts
 * import { serializeIPv6 } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(serializeIPv6([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1]), "2001:db8::1:0:0:1");
 * assert.equal(serializeIPv6([0, 0, 0, 0, 0, 0, 0, 0]), "::");
 * assert.equal(serializeIPv6([1, 0, 2, 0, 3, 0, 4, 0]), "1:0:2:0:3:0:4:0");
 * ```
 */
export function serializeIPv6(address: readonly number[]): string {
  return serializeIPv6Pieces(address);
}

/**
 * Finds the IPv6 address compressed piece index: the index of the first
 * piece of the first longest run of two or more zero pieces.
 *
 * @see {@link https://url.spec.whatwg.org/#find-the-ipv6-address-compressed-piece-index}
 * @param address Eight pieces, each from 0 to 0xFFFF.
 * @returns The index, or `null` when no two consecutive pieces are zero.
 *
 * @example The spec's example points to the second zero
 * ```ts
 * import { findIPv6CompressedPieceIndex } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * assert.equal(findIPv6CompressedPieceIndex([0, 0xf, 0, 0, 0xf, 0xf, 0, 0]), 2);
 * assert.equal(findIPv6CompressedPieceIndex([1, 0, 1, 0, 1, 0, 1, 0]), null);
 * ```
 */
export function findIPv6CompressedPieceIndex(
  address: readonly number[],
): number | null {
  const index = compressedPieceIndex(address);
  return index === -1 ? null : index;
}
