// Private: the command line, parsed into options, or a usage error.

import { SETTABLE, type Settable, type SetterSpec } from "./_analyze.ts";
import { normalizeOptions, relativeToProblem } from "./_ops.ts";

/** The parsed command line. */
export interface Options {
  help: boolean;
  version: boolean;
  /** Print the version of the Public Suffix List in use. */
  pslVersion: boolean;
  /**
   * The longest input line read (`--max-line-bytes`), in bytes; a longer
   * one gets an error record unread. 0: no limit.
   */
  maxLineBytes: number;
  /** Worker threads for batch mode (`--jobs`); 1 by default; AUTO_JOBS: one per core. */
  jobs: number;
  /** The URL to parse (single mode); `undefined` for batch mode. */
  url: string | undefined;
  /** The file of URLs, `-` for standard input; `undefined` when not given. */
  file: string | undefined;
  base: string | undefined;
  /** The label of the encoding for queries (`--encoding`), if given. */
  encoding: string | undefined;
  json: boolean;
  diagram: boolean;
  validate: boolean;
  table: boolean;
  quiet: boolean;
  /** `false` with `--no-color`; otherwise decided by the terminal. */
  color: boolean | undefined;
  setters: SetterSpec[];
  /** The --relative-to base URL, if given. */
  relativeTo: string | undefined;
  /** The --normalize list (`""` without a value), if given. */
  normalize: string | undefined;
  /** --check: the safety classification and the default policy's verdict. */
  check: boolean;
}

/** A command line the CLI cannot run: a one-line message, exit status 2. */
export class UsageError extends Error {
  /** Makes a usage error. */
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

const FLAGS: Record<string, keyof Options> = {
  "--help": "help",
  "-h": "help",
  "--version": "version",
  "--psl-version": "pslVersion",
  "--json": "json",
  "-j": "json",
  "--diagram": "diagram",
  "-d": "diagram",
  "--validate": "validate",
  "-v": "validate",
  "--table": "table",
  "-t": "table",
  "--quiet": "quiet",
  "-q": "quiet",
  "--check": "check",
};

const VALUED: Record<
  string,
  "base" | "encoding" | "file" | "set" | "jobs" | "relativeTo" | "maxLineBytes"
> = {
  "--jobs": "jobs",
  "--relative-to": "relativeTo",
  "--max-line-bytes": "maxLineBytes",
  "--base": "base",
  "--encoding": "encoding",
  "-b": "base",
  "--file": "file",
  "-f": "file",
  "--set": "set",
  "-s": "set",
};

/** Parses the arguments; throws a {@linkcode UsageError}. */
export function parseArgs(args: readonly string[]): Options {
  const options: Options = {
    help: false,
    version: false,
    pslVersion: false,
    jobs: 1,
    maxLineBytes: DEFAULT_MAX_LINE_BYTES,
    url: undefined,
    file: undefined,
    base: undefined,
    encoding: undefined,
    json: false,
    diagram: false,
    validate: false,
    table: false,
    quiet: false,
    color: undefined,
    setters: [],
    relativeTo: undefined,
    normalize: undefined,
    check: false,
  };
  const positional: string[] = [];
  let onlyPositional = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (onlyPositional || arg === "-" || !arg.startsWith("-")) {
      positional.push(arg);
      continue;
    }
    if (arg === "--") {
      onlyPositional = true;
      continue;
    }
    if (arg === "--no-color") {
      options.color = false;
      continue;
    }
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const name = eq < 0 ? arg : arg.slice(0, eq);
    if (name === "--normalize") {
      options.normalize = normalizeList(eq < 0 ? "" : arg.slice(eq + 1));
      continue;
    }
    const flag = FLAGS[name];
    if (flag !== undefined && eq < 0) {
      (options[flag] as boolean) = true;
      continue;
    }
    const valued = VALUED[name];
    if (valued === undefined) {
      throw new UsageError(
        flag !== undefined
          ? `Option ${name} takes no value`
          : `Unknown option ${name} (see urlstd --help)`,
      );
    }
    let value: string;
    if (eq >= 0) {
      value = arg.slice(eq + 1);
    } else if (i + 1 < args.length) {
      value = args[++i];
    } else {
      throw new UsageError(`Option ${name} needs a value`);
    }
    if (valued === "set") {
      options.setters.push(parseSetter(value));
    } else if (valued === "jobs") {
      options.jobs = parseJobs(value);
    } else if (valued === "maxLineBytes") {
      options.maxLineBytes = parseMaxLineBytes(value);
    } else if (options[valued] !== undefined) {
      throw new UsageError(`Option ${name} is given twice`);
    } else {
      options[valued] = value;
    }
  }
  if (options.help || options.version || options.pslVersion) return options;
  if (positional.length > 1) {
    throw new UsageError(
      `Expected one URL, got ${positional.length} (pass a base with --base, ` +
        `many URLs with --file)`,
    );
  }
  if (positional.length === 1) {
    if (positional[0] === "-") {
      if (options.file !== undefined) {
        throw new UsageError("Give either - or --file, not both");
      }
      options.file = "-";
    } else if (options.file !== undefined) {
      throw new UsageError("Give either a URL or --file, not both");
    } else {
      options.url = positional[0];
    }
  }
  if (options.json && options.diagram) {
    throw new UsageError("Options --json and --diagram cannot be combined");
  }
  if (options.json && options.table) {
    throw new UsageError("Options --json and --table cannot be combined");
  }
  if (options.relativeTo !== undefined) {
    const problem = relativeToProblem(options.relativeTo);
    if (problem !== null) throw new UsageError(problem);
  }
  return options;
}

/** A --normalize list, checked. */
function normalizeList(list: string): string {
  const options = normalizeOptions(list);
  if (typeof options === "string") throw new UsageError(options);
  return list;
}

/** The most worker threads `--jobs` takes. */
const MAX_JOBS = 256;

/**
 * The longest line read by default: 2 MiB, the longest URL Chromium
 * accepts (its `kMaxURLChars`), which bounds what one line can make the
 * parser hold.
 */
export const DEFAULT_MAX_LINE_BYTES = 2 * 1024 * 1024;

function parseMaxLineBytes(value: string): number {
  if (!/^[0-9]{1,15}$/.test(value)) {
    throw new UsageError(
      `Option --max-line-bytes needs a number of bytes (0: no limit), got ${
        JSON.stringify(value)
      }`,
    );
  }
  return Number(value);
}

/** `--jobs auto`: one worker thread per core. */
export const AUTO_JOBS = 0;

function parseJobs(value: string): number {
  if (value === "auto") return AUTO_JOBS;
  const jobs = /^[0-9]+$/.test(value) ? Number(value) : NaN;
  if (!(jobs >= 1 && jobs <= MAX_JOBS)) {
    throw new UsageError(
      `Option --jobs needs auto or a number from 1 to ${MAX_JOBS}, got ${
        JSON.stringify(value)
      }`,
    );
  }
  return jobs;
}

function parseSetter(value: string): SetterSpec {
  const eq = value.indexOf("=");
  if (eq < 0) {
    throw new UsageError(
      `Option --set needs component=value, got ${JSON.stringify(value)}`,
    );
  }
  const component = value.slice(0, eq);
  if (component === "origin" || component === "searchParams") {
    throw new UsageError(`The ${component} is read-only`);
  }
  if (!(SETTABLE as readonly string[]).includes(component)) {
    throw new UsageError(
      `Unknown component ${JSON.stringify(component)} for --set (one of ${
        SETTABLE.join(", ")
      })`,
    );
  }
  return { component: component as Settable, value: value.slice(eq + 1) };
}
