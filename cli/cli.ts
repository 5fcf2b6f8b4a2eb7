/**
 * The `urlstd` command: its entry point, runtime-neutral (no Deno or Node
 * API), driven through the streams and facts handed to it.
 *
 * @module
 */

import { basicURLParse } from "../parser/basic_url_parser.ts";
import { serializeURL } from "../parser/serializer.ts";
import type { URLRecord } from "../parser/url_record.ts";
import { type Analysis, analyze, type FoundError, toJSON } from "./_analyze.ts";
import { type Options, parseArgs, UsageError } from "./_args.ts";
import { HELP } from "./_help.ts";
import { renderErrors } from "./_render.ts";
import { SiteLookup } from "./_site.ts";
import { FLUSH_AT, readLineBatches, TextOutput } from "./_streams.ts";
import { colourEnabled, createStyle, type Style } from "./_style.ts";
import { BatchStats, renderProgress, renderSummary } from "./_summary.ts";
import { renderAnalysis, type TextModes } from "./_text.ts";

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

  let base: Base | null = null;
  if (options.base !== undefined) {
    const errors: FoundError[] = [];
    const record = basicURLParse(options.base, {
      report: (name, position) => errors.push({ name, position }),
    });
    base = { input: options.base, record, errors };
  }

  if (options.url !== undefined) {
    return single(options.url, base, options, out, stdout);
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
      const reason = error instanceof Error ? error.message : String(error);
      stderr.write(`${NAME}: Cannot read ${options.file}: ${reason}\n`);
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

/** Whether the output shows the host's public suffix and registrable domain. */
function showsSite(options: Options): boolean {
  return options.json || textModes(options).table;
}

/** One URL from the command line. */
async function single(
  input: string,
  base: Base | null,
  options: Options,
  style: Style,
  stdout: TextOutput,
): Promise<number> {
  const baseErrors = base?.errors ?? [];
  if (base !== null && base.record === null) {
    if (options.json) {
      stdout.write(
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
      const lines = [
        style.dim("Base URL:"),
        ...renderErrors(base.input, baseErrors, style),
        style.red(baseFailure(base)),
      ];
      stdout.write(lines.join("\n") + "\n");
    }
    return FAILED;
  }
  let analysis = analyze(input, base?.record ?? null, options.setters);
  if (showsSite(options)) analysis = await new SiteLookup().add(analysis);
  if (options.json) {
    const json = toJSON(analysis, base?.input ?? null);
    if (base !== null) json.baseValidationErrors = baseErrors;
    stdout.write(JSON.stringify(json, null, 2) + "\n");
  } else {
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
    stdout.write(lines.join("\n") + "\n");
  }
  return exitStatus(
    analysis.failure !== null,
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

/** URLs from a stream, one a line, in constant memory. */
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
  const baseRecord = base?.record ?? null;
  const baseInput = base?.input ?? null;
  const stats = new BatchStats();
  const modes = textModes(options);
  const hrefsOnly = !options.json && !options.table && !options.diagram &&
    !options.validate;
  const reportsOnly = options.validate && !options.table && !options.diagram &&
    !options.json;
  const showProgress = !options.quiet && io.isTerminal.stderr &&
    !io.isTerminal.stdout;
  const sites = !hrefsOnly && showsSite(options) ? new SiteLookup() : null;
  let progressShown = false;
  let nextProgress = start + PROGRESS_AFTER * 1000;

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

  let lineNumber = 0;
  let separate = false;
  for await (const { lines, bytes } of readLineBatches(stream)) {
    stats.bytes += bytes;
    for (const line of lines) {
      lineNumber++;
      if (line === "") continue;
      let analysis = analyze(line, baseRecord, options.setters);
      if (sites !== null) {
        analysis = sites.addLoaded(analysis) ?? await sites.add(analysis);
      }
      stats.add(analysis);
      if (hrefsOnly) {
        stdout.write(hrefOf(analysis) + "\n");
      } else if (options.json) {
        stdout.write(
          JSON.stringify(toJSON(analysis, baseInput, lineNumber)) + "\n",
        );
      } else if (
        !reportsOnly || analysis.failure !== null || analysis.errors.length > 0
      ) {
        const header = out.dim(`${source}:${lineNumber}`);
        const body = renderAnalysis(analysis, modes, out, baseRecord);
        if (reportsOnly && analysis.failure === null) body.pop(); // the count
        stdout.write(
          (separate ? "\n" : "") + header + "\n" + body.join("\n") + "\n",
        );
        separate = true;
      }
    }
    if (stdout.pending >= FLUSH_AT) {
      await stdout.flush();
      if (stdout.broken) break;
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
  await stdout.flush();
  if (progressShown) stderr.write("\r\x1b[K");
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

function hrefOf(analysis: Analysis): string {
  return analysis.record === null ? "" : serializeURL(analysis.record);
}
