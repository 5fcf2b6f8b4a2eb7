// Private: buffered text output over a WritableStream, and input read as
// batches of lines from a ReadableStream — both in bounded memory.

/** Bytes buffered before a write is awaited. */
export const FLUSH_AT = 64 * 1024;

/**
 * Text output, buffered: `write` is synchronous; `flush` hands the buffer to
 * the stream and waits (backpressure). A failed write (a closed pipe, as
 * with `| head`) marks the output broken and drops what follows.
 */
export class TextOutput {
  #writer: WritableStreamDefaultWriter<Uint8Array>;
  #buffer = "";
  #encoder = new TextEncoder();
  #broken = false;

  constructor(stream: WritableStream<Uint8Array>) {
    this.#writer = stream.getWriter();
  }

  /** Whether a write failed (the reader went away). */
  get broken(): boolean {
    return this.#broken;
  }

  /** How many UTF-16 code units wait in the buffer. */
  get pending(): number {
    return this.#buffer.length;
  }

  /** Appends text to the buffer. */
  write(text: string): void {
    if (!this.#broken) this.#buffer += text;
  }

  /** Writes the buffer out and waits for the stream to take it. */
  async flush(): Promise<void> {
    if (this.#buffer === "" || this.#broken) return;
    const chunk = this.#encoder.encode(this.#buffer);
    this.#buffer = "";
    try {
      await this.#writer.write(chunk);
    } catch {
      this.#broken = true;
    }
  }

  /** Flushes and releases the stream (without closing it). */
  async release(): Promise<void> {
    await this.flush();
    this.#writer.releaseLock();
  }
}

/** One chunk's worth of complete lines and the bytes it read. */
export interface LineBatch {
  readonly lines: string[];
  readonly bytes: number;
}

/**
 * Reads a stream of UTF-8 (a leading byte order mark is dropped, invalid
 * bytes become U+FFFD) as batches of lines, split on LF with a trailing CR
 * removed. Holds at most one chunk and one unfinished line at a time.
 */
export async function* readLineBatches(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<LineBatch> {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  let carry = "";
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = carry + decoder.decode(value, { stream: true });
      const lines = text.split("\n");
      carry = lines.pop()!;
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (line.charCodeAt(line.length - 1) === 0x0d) {
          lines[i] = line.slice(0, -1);
        }
      }
      yield { lines, bytes: value.byteLength };
    }
    finished = true;
    carry += decoder.decode();
    if (carry.charCodeAt(carry.length - 1) === 0x0d) carry = carry.slice(0, -1);
    yield { lines: carry === "" ? [] : [carry], bytes: 0 };
  } finally {
    // Stopped early (the output went away): close the input.
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
