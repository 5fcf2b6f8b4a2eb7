// URLPatternList against the loop it replaces: for random route sets and
// inputs (fast-check, fixed seed), match() is the first exec() that does
// not return null, in the order of add(), and matchAll() every one; plus
// the cases the radix tree has to get right.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  URLPattern,
  URLPatternList,
  type URLPatternListMatch,
  type URLPatternResult,
} from "./mod.ts";
import {
  firstPathnameMatch,
  setWorkCounter,
  UNKNOWN,
  type Work,
} from "./_buckets.ts";

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

/** Runs `f`, counting the route table's work by kind. */
function counting(f: () => void): Record<Work, number> {
  const counts: Record<Work, number> = { compile: 0, join: 0, route: 0 };
  setWorkCounter((work, amount) => counts[work] += amount);
  try {
    f();
  } finally {
    setWorkCounter(undefined);
  }
  return counts;
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
    fc.assert(
      fc.property(
        fc.array(bucketRouteArb, { minLength: 20, maxLength: 50 }),
        fc.array(inputArb, { minLength: 1, maxLength: 10 }),
        (routes, inputs) => {
          const patterns = build(routes);
          const list = new URLPatternList<number>();
          patterns.forEach((p, i) => list.add(p, i));
          let ran = 0;
          for (const i of inputs) {
            const starts = ["", "/users", "/a/b"];
            const url = urlOf({
              ...i,
              path: starts[i.path.length % 3] + i.path,
            });
            const expected = loopExec(patterns, url);
            let first: URLPatternListMatch<number> | null = null;
            ran += counting(() => first = list.match(url)).join;
            first = first as URLPatternListMatch<number> | null;
            assert.deepEqual(
              first && { result: first.result, index: first.index },
              expected[0] ?? null,
            );
            assert.equal(list.test(url), expected.length > 0);
          }
          if (ran > 0) joined++;
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
    // Many sets have a lookup that runs a joined expression (routes with a
    // rare fixed text are ruled out by it instead; 93 of 300 join).
    assert.ok(joined >= 60, `only ${joined} of 300 route sets joined`);
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

describe("URLPatternList at scale", () => {
  const BASE = "https://e.com";

  /** A list of `patterns` with their indices as values. */
  function listOf(patterns: string[]): URLPatternList<number> {
    const list = new URLPatternList<number>();
    patterns.forEach((p, i) => list.add({ pathname: p }, i));
    return list;
  }

  const sets: [number, string, (i: number) => string, (i: number) => string][] =
    [
      [
        17_000,
        "/:id/x<i> (a fixed last segment)",
        (i) => `/:id/x${i}`,
        (i) => `/a/x${i}`,
      ],
      [
        50_000,
        "/:id/:k(x<i>) (joined expressions)",
        (i) => `/:id/:k(x${i})`,
        (i) => `/a/x${i}`,
      ],
    ];
  for (const [n, name, pattern, path] of sets) {
    it(`answers as exec() with ${n} routes ${name}`, () => {
      const patterns = Array.from({ length: n }, (_, i) => pattern(i));
      const list = listOf(patterns);
      for (const i of [0, 1, n >> 1, n - 2, n - 1]) {
        assert.equal(list.match(BASE + path(i))?.index, i);
        assert.equal(list.test(BASE + path(i)), true);
      }
      assert.equal(list.match(BASE + path(n)), null);
      assert.equal(list.test(BASE + "/a/y"), false);
      assert.deepEqual(
        list.matchAll(BASE + path(7)).map((m) => m.index),
        [7],
      );
    });
  }

  it("answers as exec() with 2,000 routes of ten optional regexp groups", () => {
    let groups = "";
    for (let g = 0; g < 10; g++) groups += `{/:a${g}(\\d+)}?`;
    for (const tail of ["", "-:t"]) {
      const patterns = Array.from(
        { length: 2_000 },
        (_, i) => `${groups}/r${i}${tail}`,
      );
      const list = listOf(patterns);
      const suffix = tail === "" ? "" : "-z";
      for (const i of [0, 999, 1_999]) {
        const url = `${BASE}/1/2/3/r${i}${suffix}`;
        const found = list.match(url);
        assert.equal(found?.index, i);
        assert.equal(found?.result.pathname.groups.a2, "3");
        assert.deepEqual(
          found?.result,
          new URLPattern(
            { pathname: patterns[i] },
          ).exec(url),
        );
      }
      assert.equal(list.match(`${BASE}/1/r2000${suffix}`), null);
    }
  });

  it("answers after growing past an earlier match()", () => {
    {
      // Joined expressions: the routes differ only in a regexp group.
      const shape = (i: number) => `/:id/:k(x${i})`;
      const list = listOf(Array.from({ length: 10 }, (_, i) => shape(i)));
      const path = (i: number) => `/a/x${i}`;
      assert.equal(list.match(BASE + path(3))?.index, 3);
      for (let i = 10; i < 40_010; i++) list.add({ pathname: shape(i) }, i);
      assert.equal(list.match(BASE + path(40_009))?.index, 40_009);
      assert.equal(list.match(BASE + path(3))?.index, 3);
      assert.equal(list.test(BASE + path(20_000)), true);
      list.add({ pathname: "/new" }, -1);
      assert.equal(list.match(BASE + "/new")?.value, -1);
    }
  });

  it("counts linear work: joined expressions capped, a lookup ≤ one run a route", () => {
    for (const n of [1_000, 4_000, 16_000]) {
      const list = listOf(
        Array.from({ length: n }, (_, i) => `/:id/:k(x${i})`),
      );
      const compiles: number[] = [];
      setWorkCounter((work, amount) => {
        if (work === "compile") compiles.push(amount);
      });
      try {
        list.match(BASE + "/a/miss");
      } finally {
        setWorkCounter(undefined);
      }
      // Each joined expression holds at most 64 routes (64 capturing
      // groups) and 8,192 code units; together, fewer than the routes' own
      // expressions (about 27 code units each), as the routes' shared
      // "/:id" is written once an expression.
      assert.ok(compiles.length >= n / 64, `${compiles.length} compiled`);
      assert.ok(Math.max(...compiles) <= 8_192);
      const total = compiles.reduce((a, b) => a + b, 0);
      assert.ok(total <= 20 * n, `${total} code units for ${n} routes`);
      for (const path of ["/a/miss", `/a/x${n - 1}`, `/a/x${n >> 1}`]) {
        const work = counting(() => list.match(BASE + path));
        // Every route is tried once at most: in a joined expression, or
        // on its own; and the joined ones decide most.
        assert.ok(work.join + work.route <= n + 64, JSON.stringify(work));
        assert.ok(work.route <= n / 8, JSON.stringify(work));
        assert.equal(work.compile, 0);
      }
    }
  });

  it("tries one route for a rare fixed segment or text, however many routes", () => {
    const shapes: [(i: number) => string, (i: number) => string][] = [
      [(i) => `/:id/x${i}`, (i) => `/a/x${i}`],
      [(i) => `/:id/x${i}/:t`, (i) => `/a/x${i}/z`],
      [(i) => `/:id/x${i}-:t`, (i) => `/a/x${i}-z`],
    ];
    for (const [pattern, path] of shapes) {
      for (const n of [1_000, 16_000]) {
        const list = listOf(Array.from({ length: n }, (_, i) => pattern(i)));
        for (const i of [n - 1, 7, n]) {
          let found: number | undefined;
          const work = counting(() =>
            found = list.match(BASE + path(i))?.index
          );
          assert.equal(found, i < n ? i : undefined);
          assert.ok(work.join + work.route <= 1, JSON.stringify(work));
        }
      }
    }
  });

  it("tries each route on its own when the engine refuses a joined expression", () => {
    const bucket = {
      routes: [0, 1],
      source: "(",
      flags: "v",
      regexp: undefined,
      stamp: 0,
      first: -1,
    };
    assert.equal(firstPathnameMatch(bucket, "/a"), UNKNOWN);
    assert.equal(bucket.regexp, null);
    assert.equal(firstPathnameMatch(bucket, "/a"), UNKNOWN);
  });

  it('keeps a group named "__proto__" as an own property', () => {
    const list = listOf(
      Array.from({ length: 20 }, (_, i) => `/:__proto__/x${i}-:b`),
    );
    for (
      const found of [
        list.match(BASE + "/evil/x3-y"),
        list.matchAll(BASE + "/evil/x3-y")[0],
      ]
    ) {
      const groups = found!.result.pathname.groups;
      assert.ok(Object.hasOwn(groups, "__proto__"));
      assert.equal(groups["__proto__"], "evil");
      assert.equal(Object.getPrototypeOf(groups), Object.prototype);
    }
  });
});
