// Shared pieces of the differential tests against whatwg-url@17.3.0: the
// WPT inputs, a seeded generator, and comparisons that collect every
// difference (input, base, expected, actual) instead of stopping at one.

import assert from "node:assert/strict";
import { loadWptCases, readWpt } from "./wpt.ts";

/** A urltestdata.json entry, as far as these tests read it. */
export interface UrlTestCase {
  input: string;
  base: string | null;
  href?: string;
  failure?: boolean;
}

/** A setters_tests.json entry. */
export interface SetterCase {
  href: string;
  new_value: string;
}

/** The urltestdata.json entries. */
export function urlTestCases(): UrlTestCase[] {
  return loadWptCases<UrlTestCase>("urltestdata.json");
}

/** Every setter case of setters_tests.json, with its attribute. */
export function setterCases(): (SetterCase & { attribute: string })[] {
  const data = readWpt("setters_tests.json") as Record<string, SetterCase[]>;
  const out: (SetterCase & { attribute: string })[] = [];
  for (const [attribute, cases] of Object.entries(data)) {
    if (attribute === "comment") continue;
    for (const c of cases) out.push({ ...c, attribute });
  }
  return out;
}

/** The distinct hrefs of the WPT URLs that parse. */
export function wptHrefs(): string[] {
  const hrefs = new Set<string>();
  for (const c of urlTestCases()) if (c.href) hrefs.add(c.href);
  for (const c of setterCases()) hrefs.add(c.href);
  return [...hrefs];
}

/** A seeded pseudo-random generator (mulberry32): the same run each time. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Collects differences; `check()` fails listing the first ones. */
export class Differences {
  readonly found: string[] = [];
  compared = 0;

  /** Compares two values with deepStrictEqual, recording a difference. */
  equal(actual: unknown, expected: unknown, what: () => string): void {
    this.compared++;
    try {
      assert.deepStrictEqual(actual, expected);
    } catch {
      this.found.push(
        `${what()}\n    expected ${show(expected)}\n    actual   ${
          show(actual)
        }`,
      );
    }
  }

  /** Fails when a difference was found or fewer than `floor` compared. */
  check(floor: number): void {
    assert.ok(
      this.compared >= floor,
      `only ${this.compared} comparisons (the floor is ${floor})`,
    );
    if (this.found.length > 0) {
      assert.fail(
        `${this.found.length} differences of ${this.compared}:\n  ` +
          this.found.slice(0, 15).join("\n  "),
      );
    }
  }
}

/** JSON with Uint8Arrays as lists. */
export function show(value: unknown): string {
  return JSON.stringify(
    value,
    (_, v) => v instanceof Uint8Array ? [...v] : v,
  );
}
