// Parse speed of the lite build against the full build, each with timed
// loops of its own: the loops of bench/suite_loops.ts (modes a and b),
// copied per build by ownCopy(), so that no call site sees two URL classes
// (lite_bench.ts's paired loops are shared, and its order-swapped pairs show
// how much the build met first gains from that). One process per runtime;
// rounds take the builds in a rotating order; ratios are the median over
// the rounds of lite / full, and of a second full class (defineURL() with
// tr46's ToASCII, the A/A control) / full.
//
//   deno run -A bench/lite_own_loops.ts [ROUNDS] [NODE...]
//
// Deno runs the sources; each NODE binary runs this file bundled by esbuild.
// The datasets are the .txt files of ../shared/datasets/ and bench/datasets/
// (their first 10,000 lines).

import { URL as FullURL, URLSearchParams } from "../mod.ts";
import { URL as LiteURL } from "../lite/mod.ts";
import { defineURL } from "../api/mod.ts";
import { domainParserToASCII } from "../host/mod.ts";
import type { Implementation } from "./suite.ts";
import {
  allGettersLoop,
  ownCopy,
  parseHrefLoop,
  parseOrNull,
} from "./suite_loops.ts";

// deno-lint-ignore no-explicit-any
declare const Deno: any, process: any;

const inDeno = typeof Deno !== "undefined";
const args: string[] = inDeno ? Deno.args : process.argv.slice(2);
const rounds = Number(args[0] ?? "41");

const builds: Implementation[] = [
  { name: "full", URL: FullURL, URLSearchParams },
  { name: "lite", URL: LiteURL, URLSearchParams },
  {
    name: "full again",
    URL: defineURL(domainParserToASCII) as unknown as Implementation["URL"],
    URLSearchParams,
  },
] as unknown as Implementation[];

/** The median of `values`. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median ratios lite / full and full again / full for `loop` on `inputs`. */
function compare(
  loop: (impl: Implementation, inputs: string[]) => number,
  inputs: string[],
): [number, number] {
  const copies = builds.map(() => ownCopy(loop, parseOrNull));
  let sink = 0;
  const turn = (i: number): number => {
    const start = performance.now();
    for (let k = 0; k < 5; k++) sink += copies[i](builds[i], inputs);
    return performance.now() - start;
  };
  for (let w = 0; w < 20; w++) for (let i = 0; i < builds.length; i++) turn(i);
  const lite: number[] = [];
  const again: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const times = [0, 0, 0];
    for (let j = 0; j < builds.length; j++) {
      const i = (r + j) % builds.length;
      times[i] = turn(i);
    }
    lite.push(times[1] / times[0]);
    again.push(times[2] / times[0]);
  }
  if (sink === 0) throw new Error("nothing parsed");
  return [median(lite), median(again)];
}

async function datasets(): Promise<{ name: string; text: string }[]> {
  const out: { name: string; text: string }[] = [];
  const folders = ["../../shared/datasets/", "datasets/"];
  if (inDeno) {
    for (const dir of folders) {
      const url = new URL(dir, import.meta.url);
      for (const entry of Deno.readDirSync(url)) {
        if (!entry.name.endsWith(".txt")) continue;
        const text = Deno.readTextFileSync(new URL(entry.name, url));
        out.push({ name: entry.name, text });
      }
    }
  } else {
    const fs = await import("node:fs");
    const path = await import("node:path");
    // The bundle gets the bench folder as its second argument.
    for (const dir of folders) {
      const folder = path.join(args[1], dir);
      for (const name of fs.readdirSync(folder)) {
        if (!name.endsWith(".txt")) continue;
        out.push({
          name,
          text: fs.readFileSync(path.join(folder, name), "utf8"),
        });
      }
    }
  }
  return out.sort((a, b) => a.name < b.name ? -1 : 1);
}

const runtime = inDeno
  ? `Deno ${Deno.version.deno}`
  : `Node.js ${process.versions.node}`;
for (const { name, text } of await datasets()) {
  const inputs = text.split("\n").filter((s) => s.length > 0).slice(0, 10_000);
  const [aLite, aAgain] = compare(parseHrefLoop, inputs);
  const [bLite, bAgain] = compare(allGettersLoop, inputs);
  console.log(
    `| ${runtime} | ${name} | ${aLite.toFixed(3)} | ${aAgain.toFixed(3)} | ${
      bLite.toFixed(3)
    } | ${bAgain.toFixed(3)} |`,
  );
}

if (inDeno) {
  const nodes = args.slice(1);
  if (nodes.length > 0) {
    const bench = new URL(".", import.meta.url).pathname;
    const root = new URL("../", import.meta.url).pathname;
    const dir = await Deno.makeTempDir({ prefix: "urlstd-lite-loops-" });
    const bundle = `${dir}/lite_own_loops.mjs`;
    const esbuild = new Deno.Command(`${root}node_modules/.bin/esbuild`, {
      args: [
        `${bench}lite_own_loops.ts`,
        "--bundle",
        "--format=esm",
        "--platform=node",
        `--outfile=${bundle}`,
        "--log-level=warning",
      ],
      cwd: root,
    });
    if ((await esbuild.spawn().status).code !== 0) throw new Error("esbuild");
    for (const node of nodes) {
      const { code } = await new Deno.Command(node, {
        args: [bundle, String(rounds), bench],
      }).spawn().status;
      if (code !== 0) throw new Error(`${node} failed`);
    }
    await Deno.remove(dir, { recursive: true });
  }
}
