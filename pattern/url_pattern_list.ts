/**
 * `URLPatternList`: this library's route table over `URLPattern` (not the
 * standard's; its list proposal is not final).
 *
 * @module
 */

import {
  type Bucket,
  BUCKET_MIN_SIZE,
  bucketsOf,
  firstPathnameMatch,
  UNKNOWN,
  workCounter,
} from "./_buckets.ts";
import { EXACT } from "./_component.ts";
import type { Part } from "./_parts.ts";
import {
  execPrepared,
  type PreparedInput,
  prepareInput,
  testPrepared,
  type URLPatternInput,
  type URLPatternRecord,
  type URLPatternResult,
} from "./_url_pattern_record.ts";
import {
  toURLPatternInput,
  URLPattern,
  urlPatternRecord,
} from "./url_pattern.ts";
import { toUSVString } from "../api/_webidl.ts";

/** A match of a {@linkcode URLPatternList}: the pattern's result and value. */
export interface URLPatternListMatch<V> {
  /** What `pattern.exec(input, baseURL)` returns. */
  result: URLPatternResult;
  /** The value added with the pattern. */
  value: V;
  /** The pattern that matched. */
  pattern: URLPattern;
  /** Its position in the list (the order of `add()`), from 0. */
  index: number;
}

/** One route. */
interface Route<V> {
  pattern: URLPattern;
  record: URLPatternRecord;
  value: V;
}

/** A node of the radix tree over pathname prefixes. */
interface RadixNode {
  /** The edge's text from the parent (the root's is ""). */
  label: string;
  /** Children by the first UTF-16 code unit of their label. */
  children: Map<number, RadixNode>;
  /** The routes whose literal prefix ends here, in ascending order. */
  routes: number[];
}

function newNode(label: string): RadixNode {
  return { label, children: new Map(), routes: [] };
}

/** The routes indexed under one fixed segment. */
interface SegmentRoutes {
  /** Their indices, ascending. */
  routes: number[];
  /** The last lookup that took them (a segment may occur twice). */
  stamp: number;
}

/** Where a list finds its candidates. */
interface RouteIndex {
  /** The routes with no fixed segment, by literal prefix. */
  root: RadixNode;
  /** The other routes, each under its rarest fixed segment. */
  bySegment: Map<string, SegmentRoutes>;
  /**
   * By route: fixed text every pathname it matches holds, when fewer than
   * {@linkcode BUCKET_MIN_SIZE} routes have it (a pathname without it
   * rules the route out), or "".
   */
  texts: string[];
}

/**
 * The text every pathname a component matches starts with: its leading
 * fixed text, then the prefix of a first group that must occur. Empty when
 * the component ignores case.
 */
export function literalPathnamePrefix(
  parts: readonly Part[],
  ignoreCase: boolean,
): string {
  if (ignoreCase) return "";
  let prefix = "";
  for (const part of parts) {
    if (part.type === "fixed-text" && part.modifier === "none") {
      prefix += part.value;
      continue;
    }
    if (
      part.type !== "fixed-text" &&
      (part.modifier === "none" || part.modifier === "one-or-more")
    ) {
      prefix += part.prefix;
    }
    break;
  }
  return prefix;
}

/**
 * The segments every pathname a component matches has, as its texts
 * between two "/" (or after the last): each piece of a fixed-text part
 * that a "/" closes on both sides, in the part or by what must follow it
 * (the end, or a part that must start with "/"). A pathname with
 * "/x1/" in it has "x1" among its segments. None when the component
 * ignores case.
 */
export function fixedSegments(
  parts: readonly Part[],
  ignoreCase: boolean,
): string[] {
  const segments: string[] = [];
  if (ignoreCase) return segments;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.type !== "fixed-text" || part.modifier !== "none") continue;
    const pieces = part.value.split("/");
    for (let k = 1; k < pieces.length - 1; k++) segments.push(pieces[k]);
    if (pieces.length > 1 && startsWithSlash(parts[i + 1])) {
      segments.push(pieces[pieces.length - 1]);
    }
  }
  return segments;
}

/** Whether what `next` matches ends a segment: the end, or "/" first. */
function startsWithSlash(next: Part | undefined): boolean {
  if (next === undefined) return true;
  if (next.modifier !== "none" && next.modifier !== "one-or-more") {
    return false;
  }
  return (next.type === "fixed-text" ? next.value : next.prefix)
    .startsWith("/");
}

