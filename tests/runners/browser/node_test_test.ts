// The browser `node:test`: registration order, hooks, skip/todo, async tests,
// and failures counted and named as `node --test` counts and names them.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import * as shim from "./node_test.ts";

const log: string[] = [];

shim.describe("outer", () => {
  shim.before(() => void log.push("before outer"));
  shim.beforeEach(() => void log.push("beforeEach outer"));
  shim.afterEach(() => void log.push("afterEach outer"));
  shim.after(() => void log.push("after outer"));
  shim.it("passes", () => void log.push("passes"));
  shim.it("fails", () => {
    log.push("fails");
    throw new Error("boom");
  });
  shim.describe("inner", () => {
    shim.beforeEach(() => void log.push("beforeEach inner"));
    shim.it("awaits", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.push("awaits");
    });
    shim.it("rejects", () => Promise.reject(new TypeError("late")));
  });
  shim.it.skip("is skipped", () => void log.push("never"));
  shim.it("is skipped by option", { skip: "reason" }, () => void log.push("x"));
  shim.it.todo("is todo and fails", () => {
    throw new Error("not yet");
  });
  shim.it("calls done", (_t, done) => void setTimeout(() => done!(), 1));
});
shim.describe("broken suite", () => {
  throw new Error("while registering");
});
shim.test("top level", () => void log.push("top level"));

describe("browser node:test", () => {
  it("runs the registered tree in order and counts like node --test", async () => {
    const result = await shim.runRegisteredTests();
    assert.equal(result.passed, 4);
    assert.equal(result.failed, 3);
    assert.equal(result.skipped, 2);
    assert.equal(result.todo, 1);
    assert.equal(result.suites, 3);
    assert.deepEqual(result.failures.map((f) => f.name), [
      "outer > fails",
      "outer > inner > rejects",
      "broken suite",
    ]);
    assert.equal(result.failures[0].message, "Error: boom");
    assert.equal(result.failures[1].message, "TypeError: late");
    assert.deepEqual(log, [
      "before outer",
      "beforeEach outer",
      "passes",
      "afterEach outer",
      "beforeEach outer",
      "fails",
      "afterEach outer",
      "beforeEach outer",
      "beforeEach inner",
      "awaits",
      "afterEach outer",
      "beforeEach outer",
      "beforeEach inner",
      "afterEach outer",
      "beforeEach outer",
      "afterEach outer",
      "beforeEach outer",
      "afterEach outer",
      "after outer",
      "top level",
    ]);
  });
});
