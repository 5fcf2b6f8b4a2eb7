// URLSearchParams' index by name: set() and delete() in linear time over
// many distinct names, with the standard's list semantics unchanged.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL, URLSearchParams } from "./mod.ts";
import { listScans } from "./_pair_list.ts";

type Pair = [string, string];

/** Web IDL's USVString conversion: each lone surrogate becomes U+FFFD. */
const usv = (s: string) =>
  s.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "\ufffd",
  );

/** The standard's list and its methods, step by step, as the model. */
class Model {
  list: Pair[];
  constructor(list: Pair[]) {
    this.list = list;
  }
  append(name: string, value: string) {
    this.list.push([usv(name), usv(value)]);
  }
  set(name: string, value: string) {
    [name, value] = [usv(name), usv(value)];
    const first = this.list.findIndex(([n]) => n === name);
    if (first === -1) return void this.list.push([name, value]);
    this.list[first][1] = value;
    this.list = this.list.filter(([n], i) => i <= first || n !== name);
  }
  delete(name: string, value?: string) {
    name = usv(name);
    const v = value === undefined ? undefined : usv(value);
    this.list = this.list.filter(([n, w]) =>
      n !== name || (v !== undefined && w !== v)
    );
  }
  get(name: string) {
    return this.list.find(([n]) => n === usv(name))?.[1] ?? null;
  }
  has(name: string, value?: string) {
    return this.list.some(([n, w]) =>
      n === usv(name) && (value === undefined || w === usv(value))
    );
  }
  sort() {
    this.list.sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  }
}

/** A list's serialization, by a fresh object (with no index). */
const serialize = (list: Pair[]) => new URLSearchParams(list).toString();

/** A deterministic generator of small integers. */
function random(seed: number) {
  return (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >> 8) % n;
  };
}

const NAMES = ["a", "b", "", "é", "\ud800", "\ufffd", "a\udc00b", "x y", "="];

/** Counts the calls of Map's get, set and delete while `run` runs. */
function countMapCalls(run: () => void): number {
  const proto = Map.prototype as unknown as Record<string, unknown>;
  const names = ["get", "set", "delete"];
  const originals = names.map((name) => proto[name] as () => unknown);
  let calls = 0;
  names.forEach((name, i) => {
    proto[name] = function (this: unknown, ...args: unknown[]) {
      calls++;
      return Reflect.apply(originals[i], this, args);
    };
  });
  try {
    run();
  } finally {
    names.forEach((name, i) => proto[name] = originals[i]);
  }
  return calls;
}

describe("URLSearchParams index by name", () => {
  it("keeps the standard's list through random changes, linked or not", () => {
    let lookups = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const next = random(seed);
      const name = () =>
        next(3) === 0 ? NAMES[next(NAMES.length)] : "k" + next(80);
      const value = () => String(next(4));
      const start: Pair[] = [];
      for (let i = next(160); i > 0; i--) start.push([usv(name()), value()]);
      const model = new Model(start.map(([n, v]) => [n, v]));
      const query = new URLSearchParams(start).toString();
      const url = seed % 2 === 0 ? new URL("https://h/?" + query) : null;
      const params = url?.searchParams ?? new URLSearchParams(query);
      let iterator = params.entries();
      let iterated = 0; // the model iterator's index
      const steps = () => {
        for (let step = 0; step < 400; step++) {
          const [n, v] = [name(), value()];
          const op = next(12);
          if (op === 0) params.append(n, v), model.append(n, v);
          else if (op <= 3) params.set(n, v), model.set(n, v);
          else if (op <= 5) params.delete(n), model.delete(n);
          else if (op === 6) params.delete(n, v), model.delete(n, v);
          else if (op === 7) assert.equal(params.get(n), model.get(n));
          else if (op === 8) {
            assert.equal(params.has(n), model.has(n));
            assert.equal(params.has(n, v), model.has(n, v));
            assert.deepEqual(
              params.getAll(n),
              model.list
                .filter(([m]) => m === usv(n)).map(([, w]) => w),
            );
          } else if (op === 9) {
            assert.equal(params.size, model.list.length);
          } else if (op === 10) {
            // Iteration while the list changes reads the list as it is.
            const result = iterator.next();
            const expected = model.list[iterated++];
            assert.deepEqual(result.value, expected, `seed ${seed}`);
            if (expected === undefined) {
              iterator = params.entries();
              iterated = 0;
            }
          } else if (next(8) === 0) params.sort(), model.sort();
          else assert.equal(params.toString(), serialize(model.list));
        }
      };
      lookups += countMapCalls(steps);
      assert.deepEqual([...params], model.list, `seed ${seed}`);
      const serialized = serialize(model.list);
      assert.equal(params.toString(), serialized, `seed ${seed}`);
      if (url !== null) {
        assert.equal(url.search, serialized === "" ? "" : "?" + serialized);
      }
    }
    // The index was there for most of the changes.
    assert.ok(lookups > 60 * 100, `${lookups} index operations`);
  });

  /** List scans plus index operations for one run of `work`. */
  const workOf = (work: () => void) => {
    let scanned = 0;
    listScans.count = (pairs) => void (scanned += pairs);
    try {
      return countMapCalls(work) + scanned;
    } finally {
      listScans.count = undefined;
    }
  };

  for (
    const [what, work] of [
      ["set() of distinct names", (params: URLSearchParams, n: number) => {
        for (let i = 0; i < n; i++) params.set("k" + i, "v");
      }],
      [
        "set() of distinct names again",
        (params: URLSearchParams, n: number) => {
          for (let i = 0; i < n; i++) params.set("k" + i, "v");
          for (let i = 0; i < n; i++) params.set("k" + i, "w");
        },
      ],
      ["delete() of distinct names", (params: URLSearchParams, n: number) => {
        for (let i = 0; i < n; i++) params.append("k" + i, "v");
        for (let i = 0; i < n; i++) params.delete("k" + i);
      }],
      ["delete() from the end", (params: URLSearchParams, n: number) => {
        for (let i = 0; i < n; i++) params.append("k" + i, "v");
        for (let i = n - 1; i >= 0; i--) params.delete("k" + i, "v");
      }],
      ["delete() of absent names", (params: URLSearchParams, n: number) => {
        for (let i = 0; i < n; i++) params.append("k" + i, "v");
        for (let i = 0; i < n; i++) params.delete("x" + i);
      }],
      ["has() then delete()", (params: URLSearchParams, n: number) => {
        for (let i = 0; i < n; i++) params.append("k" + i, "v");
        for (let i = 0; i < 2 * n; i++) {
          if (params.has("k" + i)) params.delete("k" + i);
        }
      }],
    ] as const
  ) {
    it(`does linear work for ${what}`, () => {
      for (const linked of [false, true]) {
        const run = (n: number) => {
          const url = new URL("https://h/?a=1");
          const params = linked ? url.searchParams : new URLSearchParams();
          const counted = workOf(() => work(params, n));
          assert.equal(url.search, linked ? "?" + params.toString() : "?a=1");
          return counted;
        };
        const small = run(1_000);
        const large = run(8_000);
        assert.ok(small >= 1_000, `${small} operations counted`);
        assert.ok(
          large <= 9 * small,
          `8 times the names did ${(large / small).toFixed(1)} times the ` +
            `work (${small} then ${large})`,
        );
      }
    });
  }
});