/**
 * Indexes routes: each under its rarest fixed segment (the fewest routes
 * share it), or, with none, in the radix tree under its literal prefix.
 */
function indexRoutes(records: readonly URLPatternRecord[]): RouteIndex {
  const segments = rarest(
    records.map(({ pathname }) =>
      fixedSegments(pathname.partList, pathname.options.ignoreCase)
    ),
    Infinity,
  );
  const root = newNode("");
  const bySegment = new Map<string, SegmentRoutes>();
  records.forEach(({ pathname }, index) => {
    const segment = segments[index];
    if (segment === null) {
      const prefix = literalPathnamePrefix(
        pathname.partList,
        pathname.options.ignoreCase,
      );
      nodeAt(root, prefix).routes.push(index);
      return;
    }
    const entry = bySegment.get(segment);
    if (entry === undefined) {
      bySegment.set(segment, { routes: [index], stamp: 0 });
    } else entry.routes.push(index);
  });
  return { root, bySegment, texts: rareTexts(records) };
}

/**
 * By route: the one of its keys that the fewest routes have, when fewer
 * than `limit` do; else `null`.
 */
function rarest(
  keysOf: readonly string[][],
  limit: number,
): (string | null)[] {
  const counts = new Map<string, number>();
  for (const keys of keysOf) {
    for (const key of new Set(keys)) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return keysOf.map((keys) => {
    let found: string | null = null;
    let fewest = limit;
    for (const key of keys) {
      const count = counts.get(key)!;
      if (count < fewest) {
        found = key;
        fewest = count;
      }
    }
    return found;
  });
}

/**
 * By route: the rarest fixed text of its pathname (a fixed-text part
 * without a modifier, which every pathname it matches holds as is), when
 * fewer than {@linkcode BUCKET_MIN_SIZE} routes have it; else "". Such a
 * text rules a route out for a lookup at the cost of a substring search;
 * the other routes, sharing their texts, are the ones worth joining.
 */
function rareTexts(records: readonly URLPatternRecord[]): string[] {
  const textsOf = records.map(({ pathname }) => {
    const texts: string[] = [];
    if (pathname.options.ignoreCase) return texts;
    for (const part of pathname.partList) {
      if (
        part.type === "fixed-text" && part.modifier === "none" &&
        part.value !== ""
      ) {
        texts.push(part.value);
      }
    }
    return texts;
  });
  return rarest(textsOf, BUCKET_MIN_SIZE).map((text) => text ?? "");
}

/** The node of the radix tree at `prefix`, made if need be. */
function nodeAt(root: RadixNode, prefix: string): RadixNode {
  let node = root;
  let i = 0;
  while (i < prefix.length) {
    const child = node.children.get(prefix.charCodeAt(i));
    if (child === undefined) {
      const leaf = newNode(prefix.slice(i));
      node.children.set(prefix.charCodeAt(i), leaf);
      return leaf;
    }
    const label = child.label;
    let common = 0;
    while (
      common < label.length && i + common < prefix.length &&
      label.charCodeAt(common) === prefix.charCodeAt(i + common)
    ) {
      common++;
    }
    if (common < label.length) {
      // Split the edge where the prefix leaves it.
      const split = newNode(label.slice(0, common));
      child.label = label.slice(common);
      split.children.set(child.label.charCodeAt(0), child);
      node.children.set(split.label.charCodeAt(0), split);
      node = split;
    } else node = child;
    i += common;
  }
  return node;
}

const NONE: readonly number[] = [];

/**
 * The routes that may match `pathname`, ascending: those whose literal
 * prefix it starts with, and those under one of its segments.
 */
function candidates(
  index: RouteIndex,
  pathname: string,
  stamp: number,
): readonly number[] {
  let found: readonly number[] = NONE;
  let merged: number[] | null = null;
  const add = (routes: readonly number[]) => {
    if (routes.length === 0) return;
    if (found.length === 0) found = routes;
    else {
      merged ??= found.slice();
      for (const route of routes) merged.push(route);
    }
  };
  let node = index.root;
  add(node.routes);
  for (let i = 0; i < pathname.length;) {
    const child = node.children.get(pathname.charCodeAt(i));
    if (child === undefined || !pathname.startsWith(child.label, i)) break;
    node = child;
    i += child.label.length;
    add(node.routes);
  }
  const bySegment = index.bySegment;
  if (bySegment.size > 0) {
    for (let start = 0;;) {
      const end = pathname.indexOf("/", start);
      const entry = bySegment.get(
        pathname.slice(start, end < 0 ? pathname.length : end),
      );
      if (entry !== undefined && entry.stamp !== stamp) {
        entry.stamp = stamp;
        add(entry.routes);
      }
      if (end < 0) break;
      start = end + 1;
    }
  }
  return merged === null ? found : (merged as number[]).sort((a, b) => a - b);
}

/**
 * A route table: patterns with values, matched in the order they were
 * added, as a loop calling `exec()` on each would — but one lookup tries
 * only the patterns that can match. An input is parsed once. A pattern
 * whose pathname fixes a whole segment (`x1` in `/:id/x1/:tail`) is
 * indexed under the rarest such segment, found by the input's segments;
 * the others sit in a radix tree over the literal prefix of their
 * pathname (its leading fixed text). Fixed components are compared as
 * strings before any regular expression runs; and where candidates differ
 * only in their pathname, regular expressions joining their pathnames, a
 * chunk of routes each, tell which of them comes first. No list size or
 * shape makes a lookup throw, and a lookup's work is linear in the
 * candidates.
 *
 * This is this library's own API: the URL Pattern Standard's proposal of a
 * pattern list is not final.
 *
 * @typeParam V The values the routes carry.
 *
 * @example A router
 * ```ts
 * import { URLPattern, URLPatternList } from "@urlstd/url/pattern";
 * import assert from "node:assert/strict";
 *
 * const routes = new URLPatternList<string>()
 *   .add({ pathname: "/users/me" }, "me")
 *   .add({ pathname: "/users/:id(\\d+)" }, "user")
 *   .add(new URLPattern({ pathname: "/files/*" }), "file");
 * const found = routes.match("https://example.com/users/42");
 * assert.equal(found?.value, "user");
 * assert.equal(found?.result.pathname.groups.id, "42");
 * assert.equal(routes.match("https://example.com/users/me")?.value, "me");
 * assert.equal(routes.match("https://example.com/other"), null);
 * assert.deepEqual(
 *   routes.matchAll({ pathname: "/files/a" }).map((m) => m.value),
 *   ["file"],
 * );
 * ```
 */
export class URLPatternList<V = unknown> {
  #routes: Route<V>[] = [];
  #index: RouteIndex | null = null;
  #buckets: (Bucket | null)[] | null = null;
  #stamp = 0;

  /**
   * Adds a route at the end of the list.
   *
   * @param pattern A `URLPattern`, or what its constructor takes as its one
   * argument (a URLPatternInit or an absolute pattern string).
   * @param value The value a match returns.
   * @returns This list, to chain calls.
   * @throws {TypeError} When `pattern` is not a valid pattern.
   */
  add(pattern: URLPattern | URLPatternInput, value: V): this {
    const p = pattern instanceof URLPattern
      ? pattern
      : new URLPattern(toURLPatternInput(pattern));
    this.#routes.push({ pattern: p, record: urlPatternRecord(p), value });
    this.#index = null;
    return this;
  }

  /** How many routes the list holds. */
  get size(): number {
    return this.#routes.length;
  }

  /**
   * The first route, in the order of `add()`, whose pattern matches.
   *
   * @param input A URL string, or a URLPatternInit of component strings.
   * @param baseURL The base URL of a relative URL string.
   * @returns The match (the pattern's `exec()` result and the value), or
   * `null`.
   * @throws {TypeError} When `baseURL` comes with a URLPatternInit.
   */
  match(
    input: URLPatternInput,
    baseURL: string | undefined = undefined,
  ): URLPatternListMatch<V> | null {
    const prepared = this.#prepare(input, baseURL);
    if (prepared === null) return null;
    const stamp = ++this.#stamp;
    const candidates = this.#candidates(prepared, stamp);
    const texts = this.#index!.texts;
    const pathname = prepared.value(5);
    for (const index of candidates) {
      // The text and the bucket first: a route they rule out is not read.
      const text = texts[index];
      if (text !== "" && !pathname.includes(text)) continue;
      if (!this.#first(index, stamp, prepared)) continue;
      const route = this.#routes[index];
      if (quickReject(route.record, prepared)) continue;
      workCounter?.("route", 1);
      const result = execPrepared(route.record, prepared);
      if (result !== null) {
        return { result, value: route.value, pattern: route.pattern, index };
      }
    }
    return null;
  }

  /**
   * Every route whose pattern matches, in the order of `add()`.
   *
   * @param input A URL string, or a URLPatternInit of component strings.
   * @param baseURL The base URL of a relative URL string.
   * @returns The matches (possibly none).
   * @throws {TypeError} When `baseURL` comes with a URLPatternInit.
   */
  matchAll(
    input: URLPatternInput,
    baseURL: string | undefined = undefined,
  ): URLPatternListMatch<V>[] {
    const prepared = this.#prepare(input, baseURL);
    const matches: URLPatternListMatch<V>[] = [];
    if (prepared === null) return matches;
    const stamp = ++this.#stamp;
    const candidates = this.#candidates(prepared, stamp);
    const texts = this.#index!.texts;
    const pathname = prepared.value(5);
    for (const index of candidates) {
      const text = texts[index];
      if (text !== "" && !pathname.includes(text)) continue;
      const route = this.#routes[index];
      if (quickReject(route.record, prepared)) continue;
      workCounter?.("route", 1);
      const result = execPrepared(route.record, prepared);
      if (result !== null) {
        matches.push({
          result,
          value: route.value,
          pattern: route.pattern,
          index,
        });
      }
    }
    return matches;
  }

  /**
   * Whether any route's pattern matches.
   *
   * @param input A URL string, or a URLPatternInit of component strings.
   * @param baseURL The base URL of a relative URL string.
   * @returns Whether `match()` would find a route.
   */
  test(
    input: URLPatternInput,
    baseURL: string | undefined = undefined,
  ): boolean {
    const prepared = this.#prepare(input, baseURL);
    if (prepared === null) return false;
    const stamp = ++this.#stamp;
    const candidates = this.#candidates(prepared, stamp);
    const texts = this.#index!.texts;
    const pathname = prepared.value(5);
    for (const index of candidates) {
      const text = texts[index];
      if (text !== "" && !pathname.includes(text)) continue;
      if (!this.#first(index, stamp, prepared)) continue;
      workCounter?.("route", 1);
      if (testPrepared(this.#routes[index].record, prepared)) return true;
    }
    return false;
  }

  /**
   * Whether route `index` can still be the first match: true unless its
   * bucket says another of the bucket's routes comes first or none
   * matches. The bucket's routes share every component but the pathname:
   * when the fixed ones rule out its first route they rule out all, and
   * when the first whose pathname matches fails elsewhere, all do.
   */
  #first(index: number, stamp: number, prepared: PreparedInput): boolean {
    const buckets = this.#buckets;
    if (buckets === null) return true;
    const bucket = buckets[index];
    if (bucket === null) return true;
    if (bucket.stamp !== stamp) {
      bucket.stamp = stamp;
      bucket.first =
        quickReject(this.#routes[bucket.routes[0]].record, prepared)
          ? -1
          : firstPathnameMatch(bucket, prepared.value(5));
    }
    return bucket.first === index || bucket.first === UNKNOWN;
  }

  #prepare(
    input: URLPatternInput,
    baseURL: string | undefined,
  ): PreparedInput | null {
    return prepareInput(
      toURLPatternInput(input),
      baseURL === undefined ? undefined : toUSVString(baseURL),
      false,
    );
  }

  #candidates(prepared: PreparedInput, stamp: number): readonly number[] {
    let index = this.#index;
    if (index === null) {
      const records = this.#routes.map((route) => route.record);
      index = indexRoutes(records);
      const buckets: (Bucket | null)[] = records.map(() => null);
      // Routes with a rare text are ruled out by it, not joined.
      const texts = index.texts;
      const join = (routes: number[]) =>
        bucketsOf(routes.filter((i) => texts[i] === ""), records, buckets);
      forEachNode(index.root, (node) => join(node.routes));
      index.bySegment.forEach((entry) => join(entry.routes));
      // Both at once, after everything is built: the index and the buckets
      // always describe the same routes.
      this.#buckets = buckets.some((b) => b !== null) ? buckets : null;
      this.#index = index;
    }
    return candidates(index, prepared.value(5), stamp);
  }
}

/** Calls `f` on each node of a radix tree. */
function forEachNode(node: RadixNode, f: (node: RadixNode) => void): void {
  f(node);
  for (const child of node.children.values()) forEachNode(child, f);
}

/** Whether a fixed component (protocol, hostname, port) rules a route out. */
function quickReject(p: URLPatternRecord, v: PreparedInput): boolean {
  return (p.hostname.kind === EXACT && p.hostname.exact !== v.value(3)) ||
    (p.protocol.kind === EXACT && p.protocol.exact !== v.value(0)) ||
    (p.port.kind === EXACT && p.port.exact !== v.value(4));
}
