// Where README.md and bench/RESULTS.md keep their copies of the newest
// whatwg-url tables of bench/WHATWG_URL_RESULTS.md, and how they are read
// for comparison.

/** The markers around each copy of the newest tables. */
export const README_START =
  "<!-- whatwg-url figures: bench/whatwg_url_run.ts -->";
/** The end marker. */
export const README_END = "<!-- end of whatwg-url figures -->";

/** The table rows of a Markdown text, as trimmed cells (alignment ignored). */
export function tableRows(markdown: string): string[][] {
  return markdown.split("\n")
    .filter((line) => line.trimStart().startsWith("|"))
    .filter((line) => !/^\|[\s:|-]+\|$/.test(line.trim()))
    .map((line) => line.trim().slice(1, -1).split("|").map((c) => c.trim()));
}

/** The copy of the tables in `markdown` (README.md or bench/RESULTS.md). */
export function readmeFigures(markdown: string): string[][] {
  const start = markdown.indexOf(README_START);
  const end = markdown.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`no ${README_START} block`);
  return tableRows(markdown.slice(start, end));
}

/** `markdown` with `tables` as its copy of the figures. */
export function withFigures(markdown: string, tables: string): string {
  const start = markdown.indexOf(README_START);
  const end = markdown.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`no ${README_START} block`);
  return markdown.slice(0, start + README_START.length) + "\n\n" + tables +
    "\n\n" + markdown.slice(end);
}

/** The newest section's tables of bench/WHATWG_URL_RESULTS.md. */
export function newestFigures(results: string): string[][] {
  const sections = results.split(/^## /m);
  if (sections.length < 2) throw new Error("no dated section");
  return tableRows(sections[1]);
}
