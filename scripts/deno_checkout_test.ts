// README.md's way to use a checkout from Deno, run as written from a folder
// outside the clone: its `deno.json` (with `links` pointing at this
// checkout) and its imports, which resolve the sources' bare specifiers
// (tr46, tldts, @exodus/bytes) through the linked package's own deno.json.
// Importing the checkout's files by path fails, as README.md says.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { betweenMarkers } from "./docs.ts";
import { ROOT } from "./_project.ts";

const START =
  "<!-- deno-links:start (scripts/deno_checkout_test.ts runs it from another folder) -->";
const END = "<!-- deno-links:end -->";

const block = betweenMarkers(
  readFileSync(join(ROOT, "README.md"), "utf8"),
  START,
  END,
);

function fenced(language: string): string {
  const match = new RegExp(
    "^```" + language + "[^\\n]*\\n([\\s\\S]*?)^```$",
    "m",
  )
    .exec(block);
  assert.ok(
    match !== null,
    `no ${language} block between the deno-links markers`,
  );
  return match[1];
}

async function denoRun(dir: string, file: string) {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--quiet", "--allow-read", "--allow-env", file],
    cwd: dir,
    env: { NO_COLOR: "1" },
    stdin: "null",
  }).output();
  const decoder = new TextDecoder();
  return {
    code: output.code,
    stdout: decoder.decode(output.stdout),
    stderr: decoder.decode(output.stderr),
  };
}

describe("README.md's Deno setup for a checkout", () => {
  it("imports the package by name from a project outside the clone", async () => {
    const dir = Deno.makeTempDirSync({ prefix: "urlstd-deno-user-" });
    try {
      assert.ok(!dir.startsWith(ROOT));
      const config = fenced("json").replaceAll("/path/to/urlstd", ROOT);
      Deno.writeTextFileSync(join(dir, "deno.json"), config);
      const imports = fenced("ts");
      assert.match(imports, /from "@urlstd\/url"/);
      Deno.writeTextFileSync(
        join(dir, "main.ts"),
        imports +
          'import { registrableDomain } from "@urlstd/url/psl";\n' +
          'import { parseHost } from "@urlstd/url/host";\n' +
          'console.log(new URL("https://bücher.example/a/../b").href);\n' +
          'console.log(pathToFileURL("/a b", { windows: false }).href);\n' +
          'console.log(registrableDomain(parseHost("a.b.example.co.uk")));\n',
      );
      const r = await denoRun(dir, "main.ts");
      assert.equal(r.code, 0, r.stderr);
      assert.equal(
        r.stdout,
        "https://xn--bcher-kva.example/b\nfile:///a%20b\nexample.co.uk\n",
      );
    } finally {
      Deno.removeSync(dir, { recursive: true });
    }
  });

  it("is needed: a path import of the checkout fails on its bare specifiers", async () => {
    const dir = Deno.makeTempDirSync({ prefix: "urlstd-deno-user-" });
    try {
      Deno.writeTextFileSync(
        join(dir, "main.ts"),
        `import { URL } from ${JSON.stringify(join(ROOT, "mod.ts"))};\n` +
          'console.log(new URL("https://a/").href);\n',
      );
      const r = await denoRun(dir, "main.ts");
      assert.notEqual(r.code, 0);
      assert.match(r.stderr, /not a dependency/);
    } finally {
      Deno.removeSync(dir, { recursive: true });
    }
  });
});
