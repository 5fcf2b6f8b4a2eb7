import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { perSecond } from "./_summary.ts";
import { main, memoryIO } from "./mod.ts";

describe("perSecond()", () => {
  it("groups whole rates from 10 up", () => {
    assert.equal(perSecond(54_428.4, "URL"), "54,428 URLs/s");
    assert.equal(perSecond(10, "URL"), "10 URLs/s");
  });

  it("gives two significant digits below 10", () => {
    assert.equal(perSecond(4.76, "URL"), "4.8 URLs/s");
    assert.equal(perSecond(0.25, "URL"), "0.25 URLs/s");
  });

  it("is singular only for a rate shown as 1", () => {
    assert.equal(perSecond(1, "URL"), "1 URL/s");
    assert.equal(perSecond(1.001, "URL"), "1 URL/s");
    assert.equal(perSecond(1.5, "URL"), "1.5 URLs/s");
    assert.equal(perSecond(0, "URL"), "0 URLs/s");
  });
});

describe("the batch summary", () => {
  it("says 1 URL/s for one URL in one second", async () => {
    let t = 0;
    const io = memoryIO({ stdin: "https://a/\n", now: () => (t += 1000) });
    await main([], io);
    assert.match(io.stderrText(), / MB in 1\.00 s: 1 URL\/s, /);
  });
});
