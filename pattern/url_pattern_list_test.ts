// URLPatternList against the loop it replaces: for random route sets and
// inputs (fast-check, fixed seed), match() is the first exec() that does
// not return null, in the order of add(), and matchAll() every one; plus
// the cases the radix tree has to get right.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { URLPattern, URLPatternList, type URLPatternResult } from "./mod.ts";
import { type Bucket, bucketsOf } from "./_buckets.ts";
import { literalPathnamePrefix } from "./url_pattern_list.ts";
import { urlPatternRecord } from "./url_pattern.ts";

const SEED = 0x38;

const word = fc.constantFrom(
  "a",
  "b",
  "ab",
  "users",
  "u",
  "posts",
  "1",
  "42",
  "x.y",
  "%20",
);

/** A pathname pattern piece: fixed text or a group, with modifiers. */
const piece = fc.oneof(
  word.map((w) => "/" + w),
  fc.constantFrom(
    "/:id",
    "/:id?",
    "/:rest+",
    "/:rest*",
    "/*",
    "/(\\d+)",
    "/:n(\\d+)",
    "{/:opt}?",
    "/{x}?",
    "-:suffix",
    ".:ext",
    "*",
  ),
);

const pathnamePattern = fc.array(piece, { minLength: 0, maxLength: 4 }).map(
  // Each piece's group names get its index: a name is unique in a pattern.
  (pieces) =>
    pieces.map((piece, i) => piece.replace(/:([a-z]+)/g, `:$1${i}`)).join("") ||
    "/",
);

const routeArb = fc.record({
  pathname: pathnamePattern,
  hostname: fc.constantFrom(
    undefined,
    "example.com",
    "*.example.com",
    ":sub.example.com",
  ),
  protocol: fc.constantFrom(undefined, "https", "http{s}?"),
  search: fc.constantFrom(undefined, "", "q=:q"),
  ignoreCase: fc.boolean(),
});

const inputArb = fc.record({
  path: fc.array(word, { minLength: 0, maxLength: 4 }).map((w) =>
    "/" + w.join("/")
  ),
  host: fc.constantFrom("example.com", "a.example.com", "other.org"),
  protocol: fc.constantFrom("https", "http", "ftp"),
  query: fc.constantFrom("", "?q=1", "?x"),
  upper: fc.boolean(),
});

type Route = {
  pathname: string;
  hostname?: string;
  protocol?: string;
  search?: string;
  ignoreCase: boolean;
};

function build(routes: Route[]): URLPattern[] {
  return routes.map(({ ignoreCase, ...init }) => {
    const clean = Object.fromEntries(
      Object.entries(init).filter(([, v]) => v !== undefined),
    );
    return new URLPattern(clean, { ignoreCase });
  });
}

function urlOf(i: {
  path: string;
  host: string;
  protocol: string;
  query: string;
  upper: boolean;
}): string {
  const path = i.upper ? i.path.toUpperCase() : i.path;
  return `${i.protocol}://${i.host}${path}${i.query}`;
}

/**
 * Route sets made to share prefixes and every other component, so that the
 * list joins their pathnames: a common start, then random pieces.
 */
const bucketRouteArb = fc.record({
  pathname: fc.tuple(
    fc.constantFrom("/users", "/a/b"),
    fc.constantFrom("/:k", "/:k(\\d+)", "/(\\d+)", "/*"),
    pathnamePattern,
  ).map(([start, group, rest]) => start + group + (rest === "/" ? "" : rest)),
  hostname: fc.constantFrom(undefined, undefined, undefined, "example.com"),
  protocol: fc.constant(undefined),
  search: fc.constant(undefined),
  ignoreCase: fc.constantFrom(false, false, false, true),
});

/** The buckets the list makes of `patterns` (one radix node per prefix). */
function bucketsOfList(patterns: URLPattern[]): Set<Bucket> {
  const records = patterns.map(urlPatternRecord);
  const byPrefix = new Map<string, number[]>();
  records.forEach((r, i) => {
    const prefix = literalPathnamePrefix(
      r.pathname.partList,
      r.pathname.options.ignoreCase,
    );
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), i]);
  });
  const out: (Bucket | null)[] = records.map(() => null);
  for (const routes of byPrefix.values()) bucketsOf(routes, records, out);
  return new Set(out.filter((b) => b !== null));
}

function loopExec(patterns: URLPattern[], input: string | object) {
  const all: { result: URLPatternResult; index: number }[] = [];
  patterns.forEach((p, index) => {
    const result = p.exec(input as string);
    if (result !== null) all.push({ result, index });
  });
  return all;
}

