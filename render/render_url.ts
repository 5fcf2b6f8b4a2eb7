/**
 * Rendering a URL for a person: url.bs's advice for security and trust
 * displays, as a value a UI can style.
 *
 * @module
 */

import { URL } from "../api/mod.ts";
import { domainToUnicode } from "../host/mod.ts";
import {
  type HostType,
  hostType,
  includesCredentials,
  parseURL,
  serializePath,
  type URLRecord,
} from "../parser/mod.ts";
import { registrableDomain } from "../psl/mod.ts";
import { percentDecodeForDisplay } from "./display_decode.ts";
import { defaultLabelPolicy, type LabelPolicy } from "./label_policy.ts";
import { displayOpaqueHost } from "./opaque_host.ts";
import { work } from "./_work.ts";

/** How {@linkcode renderURL} renders. */
export interface RenderOptions {
  /**
   * `"full"` (the default) renders scheme, host, port, path, query and
   * fragment; `"host"` renders only the host, the simplified form for
   * surfaces where the host is what a person decides on (for a URL without
   * a host, its scheme).
   */
  mode?: "full" | "host";
  /**
   * The most code points the text may have (each `…` and, with `isolate`,
   * the isolate marks included); parts are elided to fit: the fragment,
   * query and path first (from their end), then the host's labels from the
   * lowest-level one, then the scheme. The registrable domain goes last:
   * when it alone does not fit, it is cut from its start (`…ple.com`), so
   * its end — what tells the site — stays. A cut never falls inside a
   * percent-escape or a surrogate pair. Default (`undefined`): no limit.
   *
   * It is converted as Web IDL converts an `[EnforceRange] unsigned long`:
   * ToNumber (so `"12"` is 12 and `null` is 0), a fraction truncated
   * toward zero (`2.7` is 2), and a `TypeError` for `NaN` (what `"abc"` and
   * `{}` convert to), ±`Infinity`, and anything below 0 or above
   * 2<sup>32</sup> − 1 after truncation.
   */
  maxLength?: number;
  /** Domain labels in Unicode where the label policy allows (default `true`). */
  unicode?: boolean;
  /**
   * Which labels are shown in Unicode; default {@linkcode defaultLabelPolicy}
   * (`createLabelPolicy()` makes one with a top-domain list of one's own).
   */
  labelPolicy?: LabelPolicy;
  /** Whether `"full"` mode shows the scheme (default `true`). */
  showScheme?: boolean;
  /** In `"host"` mode, drops a leading `www` or `m` label above the registrable domain. */
  omitTrivialSubdomains?: boolean;
  /**
   * Wraps the text in a left-to-right isolate (U+2066 … U+2069) and the host
   * in another, so right-to-left labels cannot reorder the parts (url.bs:
   * "as if it were in a left-to-right embedding"). Default `false`.
   */
  isolate?: boolean;
}

/** The kinds of part a rendered URL is made of. */
export type RenderedPartKind =
  | "scheme"
  | "host"
  | "port"
  | "path"
  | "query"
  | "fragment";

/** One part of a rendered URL, with its range in the text. */
export interface RenderedPart {
  /** Which component the part shows. */
  kind: RenderedPartKind;
  /** The part as shown (with `…` where it was elided). */
  text: string;
  /** Where the part starts in the rendered text (a UTF-16 index). */
  start: number;
  /** Where the part ends in the rendered text (a UTF-16 index). */
  end: number;
  /** Whether some of the component is not shown. */
  elided: boolean;
}

/** What {@linkcode renderURL} returns. */
export interface RenderedURL {
  /** The text to show. */
  text: string;
  /** The parts shown, in order; an elided-away component has no part. */
  parts: RenderedPart[];
  /** The registrable domain's range in the text, when the host has one. */
  registrableDomain: { start: number; end: number } | null;
  /** The host's kind, as the host parser made it; `null` without a host. */
  hostKind: HostType | null;
  /** The labels the policy kept in ASCII although they have a Unicode form. */
  asciiLabels: string[];
  /** Whether the URL has a username or password, which is never shown. */
  credentialsHidden: boolean;
  /** Whether anything was elided to meet `maxLength`. */
  elided: boolean;
}

const ELLIPSIS = "\u2026";
const LRI = "\u2066";
const PDI = "\u2069";

