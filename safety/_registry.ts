// Private: the IANA IPv4 and IPv6 Special-Purpose Address Registries, as
// one table, and the first-match range names of ipaddr.js 2.5's `range()`.

/**
 * One row of the registries: the address block, its name, the RFC that
 * requested it, and its "Globally Reachable" column (`null` for "N/A").
 */
export type RegistryRow = readonly [
  prefix: string,
  name: string,
  rfc: string,
  globallyReachable: boolean | null,
];

/**
 * The IANA IPv4 Special-Purpose Address Registry and the IANA IPv6
 * Special-Purpose Address Registry, row by row.
 *
 * 192.0.0.0/24 and 2001::/23 are "False" with the footnote that they are
 * not usable unless by virtue of a more specific reservation: the more
 * specific rows inside them (192.0.0.9/32 and 192.0.0.10/32, the anycast
 * addresses of 2001:1::/48, AMT, AS112-v6, ORCHIDv2, DETs) carry their own
 * column, and the most specific row containing an address decides.
 *
 * @see {@link https://www.iana.org/assignments/iana-ipv4-special-registry/}
 * @see {@link https://www.iana.org/assignments/iana-ipv6-special-registry/}
 */
export const REGISTRY: readonly RegistryRow[] = [
  ["0.0.0.0/8", '"This network"', "RFC 791, section 3.2", false],
  ["0.0.0.0/32", '"This host on this network"', "RFC 1122", false],
  ["10.0.0.0/8", "Private-Use", "RFC 1918", false],
  ["100.64.0.0/10", "Shared Address Space", "RFC 6598", false],
  ["127.0.0.0/8", "Loopback", "RFC 1122, section 3.2.1.3", false],
  ["169.254.0.0/16", "Link Local", "RFC 3927", false],
  ["172.16.0.0/12", "Private-Use", "RFC 1918", false],
  ["192.0.0.0/24", "IETF Protocol Assignments", "RFC 6890", false],
  ["192.0.0.0/29", "IPv4 Service Continuity Prefix", "RFC 7335", false],
  ["192.0.0.8/32", "IPv4 dummy address", "RFC 7600", false],
  ["192.0.0.9/32", "Port Control Protocol Anycast", "RFC 7723", true],
  [
    "192.0.0.10/32",
    "Traversal Using Relays around NAT Anycast",
    "RFC 8155",
    true,
  ],
  ["192.0.0.170/32", "NAT64/DNS64 Discovery", "RFC 8880, RFC 7050", false],
  ["192.0.0.171/32", "NAT64/DNS64 Discovery", "RFC 8880, RFC 7050", false],
  ["192.0.2.0/24", "Documentation (TEST-NET-1)", "RFC 5737", false],
  ["192.31.196.0/24", "AS112-v4", "RFC 7535", true],
  ["192.52.193.0/24", "AMT", "RFC 7450", true],
  ["192.88.99.0/24", "Deprecated (6to4 Relay Anycast)", "RFC 7526", null],
  ["192.88.99.2/32", "6a44-relay anycast address", "RFC 6751", null],
  ["192.168.0.0/16", "Private-Use", "RFC 1918", false],
  ["192.175.48.0/24", "Direct Delegation AS112 Service", "RFC 7534", true],
  ["198.18.0.0/15", "Benchmarking", "RFC 2544", false],
  ["198.51.100.0/24", "Documentation (TEST-NET-2)", "RFC 5737", false],
  ["203.0.113.0/24", "Documentation (TEST-NET-3)", "RFC 5737", false],
  ["240.0.0.0/4", "Reserved", "RFC 1112, section 4", false],
  ["255.255.255.255/32", "Limited Broadcast", "RFC 8190, RFC 919", false],
  ["::1/128", "Loopback Address", "RFC 4291", false],
  ["::/128", "Unspecified Address", "RFC 4291", false],
  ["::ffff:0:0/96", "IPv4-mapped Address", "RFC 4291", false],
  ["64:ff9b::/96", "IPv4-IPv6 Translat.", "RFC 6052", true],
  ["64:ff9b:1::/48", "IPv4-IPv6 Translat.", "RFC 8215", false],
  ["100::/64", "Discard-Only Address Block", "RFC 6666", false],
  ["2001::/23", "IETF Protocol Assignments", "RFC 2928", false],
  ["2001::/32", "TEREDO", "RFC 4380, RFC 8190", null],
  ["2001:1::1/128", "Port Control Protocol Anycast", "RFC 7723", true],
  [
    "2001:1::2/128",
    "Traversal Using Relays around NAT Anycast",
    "RFC 8155",
    true,
  ],
  [
    "2001:1::3/128",
    "DNS-SD Service Registration Protocol Anycast",
    "RFC 9665",
    true,
  ],
  ["2001:2::/48", "Benchmarking", "RFC 5180", false],
  ["2001:3::/32", "AMT", "RFC 7450", true],
  ["2001:4:112::/48", "AS112-v6", "RFC 7535", true],
  ["2001:10::/28", "Deprecated (previously ORCHID)", "RFC 4843", null],
  ["2001:20::/28", "ORCHIDv2", "RFC 7343", true],
  [
    "2001:30::/28",
    "Drone Remote ID Protocol Entity Tags (DETs) Prefix",
    "RFC 9374",
    true,
  ],
  ["2001:db8::/32", "Documentation", "RFC 3849", false],
  ["2002::/16", "6to4", "RFC 3056", null],
  ["2620:4f:8000::/48", "Direct Delegation AS112 Service", "RFC 7534", true],
  ["3fff::/20", "Documentation", "RFC 9637", false],
  ["5f00::/16", "Segment Routing (SRv6) SIDs", "RFC 9602", false],
  ["fc00::/7", "Unique-Local", "RFC 4193, RFC 8190", false],
  ["fe80::/10", "Link-Local Unicast", "RFC 4291", false],
];

