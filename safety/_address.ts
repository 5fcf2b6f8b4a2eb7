// Private: IP addresses as the host parser gives them (an IPv4 address as a
// number, an IPv6 address as eight pieces) and CIDR blocks over them.

import { type Host, type IPv6Address, parseHost } from "../host/mod.ts";

/** An IP address: IPv4 as a 32-bit number, IPv6 as its eight pieces. */
export type Address = number | IPv6Address;

/**
 * Parses an IP address in any form the URL host parser accepts: an IPv4
 * address in any of its notations (`0x7f.1`, `2130706433`, full-width
 * digits, percent-encoded), or an IPv6 address with or without brackets.
 * `null` when the input is not an address (a domain, or a failure).
 */
export function parseAddress(input: string): Address | null {
  let host: Host | null;
  if (input.charCodeAt(0) !== 0x5b && input.includes(":")) {
    host = parseHost("[" + input + "]");
  } else host = parseHost(input);
  return host === null || typeof host === "string" ? null : host;
}

/** A CIDR block: an address and how many leading bits of it count. */
export interface Cidr {
  readonly address: Address;
  readonly length: number;
}

/**
 * Parses `address/length` (or a lone address, as its full length); the
 * address in any form {@linkcode parseAddress} reads. `null` on failure.
 */
export function parseCidr(text: string): Cidr | null {
  const slash = text.lastIndexOf("/");
  const address = parseAddress(slash < 0 ? text : text.slice(0, slash));
  if (address === null) return null;
  const max = typeof address === "number" ? 32 : 128;
  if (slash < 0) return { address, length: max };
  const digits = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(digits) || Number(digits) > max) return null;
  return { address, length: Number(digits) };
}

/** Whether `address` is inside `cidr` (never across families). */
export function cidrContains(cidr: Cidr, address: Address): boolean {
  const base = cidr.address;
  if (typeof base === "number") {
    if (typeof address !== "number") return false;
    if (cidr.length === 0) return true;
    const shift = 32 - cidr.length;
    // `>>> 32` is `>>> 0`: a /32 compares the whole number.
    return shift === 0
      ? base === address
      : base >>> shift === address >>> shift;
  }
  if (typeof address === "number") return false;
  for (let i = 0, left = cidr.length; left > 0; i++, left -= 16) {
    const bits = left < 16 ? left : 16;
    const mask = (0xffff << (16 - bits)) & 0xffff;
    if ((base[i] & mask) !== (address[i] & mask)) return false;
  }
  return true;
}
