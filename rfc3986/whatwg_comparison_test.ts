import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { isUriReference, normalize, resolveReference } from "./mod.ts";
import { URL as WhatwgURL } from "../mod.ts";

/**
 * A row of the comparison table in `mod.ts`. `null` is
 * "invalid" (RFC 3986) or "failure" (WHATWG); `base` null means none.
 */
interface Row {
  input: string;
  base: string | null;
  rfc: string | null;
  normalized: string | null;
  whatwg: string | null;
  why: string;
}

const ROWS: Row[] = [
  {
    input: "http:\\\\example.com\\a",
    base: null,
    rfc: null,
    normalized: null,
    whatwg: "http://example.com/a",
    why: "no `\\` in RFC 3986; WHATWG reads it as `/` in special URLs",
  },
  {
    input: "http://example.com/a b",
    base: null,
    rfc: null,
    normalized: null,
    whatwg: "http://example.com/a%20b",
    why: "no space in RFC 3986; WHATWG percent-encodes it",
  },
  {
    input: "http://example.com/a^b{c}",
    base: null,
    rfc: null,
    normalized: null,
    whatwg: "http://example.com/a%5Eb%7Bc%7D",
    why: "no `^`, `{`, `}` in RFC 3986; WHATWG percent-encodes them",
  },
  {
    input: "http://example.com/%zz",
    base: null,
    rfc: null,
    normalized: null,
    whatwg: "http://example.com/%zz",
    why: "`%` must start two hex digits; WHATWG leaves it as it is",
  },
  {
    input: "http://example.com/#a#b",
    base: null,
    rfc: null,
    normalized: null,
    whatwg: "http://example.com/#a#b",
    why: "one `#` only; WHATWG keeps the second in the fragment",
  },
  {
    input: "http://bücher.example/",
    base: null,
    rfc: null,
    normalized: null,
    whatwg: "http://xn--bcher-kva.example/",
    why: "ASCII only (that is an IRI, RFC 3987); WHATWG applies IDNA",
  },
  {
    input: "http://0x7f.1/",
    base: null,
    rfc: "http://0x7f.1/",
    normalized: "http://0x7f.1/",
    whatwg: "http://127.0.0.1/",
    why: "a reg-name to RFC 3986; WHATWG reads IPv4 shorthand and hex",
  },
  {
    input: "http://[v1.x]/",
    base: null,
    rfc: "http://[v1.x]/",
    normalized: "http://[v1.x]/",
    whatwg: null,
    why: "IPvFuture; WHATWG knows IPv6 only",
  },
  {
    input: "http://[::1.2.3.4]/",
    base: null,
    rfc: "http://[::1.2.3.4]/",
    normalized: "http://[::1.2.3.4]/",
    whatwg: "http://[::102:304]/",
    why: "kept as written; WHATWG serializes the address",
  },
  {
    input: "http:///example.com/",
    base: null,
    rfc: "http:///example.com/",
    normalized: "http:///example.com/",
    whatwg: "http://example.com/",
    why: "an empty host; WHATWG skips the extra `/` in special URLs",
  },
  {
    input: "http:example.com",
    base: null,
    rfc: "http:example.com",
    normalized: "http:example.com",
    whatwg: "http://example.com/",
    why: "a rootless path; WHATWG makes it the host",
  },
  {
    input: "http://",
    base: null,
    rfc: "http://",
    normalized: "http:///",
    whatwg: null,
    why: "an empty reg-name is valid; WHATWG requires a host for `http`",
  },
  {
    input: "http://a:99999/",
    base: null,
    rfc: "http://a:99999/",
    normalized: "http://a:99999/",
    whatwg: null,
    why: "`port = *DIGIT`; WHATWG allows at most 65535",
  },
  {
    input: "http://a/%7e",
    base: null,
    rfc: "http://a/%7e",
    normalized: "http://a/~",
    whatwg: "http://a/%7e",
    why: "`~` is unreserved, so `%7e` normalizes to it; WHATWG keeps escapes",
  },
  {
    input: "http://a/?'",
    base: null,
    rfc: "http://a/?'",
    normalized: "http://a/?'",
    whatwg: "http://a/?%27",
    why: "WHATWG percent-encodes `'` in the query of special URLs",
  },
  {
    input: "../../c",
    base: "foo:a/b",
    rfc: "foo:/c",
    normalized: "foo:/c",
    whatwg: null,
    why:
      "`..` above the root is dropped; WHATWG cannot resolve against an opaque path",
  },
  {
    input: "file:///C:/a/../../b",
    base: null,
    rfc: "file:///C:/a/../../b",
    normalized: "file:///b",
    whatwg: "file:///C:/b",
    why: "`..` above `C:` goes to the root; WHATWG keeps a drive letter",
  },
  {
    input: "%2e%2e/d",
    base: "http://a/b/c",
    rfc: "http://a/b/%2e%2e/d",
    normalized: "http://a/d",
    whatwg: "http://a/d",
    why:
      "`%2e` is a dot only after normalization; WHATWG always treats it as one",
  },
];

