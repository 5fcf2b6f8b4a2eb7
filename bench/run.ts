/**
 * Runs the benchmark suite in Deno (urlstd from source) and in Node (urlstd
 * bundled to JavaScript by esbuild), then writes bench/RESULTS.md.
 *
 * Usage: deno task bench [--rounds N] [--limit N] [--no-write]
 *
 * @module
 */

const root = new URL("..", import.meta.url).pathname;
const args = Deno.args.filter((a) => a !== "--no-write");
const write = !Deno.args.includes("--no-write");

async function run(command: string, commandArgs: string[]): Promise<string> {
  const child = new Deno.Command(command, {
    args: commandArgs,
    cwd: root,
    stdout: "piped",
    stderr: "inherit",
  });
  const output = await child.output();
  if (!output.success) {
    throw new Error(`${command} ${commandArgs.join(" ")} failed`);
  }
  return new TextDecoder().decode(output.stdout);
}

// Node: bundle urlstd's TypeScript (and whatwg-url) for Node.
await Deno.mkdir(`${root}bench/.out`, { recursive: true });
await run(`${root}node_modules/.bin/esbuild`, [
  "bench/node_bench.ts",
  "--bundle",
  "--format=esm",
  "--platform=node",
  "--outfile=bench/.out/node_bench.mjs",
  "--log-level=warning",
]);

const deno = JSON.parse(
  await run(Deno.execPath(), [
    "run",
    "--allow-read",
    "--allow-env",
    "--v8-flags=--expose-gc",
    "bench/deno_bench.ts",
    "--json",
    ...args,
  ]),
);
const node = JSON.parse(
  await run("node", [
    "--expose-gc",
    "bench/.out/node_bench.mjs",
    "--json",
    ...args,
  ]),
);

const { toMarkdown } = await import("./suite.ts");
const cpu = (() => {
  try {
    const info = Deno.readTextFileSync("/proc/cpuinfo");
    return info.match(/model name\s*:\s*(.*)/)?.[1] ?? "unknown CPU";
  } catch {
    return "unknown CPU";
  }
})();

const report = `# Benchmark results

Measured ${
  new Date().toISOString().slice(0, 10)
} on ${cpu}, ${navigator.hardwareConcurrency} cores,
by \`deno task bench\` (${
  args.join(" ") || "default options"
}): in each runtime one
process, the same in-memory data, rounds interleaving urlstd, the runtime's
native \`URL\` and whatwg-url; nanoseconds per operation (per URL; per setter
call in mode e; per object in mode f). Ratio below 1 means urlstd is faster.
Disagreements count inputs whose href (or failure) differs from urlstd's.

## ${deno.runtime} (V8 ${deno.v8}): urlstd from TypeScript source, native URL is rust-url

${toMarkdown(deno.rows, "native", "urlstd")}

${deno.notes.map((n: string) => `- ${n}`).join("\n")}

## ${node.runtime} (V8 ${node.v8}): urlstd bundled to JavaScript, native URL is Ada

${toMarkdown(node.rows, "native", "urlstd")}

${node.notes.map((n: string) => `- ${n}`).join("\n")}
`;
if (write) {
  await Deno.writeTextFile(`${root}bench/RESULTS.md`, report);
  console.error("wrote bench/RESULTS.md");
}
console.log(report);