/** The host as labels to show and how many of them are the registrable domain. */
interface HostLabels {
  labels: string[];
  registrable: number;
  hasRegistrable: boolean;
  ascii: string[];
}

/** The displayed labels of a domain, chosen by the policy. */
function domainLabels(
  host: string,
  options: RenderOptions,
): HostLabels {
  const ascii = host.split(".");
  const registrable = registrableDomain(host);
  const count = registrable === null
    ? ascii.length
    : registrable.split(".").length;
  const unicode = options.unicode === false
    ? ascii
    : domainToUnicode(host).split(".");
  const hasRegistrable = registrable !== null;
  if (unicode.length !== ascii.length) {
    return { labels: ascii, registrable: count, hasRegistrable, ascii: [] };
  }
  const policy = options.labelPolicy ?? defaultLabelPolicy;
  const kept: string[] = [];
  const labels = ascii.map((label, index) => {
    if (unicode[index] === label) return label;
    if (policy(unicode[index], { ascii: label, labels: unicode, index })) {
      return unicode[index];
    }
    kept.push(label);
    return label;
  });
  return { labels, registrable: count, hasRegistrable, ascii: kept };
}

/** The host part's labels; a host that is not a domain is one label. */
function hostLabels(
  record: URLRecord,
  kind: HostType,
  options: RenderOptions,
): HostLabels {
  if (kind === "domain") {
    const host = domainLabels(record.host!, options);
    const first = host.labels[0];
    if (
      options.mode === "host" && options.omitTrivialSubdomains &&
      (first === "www" || first === "m") &&
      host.labels.length > host.registrable
    ) {
      host.labels = host.labels.slice(1);
    }
    return host;
  }
  if (kind === "opaque" && options.unicode !== false) {
    const shown = displayOpaqueHost(
      record.host!,
      options.labelPolicy ?? defaultLabelPolicy,
    );
    return {
      labels: shown.labels,
      registrable: shown.labels.length,
      hasRegistrable: false,
      ascii: shown.encoded,
    };
  }
  return {
    labels: [record.host!],
    registrable: 1,
    hasRegistrable: false,
    ascii: [],
  };
}

/** A part before its place in the text is known. */
interface Piece {
  kind: RenderedPartKind;
  text: string;
  elided: boolean;
}

