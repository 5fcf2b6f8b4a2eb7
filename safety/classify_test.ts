import { describe, it } from "node:test";
import assert from "node:assert/strict";
import ipaddr from "ipaddr.js";
import { serializeIPv4, serializeIPv6 } from "../host/mod.ts";
import { classifyAddress, type Embedding } from "./mod.ts";
import { IPADDR_RANGES, REGISTRY } from "./_registry.ts";

/** An address as a BigInt, from its prefix text (`a.b.c.d/n`, `x::/n`). */
function prefixBounds(prefix: string): { v6: boolean; lo: bigint; hi: bigint } {
  const [text, len] = prefix.split("/");
  const v6 = text.includes(":");
  const bits = v6 ? 128 : 32;
  const value = v6
    ? ipaddr.IPv6.parse(text).parts.reduce(
      (acc: bigint, p: number) => (acc << 16n) | BigInt(p),
      0n,
    )
    : ipaddr.IPv4.parse(text).octets.reduce(
      (acc: bigint, o: number) => (acc << 8n) | BigInt(o),
      0n,
    );
  const host = bits - Number(len);
  const lo = (value >> BigInt(host)) << BigInt(host);
  const hi = lo + (1n << BigInt(host)) - 1n;
  return { v6, lo, hi };
}

/** The text of an address held as a BigInt (no brackets). */
function text(v6: boolean, value: bigint): string {
  if (!v6) return serializeIPv4(Number(value));
  const pieces: number[] = [];
  for (let i = 7; i >= 0; i--) {
    pieces.push(Number((value >> BigInt(i * 16)) & 0xffffn));
  }
  return serializeIPv6(pieces);
}

/** First, last, and the ones just outside, of every block of both tables. */
function edges(): { v6: boolean; value: bigint }[] {
  const out: { v6: boolean; value: bigint }[] = [];
  const prefixes = [
    ...REGISTRY.map((row) => row[0]),
    ...IPADDR_RANGES.map((row) => row[1]),
    "2000::/3",
  ];
  for (const prefix of prefixes) {
    const { v6, lo, hi } = prefixBounds(prefix);
    const max = v6 ? (1n << 128n) - 1n : 0xffffffffn;
    for (const value of [lo - 1n, lo, hi, hi + 1n]) {
      if (value >= 0n && value <= max) out.push({ v6, value });
    }
  }
  return out;
}

/** The most specific row containing an address, by BigInt bounds. */
function expectedBlock(v6: boolean, value: bigint): string | null {
  let best: string | null = null;
  let bestSize = -1n;
  for (const [prefix] of REGISTRY) {
    const b = prefixBounds(prefix);
    if (b.v6 !== v6 || value < b.lo || value > b.hi) continue;
    const size = b.hi - b.lo;
    if (best === null || size < bestSize) [best, bestSize] = [prefix, size];
  }
  return best;
}

/** Each way an IPv6 address carries an IPv4 one, built from the IPv4. */
const EMBEDDINGS: [Embedding, (v4: number) => number[]][] = [
  ["ipv4Mapped", (v) => [0, 0, 0, 0, 0, 0xffff, v >>> 16, v & 0xffff]],
  ["ipv4Translated", (v) => [0, 0, 0, 0, 0xffff, 0, v >>> 16, v & 0xffff]],
  ["nat64", (v) => [0x64, 0xff9b, 0, 0, 0, 0, v >>> 16, v & 0xffff]],
  ["nat64Local", (v) => [
    0x64,
    0xff9b,
    1,
    v >>> 16,
    (v >>> 8) & 0xff,
    (v & 0xff) << 8,
    0,
    0,
  ]],
  ["6to4", (v) => [0x2002, v >>> 16, v & 0xffff, 0, 0, 0, 0, 1]],
  ["teredo", (v) => {
    const x = ~v >>> 0;
    return [0x2001, 0, 0x4136, 0xe378, 0x8000, 0x63bf, x >>> 16, x & 0xffff];
  }],
];

