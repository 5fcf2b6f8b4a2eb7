/**
 * Benchmark of `registrableDomain()` (psl/) against the `tldts` package
 * called directly, on the hosts of the URL datasets in ../shared/datasets/:
 * every line that parses to a URL with a domain host gives one host (repeats
 * kept, as in the data). Each round times every host once per function, the
 * functions interleaved; the best round counts. Also counts the hosts on
 * which the results differ (tldts drops a trailing dot, url.bs keeps it).
 *
 * Columns: `urlstd` is `registrableDomain(host)`, which first checks that
 * the string is a domain (the host parser returns it unchanged);
 * `urlstd (no check)` is the same lookup without that check, as
 * `registrableDomainOf()` does for a URL's host; `tldts` is
 * `getDomain(host, { allowPrivateDomains: true })`, the package's documented
 * call; `tldts (hostname options)` adds the options for input that is
 * already a hostname (`extractHostname: false`, no validation or IP
 * detection), as psl/ calls it.
 *
 * Run: `npx deno task bench:psl [--rounds N]`.
 * Results: PSL_RESULTS.md.
 *
 * @module
 */

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getDomain } from "tldts";
import { parseURL } from "../parser/mod.ts";
import { hostType } from "../parser/url_parser.ts";
import { registrableDomainIndex } from "../psl/_domain.ts";
import { registrableDomain } from "../psl/mod.ts";

const DATASETS = new URL("../../shared/datasets/", import.meta.url).pathname;
const roundsArg = Deno.args.indexOf("--rounds");
const ROUNDS = roundsArg >= 0 ? Number(Deno.args[roundsArg + 1]) : 15;

const TLDTS_DEFAULT = { allowPrivateDomains: true } as const;
const TLDTS_HOSTNAME = {
  allowPrivateDomains: true,
  extractHostname: false,
  validateHostname: false,
  detectIp: false,
  mixedInputs: false,
} as const;

type Fn = (host: string) => string | null;

const FUNCTIONS: [string, Fn][] = [
  ["urlstd", (host) => registrableDomain(host)],
  ["urlstd (no check)", (host) => {
    const start = registrableDomainIndex(host, false);
    return start < 0 ? null : host.slice(start);
  }],
  ["tldts", (host) => getDomain(host, TLDTS_DEFAULT)],
  ["tldts (hostname options)", (host) => getDomain(host, TLDTS_HOSTNAME)],
];

function hostsOf(file: string): string[] {
  const hosts: string[] = [];
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const record = parseURL(line.replace(/^\uFEFF/, ""));
    if (record !== null && hostType(record) === "domain") {
      hosts.push(record.host!);
    }
  }
  return hosts;
}

let sink = 0;

function timeOnce(fn: Fn, hosts: string[]): number {
  const start = performance.now();
  for (let i = 0; i < hosts.length; i++) {
    const result = fn(hosts[i]);
    if (result !== null) sink += result.length;
  }
  return ((performance.now() - start) * 1e6) / hosts.length;
}

function differences(hosts: string[]): number {
  let count = 0;
  for (const host of hosts) {
    if (registrableDomain(host) !== getDomain(host, TLDTS_DEFAULT)) count++;
  }
  return count;
}

if (!existsSync(DATASETS)) {
  throw new Error(`No datasets at ${DATASETS}`);
}
const files = readdirSync(DATASETS).filter((name) => name.endsWith(".txt"))
  .sort();
console.log(
  `Deno ${Deno.version.deno}, V8 ${Deno.version.v8}; ${ROUNDS} rounds, best`,
);
const header = ["dataset", "hosts", ...FUNCTIONS.map(([name]) => name + " ns")]
  .concat(["urlstd / tldts", "differ"]);
console.log("| " + header.join(" | ") + " |");
console.log("| " + header.map(() => "---").join(" | ") + " |");
for (const name of files) {
  const hosts = hostsOf(join(DATASETS, name));
  if (hosts.length === 0) continue;
  const best = FUNCTIONS.map(() => Infinity);
  for (let round = 0; round < ROUNDS; round++) {
    FUNCTIONS.forEach(([, fn], i) => {
      best[i] = Math.min(best[i], timeOnce(fn, hosts));
    });
  }
  console.log(
    "| " + [
      name,
      String(hosts.length),
      ...best.map((ns) => ns.toFixed(0)),
      (best[0] / best[2]).toFixed(2) + "x",
      String(differences(hosts)),
    ].join(" | ") + " |",
  );
}
if (sink === -1) console.log(sink);
