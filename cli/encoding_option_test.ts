// The --encoding option: main() in-process, through memoryIO().

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { main, memoryIO } from "./mod.ts";

describe("main() --encoding", () => {
  it("encodes the query of one URL in the encoding", async () => {
    const io = memoryIO();
    const code = await main(
      ["--json", "--encoding", "shift_jis", "https://example.jp/?q=日本 €#日"],
      io,
    );
    assert.equal(code, 0);
    assert.equal(
      JSON.parse(io.stdoutText()).href,
      "https://example.jp/?q=%93%FA%96{%20%26%238364%3B#%E6%97%A5",
    );
  });

  it("takes --encoding=label, and ignores it where the spec uses UTF-8", async () => {
    const io = memoryIO({
      stdin: "https://a/?é\nws://a/?é\nfoo://a/?é\n",
    });
    const code = await main(["--quiet", "--encoding=Latin1"], io);
    assert.equal(code, 0);
    assert.equal(
      io.stdoutText(),
      "https://a/?%E9\nws://a/?%C3%A9\nfoo://a/?%C3%A9\n",
    );
  });

  it("parses the base in the encoding too", async () => {
    const io = memoryIO();
    await main(
      ["--json", "--encoding", "windows-1252", "--base", "https://a/?é", "#x"],
      io,
    );
    assert.equal(JSON.parse(io.stdoutText()).href, "https://a/?%E9#x");
  });

  it("rejects a label that names no encoding, naming it", async () => {
    const io = memoryIO();
    const code = await main(["--encoding", "utf-7", "https://a/"], io);
    assert.equal(code, 2);
    assert.equal(io.stdoutText(), "");
    assert.match(io.stderrText(), /^urlstd: Unknown encoding label "utf-7"/);
  });

  it("rejects --encoding twice and --encoding without a label", async () => {
    for (
      const args of [
        ["--encoding", "latin1", "--encoding", "sjis", "https://a/"],
        ["https://a/", "--encoding"],
      ]
    ) {
      const io = memoryIO();
      assert.equal(await main(args, io), 2, args.join(" "));
      assert.match(io.stderrText(), /^urlstd: Option --encoding /);
    }
  });
});