/** The number of code points in a string. */
function codePoints(text: string): number {
  work(text.length);
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** The number of code points in pieces' texts together. */
function piecesLength(pieces: readonly Piece[]): number {
  let count = 0;
  for (const piece of pieces) count += codePoints(piece.text);
  return count;
}

/**
 * The first `count` code points of a string, shortened further so that the
 * cut does not fall inside a percent-escape.
 */
function firstCodePoints(text: string, count: number): string {
  work(text.length);
  let end = 0;
  for (const char of text) {
    if (count-- <= 0) break;
    end += char.length;
  }
  const partial = /%[0-9A-Fa-f]?$/.exec(text.slice(0, end));
  if (
    partial !== null &&
    /^%[0-9A-Fa-f]{2}/.test(text.slice(partial.index, partial.index + 3))
  ) {
    end = partial.index;
  }
  return text.slice(0, end);
}

/**
 * The last `count` code points of a string, shortened further so that they
 * do not start inside a percent-escape.
 */
function lastCodePoints(text: string, count: number): string {
  if (count <= 0) return "";
  work(text.length);
  let start = text.length - [...text].slice(-count).join("").length;
  for (const back of [2, 1]) {
    const at = start - back;
    if (at >= 0 && /^%[0-9A-Fa-f]{2}$/.test(text.slice(at, at + 3))) {
      start = at + 3;
    }
  }
  return text.slice(start);
}

/** The labels from `dropped` on, joined. */
function joinLabels(host: HostLabels, dropped: number): string {
  const shown = host.labels.slice(dropped).join(".");
  work(shown.length);
  return shown;
}

/** The host piece with the lowest `dropped` labels elided. */
function hostPiece(host: HostLabels, dropped: number): Piece {
  const shown = joinLabels(host, dropped);
  return {
    kind: "host",
    text: dropped > 0 ? ELLIPSIS + shown : shown,
    elided: dropped > 0,
  };
}

/**
 * The length in code points of the host piece for each number of dropped
 * labels, from the labels' lengths measured once: the host need not be
 * joined to try a cut.
 */
function hostLengths(host: HostLabels): (dropped: number) => number {
  const { labels } = host;
  // after[i]: the code points of labels[i..] joined with dots.
  const after = new Array<number>(labels.length + 1).fill(0);
  for (let i = labels.length - 1; i >= 0; i--) {
    const dot = i < labels.length - 1 ? 1 : 0;
    after[i] = codePoints(labels[i]) + dot + after[i + 1];
  }
  return (dropped) => dropped > 0 ? 1 + after[dropped] : after[0];
}

/** Pieces cut to `budget` code points and an ellipsis. */
function cutRest(rest: Piece[], budget: number): Piece[] {
  const out: Piece[] = [];
  for (const piece of rest) {
    const length = codePoints(piece.text);
    if (length <= budget) {
      out.push(piece);
      budget -= length;
      continue;
    }
    out.push({
      ...piece,
      text: firstCodePoints(piece.text, budget) + ELLIPSIS,
      elided: true,
    });
    break;
  }
  return out;
}

/** The rest replaced by one ellipsis, or kept when it is at most a "/". */
function restMarker(rest: Piece[]): Piece[] {
  if (piecesLength(rest) <= 1) return rest;
  const first = rest[0];
  const text = first.kind === "path" && first.text.startsWith("/")
    ? "/" + ELLIPSIS
    : ELLIPSIS;
  return [{ kind: first.kind, text, elided: true }];
}

/**
 * The pieces to show within `maxLength`, from the whole URL down to the
 * registrable domain. Each cut is measured from lengths taken once, and
 * only the pieces returned are built, so the work is linear in the URL.
 */
function elide(
  scheme: Piece | null,
  host: HostLabels | null,
  port: Piece | null,
  rest: Piece[],
  maxLength: number,
): Piece[] {
  const hostLength = host === null ? () => 0 : hostLengths(host);
  const schemeLength = scheme === null ? 0 : codePoints(scheme.text);
  const portLength = port === null ? 0 : codePoints(port.text);
  const headLength = (dropped: number, withScheme: boolean) =>
    (withScheme ? schemeLength : 0) + hostLength(dropped) + portLength;
  const head = (dropped: number, withScheme: boolean): Piece[] => [
    ...(withScheme && scheme !== null ? [scheme] : []),
    ...(host !== null ? [hostPiece(host, dropped)] : []),
    ...(port !== null ? [port] : []),
  ];
  if (headLength(0, true) + piecesLength(rest) <= maxLength) {
    return [...head(0, true), ...rest];
  }
  // A cut path keeps its "/", so the host's end stays visible.
  const kept = rest.length > 0 && rest[0].text.startsWith("/") ? 1 : 0;
  const budget = maxLength - headLength(0, true) - 1;
  if (rest.length > 0 && budget >= kept) {
    return [...head(0, true), ...cutRest(rest, budget)];
  }
  const marker = restMarker(rest);
  // Without a host, the scheme is what says what the URL is: it goes last.
  if (host === null) {
    return cutHostless([...head(0, true), ...marker], maxLength);
  }
  const markerLength = piecesLength(marker);
  const droppable = host.labels.length - host.registrable;
  for (const withScheme of [true, false]) {
    for (let dropped = 0; dropped <= droppable; dropped++) {
      work(1);
      if (headLength(dropped, withScheme) + markerLength <= maxLength) {
        return [...head(dropped, withScheme), ...marker];
      }
    }
  }
  const last = Math.max(droppable, 0);
  if (hostLength(last) <= maxLength) return [hostPiece(host, last)];
  // The registrable domain alone is too long: keep its end.
  if (maxLength <= 0) return [];
  const text = ELLIPSIS + lastCodePoints(joinLabels(host, last), maxLength - 1);
  return [{ kind: "host", text, elided: true }];
}

/** Hostless pieces cut to `maxLength` from their end. */
function cutHostless(pieces: Piece[], maxLength: number): Piece[] {
  if (piecesLength(pieces) <= maxLength) return pieces;
  return maxLength <= 0 ? [] : cutRest(pieces, maxLength - 1);
}

/** Lays the pieces out as text, with each part's range. */
function assemble(
  pieces: Piece[],
  isolate: boolean,
): { text: string; parts: RenderedPart[] } {
  if (pieces.length === 0) return { text: "", parts: [] };
  let text = isolate ? LRI : "";
  const parts: RenderedPart[] = [];
  for (const piece of pieces) {
    const isolated = isolate && piece.kind === "host";
    if (isolated) text += LRI;
    parts.push({
      ...piece,
      start: text.length,
      end: text.length + piece.text.length,
    });
    text += piece.text;
    if (isolated) text += PDI;
  }
  return { text: isolate ? text + PDI : text, parts };
}

/** The scheme piece: `https://` before a host, `mailto:` before a path. */
function schemePiece(record: URLRecord, prefix: string): Piece {
  return {
    kind: "scheme",
    text: prefix + record.scheme + (record.host !== null ? "://" : ":"),
    elided: false,
  };
}

/**
 * The URL a `blob:` URL's path holds, which is what a reader takes the blob
 * URL for (its origin is that URL's), or `null` for another URL.
 *
 * @see {@link https://w3c.github.io/FileAPI/#url-model}
 */
function blobInnerURL(record: URLRecord): URLRecord | null {
  if (record.scheme !== "blob" || record.host !== null) return null;
  const inner = parseURL(serializePath(record));
  return inner === null || inner.scheme === "blob" ? null : inner;
}

/** The path, query and fragment pieces, decoded for display. */
function restPieces(record: URLRecord, pathOf: URLRecord = record): Piece[] {
  const pieces: Piece[] = [];
  const path = serializePath(pathOf);
  if (path !== "") {
    pieces.push({
      kind: "path",
      text: percentDecodeForDisplay(path),
      elided: false,
    });
  }
  if (record.query !== null) {
    pieces.push({
      kind: "query",
      text: "?" + percentDecodeForDisplay(record.query),
      elided: false,
    });
  }
  if (record.fragment !== null) {
    pieces.push({
      kind: "fragment",
      text: "#" + percentDecodeForDisplay(record.fragment),
      elided: false,
    });
  }
  return pieces;
}

/**
 * Renders a URL for a person to read and make a trust decision on, as url.bs
 * §4.8 advises: credentials are never shown; the host is shown in Unicode
 * label by label where the label policy allows (by default, labels that are
 * highly restrictive in UTS #39's terms and no whole-script confusable of an
 * ASCII label), else in Punycode; the path, query and fragment are
 * percent-decoded where that cannot mislead; and elision to `maxLength`
 * never removes the registrable domain, eliding host labels from the
 * lowest-level one. The result carries each part's range for styling and
 * the registrable domain's range for emphasis.
 *
 * A `blob:` URL whose path is a URL is rendered as `blob:` and that URL, its
 * host under the same policy and its credentials hidden too. An opaque host
 * (`ssh://…`) is shown label by label decoded where the policy allows and
 * percent-encoded elsewhere (see {@linkcode displayOpaqueHost}).
 *
 * A string is parsed as `new URL(input)` parses it (no base) and throws its
 * `TypeError` (with `code: "ERR_INVALID_URL"` and `input`) when it does not
 * parse; a `URL` (this library's or the platform's) or any object with an
 * `href` is rendered from its `href`, parsed the same way.
 *
 * @see {@link https://url.spec.whatwg.org/#url-rendering}
 * @param url The URL to render.
 * @param options How to render it.
 * @returns The text and its parts.
 * @throws {TypeError} When `url`, or its `href`, does not parse, or when
 * `maxLength` is not an `[EnforceRange] unsigned long` (see
 * {@linkcode RenderOptions.maxLength}).
 *
 * @example Credentials go, the host shows in Unicode, the registrable domain is marked
 * ```ts
 * import { renderURL } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * const shown = renderURL("https://user:pw@www.xn--bcher-kva.de/caf%C3%A9?q=1");
 * assert.equal(shown.text, "https://www.bücher.de/café?q=1");
 * const { start, end } = shown.registrableDomain!;
 * assert.equal(shown.text.slice(start, end), "bücher.de");
 * assert.equal(shown.credentialsHidden, true);
 * ```
 *
 * @example Spoofing labels stay in Punycode; elision keeps the registrable domain
 * ```ts
 * import { renderURL } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(renderURL("https://аррӏе.com/").text, "https://xn--80ak6aa92e.com/");
 * const long = "https://login.examplecorp.com.evil.com/account/settings";
 * assert.equal(renderURL(long, { maxLength: 44 }).text, "https://login.examplecorp.com.evil.com/acco…");
 * assert.equal(renderURL(long, { maxLength: 30 }).text, "https://…com.evil.com/…");
 * assert.equal(renderURL(long, { maxLength: 10 }).text, "…evil.com");
 * assert.equal(renderURL(long, { mode: "host" }).text, "login.examplecorp.com.evil.com");
 * ```
 */
export function renderURL(
  url: URL | string | { href: string },
  options: RenderOptions = {},
): RenderedURL {
  const maxLength = toMaxLength(options.maxLength);
  const href = new URL(typeof url === "string" ? url : url.href).href;
  // A URL's serialization parses.
  const outer = parseURL(href)!;
  const inner = blobInnerURL(outer);
  const record = inner ?? outer;
  const kind = hostType(record);
  const host = kind === null ? null : hostLabels(record, kind, options);
  const hostMode = options.mode === "host";
  const scheme = (hostMode && host !== null) || options.showScheme === false
    ? null
    : schemePiece(record, inner === null ? "" : "blob:");
  const port = hostMode || record.port === null
    ? null
    : { kind: "port" as const, text: ":" + record.port, elided: false };
  const rest = hostMode ? [] : restPieces(outer, record);
  const isolate = options.isolate === true;
  const marks = isolate ? (host !== null ? 4 : 2) : 0;
  const pieces = elide(
    scheme,
    host,
    port,
    rest,
    maxLength - marks,
  );
  const { text, parts } = assemble(pieces, isolate);
  return {
    text,
    parts,
    registrableDomain: registrableRange(parts, host, kind),
    hostKind: kind,
    asciiLabels: host?.ascii ?? [],
    credentialsHidden: includesCredentials(outer) ||
      (inner !== null && includesCredentials(inner)),
    elided: pieces.some((piece) => piece.elided) ||
      pieces.length <
        [scheme, host, port, ...rest].filter((p) => p !== null).length,
  };
}

/** The largest `unsigned long`. */
const UNSIGNED_LONG_MAX = 2 ** 32 - 1;

/**
 * The `maxLength` option as Web IDL converts an `[EnforceRange] unsigned
 * long` (ConvertToInt, with its steps for [EnforceRange]); `Infinity` when
 * it is `undefined` (no limit).
 *
 * @see {@link https://webidl.spec.whatwg.org/#abstract-opdef-converttoint}
 */
function toMaxLength(value: unknown): number {
  if (value === undefined) return Infinity;
  // "Let x be ? ToNumber(V)": unary plus throws for a Symbol or a BigInt.
  const x = +(value as number);
  // "If x is NaN, +∞, or −∞, then throw a TypeError."
  if (!Number.isFinite(x)) {
    throw new TypeError(`maxLength is not a finite number: ${describe(value)}`);
  }
  // "Set x to IntegerPart(x). If x < lowerBound or x > upperBound, then
  // throw a TypeError." (-0 becomes +0.)
  const integer = Math.trunc(x) + 0;
  if (integer < 0 || integer > UNSIGNED_LONG_MAX) {
    throw new TypeError(
      `maxLength is outside 0 to ${UNSIGNED_LONG_MAX}: ${describe(value)}`,
    );
  }
  return integer;
}

/** A short description of a value for an error message. */
function describe(value: unknown): string {
  const text = typeof value === "string"
    ? JSON.stringify(value)
    : String(value);
  return text.length > 40 ? text.slice(0, 40) + "…" : text;
}

/** The registrable domain's range in the text: the host part's last labels. */
function registrableRange(
  parts: RenderedPart[],
  host: HostLabels | null,
  kind: HostType | null,
): { start: number; end: number } | null {
  const part = parts.find((p) => p.kind === "host");
  if (part === undefined || host === null || kind !== "domain") return null;
  if (!host.hasRegistrable) return null;
  const length = host.labels.slice(-host.registrable).join(".").length;
  const visible = part.text.startsWith(ELLIPSIS) ? part.start + 1 : part.start;
  return { start: Math.max(visible, part.end - length), end: part.end };
}
