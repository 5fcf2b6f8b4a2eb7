// The hostile corpus: URLs that reach internal services past string
// checks, by group, and a resolver table for its names (each name to the
// internal addresses an attacker's DNS would give). Shared by
// safety/hostile_corpus_test.ts and bench/safety_corpus_bench.ts.

import { serializeIPv4, serializeIPv6 } from "../host/mod.ts";
import { REGISTRY } from "../safety/_registry.ts";

/** One hostile URL and the group it belongs to. */
export interface HostileURL {
  readonly group: string;
  readonly url: string;
}

/** What the corpus's names resolve to (never a real name's answer). */
export const HOSTILE_RESOLVER: Readonly<Record<string, readonly string[]>> = {
  "rebind.example": ["127.0.0.1"],
  "127.0.0.1.nip.io": ["127.0.0.1"],
  "localtest.me": ["127.0.0.1"],
  "metadata.tencentyun.com": ["169.254.0.23"],
  "private.example": ["10.0.0.5"],
  "mixed.example": ["93.184.215.14", "127.0.0.1"],
  "v6.example": ["::1"],
  "mapped.example": ["::ffff:127.0.0.1"],
  "nat64.example": ["64:ff9b::a9fe:a9fe"],
  "ula.example": ["fd00::1"],
  "linklocal.example": ["fe80::1"],
  "zero.example": ["0.0.0.0"],
  "cgnat.example": ["100.64.0.1"],
  "compat.example": ["::7f00:1"],
};

const ENCODINGS = [
  "http://127.0.0.1/",
  "http://127.1/",
  "http://127.0.1/",
  "http://0x7f.1/",
  "http://0x7f000001/",
  "http://0X7F000001/",
  "http://2130706433/",
  "http://017700000001/",
  "http://0177.0.0.1/",
  "http://0177.0000.0000.0001/",
  "http://127.000.000.001/",
  "http://0x7f.0x0.0x0.0x1/",
  "http://0x7f.0.0.0x1/",
  "http://①②⑦.⓪.⓪.①/",
  "http://１２７．０．０．１/",
  "http://%31%32%37.0.0.1/",
  "http://127.0.0.1./",
  "http://127.0.0.1:80/",
  "http://127.0.0.1:8080/admin",
  "https://127.0.0.1:443/",
  "http://[::1]/",
  "http://[0:0:0:0:0:0:0:1]/",
  "http://[0000::1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:7f00:1]/",
  "http://[::FFFF:127.0.0.1]/",
  "http://[::127.0.0.1]/",
  "http://0/",
  "http://0.0.0.0/",
  "http://0x0/",
  "http://00/",
  "http://[::]/",
  "http://localhost/",
  "http://LOCALHOST/",
  "http://localhost./",
  "http://admin.localhost/",
  "http://localhost:6379/",
  "http://127.0.0.1:25/",
];

const INTERNAL = [
  "http://169.254.169.254/latest/meta-data/",
  "http://169.254.169.254/computeMetadata/v1/",
  "http://[fd00:ec2::254]/latest/meta-data/",
  "http://100.100.100.200/latest/meta-data/",
  "http://metadata.google.internal/computeMetadata/v1/",
  "http://metadata/computeMetadata/v1/",
  "http://instance-data/latest/",
  "http://169.254.170.2/v2/credentials",
  "http://0xa9fea9fe/",
  "http://2852039166/",
  "http://0251.0376.0251.0376/",
  "http://169.254.43518/",
  "http://[::ffff:a9fe:a9fe]/",
  "http://[::ffff:169.254.169.254]/",
  "http://10.0.0.1/",
  "http://012.0.0.1/",
  "http://10.1/",
  "http://172.16.0.1/",
  "http://172.31.255.255/",
  "http://192.168.1.1/",
  "http://0xc0.0xa8.1.1/",
  "http://3232235777/",
  "http://100.64.0.1/",
  "http://[fc00::1]/",
  "http://[fe80::1]/",
  "http://[fec0::1]/",
  "http://router.home.arpa/",
  "http://printer.local/",
  "http://intranet.corp/",
  "http://db.internal/",
];

