/**
 * The `urlstd` command: its entry point, runtime-neutral (no Deno or Node
 * API), driven through the streams and facts handed to it.
 *
 * @module
 */

import { basicURLParse } from "../parser/basic_url_parser.ts";
import type { URLRecord } from "../parser/url_record.ts";
import type { Encoding } from "../percent/encoding.ts";
import { analyze, type FoundError, toJSON } from "./_analyze.ts";
import { AUTO_JOBS, type Options, parseArgs, UsageError } from "./_args.ts";
import {
  addCounts,
  type BatchSettings,
  type Chunk,
  type ChunkResult,
  LineProcessor,
  loadBatchModules,
} from "./_batch.ts";
import { HELP } from "./_help.ts";
import { renderErrors } from "./_render.ts";
import { SiteLookup } from "./_site.ts";
import {
  FLUSH_AT,
  type LineRun,
  readLineRuns,
  TextOutput,
} from "./_streams.ts";
import { colourEnabled, createStyle, type Style } from "./_style.ts";
import { BatchStats, renderProgress, renderSummary } from "./_summary.ts";
import { renderAnalysis, type TextModes } from "./_text.ts";
import { addOps, opsSettings } from "./_ops.ts";
import { VERSION } from "./_version.ts";

/**
 * What the CLI reads, writes and knows about its surroundings. The runtime
 * entries (`cli/main.ts` for Deno, `cli/node_main.ts` for Node.js) fill it
 * from the process; tests fill it from memory (see {@linkcode memoryIO}).
 */
export interface CliIO {
  /** Opens standard input; called only when URLs are read from it. */
  stdin(): ReadableStream<Uint8Array>;
  /** Standard output. Written to, flushed, and released (never closed). */
  stdout: WritableStream<Uint8Array>;
  /** Standard error. Written to, flushed, and released (never closed). */
  stderr: WritableStream<Uint8Array>;
  /** Which standard streams are terminals (for colours and progress). */
  isTerminal: { stdin: boolean; stdout: boolean; stderr: boolean };
  /** Reads an environment variable (only `NO_COLOR` is asked for). */
  env(name: string): string | undefined;
  /** Opens a file of URLs; rejects when it cannot be read. */
  openFile(path: string): Promise<ReadableStream<Uint8Array>>;
  /** A clock in milliseconds; `performance.now()` when absent. */
  now?(): number;
  /**
   * Starts a worker for `--jobs N` that runs the CLI's batch worker (in
   * Deno `cli/_worker.ts`, in Node.js `cli/node_main.ts` itself). Without
   * it, batch mode runs in the calling thread whatever `--jobs` says.
   */
  startWorker?(): BatchWorker;
}

/**
 * A worker thread for batch mode, as {@linkcode CliIO.startWorker} makes
 * it: the CLI posts it its settings and then runs of lines, and it answers
 * each run, in order, with the text and counts for it.
 */
export interface BatchWorker {
  /**
   * Posts a message to the worker (structured-cloned), moving the
   * `transfer` buffers with it.
   */
  post(message: unknown, transfer: ArrayBuffer[]): void;
  /**
   * Calls `listener` with each message from the worker, and `onError` if
   * the worker fails.
   */
  listen(
    listener: (message: unknown) => void,
    onError: (error: unknown) => void,
  ): void;
  /** Stops the worker. */
  terminate(): void;
}

/** The program's name in messages. */
const NAME = "urlstd";

/** The exit status of a usage error or a URL that fails to parse. */
const FAILED = 2;

/** The seconds before the progress line appears, and between updates. */
const PROGRESS_AFTER = 1;
const PROGRESS_EVERY = 0.25;

