/**
 * The polyfill side by side with the polyfills users have
 * (react-native-url-polyfill, core-js-pure's URL, whatwg-url-without-unicode,
 * url-polyfill) on Hermes, QuickJS and Node.js 24 (in a node:vm context,
 * which has no URL of its own): WPT data cases passed
 * (tests/engines/harness.ts), the conformance probe's failures, bundle bytes
 * (esbuild, minified, gzipped) and parse+href and URLSearchParams
 * throughput, as ratios to urlstd in alternating rounds in one process per
 * engine. Writes bench/POLYFILL_RESULTS.md (which polyfill/mod.ts's guide
 * links); also measures the lite polyfill's options for non-ASCII domains.
 *
 * Usage: deno task bench:polyfill [--rounds=N]
 *
 * @module
 */

import { writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../scripts/_project.ts";
import {
  dataPrelude,
  engineBundle,
  hermesVersion,
  quickjsVersion,
  runScript,
} from "../scripts/engine_legs.ts";
import { lliteOptions } from "./_polyfill_lite_options.ts";
import { bundleBytes, metroBytes, reactNativeStub } from "./_polyfill_bytes.ts";
import { reactNativeURL, reactNativeVersion } from "./_react_native_url.ts";

const ROUNDS = Number(
  Deno.args.find((a) => a.startsWith("--rounds="))?.slice(9) ?? 6,
);

/** What an app imports to install each polyfill. */
const INSTALL_ENTRIES: Record<string, string> = {
  "urlstd": `import "./polyfill/mod.ts";`,
  "urlstd lite": `import "./polyfill/lite.ts";`,
  "react-native-url-polyfill": `import "react-native-url-polyfill/auto";`,
  "core-js-pure": `import URL from "core-js-pure/actual/url";
import URLSearchParams from "core-js-pure/actual/url-search-params";
globalThis.URL = URL; globalThis.URLSearchParams = URLSearchParams;`,
  "whatwg-url-without-unicode":
    `import { URL, URLSearchParams } from "whatwg-url-without-unicode";
globalThis.URL = URL; globalThis.URLSearchParams = URLSearchParams;`,
  "url-polyfill": `import "url-polyfill";`,
};

interface ImplReport {
  wpt: { passed: number; failed: number };
  probe: string[];
  works: boolean;
  parse: number[];
  params: number[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
}

async function runEngine(engine: string): Promise<Record<string, ImplReport>> {
  const entry = join(ROOT, "bench", "_polyfill_entry.ts");
  const prelude = dataPrelude() + `var __ROUNDS__ = ${ROUNDS};\n`;
  const file = join(ROOT, "bench", ".out", `polyfill-${engine}.js`);
  const code = await engineBundle(
    entry,
    engine === "hermes" ? "hermes" : "quickjs",
    prelude,
    [reactNativeStub, reactNativeURL],
  );
  writeFileSync(file, code);
  let stdout: string;
  if (engine === "node24") {
    const node = join(ROOT, "node_modules", "node24", "bin", "node");
    const r = spawnSync(node, [
      join(ROOT, "bench", "polyfill_bench_node.mjs"),
      file,
      String(ROUNDS),
    ], {
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    if (r.status !== 0) throw new Error(r.stderr);
    stdout = r.stdout;
  } else {
    stdout = runScript(engine as "hermes" | "quickjs", file);
  }
  const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`${engine}: no RESULT`);
  return JSON.parse(line.slice(7));
}

const ENGINES: Record<string, string> = {
  hermes: `Hermes ${hermesVersion()}`,
  quickjs: `QuickJS: ${quickjsVersion()}, WebAssembly, from Node.js 24`,
  node24: "Node.js 24 (node:vm context)",
};

const bytes: Record<string, number> = {};
const metro: Record<string, number> = {};
for (const [name, contents] of Object.entries(INSTALL_ENTRIES)) {
  bytes[name] = await bundleBytes(contents);
  metro[name] = await metroBytes(contents);
}
const kB = (n: number | undefined) =>
  n === undefined ? "built in" : n.toLocaleString("en-US");
const results: Record<string, Record<string, ImplReport>> = {};
for (const engine of Object.keys(ENGINES)) {
  console.log(`running ${engine}...`);
  results[engine] = await runEngine(engine);
}

const total = (r: ImplReport) => r.wpt.passed + Math.max(0, r.wpt.failed);
const ratio = (r: ImplReport, ours: ImplReport, key: "parse" | "params") =>
  r.works ? (median(r[key]) / median(ours[key])).toFixed(2) + "×" : "n/a";

function table(engine: string): string {
  const rows = results[engine];
  const ours = rows["urlstd"];
  const lines = [
    `| implementation | WPT cases passed | probe checks failed | bytes (min+gzip) | after Metro's transform | parse+href | URLSearchParams |`,
    `| --- | ---: | --- | ---: | ---: | ---: | ---: |`,
  ];
  for (const [name, r] of Object.entries(rows)) {
    lines.push(
      `| ${name} | ${r.wpt.passed} / ${total(r)} | ${
        r.probe.length === 0
          ? "none"
          : r.probe.length + ": " + r.probe.join(", ")
      } | ${kB(bytes[name])} | ${kB(metro[name])} | ${
        ratio(r, ours, "parse")
      } | ${ratio(r, ours, "params")} |`,
    );
  }
  return lines.join("\n");
}

/** The issue's targets, each stated with what was measured. */
function targets(): string {
  const others = Object.keys(INSTALL_ENTRIES).filter((n) =>
    !n.startsWith("urlstd")
  );
  const allPass = Object.keys(ENGINES).flatMap((e) =>
    Object.entries(results[e]).filter(([, r]) => r.wpt.failed === 0)
      .map(([n]) => `${n} (${e})`)
  );
  const slower: string[] = [];
  for (const e of Object.keys(ENGINES)) {
    const ours = results[e]["urlstd"];
    for (const n of others) {
      for (const key of ["parse", "params"] as const) {
        const r = results[e][n];
        if (r.works && median(r[key]) >= median(ours[key])) {
          slower.push(
            `${n}'s ${
              key === "parse" ? "parse+href" : "URLSearchParams"
            } on ${e} (${ratio(r, ours, key)})`,
          );
        }
      }
    }
  }
  const rn = bytes["react-native-url-polyfill"];
  return [
    `- Every case passed: ${allPass.join(", ") || "none"}.`,
    `- The lite polyfill against react-native-url-polyfill: ${
      kB(bytes["urlstd lite"])
    } ` +
    `against ${kB(rn)} bytes (esbuild), ${kB(metro["urlstd lite"])} against ` +
    `${kB(metro["react-native-url-polyfill"])} after Metro's transform: ` +
    (bytes["urlstd lite"] <= rn
      ? "no bigger."
      : "bigger; the target is not met."),
    `- Faster than each other polyfill on every engine: ` +
    (slower.length === 0
      ? "yes."
      : `not where urlstd's median was not above: ${slower.join("; ")}.`),
  ].join("\n");
}

const lite = await lliteOptions();
const date = new Date().toISOString().slice(0, 10);
const doc = `# Polyfill comparison

Generated by \`deno task bench:polyfill\` (bench/polyfill_bench.ts) on
${date}, ${ROUNDS} alternating rounds per engine, each engine one process.
WPT cases: the data suites of the engine legs (tests/engines/harness.ts:
urltestdata, setters, toascii, IdnaTestV2, percent-encoding UTF-8,
URLSearchParams). Bytes: what an app imports to install each one, bundled by
esbuild, minified, gzipped. Throughput: operations per millisecond as a ratio
to urlstd's (above 1× is faster than urlstd), medians of the rounds; an input
an implementation rejects counts as one operation; under Node.js each
implementation runs in a node:vm context of its own (one process), so that
V8's feedback for the loops is its own; "n/a" where the
implementation cannot run at all. "React Native's own" is the URL and URLSearchParams of react-native
${reactNativeVersion()} (its Libraries/Blob/, Flow stripped by Metro's preset,
its native blob module stubbed), which an app without a polyfill gets.
urlstd lite shares urlstd's
URLSearchParams and, for ASCII hosts, its parser: the spread of its ratios
around 1× is the noise of the machine. The probe column is
polyfill/probe.ts's checks that each fails. Two cannot parse a URL with a
host on an engine without a browser's or Node.js's globals:
whatwg-url-without-unicode needs a global \`Buffer\` (react-native-url-polyfill
before 4.0 installed one for it), url-polyfill needs \`document\` (it parses
with an \`<a>\` element); their counts are what is left (the
URLSearchParams and failure cases). urlstd's rows include the built-ins its
polyfill adds where an engine lacks them (polyfill/_builtins.ts).

## Targets

${targets()}

${
  Object.entries(ENGINES).map(([engine, title]) =>
    `## ${title}\n\n${table(engine)}\n`
  ).join("\n")
}
## The lite polyfill and non-ASCII domains

On an engine without a \`URL\`, the lite build has no IDNA to lean on. The
options, measured on the WPT cases that hand ToASCII a non-ASCII domain
(${lite.rows[2].right + lite.rows[2].failed} cases; Deno,
tests/engines/harness.ts):

| option | bytes (min+gzip) | cases right | cases failed |
| --- | ---: | ---: | ---: |
${
  lite.rows.map((r) =>
    `| ${r.name} | ${
      r.bytes.toLocaleString("en-US")
    } | ${r.right} | ${r.failed} |`
  ).join("\n")
}

Decision: the lite polyfill fails such a host with the spec's
\`domain-to-ASCII\` validation error (the first row): each of its failures is
a refusal, never a different URL. A Punycode-only ToASCII gets fewer right,
and its failures are silent wrong answers: it maps nothing (case, width, ß,
dots) and accepts what UTS #46 rejects; loading the full tables on first use costs the full build's bytes in
an app bundle, as Metro has no lazy chunk to put them in. An app that needs
IDN hosts imports \`@urlstd/url/polyfill\`.
`;
writeFileSync(join(ROOT, "bench", "POLYFILL_RESULTS.md"), doc);

console.log(doc);
// The generated Markdown, formatted as the tree's (deno fmt --check).
spawnSync(Deno.execPath(), ["fmt", "bench/POLYFILL_RESULTS.md"], {
  cwd: ROOT,
  stdio: "inherit",
});
