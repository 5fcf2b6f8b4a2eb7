// The --check option in the table, --json and batch modes (main()
// in-process, through memoryIO()).

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { main, memoryIO } from "./mod.ts";
import { parseArgs } from "./_args.ts";

async function run(args: string[], stdin?: string) {
  const io = memoryIO({ stdin });
  const code = await main(args, io);
  return { code, stdout: io.stdoutText(), stderr: io.stderrText() };
}

describe("urlstd --check", () => {
  it("adds the verdict and the address's classification under the table", async () => {
    const r = await run([
      "--check",
      "--no-color",
      "http://[::ffff:127.0.0.1]/",
    ]);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /\ncheck {7}refused \(address\)\n/);
    assert.match(
      r.stdout,
      /\naddress {5}\[::ffff:7f00:1\] ipv4Mapped, ::ffff:0:0\/96 IPv4-mapped Address/,
    );
    assert.match(
      r.stdout,
      /\nipv4Mapped {2}127\.0\.0\.1 loopback, 127\.0\.0\.0\/8 Loopback/,
    );
  });

  it("says ok for a URL the default policy lets through", async () => {
    const r = await run(["--check", "--no-color", "https://example.com/"]);
    assert.match(r.stdout, /\ncheck {7}ok\n$/);
  });

  it("adds a check field to --json", async () => {
    const r = await run(["--json", "--check", "http://0x7f.1/"]);
    const { check } = JSON.parse(r.stdout);
    assert.equal(check.verdict, "address");
    assert.equal(check.address.range, "loopback");
    assert.equal(check.address.block.rfc, "RFC 1122, section 3.2.1.3");
    const domain = JSON.parse(
      (await run(["--json", "--check", "http://localhost/"])).stdout,
    );
    assert.deepEqual(domain.check, { verdict: "hostname", address: null });
  });

  it("prints each href and its verdict in batch mode, and in JSON lines", async () => {
    const input =
      "http://10.0.0.1/\nhttps://example.com/\nnope\nftp://example.com/\n";
    const r = await run(["-q", "--check"], input);
    assert.equal(
      r.stdout,
      "http://10.0.0.1/\taddress\nhttps://example.com/\tok\n\nftp://example.com/\tscheme\n",
    );
    const json = await run(["-q", "--json", "--check"], input);
    const verdicts = json.stdout.trim().split("\n").map((line) =>
      JSON.parse(line).check?.verdict
    );
    assert.deepEqual(verdicts, ["address", "ok", undefined, "scheme"]);
  });

  it("is a flag without a value", () => {
    assert.equal(parseArgs(["--check", "https://a.example/"]).check, true);
    assert.equal(parseArgs(["https://a.example/"]).check, false);
  });
});
