// deno-lint-ignore-file no-control-regex -- the tests look for ANSI escapes
// main() in-process, through memoryIO(): what needs a terminal, a clock or a
// failing pipe, which a subprocess test cannot fake.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { type CliIO, main, memoryIO } from "./mod.ts";

const ESC = /\x1b\[/;

describe("main() colours", () => {
  it("colours standard output on a terminal", async () => {
    const io = memoryIO({ isTerminal: { stdout: true } });
    await main(["--validate", "https://a/ b"], io);
    assert.match(
      io.stdoutText(),
      /\x1b\[31m\^\x1b\[39m \x1b\[33minvalid-URL-unit/,
    );
  });

  it("never colours with NO_COLOR or --no-color", async () => {
    for (
      const [args, env] of [[[], { NO_COLOR: "1" }], [
        ["--no-color"],
        {},
      ]] as const
    ) {
      const io = memoryIO({ isTerminal: { stdout: true, stderr: true }, env });
      await main([...args, "--validate", "https://a/ b"], io);
      assert.doesNotMatch(io.stdoutText(), ESC);
    }
  });

  it("colours standard error's summary only when it is a terminal", async () => {
    const io = memoryIO({ stdin: "nope\n", isTerminal: { stderr: true } });
    await main([], io);
    assert.match(io.stderrText(), ESC);
    assert.doesNotMatch(io.stdoutText(), ESC);
  });
});

describe("main() progress", () => {
  const clock = (step: number) => {
    let t = 0;
    return () => (t += step);
  };

  it("shows a progress line on a terminal when the batch runs long", async () => {
    const io = memoryIO({
      stdin: "https://a/\nhttps://b/\n",
      isTerminal: { stderr: true },
      env: { NO_COLOR: "1" },
      now: clock(1500),
    });
    await main([], io);
    const stderr = io.stderrText();
    assert.match(
      stderr,
      /^(\r2 URLs, 0\.00 MB in [\d.]+ s: [\d,]+ URLs\/s, [\d.]+ MB\/s\x1b\[K)+\r\x1b\[K2 URLs: 0 failures/,
    );
  });

  it("shows none when quick, quiet, off a terminal, or output is on the terminal", async () => {
    const cases: [string[], Parameters<typeof memoryIO>[0]][] = [
      [[], { isTerminal: { stderr: true }, now: clock(1) }],
      [["-q"], { isTerminal: { stderr: true }, now: clock(1500) }],
      [[], { isTerminal: { stderr: false }, now: clock(1500) }],
      [[], { isTerminal: { stderr: true, stdout: true }, now: clock(1500) }],
    ];
    for (const [args, options] of cases) {
      const io = memoryIO({ stdin: "https://a/\n", ...options });
      await main(args, io);
      assert.doesNotMatch(io.stderrText(), /\r/);
    }
  });
});

describe("main() batches", () => {
  it("reads files through the IO", async () => {
    const io = memoryIO({ files: { "urls.txt": "https://a/\nhttps://b/\n" } });
    assert.equal(await main(["-q", "--file", "urls.txt"], io), 0);
    assert.equal(io.stdoutText(), "https://a/\nhttps://b/\n");
  });

  it("refuses to wait for URLs typed at a terminal", async () => {
    const io = memoryIO({ isTerminal: { stdin: true } });
    assert.equal(await main([], io), 2);
    assert.match(io.stderrText(), /^urlstd: No URL given/);
  });

  it("reports the base's validation errors once, and fails on a bad base", async () => {
    const io = memoryIO({ stdin: "a\nb\n" });
    assert.equal(await main(["-v", "-q", "--base", "https://x/ /"], io), 1);
    assert.equal(
      io.stdoutText(),
      "Base URL:\nhttps://x/ /\n          ^ invalid-URL-unit\n\n",
    );

    const bad = memoryIO({ stdin: "a\n" });
    assert.equal(await main(["--base", "nope"], bad), 2);
    assert.equal(
      bad.stderrText(),
      "urlstd: The base URL does not parse (missing-scheme-non-relative-URL at 0)\n",
    );
  });

  it("stops reading when standard output goes away", async () => {
    let pulls = 0;
    const line = new TextEncoder().encode(
      "https://example.com/path\n".repeat(4096),
    );
    const io: CliIO = {
      ...memoryIO(),
      stdin: () =>
        new ReadableStream({
          pull(controller) {
            if (++pulls > 1000) controller.close();
            else controller.enqueue(line);
          },
        }),
      stdout: new WritableStream({
        write: () => Promise.reject(new Error("Broken pipe")),
      }),
    };
    assert.equal(await main(["-q"], io), 0);
    assert.ok(pulls < 10, `read ${pulls} chunks`);
  });
});