describe("classifyAddress()", () => {
  it("names every registry edge as ipaddr.js 2.5's range() does", () => {
    let v4 = 0, v6 = 0;
    for (const { v6: six, value } of edges()) {
      const address = text(six, value);
      assert.equal(
        classifyAddress(address).range,
        ipaddr.parse(address).range(),
        address,
      );
      six ? v6++ : v4++;
    }
    assert.ok(v4 > 100 && v6 > 100, `${v4} IPv4 and ${v6} IPv6 edges`);
  });

  it("finds the most specific registry block at every edge", () => {
    let inside = 0;
    for (const { v6, value } of edges()) {
      const address = text(v6, value);
      const expected = expectedBlock(v6, value);
      const { block, globallyReachable } = classifyAddress(address);
      assert.equal(block?.prefix ?? null, expected, address);
      if (block !== null) {
        inside++;
        assert.equal(globallyReachable, block.globallyReachable === true);
      }
    }
    assert.ok(inside > 150, `${inside} edges inside a block`);
  });

  it("classifies the IPv4 edges through every embedding", () => {
    const v4Edges = edges().filter((e) => !e.v6);
    for (const { value } of v4Edges) {
      const v4 = Number(value);
      const inner = serializeIPv4(v4);
      for (const [via, make] of EMBEDDINGS) {
        const outer = serializeIPv6(make(v4));
        const result = classifyAddress(outer);
        assert.equal(result.range, ipaddr.parse(outer).range(), outer);
        assert.equal(result.embedded?.via, via, outer);
        assert.equal(result.embedded?.address, inner, outer);
        assert.equal(
          result.embedded?.range,
          ipaddr.parse(inner).range(),
          outer,
        );
      }
      // IPv4-compatible: ::a.b.c.d, except :: and ::1.
      const compatible = classifyAddress(
        serializeIPv6([0, 0, 0, 0, 0, 0, v4 >>> 16, v4 & 0xffff]),
      );
      assert.equal(
        compatible.embedded?.via,
        v4 > 1 ? "ipv4Compatible" : undefined,
      );
    }
  });

  it("reads every notation the host parser accepts", () => {
    const loopback = [
      "127.0.0.1",
      "0x7f.1",
      "0x7f000001",
      "2130706433",
      "017700000001",
      "127.1",
      "0177.0.0.1",
      "①②⑦.⓪.⓪.①",
      "１２７．０．０．１",
      "%31%32%37.0.0.1",
      "127.0.0.1.",
    ];
    for (const form of loopback) {
      const c = classifyAddress(form);
      assert.equal(c.address, "127.0.0.1", form);
      assert.equal(c.version, 4);
      assert.equal(c.range, "loopback");
      assert.equal(c.block?.name, "Loopback");
      assert.equal(c.embedded, null);
    }
    for (const form of ["::1", "[::1]", "[0:0:0:0:0:0:0:1]", "[::0.0.0.1]"]) {
      assert.equal(classifyAddress(form).address, "[::1]", form);
      assert.equal(classifyAddress(form).range, "loopback", form);
    }
  });

  it("says what the issue's cases are", () => {
    const metadata = classifyAddress("[64:ff9b::a9fe:a9fe]");
    assert.equal(metadata.range, "rfc6052");
    assert.equal(metadata.globallyReachable, true);
    assert.equal(metadata.embedded?.range, "linkLocal");
    assert.equal(metadata.embedded?.globallyReachable, false);
    assert.equal(classifyAddress("192.0.0.10").globallyReachable, true);
    assert.equal(classifyAddress("192.0.0.11").globallyReachable, false);
    assert.equal(classifyAddress("2001:20::1").block?.name, "ORCHIDv2");
    assert.equal(classifyAddress("5f00::1").range, "segmentRouting");
    assert.equal(classifyAddress("64:ff9b:1::1").globallyReachable, false);
    assert.equal(classifyAddress("fd00:ec2::254").range, "uniqueLocal");
    assert.equal(classifyAddress("100.100.100.200").range, "carrierGradeNat");
    assert.equal(classifyAddress("224.0.0.1").globallyReachable, false);
    assert.equal(classifyAddress("224.0.0.1").block, null);
    assert.equal(classifyAddress("8.8.8.8").globallyReachable, true);
    assert.equal(classifyAddress("2606:4700::1").globallyReachable, true);
    assert.equal(classifyAddress("fec0::1").globallyReachable, false);
    assert.equal(classifyAddress("2002:808:808::").globallyReachable, false);
  });

  it("refuses what is not an address with a TypeError naming it", () => {
    for (const input of ["example.com", "", "[::1", "1.2.3.256", "a:b"]) {
      assert.throws(
        () => classifyAddress(input),
        (e: unknown) =>
          e instanceof TypeError &&
          e.message.includes(JSON.stringify(input)),
        input,
      );
    }
    assert.throws(
      () => classifyAddress("x".repeat(100_000)),
      (e: unknown) => e instanceof TypeError && e.message.length < 200,
    );
  });
});
