// Private: the text rewrites normalizeUrlCompat() applies to the components
// of a URL, as normalize-url 10 makes them: trimming, the path's decoding
// (JavaScript's decodeURI, one segment at a time), duplicate slashes, the
// query's parameters and unreserved escapes.

import { utf8PercentDecode } from "../percent/mod.ts";
import { isUnreserved, normalizeEscapes } from "./_escapes.ts";

/** Whether a code point is one trimmed from the ends of the input. */
export function isControlOrWhitespace(code: number): boolean {
  return code <= 0x20 || /\s/.test(String.fromCharCode(code));
}

/** `text` without the code units `strip` accepts at its start and end. */
export function trimWith(
  text: string,
  strip: (code: number) => boolean,
  ends: "both" | "end" = "both",
): string {
  let start = 0;
  let end = text.length;
  if (ends === "both") {
    while (start < end && strip(text.charCodeAt(start))) start++;
  }
  while (end > start && strip(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

/**
 * `text` with the controls and whitespace at its end percent-encoded, so
 * that trimming the result as input does not remove them.
 */
export function escapeTrailingWhitespace(text: string): string {
  const kept = trimWith(text, isControlOrWhitespace, "end");
  return kept + encodeURIComponent(text.slice(kept.length));
}

/** Percent-encoding with uppercase hex digits. */
export function upperEscapes(text: string): string {
  return normalizeEscapes(text, { percentEncodingCase: "upper" });
}

/** The byte of the escape at `i` (`%` and two hex digits), or -1. */
function escapeAt(text: string, i: number): number {
  if (text.charCodeAt(i) !== 0x25) return -1;
  const hex = text.slice(i + 1, i + 3);
  return /^[0-9A-Fa-f]{2}$/.test(hex) ? parseInt(hex, 16) : -1;
}

const HEX_DIGIT = /^[0-9A-Fa-f]$/;

/**
 * Decodes the escapes of unreserved characters. A `%` that starts no escape
 * but is followed by a hex digit, or by an escape of one, becomes `%25`, so
 * that decoding does not make an escape of it (`%%41` is not `%A`).
 */
export function decodeUnreservedEscapes(text: string): string {
  let out = "";
  let from = 0;
  for (let i = text.indexOf("%"); i >= 0; i = text.indexOf("%", i + 1)) {
    const byte = escapeAt(text, i);
    if (byte >= 0) {
      if (!isUnreserved(byte)) continue;
      out += text.slice(from, i) + String.fromCharCode(byte);
      from = i + 3;
      i += 2;
      continue;
    }
    const next = escapeAt(text, i + 1);
    const digitFollows = HEX_DIGIT.test(text.charAt(i + 1)) ||
      (next >= 0 && HEX_DIGIT.test(String.fromCharCode(next)));
    if (digitFollows) {
      out += text.slice(from, i) + "%25";
      from = i + 1;
    }
  }
  return out + text.slice(from);
}

/** The characters decodeURI() leaves escaped: `;/?:@&=+$,#`. */
const URI_RESERVED = new Set([..."#$&+,/:;=?@"].map((c) => c.charCodeAt(0)));

/** Escapes the path keeps: `%`, and tab, LF and CR, which a parser drops. */
const KEPT_IN_PATH = new Set([0x09, 0x0a, 0x0d, 0x25]);

/**
 * One path segment decoded as JavaScript's `decodeURI()` decodes it, with
 * `%25`, `%09`, `%0A`, `%0D` kept and a backslash written `%5C`; the
 * segment unchanged when it is not valid to decode (a `%` without two hex
 * digits, or escapes that are not UTF-8).
 */
export function decodePathSegment(segment: string): string {
  let out = "";
  let i = 0;
  while (i < segment.length) {
    const percent = segment.indexOf("%", i);
    if (percent < 0) break;
    out += segment.slice(i, percent);
    const byte = escapeAt(segment, percent);
    if (byte < 0) return segment;
    if (byte < 0x80) {
      out += KEPT_IN_PATH.has(byte) || URI_RESERVED.has(byte)
        ? segment.slice(percent, percent + 3)
        : String.fromCharCode(byte);
      i = percent + 3;
      continue;
    }
    const decoded = decodeUtf8Escapes(segment, percent, byte);
    if (decoded === null) return segment;
    out += decoded.text;
    i = decoded.end;
  }
  return (out + segment.slice(i)).replaceAll("\\", "%5C");
}

/**
 * The code point whose UTF-8 form the escapes at `start` spell (the first
 * byte already read), and where they end; `null` when they are not one
 * well-formed UTF-8 sequence (as `decodeURI()` throws).
 */
function decodeUtf8Escapes(
  text: string,
  start: number,
  lead: number,
): { text: string; end: number } | null {
  const length = lead > 0xf4
    ? 0
    : lead >= 0xf0
    ? 4
    : lead >= 0xe0
    ? 3
    : lead >= 0xc2
    ? 2
    : 0;
  if (length === 0) return null;
  let code = lead & (0xff >> (length + 1));
  for (let k = 1; k < length; k++) {
    const byte = escapeAt(text, start + 3 * k);
    if (byte < 0x80 || byte > 0xbf) return null;
    code = (code << 6) | (byte & 0x3f);
  }
  const least = [0, 0, 0x80, 0x800, 0x10000][length];
  if (code < least || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    return null;
  }
  return { text: String.fromCodePoint(code), end: start + 3 * length };
}

/**
 * A scheme-like name and `://` in a path, whose two slashes are kept (up to
 * 51 characters, after a non-word character).
 */
const PATH_PROTOCOL = /(\b[A-Za-z][A-Za-z0-9+\-.]{0,50}:\/\/)/;
const PATH_ENDS_WITH_PROTOCOL = /\b[A-Za-z][A-Za-z0-9+\-.]{0,50}:\/\/$/;

/** A path with runs of slashes made one, except a protocol lookalike's. */
export function removeDuplicateSlashes(path: string): string {
  return path.split(PATH_PROTOCOL)
    .map((part, i) => i % 2 === 0 ? part.replace(/\/{2,}/g, "/") : part)
    .join("");
}

/** A path without one trailing slash, unless a protocol lookalike's. */
export function removeTrailingSlash(path: string): string {
  return PATH_ENDS_WITH_PROTOCOL.test(path) ? path : path.replace(/\/$/, "");
}

/**
 * The reserved characters whose escapes a query keeps, so that decoding it
 * does not change which parameters it has or what they say.
 */
const QUERY_RESERVED = new Set(
  [..."!#$&'()*+,/:;=?@[]"].map((c) => c.charCodeAt(0)),
);

/**
 * One name or value of a query, as the URL's query has it, written as
 * normalize-url writes it back: the escapes of reserved characters kept
 * (in uppercase), the rest decoded as `application/x-www-form-urlencoded`
 * (`+` as a space, invalid UTF-8 as U+FFFD) and written with a space as
 * `+` and `%`, `?`, tab, LF and CR escaped. The query setter then encodes
 * what the query percent-encode set holds.
 */
export function rewriteQueryText(text: string): string {
  let out = "";
  let from = 0;
  for (let i = text.indexOf("%"); i >= 0; i = text.indexOf("%", i + 1)) {
    const byte = escapeAt(text, i);
    if (byte < 0 || !QUERY_RESERVED.has(byte)) continue;
    out += formDecoded(text.slice(from, i)) +
      text.slice(i, i + 3).toUpperCase();
    from = i + 3;
  }
  return out + formDecoded(text.slice(from));
}

function formDecoded(text: string): string {
  return utf8PercentDecode(text.replaceAll("+", " ")).replace(
    /[ %?\t\n\r]/g,
    (c) =>
      c === " "
        ? "+"
        : "%" + c.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase(),
  );
}
