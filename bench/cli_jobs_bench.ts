/**
 * `urlstd --jobs 2` against `--jobs 1`: streams the largest URL dataset,
 * repeated `--times` times into a temporary file, through the CLI in a fresh
 * Deno process per run, in interleaved rounds (1, 2, 1, 2, ...), for each
 * output mode, and prints the median URLs/s from the CLI's own summary (the
 * time from its start to its end, without the runtime's startup) with the
 * machine's load average before and after, which says how much of its cores
 * the runs could have.
 *
 * A benchmark, not a timed test: nothing is asserted. Results are recorded
 * in bench/CLI_RESULTS.md.
 *
 * Usage: deno task bench:cli-jobs [--times 16] [--rounds 5]
 *
 * @module
 */

const here = new URL(".", import.meta.url).pathname;
const projectRoot = here.replace(/\/bench\/$/, "");
const datasets = `${projectRoot}/../shared/datasets`;

function option(name: string, fallback: number): number {
  const at = Deno.args.indexOf(name);
  return at >= 0 ? Number(Deno.args[at + 1]) : fallback;
}

const times = option("--times", 16);
const rounds = option("--rounds", 5);

/** The largest dataset, by size. */
function largestDataset(): string {
  let best = "";
  let size = -1;
  for (const entry of Deno.readDirSync(datasets)) {
    if (!entry.name.endsWith(".txt")) continue;
    const { size: s } = Deno.statSync(`${datasets}/${entry.name}`);
    if (s > size) [best, size] = [entry.name, s];
  }
  return best;
}

function loadAverage(): string {
  return Deno.loadavg().map((n) => n.toFixed(2)).join(" ");
}

const name = largestDataset();
const text = Deno.readTextFileSync(`${datasets}/${name}`);
const file = Deno.makeTempFileSync({ suffix: ".txt" });
Deno.writeTextFileSync(file, text.repeat(times));

const modes: string[][] = [[], ["--json"], ["--validate"]];
console.log(
  `dataset ${name} x${times} (${
    (text.length * times / 1e6).toFixed(1)
  } MB), Deno ${Deno.version.deno}, ${navigator.hardwareConcurrency} cores, ` +
    `${rounds} interleaved rounds, median`,
);
console.log(`load average before: ${loadAverage()}`);
console.log("\nmode        jobs   URLs/s");
for (const mode of modes) {
  const rates: Record<string, number[]> = { "1": [], "2": [] };
  for (let round = 0; round < rounds; round++) {
    for (const jobs of ["1", "2"]) {
      const { stderr } = await new Deno.Command(Deno.execPath(), {
        args: [
          "run",
          "--allow-read",
          `${projectRoot}/cli/main.ts`,
          ...mode,
          "--jobs",
          jobs,
          "--file",
          file,
        ],
        stdout: "null",
        stderr: "piped",
      }).output();
      const summary = new TextDecoder().decode(stderr);
      const match = / ([\d.,]+) URLs?\/s/.exec(summary);
      if (match === null) throw new Error(`No rate in: ${summary}`);
      rates[jobs].push(Number(match[1].replaceAll(",", "")));
    }
  }
  for (const jobs of ["1", "2"]) {
    const sorted = rates[jobs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `${(mode.join(" ") || "hrefs").padEnd(10)}  ${jobs.padStart(4)}  ${
        median.toLocaleString("en-US").padStart(8)
      }`,
    );
  }
}
console.log(`\nload average after: ${loadAverage()}`);
Deno.removeSync(file);
