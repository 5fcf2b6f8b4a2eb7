/**
 * The documentation that is generated: the API reference (`deno doc --html`
 * over every module deno.json exports, into `docs/api/`, gitignored) and
 * README.md's table of contents (its `##` and `###` headings, between the
 * `toc` markers), and both READMEs' statement of the Node.js versions
 * supported and tested (between the `node-support` markers), made from the
 * package's `engines` and the Node.js builds the test matrix runs.
 *
 * Usage: deno task docs        (writes docs/api/index.html and its pages)
 *        deno task docs:toc    (rewrites README.md's table of contents and
 *                               the READMEs' Node.js support lines)
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
      "its dependency `tr46` declares; older versions, Node.js 20 among " +
      "them, are not supported, and npm warns `EBADENGINE` on them). The " +
      "test command runs the suite on, and loads every subpath of the " +
      "packed package in, " +
      `Node.js ${list} (the ${tools} dev dependencies), each within that ` +
      "range.",
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

const README = join(ROOT, "README.md");

if (import.meta.main) {
  if (Deno.args[0] === "toc") {
    writeFileSync(README, withTableOfContents(readFileSync(README, "utf8")));
    const support = nodeSupport();
    for (const file of NODE_SUPPORT_READMES) {
      const text = readFileSync(file, "utf8");
      writeFileSync(file, replaceBetween(text, NODE_START, NODE_END, support));
    }
    console.log(
      "README.md's table of contents and the READMEs' Node.js lines written",
    );
  } else {
    const keys = buildApiReference();
    console.log(
      `API reference of ${keys.length} modules in ${
        join(API_DIR, "index.html")
      }`,
    );
  }
}