describe("URLPatternList (fast-check, fixed seed)", () => {
  it("match() and matchAll() equal an exec() loop over the patterns", () => {
    fc.assert(
      fc.property(
        fc.array(routeArb, { minLength: 1, maxLength: 40 }),
        fc.array(inputArb, { minLength: 1, maxLength: 10 }),
        (routes, inputs) => {
          const patterns = build(routes);
          const list = new URLPatternList<number>();
          patterns.forEach((p, i) => list.add(p, i));
          for (const i of inputs) {
            for (
              const input of [urlOf(i), { pathname: i.path, hostname: i.host }]
            ) {
              const expected = loopExec(patterns, input);
              const all = list.matchAll(input as string);
              assert.deepEqual(
                all.map((m) => ({ result: m.result, index: m.index })),
                expected,
              );
              all.forEach((m) => assert.equal(m.value, m.index));
              const first = list.match(input as string);
              assert.deepEqual(
                first && { result: first.result, index: first.index },
                expected[0] ?? null,
              );
              assert.equal(list.test(input as string), expected.length > 0);
            }
          }
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });

  it("equals the exec() loop where pathnames are joined into one expression", () => {
    let joined = 0;
    let decided = 0;
    fc.assert(
      fc.property(
        fc.array(bucketRouteArb, { minLength: 20, maxLength: 50 }),
        fc.array(inputArb, { minLength: 1, maxLength: 10 }),
        (routes, inputs) => {
          const patterns = build(routes);
          const buckets = bucketsOfList(patterns);
          if (buckets.size > 0) joined++;
          const list = new URLPatternList<number>();
          patterns.forEach((p, i) => list.add(p, i));
          for (const i of inputs) {
            const starts = ["", "/users", "/a/b"];
            const url = urlOf({
              ...i,
              path: starts[i.path.length % 3] + i.path,
            });
            const expected = loopExec(patterns, url);
            const first = list.match(url);
            assert.deepEqual(
              first && { result: first.result, index: first.index },
              expected[0] ?? null,
            );
            assert.equal(list.test(url), expected.length > 0);
            if (
              first !== null &&
              [...buckets].some((b) => b.routes.includes(first.index))
            ) {
              decided++;
            }
          }
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
    // Most sets have a joined bucket, and many matches come from one.
    assert.ok(joined >= 200, `only ${joined} of 300 route sets joined`);
    assert.ok(decided >= 100, `only ${decided} matches came from a bucket`);
  });

  it("finds matches for some of the random inputs (the check is not empty)", () => {
    let matched = 0;
    fc.assert(
      fc.property(
        fc.array(routeArb, { minLength: 20, maxLength: 40 }),
        inputArb,
        (routes, i) => {
          const list = new URLPatternList<number>();
          build(routes).forEach((p, n) => list.add(p, n));
          if (list.match(urlOf(i)) !== null) matched++;
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
    assert.ok(matched >= 40, `only ${matched} of 200 inputs matched a route`);
  });
});

describe("URLPatternList", () => {
  it("returns the first match in the order of add(), not the longest prefix", () => {
    const list = new URLPatternList<string>()
      .add({ pathname: "/*" }, "any")
      .add({ pathname: "/users/:id" }, "user");
    assert.equal(list.match({ pathname: "/users/1" })?.value, "any");
    assert.deepEqual(
      list.matchAll({ pathname: "/users/1" }).map((m) => m.value),
      [
        "any",
        "user",
      ],
    );
  });

  it("merges candidates from several prefix lengths in order", () => {
    const list = new URLPatternList<number>()
      .add({ pathname: "/a/b/c" }, 0)
      .add({ pathname: "/a/:x/c" }, 1)
      .add({ pathname: "/a/b/:y" }, 2)
      .add({ pathname: "/a/b/c" }, 3);
    assert.deepEqual(
      list.matchAll({ pathname: "/a/b/c" }).map((m) => m.value),
      [0, 1, 2, 3],
    );
  });

  it("keeps optional and case-insensitive prefixes at the root", () => {
    const list = new URLPatternList<string>()
      .add({ pathname: "/x{/:opt}?" }, "opt")
      .add(new URLPattern({ pathname: "/Users" }, { ignoreCase: true }), "ci");
    assert.equal(list.match({ pathname: "/x" })?.value, "opt");
    assert.equal(list.match({ pathname: "/users" })?.value, "ci");
  });

  it("recompiles after add()", () => {
    const list = new URLPatternList<string>().add({ pathname: "/a" }, "a");
    assert.equal(list.match({ pathname: "/b" }), null);
    list.add({ pathname: "/b" }, "b");
    assert.equal(list.match({ pathname: "/b" })?.value, "b");
    assert.equal(list.size, 2);
  });

  it("throws as exec() does for a base URL with an init", () => {
    const list = new URLPatternList().add({ pathname: "/a" }, 1);
    assert.throws(
      () => list.match({ pathname: "/a" }, "https://a.example/"),
      TypeError,
    );
  });

  it("takes pattern strings and inits as add()'s pattern", () => {
    const list = new URLPatternList<number>().add("https://example.com/a", 1);
    assert.equal(list.match("https://example.com/a")?.value, 1);
    assert.throws(() => list.add("/relative", 2), TypeError);
  });
});