/**
 * Runs the `urlstd` command line: parses URLs and shows their components,
 * boundaries, validation errors or JSON, one URL or a stream of them. See
 * `urlstd --help`.
 *
 * @param args The arguments, without the program's name.
 * @param io The standard streams, terminal facts, environment and files.
 * @returns The exit status: 0 on success; 1 with `--validate` when there are
 * validation errors; 2 when a URL or the base fails to parse, or on a usage
 * error.
 *
 * @example Show one URL as JSON
 * ```ts
 * import { main, memoryIO } from "@urlstd/url/cli";
 * import assert from "node:assert/strict";
 *
 * const io = memoryIO();
 * const status = await main(["--json", "HTTP://EXAMPLE.com/a/../b"], io);
 * assert.equal(status, 0);
 * const url = JSON.parse(io.stdoutText());
 * assert.equal(url.href, "http://example.com/b");
 * assert.equal(url.hostType, "domain");
 * ```
 *
 * @example Validate a batch from standard input
 * ```ts
 * import { main, memoryIO } from "@urlstd/url/cli";
 * import assert from "node:assert/strict";
 *
 * const io = memoryIO({ stdin: "https://a.example/\nhttps://b.example/x y\n" });
 * assert.equal(await main(["--validate", "--quiet"], io), 1);
 * assert.match(io.stdoutText(), /\^ invalid-URL-unit/);
 * ```
 */
export async function main(
  args: readonly string[],
  io: CliIO,
): Promise<number> {
  const stdout = new TextOutput(io.stdout);
  const stderr = new TextOutput(io.stderr);
  try {
    return await run(args, io, stdout, stderr);
  } catch (error) {
    // Nothing but a one-line message leaves the command, whatever happened.
    const reason = error instanceof Error ? error.message : String(error);
    stderr.write(`${NAME}: ${reason}\n`);
    return FAILED;
  } finally {
    await stdout.release();
    await stderr.release();
  }
}

async function run(
  args: readonly string[],
  io: CliIO,
  stdout: TextOutput,
  stderr: TextOutput,
): Promise<number> {
  let options: Options;
  try {
    options = parseArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`${NAME}: ${error.message}\n`);
    return FAILED;
  }
  if (options.help) {
    stdout.write(HELP);
    return 0;
  }
  if (options.version) {
    stdout.write(`${NAME} ${VERSION}\n`);
    return 0;
  }
  if (options.pslVersion) {
    const { PSL_VERSION } = await import("../psl/version.ts");
    stdout.write(`Public Suffix List: ${PSL_VERSION}\n`);
    return 0;
  }
  const noColor = io.env("NO_COLOR");
  const out = createStyle(
    colourEnabled(io.isTerminal.stdout, noColor, options.color),
  );
  const err = createStyle(
    colourEnabled(io.isTerminal.stderr, noColor, options.color),
  );

  let encoding: Encoding | undefined;
  if (options.encoding !== undefined) {
    // Loaded only when asked for: the legacy encoders' tables are large.
    const { getEncoding } = await import("../encoding/mod.ts");
    const found = getEncoding(options.encoding);
    if (found === null) {
      stderr.write(
        `${NAME}: Unknown encoding label ${JSON.stringify(options.encoding)}` +
          " (see the Encoding Standard's labels)\n",
      );
      return FAILED;
    }
    encoding = found;
  }

  let base: Base | null = null;
  if (options.base !== undefined) {
    const errors: FoundError[] = [];
    const record = basicURLParse(options.base, {
      encoding,
      report: (name, position) => errors.push({ name, position }),
    });
    base = { input: options.base, record, errors };
  }

  if (options.url !== undefined) {
    return await single(options.url, base, options, {
      stdout,
      stderr,
      out,
      err,
    }, encoding);
  }

  if (base !== null && base.record === null) {
    stderr.write(`${NAME}: ${baseFailure(base)}\n`);
    return FAILED;
  }

  let stream: ReadableStream<Uint8Array>;
  let source: string;
  if (options.file === undefined || options.file === "-") {
    if (options.file === undefined && io.isTerminal.stdin) {
      stderr.write(
        `${NAME}: No URL given: pass a URL, --file <path>, or URLs on ` +
          `standard input (see --help)\n`,
      );
      return FAILED;
    }
    stream = io.stdin();
    source = "stdin";
  } else {
    try {
      stream = await io.openFile(options.file);
    } catch (error) {
      stderr.write(`${NAME}: ${cannotRead(options.file, error)}\n`);
      return FAILED;
    }
    source = options.file;
  }
  return await batch(stream, source, base, options, io, {
    stdout,
    stderr,
    out,
    err,
  });
}