function rfcSide(row: Row): string | null {
  if (row.base !== null) return resolveReference(row.base, row.input);
  return isUriReference(row.input) ? row.input : null;
}

function whatwgSide(row: Row): string | null {
  return WhatwgURL.parse(row.input, row.base ?? undefined)?.href ?? null;
}

function code(value: string): string {
  return "`" + value + "`";
}

/** The cells of a row as the tables in the docs write them. */
function cells(row: Row): string[] {
  return [
    code(row.input),
    row.base === null ? "" : code(row.base),
    row.rfc === null ? "invalid" : code(row.rfc),
    row.normalized === null ? "" : code(row.normalized),
    row.whatwg === null ? "failure" : code(row.whatwg),
    row.why,
  ];
}

const HEADER = [
  "input",
  "base",
  "RFC 3986",
  "RFC 3986 normalized",
  "WHATWG",
  "why",
];

/**
 * The cells of the rows of the markdown table in `text` (JSDoc `*` prefixes
 * stripped) whose header is {@linkcode HEADER}.
 */
function documentedRows(text: string): string[][] {
  const lines = text.split("\n").map((line) =>
    line.replace(/^\s*\*(?: |$)/, "").trim()
  );
  const split = (line: string) =>
    line.slice(1, -1).split("|").map((cell) => cell.trim());
  const header = lines.findIndex((line) =>
    line.startsWith("|") && split(line).join("\n") === HEADER.join("\n")
  );
  if (header === -1) return [];
  const rows: string[][] = [];
  // Skip the delimiter row; stop at the first line that is not a row.
  for (let i = header + 2; i < lines.length && lines[i].startsWith("|"); i++) {
    rows.push(split(lines[i]));
  }
  return rows;
}

function readRepoFile(path: string): string {
  return readFileSync(new globalThis.URL(path, import.meta.url), "utf8");
}

describe("RFC 3986 and the WHATWG URL Standard", () => {
  for (const row of ROWS) {
    const label = row.base === null
      ? `<${row.input}>`
      : `<${row.input}> against <${row.base}>`;
    it(`disagree on ${label}`, () => {
      const rfc = rfcSide(row);
      assert.equal(rfc, row.rfc, "RFC 3986");
      assert.equal(
        rfc === null ? null : normalize(rfc, { schemeBased: true }),
        row.normalized,
        "RFC 3986 normalized",
      );
      assert.equal(whatwgSide(row), row.whatwg, "WHATWG");
      // A row of the table is a disagreement: in validity, resolution or
      // normalization.
      assert.ok(row.rfc !== row.whatwg || row.normalized !== row.whatwg);
    });
  }

  for (const file of ["./mod.ts"]) {
    it(`are compared in ${file.slice(file.lastIndexOf("/") + 1)}, row for row`, () => {
      assert.deepEqual(documentedRows(readRepoFile(file)), ROWS.map(cells));
    });
  }
});

// `deno test --allow-read rfc3986/whatwg_comparison_test.ts -- --print`
// prints the table, to paste into the docs after changing ROWS.
if (globalThis.process?.argv?.includes("--print")) {
  console.log(`| ${HEADER.join(" | ")} |`);
  console.log(`|${" --- |".repeat(HEADER.length)}`);
  for (const row of ROWS) console.log(`| ${cells(row).join(" | ")} |`);
}
