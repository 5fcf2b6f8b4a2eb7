import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  type Input,
  INPUTS,
  missingDevDependencies,
  preflight,
} from "./preflight.ts";

/** An input whose check finds it, or throws `problem`. */
function input(
  name: string,
  problem?: string,
  more: Partial<Input> = {},
): Input & { calls: number } {
  const made = {
    name,
    steps: [] as string[],
    calls: 0,
    check() {
      made.calls++;
      if (problem !== undefined) throw new Error(problem);
      return `${name}: here`;
    },
    ...more,
  };
  return made;
}

describe("preflight()", () => {
  it("checks every input, and gives one line per missing one", async () => {
    const inputs = [
      input("WPT URL data", "no folder\nholds it"),
      input("node"),
      input("WPT URL Pattern data", "cannot download"),
      input("Bun", "no working Bun"),
    ];
    const report = await preflight([], { ci: false, installed: true, inputs });
    assert.deepEqual(report.missing, [
      "WPT URL data: no folder holds it",
      "WPT URL Pattern data: cannot download",
      "Bun: no working Bun",
    ]);
    assert.deepEqual(report.found, ["node: here"]);
    assert.deepEqual(inputs.map((i) => i.calls), [1, 1, 1, 1]);
  });

  it("requires a CI-only input only under CI=true", async () => {
    const inputs = [input("Chromium", "no Chromium", { ciOnly: true })];
    const here = await preflight([], { ci: false, inputs });
    assert.deepEqual(here.missing, []);
    assert.deepEqual(here.notRun, ["Chromium: no Chromium"]);
    const ci = await preflight([], { ci: true, inputs });
    assert.deepEqual(ci.missing, ["Chromium: no Chromium"]);
    assert.deepEqual(ci.notRun, []);
  });

  it("checks only what the chosen steps need", async () => {
    const data = input("data", "absent");
    const bun = input("Bun", "absent", { steps: ["bun"] });
    const report = await preflight(["size"], { ci: true, inputs: [data, bun] });
    assert.deepEqual(report.missing, ["data: absent"]);
    assert.equal(bun.calls, 0);
    await preflight(["bun"], { ci: true, inputs: [bun] });
    assert.equal(bun.calls, 1);
  });

  it("leaves what needs the dev dependencies to the line asking for them", async () => {
    const bun = input("Bun", "no working Bun", { needsInstall: true });
    const data = input("data", "absent");
    const without = await preflight([], {
      installed: false,
      inputs: [data, bun],
    });
    assert.deepEqual(without.missing, ["data: absent"]);
    assert.equal(bun.calls, 0);
    const withThem = await preflight([], { installed: true, inputs: [bun] });
    assert.deepEqual(withThem.missing, ["Bun: no working Bun"]);
  });

  it("checks the data, the tools and the browsers of a whole run", () => {
    assert.deepEqual(INPUTS.map((i) => i.name), [
      "dev dependencies",
      "WPT URL data",
      "WPT URL Pattern data",
      "node",
      "Bun",
      "Chromium",
      "Hermes",
      "QuickJS",
    ]);
  });
});

describe("missingDevDependencies()", () => {
  it("names the dev dependencies node_modules lacks, the tools' too", () => {
    const root = Deno.makeTempDirSync({ prefix: "urlstd-preflight-" });
    try {
      writeFileSync(
        join(root, "package.json"),
        JSON.stringify({ devDependencies: { esbuild: "1", tr46: "7" } }),
      );
      assert.deepEqual(missingDevDependencies(root), ["esbuild", "tr46"]);
      mkdirSync(join(root, "node_modules", "tr46"), { recursive: true });
      writeFileSync(join(root, "node_modules", "tr46", "package.json"), "{}");
      assert.deepEqual(missingDevDependencies(root), ["esbuild"]);
      mkdirSync(join(root, "tools"));
      writeFileSync(
        join(root, "tools", "package.json"),
        JSON.stringify({ devDependencies: { bun: "1" } }),
      );
      assert.deepEqual(missingDevDependencies(root), ["esbuild", "bun"]);
    } finally {
      Deno.removeSync(root, { recursive: true });
    }
  });
});
