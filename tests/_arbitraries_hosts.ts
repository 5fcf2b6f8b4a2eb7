// The hosts of the arbitraries of _arbitraries.ts: domains of hostile
// labels, IPv4 in every radix, IPv6 with embedded IPv4, and broken ones.

import fc from "fast-check";
import { hostileString, hostileUnit } from "./_arbitraries_units.ts";

/** A label of a domain: ASCII, IDN, Punycode, fullwidth, ignored-only. */
const label = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "example",
      "a",
      "EXAMPLE",
      "b-c",
      "-x",
      "x-",
      "a_b",
      "www",
      "com",
      "localhost",
      "LOCALHOST",
      "0",
      "09",
      "0x",
      "0xg",
      "1",
      "a0x",
      "x0x1",
      "0x0x",
      "0X1F",
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "xn--nxasmq6b",
      "xn--a",
      "xn--",
      "XN--ls8h",
      "xn--ls8h",
      "ab--c",
      "xn--zca",
      "caf\u00e9",
      "fa\u00df",
      "\u4e2d\u6587",
      "\u05d0\u05d1",
      "\u0627\u0644",
      "\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45",
      "\uff10\uff58\uff17\uff46",
      "\u00ad",
      "\u00ad\u200b\ufeff",
      "a\u00adb",
      "\u200c",
      "a\u200db",
      "\u{1f4a9}",
      "%65xample",
      "%C2%AD",
      "%zz",
      "%",
      "\u2460\u2461",
      "\u212a",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("a", "Z", "0", "-", "_") },
        { weight: 1, arbitrary: hostileUnit },
      ),
      maxLength: 8,
    }),
  },
);

/** The dots that end a label: "." and what IDNA maps to it. */
const dot = fc.oneof(
  { weight: 6, arbitrary: fc.constant(".") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("\uff0e", "\u3002", "\uff61", "%2e", ".."),
  },
);

/** A domain: one to four labels, maybe a trailing dot. */
const domain = fc.tuple(
  fc.array(fc.tuple(label, dot), { minLength: 0, maxLength: 3 }),
  label,
  fc.constantFrom("", "", "", ".", "\u3002"),
).map(([init, last, trailing]) =>
  init.map(([l, d]) => l + d).join("") + last + trailing
);

/** One part of an IPv4 address, written in any radix, in or out of range. */
const ipv4Part = fc.oneof(
  fc.integer({ min: 0, max: 256 }).map(String),
  fc.constantFrom(
    "0",
    "00",
    "0x",
    "0X",
    "0x0",
    "0xff",
    "0x100",
    "0XFFFFFFFF",
    "0x100000000",
    "0377",
    "0400",
    "08",
    "09",
    "4294967295",
    "4294967296",
    "99999999999999999999",
    "0x7f",
    "000000000000000000001",
    "",
  ),
  fc.tuple(fc.nat({ max: 2 ** 32 }), fc.constantFrom(8, 10, 16)).map(
    ([n, radix]) =>
      radix === 16
        ? "0x" + n.toString(16)
        : radix === 8
        ? "0" + n.toString(8)
        : String(n),
  ),
);

/** IPv4 in one to five parts, maybe with a trailing dot. */
const ipv4 = fc.tuple(
  fc.array(ipv4Part, { minLength: 1, maxLength: 5 }),
  fc.constantFrom("", "", ".", "\uff0e"),
).map(([parts, trailing]) => parts.join(".") + trailing);

/** An IPv6 piece: zero to five hex digits. */
const ipv6Piece = fc.oneof(
  fc.constantFrom(
    "0",
    "0",
    "0",
    "1",
    "ffff",
    "FFFF",
    "0000",
    "00001",
    "",
    "g",
    "10000",
  ),
  fc.nat({ max: 0xffff }).map((n) => n.toString(16)),
);

/** An embedded IPv4 address at the end of an IPv6 address. */
const embeddedIpv4 = fc.oneof(
  fc.tuple(
    fc.integer({ min: 0, max: 256 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
  ).map((parts) => parts.join(".")),
  fc.constantFrom("1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.", "0x1.2.3.4"),
);

/** IPv6 in brackets: compressed or not, with embedded IPv4, or broken. */
const ipv6 = fc.tuple(
  fc.array(ipv6Piece, { minLength: 0, maxLength: 9 }),
  fc.nat({ max: 10 }),
  fc.option(embeddedIpv4, { freq: 4 }),
  fc.constantFrom("[", "[", "[", "[[", ""),
  fc.constantFrom("]", "]", "]", "]]", "", "%5D"),
).map(([pieces, compressAt, v4, open, close]) => {
  const parts = pieces.slice();
  if (compressAt <= parts.length) parts.splice(compressAt, 0, "");
  let address = parts.join(":");
  if (compressAt === 0) address = ":" + address;
  if (compressAt === pieces.length) address += ":";
  if (v4 !== null) address += (address.endsWith(":") ? "" : ":") + v4;
  return open + address + close;
});

/** Hosts of every kind, including empty and broken ones. */
export const host: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: domain },
  { weight: 3, arbitrary: ipv4 },
  { weight: 3, arbitrary: ipv6 },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "",
      "0x7f.1",
      "127.1",
      "0177.0.0.1",
      "2130706433",
      "0x7F000001",
      "[::1]",
      "[::ffff:127.0.0.1]",
      "[0:0:0:0:0:0:13.1.68.3]",
      "\u00ad",
      "%C2%AD",
      "\u200b\u00ad",
      "example\uff0ecom",
      "example\u3002com",
      "ex%61mple.com",
      "a b",
      "a<b",
      "a^b",
      "a|b",
      "a%00b",
      "\u0000",
    ),
  },
  { weight: 1, arbitrary: hostileString(8) },
);
