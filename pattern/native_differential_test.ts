// Ours against the runtime's own URLPattern, in each leg of the test
// matrix: Node.js 24 and 26 (ada), Deno (the urlpattern crate), Bun and
// Chromium. On the WPT entries and on seeded random cases, every
// difference is named in tests/_urlpattern_known.ts with the standard's
// step that decides it and the implementation that is wrong; runtimes
// without a native URLPattern (Node.js 20 and 22) are asserted to have none.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URLPattern } from "./mod.ts";
import type { URLPatternClass } from "../tests/_urlpattern.ts";
import { describeDifferential, runtime } from "../tests/_urlpattern_compare.ts";

const NATIVE = (globalThis as { URLPattern?: unknown }).URLPattern;
const here = runtime();
const shipsOne = here.name !== "node" || here.major >= 24;

describe(`native URLPattern of ${here.label}`, () => {
  it(shipsOne ? "exists, and is not ours" : "does not exist", () => {
    if (shipsOne) {
      assert.equal(typeof NATIVE, "function");
      assert.notEqual(NATIVE, URLPattern);
    } else assert.equal(NATIVE, undefined);
  });
});

if (shipsOne && typeof NATIVE === "function" && NATIVE !== URLPattern) {
  describeDifferential(here.name, here.label, NATIVE as URLPatternClass);
}
