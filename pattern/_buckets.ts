// The route table's buckets: routes of one radix node whose components but
// the pathname compile to the same regular expressions, with their pathname
// regular expressions joined into one alternation, so that one exec() tells
// the first of them (in the order of add()) whose pathname matches.
//
// The joined expression is "^(?:body0()|body1()|…)$", where each body is a
// pathname's own expression without its "^" and "$" and with its groups
// not capturing (the joined one only tells which route matches), and each
// "()" marks its alternative. A backtracking engine tries the alternatives in order
// and, inside each, the body's choices in the order the body alone would
// try them, so the first alternative that matches is the first route whose
// own "^body$" matches. Bodies with a backreference ("\1" counts groups,
// which the join renumbers) or a named group are left out, and the flags
// must be the same.
//
// How joined expressions split: into chunks of at most BUCKET_MAX_ROUTES
// routes and BUCKET_MAX_SOURCE code units of source, each compiled on its
// own when a lookup first needs it. Engines refuse expressions past limits
// of their own (size, capturing groups, nesting), compile a large one in
// time that grows faster than its size, and run an alternation one
// alternative at a time anyway; so a chunk is small enough to compile fast
// and far from any limit, and a lookup that misses runs one expression a
// chunk, in time linear in the routes. A chunk the engine still refuses,
// to compile or to run, is not used again: its routes are tried one by
// one, and a lookup never throws.

import { generateRegularExpressionAndNameList, type Part } from "./_parts.ts";
import type { URLPatternRecord } from "./_url_pattern_record.ts";

/**
 * Routes whose other components are the same (one chunk of them), and
 * their joined pathname.
 */
export interface Bucket {
  /** The routes' indices, ascending. */
  routes: number[];
  /** The joined pathname expression's source. */
  source: string;
  /** Its flags: the routes' pathname flags. */
  flags: string;
  /**
   * The joined expression: `undefined` until first needed, `null` when
   * the engine refused it (each route is then tried on its own).
   */
  regexp: RegExp | null | undefined;
  /** The lookup whose answer `first` holds. */
  stamp: number;
  /**
   * The first route of `routes` whose pathname matches, -1 for none, or
   * {@linkcode UNKNOWN}.
   */
  first: number;
}

/** A bucket's answer when its expression cannot tell: try each route. */
export const UNKNOWN = -2;

/**
 * The fewest routes a bucket joins: for fewer, the routes' own expressions
 * (most fail on their first code points) take less time than one joined
 * expression and the winner's own run.
 */
export const BUCKET_MIN_SIZE = 8;

/**
 * The most routes a bucket joins, and so the most capturing groups (one
 * marker a route) its expression has.
 */
export const BUCKET_MAX_ROUTES = 64;

/**
 * The longest source a joined expression has, in UTF-16 code units; a
 * pathname whose own body is longer is not joined.
 */
export const BUCKET_MAX_SOURCE = 8192;

/** What a {@linkcode WorkCounter} counts. */
export type Work =
  /** A joined expression compiled; the amount is its source's length. */
  | "compile"
  /** A joined expression run; the amount is the routes it joins. */
  | "join"
  /** A route's own expressions run; the amount is 1. */
  | "route";

/** Receives the route table's work (tests count it; nothing else sets one). */
export type WorkCounter = (work: Work, amount: number) => void;

/** The counter set by {@linkcode setWorkCounter}, if any. */
export let workCounter: WorkCounter | undefined;

/**
 * Sets (or, with `undefined`, removes) the counter that receives the route
 * table's work: a test-only hook, one check where it is absent.
 */
export function setWorkCounter(counter: WorkCounter | undefined): void {
  workCounter = counter;
}

/**
 * What a backreference or a named group in an expression's source may look
 * like (a custom regexp may hold either).
 */
