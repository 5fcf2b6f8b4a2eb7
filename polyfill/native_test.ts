// Importing the polyfill where the runtime's own URL conforms leaves the
// pair in place: the test matrix runs this in Deno, Node.js, Bun and
// Chromium. URLPattern is left in place where the runtime has one (Deno,
// Node.js 24 and 26, Bun, Chromium) and installed from the full build where
// it has none (Node.js 22); the lite build never installs it. Origin is
// likewise left where the runtime has one (Chromium) and installed by the
// full build elsewhere.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URLPattern } from "../pattern/mod.ts";
import { Origin } from "../origin/mod.ts";

const NativeURL = globalThis.URL;
const NativeParams = globalThis.URLSearchParams;
const NativePattern = (globalThis as { URLPattern?: unknown }).URLPattern;
const NativeOrigin = (globalThis as { Origin?: unknown }).Origin;
const descriptor = Object.getOwnPropertyDescriptor(globalThis, "URL");

describe("the polyfill over a conforming native URL", () => {
  it("leaves URL and URLSearchParams in place (full and lite)", async () => {
    const lite = await import("./lite.ts");
    const full = await import("./mod.ts");
    assert.deepEqual(lite.installed.installed, []);
    assert.deepEqual(full.installed.installed, [
      ...(NativeOrigin === undefined ? ["Origin"] : []),
      ...(NativePattern === undefined ? ["URLPattern"] : []),
    ]);
    assert.deepEqual(full.installed.failedChecks, []);
    assert.deepEqual(full.installed.skipped, []);
    assert.equal(globalThis.URL, NativeURL);
    assert.equal(globalThis.URLSearchParams, NativeParams);
    assert.deepEqual(
      Object.getOwnPropertyDescriptor(globalThis, "URL"),
      descriptor,
    );
    assert.equal(
      (globalThis as { URLPattern?: unknown }).URLPattern,
      NativePattern ?? URLPattern,
    );
    // Chromium's own Origin passes the probe and stays.
    assert.equal(
      (globalThis as { Origin?: unknown }).Origin,
      NativeOrigin ?? Origin,
    );
  });
});
