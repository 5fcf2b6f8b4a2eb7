// README.md's example of the lite build, run: each `expression; // value`
// line of the `ts` block that imports @urlstd/url/lite is evaluated with
// lite's URL. A missing block is a failure.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { URL } from "../lite/mod.ts";

const readme = readFileSync(
  new globalThis.URL("../README.md", import.meta.url),
  "utf8",
);

describe("README.md's example of the lite build", () => {
  it("shows what lite's URL gives", () => {
    const fence = /^```ts\n([\s\S]*?)^```$/gm;
    const block = [...readme.matchAll(fence)].map((m) => m[1])
      .find((text) => text.includes('from "@urlstd/url/lite"'));
    assert.ok(block !== undefined, "no ts block importing @urlstd/url/lite");
    let checked = 0;
    for (const match of block.matchAll(/^(new URL\([^;]*); \/\/ ("[^"]*")/gm)) {
      const actual = new Function("URL", `return ${match[1]};`)(URL);
      assert.equal(actual, JSON.parse(match[2]), match[1]);
      checked++;
    }
    assert.equal(checked, 3);
  });
});
