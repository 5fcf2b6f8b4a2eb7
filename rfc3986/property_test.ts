// Property tests with a small seeded generator (fast-check is not a
// dependency): deterministic, a fixed number of cases, no I/O.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  equivalent,
  isAbsoluteUri,
  isRelativeReference,
  isUri,
  isUriReference,
  normalize,
  parseReference,
  recomposeReference,
  removeDotSegments,
  resolveReference,
} from "./mod.ts";

/** mulberry32: a tiny deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Gen {
  #next: () => number;
  constructor(seed: number) {
    this.#next = prng(seed);
  }
  int(n: number): number {
    return Math.floor(this.#next() * n);
  }
  chance(p: number): boolean {
    return this.#next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  repeat(max: number, f: () => string, separator = ""): string {
    const parts: string[] = [];
    for (let n = this.int(max + 1); n > 0; n--) parts.push(f());
    return parts.join(separator);
  }
}

// The ABNF of RFC 3986 Appendix A as regular expressions: an independent
// oracle for the hand-written scanner, used on short inputs only.
const UNRESERVED = "[A-Za-z0-9\\-._~]";
const PCT = "%[0-9A-Fa-f]{2}";
const SUB = "[!$&'()*+,;=]";
const PCHAR = `(?:${UNRESERVED}|${PCT}|${SUB}|[:@])`;
const SEGMENT = `${PCHAR}*`;
const SEGMENT_NZ = `${PCHAR}+`;
const SEGMENT_NZ_NC = `(?:${UNRESERVED}|${PCT}|${SUB}|@)+`;
const DEC_OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])";
const IPV4 = `${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}`;
const H16 = "[0-9A-Fa-f]{1,4}";
const LS32 = `(?:${H16}:${H16}|${IPV4})`;
const IPV6 = "(?:" + [
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `(?:${H16})?::(?:${H16}:){4}${LS32}`,
  `(?:(?:${H16}:){0,1}${H16})?::(?:${H16}:){3}${LS32}`,
  `(?:(?:${H16}:){0,2}${H16})?::(?:${H16}:){2}${LS32}`,
  `(?:(?:${H16}:){0,3}${H16})?::${H16}:${LS32}`,
  `(?:(?:${H16}:){0,4}${H16})?::${LS32}`,
  `(?:(?:${H16}:){0,5}${H16})?::${H16}`,
  `(?:(?:${H16}:){0,6}${H16})?::`,
].join("|") + ")";
const IPVFUTURE = `[vV][0-9A-Fa-f]+\\.(?:${UNRESERVED}|${SUB}|:)+`;
const IP_LITERAL = `\\[(?:${IPV6}|${IPVFUTURE})\\]`;
const REG_NAME = `(?:${UNRESERVED}|${PCT}|${SUB})*`;
const HOST = `(?:${IP_LITERAL}|${IPV4}|${REG_NAME})`;
const USERINFO = `(?:${UNRESERVED}|${PCT}|${SUB}|:)*`;
const AUTHORITY = `(?:${USERINFO}@)?${HOST}(?::[0-9]*)?`;
const PATH_ABEMPTY = `(?:/${SEGMENT})*`;
const PATH_ABSOLUTE = `/(?:${SEGMENT_NZ}(?:/${SEGMENT})*)?`;
const PATH_NOSCHEME = `${SEGMENT_NZ_NC}(?:/${SEGMENT})*`;
const PATH_ROOTLESS = `${SEGMENT_NZ}(?:/${SEGMENT})*`;
const QUERY = `(?:${PCHAR}|[/?])*`;
const SCHEME = "[A-Za-z][A-Za-z0-9+\\-.]*";
const HIER_PART =
  `(?://${AUTHORITY}${PATH_ABEMPTY}|${PATH_ABSOLUTE}|${PATH_ROOTLESS}|)`;
const RELATIVE_PART =
  `(?://${AUTHORITY}${PATH_ABEMPTY}|${PATH_ABSOLUTE}|${PATH_NOSCHEME}|)`;
const URI_RE = new RegExp(
  `^${SCHEME}:${HIER_PART}(?:\\?${QUERY})?(?:#${QUERY})?$`,
);
const ABSOLUTE_URI_RE = new RegExp(`^${SCHEME}:${HIER_PART}(?:\\?${QUERY})?$`);
const RELATIVE_REF_RE = new RegExp(
  `^${RELATIVE_PART}(?:\\?${QUERY})?(?:#${QUERY})?$`,
);
const IPV4_RE = new RegExp(`^${IPV4}$`);
const IPV6_RE = new RegExp(`^\\[${IPV6}\\]$`);
const IPVFUTURE_RE = new RegExp(`^\\[${IPVFUTURE}\\]$`);

/** Strings from tokens that hit the grammar's edges, valid or not. */
function tokenSoup(g: Gen): string {
  const tokens = [
    "a",
    "Z",
    "0",
    "1",
    "9",
    "25",
    "255",
    "256",
    "01",
    "f",
    "v",
    "V",
    "x",
    "http",
    "s+1",
    "-",
    ".",
    "..",
    "_",
    "~",
    "!",
    "$",
    "'",
    "(",
    "*",
    "+",
    ",",
    ";",
    "=",
    ":",
    "::",
    "@",
    "/",
    "//",
    "?",
    "#",
    "[",
    "]",
    "%",
    "%4",
    "%41",
    "%2e",
    "%2E",
    "%zz",
    " ",
    "\\",
    "^",
    "{",
    "|",
    "é",
    "\t",
    "1.2.3.4",
    "::1",
    "ffff",
    "v1.x",
    "[::1]",
    "[v1.a]",
    "1:2:3:4:5:6:7:8",
  ];
  return g.repeat(12, () => g.pick(tokens));
}

