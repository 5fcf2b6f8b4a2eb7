// The benchmark suite in Deno: urlstd from its TypeScript sources against
// Deno's native URL (rust-url) and whatwg-url.
//
// deno run --allow-read --allow-env --v8-flags=--expose-gc bench/deno_bench.ts [--json]

import { URL as OurURL, URLSearchParams as OurParams } from "../mod.ts";
import whatwg from "whatwg-url";
import { type Host, implementations, runSuite, toMarkdown } from "./suite.ts";
import { benchOptions, datasetDirs, listDatasets } from "./_config.ts";

const gc = (globalThis as unknown as { gc?: () => void }).gc;
if (gc === undefined) throw new Error("run with --v8-flags=--expose-gc");

const host: Host = {
  runtime: `Deno ${Deno.version.deno}`,
  now: () => performance.now(),
  gc,
  heapUsed: () => Deno.memoryUsage().heapUsed,
  readText: (path) => Deno.readTextFileSync(path),
  datasets: listDatasets(
    datasetDirs(),
    (d) => [...Deno.readDirSync(d)].map((e) => e.name),
  ),
};

const impls = implementations(
  { URL: OurURL, URLSearchParams: OurParams },
  whatwg,
);

const suite = runSuite(
  host,
  impls.urlstd,
  impls.native,
  impls.whatwg,
  {
    ...benchOptions(Deno.args),
    log: (line) => console.error(line),
  },
);
const result = {
  runtime: host.runtime,
  v8: Deno.version.v8,
  nativeURL: "rust-url",
  ...suite,
};
if (Deno.args.includes("--json")) console.log(JSON.stringify(result));
else {console.log(
    toMarkdown(suite.rows, "native", "urlstd") + "\n\n" +
      suite.notes.map((n) => `- ${n}`).join("\n") + "\n\n" + suite.getters,
  );}
