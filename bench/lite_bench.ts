// Parse speed of the lite build against the full build: paired rounds in one
// process (see paired/paired_rounds.ts), on each benchmark dataset. Ratios
// are lite / full (below 1: lite is faster). An A/A control follows each:
// the full build against a second URL class made the same way (defineURL()
// with tr46's ToASCII), whose ratios show the noise of the run; and the
// lite / full pair again with the builds' order swapped (see below).
//
//   deno run -A bench/lite_bench.ts [ROUNDS] [NODE...]
//
// Runs in Deno (on the sources), then, for each NODE binary given (e.g.
// node_modules/node24/bin/node), in that Node.js on this file bundled by
// esbuild (the same sources, one process per runtime). The datasets are the
// .txt files of ../shared/datasets/ and bench/datasets/.

import { URL as FullURL } from "../mod.ts";
import { URL as LiteURL } from "../lite/mod.ts";
import {
  basicURLParse,
  basicURLParseWith,
  serializeURL,
} from "../parser/mod.ts";
import { domainParserToASCII, liteDomainParserToASCII } from "../host/mod.ts";
import { defineURL } from "../api/mod.ts";
import { type Build, pairedRounds } from "./paired/paired_rounds.ts";
import { readDatasets } from "./_config.ts";
import { runBundledInNodes } from "./_in_node.ts";

// deno-lint-ignore no-explicit-any
declare const Deno: any, process: any;

const inDeno = typeof Deno !== "undefined";
const args: string[] = inDeno ? Deno.args : process.argv.slice(2);
const rounds = Number(args[0] ?? "15");
const full: Build = {
  URL: FullURL as Build["URL"],
  basicURLParse,
  serializeURL,
};
const fullAgain: Build = {
  URL: defineURL(domainParserToASCII) as unknown as Build["URL"],
  basicURLParse,
  serializeURL,
};
const lite: Build = {
  URL: LiteURL as unknown as Build["URL"],
  basicURLParse: (input, options) =>
    basicURLParseWith(liteDomainParserToASCII, input, options),
  serializeURL,
};

const runtime = inDeno
  ? `Deno ${Deno.version.deno}`
  : `Node.js ${process.versions.node}`;
for (const { name, text } of readDatasets()) {
  console.log(`## ${runtime}, ${name} (lite / full)`);
  pairedRounds(full, lite, text, rounds);
  // The same pair with the builds swapped: the URL class a process
  // defines first can run faster whichever build it is (see
  // lite_own_loops.ts), so lite / full is the first figure and the inverse
  // of this one.
  console.log(`## ${runtime}, ${name} (full / lite, order swapped)`);
  pairedRounds(lite, full, text, rounds);
  console.log(`## ${runtime}, ${name} (A/A: full / full again)`);
  pairedRounds(full, fullAgain, text, rounds);
}

if (inDeno) {
  await runBundledInNodes(
    new URL(import.meta.url).pathname,
    "lite_bench",
    args.slice(1),
    [String(rounds)],
  );
}
