// The benchmark suite in Node: urlstd as the npm package ships it (the
// npm build's ESM, which bench/run.ts builds first and names in
// $URLSTD_NPM_MODULE) against Node's native URL (Ada) and whatwg-url.
//
// Bundled (without urlstd) and run by `deno task bench`; runs with
// node --expose-gc.

import whatwg from "whatwg-url";
import { readdirSync, readFileSync } from "node:fs";
import process from "node:process";
import { type Host, implementations, runSuite, toMarkdown } from "./suite.ts";
import { benchOptions, datasetDirs, listDatasets } from "./_config.ts";

const modulePath = process.env.URLSTD_NPM_MODULE;
if (!modulePath) {
  throw new Error("set URLSTD_NPM_MODULE to the npm build's esm/mod.js");
}
const { URL: OurURL, URLSearchParams: OurParams } =
  (await import(modulePath)) as typeof import("../mod.ts");

const gc = (globalThis as unknown as { gc?: () => void }).gc;
if (gc === undefined) throw new Error("run with node --expose-gc");

const host: Host = {
  runtime: `Node ${process.versions.node}`,
  now: () => performance.now(),
  gc,
  heapUsed: () => process.memoryUsage().heapUsed,
  readText: (path) => readFileSync(path, "utf8"),
  datasets: listDatasets(datasetDirs(), (d) => readdirSync(d)),
};

const impls = implementations(
  { URL: OurURL, URLSearchParams: OurParams },
  whatwg,
);

const args = process.argv.slice(2);
const suite = runSuite(
  host,
  impls.urlstd,
  impls.native,
  impls.whatwg,
  {
    ...benchOptions(args),
    log: (line) => console.error(line),
  },
);
const result = {
  runtime: host.runtime,
  v8: process.versions.v8,
  nativeURL: `Ada ${process.versions.ada}`,
  ...suite,
};
if (args.includes("--json")) console.log(JSON.stringify(result));
else {console.log(
    toMarkdown(suite.rows, "native", "urlstd") + "\n\n" +
      suite.notes.map((n) => `- ${n}`).join("\n") + "\n\n" + suite.getters,
  );}
