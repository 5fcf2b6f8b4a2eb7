import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readLineBatches, TextOutput } from "./_streams.ts";

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
  for await (const batch of readLineBatches(stream)) {
    all.push(...batch.lines);
    bytes += batch.bytes;
  }
  return [all, bytes];
}

describe("readLineBatches()", () => {
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
    for await (const _ of readLineBatches(stream)) break;
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
