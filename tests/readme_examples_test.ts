// README.md's examples of the URL error shape and of the command line, run:
// each `console` block's `$ urlstd …` commands through main() with their
// shown output, and the `ts` block that catches an invalid URL with each
// `expression; // value` line evaluated. A missing block is a failure.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { URL } from "../mod.ts";
import { main, memoryIO } from "../cli/mod.ts";

const readme = readFileSync(
  new globalThis.URL("../README.md", import.meta.url),
  "utf8",
);

/** The bodies of README's fenced blocks in `language`. */
function blocks(language: string): string[] {
  const found: string[] = [];
  const fence = new RegExp("^```" + language + "\\n([\\s\\S]*?)^```$", "gm");
  for (const match of readme.matchAll(fence)) found.push(match[1]);
  return found;
}

/** A command line split into words: double or single quotes, no escapes. */
function words(line: string): string[] {
  const out: string[] = [];
  for (const match of line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) {
    out.push(match[1] ?? match[2] ?? match[3]);
  }
  return out;
}

/** Each `$ urlstd …` command of a console block, with its output. */
function commands(block: string): { args: string[]; output: string }[] {
  const result: { args: string[]; output: string }[] = [];
  for (const line of block.replace(/\n$/, "").split("\n")) {
    if (line.startsWith("$ ")) {
      const [program, ...args] = words(line.slice(2));
      assert.equal(program, "urlstd", line);
      result.push({ args, output: "" });
    } else if (line !== "" || result.length > 0) {
      assert.ok(result.length > 0, `output before a command: ${line}`);
      result[result.length - 1].output += line + "\n";
    }
  }
  return result;
}

describe("README.md's command line examples", () => {
  const found = blocks("console").flatMap(commands);

  it("has some", () => {
    assert.ok(found.length >= 2);
  });

  for (const { args, output } of found) {
    it(`urlstd ${args.join(" ")} prints what README shows`, async () => {
      const io = memoryIO();
      await main(args, io);
      // Shown as a terminal shows both streams: standard output, then error.
      assert.equal(io.stdoutText() + io.stderrText(), output);
    });
  }
});

describe("README.md's example of the error shape", () => {
  const block = blocks("ts").find((text) => text.includes("ERR_INVALID_URL"));

  it("shows what an invalid URL throws", () => {
    assert.ok(block !== undefined, "no ts block with ERR_INVALID_URL");
    const thrown = /new URL\(([^)]*)\);/.exec(block);
    assert.ok(thrown !== null, "no new URL(...) call");
    const args = new Function(`return [${thrown[1]}];`)() as string[];
    let error: unknown;
    try {
      new URL(args[0], args[1]);
    } catch (caught) {
      error = caught;
    }
    let checked = 0;
    for (const match of block.matchAll(/^\s*(e\b[^;]*); \/\/ (.+)$/gm)) {
      const actual = new Function("e", `return ${match[1]};`)(error);
      // The value is the comment's leading literal; words may follow.
      const literal = /^("[^"]*"|'[^']*'|true|false|\d+)/.exec(match[2]);
      assert.ok(literal !== null, match[2]);
      assert.equal(actual, new Function(`return ${literal[1]};`)(), match[1]);
      checked++;
    }
    assert.equal(checked, 5);
  });
});
