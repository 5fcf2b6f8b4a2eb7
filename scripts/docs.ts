/**
 * The documentation that is generated: the API reference (`deno doc --html`
 * over every module deno.json exports, into `docs/api/`, gitignored);
 * README.md's table of contents (its `##` and `###` headings, between the
 * `toc` markers) and its speed-and-size summary (from bench/RESULTS.md's
 * targets table and bench/SIZE_RESULTS.md's size table); and the parts the
 * two READMEs share, each written into both from one source here: the
 * table of subpaths (one line each, from deno.json's exports and
 * {@linkcode SUBPATH_SUMMARIES}, linking each to its guide: the `mod.ts`
 * in README.md, the `.d.ts` in the package in README.npm.md), the commands
 * that install the package from a tarball, and the statement of the Node.js versions supported and tested (from the
 * package's `engines` and the Node.js builds the test matrix runs).
 *
 * Usage: deno task docs        (writes docs/api/index.html and its pages)
 *        deno task docs:toc    (rewrites every generated part of the
 *                               READMEs)
 *
 * `scripts/docs_test.ts` builds the reference into a temporary folder and
 * fails when either generated text differs from what the READMEs hold.
 *
 * @module
 */

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { readDenoJson, ROOT, subpaths } from "./_project.ts";
import { NODE_ENGINES } from "./build_npm.ts";
import { NODE_TOOLS } from "./_runtimes.ts";
import { pinnedDependencies } from "./install_tools.mjs";

/** Where `deno task docs` writes the API reference (gitignored). */
export const API_DIR: string = join(ROOT, "docs", "api");

/** A page of the API reference that each export key's module gets. */
export function apiPage(key: string): string {
  // The root module's symbols are in the reference's "~" folder (its
  // index.html lists them); each other module has a folder of its own.
  return key === "." ? "~/URL.html" : `${key.slice(2)}/index.html`;
}

/**
 * Runs `deno doc --html` over every module deno.json exports, writing the
 * reference to `outDir`; returns the export keys documented. Throws with
 * deno doc's output when it fails.
 */
export function buildApiReference(outDir: string = API_DIR): string[] {
  const deno = readDenoJson();
  const modules = subpaths(deno);
  const result = spawnSync(Deno.execPath(), [
    "doc",
    "--html",
    `--name=${deno.name}`,
    `--output=${outDir}`,
    ...modules.map((m) => m.source),
  ], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...Deno.env.toObject(), NO_COLOR: "1" },
  });
  if (result.status !== 0) {
    throw new Error(
      `deno doc --html failed:\n${result.stdout}${result.stderr}`,
    );
  }
  return modules.map((m) => m.key);
}

/**
 * Markdown as `deno fmt` writes it (tables padded, prose wrapped), so that
 * what is generated into a README is what the formatter keeps there.
 */
export function formatMarkdown(markdown: string): string {
  const result = spawnSync(Deno.execPath(), ["fmt", "--ext=md", "-"], {
    input: markdown,
    encoding: "utf8",
    env: { ...Deno.env.toObject(), NO_COLOR: "1" },
  });
  if (result.status !== 0) throw new Error(`deno fmt failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** One heading of a markdown text, outside code fences. */
export interface Heading {
  level: number;
  text: string;
  /** The anchor GitHub gives it (see {@linkcode githubSlug}). */
  slug: string;
}

/**
 * The anchor GitHub makes of a heading: its text lowercased, without markup
 * and punctuation (letters, digits, `-`, `_` and spaces stay), spaces as
 * `-`; a repeated anchor gets `-1`, `-2`, … (counted in `seen`).
 */
export function githubSlug(text: string, seen: Map<string, number>): string {
  const base = text
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
  const count = seen.get(base) ?? 0;
  seen.set(base, count + 1);
  return count === 0 ? base : `${base}-${count}`;
}

/** The headings of a markdown text, in order, code fences skipped. */
export function headings(markdown: string): Heading[] {
  const found: Heading[] = [];
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const open = /^(```|~~~)/.exec(line);
    if (open !== null) {
      if (fence === null) fence = open[1];
      else if (line.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{1,6}) +(.+?) *#* *$/.exec(line);
    if (heading === null) continue;
    const text = heading[2];
    found.push({
      level: heading[1].length,
      text,
      slug: githubSlug(text, seen),
    });
  }
  return found;
}

