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

import { generateRegularExpressionAndNameList } from "./_parts.ts";
import type { URLPatternRecord } from "./_url_pattern_record.ts";

/** Routes whose other components are the same, and their joined pathname. */
export interface Bucket {
  /** The routes' indices, ascending. */
  routes: number[];
  /** The joined pathname expression. */
  regexp: RegExp;
  /** The index of each route's marker group in a match of `regexp`. */
  markers: number[];
  /** The lookup whose answer `first` holds. */
  stamp: number;
  /** The first route of `routes` whose pathname matches, or -1. */
  first: number;
}

/**
 * The fewest routes a bucket joins: for fewer, the routes' own expressions
 * (most fail on their first code points) take less time than one joined
 * expression and the winner's own run.
 */
export const BUCKET_MIN_SIZE = 8;

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
 * The buckets of one radix node's routes (ascending indices): each set of
 * at least {@linkcode BUCKET_MIN_SIZE} joinable routes with the same key,
 * by route index.
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
    const markers: number[] = [];
    let source = "^(?:";
    members.forEach((index, k) => {
      source += (k === 0 ? "" : "|") + bodyOf(records[index]) + "()";
      markers.push(k + 1);
    });
    const flags = records[members[0]].pathname.regularExpression.flags;
    const bucket: Bucket = {
      routes: members,
      regexp: new RegExp(source + ")$", flags),
      markers,
      stamp: 0,
      first: -1,
    };
    for (const index of members) out[index] = bucket;
  }
}

/**
 * A pathname's expression without "^", "$" and capturing groups: the
 * standard's generation with "(?:" for each part's group.
 */
function bodyOf(p: URLPatternRecord): string {
  const pathname = p.pathname;
  const [source] = generateRegularExpressionAndNameList(
    pathname.partList,
    pathname.options,
    "(?:",
  );
  return source.slice(1, -1);
}

/** The first route of a bucket whose pathname matches `pathname`, or -1. */
export function firstPathnameMatch(bucket: Bucket, pathname: string): number {
  const match = bucket.regexp.exec(pathname);
  if (match === null) return -1;
  const markers = bucket.markers;
  for (let k = 0; k < markers.length; k++) {
    if (match[markers[k]] !== undefined) return bucket.routes[k];
  }
  return -1;
}