/** "Cannot read <path>: <reason>", on one line. */
function cannotRead(path: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `Cannot read ${path}: ${reason.split("\n")[0]}`;
}

/** The parsed base URL, with its validation errors. */
interface Base {
  readonly input: string;
  readonly record: URLRecord | null;
  readonly errors: readonly FoundError[];
}

function baseFailure(base: Base): string {
  const last = base.errors[base.errors.length - 1];
  return "The base URL does not parse" +
    (last === undefined ? "" : ` (${last.name} at ${last.position})`);
}

/** Whether the output shows the host's public suffix and registrable domain. */
function showsSite(options: Options): boolean {
  return options.json || textModes(options).table;
}

function textModes(options: Options): TextModes {
  return {
    table: options.table ||
      (!options.diagram && !options.validate && !options.json),
    diagram: options.diagram,
    validate: options.validate,
  };
}

function exitStatus(
  failed: boolean,
  hasErrors: boolean,
  options: Options,
): number {
  if (failed) return FAILED;
  return options.validate && hasErrors ? 1 : 0;
}

/**
 * One URL from the command line. Its report goes to standard output, or to
 * standard error when it (or the base) does not parse; JSON always goes to
 * standard output.
 */
async function single(
  input: string,
  base: Base | null,
  options: Options,
  outputs: Outputs,
  encoding: Encoding | undefined,
): Promise<number> {
  const baseErrors = base?.errors ?? [];
  if (base !== null && base.record === null) {
    if (options.json) {
      outputs.stdout.write(
        JSON.stringify(
          {
            input,
            base: base.input,
            failure: true,
            error: "The base URL does not parse",
            baseValidationErrors: baseErrors,
          },
          null,
          2,
        ) + "\n",
      );
    } else {
      const style = outputs.err;
      const lines = [
        style.dim("Base URL:"),
        ...renderErrors(base.input, baseErrors, style),
        style.red(baseFailure(base)),
      ];
      outputs.stderr.write(lines.join("\n") + "\n");
    }
    return FAILED;
  }
  let analysis = analyze(
    input,
    base?.record ?? null,
    options.setters,
    encoding,
  );
  if (showsSite(options)) analysis = await new SiteLookup().add(analysis);
  analysis = addOps(analysis, opsSettings(options));
  const failed = analysis.failure !== null;
  if (options.json) {
    const json = toJSON(analysis, base?.input ?? null);
    if (base !== null) json.baseValidationErrors = baseErrors;
    outputs.stdout.write(JSON.stringify(json, null, 2) + "\n");
  } else {
    const style = failed ? outputs.err : outputs.out;
    const lines: string[] = [];
    if (baseErrors.length > 0) {
      lines.push(
        style.dim("Base URL:"),
        ...renderErrors(base!.input, baseErrors, style),
        "",
      );
    }
    lines.push(
      ...renderAnalysis(analysis, textModes(options), style, base?.record),
    );
    (failed ? outputs.stderr : outputs.stdout).write(lines.join("\n") + "\n");
  }
  return exitStatus(
    failed,
    analysis.errors.length + baseErrors.length > 0,
    options,
  );
}

interface Outputs {
  readonly stdout: TextOutput;
  readonly stderr: TextOutput;
  /** The style for standard output. */
  readonly out: Style;
  /** The style for standard error. */
  readonly err: Style;
}

/** The number of cores, for `--jobs auto` (1 where it cannot be known). */
function coreCount(): number {
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } })
    .navigator?.hardwareConcurrency;
  return typeof cores === "number" && cores >= 1 ? cores : 1;
}

