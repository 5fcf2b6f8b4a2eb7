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

  /** Writes bytes (UTF-8 text) after the buffer, and waits. */
  async writeBytes(bytes: Uint8Array): Promise<void> {
    await this.flush();
    if (this.#broken || bytes.length === 0) return;
    try {
      await this.#writer.write(bytes);
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

/** A run of whole lines, in bytes, as {@linkcode readLineRuns} yields it. */
export interface LineRun {
  /**
   * The bytes of whole lines: each ends with LF, except the input's last
   * line when it has none. Empty when the chunk read ended no line.
   */
  readonly bytes: Uint8Array;
  /** How many lines `bytes` holds. */
  readonly lines: number;
  /** How many bytes were read from the stream for it. */
  readonly read: number;
  /** Whether this is the first run (the one a byte order mark may start). */
  readonly first: boolean;
  /**
   * Set when the run is one line longer than the limit: the line's length
   * in bytes (its LF not counted); `bytes` then holds only its first
   * {@linkcode TOO_LONG_HEAD} bytes.
   */
  readonly tooLong?: number;
}

/** A line longer than the limit, as far as it is kept. */
interface Skipped {
  head: Uint8Array;
  length: number;
}

/** The bytes kept of a line longer than the limit (for its error record). */
export const TOO_LONG_HEAD = 1000;

const EMPTY = new Uint8Array(0);

/**
 * The parts joined into a new array with a buffer of its own (which a
 * worker may take: a stream's chunk may share its buffer with others).
 */
function join(parts: Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1) return parts[0].slice();
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The number of LF bytes in `bytes`. */
function countLines(bytes: Uint8Array): number {
  let count = 0;
  for (let i = bytes.indexOf(0x0a); i !== -1; i = bytes.indexOf(0x0a, i + 1)) {
    count++;
  }
  return count;
}

/**
 * Reads a stream as runs of whole lines, in bytes, without decoding them:
 * each chunk read up to its last LF, with what the chunks before left after
 * theirs. (No UTF-8 sequence holds the byte 0x0A, so each run decodes on
 * its own: see {@linkcode decodeLines}.) Holds at most one chunk and one
 * unfinished line at a time; a line spread over many chunks is joined once.
 * An unfinished line that grows past `maxLine` bytes is not held: its
 * first {@linkcode TOO_LONG_HEAD} bytes are kept, the rest is read past up
 * to its LF, and it comes as a run of its own with `tooLong` set, so that
 * memory stays bounded whatever the input's line lengths.
 */
export async function* readLineRuns(
  stream: ReadableStream<Uint8Array>,
  maxLine: number = Infinity,
): AsyncGenerator<LineRun> {
  const reader = stream.getReader();
  let carry: Uint8Array[] = [];
  let carryLength = 0;
  /** The line being read past: its head and its length so far. */
  let skipping = null as Skipped | null;
  let first = true;
  let finished = false;
  /** The carried line, once it is over the limit, to read past. */
  const overLimit = (): Skipped | null => {
    if (carryLength <= maxLine) return null;
    const head = join(carry, carryLength).slice(0, TOO_LONG_HEAD);
    const skipped = { head, length: carryLength };
    carry = [];
    carryLength = 0;
    return skipped;
  };
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      let chunk = value;
      let read = value.byteLength;
      if (skipping !== null) {
        const lf = chunk.indexOf(0x0a);
        if (lf === -1) {
          skipping.length += chunk.length;
          yield { bytes: EMPTY, lines: 0, read, first: false };
          continue;
        }
        const tooLong = skipping.length + lf;
        yield { bytes: skipping.head, lines: 1, read, first, tooLong };
        skipping = null;
        first = false;
        read = 0;
        chunk = chunk.subarray(lf + 1);
        if (chunk.length === 0) continue;
      }
      const cut = chunk.lastIndexOf(0x0a) + 1;
      if (cut === 0) {
        // (A copy: the stream may reuse its chunk's buffer.)
        carry.push(chunk.slice());
        carryLength += chunk.length;
        skipping = overLimit();
        yield { bytes: EMPTY, lines: 0, read, first: false };
        continue;
      }
      carry.push(chunk.subarray(0, cut));
      const bytes = join(carry, carryLength + cut);
      carry = cut < chunk.length ? [chunk.slice(cut)] : [];
      carryLength = chunk.length - cut;
      skipping = overLimit();
      yield { bytes, lines: countLines(bytes), read, first };
      first = false;
    }
    finished = true;
    if (skipping !== null) {
      const { head, length } = skipping;
      yield { bytes: head, lines: 1, read: 0, first, tooLong: length };
    } else if (carryLength > 0) {
      yield { bytes: join(carry, carryLength), lines: 1, read: 0, first };
    }
  } finally {
    // Stopped early (the output went away): close the input.
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/**
 * The lines of a run read by {@linkcode readLineRuns}: UTF-8 decoded
 * (invalid bytes become U+FFFD; a byte order mark is dropped from the
 * first run only), split on LF, a CR before each LF removed.
 */
export function decodeLines(bytes: Uint8Array, first: boolean): string[] {
  const text = new TextDecoder("utf-8", { ignoreBOM: !first }).decode(bytes);
  const lines = text.split("\n");
  if (text.charCodeAt(text.length - 1) === 0x0a || text === "") lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.charCodeAt(line.length - 1) === 0x0d) lines[i] = line.slice(0, -1);
  }
  return lines;
}
