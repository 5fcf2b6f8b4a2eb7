// Importing the polyfill where the runtime's own URL conforms leaves the
// pair in place: the test matrix runs this in Deno, Node.js, Bun and
// Chromium. URLPattern is left in place where the runtime has one (Deno,
// Node.js 24 and 26, Bun, Chromium) and installed from the full build where
// it has none (Node.js 22); the lite build never installs it.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URLPattern } from "../pattern/mod.ts";

const NativeURL = globalThis.URL;
const NativeParams = globalThis.URLSearchParams;
const NativePattern = (globalThis as { URLPattern?: unknown }).URLPattern;
const descriptor = Object.getOwnPropertyDescriptor(globalThis, "URL");

describe("the polyfill over a conforming native URL", () => {
  it("leaves URL and URLSearchParams in place (full and lite)", async () => {
    const lite = await import("./lite.ts");
    const full = await import("./mod.ts");
    assert.deepEqual(lite.installed.installed, []);
    assert.deepEqual(
      full.installed.installed,
      NativePattern === undefined ? ["URLPattern"] : [],
    );
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
  });
});
