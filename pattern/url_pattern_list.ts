/**
 * `URLPatternList`: this library's route table over `URLPattern` (not the
 * standard's; its list proposal is not final).
 *
 * @module
 */

import { type Bucket, bucketsOf, firstPathnameMatch } from "./_buckets.ts";
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

/** Inserts a route at `prefix` in the radix tree. */
function insert(root: RadixNode, prefix: string, route: number): void {
  let node = root;
  let i = 0;
  while (i < prefix.length) {
    const child = node.children.get(prefix.charCodeAt(i));
    if (child === undefined) {
      const leaf = newNode(prefix.slice(i));
      leaf.routes.push(route);
      node.children.set(prefix.charCodeAt(i), leaf);
      return;
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
  node.routes.push(route);
}

/** The routes whose prefix `pathname` starts with, in ascending order. */
function candidates(root: RadixNode, pathname: string): number[] {
  let found = root.routes;
  let merged: number[] | null = null;
  let node = root;
  let i = 0;
  while (i < pathname.length) {
    const child = node.children.get(pathname.charCodeAt(i));
    if (child === undefined || !pathname.startsWith(child.label, i)) break;
    node = child;
    i += child.label.length;
    if (node.routes.length === 0) continue;
    if (found.length === 0) {
      found = node.routes;
      continue;
    }
    merged ??= found.slice();
    for (const route of node.routes) merged.push(route);
  }
  return merged === null ? found : merged.sort((a, b) => a - b);
}

/**
 * A route table: patterns with values, matched in the order they were
 * added, as a loop calling `exec()` on each would — but one lookup tries
 * only the patterns that can match. An input is parsed once, and a radix
 * tree over the literal prefix of each pattern's pathname (its leading
 * fixed text) picks the candidates; fixed components are compared as
 * strings before any regular expression runs; and where routes of one
 * prefix differ only in their pathname, one regular expression joining
 * their pathnames tells which of them comes first.
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
  #root: RadixNode | null = null;
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
    this.#root = null;
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
    for (const index of this.#candidates(prepared)) {
      const route = this.#routes[index];
      if (
        !quickReject(route.record, prepared) &&
        this.#first(index, stamp, prepared)
      ) {
        const result = execPrepared(route.record, prepared);
        if (result !== null) {
          return { result, value: route.value, pattern: route.pattern, index };
        }
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
    for (const index of this.#candidates(prepared)) {
      const route = this.#routes[index];
      if (quickReject(route.record, prepared)) continue;
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
    for (const index of this.#candidates(prepared)) {
      if (
        this.#first(index, stamp, prepared) &&
        testPrepared(this.#routes[index].record, prepared)
      ) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether route `index` can still be the first match: true unless its
   * bucket's joined pathname says another of the bucket's routes comes
   * first or none matches (the others share every other component, so one
   * that came first and failed there makes them all fail).
   */
  #first(index: number, stamp: number, prepared: PreparedInput): boolean {
    const buckets = this.#buckets;
    if (buckets === null) return true;
    const bucket = buckets[index];
    if (bucket === null) return true;
    if (bucket.stamp !== stamp) {
      bucket.stamp = stamp;
      bucket.first = firstPathnameMatch(bucket, prepared.value(5));
    }
    return bucket.first === index;
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

  #candidates(prepared: PreparedInput): number[] {
    if (this.#root === null) {
      const root = newNode("");
      this.#routes.forEach((route, index) => {
        const pathname = route.record.pathname;
        insert(
          root,
          literalPathnamePrefix(pathname.partList, pathname.options.ignoreCase),
          index,
        );
      });
      this.#root = root;
      const records = this.#routes.map((route) => route.record);
      const buckets: (Bucket | null)[] = records.map(() => null);
      forEachNode(root, (node) => bucketsOf(node.routes, records, buckets));
      this.#buckets = buckets.some((b) => b !== null) ? buckets : null;
    }
    return candidates(this.#root, prepared.value(5));
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
