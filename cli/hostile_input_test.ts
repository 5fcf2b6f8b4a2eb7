// The command on hostile input, as a process, in Deno (cli/main.ts) and in
// Node.js (cli/node_main.ts, from source), with and without --jobs: a
// 12-million-space line and a 50 MB line (over --max-line-bytes: a record
// each, unread), a line with 500,000 validation errors (parsed, its errors
// capped), binary garbage, empty and unparsable lines. Every run must give
// one output line per input line (hrefs and JSON), no stack trace, and
// stay within a peak resident memory and a V8 heap limit far below what
// holding the lines' errors or outputs would take. The peak is read from
// /proc/<pid>/status (VmHWM) while the run goes on, by a small Node.js
// program that starts it (Deno grants reading /proc only with --allow-all).

import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { dirname, fromFileUrl, resolve } from "../tests/_path.ts";

const root = resolve(dirname(fromFileUrl(import.meta.url)), "..");

/** The peak resident memory a run may reach, in bytes. */
const MAX_RSS = 400 * 1024 * 1024;

/** The V8 old-space limit of each run, in MB (a run over it crashes). */
const HEAP_MB = 256;

/** Input lines (as bytes), with what each one's output must be. */
function hostileLines(): Uint8Array[] {
  const text = (s: string) => new TextEncoder().encode(s);
  const garbage = new Uint8Array(4096);
  let seed = 0x1234567;
  for (let i = 0; i < garbage.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const byte = (seed >>> 16) & 0xff;
    garbage[i] = byte === 0x0a ? 0xff : byte;
  }
  garbage.set([0xed, 0xa0, 0x80, 0xc3, 0x28, 0x00, 0x0d], 100);
  return [
    text("http://x/"),
    text("http://a/?" + " ".repeat(12_000_000) + "x"),
    text("http://y/"),
    text(""),
    text("not a url"),
    text("http://[::1"),
    garbage,
    text("https://a/" + "a b".repeat(500_000)),
    text("https://b/?" + "%".repeat(50 * 1024 * 1024)),
    text("http://z/"),
  ];
}

/** Line numbers (1-based) of the lines over the default --max-line-bytes. */
const TOO_LONG = [2, 9];

let dir: string;
let file: string;
let lineCount: number;

before(() => {
  dir = Deno.makeTempDirSync({ prefix: "urlstd-hostile-" });
  file = join(dir, "hostile.txt");
  const lines = hostileLines();
  lineCount = lines.length;
  const out = Deno.openSync(file, { write: true, create: true });
  try {
    for (const line of lines) {
      out.writeSync(line);
      out.writeSync(new Uint8Array([0x0a]));
    }
  } finally {
    out.close();
  }
});

after(() => {
  Deno.removeSync(dir, { recursive: true });
});

/** The Node.js that runs the CLI from source (type stripping: 22.18+). */
function nodeExecutable(): string {
  for (const tool of ["node24", "node26"]) {
    const path = join(root, "node_modules", tool, "bin", "node");
    if (existsSync(path)) return path;
  }
  throw new Error("No node24 or node26 in node_modules: run npm run tools");
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** The peak resident memory seen, in bytes. */
  peak: number;
}

/**
 * A Node.js program that runs a command (its arguments) with its output
 * to two files, polls the child's high-water resident memory from /proc,
 * and prints `{"code": …, "peak": bytes}`.
 */
const METER = String.raw`
import { spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
const [out, err, command, ...args] = process.argv.slice(2);
const child = spawn(command, args, {
  stdio: ["ignore", openSync(out, "w"), openSync(err, "w")],
  env: { ...process.env, NO_COLOR: "1" },
});
let peak = 0;
const poll = () => {
  try {
    const status = readFileSync("/proc/" + child.pid + "/status", "utf8");
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(status);
    if (match) peak = Math.max(peak, Number(match[1]) * 1024);
  } catch {}
};
const timer = setInterval(poll, 20);
child.on("exit", (code) => {
  clearInterval(timer);
  console.log(JSON.stringify({ code, peak }));
});
`;

