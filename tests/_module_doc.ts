// A module's documentation as Markdown: the first `/** … */` comment of a
// file (its `@module` doc), each line's leading ` * ` removed. The tests
// that check a guide's tables and examples read it with this, in every
// runtime.

import { readFileSync } from "node:fs";

/**
 * The module doc of `file` (a path or a file URL) as Markdown; a Markdown
 * file is returned whole.
 */
export function moduleDoc(file: string | URL): string {
  const text = readFileSync(file, "utf8");
  if (!String(file).endsWith(".ts")) return text;
  const start = text.indexOf("/**");
  const end = text.indexOf("*/", start);
  if (start === -1 || end === -1) throw new Error(`${file}: no doc comment`);
  return text.slice(start + 3, end).split("\n")
    .map((line) => line.replace(/^\s*\*(?: |$)/, ""))
    .join("\n");
}
