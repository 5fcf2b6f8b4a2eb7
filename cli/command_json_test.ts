// The `urlstd` command's --json and --set, driven as a subprocess.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../mod.ts";
import { batchFile, urlstd } from "./_command_harness.ts";

describe("urlstd --json", () => {
  it("prints one object with every component", async () => {
    const r = await urlstd(["--json", "http://0x7f.1/a?b#c"]);
    assert.equal(r.code, 0);
    assert.deepEqual(JSON.parse(r.stdout), {
      input: "http://0x7f.1/a?b#c",
      base: null,
      href: "http://127.0.0.1/a?b#c",
      origin: "http://127.0.0.1",
      protocol: "http:",
      username: "",
      password: "",
      host: "127.0.0.1",
      hostname: "127.0.0.1",
      port: "",
      pathname: "/a",
      search: "?b",
      hash: "#c",
      hostType: "IPv4",
      hostnameUnicode: null,
      publicSuffix: null,
      registrableDomain: null,
      validationErrors: [
        { name: "IPv4-too-few-parts", position: 7 },
        { name: "IPv4-non-decimal-part", position: 7 },
      ],
    });
  });

  it("includes a domain's public suffix and registrable domain", async () => {
    const r = await urlstd(["--json", "https://a.b.Example.CO.uk/"]);
    const object = JSON.parse(r.stdout);
    assert.equal(object.publicSuffix, "co.uk");
    assert.equal(object.registrableDomain, "example.co.uk");
    const batch = await urlstd(
      ["--json", "-q"],
      "https://a.github.io/\nhttps://github.io/\n",
    );
    assert.deepEqual(
      batch.stdout.trim().split("\n").map((line) => {
        const { publicSuffix, registrableDomain } = JSON.parse(line);
        return [publicSuffix, registrableDomain];
      }),
      [["github.io", "a.github.io"], ["github.io", null]],
    );
  });

  it("prints a failure with its error and exits 2", async () => {
    const r = await urlstd(["--json", "--base", "https://x/", "http://[::1"]);
    assert.equal(r.code, 2);
    assert.deepEqual(JSON.parse(r.stdout), {
      input: "http://[::1",
      base: "https://x/",
      failure: true,
      error: "IPv6-unclosed",
      validationErrors: [{ name: "IPv6-unclosed", position: 11 }],
      baseValidationErrors: [],
    });
  });

  it("prints NDJSON for a batch file, failures included", async () => {
    const { file, text } = batchFile(20_000);
    const inputs = text.replace(/^\uFEFF/, "")
      .split("\n").map((line) => line.replace(/\r$/, ""));
    inputs.pop();
    const r = await urlstd(["--json", "--file", file]);
    const lines = r.stdout.split("\n");
    assert.equal(lines.pop(), "");
    // One object an input line, empty lines included.
    assert.equal(lines.length, inputs.length);
    let failures = 0;
    let blanks = 0;
    lines.forEach((text, i) => {
      const object = JSON.parse(text);
      assert.equal(object.line, i + 1);
      assert.equal(object.input, inputs[i]);
      if (object.input === "") {
        blanks++;
        assert.deepEqual(object, { line: i + 1, input: "", blank: true });
        return;
      }
      const url = URL.parse(object.input);
      if (url === null) {
        failures++;
        assert.equal(object.failure, true, text);
        assert.equal(typeof object.error, "string");
      } else {
        assert.equal(object.href, url.href, text);
        assert.equal(object.hostname, url.hostname);
        assert.equal(object.search, url.search);
        assert.ok(Array.isArray(object.validationErrors));
      }
    });
    assert.equal(failures, 1);
    assert.equal(lines.length - blanks, 20_000);
    assert.equal(r.code, 2); // the one failure
    assert.match(
      r.stderr,
      /^20,000 URLs: 1 failure, [\d,]+ with validation errors$/m,
    );
    assert.match(r.stderr, /^ {2}invalid-reverse-solidus +[\d,]+$/m);
    assert.match(
      r.stderr,
      new RegExp(
        `^read ${
          (new TextEncoder().encode(text).length / 1e6).toFixed(2)
        } MB in [\\d.]+ s: [\\d,]+ URLs/s, [\\d.]+ MB/s$`,
        "m",
      ),
    );
    Deno.removeSync(file.replace(/\/urls\.txt$/, ""), { recursive: true });
  });
});

describe("urlstd --set", () => {
  it("applies the setters in order and shows each result", async () => {
    const r = await urlstd([
      "--set",
      "protocol=ftp",
      "--set",
      "port=21",
      "-s",
      "port=99999",
      "--set=hash=top",
      "https://example.org:8080/x",
    ]);
    assert.equal(r.code, 0);
    assert.equal(
      r.stdout.split("\n\n")[0],
      [
        "parsed                https://example.org:8080/x",
        'set protocol = "ftp"  ftp://example.org:8080/x',
        'set port = "21"       ftp://example.org/x',
        'set port = "99999"    ftp://example.org/x  (no change)',
        'set hash = "top"      ftp://example.org/x#top',
      ].join("\n"),
    );
    assert.match(r.stdout, /^href +ftp:\/\/example\.org\/x#top$/m);
    assert.match(r.stdout, /^origin +ftp:\/\/example\.org$/m);
  });

  it("lists the setters in JSON", async () => {
    const r = await urlstd([
      "--json",
      "--set",
      "hostname=b.example",
      "https://a.example/",
    ]);
    const object = JSON.parse(r.stdout);
    assert.equal(object.href, "https://b.example/");
    assert.deepEqual(object.setters, [
      {
        component: "hostname",
        value: "b.example",
        href: "https://b.example/",
        changed: true,
      },
    ]);
  });

  it("exits 2 when the href setter's value does not parse", async () => {
    const r = await urlstd(["--set", "href=nope", "https://a/"]);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "");
    assert.match(
      r.stderr,
      /set href = "nope" +The href setter's value "nope" does not parse/,
    );
  });

  it("applies the setters to each URL of a batch", async () => {
    const r = await urlstd(
      ["-q", "--set", "search=x=1"],
      "https://a/\nhttps://b/?y\n",
    );
    assert.equal(r.stdout, "https://a/?x=1\nhttps://b/?x=1\n");
  });
});
