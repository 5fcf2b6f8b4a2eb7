// Drives the `urlstd` command as a subprocess (`deno run cli/main.ts`), one
// describe block per mode, and checks what it prints and its exit status:
// the table, --diagram, --validate and usage errors here; --json and --set,
// and batches, in cli/command_json_test.ts and cli/command_batch_test.ts.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { cliDir, mainFile, projectRoot, urlstd } from "./_command_harness.ts";

describe("urlstd <url> (the table)", () => {
  it("shows every component, the host type and the validation errors", async () => {
    const r = await urlstd(["https://user@EXAMPLE.com:443/a/../b c?q=1#frag"]);
    assert.equal(r.code, 0);
    assert.equal(r.stderr, "");
    assert.equal(
      r.stdout,
      [
        "href                https://user@example.com/b%20c?q=1#frag",
        "origin              https://example.com",
        "protocol            https:",
        "username            user",
        "password",
        "host                example.com",
        "hostname            example.com",
        "host type           domain",
        "public suffix       com",
        "registrable domain  example.com",
        "port",
        "pathname            /b%20c",
        "search              ?q=1",
        "hash                #frag",
        "",
        "https://user@EXAMPLE.com:443/a/../b c?q=1#frag",
        "            ^ invalid-credentials",
        "                                   ^ invalid-URL-unit",
        "2 validation errors",
        "",
      ].join("\n"),
    );
  });

  it("shows the Unicode form of an IDN host", async () => {
    const r = await urlstd(["https://Bücher.example/"]);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^hostname +xn--bcher-kva\.example$/m);
    assert.match(r.stdout, /^Unicode host +bücher\.example$/m);
  });

  it("shows the public suffix and registrable domain of a domain host", async () => {
    const r = await urlstd(["https://whatwg.github.io./url/"]);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^public suffix +github\.io\.$/m);
    assert.match(r.stdout, /^registrable domain +whatwg\.github\.io\.$/m);
    const suffix = await urlstd(["https://co.uk/"]);
    assert.match(suffix.stdout, /^public suffix +co\.uk$/m);
    assert.match(suffix.stdout, /^registrable domain +none$/m);
  });

  it("shows no public suffix for hosts that are not domains", async () => {
    for (const input of ["http://0x7f.1/", "git://example.com/", "file:///x"]) {
      const r = await urlstd([input]);
      assert.doesNotMatch(r.stdout, /public suffix|registrable domain/);
    }
  });

  it("names each host type", async () => {
    const kinds: [string, string][] = [
      ["http://0x7f.1/", "IPv4"],
      ["http://[::1]/", "IPv6"],
      ["git://example.com/", "opaque"],
      ["file:///etc/hosts", "empty"],
      ["mailto:a@b", "none (no host)"],
    ];
    for (const [input, kind] of kinds) {
      const r = await urlstd([input]);
      assert.match(
        r.stdout,
        new RegExp(`^host type +${RegExp.escape(kind)}$`, "m"),
      );
    }
  });

  it("resolves against --base", async () => {
    const r = await urlstd([
      "--base",
      "https://example.org/docs/intro",
      "../img/logo.png?v=2",
    ]);
    assert.equal(r.code, 0);
    assert.match(
      r.stdout,
      /^href +https:\/\/example\.org\/img\/logo\.png\?v=2$/m,
    );
  });

  it("exits 2 and shows on standard error where a URL fails to parse", async () => {
    const r = await urlstd(["http://[::1"]);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "");
    assert.equal(
      r.stderr,
      "http://[::1\n           ^ IPv6-unclosed\nThe URL does not parse\n",
    );
  });

  it("exits 2 when the base fails to parse", async () => {
    const r = await urlstd(["--base", "nope", "x"]);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "");
    assert.match(
      r.stderr,
      /The base URL does not parse \(missing-scheme-non-relative-URL at 0\)/,
    );
  });

  it("takes a URL that starts with - after --", async () => {
    const r = await urlstd(["--base", "https://x/", "--", "-a"]);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^href +https:\/\/x\/-a$/m);
  });
});