/** The markers the table of contents sits between in README.md. */
export const TOC_START = "<!-- toc:start (deno task docs:toc) -->";
export const TOC_END = "<!-- toc:end -->";

/** The table of contents of `markdown`: its `##` and `###` headings. */
export function tableOfContents(markdown: string): string {
  return formatMarkdown(
    headings(markdown)
      .filter((h) => h.level === 2 || h.level === 3)
      .map((h) => `${h.level === 3 ? "  " : ""}- [${h.text}](#${h.slug})`)
      .join("\n"),
  );
}

/** The table of contents `markdown` holds now, between its markers. */
export function currentTableOfContents(markdown: string): string {
  const start = markdown.indexOf(TOC_START);
  const end = markdown.indexOf(TOC_END);
  if (start === -1 || end === -1) {
    throw new Error(`README.md has no ${TOC_START} … ${TOC_END} markers`);
  }
  return markdown.slice(start + TOC_START.length, end).trim();
}

/** `markdown` with its table of contents regenerated. */
export function withTableOfContents(markdown: string): string {
  currentTableOfContents(markdown);
  const start = markdown.indexOf(TOC_START) + TOC_START.length;
  const end = markdown.indexOf(TOC_END);
  return markdown.slice(0, start) + "\n\n" + tableOfContents(markdown) +
    "\n\n" + markdown.slice(end);
}

/** The Node.js versions the test matrix runs: its dev tools' pinned builds. */
export function testedNodeVersions(): string[] {
  const tools = pinnedDependencies();
  return NODE_TOOLS.map((tool) => {
    const match = /@(\d+\.\d+\.\d+)$/.exec(tools[tool] ?? "");
    if (match === null) throw new Error(`package.json pins no ${tool}`);
    return match[1];
  });
}

/** The one statement of the Node.js versions supported and tested. */
export function nodeSupport(): string {
  const versions = testedNodeVersions();
  const list = versions.length === 1
    ? versions[0]
    : `${versions.slice(0, -1).join(", ")} and ${versions.at(-1)}`;
  const tools = NODE_TOOLS.map((tool) => `\`${tool}\``).join(", ");
  return formatMarkdown(
    `Node.js: \`${NODE_ENGINES}\` (the package's \`engines\`, the range ` +
      "its dependency `tr46` declares). Older versions, Node.js 20 (past " +
      "its end of life) among them, are not supported: npm warns " +
      "`EBADENGINE` on them, and nothing is promised there. The test " +
      "command runs the suite on, and loads every subpath of the packed " +
      "package in, " +
      `Node.js ${list} (the ${tools} dev dependencies), each within that ` +
      "range; it also runs the suite on the machine's own `node`, whatever " +
      "its version, which is no statement of support.",
  );
}

/** The markers of the Node.js support statement, in both READMEs. */
export const NODE_START = "<!-- node-support:start (deno task docs:toc) -->";
/** The end marker of the Node.js support statement. */
export const NODE_END = "<!-- node-support:end -->";

/** The READMEs that state the Node.js support. */
export const NODE_SUPPORT_READMES: string[] = [
  join(ROOT, "README.md"),
  join(ROOT, "README.npm.md"),
];

/** The text between two markers of `markdown`; throws without them. */
export function betweenMarkers(
  markdown: string,
  start: string,
  end: string,
): string {
  const a = markdown.indexOf(start);
  const b = markdown.indexOf(end);
  if (a === -1 || b === -1 || b < a) {
    throw new Error(`No ${start} … ${end} markers`);
  }
  return markdown.slice(a + start.length, b).trim();
}

/** `markdown` with `text` between its two markers. */
export function replaceBetween(
  markdown: string,
  start: string,
  end: string,
  text: string,
): string {
  betweenMarkers(markdown, start, end);
  return markdown.slice(0, markdown.indexOf(start) + start.length) + "\n\n" +
    text + "\n\n" + markdown.slice(markdown.indexOf(end));
}

/**
 * What each subpath holds, in one line: the subpath tables of both READMEs
 * are made from this (`scripts/docs_test.ts` checks that every export has
 * one). Each subpath's guide is its `mod.ts` module doc.
 */
