// Private: whether an IPv4 address inside a string is written as the host
// serializer writes it, for the URL parser's fast path, which reads a host
// inside its input without slicing.

import { parseIPv4Range } from "./_ipv4.ts";
import { serializeIPv4 } from "./ipv4.ts";

/**
 * Whether `input[start, end)` is an IPv4 address (as the IPv4 parser reads
 * it) that the host serializer writes back as the same string.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-ipv4-parser}
 * @see {@link https://url.spec.whatwg.org/#concept-ipv4-serializer}
 */
export function isSerializedIPv4In(
  input: string,
  start: number,
  end: number,
): boolean {
  const address = parseIPv4Range(input, start, end, undefined);
  if (address < 0) return false;
  const serialized = serializeIPv4(address);
  return serialized.length === end - start &&
    input.startsWith(serialized, start);
}
