// The "Coming from node:url" table of node/mod.ts's guide: each row's
// example is run here, and the table there must be these rows, cell for
// cell.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { moduleDoc } from "../tests/_module_doc.ts";
import { URL } from "../mod.ts";
import {
  domainToASCII,
  domainToUnicode,
  fileURLToPath,
  fileURLToPathBytes,
  format,
  pathToFileURL,
  urlToHttpOptions,
} from "./mod.ts";

/** A row: the two APIs, an example of ours and its result, and a note. */
interface Row {
  node: string;
  ours: string;
  /** The example's source (what `run` does), or "" for none. */
  example: string;
  run?: () => unknown;
  note: string;
}

const ROWS: Row[] = [
  {
    node: "url.fileURLToPath(url[, options])",
    ours: "fileURLToPath(url, options?)",
    example: 'fileURLToPath("file://server/share/a%20b", { windows: true })',
    run: () => fileURLToPath("file://server/share/a%20b", { windows: true }),
    note:
      "malformed UTF-8 (`%FF`) is a `URIError`, as in Node.js, with `code` `ERR_INVALID_URI`",
  },
  {
    node: "url.fileURLToPathBuffer(url[, options])",
    ours: "fileURLToPathBytes(url, options?)",
    example: '[...fileURLToPathBytes("file:///caf%E9", { windows: false })]',
    run: () => [...fileURLToPathBytes("file:///caf%E9", { windows: false })],
    note: "a `Uint8Array`, not a `Buffer`",
  },
  {
    node: "url.pathToFileURL(path[, options])",
    ours: "pathToFileURL(path, options?)",
    example:
      'pathToFileURL("\\\\\\\\?\\\\UNC\\\\srv\\\\s\\\\a b", { windows: true }).href',
    run: () => pathToFileURL("\\\\?\\UNC\\srv\\s\\a b", { windows: true }).href,
    note: "the same, `\\\\?\\` and `\\\\?\\UNC\\` long paths too",
  },
  {
    node: "url.pathToFileURL(path[, options])",
    ours: "pathToFileURL(path, options?)",
    example: 'pathToFileURL("../x", { windows: false, cwd: "/srv/a" }).href',
    run: () => pathToFileURL("../x", { windows: false, cwd: "/srv/a" }).href,
    note:
      "a `cwd` option (Node.js reads `process.cwd()`); without a working directory (browsers), a relative path is a `TypeError`",
  },
  {
    node: "url.pathToFileURL(path[, options])",
    ours: "pathToFileURL(path, options?)",
    example: 'pathToFileURL("C:\\\\", { windows: true }).href',
    run: () => pathToFileURL("C:\\", { windows: true }).href,
    note: "Node.js off Windows gives `file:///C://`",
  },
  {
    node: "url.pathToFileURL(path[, options])",
    ours: "pathToFileURL(path, options?)",
    example: 'pathToFileURL("/a\\x01", { windows: false }).href',
    run: () => pathToFileURL("/a\x01", { windows: false }).href,
    note:
      "Node.js drops trailing C0 controls (`file:///a`, another file's URL); this keeps them",
  },
  {
    node: "url.urlToHttpOptions(url)",
    ours: "urlToHttpOptions(url)",
    example: 'urlToHttpOptions(new URL("http://[::1]:8080/p?q")).hostname',
    run: () => urlToHttpOptions(new URL("http://[::1]:8080/p?q")).hostname,
    note: "the same",
  },
  {
    node: "url.format(URL[, options])",
    ours: "format(url, options?)",
    example:
      'format(new URL("http://u@xn--n3h.com/?q#h"), { auth: false, search: false, unicode: true })',
    run: () =>
      format(new URL("http://u@xn--n3h.com/?q#h"), {
        auth: false,
        search: false,
        unicode: true,
      }),
    note: "WHATWG URLs only: not the legacy `url.parse()` objects and strings",
  },
  {
    node: "url.domainToASCII(domain)",
    ours: "domainToASCII(domain)",
    example: 'domainToASCII("español.com")',
    run: () => domainToASCII("español.com"),
    note: "the same",
  },
  {
    node: "url.domainToUnicode(domain)",
    ours: "domainToUnicode(domain)",
    example: 'domainToUnicode("xn--ls8h.xn--zz")',
    run: () => domainToUnicode("xn--ls8h.xn--zz"),
    note:
      'the same: label by label (`""` on failure); the URL Standard\'s domain to Unicode (`@urlstd/url/host`) keeps `xn--ls8h.xn--zz` whole',
  },
  {
    node: "url.URL, url.URLSearchParams",
    ours: "URL, URLSearchParams",
    example: "",
    note: "this library's, the same as `@urlstd/url`'s",
  },
  {
    node: "url.parse(), url.resolve(), url.format(urlObject)",
    ours: "—",
    example: "",
    note: "the legacy API: not provided",
  },
];

const HEADER = [
  "`node:url` (Node.js 24)",
  "`@urlstd/url/node`",
  "example",
  "result",
  "note",
];

/** A code span (pipes escaped, as a table cell needs). */
const code = (text: string) => `\`${text.replaceAll("|", "\\|")}\``;

function cells(row: Row): string[] {
  const ours = row.ours === "—"
    ? "—"
    : row.ours.split(" from ").map((part, i) =>
      i === 0 ? code(part) : code(part)
    )
      .join(" from ");
  return [
    code(row.node),
    ours,
    row.example === "" ? "" : code(row.example),
    row.run === undefined ? "" : code(JSON.stringify(row.run())),
    row.note,
  ];
}

/** The cells of the rows of the table in `text` whose header is HEADER. */
function documentedRows(text: string): string[][] {
  const lines = text.split("\n").map((line) => line.trim());
  const split = (line: string) =>
    line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim());
  const header = lines.findIndex((line) =>
    line.startsWith("|") && split(line).join("\n") === HEADER.join("\n")
  );
  if (header === -1) return [];
  const rows: string[][] = [];
  for (let i = header + 2; i < lines.length && lines[i].startsWith("|"); i++) {
    rows.push(split(lines[i]));
  }
  return rows;
}

describe('node/mod.ts\'s "Coming from node:url" table', () => {
  it("is these rows, row for row", () => {
    const readme = moduleDoc(new globalThis.URL("./mod.ts", import.meta.url));
    assert.deepEqual(documentedRows(readme), ROWS.map(cells));
  });
});

// `deno test --allow-read node/coming_from_node_url_test.ts -- --print`
// prints the table, to paste into node/mod.ts after changing ROWS.
if (globalThis.process?.argv?.includes("--print")) {
  console.log(`| ${HEADER.join(" | ")} |`);
  console.log(`|${" --- |".repeat(HEADER.length)}`);
  for (const row of ROWS) console.log(`| ${cells(row).join(" | ")} |`);
}
