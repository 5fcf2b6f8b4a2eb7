// The guard's process (see guard.ts): imports the "then" and "now" builds
// named by $GUARD_THEN and $GUARD_NOW (each a folder holding mod.js and
// parser/mod.js, or mod.ts and parser/mod.ts; $GUARD_EXT is ".js" or
// ".ts"), then prints one JSON line per dataset and mode with the paired
// ratios now ÷ then, or with --alloc the bytes each build allocates per
// parse. Arguments: --rounds N, --alloc, then the datasets' paths.

import process from "node:process";
import { readFileSync } from "node:fs";
import {
  type Build,
  bytesAllocatedPerParse,
  dataOf,
  MODES,
  pairedMode,
  SEARCH_MODES,
} from "./paired_rounds.ts";

async function load(dir: string, ext: string): Promise<Build> {
  const api = await import(`${dir}/mod${ext}`);
  const parser = await import(`${dir}/parser/mod${ext}`);
  return {
    URL: api.URL,
    URLSearchParams: api.URLSearchParams,
    basicURLParse: parser.basicURLParse,
    serializeURL: parser.serializeURL,
  };
}

const env = process.env;
const ext = env.GUARD_EXT ?? ".js";
const then = await load(env.GUARD_THEN!, ext);
const now = await load(env.GUARD_NOW!, ext);
const args = process.argv.slice(2);
const flag = (name: string) => args.indexOf(name);
const rounds = flag("--rounds") >= 0 ? Number(args[flag("--rounds") + 1]) : 15;
const paths = args.filter((a, i) =>
  !a.startsWith("--") && args[i - 1] !== "--rounds"
);

if (flag("--alloc") >= 0) {
  const gc = (globalThis as unknown as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error("--alloc needs --expose-gc");
  const heapUsed = () => process.memoryUsage().heapUsed;
  for (const path of paths) {
    const { urls } = dataOf(readFileSync(path, "utf8"));
    const dataset = path.slice(path.lastIndexOf("/") + 1);
    // Each build's passes after the other's: they share one young generation.
    const thenBytes = bytesAllocatedPerParse(then, urls, gc, heapUsed);
    const nowBytes = bytesAllocatedPerParse(now, urls, gc, heapUsed);
    console.log(JSON.stringify({ dataset, then: thenBytes, now: nowBytes }));
  }
} else {
  for (const [i, path] of paths.entries()) {
    const data = dataOf(readFileSync(path, "utf8"));
    const dataset = path.slice(path.lastIndexOf("/") + 1);
    // URLSearchParams modes read no dataset: run them once, after the first.
    const modes = i === 0 ? [...MODES, ...SEARCH_MODES] : MODES;
    for (const entry of modes) {
      const figure = pairedMode(then, now, entry, data, rounds);
      const name = SEARCH_MODES.includes(entry) ? "-" : dataset;
      console.log(JSON.stringify({ dataset: name, ...figure }));
    }
  }
}