const NUMBERED = /\\[1-9k]|\(\?<(?![=!])/;

/** The key of the components but the pathname, and the pathname's flags. */
function bucketKey(p: URLPatternRecord): string {
  const key = [
    p.protocol,
    p.username,
    p.password,
    p.hostname,
    p.port,
    p.search,
    p.hash,
  ]
    .map((c) => c.regularExpression.source + "/" + c.regularExpression.flags)
    .join("\n");
  return key + "\n" + p.pathname.regularExpression.flags;
}

/** Whether a pathname expression can join a bucket. */
function joinable(p: URLPatternRecord): boolean {
  const source = p.pathname.regularExpression.source;
  return source.startsWith("^") && source.endsWith("$") &&
    !NUMBERED.test(source);
}

/**
 * The buckets of one radix node's routes (ascending indices): the joinable
 * routes with the same key, in chunks of at least
 * {@linkcode BUCKET_MIN_SIZE} routes, at most {@linkcode BUCKET_MAX_ROUTES}
 * and at most {@linkcode BUCKET_MAX_SOURCE} code units of joined source, by
 * route index.
 *
 * @param routes The node's routes, ascending.
 * @param records Every route's URL pattern, by index.
 * @param out The bucket of each route index, filled in here.
 */
export function bucketsOf(
  routes: readonly number[],
  records: readonly URLPatternRecord[],
  out: (Bucket | null)[],
): void {
  const byKey = new Map<string, number[]>();
  for (const index of routes) {
    const record = records[index];
    if (!joinable(record)) continue;
    const key = bucketKey(record);
    const members = byKey.get(key);
    if (members === undefined) byKey.set(key, [index]);
    else members.push(index);
  }
  for (const members of byKey.values()) {
    if (members.length < BUCKET_MIN_SIZE) continue;
    const flags = records[members[0]].pathname.regularExpression.flags;
    let chunk: number[] = [];
    let source = "";
    const close = () => {
      if (chunk.length >= BUCKET_MIN_SIZE) {
        const bucket: Bucket = {
          routes: chunk,
          source: joinedSource(chunk, records) ?? "^(?:" + source + ")$",
          flags,
          regexp: undefined,
          stamp: 0,
          first: -1,
        };
        for (const index of chunk) out[index] = bucket;
      }
      chunk = [];
      source = "";
    };
    for (const index of members) {
      const body = bodyOf(records[index]) + "()";
      // "^(?:" and ")$" around the bodies, "|" between them.
      if (body.length + 6 > BUCKET_MAX_SOURCE) continue;
      if (
        chunk.length === BUCKET_MAX_ROUTES ||
        source.length + body.length + 7 > BUCKET_MAX_SOURCE
      ) {
        close();
      }
      source += (chunk.length === 0 ? "" : "|") + body;
      chunk.push(index);
    }
    close();
  }
}

/**
 * A pathname's expression without "^", "$" and capturing groups: the
 * standard's generation with "(?:" for each part's group.
 */
function bodyOf(p: URLPatternRecord, from = 0): string {
  const pathname = p.pathname;
  const [source] = generateRegularExpressionAndNameList(
    from === 0 ? pathname.partList : pathname.partList.slice(from),
    pathname.options,
    "(?:",
  );
  return source.slice(1, -1);
}

/**
 * A chunk's joined expression with the parts its routes all start with
 * written once, "^P(?:R0()|R1()|…)$", or `null` when they share none that
 * can be. P may come out of the alternation only where it matches in one
 * way at most, so that each alternative sees the same rest of the input
 * as the route's own expression would: fixed text, and a segment wildcard
 * that a "/" follows (its [^/] cannot reach past it). Pathnames whose
 * segment wildcard is not [^/] (opaque ones) share none.
 */
function joinedSource(
  chunk: readonly number[],
  records: readonly URLPatternRecord[],
): string | null {
  const { partList: first, options } = records[chunk[0]].pathname;
  if (options.delimiterCodePoint !== "/") return null;
  let shared = first.length - 1;
  for (const index of chunk) {
    const parts = records[index].pathname.partList;
    let k = 0;
    while (
      k < shared && k < parts.length - 1 && samePart(parts[k], first[k]) &&
      oneWay(parts[k], parts[k + 1])
    ) {
      k++;
    }
    shared = k;
    if (shared === 0) return null;
  }
  // Each part's expression is its own piece of the body: the shared parts'
  // are the body's start.
  const whole = bodyOf(records[chunk[0]]);
  const head = whole.slice(
    0,
    whole.length - bodyOf(records[chunk[0]], shared).length,
  );
  let source = "^" + head + "(?:";
  chunk.forEach((index, k) => {
    source += (k === 0 ? "" : "|") + bodyOf(records[index], shared) + "()";
  });
  return source + ")$";
}

function samePart(a: Part, b: Part): boolean {
  return a.type === b.type && a.value === b.value &&
    a.modifier === b.modifier && a.prefix === b.prefix &&
    a.suffix === b.suffix;
}

/**
 * Whether a part matches in one way at most wherever it starts, given the
 * part after it: fixed text, or a segment wildcard without a suffix that
 * the next part's "/" ends.
 */
function oneWay(part: Part, next: Part): boolean {
  if (part.modifier !== "none") return false;
  if (part.type === "fixed-text") return true;
  if (part.type !== "segment-wildcard" || part.suffix !== "") return false;
  if (next.modifier !== "none" && next.modifier !== "one-or-more") {
    return false;
  }
  return (next.type === "fixed-text" ? next.value : next.prefix)
    .startsWith("/");
}

/**
 * The first route of a bucket whose pathname matches `pathname`, -1 for
 * none, or {@linkcode UNKNOWN} when the engine refuses the joined
 * expression (to compile or to run it): then, and from then on, the
 * bucket's routes are tried on their own, so a lookup never throws.
 */
export function firstPathnameMatch(bucket: Bucket, pathname: string): number {
  let regexp = bucket.regexp;
  if (regexp === undefined) regexp = bucket.regexp = compileBucket(bucket);
  if (regexp === null) return UNKNOWN;
  workCounter?.("join", bucket.routes.length);
  let match: RegExpExecArray | null;
  try {
    match = regexp.exec(pathname);
  } catch {
    bucket.regexp = null;
    return UNKNOWN;
  }
  if (match === null) return -1;
  // Route k's marker is group k + 1; only the matching alternative's is set.
  for (let k = 1; k < match.length; k++) {
    if (match[k] !== undefined) return bucket.routes[k - 1];
  }
  return UNKNOWN;
}

/**
 * A bucket's joined expression, compiled now (one match of the empty
 * string makes an engine that compiles lazily do it), or `null` when the
 * engine refuses it.
 */
function compileBucket(bucket: Bucket): RegExp | null {
  workCounter?.("compile", bucket.source.length);
  try {
    const regexp = new RegExp(bucket.source, bucket.flags);
    regexp.test("");
    return regexp;
  } catch {
    return null;
  }
}