async function run(runtime: "deno" | "node", args: string[]): Promise<Run> {
  const node = nodeExecutable();
  const command = runtime === "deno"
    ? [
      Deno.execPath(),
      "run",
      "--quiet",
      "--allow-read",
      `--v8-flags=--max-old-space-size=${HEAP_MB}`,
      join(root, "cli", "main.ts"),
    ]
    : [
      node,
      `--max-old-space-size=${HEAP_MB}`,
      join(root, "cli", "node_main.ts"),
    ];
  const out = join(dir, "stdout.txt");
  const err = join(dir, "stderr.txt");
  const meter = join(dir, "meter.mjs");
  Deno.writeTextFileSync(meter, METER);
  const output = await new Deno.Command(node, {
    args: [meter, out, err, ...command, ...args],
    stdout: "piped",
    stderr: "inherit",
  }).output();
  const { code, peak } = JSON.parse(new TextDecoder().decode(output.stdout));
  return {
    code,
    stdout: Deno.readTextFileSync(out),
    stderr: Deno.readTextFileSync(err),
    peak,
  };
}

function assertSane(r: Run, label: string): void {
  assert.doesNotMatch(r.stderr, /^\s+at /m, `${label}: a stack trace`);
  assert.doesNotMatch(r.stderr, /out of memory|heap limit/i, label);
  assert.ok(r.peak > 0, `${label}: no memory reading`);
  assert.ok(
    r.peak < MAX_RSS,
    `${label}: peak resident memory ${Math.round(r.peak / 1e6)} MB`,
  );
}

function assertJson(r: Run, label: string): void {
  assertSane(r, label);
  assert.equal(r.code, 2, label);
  const lines = r.stdout.split("\n");
  assert.equal(lines.pop(), "", label);
  assert.equal(lines.length, lineCount, `${label}: one object an input line`);
  const records = lines.map((line) => JSON.parse(line));
  records.forEach((record, i) => assert.equal(record.line, i + 1, label));
  assert.equal(records[0].href, "http://x/");
  assert.equal(records[2].href, "http://y/");
  assert.deepEqual(records[3], { line: 4, input: "", blank: true });
  assert.equal(records[4].failure, true);
  assert.equal(records[5].error, "IPv6-unclosed");
  assert.equal(typeof records[6].line, "number");
  for (const n of TOO_LONG) {
    assert.equal(records[n - 1].failure, true, `${label}: line ${n}`);
    assert.match(records[n - 1].error, /--max-line-bytes/);
    assert.ok(records[n - 1].input.length <= 1000);
    assert.equal(records[n - 1].inputTruncated, true, `${label}: line ${n}`);
  }
  assert.equal(records[7].validationErrors.length, 100);
  assert.equal(records[7].validationErrorCount, 500_000);
  assert.equal(records[9].href, "http://z/");
  // Bounded by the lines parsed: their href, input and pieces, no more.
  assert.ok(r.stdout.length < 8_000_000, String(r.stdout.length));
}

for (const runtime of ["deno", "node"] as const) {
  describe(`urlstd on hostile input (${runtime})`, () => {
    it("gives one JSON record a line, in bounded memory", async () => {
      assertJson(await run(runtime, ["-q", "--json", "--file", file]), runtime);
    });

    it("does the same on two worker threads (--jobs 2)", async () => {
      const r = await run(runtime, [
        "-q",
        "--json",
        "--jobs",
        "2",
        "--file",
        file,
      ]);
      assertJson(r, `${runtime} --jobs 2`);
    });

    it("gives one href a line, empty for failures and empty lines", async () => {
      const r = await run(runtime, ["-q", "--file", file]);
      assertSane(r, runtime);
      const lines = r.stdout.split("\n");
      assert.equal(lines.pop(), "");
      assert.equal(lines.length, lineCount);
      assert.deepEqual(
        [lines[0], lines[1], lines[2], lines[3], lines[4], lines[5], lines[8]],
        ["http://x/", "", "http://y/", "", "", "", ""],
      );
      assert.ok(lines[7].startsWith("https://a/a%20ba%20b"));
      assert.equal(lines[9], "http://z/");
      // Why the lines over the limit are empty, on standard error.
      const notes = r.stderr.match(/^urlstd: .*$/gm) ?? [];
      assert.deepEqual(
        notes.map((note) =>
          /hostile\.txt:(\d+): The line is \d+ bytes long/.exec(note)?.[1]
        ),
        TOO_LONG.map(String),
      );
    });

    it("validates with bounded output (windows, capped carets)", async () => {
      const r = await run(runtime, ["-q", "--validate", "--file", file]);
      assertSane(r, runtime);
      assert.equal(r.code, 2);
      assert.match(r.stdout, /^hostile\.txt:2$|\/hostile\.txt:2$/m);
      assert.match(r.stdout, /… and 499,990 more validation errors not shown/);
      assert.ok(r.stdout.length < 100_000, String(r.stdout.length));
    });
  });
}