/** Short segments, dot segments and encodings included. */
function segment(g: Gen): string {
  return g.pick([
    "",
    ".",
    "..",
    "a",
    "B",
    "c.d",
    "%2e",
    "%2E%2e",
    ".%2E",
    "%7e",
    "%7E",
    "%41",
    "%3a",
    "%2F",
    "e:f",
    "g@h",
    "x-y_z~",
    "!$&'()*+,;=",
    "...",
    "..a",
  ]);
}

function host(g: Gen): string {
  return g.pick([
    "",
    "example.COM",
    "Ex%41mple",
    "%c3%a9",
    "127.0.0.1",
    "255.255.255.255",
    "256.1.1.1",
    "[::1]",
    "[2001:DB8::7]",
    "[::ffff:192.0.2.1]",
    "[v1.Ab:C]",
    "a.b-c_d~e",
  ]);
}

/** A random URI-reference built from the grammar (valid by construction). */
function validReference(g: Gen, withScheme: boolean): string {
  let result = "";
  const scheme = withScheme
    ? g.pick(["http", "HTTPS", "s", "foo+bar", "file", "urn"])
    : null;
  if (scheme !== null) result += scheme + ":";
  const authority = g.chance(0.5);
  if (authority) {
    result += "//";
    if (g.chance(0.3)) result += g.pick(["u", "U:p", "", "%41:%7e"]) + "@";
    result += host(g);
    if (g.chance(0.4)) result += ":" + g.pick(["", "80", "443", "080", "8080"]);
    result += g.repeat(4, () => "/" + segment(g));
  } else {
    const shape = g.int(3);
    if (shape === 0) {
      // path-absolute: the first segment is not empty
      result += g.chance(0.5) ? "" : "/" + g.pick(["a", ".", "..", "%2e"]) +
        g.repeat(4, () => "/" + segment(g));
    } else if (shape === 1) {
      // path-rootless / path-noscheme: a first segment without ":" unless
      // there is a scheme
      let first = segment(g);
      if (first === "" || (scheme === null && first.includes(":"))) first = "a";
      result += first + g.repeat(4, () => "/" + segment(g));
    }
  }
  if (g.chance(0.3)) result += "?" + g.repeat(3, () => segment(g), "/");
  if (g.chance(0.3)) result += "#" + g.repeat(3, () => segment(g), "?");
  return result;
}

/** Random strings of what IP addresses are made of. */
function ipSoup(g: Gen): string {
  const tokens = [
    "1",
    "ff",
    "FFFF",
    "12345",
    "0",
    "00",
    "255",
    "256",
    "25",
    "2",
    ":",
    ":",
    ":",
    "::",
    ".",
    ".",
    "1.2.3.4",
    "v",
    "V",
    "g",
    "x",
    "%25",
    "!",
  ];
  return g.repeat(12, () => g.pick(tokens));
}

/** Inserts, deletes or replaces a few characters. */
function mutate(g: Gen, input: string): string {
  const tokens = [
    ":",
    "/",
    "//",
    "?",
    "#",
    "@",
    "[",
    "]",
    "%",
    "%4",
    ".",
    "..",
    " ",
    "a",
    "1",
    "é",
    "\\",
    "+",
  ];
  let result = input;
  for (let n = g.int(3); n > 0; n--) {
    const at = g.int(result.length + 1);
    const op = g.int(3);
    const token = g.pick(tokens);
    if (op === 0) result = result.slice(0, at) + token + result.slice(at);
    else if (op === 1) result = result.slice(0, at) + result.slice(at + 1);
    else result = result.slice(0, at) + token + result.slice(at + 1);
  }
  return result;
}

