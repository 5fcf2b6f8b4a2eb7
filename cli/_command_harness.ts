// What the tests of the `urlstd` command (the cli/command*_test.ts files)
// share: running the command, or another one, as a subprocess, and the
// inputs they build.

import assert from "node:assert/strict";

export const cliDir = decodeURIComponent(
  new globalThis.URL(".", import.meta.url).pathname,
);
export const projectRoot = cliDir.replace(/\/cli\/$/, "");
export const mainFile = cliDir + "main.ts";

/**
 * A batch file the test builds itself: `count` URLs of the shapes real lists
 * hold (web URLs, hosts to lowercase, IDNs, IPv4 shorthand, `file:` paths,
 * backslashes, spaces, queries and fragments), one failure, and the line
 * noise a list carries (a byte order mark, CRLF endings, empty lines).
 */
export function batchFile(count: number): { file: string; text: string } {
  const shapes = [
    (i: number) => `https://example.com/page/${i}?q=${i}#top`,
    (i: number) => `http://WWW.Example.ORG/a/../b/${i}`,
    (i: number) => `https://b\u00fccher${i}.example/k\u00e4se`,
    (i: number) => `http://0x7f.${i % 256}/`,
    (i: number) => `file:///home/user/docs/${i}.txt`,
    (i: number) => `https:\\\\example.net\\dir\\${i}`,
    (i: number) => `https://example.com/a b/${i}`,
    (i: number) => `mailto:user${i}@example.com`,
  ];
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    lines.push(i === count >> 1 ? "http://[::1" : shapes[i % shapes.length](i));
    if (i % 1000 === 999) lines.push("");
  }
  const text = "\uFEFF" +
    lines.map((line, i) => i % 7 === 0 ? line + "\r" : line)
      .join("\n") +
    "\n";
  const dir = Deno.makeTempDirSync({ prefix: "urlstd-batch-" });
  const file = `${dir}/urls.txt`;
  Deno.writeTextFileSync(file, text);
  return { file, text };
}

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `urlstd ...args` with `stdin` (or none) and collects its output. */
export function urlstd(args: string[], stdin?: string): Promise<Result> {
  return run(Deno.execPath(), [
    "run",
    "--quiet",
    "--allow-read",
    mainFile,
    ...args,
  ], { stdin });
}

/** This process's environment without INIT_CWD (which npx may have set). */
export function envWithout(name: string): Record<string, string> {
  const env = Deno.env.toObject();
  delete env[name];
  return env;
}

/**
 * Runs a command with `stdin` (or none) and collects its output; `env`, if
 * given, is the whole environment.
 */
export async function run(
  command: string,
  args: string[],
  { stdin, cwd = projectRoot, env }: {
    stdin?: string | undefined;
    cwd?: string;
    env?: Record<string, string>;
  } = {},
): Promise<Result> {
  const child = new Deno.Command(command, {
    args,
    cwd,
    ...(env === undefined ? {} : { env, clearEnv: true }),
    stdin: stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  // Standard input is written while the output is read: a command that
  // writes as it reads would fill its output pipe and wait otherwise.
  const writing = stdin === undefined ? Promise.resolve() : (async () => {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(stdin));
    await writer.close();
  })();
  const { code, stdout, stderr } = await child.output();
  await writing;
  const decoder = new TextDecoder();
  return {
    code,
    stdout: decoder.decode(stdout),
    stderr: decoder.decode(stderr),
  };
}

/**
 * A new temporary directory, made by a subprocess (the tests may not write
 * files themselves), with the given files in it.
 */
export async function tempDirWith(
  files: Record<string, string>,
): Promise<string> {
  const made = await run("mktemp", ["-d"]);
  assert.equal(made.code, 0, made.stderr);
  const dir = made.stdout.trim();
  for (const [name, text] of Object.entries(files)) {
    const written = await run("sh", [
      "-c",
      'printf "%s" "$1" > "$2"',
      "sh",
      text,
      `${dir}/${name}`,
    ]);
    assert.equal(written.code, 0, written.stderr);
  }
  return dir;
}

/** Lines of every kind: valid, with validation errors, failing, empty. */
export function mixedInput(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    lines.push(
      i % 7 === 3
        ? `nope${i}`
        : i % 5 === 1
        ? `https://example.com/a b/${i}`
        : i % 11 === 0
        ? ""
        : `HTTPS://Example.COM/./${i}?q=${i}`,
    );
  }
  return lines.join("\n") + "\n";
}