/** Runs of lines not yet printed, at most this many per job. */
const IN_FLIGHT_PER_JOB = 2;

/** A worker and the results it owes, oldest first. */
interface PoolEntry {
  readonly worker: BatchWorker;
  readonly waiting: {
    resolve: (result: ChunkResult) => void;
    reject: (error: unknown) => void;
  }[];
}

/**
 * Runs chunks on worker threads, each worker's in the order posted (a
 * worker answers its chunks in order). Workers start as chunks come: a
 * chunk goes to an idle worker, else to a new one while fewer than `jobs`
 * run, else to the least busy; a short input starts one worker, not `jobs`.
 */
class WorkerPool {
  readonly #workers: PoolEntry[] = [];
  readonly #start: () => BatchWorker;
  readonly #jobs: number;
  readonly #settings: BatchSettings;

  constructor(start: () => BatchWorker, jobs: number, settings: BatchSettings) {
    this.#start = start;
    this.#jobs = jobs;
    this.#settings = settings;
  }

  /** How many workers have started. */
  get started(): number {
    return this.#workers.length;
  }

  #startWorker(): PoolEntry {
    const entry: PoolEntry = { worker: this.#start(), waiting: [] };
    this.#workers.push(entry);
    entry.worker.listen(
      (message) => entry.waiting.shift()?.resolve(message as ChunkResult),
      (error) => {
        for (const waiting of entry.waiting.splice(0)) waiting.reject(error);
      },
    );
    entry.worker.post({ kind: "settings", settings: this.#settings }, []);
    return entry;
  }

  /** The result of `chunk`, from an idle, a new or the least busy worker. */
  run(chunk: Chunk): Promise<ChunkResult> {
    let entry: PoolEntry | undefined;
    for (const candidate of this.#workers) {
      if (
        entry === undefined || candidate.waiting.length < entry.waiting.length
      ) {
        entry = candidate;
      }
    }
    if (
      (entry === undefined || entry.waiting.length > 0) &&
      this.#workers.length < this.#jobs
    ) {
      entry = this.#startWorker();
    }
    const chosen = entry!;
    return new Promise((resolve, reject) => {
      chosen.waiting.push({ resolve, reject });
      chosen.worker.post({ kind: "chunk", chunk }, [
        chunk.bytes.buffer as ArrayBuffer,
      ]);
    });
  }

  /** Stops every worker. */
  close(): void {
    for (const { worker } of this.#workers) worker.terminate();
  }
}

/** What a batch's line processors (here or in workers) need to know. */
function batchSettings(
  source: string,
  base: Base | null,
  options: Options,
  out: Style,
): BatchSettings {
  return {
    source,
    base: base?.input ?? null,
    setters: options.setters,
    modes: textModes(options),
    hrefsOnly: !options.json && !options.table && !options.diagram &&
      !options.validate,
    reportsOnly: options.validate && !options.table && !options.diagram &&
      !options.json,
    json: options.json,
    colour: out.enabled,
    encoding: options.encoding ?? null,
    sites: showsSite(options),
    ops: opsSettings(options),
    maxLineBytes: options.maxLineBytes === 0 ? Infinity : options.maxLineBytes,
  };
}

/** With --validate (and no --json), the base URL's errors, before the batch. */
function writeBaseErrors(
  base: Base | null,
  options: Options,
  stdout: TextOutput,
  out: Style,
): void {
  if (
    options.validate && !options.json && base !== null && base.errors.length
  ) {
    stdout.write(
      [
        out.dim("Base URL:"),
        ...renderErrors(base.input, base.errors, out),
        "",
      ].join("\n") + "\n",
    );
  }
}

/**
 * URLs from a stream, one a line, in constant memory. With `--jobs N`
 * (N > 1, and a runtime that starts workers), N workers process the runs
 * of lines as they are read, at most IN_FLIGHT_PER_JOB runs each ahead of
 * the output, which prints them in input order.
 */
async function batch(
  stream: ReadableStream<Uint8Array>,
  source: string,
  base: Base | null,
  options: Options,
  io: CliIO,
  { stdout, stderr, out, err }: Outputs,
): Promise<number> {
  const now = io.now ?? (() => performance.now());
  const start = now();
  const stats = new BatchStats();
  const settings = batchSettings(source, base, options, out);
  const reports = !settings.hrefsOnly && !settings.json;
  const showProgress = !options.quiet && io.isTerminal.stderr &&
    !io.isTerminal.stdout;
  let progressShown = false;
  let nextProgress = start + PROGRESS_AFTER * 1000;

  writeBaseErrors(base, options, stdout, out);

  let separate = false;
  /** Prints a run's result; false once the output has gone away. */
  const emit = async (result: ChunkResult): Promise<boolean> => {
    let text = result.text;
    // Each report starts with its separating blank line but the first.
    if (reports && !separate && text.length > 0) text = text.slice(1);
    if (text.length > 0) separate = true;
    addCounts(stats, result.counts);
    if (result.notes.length > 0) {
      if (progressShown) stderr.write("\r\x1b[K");
      for (const note of result.notes) stderr.write(`${NAME}: ${note}\n`);
    }
    if (typeof text !== "string") {
      await stdout.writeBytes(text);
    } else {
      stdout.write(text);
      if (stdout.pending >= FLUSH_AT) await stdout.flush();
    }
    return !stdout.broken;
  };

  const jobs = options.jobs === AUTO_JOBS ? coreCount() : options.jobs;
  const pool = jobs > 1 && io.startWorker !== undefined
    ? new WorkerPool(() => io.startWorker!(), jobs, settings)
    : null;
  const processor = pool === null
    ? new LineProcessor(settings, await loadBatchModules(settings))
    : null;
  const inFlight: Promise<ChunkResult>[] = [];
  const limit = jobs * IN_FLIGHT_PER_JOB;
  const runs = readLineRuns(stream, settings.maxLineBytes);
  let lineNumber = 0;
  let readError: unknown = null;
  let open = true;
  try {
    while (open) {
      let next: IteratorResult<LineRun>;
      try {
        next = await runs.next();
      } catch (error) {
        readError = error;
        break;
      }
      if (next.done) break;
      const run = next.value;
      stats.bytes += run.read;
      if (run.lines === 0) continue;
      const chunk: Chunk = {
        bytes: run.bytes,
        firstLine: lineNumber + 1,
        first: run.first,
      };
      if (run.tooLong !== undefined) chunk.tooLong = run.tooLong;
      lineNumber += run.lines;
      if (processor !== null) {
        open = await emit(processor.process(chunk));
      } else {
        const result = pool!.run(chunk);
        // Awaited in turn below; a worker's failure may reject several.
        result.catch(() => {});
        inFlight.push(result);
        while (open && inFlight.length >= limit) {
          open = await emit(await inFlight.shift()!);
        }
      }
      if (showProgress) {
        const t = now();
        if (t >= nextProgress) {
          stderr.write(`\r${renderProgress(stats, (t - start) / 1000)}\x1b[K`);
          await stderr.flush();
          progressShown = true;
          nextProgress = t + PROGRESS_EVERY * 1000;
        }
      }
    }
    while (open && inFlight.length > 0) {
      open = await emit(await inFlight.shift()!);
    }
  } finally {
    pool?.close();
    // Stopped early (the output went away): close the input.
    await runs.return(undefined).catch(() => {});
  }
  await stdout.flush();
  if (progressShown) stderr.write("\r\x1b[K");
  if (readError !== null) {
    stderr.write(`${NAME}: ${cannotRead(source, readError)}\n`);
    return FAILED;
  }
  if (!options.quiet) {
    const seconds = (now() - start) / 1000;
    stderr.write(renderSummary(stats, seconds, err).join("\n") + "\n");
  }
  return exitStatus(
    stats.failures > 0,
    stats.withErrors > 0 || (base?.errors.length ?? 0) > 0,
    options,
  );
}