export const SUBPATH_SUMMARIES: Readonly<Record<string, string>> = {
  ".": "`URL`, `URLSearchParams`",
  "./percent":
    "the eight percent-encode sets; percent-encode and decode; the `Encoding` hook",
  "./host":
    "host parser and serializer, IPv4/IPv6/opaque hosts, IDNA via `tr46`, valid host strings; when `tr46` loads",
  "./urlencoded": "`application/x-www-form-urlencoded` parser and serializer",
  "./parser":
    "URL record, basic URL parser (state override, encoding, validation errors), serializers, origin; valid URL strings, strict parsing",
  "./api":
    "`URL`, `URLSearchParams`, `defineURL()` (a `URL` class around a given domain-to-ASCII)",
  "./lite": "`URL`, `URLSearchParams` without the IDNA tables",
  "./cli": "the `urlstd` command line tool",
  "./rfc3986":
    "RFC 3986 validation, reference resolution and normalization, and where it disagrees with the URL Standard",
  "./psl":
    "public suffix, registrable domain (Public Suffix List via `tldts`), same site",
  "./origin":
    "`Origin`: the platform's interface, same site by the Public Suffix List",
  "./encoding":
    "`getEncoding(label)`: legacy encodings for queries and forms (via `@exodus/bytes`)",
  "./node":
    "`node:url`'s helpers: `fileURLToPath`, `pathToFileURL`, `format`, `domainToASCII`, …",
  "./render": "URLs rendered for people: IDN spoof policy, elision",
  "./pattern":
    "`URLPattern` (the URL Pattern Standard, on this parser), `URLPatternList`",
  "./pattern/tentative":
    "the standard's tentative `compareComponent()` and `generate()`",
  "./ops":
    "`relativeURL`, `joinPath`, `normalizeURL`, `sameURL`, `normalizeUrlCompat`",
  "./whatwg-url":
    "whatwg-url's API (URL records, `basicURLParse` with state override), to install as `whatwg-url`",
  "./whatwg-url/webidl2js-wrapper":
    "whatwg-url's webidl2js wrappers, as jsdom installs them",
  "./polyfill":
    "installs `URL`, `URLSearchParams`, `Origin`, `URLPattern` where missing or failing (a side effect at import)",
  "./polyfill/install": "`installURL()`: the polyfill without the side effect",
  "./polyfill/lite":
    "the polyfill with the lite build (a side effect at import)",
  "./polyfill/lite/install": "`installURL()` with the lite build",
  "./polyfill/probe": "the conformance probe the polyfill decides by",
  "./safety":
    "SSRF guards (`checkURL`, `checkAddress`, `checkedFetch`), `safeRedirectTarget`, `sanitizeUrl`",
  "./safety/node": "`guardedLookup`, `guardedFetch` for Node.js",
};

/** The markers of the subpath table, in both READMEs. */
export const SUBPATHS_START = "<!-- subpaths:start (deno task docs:toc) -->";
/** The end marker of the subpath table. */
export const SUBPATHS_END = "<!-- subpaths:end -->";

/**
 * The table of subpaths: for README.md (`"repository"`) each links its
 * `mod.ts`; for README.npm.md (`"package"`) each names its type
 * declarations in the package, which carry the same module doc.
 */
export function subpathTable(where: "repository" | "package"): string {
  const rows = subpaths(readDenoJson()).map(({ key, source, specifier }) => {
    const summary = SUBPATH_SUMMARIES[key];
    if (summary === undefined) throw new Error(`No summary for ${key}`);
    const guide = where === "repository"
      ? `[${source}](${source})`
      : `\`esm/${source.replace(/\.ts$/, ".d.ts")}\``;
    return `| \`${specifier}\` | ${summary} | ${guide} |`;
  });
  return formatMarkdown(
    ["| import | what it holds | guide |", "| --- | --- | --- |", ...rows]
      .join("\n"),
  );
}

/** The markers of README.md's speed-and-size summary. */
export const SUMMARY_START = "<!-- summary:start (deno task docs:toc) -->";
/** The end marker of the summary. */
export const SUMMARY_END = "<!-- summary:end -->";

/** The rows of a Markdown table that follows a line equal to `header`. */
function tableAfter(markdown: string, header: RegExp): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => header.test(line));
  if (start === -1) throw new Error(`No table headed ${header}`);
  const rows: string[][] = [];
  for (let i = start; i < lines.length && lines[i].startsWith("|"); i++) {
    if (i === start + 1) continue;
    rows.push(lines[i].slice(1, -1).split("|").map((cell) => cell.trim()));
  }
  return rows;
}

