// Where README.md keeps its copy of the newest whatwg-url tables of
// bench/WHATWG_URL_RESULTS.md, and how both are read for comparison.

/** The markers around README.md's copy of the newest tables. */
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

/** README.md's copy of the tables. */
export function readmeFigures(readme: string): string[][] {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`no ${README_START} block`);
  return tableRows(readme.slice(start, end));
}

/** The newest section's tables of bench/WHATWG_URL_RESULTS.md. */
export function newestFigures(results: string): string[][] {
  const sections = results.split(/^## /m);
  if (sections.length < 2) throw new Error("no dated section");
  return tableRows(sections[1]);
}
