// Import time of the package's entries: each measured in a fresh process
// (the time from before `await import(entry)` to after it), RUNS times in
// turn, the median printed. Node runs the npm build (deno task build:npm
// first), Deno the sources.
//
//   deno run -A bench/import_time.ts NODE_BINARY [RUNS]

const [node = "node", runsArg = "15"] = Deno.args;
const runs = Number(runsArg);
const root = new URL("../", import.meta.url);

const ENTRIES: [string, string, string][] = [
  ["@urlstd/url", "npm/esm/mod.js", "mod.ts"],
  ["@urlstd/url/lite", "npm/esm/lite/mod.js", "lite/mod.ts"],
];

function script(specifier: string): string {
  return `const t = performance.now(); await import(${
    JSON.stringify(specifier)
  }); console.log(performance.now() - t);`;
}

async function once(cmd: string, args: string[]): Promise<number> {
  const { stdout, code } = await new Deno.Command(cmd, {
    args,
    stdout: "piped",
    stderr: "inherit",
  }).output();
  if (code !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
  return Number(new TextDecoder().decode(stdout).trim());
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1];
const deno = Deno.execPath();
for (const [name, npmFile, source] of ENTRIES) {
  const nodeTimes: number[] = [];
  const denoTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    nodeTimes.push(
      await once(node, [
        "--input-type=module",
        "-e",
        script(new URL(npmFile, root).href),
      ]),
    );
    denoTimes.push(
      await once(deno, ["eval", script(new URL(source, root).href)]),
    );
  }
  console.log(
    `${name.padEnd(18)} Node ${median(nodeTimes).toFixed(1)} ms, Deno ${
      median(denoTimes).toFixed(1)
    } ms`,
  );
}