describe("urlstd --diagram", () => {
  it("draws the component boundaries with their offsets", async () => {
    const r = await urlstd([
      "--diagram",
      "https://user:pass@example.com:8080/a/b?q=1#frag",
    ]);
    assert.equal(r.code, 0);
    assert.equal(
      r.stdout,
      [
        "https://user:pass@example.com:8080/a/b?q=1#frag",
        "|       |    |    |           |   |   |   |",
        "|       |    |    |           |   |   |   `------ hash      [42, 47)",
        "|       |    |    |           |   |   `---------- search    [38, 42)",
        "|       |    |    |           |   `-------------- pathname  [34, 38)",
        "|       |    |    |           `------------------ port      [30, 34)",
        "|       |    |    `------------------------------ hostname  [18, 29)",
        "|       |    `----------------------------------- password  [13, 17)",
        "|       `---------------------------------------- username  [8, 12)",
        "`------------------------------------------------ protocol  [0, 6)",
        "",
        "https://user:pass@example.com:8080/a/b?q=1#frag",
        "                 ^ invalid-credentials",
        "1 validation error",
        "",
      ].join("\n"),
    );
  });

  it("marks empty components and components that start together", async () => {
    const r = await urlstd(["-d", "file:///?"]);
    assert.equal(
      r.stdout,
      [
        "file:///?",
        "|      ||",
        "|      |`-- search    [8, 9)",
        "|      |--- pathname  [7, 8)",
        "|      `--- hostname  [7, 7)  (empty)",
        "`---------- protocol  [0, 5)",
        "",
      ].join("\n"),
    );
  });
});

describe("urlstd --validate", () => {
  it("exits 0 when there are no validation errors", async () => {
    const r = await urlstd(["--validate", "https://example.com/a?b#c"]);
    assert.equal(r.code, 0);
    assert.equal(r.stdout, "No validation errors\nValid URL string\n");
  });

  it("exits 1 with a caret under each validation error", async () => {
    const r = await urlstd(["--validate", "\thttps://example.com/a b\\c"]);
    assert.equal(r.code, 1);
    assert.equal(
      r.stdout,
      [
        "\\thttps://example.com/a b\\c",
        "^ invalid-URL-unit",
        "                       ^ invalid-URL-unit",
        "                         ^ invalid-reverse-solidus",
        "Not a valid URL string from position 0 (URL-scheme string)",
        "3 validation errors",
        "",
      ].join("\n"),
    );
  });

  it("puts IPv4-non-ASCII-input under the host of a non-ASCII IPv4 address", async () => {
    const r = await urlstd(["--validate", "https://\uff11\uff12\uff17.0.0.1/"]);
    assert.equal(r.code, 1);
    assert.equal(
      r.stdout.split("\n").slice(0, 2).join("\n"),
      "https://\uff11\uff12\uff17.0.0.1/\n" +
        "        ^ IPv4-non-ASCII-input",
    );
  });

  it("exits 2 when the URL fails to parse", async () => {
    const r = await urlstd(["--validate", "https://exa mple.com/"]);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "");
    assert.equal(
      r.stderr,
      "https://exa mple.com/\n        ^ domain-to-ASCII\n" +
        "Not a valid URL string from position 11 (valid host string)\n" +
        "The URL does not parse\n",
    );
  });

  it("says where the input stops being a valid URL string, against the base", async () => {
    const relative = await urlstd(["-v", "-b", "https://a/b/", "../c"]);
    assert.equal(relative.stdout, "No validation errors\nValid URL string\n");
    const query = await urlstd(["-v", "-b", "https://a/b/", "?q=["]);
    assert.equal(query.code, 1);
    assert.match(
      query.stdout,
      /^Not a valid URL string from position 3 \(URL-query string\)$/m,
    );
  });

  it("reports only the URLs with errors in a batch, by line", async () => {
    const input = "https://a.example/\nhttps://b.example/x y\n";
    const r = await urlstd(["--validate"], input);
    assert.equal(r.code, 1);
    assert.equal(
      r.stdout,
      "stdin:2\nhttps://b.example/x y\n                   ^ invalid-URL-unit\n" +
        "Not a valid URL string from position 19 (path-absolute-URL string)\n",
    );
    assert.match(r.stderr, /^2 URLs: 0 failures, 1 with validation errors$/m);
  });

  it("exits 0, 1 and 2 for a batch as for one URL", async () => {
    assert.equal(
      (await urlstd(["-v", "-q"], "https://a/\nhttps://b/\n")).code,
      0,
    );
    assert.equal(
      (await urlstd(["-v", "-q"], "https://a/\nhttps://b/ c\n")).code,
      1,
    );
    assert.equal(
      (await urlstd(["-v", "-q"], "https://a/ b\nnope\nhttps://c/\n")).code,
      2,
    );
  });
});

