// Where the bytes of the lite bundle are: bundles
// `export { URL, URLSearchParams } from "@urlstd/url/lite"` from the built
// npm package (npm/esm/) as size-limit does (esbuild, minified ESM), gives
// each byte of the output to its source module through the source map, and
// prints per module (or per group of modules) its minified bytes and its
// marginal gzip bytes: how much smaller the gzipped bundle is without that
// module's bytes.
//
//   npx deno task build:npm
//   deno task bench:lite-size [--group=folder|owner] [--remove=REGEX]...
//
// --remove=REGEX (repeatable) prints the gzip size with the bytes of every
// module matching REGEX taken out: what a bundle without them would weigh.
// --remove-reports takes out every call that reports a validation error by
// name or code (`report("name", at)`, `report?.(…)`, `report && report(…)`,
// `report?.error(CODE, at)`).

import { gzipSync } from "node:zlib";

const root = new URL("../", import.meta.url).pathname;
const args = Deno.args;
const group = args.find((a) => a.startsWith("--group="))?.slice(8);
const removals = args.filter((a) => a.startsWith("--remove="))
  .map((a) => new RegExp(a.slice(9)));
const removeReports = args.includes("--remove-reports");

const dir = await Deno.makeTempDir({ prefix: "urlstd-lite-size-" });
await Deno.writeTextFile(
  `${dir}/entry.js`,
  `export { URL, URLSearchParams } from "${root}npm/esm/lite/mod.js";\n`,
);
const { code } = await new Deno.Command(`${root}node_modules/.bin/esbuild`, {
  args: [
    `${dir}/entry.js`,
    "--bundle",
    "--minify",
    "--format=esm",
    "--sourcemap=external",
    `--outfile=${dir}/out.js`,
    "--log-level=warning",
  ],
}).spawn().status;
if (code !== 0) throw new Error("esbuild failed (run deno task build:npm)");
// Without the source map comment, as size-limit measures it.
const output = Deno.readTextFileSync(`${dir}/out.js`)
  .replace(/\/\/# sourceMappingURL=\S+\s*$/, "");
const map = JSON.parse(Deno.readTextFileSync(`${dir}/out.js.map`));
await Deno.remove(dir, { recursive: true });

const BASE64 =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** The numbers of one source map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = BASE64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** The source index of each code unit of the output, -1 for none. */
function owners(): Int32Array {
  const lines = output.split("\n");
  const result = new Int32Array(output.length).fill(-1);
  let offset = 0;
  let source = 0;
  const mappings: string[] = map.mappings.split(";");
  lines.forEach((line, index) => {
    const points: [number, number][] = [];
    let column = 0;
    for (const segment of (mappings[index] ?? "").split(",")) {
      if (segment === "") continue;
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      points.push([column, fields.length > 1 ? source : -1]);
    }
    points.forEach(([start, owner], k) => {
      const end = k + 1 < points.length ? points[k + 1][0] : line.length;
      result.fill(owner, offset + start, offset + end);
    });
    offset += line.length + 1;
  });
  return result;
}

const owner = owners();
const names: string[] = map.sources.map((s: string) =>
  s.replace(/^.*npm\/esm\//, "")
);
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** The output without the code units of the sources in `drop`. */
function without(drop: Set<number>): string {
  let kept = "";
  for (let i = 0; i < output.length; i++) {
    if (!drop.has(owner[i])) kept += output[i];
  }
  return kept;
}

/** Which part of the bundle a module belongs to (`--group=owner`). */
function ownerOf(name: string): string {
  if (name.startsWith("parser/fast_path")) return "fast path";
  if (
    /^api\/(url_search_params|_pair_list|_search_params_iterator|_webidl)|^urlencoded\//
      .test(name)
  ) return "URLSearchParams side";
  if (/^(api|parser)\//.test(name)) return "state machine + URL class";
  return "host, percent, lite";
}

const keyOf = group === "folder"
  ? (n: string) => n.split("/")[0]
  : group === "owner"
  ? ownerOf
  : (n: string) => n;
const groups = new Map<string, number[]>();
names.forEach((name, index) => {
  const key = keyOf(name);
  groups.set(key, [...(groups.get(key) ?? []), index]);
});

const total = gzip(output);
console.log(`bundle: ${output.length} bytes minified, ${total} gzipped`);
const rows: [number, number, string][] = [];
for (const [key, indexes] of groups) {
  const set = new Set(indexes);
  let bytes = 0;
  for (let i = 0; i < output.length; i++) if (set.has(owner[i])) bytes++;
  rows.push([bytes, total - gzip(without(set)), key]);
}
rows.sort((a, b) => b[0] - a[0]);
console.log("minified  gzip (marginal)  module");
for (const [bytes, marginal, key] of rows) {
  console.log(
    `${String(bytes).padStart(8)}  ${String(marginal).padStart(15)}  ${key}`,
  );
}

if (removals.length > 0 || removeReports) {
  const drop = new Set(
    names.flatMap((n, i) => removals.some((r) => r.test(n)) ? [i] : []),
  );
  let kept = without(drop);
  if (removeReports) {
    kept = kept.replace(
      /(?:\w+&&)?\w+(?:\?\.)?\("[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+",[^()]*?\)/g,
      "0",
    ).replace(
      // The same calls by error code: `report?.error(21,at)`.
      /(?:\w+&&)?[\w.]+(?:\?\.|\.)error\(\d+,[^()]*?(?:\([^()]*\))?[^()]*?\)/g,
      "0",
    );
  }
  console.log(
    `without ${
      [...removals.map(String), ...(removeReports ? ["report calls"] : [])]
        .join(", ")
    }: ${kept.length} bytes minified, ${gzip(kept)} gzipped (${
      total - gzip(kept)
    } less)`,
  );
}
