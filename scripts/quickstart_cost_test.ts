import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./_project.ts";
import {
  defaultInstall,
  installKey,
  quickStartCommand,
  recordedKey,
} from "./quickstart_cost.ts";

const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const lockText = readFileSync(join(ROOT, "package-lock.json"), "utf8");

describe("README.md's Quick start cost", () => {
  it("was measured for the current command and default install", () => {
    assert.equal(
      recordedKey(readme),
      installKey(readme, lockText),
      "the Quick start's command or what `npm ci` installs changed: run " +
        "`deno task quickstart:cost`",
    );
  });

  it("measures an install that leaves the test matrix's tools out", () => {
    assert.match(quickStartCommand(readme), /^npm ci && npm run url /);
    const installed = defaultInstall(JSON.parse(lockText));
    const names = installed.map((entry) =>
      entry.replace(/^(.*\/)?node_modules\//, "").replace(/@[^@]*$/, "")
    );
    for (const cli of ["deno", "tr46", "tldts", "@exodus/bytes"]) {
      assert.ok(names.includes(cli), `${cli} is in the default install`);
    }
    for (const tool of ["node24", "bun", "playwright-core", "whatwg-url"]) {
      assert.ok(!names.includes(tool), `${tool} is not`);
    }
  });
});

describe("defaultInstall()", () => {
  it("follows dependencies as Node.js resolves them, nested first", () => {
    const lock = {
      packages: {
        "": { devDependencies: { a: "1" }, workspaces: ["tools"] },
        "node_modules/a": { version: "1.0.0", dependencies: { b: "1" } },
        "node_modules/a/node_modules/b": { version: "1.0.0" },
        "node_modules/b": { version: "2.0.0" },
        "node_modules/c": { version: "3.0.0" },
      },
    };
    assert.deepEqual(defaultInstall(lock), [
      "node_modules/a/node_modules/b@1.0.0",
      "node_modules/a@1.0.0",
    ]);
  });
});
