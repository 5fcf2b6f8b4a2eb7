// Importing the polyfill where the runtime's own URL conforms installs
// nothing: the test matrix runs this in Deno, Node.js, Bun and Chromium.

import { describe, it } from "node:test";
import assert from "node:assert/strict";

const NativeURL = globalThis.URL;
const NativeParams = globalThis.URLSearchParams;
const descriptor = Object.getOwnPropertyDescriptor(globalThis, "URL");

describe("the polyfill over a conforming native URL", () => {
  it("leaves URL and URLSearchParams in place (full and lite)", async () => {
    const full = await import("./mod.ts");
    const lite = await import("./lite.ts");
    assert.deepEqual(full.installed.installed, []);
    assert.deepEqual(full.installed.failedChecks, []);
    assert.deepEqual(lite.installed.installed, []);
    assert.equal(globalThis.URL, NativeURL);
    assert.equal(globalThis.URLSearchParams, NativeParams);
    assert.deepEqual(
      Object.getOwnPropertyDescriptor(globalThis, "URL"),
      descriptor,
    );
  });
});
