/**
 * IP address classification: the IANA special-purpose registry entry of an
 * address, its ipaddr.js range name, and the IPv4 address an IPv6 address
 * carries.
 *
 * @module
 */

import { serializeHost } from "../host/mod.ts";
import {
  type Address,
  type Cidr,
  cidrContains,
  parseAddress,
  parseCidr,
} from "./_address.ts";
import { IPADDR_RANGES, REGISTRY } from "./_registry.ts";

/**
 * An entry of the IANA IPv4 or IPv6 Special-Purpose Address Registry.
 *
 * @example The loopback block
 * ```ts
 * import { classifyAddress, type SpecialPurposeBlock } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const block: SpecialPurposeBlock | null = classifyAddress("127.0.0.1").block;
 * assert.equal(block?.prefix, "127.0.0.0/8");
 * assert.equal(block?.globallyReachable, false);
 * ```
 */
export interface SpecialPurposeBlock {
  /** The address block, `address/length`. */
  readonly prefix: string;
  /** The registry's name for it. */
  readonly name: string;
  /** The RFC that requested it. */
  readonly rfc: string;
  /** The registry's "Globally Reachable" column; `null` for "N/A". */
  readonly globallyReachable: boolean | null;
}

/**
 * How an IPv6 address carries an IPv4 address: IPv4-mapped (`::ffff:0:0/96`),
 * IPv4-translated (`::ffff:0:0:0/96`, RFC 6145), IPv4-compatible (`::/96`,
 * deprecated), NAT64 at the well-known prefix (`64:ff9b::/96`) or the local
 * one (`64:ff9b:1::/48`, read with RFC 6052's /48 layout), 6to4
 * (`2002::/16`), or Teredo (`2001::/32`, the client address, obfuscated).
 *
 * @example
 * ```ts
 * import { classifyAddress, type Embedding } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const via: Embedding | undefined = classifyAddress("[2002:a00:1::]").embedded?.via;
 * assert.equal(via, "6to4");
 * ```
 */
export type Embedding =
  | "ipv4Mapped"
  | "ipv4Translated"
  | "ipv4Compatible"
  | "nat64"
  | "nat64Local"
  | "6to4"
  | "teredo";

/**
 * What {@linkcode classifyAddress} says about an address.
 *
 * @example
 * ```ts
 * import { type AddressClass, classifyAddress } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const info: AddressClass = classifyAddress("0x7f.1");
 * assert.equal(info.address, "127.0.0.1");
 * assert.equal(info.range, "loopback");
 * ```
 */
export interface AddressClass {
  /** The address as the host serializer writes it (IPv6 in brackets). */
  readonly address: string;
  /** 4 or 6. */
  readonly version: 4 | 6;
  /** The name ipaddr.js 2.5's `range()` gives the address. */
  readonly range: string;
  /** The most specific registry entry containing the address, or `null`. */
  readonly block: SpecialPurposeBlock | null;
  /**
   * The block's "Globally Reachable" column, "N/A" as `false`. Outside
   * every block: `false` for IPv4 multicast (224.0.0.0/4) and for IPv6
   * outside the global unicast space 2000::/3 (RFC 4291, section 2.4; the
   * rest of the IPv6 space is multicast or reserved by the IETF), else
   * `true`.
   */
  readonly globallyReachable: boolean;
  /** The IPv4 address an IPv6 address carries, classified; else `null`. */
  readonly embedded: EmbeddedAddressClass | null;
}

/**
 * The classification of an IPv4 address carried inside an IPv6 one, and how
 * it is carried.
 *
 * @example
 * ```ts
 * import { classifyAddress, type EmbeddedAddressClass } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const inner: EmbeddedAddressClass | null =
 *   classifyAddress("[64:ff9b::a9fe:a9fe]").embedded;
 * assert.equal(inner?.address, "169.254.169.254");
 * assert.equal(inner?.via, "nat64");
 * ```
 */
export interface EmbeddedAddressClass extends AddressClass {
  /** How the IPv6 address carries it. */
  readonly via: Embedding;
}

interface CompiledRow {
  readonly cidr: Cidr;
  readonly block: SpecialPurposeBlock;
}

let registry: readonly CompiledRow[] | undefined;
let ranges: readonly (readonly [string, Cidr])[] | undefined;

/** The registry table with its prefixes parsed, made on first use. */
function compiledRegistry(): readonly CompiledRow[] {
  return registry ??= REGISTRY.map((
    [prefix, name, rfc, globallyReachable],
  ) => ({
    cidr: parseCidr(prefix)!,
    block: Object.freeze({ prefix, name, rfc, globallyReachable }),
  }));
}

/** The ipaddr.js range table with its prefixes parsed, made on first use. */
function compiledRanges(): readonly (readonly [string, Cidr])[] {
  return ranges ??= IPADDR_RANGES.map(([name, prefix]) =>
    [name, parseCidr(prefix)!] as const
  );
}

const MULTICAST_V4: Cidr = { address: 0xe0000000, length: 4 };
const GLOBAL_UNICAST_V6: Cidr = {
  address: [0x2000, 0, 0, 0, 0, 0, 0, 0],
  length: 3,
};

