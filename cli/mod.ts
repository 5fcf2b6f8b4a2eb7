/**
 * The `urlstd` command-line tool: parse, explain, validate and
 * batch-process URLs with the WHATWG URL Standard.
 *
 * ```sh
 * deno run --allow-read jsr:@urlstd/url/cli "https://EXAMPLE.com/a/../b c"
 * deno run --allow-read jsr:@urlstd/url/cli --file urls.txt --json
 * ```
 *
 * For one URL it prints a table of its components with the host's kind (and
 * the Unicode form of an IDN host); `--diagram` draws the component
 * boundaries under the href; `--validate` puts a caret under each validation
 * error; `--json` prints JSON; `--set component=value` runs the URL API's
 * setters. URLs from a file or standard input are streamed, one a line, with
 * a summary on standard error. `urlstd --help` tells the rest.
 *
 * Programmatically, {@linkcode main} runs the command against a
 * {@linkcode CliIO}: any runtime's standard streams, or
 * {@linkcode memoryIO}'s strings.
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
