// The `urlstd` command on lists of URLs (standard input, --file, --jobs),
// driven as a subprocess.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  envWithout,
  mainFile,
  mixedInput,
  projectRoot,
  run,
  tempDirWith,
  urlstd,
} from "./_command_harness.ts";

describe("urlstd batch", () => {
  it("prints one href an input line, an empty line for a failure or an empty line", async () => {
    const r = await urlstd(
      ["--quiet"],
      "HTTPS://A.example/./x\r\nnope\n\nhttps://b.example",
    );
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "https://a.example/x\n\n\nhttps://b.example/\n");
    assert.equal(r.stderr, "");
  });

  it("reads standard input given as -, and writes a summary", async () => {
    const r = await urlstd(["-"], "https://a/\nhttps://b/ c\n");
    assert.equal(r.code, 0);
    assert.match(r.stderr, /^2 URLs: 0 failures, 1 with validation errors$/m);
    assert.match(r.stderr, /^ {2}invalid-URL-unit +1$/m);
  });

  it("prints a table per URL with --table, headed by its line", async () => {
    const r = await urlstd(["-t", "-q"], "https://a/\n\nhttps://b/\n");
    assert.match(r.stdout, /^stdin:1\nhref +https:\/\/a\/\n/);
    assert.match(r.stdout, /\n\nstdin:3\nhref +https:\/\/b\/\n/);
  });

  it("writes no colours when not on a terminal", async () => {
    const r = await urlstd(["-v"], "https://a/ b\n");
    assert.ok(!(r.stdout + r.stderr).includes("\x1b"));
  });
});

describe("urlstd --file with a relative path", () => {
  it("resolves it against the directory `deno task url` was started in", async () => {
    const dir = await tempDirWith({ "urls.txt": "https://a/\nhttps://b/ c\n" });
    // deno task runs the task in the project root, with INIT_CWD set to
    // where it was started.
    const r = await run(Deno.execPath(), [
      "task",
      "--quiet",
      "--config",
      `${projectRoot}/deno.json`,
      "url",
      "--quiet",
      "--file",
      "urls.txt",
    ], { cwd: dir, env: envWithout("INIT_CWD") });
    assert.equal(r.stderr, "");
    assert.equal(r.stdout, "https://a/\nhttps://b/%20c\n");
    assert.equal(r.code, 0);
  });

  it("resolves it against INIT_CWD when allowed to read it, else the working directory", async () => {
    const dir = await tempDirWith({ "urls.txt": "https://a/\nhttps://b/ c\n" });
    const args = ["--quiet", "--file", "urls.txt"];
    const allowed = await run(Deno.execPath(), [
      "run",
      "--quiet",
      "--allow-read",
      "--allow-env=INIT_CWD",
      mainFile,
      ...args,
    ], { env: { ...envWithout("INIT_CWD"), INIT_CWD: dir } });
    assert.equal(allowed.stdout, "https://a/\nhttps://b/%20c\n");
    const notAllowed = await run(Deno.execPath(), [
      "run",
      "--quiet",
      "--allow-read",
      mainFile,
      ...args,
    ], { env: { ...envWithout("INIT_CWD"), INIT_CWD: projectRoot }, cwd: dir });
    assert.equal(notAllowed.stdout, "https://a/\nhttps://b/%20c\n");
  });
});

describe("urlstd --jobs", () => {
  // Enough lines for many stream chunks, so that the workers share them.
  const input = mixedInput(60_000);

  for (const mode of [[], ["--json"], ["--validate"], ["--table"]]) {
    it(
      `prints the same as --jobs 1, in order, in Deno (${
        mode.join(" ") || "hrefs"
      })`,
      async () => {
        const one = await urlstd([...mode, "--quiet", "--jobs", "1"], input);
        const two = await urlstd([...mode, "--quiet", "--jobs", "2"], input);
        assert.equal(one.code, 2);
        assert.equal(two.code, one.code);
        assert.equal(two.stderr, "");
        assert.ok(one.stdout.length > input.length / 2);
        assert.ok(two.stdout === one.stdout, "the outputs differ");
      },
    );
  }

  it("counts the same in its summary", async () => {
    const one = await urlstd(["--jobs", "1"], input);
    const three = await urlstd(["--jobs", "3"], input);
    const counts = (text: string) => text.replace(/^read .*$/m, "");
    assert.match(one.stderr, /^[\d,]+ URLs: [\d,]+ failures, [\d,]+ with/m);
    assert.equal(counts(three.stderr), counts(one.stderr));
  });

  it("prints the same as --jobs 1 in Node.js, with worker threads", async () => {
    const dir = await tempDirWith({});
    const bundle = `${dir}/urlstd.mjs`;
    const built = await run(`${projectRoot}/node_modules/.bin/esbuild`, [
      "cli/node_main.ts",
      "--bundle",
      "--platform=node",
      "--format=esm",
      `--outfile=${bundle}`,
      "--log-level=warning",
    ]);
    assert.equal(built.code, 0, built.stderr);
    const node = async (jobs: string) =>
      await run("node", [bundle, "--validate", "--quiet", "--jobs", jobs], {
        stdin: input,
      });
    const one = await node("1");
    const two = await node("2");
    assert.equal(one.code, 2, one.stderr);
    assert.equal(two.code, 2, two.stderr);
    assert.ok(one.stdout.length > input.length / 10);
    assert.ok(two.stdout === one.stdout, "the outputs differ");
    const deno = await urlstd(["--validate", "--quiet"], input);
    assert.ok(two.stdout === deno.stdout, "Node's output differs from Deno's");
  });
});
