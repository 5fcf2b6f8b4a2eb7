/**
 * The `urlstd` command-line tool: parse, explain, validate and
 * batch-process URLs with the WHATWG URL Standard. Run it as
 * `npx deno task url …` in the repository, `npx urlstd …` from the npm
 * package, or `deno run --allow-read jsr:@urlstd/url/cli …` from JSR;
 * {@linkcode main} runs it in-process.
 *
 * ```sh
 * urlstd "https://bücher.example/a?b#c"     # table; IDN hosts in Unicode too
 * urlstd --base https://example.org/docs/ ../img/logo.png
 * urlstd --diagram "https://user:pass@example.com:8080/a/b?q=1#frag"
 * urlstd --validate "https:\\example.com\a b"  # exit 0 valid, 1 errors, 2 failure
 * urlstd --json "http://0x7f.1/"
 * urlstd --set protocol=ftp --set port=21 https://example.org:8080/x
 * urlstd --encoding shift_jis "https://example.jp/?q=日本"  # as a Shift_JIS page
 * urlstd --file urls.txt --json > urls.ndjson  # or URLs on standard input
 * urlstd --psl-version                         # the Public Suffix List in use
 * urlstd --file urls.txt --jobs 2 > hrefs.txt  # on 2 worker threads, same output
 * urlstd --version
 * ```
 *
 * For one URL it prints a table of its components with the host's kind,
 * public suffix and registrable domain (and the Unicode form of an IDN
 * host), then each validation error under its position in the input. A URL
 * that does not parse is reported on standard error, with exit status 2:
 *
 * ```console
 * $ urlstd "http://[::1"
 * http://[::1
 *            ^ IPv6-unclosed
 * The URL does not parse
 * $ urlstd --version
 * urlstd 0.1.0
 * ```
 *
 * `--diagram` draws the href with each component's offsets under it, then
 * the validation errors:
 *
 * ```text
 * https://user:pass@example.com:8080/a/b?q=1#frag
 * |       |    |    |           |   |   |   |
 * |       |    |    |           |   |   |   `------ hash      [42, 47)
 * |       |    |    |           |   |   `---------- search    [38, 42)
 * |       |    |    |           |   `-------------- pathname  [34, 38)
 * |       |    |    |           `------------------ port      [30, 34)
 * |       |    |    `------------------------------ hostname  [18, 29)
 * |       |    `----------------------------------- password  [13, 17)
 * |       `---------------------------------------- username  [8, 12)
 * `------------------------------------------------ protocol  [0, 6)
 *
 * https://user:pass@example.com:8080/a/b?q=1#frag
 *                  ^ invalid-credentials
 * 1 validation error
 * ```
 *
 * Many URLs (one a line, from `--file` or standard input) are streamed, one
 * line at a time in memory. One href an input line (an empty line for an
 * empty line or a URL that fails to parse), or with `--json` one NDJSON
 * object an input line (a `blank` one for an empty line), so that input and
 * output pair by line; with `--table`, `--diagram` or `--validate`, a report
 * per URL headed by its `file:line` instead (`--validate` alone: only the
 * URLs with validation errors), empty lines skipped. A line that cannot be
 * processed gets a record of its own and the batch goes on; so does a line
 * longer than `--max-line-bytes` (2 MiB by default, the longest URL
 * Chromium accepts; `0`: no limit), which is read past rather than held, so
 * that memory stays bounded whatever the input. A summary goes to standard
 * error (count, failures, validation errors by name, URLs/s and MB/s).
 * `--jobs N` parses on up to N worker threads (in Deno and Node.js;
 * `--jobs auto`: one per core), started as input comes, keeping the input's
 * order. A relative `--file` path is from the directory the command was
 * started in, also through `npm run url` and `npx deno task url` (which run
 * in the repository's root). At most 10 validation errors are shown under a
 * URL, then a count of the rest, and a URL longer than 160 code units is
 * shown as a window around each error; JSON lists the first 100 validation
 * errors and then `validationErrorCount`. Input that cannot be read (a
 * directory, a missing file) is one line on standard error, exit 2. A line
 * over `--max-line-bytes` prints an empty href line and its reason on
 * standard error (`file:line: …`); a JSON record whose `input` is cut short
 * has `inputTruncated: true`. `urlstd --help` tells the rest;
 * bench/CLI_RESULTS.md has the batch speed.
 *
 * `--relative-to BASE` and `--normalize[=list]` add a row to the table and
 * a field to `--json`, and with many URLs print one result a line:
 *
 * ```sh
 * urlstd --file urls.txt --relative-to https://example.com/docs/ --quiet
 * ```
 *
 * ```text
 * /a
 * http://example.org/c
 * ```
 *
 * `--relative-to` is `relativeURL` of `@urlstd/url/ops`. `--normalize` is
 * that module's `normalizeURL`: alone, with its `SAFE_NORMALIZATIONS`
 * (`safe`: drop the fragment, decode unreserved escapes, uppercase the
 * rest), or with the options a list names (`remove-www`, `sort-query`, …,
 * `all`); see `@urlstd/url/ops` for which normalizer to use when.
 *
 * @example --normalize is normalizeURL with SAFE_NORMALIZATIONS
 * ```ts
 * import { main, memoryIO } from "@urlstd/url/cli";
 * import { normalizeURL, SAFE_NORMALIZATIONS } from "@urlstd/url/ops";
 * import assert from "node:assert/strict";
 *
 * const input = "HTTPS://Example.com/%7euser/a%2fb?x=%3a#frag";
 * const io = memoryIO();
 * await main(["--normalize", "--json", input], io);
 * const { normalized } = JSON.parse(io.stdoutText());
 * assert.equal(normalized, "https://example.com/~user/a%2Fb?x=%3A");
 * assert.equal(normalized, normalizeURL(input, SAFE_NORMALIZATIONS));
 * ```
 *
 * @example Diagram of a URL's components
 * ```ts
 * import { main, memoryIO } from "@urlstd/url/cli";
 * import assert from "node:assert/strict";
 *
 * const io = memoryIO();
 * await main(["--diagram", "https://example.com:8080/a?q#f"], io);
 * const lines = io.stdoutText().split("\n");
 * assert.equal(lines[0], "https://example.com:8080/a?q#f");
 * assert.match(io.stdoutText(), /port +\[20, 24\)/);
 * ```
 *
 * @module
 */

export { type BatchWorker, type CliIO, main } from "./cli.ts";
export { type MemoryIO, memoryIO, type MemoryIOOptions } from "./memory_io.ts";

if (import.meta.main) {
  const { runDeno } = await import("./main.ts");
  await runDeno();
}