/** The most specific registry entry containing `address`, or `null`. */
export function registryBlock(address: Address): SpecialPurposeBlock | null {
  let best: CompiledRow | null = null;
  for (const row of compiledRegistry()) {
    if (
      cidrContains(row.cidr, address) &&
      (best === null || row.cidr.length > best.cidr.length)
    ) best = row;
  }
  return best === null ? null : best.block;
}

/** ipaddr.js 2.5's `range()` name for `address`: its first match. */
function ipaddrRange(address: Address): string {
  for (const [name, cidr] of compiledRanges()) {
    if (cidrContains(cidr, address)) return name;
  }
  return "unicast";
}

/** The IPv4 address `pieces` carries, and how; `null` when none. */
function embeddedIPv4(
  pieces: readonly number[],
): [number, Embedding] | null {
  const [a, b, c, d, e, f, g, h] = pieces;
  const low = ((g << 16) | h) >>> 0;
  if (a === 0 && b === 0 && c === 0 && d === 0) {
    if (e === 0 && f === 0xffff) return [low, "ipv4Mapped"];
    if (e === 0xffff && f === 0) return [low, "ipv4Translated"];
    // `::` and `::1` are the unspecified and loopback addresses.
    if (e === 0 && f === 0 && (g !== 0 || h > 1)) {
      return [low, "ipv4Compatible"];
    }
    return null;
  }
  if (a === 0x64 && b === 0xff9b) {
    if (c === 0 && d === 0 && e === 0 && f === 0) return [low, "nat64"];
    // RFC 6052, section 2.2, prefix length 48: bits 48-63 and 72-87.
    if (c === 1) {
      return [((d << 16) | ((e & 0xff) << 8) | (f >>> 8)) >>> 0, "nat64Local"];
    }
    return null;
  }
  if (a === 0x2002) return [((b << 16) | c) >>> 0, "6to4"];
  // RFC 4380, section 4: the client address with all its bits inverted.
  if (a === 0x2001 && b === 0) return [~low >>> 0, "teredo"];
  return null;
}

/** Classifies a parsed address (the work of {@linkcode classifyAddress}). */
export function classifyParsed(address: Address): AddressClass {
  const block = registryBlock(address);
  let globallyReachable: boolean;
  if (block !== null) globallyReachable = block.globallyReachable === true;
  else if (typeof address === "number") {
    globallyReachable = !cidrContains(MULTICAST_V4, address);
  } else globallyReachable = cidrContains(GLOBAL_UNICAST_V6, address);
  let embedded: EmbeddedAddressClass | null = null;
  if (typeof address !== "number") {
    const inner = embeddedIPv4(address);
    if (inner !== null) {
      embedded = { ...classifyParsed(inner[0]), via: inner[1] };
    }
  }
  return {
    address: serializeHost(address),
    version: typeof address === "number" ? 4 : 6,
    range: ipaddrRange(address),
    block,
    globallyReachable,
    embedded,
  };
}

/**
 * Classifies an IPv4 or IPv6 address, written in any form the URL host
 * parser accepts (`"0x7f.1"`, `"2130706433"`, full-width digits,
 * `"[::ffff:127.0.0.1]"`, `"::1"`, a URL's `hostname`; no port): its
 * serialization, ipaddr.js 2.5's range name, the most specific IANA
 * special-purpose registry entry containing it and that entry's "Globally
 * Reachable" column, and the IPv4 address it carries, if any.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-host-parser}
 * @see {@link https://www.iana.org/assignments/iana-ipv4-special-registry/}
 * @see {@link https://www.iana.org/assignments/iana-ipv6-special-registry/}
 * @param address An IP address.
 * @returns The classification.
 * @throws {TypeError} When `address` is not an IP address.
 *
 * @example Loopback in disguise
 * ```ts
 * import { classifyAddress } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * for (const form of ["0x7f.1", "017700000001", "①②⑦.⓪.⓪.①"]) {
 *   assert.equal(classifyAddress(form).address, "127.0.0.1");
 *   assert.equal(classifyAddress(form).globallyReachable, false);
 * }
 * const mapped = classifyAddress("[::ffff:127.0.0.1]");
 * assert.equal(mapped.address, "[::ffff:7f00:1]");
 * assert.equal(mapped.range, "ipv4Mapped");
 * assert.equal(mapped.embedded?.range, "loopback");
 * ```
 *
 * @example A registry entry that ipaddr.js folds into "reserved"
 * ```ts
 * import { classifyAddress } from "@urlstd/url/safety";
 * import assert from "node:assert/strict";
 * const doc = classifyAddress("3fff::1");
 * assert.equal(doc.range, "reserved");
 * assert.deepEqual(doc.block, {
 *   prefix: "3fff::/20",
 *   name: "Documentation",
 *   rfc: "RFC 9637",
 *   globallyReachable: false,
 * });
 * assert.equal(classifyAddress("192.0.0.9").globallyReachable, true);
 * assert.throws(() => classifyAddress("example.com"), TypeError);
 * ```
 */
export function classifyAddress(address: string): AddressClass {
  const parsed = parseAddress(String(address));
  if (parsed === null) {
    const text = String(address);
    const shown = text.length > 100 ? text.slice(0, 100) + "…" : text;
    throw new TypeError(`Not an IP address: ${JSON.stringify(shown)}`);
  }
  return classifyParsed(parsed);
}