/**
 * The special ranges of ipaddr.js 2.5, in its order: `range()` returns the
 * first name with a block containing the address, else `"unicast"`.
 */
export const IPADDR_RANGES: readonly (readonly [string, string])[] = [
  ["unspecified", "0.0.0.0/8"],
  ["broadcast", "255.255.255.255/32"],
  ["multicast", "224.0.0.0/4"],
  ["linkLocal", "169.254.0.0/16"],
  ["loopback", "127.0.0.0/8"],
  ["carrierGradeNat", "100.64.0.0/10"],
  ["private", "10.0.0.0/8"],
  ["private", "172.16.0.0/12"],
  ["private", "192.168.0.0/16"],
  ["reserved", "192.0.0.0/24"],
  ["reserved", "192.0.2.0/24"],
  ["reserved", "192.88.99.0/24"],
  ["reserved", "198.18.0.0/15"],
  ["reserved", "198.51.100.0/24"],
  ["reserved", "203.0.113.0/24"],
  ["reserved", "240.0.0.0/4"],
  ["as112", "192.175.48.0/24"],
  ["as112", "192.31.196.0/24"],
  ["amt", "192.52.193.0/24"],
  ["unspecified", "::/128"],
  ["linkLocal", "fe80::/10"],
  ["multicast", "ff00::/8"],
  ["loopback", "::1/128"],
  ["uniqueLocal", "fc00::/7"],
  ["ipv4Mapped", "::ffff:0:0/96"],
  ["deprecatedSiteLocal", "fec0::/10"],
  ["discard", "100::/64"],
  ["rfc6145", "::ffff:0:0:0/96"],
  ["rfc6052", "64:ff9b::/96"],
  ["rfc6052", "64:ff9b:1::/48"],
  ["6to4", "2002::/16"],
  ["teredo", "2001::/32"],
  ["benchmarking", "2001:2::/48"],
  ["amt", "2001:3::/32"],
  ["as112v6", "2001:4:112::/48"],
  ["as112v6", "2620:4f:8000::/48"],
  ["deprecatedOrchid", "2001:10::/28"],
  ["orchid2", "2001:20::/28"],
  ["droneRemoteIdProtocolEntityTags", "2001:30::/28"],
  ["segmentRouting", "5f00::/16"],
  ["reserved", "2001::/23"],
  ["reserved", "2001:db8::/32"],
  ["reserved", "3fff::/20"],
];
