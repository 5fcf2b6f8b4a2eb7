// The differential checks shared by pattern/native_differential_test.ts
// and pattern/polyfill_differential_test.ts: another URLPattern against
// ours, on the WPT entries and on seeded random cases, every difference
// named in tests/_urlpattern_known.ts.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import process from "node:process";
import { URLPattern } from "../pattern/mod.ts";
import {
  checkEntry,
  entryName,
  type URLPatternClass,
  type URLPatternTestEntry,
} from "./_urlpattern.ts";
import {
  outcome,
  type PatternCase,
  randomCases,
  sameOutcome,
} from "./_urlpattern_differential.ts";
import {
  type Implementation,
  KNOWN_DIFFERENCES,
  KNOWN_WPT_FAILURES,
  wptKey,
} from "./_urlpattern_known.ts";
import { readUrlPatternWpt } from "./urlpattern_wpt.ts";

/** The seed and count of the random cases. */
export const SEED = 0x38;
export const CASES = 2000;

/** The runtime, by its user agent (Node.js 20 has none: its version). */
export function runtime(): {
  name: Implementation;
  label: string;
  major: number;
} {
  const agent = (globalThis as { navigator?: { userAgent?: string } })
    .navigator?.userAgent ?? "";
  const versions = process.versions as Record<string, string | undefined>;
  const chrome = /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(agent);
  if (chrome) return { name: "chromium", label: chrome[0], major: 0 };
  if (agent.startsWith("Deno/")) {
    return { name: "deno", label: agent, major: 0 };
  }
  if (versions.bun) {
    return { name: "bun", label: `Bun ${versions.bun}`, major: 0 };
  }
  const major = Number(versions.node?.split(".")[0] ?? 0);
  return { name: "node", label: `Node.js ${versions.node}`, major };
}

/**
 * Registers the differential tests of `Other` (implementation `name`)
 * against ours.
 */
export function describeDifferential(
  name: Implementation,
  label: string,
  Other: URLPatternClass,
): void {
  const here = runtime().name;
  const Ours = URLPattern as unknown as URLPatternClass;
  const entries = readUrlPatternWpt<URLPatternTestEntry>(
    "urlpatterntestdata.json",
  );
  const wptKnown = KNOWN_WPT_FAILURES.filter((k) =>
    k.implementations.includes(name)
  );
  const keys = new Set(entries.map(wptKey));
  it(`${label}: every known WPT failure is an entry of the data`, () => {
    for (const k of wptKnown) {
      for (const e of k.entries) {
        assert.ok(keys.has(JSON.stringify(e)), JSON.stringify(e));
      }
    }
  });
  describe(`${label} on urlpatterntestdata.json`, () => {
    for (const entry of entries) {
      const key = wptKey(entry);
      const known = wptKnown.find((k) =>
        k.entries.some((e) => JSON.stringify(e) === key)
      );
      if (known === undefined) {
        it(`agrees with WPT: ${entryName(entry)}`, () => {
          checkEntry(Other, entry);
        });
      } else {
        it(`still fails, as named (${known.step}): ${entryName(entry)}`, () => {
          assert.throws(
            () => checkEntry(Other, entry),
            `${label} now passes: remove or narrow the known failure "${known.wrong}"`,
          );
        });
      }
    }
  });

  describe(`${label} against ours on ${CASES} seeded random cases`, () => {
    const known = KNOWN_DIFFERENCES.filter((k) =>
      k.implementations.includes(name) &&
      (k.runtimes === undefined || k.runtimes.includes(here))
    );
    const cases = randomCases(SEED, CASES);
    const hits = new Map(known.map((k) => [k, 0]));
    const unexplained: string[] = [];
    let built = 0;
    let matched = 0;
    for (const c of cases) {
      const ours = outcome(Ours, c);
      const theirs = outcome(Other, c);
      if (ours.construct === "ok") {
        built++;
        if (
          (ours as { matches: { test: unknown }[] }).matches.some((m) =>
            m.test === true
          )
        ) matched++;
      }
      if (sameOutcome(ours, theirs)) continue;
      const k = known.find((k) => k.matches(c, ours, theirs));
      if (k === undefined) unexplained.push(describeCase(c, ours, theirs));
      else hits.set(k, hits.get(k)! + 1);
    }
    it("names every difference with the step that decides it", () => {
      assert.deepEqual(
        unexplained.slice(0, 10),
        [],
        `${unexplained.length} unexplained`,
      );
    });
    for (const k of known) {
      it(`still differs as named: ${k.wrong}`, () => {
        assert.ok(
          hits.get(k)! > 0,
          `no case differs this way any more: remove the class (${k.step})`,
        );
      });
    }
    console.log(`${label}: ${built} of ${CASES} built, ${matched} matched`);
    it("builds and matches enough cases that the comparison means something", () => {
      assert.ok(built >= CASES / 3, `only ${built} of ${CASES} patterns built`);
      assert.ok(matched >= CASES / 40, `only ${matched} of ${CASES} matched`);
    });
  });
}

function describeCase(c: PatternCase, ours: unknown, theirs: unknown): string {
  return `${JSON.stringify(c)}\n  ours:   ${JSON.stringify(ours)}\n  theirs: ${
    JSON.stringify(theirs)
  }`;
}
