// The command line guide's examples (cli/mod.ts's module doc), run: each
// `console` block's `$ urlstd …` commands through main() with their shown
// output. A missing block is a failure. (The error shape's example is an
// asserting example of mod.ts's module doc, which `deno test --doc` runs.)

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { main, memoryIO } from "./mod.ts";
import { moduleDoc } from "../tests/_module_doc.ts";

const readme = moduleDoc(new globalThis.URL("./mod.ts", import.meta.url));

/** The bodies of the guide's fenced blocks in `language`. */
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

describe("the command line guide's examples", () => {
  const found = blocks("console").flatMap(commands);

  it("has some", () => {
    assert.ok(found.length >= 2);
  });

  for (const { args, output } of found) {
    it(`urlstd ${args.join(" ")} prints what the guide shows`, async () => {
      const io = memoryIO();
      await main(args, io);
      // Shown as a terminal shows both streams: standard output, then error.
      assert.equal(io.stdoutText() + io.stderrText(), output);
    });
  }
});
