// Batch mode's lines that are not parsed (over --max-line-bytes): what each
// output mode says about them, through main() in memory.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { main, memoryIO } from "./mod.ts";

/** Runs main() on `stdin` with `args` (and --max-line-bytes 10). */
async function batchOf(args: string[], stdin: string) {
  const io = memoryIO({ stdin });
  const code = await main(["--max-line-bytes", "10", ...args], io);
  return { code, stdout: io.stdoutText(), stderr: io.stderrText() };
}

const OVER = "https://example.com/long";

describe("a line over --max-line-bytes", () => {
  for (const jobs of ["1", "2"]) {
    it(`keeps hrefs paired and says why on standard error (--jobs ${jobs})`, async () => {
      const r = await batchOf(
        ["-q", "--jobs", jobs],
        `http://a/\n${OVER}\nhttp://b/\n`,
      );
      assert.equal(r.stdout, "http://a/\n\nhttp://b/\n");
      assert.equal(
        r.stderr,
        "urlstd: stdin:2: The line is 24 bytes long, over the 10 that " +
          "--max-line-bytes allows: not parsed\n",
      );
      assert.equal(r.code, 2);
    });
  }

  it("gives the reason before the summary, with the summary's count", async () => {
    const r = await batchOf([], `${OVER}\n`);
    const lines = r.stderr.split("\n");
    assert.match(lines[0], /^urlstd: stdin:1: The line is 24 bytes long/);
    assert.match(lines[1], /^1 URL: 1 failure, 0 with validation errors$/);
  });

  it("says nothing on standard error in JSON, whose record says why", async () => {
    const r = await batchOf(["-q", "--json"], `${OVER}\n`);
    assert.equal(r.stderr, "");
    const record = JSON.parse(r.stdout);
    assert.match(record.error, /over the 10 that --max-line-bytes allows/);
    assert.equal(record.input, OVER);
    assert.equal("inputTruncated" in record, false);
  });

  it("marks a JSON record whose input is cut short", async () => {
    // A whole line in memory (before the next), then an unfinished last
    // line, of which only the head is kept.
    const long = "https://a/" + "x".repeat(2990);
    const r = await batchOf(["-q", "--json"], `${long}\n${long}`);
    const records = r.stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
    assert.equal(records.length, 2);
    for (const record of records) {
      assert.equal(record.inputTruncated, true);
      assert.equal(record.input, long.slice(0, 1000));
      assert.match(record.error, /The line is 3000 bytes long/);
    }
  });

  it("marks an unfinished last line's input only when some was dropped", async () => {
    const r = await batchOf(["-q", "--json"], OVER);
    const record = JSON.parse(r.stdout);
    assert.equal(record.input, OVER);
    assert.equal("inputTruncated" in record, false);
  });
});
