import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, fromFileUrl, join } from "../tests/_path.ts";
import { PSL_VERSION } from "./mod.ts";

const root = join(dirname(fromFileUrl(import.meta.url)), "..");

describe("PSL_VERSION", () => {
  it("names the tldts version that deno.json pins", () => {
    const deno = JSON.parse(readFileSync(join(root, "deno.json"), "utf8"));
    const pinned = /^npm:tldts@(\d+\.\d+\.\d+)$/.exec(deno.imports.tldts);
    assert.ok(pinned, `deno.json pins tldts exactly: ${deno.imports.tldts}`);
    assert.equal(PSL_VERSION, `tldts@${pinned[1]}`);
  });
});
