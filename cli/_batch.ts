// Private: batch mode's work on a run of lines, the same in the main thread
// (--jobs 1) and in each worker (--jobs N): the settings it needs (plain
// data, so that they can be posted to a worker), the text it prints for
// each line, and the counts it adds to the summary.

import { basicURLParse } from "../parser/basic_url_parser.ts";
import type { URLRecord } from "../parser/url_record.ts";
import type { Encoding } from "../percent/encoding.ts";
import { analyze, type SetterSpec, toJSON } from "./_analyze.ts";
import { addSite, loadList } from "./_site.ts";
import { decodeLines } from "./_streams.ts";
import { createStyle, type Style } from "./_style.ts";
import { BatchStats } from "./_summary.ts";
import { renderAnalysis, type TextModes } from "./_text.ts";
import { addOps, type OpsSettings, outputLine } from "./_ops.ts";

/** What the batch's work depends on: plain data, the same in every worker. */
export interface BatchSettings {
  /** The input's name in report headers (`stdin` or the --file path). */
  readonly source: string;
  /** The base URL string, or `null`; it parses (the CLI checked). */
  readonly base: string | null;
  readonly setters: readonly SetterSpec[];
  readonly modes: TextModes;
  /** One href a line (no --json, --table, --diagram or --validate). */
  readonly hrefsOnly: boolean;
  /** Only the URLs with errors or failures (--validate alone). */
  readonly reportsOnly: boolean;
  readonly json: boolean;
  /** Whether standard output gets colours. */
  readonly colour: boolean;
  /** The --encoding label (the CLI checked that it names one), or `null`. */
  readonly encoding: string | null;
  /** Whether the output shows each domain host's public suffix and site. */
  readonly sites: boolean;
  /** --relative-to and --normalize. */
  readonly ops: OpsSettings;
  /** The longest line parsed, in bytes (Infinity: no limit). */
  readonly maxLineBytes: number;
}

/** The modules batch mode loads on demand, loaded once per thread. */
export interface BatchModules {
  /** The --encoding encoding, from `encoding/`. */
  readonly encoding: Encoding | undefined;
  /** `psl/`, when the output shows sites. */
  readonly psl: Awaited<ReturnType<typeof loadList>> | null;
}

/**
 * Loads what `settings` needs beyond the parser: the legacy encoders for
 * --encoding and the Public Suffix List for the table and JSON.
 */
export async function loadBatchModules(
  settings: BatchSettings,
): Promise<BatchModules> {
  let encoding: Encoding | undefined;
  if (settings.encoding !== null) {
    const { getEncoding } = await import("../encoding/mod.ts");
    encoding = getEncoding(settings.encoding) ?? undefined;
  }
  const psl = settings.sites ? await loadList() : null;
  return { encoding, psl };
}

/** The counts a run of lines adds to the summary, as plain data. */
export interface ChunkCounts {
  count: number;
  failures: number;
  withErrors: number;
  byName: [string, number][];
}

/** What a run of lines prints and counts. */
export interface ChunkResult {
  /**
   * The text for standard output (UTF-8 encoded, from a worker). In report
   * modes each report starts with the blank line that separates it from the
   * one before, which the caller drops before the first report it prints.
   */
  text: string | Uint8Array;
  counts: ChunkCounts;
  /**
   * Notes for standard error, one a line, each `source:line: reason`: why
   * a line printed as an empty href line (one href a line) was not parsed.
   */
  notes: string[];
}

/** A run of lines to process, as read (see readLineRuns()). */
export interface Chunk {
  /** Whole lines, undecoded. */
  bytes: Uint8Array;
  /** The number of the first line. */
  firstLine: number;
  /** Whether the run starts the input (and may start with a BOM). */
  first: boolean;
  /**
   * Set when the run is one line over the limit, unread: its length in
   * bytes (`bytes` holds its start).
   */
  tooLong?: number;
}

/** Does batch mode's work on runs of lines, with one set of settings. */
export class LineProcessor {
  readonly #settings: BatchSettings;
  readonly #base: URLRecord | null;
  readonly #style: Style;
  readonly #modules: BatchModules;
  /** The notes of the chunk being processed (see ChunkResult.notes). */
  #notes: string[] = [];

  constructor(settings: BatchSettings, modules: BatchModules) {
    this.#settings = settings;
    this.#modules = modules;
    const encoding = modules.encoding;
    this.#base = settings.base === null
      ? null
      : basicURLParse(settings.base, { encoding });
    this.#style = createStyle(settings.colour);
  }

  /**
   * The text and counts for `chunk`. With one href or one JSON object a
   * line, each input line gets one output line: an empty line (hrefs) or
   * a `blank` record (JSON) for an empty input line, and an error record
   * for a line that could not be processed; reports skip empty lines.
   */
  process(
    chunk: Chunk,
  ): { text: string; counts: ChunkCounts; notes: string[] } {
    const stats = new BatchStats();
    const lines = decodeLines(chunk.bytes, chunk.first);
    const notes: string[] = this.#notes = [];
    if (chunk.tooLong !== undefined) {
      stats.count++;
      stats.failures++;
      const text = this.#lineFailure(
        lines[0] ?? "",
        chunk.firstLine,
        tooLongMessage(chunk.tooLong, this.#settings.maxLineBytes),
        // Only the line's head was kept.
        chunk.bytes.length < chunk.tooLong,
      );
      return { text, counts: countsOf(stats), notes };
    }
    let text = "";
    for (let k = 0; k < lines.length; k++) {
      const lineNumber = chunk.firstLine + k;
      try {
        text += this.#line(lines[k], lineNumber, stats);
      } catch (error) {
        // Whatever went wrong with one line (an output too long for a
        // string, say), the batch goes on: the line gets a record saying so.
        stats.count++;
        stats.failures++;
        text += this.#lineFailure(lines[k], lineNumber, error);
      }
    }
    return { text, counts: countsOf(stats), notes };
  }

