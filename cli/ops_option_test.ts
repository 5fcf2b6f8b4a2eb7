// The --relative-to and --normalize options in the table, --json and batch
// modes (main() in-process, through memoryIO()).

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { main, memoryIO } from "./mod.ts";
import { parseArgs } from "./_args.ts";
import { normalizeOptions } from "./_ops.ts";

async function run(args: string[], stdin?: string) {
  const io = memoryIO({ stdin });
  const code = await main(args, io);
  return { code, stdout: io.stdoutText(), stderr: io.stderrText() };
}

describe("urlstd --relative-to", () => {
  it("adds a relative row under the table", async () => {
    const r = await run([
      "--relative-to",
      "https://example.org/docs/a/",
      "https://example.org/docs/b",
    ]);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /\n\nrelative {4}\.\.\/b\n$/);
  });

  it("adds a relative field to --json", async () => {
    const r = await run([
      "--json",
      "--relative-to=https://example.org/a/",
      "https://example.org/a/b?q",
    ]);
    assert.equal(JSON.parse(r.stdout).relative, "b?q");
  });

  it("prints one relative URL a line in batch mode", async () => {
    const r = await run(
      ["-q", "--relative-to", "https://example.org/a/"],
      "https://example.org/a/b\nnope\nhttps://example.org/a/\nhttp://example.org/\n",
    );
    assert.equal(r.stdout, "b\n\n.\nhttp://example.org/\n");
  });

  it("gives each batch line's JSON its relative URL", async () => {
    const r = await run(
      ["-q", "--json", "--relative-to", "https://example.org/a/"],
      "https://example.org/c\n",
    );
    assert.equal(JSON.parse(r.stdout).relative, "/c");
  });

  it("is a usage error when its URL does not parse", async () => {
    const r = await run(["--relative-to", "nope", "https://a.example/"]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /The --relative-to URL "nope" does not parse/);
  });
});

describe("urlstd --normalize", () => {
  it("applies the safe normalizations without a list", async () => {
    const r = await run([
      "--json",
      "--normalize",
      "https://a.example/%7e%c3%a9#x",
    ]);
    assert.equal(JSON.parse(r.stdout).normalized, "https://a.example/~%C3%A9");
  });

  it("applies the listed normalizations", async () => {
    const r = await run([
      "--normalize=remove-www,sort-query,remove-tracking-parameters",
      "https://www.a.example/?utm_source=x&b=1&a=2",
    ]);
    assert.match(
      r.stdout,
      /\nnormalized {2}https:\/\/a\.example\/\?a=2&b=1\n$/,
    );
  });

  it("prints one normalized URL a line in batch mode", async () => {
    const r = await run(
      ["-q", "--normalize=all"],
      "http://www.a.example/d/index.html?utm_medium=m#f\n",
    );
    assert.equal(r.stdout, "https://a.example/d\n");
  });

  it("normalizes before --relative-to takes the reference", async () => {
    const r = await run(
      [
        "-q",
        "--normalize=remove-fragment",
        "--relative-to",
        "https://a.example/x",
      ],
      "https://a.example/x#f\n",
    );
    assert.equal(r.stdout, "x\n");
  });

  it("is a usage error for a name it does not know", async () => {
    const r = await run(["--normalize=bogus", "https://a.example/"]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /Unknown normalization "bogus"/);
  });

  it("does not take the next argument as its list", () => {
    const options = parseArgs(["--normalize", "https://a.example/"]);
    assert.equal(options.normalize, "");
    assert.equal(options.url, "https://a.example/");
  });

  it("names every normalization of normalizeURL() and two presets", () => {
    const all = normalizeOptions("all");
    assert.ok(typeof all !== "string");
    assert.deepEqual(Object.keys(all).sort(), [
      "decodeUnreserved",
      "forceHttps",
      "percentEncodingCase",
      "removeDirectoryIndex",
      "removeEmptyQuery",
      "removeFragment",
      "removeTrackingParameters",
      "removeTrailingSlash",
      "removeWWW",
      "sortQuery",
    ]);
  });
});