/**
 * README.md's speed-and-size summary: parse + `href` against each
 * runtime's native `URL` (bench/RESULTS.md's targets table) and the sizes
 * of the main entries (bench/SIZE_RESULTS.md).
 */
export function speedAndSizeSummary(): string {
  const results = readFileSync(join(ROOT, "bench", "RESULTS.md"), "utf8");
  const measured = (/^Measured (.+?) on /m.exec(results)?.[1] ?? "")
    .replace(" (commit ", ", commit ").replace(/\)$/, "");
  const targets = tableAfter(results, /^\| mode +\| dataset/);
  const [head, ...rows] = targets;
  const runtimes = head.slice(3);
  const speed = [
    `| dataset | ${runtimes.join(" | ")} |`,
    `|---|${runtimes.map(() => "---:|").join("")}`,
    ...rows.filter((row) => row[0] === "a: parse + href")
      .map((row) => `| ${row[1]} | ${row.slice(3).join(" | ")} |`),
  ];
  const sizeText = readFileSync(join(ROOT, "bench", "SIZE_RESULTS.md"), "utf8");
  const sizes = new Map(
    tableAfter(sizeText, /^\| import +\| min\+gzip/).map((row) => [
      row[0],
      row[1],
    ]),
  );
  const size = (name: string) => {
    const value = sizes.get(`\`${name}\``);
    if (value === undefined) throw new Error(`No size for ${name}`);
    return `\`${name}\` ${value}`;
  };
  const comparison = [...sizes.keys()].find((k) => k.includes("whatwg-url@"));
  return formatMarkdown(
    "Parse + `href`: urlstd's time over the runtime's native `URL` " +
      `(below 1 is faster; measured ${measured}; every mode, dataset and ` +
      "runtime, with ns per URL, in [bench/RESULTS.md](bench/RESULTS.md)):" +
      "\n\n" + speed.join("\n") + "\n\n" +
      `Size, minified and gzipped: ${size("@urlstd/url")}, ` +
      `${size("@urlstd/url/lite")}, ${size("@urlstd/url/percent")}` +
      (comparison === undefined
        ? ""
        : ` (${comparison.slice(1, -1)}: ${sizes.get(comparison)})`) +
      "; every entry point and its limit in " +
      "[bench/SIZE_RESULTS.md](bench/SIZE_RESULTS.md).",
  );
}

/** The markers of the install commands, in both READMEs. */
export const INSTALL_START = "<!-- install:start (deno task docs:toc) -->";
/** The end marker of the install commands. */
export const INSTALL_END = "<!-- install:end -->";

/**
 * How to install the package until it is published: the checkout's
 * dependencies first (the build needs them), then build, pack and install
 * the tarball, named as `npm pack` names it.
 */
export function installCommands(): string {
  const { name, version } = readDenoJson();
  const tarball = `${name.slice(1).replace("/", "-")}-${version}.tgz`;
  return [
    "```sh",
    "npm ci",
    "npx deno task build:npm && cd npm && npm pack",
    `npm install /path/to/urlstd/npm/${tarball}`,
    "```",
  ].join("\n");
}

/** How many lines README.md may have: guides go to each subpath's mod.ts. */
export const README_MAX_LINES = 300;

if (import.meta.main) {
  if (Deno.args[0] === "toc") {
    const support = nodeSupport();
    const [readme, npmReadme] = NODE_SUPPORT_READMES;
    for (const file of NODE_SUPPORT_READMES) {
      let text = readFileSync(file, "utf8");
      text = replaceBetween(text, NODE_START, NODE_END, support);
      text = replaceBetween(
        text,
        INSTALL_START,
        INSTALL_END,
        installCommands(),
      );
      text = replaceBetween(
        text,
        SUBPATHS_START,
        SUBPATHS_END,
        subpathTable(file === npmReadme ? "package" : "repository"),
      );
      if (file === readme) {
        text = replaceBetween(
          text,
          SUMMARY_START,
          SUMMARY_END,
          speedAndSizeSummary(),
        );
        text = withTableOfContents(text);
      }
      writeFileSync(file, text);
    }
    console.log("The READMEs' generated parts written");
  } else {
    const keys = buildApiReference();
    console.log(
      `API reference of ${keys.length} modules in ${
        join(API_DIR, "index.html")
      }`,
    );
  }
}
