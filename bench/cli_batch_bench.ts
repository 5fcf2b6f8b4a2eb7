/**
 * Shows that `urlstd` batch mode runs in constant memory: it streams the
 * largest URL dataset, repeated 1, 4, 16 and 64 times into a temporary file,
 * through the CLI in a fresh process per run, and prints each run's peak
 * resident set size (VmHWM) next to its throughput. Two checks go with it: a
 * run with V8's old space capped far below the input's size (a JavaScript
 * heap that grew with the input would run out), and a control that reads the
 * whole file into memory first (up to 16 times), to show what growth looks
 * like.
 *
 * A benchmark, not a timed test: nothing is asserted. Results are recorded
 * in bench/CLI_RESULTS.md.
 *
 * Usage: deno task bench:cli-batch [--times 1,4,16,64]
 *
 * @module
 */

import { main } from "../cli/mod.ts";
import { denoIO } from "../cli/main.ts";
import { basicURLParse, serializeURL } from "../parser/mod.ts";

const here = new URL(".", import.meta.url).pathname;
const projectRoot = here.replace(/\/bench\/$/, "");

/** Peak resident set size of this process in MiB (Linux), else current. */
function peakRssMiB(): number {
  try {
    const status = Deno.readTextFileSync("/proc/self/status");
    const kib = /^VmHWM:\s+(\d+) kB$/m.exec(status);
    if (kib) return Number(kib[1]) / 1024;
  } catch {
    // Not Linux: fall back to the current RSS.
  }
  return Deno.memoryUsage().rss / 1024 / 1024;
}

/** The child: run the CLI (or the control) on a file, report peak RSS. */
async function child(args: string[]): Promise<never> {
  let status = 0;
  if (args[0] === "--slurp") {
    // Control: the whole input in memory at once, then parsed.
    const start = performance.now();
    const lines = Deno.readTextFileSync(args[1]).split("\n");
    const out: string[] = [];
    for (const line of lines) {
      if (line === "") continue;
      const record = basicURLParse(line, { report: () => {} });
      out.push(record === null ? "" : serializeURL(record));
    }
    await Deno.stdout.write(new TextEncoder().encode(out.join("\n") + "\n"));
    const seconds = (performance.now() - start) / 1000;
    console.error(`${out.length} URLs read in ${seconds.toFixed(2)} s`);
  } else {
    status = await main(args, denoIO());
  }
  console.error(`peak-rss-mib ${peakRssMiB().toFixed(1)}`);
  Deno.exit(status);
}

function datasetsDir(): string {
  return Deno.env.get("DATASETS_DIR") ?? `${projectRoot}/../shared/datasets`;
}

/** The largest *.txt dataset; throws when there is none. */
function largestDataset(): { path: string; bytes: number } {
  const dir = datasetsDir();
  let best: { path: string; bytes: number } | null = null;
  try {
    for (const entry of Deno.readDirSync(dir)) {
      if (!entry.isFile || !entry.name.endsWith(".txt")) continue;
      const path = `${dir}/${entry.name}`;
      const bytes = Deno.statSync(path).size;
      if (best === null || bytes > best.bytes) best = { path, bytes };
    }
  } catch {
    // Reported below.
  }
  if (best === null) {
    throw new Error(`No URL datasets (*.txt) in ${dir}; set DATASETS_DIR`);
  }
  return best;
}

/** Writes `times` copies of `source` into a new temporary file. */
async function repeated(source: string, times: number): Promise<string> {
  const data = await Deno.readFile(source);
  const path = await Deno.makeTempFile({
    prefix: "urlstd-cli-bench-",
    suffix: ".txt",
  });
  const file = await Deno.open(path, { write: true, truncate: true });
  const newline = data[data.length - 1] === 0x0a ? [] : [0x0a];
  for (let i = 0; i < times; i++) {
    await file.write(data);
    if (newline.length) await file.write(new Uint8Array(newline));
  }
  file.close();
  return path;
}

interface Run {
  urls: string;
  seconds: string;
  urlsPerSecond: string;
  mbPerSecond: string;
  peakMiB: number;
}

