// Retained heap per URL object, as the benchmark's memory figure measures it
// (memory() in suite.ts), for urlstd and the runtime's own URL, in Deno and
// in Node, without the timed modes:
//
//   deno run -A bench/memory.ts
//
// The Node binary is $BENCH_NODE, else `node` (e.g.
// BENCH_NODE=node_modules/node24/bin/node).

import { URL as OurURL, URLSearchParams as OurParams } from "../mod.ts";
import { type Host, implementations, memory } from "./suite.ts";
import { benchOptions, datasetDirs, listDatasets } from "./_config.ts";

import process from "node:process";

const isDeno = typeof Deno !== "undefined";
const gc = (globalThis as unknown as { gc?: () => void }).gc;

async function main(): Promise<void> {
  if (gc === undefined) {
    // The driver: this file again in Deno, then bundled in Node.
    const root = new URL("../", import.meta.url).pathname;
    const self = new URL(import.meta.url).pathname;
    const run = async (cmd: string, args: string[]) => {
      const { code } = await new Deno.Command(cmd, { args, cwd: root })
        .spawn().status;
      if (code !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
    };
    await run(Deno.execPath(), ["run", "-A", "--v8-flags=--expose-gc", self]);
    const out = `${root}bench/.out/memory.mjs`;
    await run(`${root}node_modules/.bin/esbuild`, [
      self,
      "--bundle",
      "--format=esm",
      "--platform=node",
      `--outfile=${out}`,
      "--log-level=warning",
    ]);
    const node = Deno.env.get("BENCH_NODE") ?? "node";
    await run(node.includes("/") ? `${Deno.cwd()}/${node}` : node, [
      "--expose-gc",
      out,
    ]);
    return;
  }
  const fs = isDeno ? null : await import("node:fs");
  const dirs = datasetDirs();
  const host: Host = {
    runtime: isDeno
      ? `Deno ${Deno.version.deno}`
      : `Node ${process.versions.node}`,
    now: () => performance.now(),
    gc,
    heapUsed: () => process.memoryUsage().heapUsed,
    readText: (path) =>
      isDeno ? Deno.readTextFileSync(path) : fs!.readFileSync(path, "utf8"),
    datasets: listDatasets(
      dirs,
      (d) =>
        isDeno
          ? [...Deno.readDirSync(d)].map((e) => e.name)
          : fs!.readdirSync(d),
    ),
  };
  const impls = implementations(
    { URL: OurURL, URLSearchParams: OurParams },
    { URL, URLSearchParams },
  );
  const { limit } = benchOptions([]);
  for (const f of memory(host, [impls.urlstd, impls.native], limit)) {
    console.log(
      `${host.runtime}  ${f.impl.padEnd(7)} ${f.dataset.padEnd(18)} ${
        f.bytes.toFixed(1)
      } bytes`,
    );
  }
}

await main();