  /** The output for one input line (see process()). */
  #line(line: string, lineNumber: number, stats: BatchStats): string {
    const settings = this.#settings;
    if (line === "") {
      if (settings.hrefsOnly) return "\n";
      if (settings.json) {
        return JSON.stringify({ line: lineNumber, input: "", blank: true }) +
          "\n";
      }
      return "";
    }
    if (line.length * 3 > settings.maxLineBytes) {
      const bytes = utf8Length(line);
      if (bytes > settings.maxLineBytes) {
        stats.count++;
        stats.failures++;
        return this.#lineFailure(
          line,
          lineNumber,
          tooLongMessage(bytes, settings.maxLineBytes),
        );
      }
    }
    let analysis = analyze(
      line,
      this.#base,
      settings.setters,
      this.#modules.encoding,
    );
    if (settings.sites) analysis = addSite(analysis, this.#modules.psl);
    analysis = addOps(analysis, settings.ops);
    let text: string;
    if (settings.hrefsOnly) {
      text = outputLine(analysis) + "\n";
    } else if (settings.json) {
      text = JSON.stringify(toJSON(analysis, settings.base, lineNumber)) +
        "\n";
    } else if (
      !settings.reportsOnly || analysis.failure !== null ||
      analysis.errors.length > 0
    ) {
      const header = this.#style.dim(`${settings.source}:${lineNumber}`);
      const body = renderAnalysis(
        analysis,
        settings.modes,
        this.#style,
        this.#base ?? undefined,
      );
      // --validate alone: a URL that parses needs no closing count.
      if (settings.reportsOnly && analysis.failure === null) body.pop();
      text = "\n" + header + "\n" + body.join("\n") + "\n";
    } else {
      text = "";
    }
    // Counted once its output is made, so that a failure counts once.
    stats.add(analysis);
    return text;
  }

  /**
   * The record for a line that could not be processed (`error`, a thrown
   * value) or was not read (`error`, a message); `partial` says that `line`
   * is only the start of the input line. One href a line: an empty line,
   * and the reason goes to the notes, so that output lines still pair with
   * input lines.
   */
  #lineFailure(
    line: string,
    lineNumber: number,
    error: unknown,
    partial = false,
  ): string {
    const settings = this.#settings;
    const message = typeof error === "string"
      ? error
      : `The line could not be processed: ${
        error instanceof Error ? error.message : String(error)
      }`;
    if (settings.hrefsOnly) {
      this.#notes.push(`${settings.source}:${lineNumber}: ${message}`);
      return "\n";
    }
    if (settings.json) {
      const input = line.slice(0, SHOWN_INPUT);
      const record: Record<string, unknown> = { line: lineNumber, input };
      if (partial || input.length < line.length) record.inputTruncated = true;
      record.failure = true;
      record.error = message;
      return JSON.stringify(record) + "\n";
    }
    const header = this.#style.dim(`${settings.source}:${lineNumber}`);
    return "\n" + header + "\n" + this.#style.red(message) + "\n";
  }
}

/** The code units of an input that an error record repeats. */
const SHOWN_INPUT = 1000;

/** Why a line over the limit was not read. */
function tooLongMessage(bytes: number, limit: number): string {
  return `The line is ${bytes} bytes long, over the ${limit} that ` +
    "--max-line-bytes allows: not parsed";
}

/** The length of `text` in UTF-8 (lone surrogates as U+FFFD, 3 bytes). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** A BatchStats' counts as plain data. */
function countsOf(stats: BatchStats): ChunkCounts {
  return {
    count: stats.count,
    failures: stats.failures,
    withErrors: stats.withErrors,
    byName: [...stats.byName],
  };
}

/** Adds a run's counts to the batch's. */
export function addCounts(stats: BatchStats, counts: ChunkCounts): void {
  stats.count += counts.count;
  stats.failures += counts.failures;
  stats.withErrors += counts.withErrors;
  for (const [name, n] of counts.byName) {
    stats.byName.set(name, (stats.byName.get(name) ?? 0) + n);
  }
}

/**
 * A message between the CLI and a batch worker: the settings first, then
 * chunks, each answered in order with its result.
 */
export type ToWorker =
  | { kind: "settings"; settings: BatchSettings }
  | { kind: "chunk"; chunk: Chunk };

/** One end of a worker's message channel, as each runtime provides it. */
export interface MessagePort {
  /** Posts a message, moving the `transfer` buffers with it. */
  post(message: unknown, transfer: ArrayBuffer[]): void;
  listen(listener: (message: unknown) => void): void;
}

/**
 * A worker's side of batch mode: takes the settings, then answers each
 * chunk with its {@linkcode ChunkResult}, in the order the chunks came,
 * the text UTF-8 encoded (so that its buffer moves to the main thread
 * rather than being copied, and the main thread writes it as it is).
 */
export function serveBatchWorker(port: MessagePort): void {
  // The modules load once the settings come; chunks wait for them in turn.
  let ready: Promise<LineProcessor> | null = null;
  let answered: Promise<void> = Promise.resolve();
  const encoder = new TextEncoder();
  port.listen((message) => {
    const data = message as ToWorker;
    if (data.kind === "settings") {
      ready = loadBatchModules(data.settings).then((modules) =>
        new LineProcessor(data.settings, modules)
      );
      return;
    }
    const processor = ready!;
    answered = answered.then(async () => {
      const { text, counts, notes } = (await processor).process(data.chunk);
      const bytes = encoder.encode(text);
      const result: ChunkResult = { text: bytes, counts, notes };
      port.post(result, [bytes.buffer as ArrayBuffer]);
    });
  });
}
