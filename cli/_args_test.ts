import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parseArgs, UsageError } from "./_args.ts";

describe("parseArgs()", () => {
  it("takes one URL and the flags around it, in any order", () => {
    const options = parseArgs(["https://a/", "-d", "-q"]);
    assert.equal(options.url, "https://a/");
    assert.equal(options.diagram, true);
    assert.equal(options.quiet, true);
    assert.equal(options.file, undefined);
  });

  it("takes values after the option or after =", () => {
    const options = parseArgs(["--base=https://b/", "-f", "urls.txt"]);
    assert.equal(options.base, "https://b/");
    assert.equal(options.file, "urls.txt");
  });

  it("collects --set in order, splitting at the first =", () => {
    const options = parseArgs(["-s", "search=a=1", "--set=hash=", "u"]);
    assert.deepEqual(options.setters, [
      { component: "search", value: "a=1" },
      { component: "hash", value: "" },
    ]);
  });

  it("reads - as standard input and -- as the end of options", () => {
    assert.equal(parseArgs(["-"]).file, "-");
    assert.equal(parseArgs(["--", "--json"]).url, "--json");
  });

  it("turns colours off with --no-color", () => {
    assert.equal(parseArgs(["u"]).color, undefined);
    assert.equal(parseArgs(["--no-color", "u"]).color, false);
  });

  it("stops at --help whatever else is there", () => {
    assert.equal(parseArgs(["a", "b", "--help"]).help, true);
  });

  it("throws usage errors", () => {
    assert.throws(() => parseArgs(["-x"]), UsageError);
    assert.throws(() => parseArgs(["-f"]), /Option -f needs a value/);
    assert.throws(() => parseArgs(["-", "-f", "x"]), /Give either - or --file/);
    assert.throws(
      () => parseArgs(["-s", "nope=1", "u"]),
      /Unknown component "nope"/,
    );
    assert.throws(() => parseArgs(["-j", "-t", "u"]), /--json and --table/);
  });
});

describe("parseArgs() --jobs and --version", () => {
  it("takes a number of jobs, 1 by default", () => {
    assert.equal(parseArgs([]).jobs, 1);
    assert.equal(parseArgs(["--jobs", "4"]).jobs, 4);
    assert.equal(parseArgs(["--jobs=2", "-"]).jobs, 2);
    for (const bad of ["0", "-1", "2x", "1e3", "257", ""]) {
      assert.throws(() => parseArgs(["--jobs", bad]), UsageError, bad);
    }
  });

  it("takes --version alone", () => {
    assert.equal(parseArgs(["--version"]).version, true);
    assert.equal(parseArgs(["--version", "a", "b"]).version, true);
  });
});
