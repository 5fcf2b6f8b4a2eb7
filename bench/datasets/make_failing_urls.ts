/**
 * Makes `failing_urls.txt` and `short_urls.txt` from the datasets committed
 * beside it (`debian_urls.txt`, `npm_urls.txt`, `debian_doc_urls.txt`), by
 * fixed rules, so that the files are reproducible from the repository alone
 * (see README.md for their shapes):
 *
 * - `failing_urls.txt`: what a program that validates untrusted input hands
 *   to `URL.canParse()` / `URL.parse()` and gets failure for. Each source
 *   URL with a special scheme and a domain gets one rule, picked by an FNV-1a
 *   hash of the URL ({@linkcode FAILING_RULES}): prose after the host, a
 *   space or another forbidden code point inside it, a port that is no
 *   number or too large, an unclosed IPv6 address, an IPv4 address out of
 *   range, userinfo without a host, the host without a scheme, a path or
 *   query without a base, a Punycode label that does not decode (beside a
 *   non-ASCII label), a code point that IDNA disallows. Lines the URL parser still accepts are dropped.
 * - `short_urls.txt`: short URLs that parse, as a page or a log holds them:
 *   each source URL with a special scheme cut after its host (with "/"),
 *   after its first path segment, and after its first two, keeping those of
 *   at most 40 code units.
 *
 * Both files are deduplicated, in a fixed pseudo-random order (by the
 * FNV-1a hash of each line), and cut to their first {@linkcode LINES} lines
 * (what the suite reads by default), so the first lines are a sample.
 *
 * Usage: deno task bench:datasets:failing
 *
 * @module
 */

import { readFileSync, writeFileSync } from "node:fs";
import { fnv1a } from "./make_local_urls.ts";

const here = new URL(".", import.meta.url).pathname;

/** The datasets the rules read. */
const SOURCES = ["debian_urls.txt", "npm_urls.txt", "debian_doc_urls.txt"];

/** The lines each file keeps. */
const LINES = 10_000;

/** A special URL split at its host: `scheme://`, the host, and the rest. */
interface Parts {
  scheme: string;
  host: string;
  rest: string;
}

/** A rule that makes a failing input of a URL's parts. */
type Rule = (parts: Parts, hash: number) => string;

/** Words that follow a URL in running text. */
const WORDS = ["for", "and", "or", "see", "(mirror)", "is", "-", "ver."];

/** Host code points the domain parser forbids, but "%" and the space. */
const FORBIDDEN = ["<", ">", "^", "|", "*"];

/**
 * The rules, each a kind of failure the URL parser meets in untrusted
 * input; a URL's hash picks one.
 */
export const FAILING_RULES: readonly Rule[] = [
  // Prose after the host: "http://www.example.org for de".
  (p, h) =>
    `${p.scheme}${p.host} ${WORDS[h % WORDS.length]} ${p.rest.slice(1)}`,
  // A space inside the host.
  (p) => `${p.scheme}${spliceMiddle(p.host, " ")}${p.rest}`,
  // Another forbidden domain code point inside the host.
  (p, h) =>
    `${p.scheme}${
      spliceMiddle(p.host, FORBIDDEN[h % FORBIDDEN.length])
    }${p.rest}`,
  // A port that is no number, or out of range.
  (p, h) =>
    `${p.scheme}${p.host}:${["$", "80a", "99999", "8o8o"][h % 4]}${p.rest}`,
  // An unclosed IPv6 address.
  (p, h) =>
    `${p.scheme}[${["::1", "2001:db8::", "fe80::1%25"][h % 3]}${p.rest}`,
  // An IPv4 address out of range, or of five parts.
  (p, h) =>
    `${p.scheme}${
      ["256.1.1.1", "1.2.3.4.5", "999.0.0.1", "0x1ffffffff"][h % 4]
    }${p.rest}`,
  // Userinfo without a host.
  (p) => `${p.scheme}${p.host.split(".")[0]}@${p.rest}`,
  // The host without a scheme, as users type it.
  (p) => `${p.host}${p.rest}`,
  // A path or a query without a base.
  (p, h) => (h % 2 === 0 ? p.rest : `?${p.host}`),
  // A Punycode label that does not decode, beside a non-ASCII label (for an
  // ASCII domain the domain parser keeps the lowercased input, whatever
  // ToASCII says).
  (p) =>
    `${p.scheme}xn--${p.host.split(".")[0]}-.${
      spliceMiddle(p.host, "\u00F6")
    }${p.rest}`,
  // A label that IDNA refuses (a code point UTS #46 disallows).
  (p, h) =>
    `${p.scheme}${
      spliceMiddle(p.host, ["\u2028", "\uFFFD", "\u0080"][h % 3])
    }${p.rest}`,
];

/** `text` with `insert` in its middle. */
function spliceMiddle(text: string, insert: string): string {
  const middle = text.length >> 1;
  return text.slice(0, middle) + insert + text.slice(middle);
}

/** A URL with a special scheme and a domain, split at its host, or null. */
function partsOf(line: string): Parts | null {
  const match =
    /^((?:https?|ftp|wss?):\/\/)([a-z0-9.-]+\.[a-z]{2,})(\/[^\s]*)?$/
      .exec(line);
  if (match === null) return null;
  return { scheme: match[1], host: match[2], rest: match[3] ?? "/" };
}

/** The file's lines: deduplicated, in the order of their FNV-1a hashes. */
function ordered(lines: Iterable<string>): string[] {
  return [...new Set(lines)].sort((a, b) =>
    fnv1a(a) - fnv1a(b) || (a < b ? -1 : 1)
  ).slice(0, LINES);
}

/** The lines of the source datasets. */
function sourceLines(): string[] {
  return SOURCES.flatMap((name) =>
    readFileSync(`${here}${name}`, "utf8").split("\n").filter((l) => l !== "")
  );
}

/** The failing inputs of the source lines. */
export function failingInputs(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const parts = partsOf(line);
    if (parts === null) continue;
    const hash = fnv1a(line);
    const input = FAILING_RULES[hash % FAILING_RULES.length](parts, hash >>> 8);
    if (!/[\n\r]/.test(input) && !URL.canParse(input)) out.push(input);
  }
  return ordered(out);
}

/** The short URLs cut from the source lines. */
export function shortInputs(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const parts = partsOf(line);
    if (parts === null) continue;
    const segments = parts.rest.split(/[?#]/)[0].split("/");
    for (let n = 1; n <= 3; n++) {
      const url = `${parts.scheme}${parts.host}${
        segments.slice(0, n).join("/")
      }${n === 1 ? "/" : ""}`;
      if (url.length <= 40 && URL.canParse(url)) out.push(url);
    }
  }
  return ordered(out);
}

if (import.meta.main) {
  const lines = sourceLines();
  for (
    const [name, made] of [
      ["failing_urls.txt", failingInputs(lines)],
      ["short_urls.txt", shortInputs(lines)],
    ] as const
  ) {
    writeFileSync(`${here}${name}`, made.join("\n") + "\n");
    console.error(`${name}: ${made.length} lines`);
  }
}
