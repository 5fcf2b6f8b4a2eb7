// Seeded pairs of origin inputs for the Origin differential
// (origin/native_differential_test.ts) and the benchmark: URL strings drawn
// from the WPT URL data and from families of hosts around the Public Suffix
// List (ICANN and private suffixes, wildcard and exception rules, IP hosts,
// IPv6, trailing dots, IDN), over every kind of scheme (special, file:,
// blob:, data:, opaque) and port, so that same origin and same site are
// often true, not only false.

import { random } from "./_fast_path.ts";
import { loadWptCases } from "./wpt.ts";
import { URL } from "../mod.ts";

/**
 * Hosts in families: within a family, hosts share a registrable domain, or
 * are the suffix it sits on, or differ from it only by a trailing dot or by
 * the spelling of one address, so that pairs within a family hit every
 * branch of same site.
 */
export const HOST_FAMILIES: readonly (readonly string[])[] = [
  ["example.com", "www.example.com", "a.b.example.com", "EXAMPLE.com", "com"],
  ["example.com.", "www.example.com.", "example.com", "com."],
  [
    "example.co.uk",
    "a.example.co.uk",
    "b.example.co.uk",
    "co.uk",
    "other.co.uk",
  ],
  ["github.io", "a.github.io", "b.github.io", "x.a.github.io"],
  ["blogspot.com", "a.blogspot.com", "b.a.blogspot.com", "blogspot.co.uk"],
  ["appspot.com", "a.appspot.com", "b.a.appspot.com"],
  [
    "s3.amazonaws.com",
    "bucket.s3.amazonaws.com",
    "amazonaws.com",
    "x.amazonaws.com",
  ],
  ["herokuapp.com", "a.herokuapp.com", "b.herokuapp.com"],
  ["b.ck", "a.b.ck", "c.a.b.ck", "www.ck", "a.www.ck", "ck"],
  [
    "kawasaki.jp",
    "b.kawasaki.jp",
    "a.b.kawasaki.jp",
    "city.kawasaki.jp",
    "a.city.kawasaki.jp",
  ],
  ["example.jp", "a.example.jp", "tokyo.jp", "a.tokyo.jp", "x.a.tokyo.jp"],
  ["bücher.de", "xn--bcher-kva.de", "www.bücher.de", "BÜCHER.de", "de"],
  ["例え.テスト", "xn--r8jz45g.xn--zckzah", "a.例え.テスト", "テスト"],
  ["example.إختبار", "sub.example.إختبار", "إختبار"],
  ["münchen.de", "xn--mnchen-3ya.de", "a.münchen.de"],
  ["127.0.0.1", "0x7f.1", "127.1", "2130706433", "127.0.0.2"],
  ["1.2.3.4", "01.02.03.04", "1.2.3.5", "4.3.2.1"],
  ["[::1]", "[0::1]", "[0:0:0:0:0:0:0:1]", "[::2]", "[::ffff:127.0.0.1]"],
  ["[2001:db8::1]", "[2001:DB8:0::1]", "[2001:db8::2]"],
  ["localhost", "LOCALHOST", "a.localhost", "localhost."],
  ["intranet", "server", "a.intranet", "x"],
  ["example.not-a-tld", "a.example.not-a-tld", "not-a-tld"],
  ["a..com", ".com", "b..com"],
];

const SPECIAL = ["https", "http", "wss", "ws", "ftp"];
const PORTS = ["", "", "", ":443", ":80", ":8080", ":21", ":1"];
const OPAQUE = [
  "data:,x",
  "data:text/html,<p>a",
  "about:blank",
  "javascript:void(0)",
  "mailto:a@example.com",
  "urn:isbn:0",
  "git://example.com/r",
  "foo://example.com:8/p",
  "sc://a.github.io/",
  "web+app:x",
];
const INVALID = [
  "",
  "/relative",
  "example.com",
  "http://[::1",
  "https://exa mple.com/",
  "https://a%00b.com/",
  "http://1.2.3.09/",
  "https://xn--/",
];

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)];
}

/** A URL string on `host` with a random special scheme, port and path. */
function onHost(next: () => number, host: string, scheme?: string): string {
  return `${scheme ?? pick(next, SPECIAL)}://${host}${pick(next, PORTS)}/${
    pick(next, ["", "a", "a/b?q#f"])
  }`;
}

/** A file: URL, sometimes with a host. */
function fileURL(next: () => number): string {
  return `file://${
    pick(next, [
      "",
      "",
      "localhost",
      "server",
      "127.0.0.1",
      "[::1]",
      "bücher.de",
    ])
  }/${pick(next, ["a.txt", "C:/b", "srv/c"])}`;
}

/** The WPT URL data as absolute URL strings: parsed inputs and failures. */
export function wptOriginInputs(): string[] {
  const cases = loadWptCases<{ input: string; base: string | null }>(
    "urltestdata.json",
  );
  const out = new Set<string>();
  for (const c of cases) {
    if (c.base === null) out.add(c.input);
    else {
      const url = URL.parse(c.input, c.base);
      if (url !== null) out.add(url.href);
      out.add(c.input);
    }
  }
  return [...out];
}

/** One input: a URL string of some kind, drawn with `next`. */
function input(next: () => number, wpt: readonly string[]): string {
  const r = next();
  if (r < 0.45) return onHost(next, pick(next, pick(next, HOST_FAMILIES)));
  if (r < 0.6) return pick(next, wpt);
  if (r < 0.7) return fileURL(next);
  if (r < 0.82) {
    return "blob:" + pick(next, [
      () => onHost(next, pick(next, pick(next, HOST_FAMILIES))),
      () => fileURL(next),
      () => pick(next, OPAQUE),
    ])();
  }
  if (r < 0.95) return pick(next, OPAQUE);
  return pick(next, INVALID);
}

/**
 * `count` pairs of URL strings drawn with `seed`: half of them two hosts of
 * one family (often same site), a quarter one input twice or a variant of
 * it, the rest independent.
 */
export function originPairs(
  count: number,
  seed: number,
  wpt: readonly string[] = wptOriginInputs(),
): [string, string][] {
  const next = random(seed);
  const pairs: [string, string][] = [];
  for (let i = 0; i < count; i++) {
    const r = next();
    if (r < 0.5) {
      const family = pick(next, HOST_FAMILIES);
      const scheme = pick(next, SPECIAL);
      const a = onHost(next, pick(next, family), scheme);
      const sameScheme = next() < 0.75 ? scheme : undefined;
      const b = onHost(next, pick(next, family), sameScheme);
      pairs.push(next() < 0.1 ? ["blob:" + a, b] : [a, b]);
    } else if (r < 0.75) {
      const a = input(next, wpt);
      pairs.push([a, next() < 0.5 ? a : a.replace(/\/[^/]*$/, "/other")]);
    } else {
      pairs.push([input(next, wpt), input(next, wpt)]);
    }
  }
  return pairs;
}