// Proof-of-concept inputs of the advisories the issue names.
const ADVISORIES = [
  // ip: CVE-2023-42282, CVE-2024-29415, and 2025's "017700000001" and "0".
  "http://0x7f.1/?ip=CVE-2023-42282",
  "http://127.1/?ip=CVE-2024-29415",
  "http://01200034567/?ip=CVE-2024-29415",
  "http://012.1.2.3/?ip=CVE-2024-29415",
  "http://[000:0:0000::01]/?ip=CVE-2024-29415",
  "http://[::fFFf:127.0.0.1]/?ip=CVE-2024-29415",
  "http://017700000001/?ip=2025",
  "http://0/?ip=2025",
  // netmask: CVE-2021-28918, CVE-2021-29418 (octal).
  "http://0177.0.0.1/?netmask=CVE-2021-28918",
  "http://012.0.0.1/?netmask=CVE-2021-29418",
  // private-ip: CVE-2020-28360, and the IPv4-mapped bypass.
  "http://0000.0000.0000.0000/?private-ip=CVE-2020-28360",
  "http://0x7f.0x0.0x0.0x1/?private-ip=CVE-2020-28360",
  "http://127.000.000.1/?private-ip=CVE-2020-28360",
  "http://[::ffff:7f00:1]/?private-ip=mapped",
  "http://[::ffff:a00:1]/?private-ip=mapped",
  // ip-address (2026): "012.0.0.1" read as 12.0.0.1, connected as 10.0.0.1.
  "http://012.0.0.1/?ip-address=2026",
];

/** The address each embedding makes of an IPv4 address. */
const EMBED: readonly [string, (v: number) => number[]][] = [
  ["ipv4Mapped", (v) => [0, 0, 0, 0, 0, 0xffff, v >>> 16, v & 0xffff]],
  ["ipv4Translated", (v) => [0, 0, 0, 0, 0xffff, 0, v >>> 16, v & 0xffff]],
  ["ipv4Compatible", (v) => [0, 0, 0, 0, 0, 0, v >>> 16, v & 0xffff]],
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

const EMBEDDED_TARGETS = [0x7f000001, 0x0a000001, 0xa9fea9fe, 0x64646468, 0];

/** The first and last address of each registry block that is not global. */
function registryEdges(): string[] {
  const urls: string[] = [];
  for (const [prefix, , , global] of REGISTRY) {
    if (global === true) continue;
    const [text, len] = prefix.split("/");
    const bits = Number(len);
    if (text.includes(":")) {
      const [head, tail] = text.split("::");
      const left = head === ""
        ? []
        : head.split(":").map((p) => parseInt(p, 16));
      const right = tail === undefined || tail === ""
        ? []
        : tail.split(":").map((p) => parseInt(p, 16));
      const base = [
        ...left,
        ...Array(8 - left.length - right.length).fill(0),
        ...right,
      ];
      const last = base.map((piece, i) => {
        const keep = Math.max(0, Math.min(16, bits - 16 * i));
        return keep === 16 ? piece : (piece | (0xffff >>> keep)) & 0xffff;
      });
      urls.push(
        `http://[${serializeIPv6(base)}]/`,
        `http://[${serializeIPv6(last)}]/`,
      );
    } else {
      const base = text.split(".").reduce((a, o) => a * 256 + Number(o), 0);
      const size = 2 ** (32 - bits);
      urls.push(
        `http://${serializeIPv4(base)}/`,
        `http://${serializeIPv4(base + size - 1)}/`,
      );
    }
  }
  return urls;
}

/** The whole corpus, in group order, without repeats. */
export function hostileURLs(): HostileURL[] {
  const out: HostileURL[] = [];
  const seen = new Set<string>();
  const add = (group: string, urls: readonly string[]) => {
    for (const url of urls) {
      if (!seen.has(url)) {
        seen.add(url);
        out.push({ group, url });
      }
    }
  };
  add("encodings", ENCODINGS);
  add("internal and metadata", INTERNAL);
  add("advisories", ADVISORIES);
  add("registry blocks", registryEdges());
  add(
    "embeddings",
    EMBED.flatMap(([, make]) =>
      EMBEDDED_TARGETS.map((v) => `http://[${serializeIPv6(make(v))}]/`)
    ),
  );
  add("names", Object.keys(HOSTILE_RESOLVER).map((name) => `http://${name}/`));
  return out;
}