async function runChild(args: string[], v8Flags?: string): Promise<Run> {
  const flags = v8Flags === undefined ? [] : [`--v8-flags=${v8Flags}`];
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-read",
      ...flags,
      import.meta.filename!,
      "--child",
      ...args,
    ],
    cwd: projectRoot,
    stdin: "null",
    stdout: "null",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).output();
  const stderr = new TextDecoder().decode(output.stderr);
  const peak = /^peak-rss-mib ([\d.]+)$/m.exec(stderr);
  if (peak === null) throw new Error(`The child failed:\n${stderr}`);
  const summary = /^([\d,]+) URLs:/m.exec(stderr) ??
    /^(\d+) URLs read/m.exec(stderr);
  const rate =
    /^read [\d.]+ MB in ([\d.]+) s: ([\d.,]+) URLs?\/s, ([\d.]+) MB\/s$/m.exec(
      stderr,
    );
  const slurp = /URLs read in ([\d.]+) s$/m.exec(stderr);
  return {
    urls: summary?.[1] ?? "?",
    seconds: rate?.[1] ?? slurp?.[1] ?? "?",
    urlsPerSecond: rate?.[2] ?? "",
    mbPerSecond: rate?.[3] ?? "",
    peakMiB: Number(peak[1]),
  };
}

async function bench(args: string[]): Promise<void> {
  const i = args.indexOf("--times");
  const times = i >= 0 ? args[i + 1].split(",").map(Number) : [1, 4, 16, 64];
  const largest = Math.max(...times);
  const dataset = largestDataset();
  const name = dataset.path.slice(dataset.path.lastIndexOf("/") + 1);
  console.log(
    `dataset ${name} (${(dataset.bytes / 1e6).toFixed(2)} MB), ` +
      `Deno ${Deno.version.deno}, V8 ${Deno.version.v8}, one process a run`,
  );
  const empty = await repeated(dataset.path, 0);
  const files = new Map<number, string>();
  for (const n of times) files.set(n, await repeated(dataset.path, n));
  try {
    const baseline = await runChild(["--quiet", "--file", empty]);
    console.log(
      `runtime baseline (empty input): peak RSS ${
        baseline.peakMiB.toFixed(1)
      } MiB\n`,
    );
    const capped = "--max-old-space-size=16";
    const modes: [string, string[], string?][] = [
      ["hrefs", []],
      ["--json", ["--json"]],
      ["--validate", ["--validate"]],
      [`hrefs, V8 ${capped}`, [], capped],
      ["control: whole file in memory", ["--slurp"]],
    ];
    const header = [
      "mode",
      "input",
      "URLs",
      "s",
      "URLs/s",
      "MB/s",
      "peak RSS MiB",
      "vs 1x",
    ];
    const rows: string[][] = [header];
    for (const [label, modeArgs, v8Flags] of modes) {
      const slurp = modeArgs[0] === "--slurp";
      let first = 0;
      for (const n of times) {
        if (v8Flags !== undefined && n !== times[0] && n !== largest) continue;
        if (slurp && n > 16) continue;
        const file = files.get(n)!;
        const run = await runChild(
          slurp ? ["--slurp", file] : [...modeArgs, "--file", file],
          v8Flags,
        );
        if (n === times[0]) first = run.peakMiB;
        rows.push([
          label,
          `${n}x`,
          run.urls,
          run.seconds,
          run.urlsPerSecond,
          run.mbPerSecond,
          run.peakMiB.toFixed(1),
          `${(run.peakMiB / first).toFixed(2)}x`,
        ]);
      }
    }
    const widths = header.map((_, c) =>
      Math.max(...rows.map((r) => r[c].length))
    );
    for (const row of rows) {
      console.log(
        row.map((cell, c) =>
          c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])
        )
          .join("  "),
      );
    }
  } finally {
    await Deno.remove(empty);
    for (const file of files.values()) await Deno.remove(file);
  }
}

if (import.meta.main) {
  if (Deno.args[0] === "--child") await child(Deno.args.slice(1));
  else await bench(Deno.args);
}
