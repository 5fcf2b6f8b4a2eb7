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

/** The dataset folders, from this file's place (or the bundle's argument). */
const DIRS = ["../../shared/datasets/", "datasets/"];

async function listDatasets(): Promise<{ name: string; text: string }[]> {
  const out: { name: string; text: string }[] = [];
  if (inDeno) {
    for (const dir of DIRS) {
      const url = new URL(dir, import.meta.url);
      for (const entry of Deno.readDirSync(url)) {
        if (!entry.name.endsWith(".txt")) continue;
        out.push({
          name: entry.name,
          text: Deno.readTextFileSync(new URL(entry.name, url)),
        });
      }
    }
  } else {
    const fs = await import("node:fs");
    const path = await import("node:path");
    // The bundle gets the bench folder as its second argument.
    const bench = args[1];
    for (const dir of DIRS) {
      const folder = path.join(bench, dir);
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
for (const { name, text } of await listDatasets()) {
  console.log(`## ${runtime}, ${name} (lite / full)`);
  pairedRounds(full, lite, text, rounds);
  // The paired loops are shared by both builds, so the build given first
  // (warmed first) can keep the JIT's inlining; the same pair, swapped,
  // shows that bias: lite / full is the first figure, and the inverse of
  // this one.
  console.log(`## ${runtime}, ${name} (full / lite, order swapped)`);
  pairedRounds(lite, full, text, rounds);
  console.log(`## ${runtime}, ${name} (A/A: full / full again)`);
  pairedRounds(full, fullAgain, text, rounds);
}

if (inDeno) {
  const nodes = args.slice(1);
  if (nodes.length > 0) {
    const bench = new URL(".", import.meta.url).pathname;
    const root = new URL("../", import.meta.url).pathname;
    const dir = await Deno.makeTempDir({ prefix: "urlstd-lite-bench-" });
    const bundle = `${dir}/lite_bench.mjs`;
    const esbuild = new Deno.Command(`${root}node_modules/.bin/esbuild`, {
      args: [
        `${bench}lite_bench.ts`,
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