/**
 * Checks every validator and `parseReference` against the regular
 * expressions; returns whether the input is a URI-reference.
 */
function agreesWithAbnf(input: string): boolean {
  const uri = URI_RE.test(input);
  const relative = RELATIVE_REF_RE.test(input);
  assert.equal(isUri(input), uri, input);
  assert.equal(isRelativeReference(input), relative, input);
  assert.equal(isUriReference(input), uri || relative, input);
  assert.equal(isAbsoluteUri(input), ABSOLUTE_URI_RE.test(input), input);
  const ref = parseReference(input);
  assert.equal(ref !== null, uri || relative, input);
  if (ref !== null && ref.host !== null) {
    const expectedType = IPV6_RE.test(ref.host)
      ? "IPv6"
      : IPVFUTURE_RE.test(ref.host)
      ? "IPvFuture"
      : IPV4_RE.test(ref.host)
      ? "IPv4"
      : "reg-name";
    assert.equal(ref.hostType, expectedType, input);
  }
  return uri || relative;
}

const CASES = 4000;

describe("property", () => {
  it("the scanner agrees with the ABNF on random token strings", () => {
    const g = new Gen(3986);
    for (let n = 0; n < CASES * 5; n++) agreesWithAbnf(tokenSoup(g));
  });

  it("the scanner agrees with the ABNF on mutated valid references", () => {
    const g = new Gen(5);
    let valid = 0;
    for (let n = 0; n < CASES * 5; n++) {
      if (agreesWithAbnf(mutate(g, validReference(g, g.chance(0.7))))) valid++;
    }
    // Enough of both sides for the comparison to mean something.
    assert.ok(valid > CASES && valid < CASES * 4, `${valid} valid`);
  });

  it("the scanner agrees with the ABNF on random IP-literals and IPv4", () => {
    const g = new Gen(6);
    const counts = { IPv4: 0, IPv6: 0, IPvFuture: 0 };
    for (let n = 0; n < CASES * 5; n++) {
      const soup = ipSoup(g);
      for (const input of [`s://[${soup}]/`, `//${soup}`, `s://u@${soup}:1`]) {
        agreesWithAbnf(input);
        const type = parseReference(input)?.hostType;
        if (type === "IPv4" || type === "IPv6" || type === "IPvFuture") {
          counts[type]++;
        }
      }
    }
    for (const [type, count] of Object.entries(counts)) {
      assert.ok(count > 100, `${count} ${type}`);
    }
  });

  it("recomposing a parsed reference gives it back", () => {
    const g = new Gen(1);
    for (let n = 0; n < CASES; n++) {
      const input = validReference(g, g.chance(0.5));
      const ref = parseReference(input);
      assert.notEqual(ref, null, input);
      assert.equal(recomposeReference(ref!), input);
    }
  });

  it("resolving a valid reference against a URI gives a URI", () => {
    const g = new Gen(2);
    for (let n = 0; n < CASES; n++) {
      const base = validReference(g, true);
      const reference = validReference(g, g.chance(0.2));
      for (const strict of [true, false]) {
        const target = resolveReference(base, reference, { strict });
        const label = `<${reference}> against <${base}>`;
        assert.notEqual(target, null, label);
        const parsed = parseReference(target!);
        assert.ok(parsed !== null && parsed.scheme !== null, label);
        // The fragment comes from the reference; the path has no dot
        // segments left (but the "/." that keeps "//" from becoming an
        // authority), unless it is the base's path, kept as it is.
        assert.equal(parsed.fragment, parseReference(reference)!.fragment);
        if (parseReference(reference)!.path !== "") {
          const path = parsed.authority === null &&
              parsed.path.startsWith("/.//")
            ? parsed.path.slice(2)
            : parsed.path;
          assert.equal(removeDotSegments(path), path, label);
        }
      }
    }
  });

  it("normalize() is idempotent and gives an equivalent URI", () => {
    const g = new Gen(3);
    for (let n = 0; n < CASES; n++) {
      const input = validReference(g, true);
      for (const options of [{}, { schemeBased: true }]) {
        const once = normalize(input, options);
        assert.notEqual(once, null, input);
        assert.equal(isUri(once!), true, input);
        assert.equal(normalize(once!, options), once, input);
        assert.equal(equivalent(input, once!, options), true, input);
      }
    }
  });

  it("normalize() of a resolved reference is idempotent", () => {
    const g = new Gen(4);
    for (let n = 0; n < CASES; n++) {
      const target = resolveReference(
        validReference(g, true),
        validReference(g, false),
      )!;
      const once = normalize(target)!;
      assert.equal(normalize(once), once, target);
    }
  });
});
