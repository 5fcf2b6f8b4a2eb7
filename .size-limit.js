// size-limit's checks (`deno task size`): one entry per deno.json export of
// the built npm package (npm/esm/), bundled by esbuild, minified, gzipped,
// each against its limit. New subpaths appear by themselves, measured against
// DEFAULT_LIMIT until they get their own. whatwg-url's URL is measured for
// comparison only (no limit).

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Limits (min+gzip) per export key; an entry over its limit fails. */
const LIMITS = {
  ".": "88 kB",
  // URLSearchParams' index by name (set() and delete() in linear time) adds
  // about 0.4 kB to lite, its polyfill and the whatwg-url alias.
  "./lite": "16.5 kB",
  "./percent": "2 kB",
  "./host": "75 kB",
  "./urlencoded": "2.5 kB",
  "./parser": "80 kB",
  "./rfc3986": "3.5 kB",
  "./psl": "130 kB",
  // The parser, the API URL parser and the PSL (same site).
  "./origin": "135 kB",
  "./encoding": "100 kB",
  "./node": "90 kB",
  // The IDN policy's generated UTS #39 data and top-domain list
  // (render/_idn_data.ts) add about 8 kB to the parser and the PSL.
  "./render": "150 kB",
  "./pattern": "88 kB",
  "./pattern/tentative": "88 kB",
  "./ops": "88 kB",
  // whatwg-url's own `.` with every export is 173 kB (bench/whatwg_url_size.ts);
  // the alias may be 2% over it.
  "./whatwg-url": "176.6 kB",
  "./whatwg-url/webidl2js-wrapper": "85 kB",
  // The full polyfill installs URLPattern too (about 8 kB over the API), and
  // Origin, whose same site carries the Public Suffix List (about 52 kB).
  "./polyfill": "147 kB",
  "./polyfill/install": "147 kB",
  "./polyfill/lite": "20.9 kB",
  "./polyfill/lite/install": "20.9 kB",
  "./polyfill/probe": "3 kB",
  "./safety": "87 kB",
  "./safety/node": "87 kB",
};

/** Node.js built-ins an entry imports, left out of its bundle. */
const NODE_BUILTINS = {
  "./safety/node": ["node:dns", "node:http", "node:https", "node:stream"],
};

/** The limit of a subpath without its own entry in LIMITS. */
const DEFAULT_LIMIT = "90 kB";

/** Not measured: `./api` is the root's API again; `./cli` is a command. */
const NOT_MEASURED = ["./api", "./cli"];

/** The repository's root: size-limit runs from tools/, whose package.json
 * names its plugins (scripts/size.ts). */
const ROOT = fileURLToPath(new URL(".", import.meta.url));

const deno = JSON.parse(readFileSync(ROOT + "deno.json", "utf8"));
const exports = typeof deno.exports === "string"
  ? { ".": deno.exports }
  : deno.exports;

export default [
  ...Object.entries(exports)
    .filter(([key]) => !NOT_MEASURED.includes(key))
    .map(([key, source]) => ({
      name: key === "." ? deno.name : deno.name + key.slice(1),
      path: ROOT + "npm/esm/" +
        source.replace(/^\.\//, "").replace(/\.ts$/, ".js"),
      import: key === "." ? "{ URL }" : "*",
      limit: LIMITS[key] ?? DEFAULT_LIMIT,
      ...(NODE_BUILTINS[key] ? { ignore: NODE_BUILTINS[key] } : {}),
      gzip: true,
    })),
  {
    name: "whatwg-url",
    path: ROOT + "node_modules/whatwg-url/index.js",
    import: "{ URL }",
    gzip: true,
  },
];
