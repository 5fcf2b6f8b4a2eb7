import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  decodeLines,
  readLineRuns,
  TextOutput,
  TOO_LONG_HEAD,
} from "./_streams.ts";

function chunked(...chunks: (string | number[])[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(
          typeof chunk === "string"
            ? encoder.encode(chunk)
            : new Uint8Array(chunk),
        );
      }
      controller.close();
    },
  });
}

async function lines(
  stream: ReadableStream<Uint8Array>,
): Promise<[string[], number]> {
  const all: string[] = [];
  let bytes = 0;
  for await (const run of readLineRuns(stream)) {
    const lines = decodeLines(run.bytes, run.first);
    assert.equal(lines.length, run.lines);
    all.push(...lines);
    bytes += run.read;
  }
  return [all, bytes];
}

describe("readLineRuns() and decodeLines()", () => {
  it("splits lines across chunks and drops CR before LF", async () => {
    assert.deepEqual(
      await lines(chunked("https://a/\r\nhttps:", "//b/\n\nlast")),
      [["https://a/", "https://b/", "", "last"], 28],
    );
  });

  it("drops a byte order mark and decodes UTF-8 split across chunks", async () => {
    // "\uFEFFé\n": EF BB BF C3 A9 0A, with é cut in two.
    assert.deepEqual(
      await lines(chunked([0xef, 0xbb, 0xbf, 0xc3], [0xa9, 0x0a])),
      [["é"], 6],
    );
  });

  it("keeps a byte order mark after the first run, and joins a long line once", async () => {
    assert.deepEqual(
      await lines(chunked("a\n", [0xef, 0xbb, 0xbf, 0x62, 0x0a])),
      [["a", "\uFEFFb"], 7],
    );
    const parts = Array.from({ length: 50 }, () => "x".repeat(100));
    assert.deepEqual(
      await lines(chunked(...parts, "\r\ny")),
      [["x".repeat(5000), "y"], 5003],
    );
  });

  it("reads nothing from an empty stream", async () => {
    assert.deepEqual(await lines(chunked()), [[], 0]);
  });

  it("cancels the input when the reader stops early", async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode("x\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const _ of readLineRuns(stream)) break;
    assert.equal(cancelled, true);
  });
});

describe("TextOutput", () => {
  it("buffers text until flushed", async () => {
    const chunks: string[] = [];
    const output = new TextOutput(
      new WritableStream({
        write: (c) => void chunks.push(new TextDecoder().decode(c)),
      }),
    );
    output.write("a");
    output.write("é");
    assert.equal(output.pending, 2);
    assert.deepEqual(chunks, []);
    await output.release();
    assert.deepEqual(chunks, ["aé"]);
  });

  it("marks itself broken when the stream fails, and drops later text", async () => {
    const output = new TextOutput(
      new WritableStream({
        write: () => Promise.reject(new Error("Broken pipe")),
      }),
    );
    output.write("a");
    await output.flush();
    assert.equal(output.broken, true);
    output.write("b");
    assert.equal(output.pending, 0);
  });
});

describe("readLineRuns() with a line limit", () => {
  const stream = (pieces: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) {
          controller.enqueue(new TextEncoder().encode(piece));
        }
        controller.close();
      },
    });

  it("reads past a line over the limit, keeping its head and length", async () => {
    const long = "x".repeat(5000);
    const runs = [];
    for await (
      const run of readLineRuns(
        stream(["a\n", long.slice(0, 2000), long.slice(2000), "\nb\n", "c"]),
        3000,
      )
    ) {
      if (run.lines > 0) runs.push(run);
    }
    const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    assert.deepEqual(runs.map((r) => r.tooLong), [
      undefined,
      5000,
      undefined,
      undefined,
    ]);
    assert.equal(text(runs[0].bytes), "a\n");
    assert.equal(runs[1].bytes.length, TOO_LONG_HEAD);
    assert.equal(text(runs[2].bytes), "b\n");
    assert.equal(text(runs[3].bytes), "c");
  });

  it("marks a last line over the limit that has no LF", async () => {
    const runs = [];
    for await (const run of readLineRuns(stream(["a\n", "y".repeat(40)]), 10)) {
      if (run.lines > 0) runs.push(run);
    }
    assert.deepEqual(runs.map((r) => r.tooLong), [undefined, 40]);
  });
});
