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
      /^(\r2 URLs, 0\.00 MB in [\d.]+ s: [\d.,]+ URLs\/s, [\d.]+ MB\/s\x1b\[K)+\r\x1b\[K2 URLs: 0 failures/,
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

describe("main() on hostile input", () => {
  it("keeps the report of a URL with many validation errors linear", async () => {
    for (const repeats of [3_000, 30_000]) {
      const input = "https://example.com/" + "a b".repeat(repeats);
      const io = memoryIO();
      assert.equal(await main(["--validate", input], io), 1);
      const text = io.stdoutText();
      assert.ok(
        text.length < 12 * input.length,
        `${text.length} characters for an input of ${input.length}`,
      );
      assert.match(
        text,
        new RegExp(`^… and [\\d,]+ more validation errors not shown$`, "m"),
      );
    }
  });

  it("caps the carets of each URL of a batch too", async () => {
    const io = memoryIO({ stdin: "https://a/" + " x".repeat(50) + "\n" });
    assert.equal(await main(["--validate", "-q"], io), 1);
    const carets = io.stdoutText().split("\n").filter((l) => l.includes("^"));
    assert.equal(carets.length, 10);
    assert.match(
      io.stdoutText(),
      /^… and 40 more validation errors not shown$/m,
    );
  });

  it("says in one line, exit 2, when reading standard input fails", async () => {
    const io: CliIO = {
      ...memoryIO(),
      stdin: () =>
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("https://a/\n"));
            controller.error(new Error("Input/output error\n    at read"));
          },
        }),
    };
    const captured = memoryIO();
    const status = await main(["-q"], {
      ...io,
      stdout: captured.stdout,
      stderr: captured.stderr,
    });
    assert.equal(status, 2);
    assert.equal(
      captured.stderrText(),
      "urlstd: Cannot read stdin: Input/output error\n",
    );
  });

  it("turns any unexpected error into one line, exit 2", async () => {
    const io: CliIO = {
      ...memoryIO(),
      openFile: () => {
        throw new RangeError("Invalid string length");
      },
    };
    const captured = memoryIO();
    const status = await main(["--file", "x"], {
      ...io,
      stdout: captured.stdout,
      stderr: captured.stderr,
    });
    assert.equal(status, 2);
    assert.equal(
      captured.stderrText(),
      "urlstd: Cannot read x: Invalid string length\n",
    );
    const failing: CliIO = {
      ...captured,
      env: () => {
        throw new RangeError("Maximum call stack size exceeded");
      },
    };
    const again = memoryIO();
    assert.equal(
      await main(["https://a/"], {
        ...failing,
        stdout: again.stdout,
        stderr: again.stderr,
      }),
      2,
    );
    assert.equal(
      again.stderrText(),
      "urlstd: Maximum call stack size exceeded\n",
    );
  });
});

describe("main() --jobs", () => {
  const lines: string[] = [];
  for (let i = 0; i < 3_000; i++) {
    lines.push(
      i % 7 === 3
        ? `nope${i}`
        : i % 5 === 1
        ? `https://a/ ${i}`
        : `https://b/${i}`,
    );
  }
  /** Standard input in many small chunks, so that the workers share them. */
  const chunked = (): ReadableStream<Uint8Array> => {
    const encoder = new TextEncoder();
    let next = 0;
    return new ReadableStream({
      pull(controller) {
        if (next >= lines.length) return controller.close();
        const piece = lines.slice(next, next + 37).join("\n") + "\n";
        next += 37;
        controller.enqueue(encoder.encode(piece));
      },
    });
  };

  for (const mode of [[], ["--json"], ["--validate"], ["--table"]]) {
    it(`prints what --jobs 1 prints, in order (${mode.join(" ") || "hrefs"})`, async () => {
      const outputs: string[] = [];
      const summaries: string[] = [];
      for (const jobs of ["1", "3"]) {
        const io: CliIO & { stdoutText(): string; stderrText(): string } = {
          ...memoryIO(),
          stdin: chunked,
        };
        const base = memoryIO();
        const status = await main([...mode, "--jobs", jobs], {
          ...io,
          stdout: base.stdout,
          stderr: base.stderr,
          startWorker: memoryIO().startWorker,
        });
        assert.equal(status, 2);
        outputs.push(base.stdoutText());
        summaries.push(base.stderrText().replace(/^read .*$/m, ""));
      }
      assert.ok(outputs[0].length > 10_000);
      assert.ok(outputs[1] === outputs[0], "the outputs differ");
      assert.equal(summaries[1], summaries[0]);
      assert.match(summaries[0], /^3,000 URLs: 429 failures/m);
    });
  }
});

describe("main() --jobs starts workers as input comes", () => {
  /** A memoryIO whose startWorker counts the workers it starts. */
  function counting(stdin: () => ReadableStream<Uint8Array>) {
    const io = memoryIO();
    let started = 0;
    const start = io.startWorker!;
    return {
      io: {
        ...io,
        stdin,
        startWorker: () => {
          started++;
          return start();
        },
      },
      started: () => started,
    };
  }

  const streamOf = (pieces: string[]) => () => {
    const encoder = new TextEncoder();
    let next = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (next >= pieces.length) return controller.close();
        controller.enqueue(encoder.encode(pieces[next++]));
      },
    });
  };

  it("starts one worker for one line, whatever --jobs says", async () => {
    const { io, started } = counting(streamOf(["https://a/\n"]));
    assert.equal(await main(["--jobs", "32", "-q"], io), 0);
    assert.equal(io.stdoutText(), "https://a/\n");
    assert.equal(started(), 1);
  });

  it("starts no more than --jobs, and none that is not needed", async () => {
    const pieces = Array.from({ length: 40 }, (_, i) => `https://a/${i}\n`);
    const { io, started } = counting(streamOf(pieces));
    assert.equal(await main(["--jobs", "3", "-q"], io), 0);
    assert.equal(io.stdoutText(), pieces.join(""));
    assert.ok(started() >= 2 && started() <= 3, String(started()));
  });

  it("takes --jobs auto as one per core", async () => {
    const { io, started } = counting(streamOf(["https://a/\n"]));
    assert.equal(await main(["--jobs", "auto", "-q"], io), 0);
    // One per core where the runtime says how many (Node.js 20 does not:
    // then one job, in the calling thread).
    const cores =
      (globalThis as { navigator?: { hardwareConcurrency?: number } })
        .navigator?.hardwareConcurrency ?? 1;
    assert.equal(started(), cores > 1 ? 1 : 0);
  });
});
