// The browser `node:fs`: reads the runner's virtual files by path or file:
// URL, with Node.js's ENOENT when a file is missing.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "./fs.ts";

describe("browser fs", () => {
  it("reads the runner's files by path and by file: URL", () => {
    const g = globalThis as { __URLSTD_VFS__?: Record<string, string> };
    const saved = g.__URLSTD_VFS__;
    g.__URLSTD_VFS__ = { "/data/a b.json": "[1]" };
    try {
      assert.equal(readFileSync("/data/a b.json", "utf8"), "[1]");
      assert.equal(
        readFileSync("/data/x/../a b.json", { encoding: "utf8" }),
        "[1]",
      );
      assert.deepEqual(
        readFileSync(new URL("file:///data/a%20b.json")),
        new TextEncoder().encode("[1]"),
      );
      assert.ok(existsSync("/data/a b.json"));
      assert.ok(existsSync("/data"));
      assert.ok(!existsSync("/data/b.json"));
      assert.throws(() => readFileSync("/data/b.json", "utf8"), {
        code: "ENOENT",
      });
    } finally {
      g.__URLSTD_VFS__ = saved;
    }
  });
});