describe("urlstd on a URL with many validation errors", () => {
  it("shows a window around each of the first carets, and a count of the rest", async () => {
    const input = "https://example.com/" + "a b".repeat(30_000);
    const r = await urlstd(["--validate", input]);
    assert.equal(r.code, 1);
    assert.equal(r.stderr, "");
    const lines = r.stdout.split("\n");
    const carets = lines.filter((line) =>
      /\^ invalid-URL-unit at \d+$/.test(line)
    );
    assert.equal(carets.length, 10);
    // Each caret is under a space of the window above it.
    for (let i = 0; i < lines.length; i++) {
      const match = /^( *)\^ invalid-URL-unit at (\d+)$/.exec(lines[i]);
      if (match === null) continue;
      const window = lines[i - 1];
      assert.ok(window.length <= 2 * 32 + 2, window);
      assert.equal(window[match[1].length], " ");
      assert.ok(window.startsWith("…") || window.startsWith("https://"));
      assert.equal(input[Number(match[2])], " ");
    }
    assert.ok(lines.includes("… and 29,990 more validation errors not shown"));
    assert.ok(lines.includes("30,000 validation errors"));
    // Output bounded by the carets shown, not by the input's length.
    assert.ok(r.stdout.length < 3000, String(r.stdout.length));
  });

  it("shows a short input whole, with its carets under it", async () => {
    const input = "https://example.com/a b c";
    const r = await urlstd(["--validate", input]);
    const lines = r.stdout.split("\n");
    assert.equal(lines[0], input);
    assert.equal(lines[1], " ".repeat(21) + "^ invalid-URL-unit");
    assert.equal(lines[2], " ".repeat(23) + "^ invalid-URL-unit");
  });
});

describe("urlstd usage errors", () => {
  const cases: [string[], string][] = [
    [
      ["--frob", "https://a/"],
      "urlstd: Unknown option --frob (see urlstd --help)\n",
    ],
    [["--base"], "urlstd: Option --base needs a value\n"],
    [["https://a/", "--set"], "urlstd: Option --set needs a value\n"],
    [
      ["--set", "port", "https://a/"],
      'urlstd: Option --set needs component=value, got "port"\n',
    ],
    [["--set", "origin=x", "https://a/"], "urlstd: The origin is read-only\n"],
    [["--json=yes", "https://a/"], "urlstd: Option --json takes no value\n"],
    [
      ["--base", "a", "--base", "b", "c"],
      "urlstd: Option --base is given twice\n",
    ],
    [
      ["a", "b"],
      "urlstd: Expected one URL, got 2 (pass a base with --base, many URLs with --file)\n",
    ],
    [
      ["--json", "--diagram", "a"],
      "urlstd: Options --json and --diagram cannot be combined\n",
    ],
    [
      ["--file", "x", "https://a/"],
      "urlstd: Give either a URL or --file, not both\n",
    ],
  ];
  for (const [args, message] of cases) {
    it(`rejects ${args.join(" ")} in one line, exit 2`, async () => {
      const r = await urlstd(args);
      assert.equal(r.code, 2);
      assert.equal(r.stdout, "");
      assert.equal(r.stderr, message);
    });
  }

  it("rejects a directory given as --file in one line, exit 2", async () => {
    const r = await urlstd(["--file", cliDir]);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "");
    assert.match(r.stderr, /^urlstd: Cannot read .*cli\/: [^\n]+\n$/);
  });

  it("rejects a path through a file in one line, exit 2", async () => {
    const r = await urlstd(["--file", mainFile + "/urls.txt"]);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /^urlstd: Cannot read .*main\.ts\/urls\.txt: [^\n]+\n$/,
    );
  });

  for (const jobs of ["0", "x", "1.5", "257", ""]) {
    it(`rejects --jobs ${JSON.stringify(jobs)} in one line, exit 2`, async () => {
      const r = await urlstd(["--jobs", jobs]);
      assert.equal(r.code, 2);
      assert.equal(
        r.stderr,
        `urlstd: Option --jobs needs auto or a number from 1 to 256, got ${
          JSON.stringify(jobs)
        }\n`,
      );
    });
  }

  it("rejects a file it cannot read", async () => {
    const r = await urlstd(["--file", "/nonexistent/urls.txt"]);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /^urlstd: Cannot read \/nonexistent\/urls\.txt: .+\n$/,
    );
  });

  it("prints its version, deno.json's, exit 0", async () => {
    const { version } = JSON.parse(
      Deno.readTextFileSync(projectRoot + "/deno.json"),
    );
    const r = await urlstd(["--version"]);
    assert.equal(r.code, 0);
    assert.equal(r.stdout, `urlstd ${version}\n`);
    assert.equal(r.stderr, "");
  });

  it("prints help with examples, exit 0", async () => {
    const r = await urlstd(["--help"]);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^Usage:$/m);
    assert.match(r.stdout, /^Examples:$/m);
    assert.match(r.stdout, /--validate/);
  });

  it("prints the Public Suffix List version, exit 0", async () => {
    const { PSL_VERSION } = await import("../psl/mod.ts");
    const r = await urlstd(["--psl-version"]);
    assert.equal(r.code, 0);
    assert.equal(r.stdout, `Public Suffix List: ${PSL_VERSION}\n`);
  });
});
