/**
 * Runs the benchmark suite in Deno (urlstd from source) and in Node (urlstd
 * as the npm build compiles it), then writes bench/RESULTS.md.
 *
 * Usage: deno task bench [--rounds N] [--limit N] [--no-write]
 *
 * @module
 */

import { buildNpm } from "../scripts/build_npm.ts";

const root = new URL("..", import.meta.url).pathname;
const args = Deno.args.filter((a) => a !== "--no-write");
const write = !Deno.args.includes("--no-write");

async function run(
  command: string,
  commandArgs: string[],
  env: Record<string, string> = {},
): Promise<string> {
  const child = new Deno.Command(command, {
    args: commandArgs,
    cwd: root,
    env,
    stdout: "piped",
    stderr: "inherit",
  });
  const output = await child.output();
  if (!output.success) {
    throw new Error(`${command} ${commandArgs.join(" ")} failed`);
  }
  return new TextDecoder().decode(output.stdout);
}

// Node: urlstd from the npm build (into a scratch folder, with its
// dependencies installed beside it); the suite and whatwg-url bundled.
const npmDir = `${root}bench/.out/npm`;
buildNpm(npmDir);
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
  ], { URLSTD_NPM_MODULE: `${npmDir}/esm/mod.js` }),
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

What mode b's getters cost alone (ns per call, on URL objects parsed
beforehand, the inputs every implementation parses):

${deno.getters}

## ${node.runtime} (V8 ${node.v8}): urlstd from the npm build (ES modules), native URL is Ada

${toMarkdown(node.rows, "native", "urlstd")}

${node.notes.map((n: string) => `- ${n}`).join("\n")}

What mode b's getters cost alone (ns per call, on URL objects parsed
beforehand, the inputs every implementation parses):

${node.getters}
`;
if (write) {
  await Deno.writeTextFile(`${root}bench/RESULTS.md`, report);
  console.error("wrote bench/RESULTS.md");
}
console.log(report);
