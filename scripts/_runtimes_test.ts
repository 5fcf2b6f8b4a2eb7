// Where the test matrix finds its runtimes, and the engines it promises.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { findChromium, machineNodePath, nodeRuntimes } from "./_runtimes.ts";
import { satisfiesEngines } from "./check_npm_package.ts";
import { NODE_ENGINES } from "./build_npm.ts";
import { ROOT } from "./_project.ts";

describe("findChromium()", () => {
  it("takes $CHROMIUM alone when it is set, found or not", async () => {
    const saved = process.env.CHROMIUM;
    try {
      process.env.CHROMIUM = "/nonexistent/chromium";
      assert.deepEqual(await findChromium(), {
        found: undefined,
        tried: ["/nonexistent/chromium"],
      });
      process.env.CHROMIUM = Deno.execPath();
      assert.equal((await findChromium()).found, Deno.execPath());
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM;
      else process.env.CHROMIUM = saved;
    }
  });
});

describe("nodeRuntimes()", () => {
  it("starts from the machine's node, never a node_modules/.bin one", () => {
    assert.doesNotMatch(machineNodePath(), /\/node_modules\//);
    const sources = nodeRuntimes().map((node) => node.source);
    assert.ok(sources.includes("node"));
  });

  it("lists each version once, oldest first", () => {
    const versions = nodeRuntimes().map((node) => node.version);
    assert.equal(new Set(versions).size, versions.length);
    const sorted = [...versions].sort((a, b) =>
      a.localeCompare(b, "en", { numeric: true })
    );
    assert.deepEqual(versions, sorted);
  });
});

describe("the package's engines", () => {
  const tr46 = JSON.parse(
    readFileSync(join(ROOT, "node_modules", "tr46", "package.json"), "utf8"),
  ).engines.node;

  it("admits no Node.js that tr46 refuses (no EBADENGINE on a supported one)", () => {
    const samples = [
      "v20.20.2",
      "v22.13.1",
      "v22.14.0",
      "v22.23.5",
      "v23.11.0",
      "v24.0.0",
      "v24.22.3",
      "v26.12.1",
      ...nodeRuntimes().map((node) => node.version),
    ];
    for (const version of samples) {
      if (satisfiesEngines(version, NODE_ENGINES)) {
        assert.ok(satisfiesEngines(version, tr46), `${version}: ${tr46}`);
      }
    }
  });

  it("admits the Node.js versions the matrix tests (22, 24 and 26)", () => {
    for (const version of ["v22.23.5", "v24.22.3", "v26.12.1"]) {
      assert.ok(satisfiesEngines(version, NODE_ENGINES), version);
    }
    assert.ok(!satisfiesEngines("v20.20.2", NODE_ENGINES));
  });
});
