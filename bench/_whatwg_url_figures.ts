// Where bench/RESULTS.md keeps its copy of the newest
// whatwg-url tables of bench/WHATWG_URL_RESULTS.md, and how they are read
// for comparison.

/** The markers around each copy of the newest tables. */
const FIGURES_START = "<!-- whatwg-url figures: bench/whatwg_url_run.ts -->";
/** The end marker. */
const FIGURES_END = "<!-- end of whatwg-url figures -->";

/** Where the copy's text starts (after its start marker) and ends. */
function figuresBlock(markdown: string): [number, number] {
  const start = markdown.indexOf(FIGURES_START);
  const end = markdown.indexOf(FIGURES_END);
  if (start < 0 || end < start) throw new Error(`no ${FIGURES_START} block`);
  return [start + FIGURES_START.length, end];
}

/** The table rows of a Markdown text, as trimmed cells (alignment ignored). */
export function tableRows(markdown: string): string[][] {
  return markdown.split("\n")
    .filter((line) => line.trimStart().startsWith("|"))
    .filter((line) => !/^\|[\s:|-]+\|$/.test(line.trim()))
    .map((line) => line.trim().slice(1, -1).split("|").map((c) => c.trim()));
}

/** The copy of the tables in `markdown` (bench/RESULTS.md). */
export function copiedFigures(markdown: string): string[][] {
  const [start, end] = figuresBlock(markdown);
  return tableRows(markdown.slice(start, end));
}

/** `markdown` with `tables` as its copy of the figures. */
export function withFigures(markdown: string, tables: string): string {
  const [start, end] = figuresBlock(markdown);
  return markdown.slice(0, start) + "\n\n" + tables + "\n\n" +
    markdown.slice(end);
}

/** The newest section's tables of bench/WHATWG_URL_RESULTS.md. */
export function newestFigures(results: string): string[][] {
  const sections = results.split(/^## /m);
  if (sections.length < 2) throw new Error("no dated section");
  return tableRows(sections[1]);
}
