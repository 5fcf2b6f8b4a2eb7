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
import { readDatasets } from "./_config.ts";
import { rotatingRatios } from "./_rotating.ts";
import { runBundledInNodes } from "./_in_node.ts";

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

/** Median ratios lite / full and full again / full for `loop` on `inputs`. */
async function compare(
  loop: (impl: Implementation, inputs: string[]) => number,
  inputs: string[],
): Promise<[number, number]> {
  const copies = builds.map(() => ownCopy(loop, parseOrNull));
  let sink = 0;
  const turn = (i: number): number => {
    const start = performance.now();
    for (let k = 0; k < 5; k++) sink += copies[i](builds[i], inputs);
    return performance.now() - start;
  };
  for (let w = 0; w < 20; w++) for (let i = 0; i < builds.length; i++) turn(i);
  const [lite, again] = await rotatingRatios(builds.length, rounds, turn);
  if (sink === 0) throw new Error("nothing parsed");
  return [lite, again];
}

const runtime = inDeno
  ? `Deno ${Deno.version.deno}`
  : `Node.js ${process.versions.node}`;
for (const { name, text } of readDatasets()) {
  const inputs = text.split("\n").filter((s) => s.length > 0).slice(0, 10_000);
  const [aLite, aAgain] = await compare(parseHrefLoop, inputs);
  const [bLite, bAgain] = await compare(allGettersLoop, inputs);
  console.log(
    `| ${runtime} | ${name} | ${aLite.toFixed(3)} | ${aAgain.toFixed(3)} | ${
      bLite.toFixed(3)
    } | ${bAgain.toFixed(3)} |`,
  );
}

if (inDeno) {
  await runBundledInNodes(
    new URL(import.meta.url).pathname,
    "lite_own_loops",
    args.slice(1),
    [String(rounds)],
  );
}
