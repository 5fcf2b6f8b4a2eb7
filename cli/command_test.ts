// Drives the `urlstd` command as a subprocess (`deno run cli/main.ts`), one
// describe block per mode, and checks what it prints and its exit status.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { URL } from "../mod.ts";

const cliDir = decodeURIComponent(
  new globalThis.URL(".", import.meta.url).pathname,
);
const projectRoot = cliDir.replace(/\/cli\/$/, "");
const mainFile = cliDir + "main.ts";

/**
 * A file of the URL datasets, beside the project in ../shared/datasets/.
 * A missing dataset is a loud failure, never a skip.
 */
function dataset(name: string): string {
  const file = `${projectRoot}/../shared/datasets/${name}`;
  if (!existsSync(file)) {
    throw new Error(
      `URL dataset missing: ${file} (the datasets live beside the project ` +
        `in ../shared/datasets/)`,
    );
  }
  return file;
}

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `urlstd ...args` with `stdin` (or none) and collects its output. */
function urlstd(args: string[], stdin?: string): Promise<Result> {
  return run(Deno.execPath(), [
    "run",
    "--quiet",
    "--allow-read",
    mainFile,
    ...args,
  ], { stdin });
}

/** This process's environment without INIT_CWD (which npx may have set). */
function envWithout(name: string): Record<string, string> {
  const env = Deno.env.toObject();
  delete env[name];
  return env;
}

/**
 * Runs a command with `stdin` (or none) and collects its output; `env`, if
 * given, is the whole environment.
 */
async function run(
  command: string,
  args: string[],
  { stdin, cwd = projectRoot, env }: {
    stdin?: string | undefined;
    cwd?: string;
    env?: Record<string, string>;
  } = {},
): Promise<Result> {
  const child = new Deno.Command(command, {
    args,
    cwd,
    ...(env === undefined ? {} : { env, clearEnv: true }),
    stdin: stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  // Standard input is written while the output is read: a command that
  // writes as it reads would fill its output pipe and wait otherwise.
  const writing = stdin === undefined ? Promise.resolve() : (async () => {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(stdin));
    await writer.close();
  })();
  const { code, stdout, stderr } = await child.output();
  await writing;
  const decoder = new TextDecoder();
  return {
    code,
    stdout: decoder.decode(stdout),
    stderr: decoder.decode(stderr),
  };
}

describe("urlstd <url> (the table)", () => {
  it("shows every component, the host kind and the validation errors", async () => {
    const r = await urlstd(["https://user@EXAMPLE.com:443/a/../b c?q=1#frag"]);
    assert.equal(r.code, 0);
    assert.equal(r.stderr, "");
    assert.equal(
      r.stdout,
      [
        "href       https://user@example.com/b%20c?q=1#frag",
        "origin     https://example.com",
        "protocol   https:",
        "username   user",
        "password",
        "host       example.com",
        "hostname   example.com",
        "host kind  domain",
        "port",
        "pathname   /b%20c",
        "search     ?q=1",
        "hash       #frag",
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

  it("names each host kind", async () => {
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
        new RegExp(`^host kind +${RegExp.escape(kind)}$`, "m"),
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
    assert.equal(r.stdout, "No validation errors\n");
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
        "3 validation errors",
        "",
      ].join("\n"),
    );
  });

  it("exits 2 when the URL fails to parse", async () => {
    const r = await urlstd(["--validate", "https://exa mple.com/"]);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "");
    assert.equal(
      r.stderr,
      "https://exa mple.com/\n        ^ domain-to-ASCII\nThe URL does not parse\n",
    );
  });

  it("reports only the URLs with errors in a batch, by line", async () => {
    const input = "https://a.example/\nhttps://b.example/x y\n";
    const r = await urlstd(["--validate"], input);
    assert.equal(r.code, 1);
    assert.equal(
      r.stdout,
      "stdin:2\nhttps://b.example/x y\n                   ^ invalid-URL-unit\n",
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
      validationErrors: [
        { name: "IPv4-too-few-parts", position: 7 },
        { name: "IPv4-non-decimal-part", position: 7 },
      ],
    });
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

  it("prints NDJSON for a batch: kasztp.txt, failures included", async () => {
    const file = dataset("kasztp.txt");
    const inputs = Deno.readTextFileSync(file).replace(/^\uFEFF/, "")
      .split("\n").map((line) => line.replace(/\r$/, ""));
    const r = await urlstd(["--json", "--file", file]);
    const lines = r.stdout.split("\n");
    assert.equal(lines.pop(), "");
    const expected = inputs.filter((line) => line !== "");
    assert.equal(lines.length, expected.length);
    assert.ok(lines.length > 40_000);
    let failures = 0;
    lines.forEach((text, i) => {
      const object = JSON.parse(text);
      assert.equal(object.input, inputs[object.line - 1]);
      assert.equal(object.input, expected[i]);
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
    assert.equal(r.code, 2); // the one failure
    assert.match(
      r.stderr,
      /^48,010 URLs: 1 failure, \d+ with validation errors$/m,
    );
    assert.match(r.stderr, /^ {2}invalid-reverse-solidus +\d+$/m);
    assert.match(
      r.stderr,
      /^read 2\.19 MB in [\d.]+ s: [\d,]+ URLs\/s, [\d.]+ MB\/s$/m,
    );
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

describe("urlstd batch", () => {
  it("prints one href a line, an empty line for a failure", async () => {
    const r = await urlstd(
      ["--quiet"],
      "HTTPS://A.example/./x\r\nnope\n\nhttps://b.example",
    );
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "https://a.example/x\n\nhttps://b.example/\n");
    assert.equal(r.stderr, "");
  });

  it("reads standard input given as -, and writes a summary", async () => {
    const r = await urlstd(["-"], "https://a/\nhttps://b/ c\n");
    assert.equal(r.code, 0);
    assert.match(r.stderr, /^2 URLs: 0 failures, 1 with validation errors$/m);
    assert.match(r.stderr, /^ {2}invalid-URL-unit +1$/m);
  });

  it("prints a table per URL with --table, headed by its line", async () => {
    const r = await urlstd(["-t", "-q"], "https://a/\n\nhttps://b/\n");
    assert.match(r.stdout, /^stdin:1\nhref +https:\/\/a\/\n/);
    assert.match(r.stdout, /\n\nstdin:3\nhref +https:\/\/b\/\n/);
  });

  it("writes no colours when not on a terminal", async () => {
    const r = await urlstd(["-v"], "https://a/ b\n");
    assert.ok(!(r.stdout + r.stderr).includes("\x1b"));
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
        `urlstd: Option --jobs needs a number from 1 to 256, got ${
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
});

/**
 * A new temporary directory, made by a subprocess (the tests may not write
 * files themselves), with the given files in it.
 */
async function tempDirWith(files: Record<string, string>): Promise<string> {
  const made = await run("mktemp", ["-d"]);
  assert.equal(made.code, 0, made.stderr);
  const dir = made.stdout.trim();
  for (const [name, text] of Object.entries(files)) {
    const written = await run("sh", [
      "-c",
      'printf "%s" "$1" > "$2"',
      "sh",
      text,
      `${dir}/${name}`,
    ]);
    assert.equal(written.code, 0, written.stderr);
  }
  return dir;
}

describe("urlstd --file with a relative path", () => {
  it("resolves it against the directory `deno task url` was started in", async () => {
    const dir = await tempDirWith({ "urls.txt": "https://a/\nhttps://b/ c\n" });
    // deno task runs the task in the project root, with INIT_CWD set to
    // where it was started.
    const r = await run(Deno.execPath(), [
      "task",
      "--quiet",
      "--config",
      `${projectRoot}/deno.json`,
      "url",
      "--quiet",
      "--file",
      "urls.txt",
    ], { cwd: dir, env: envWithout("INIT_CWD") });
    assert.equal(r.stderr, "");
    assert.equal(r.stdout, "https://a/\nhttps://b/%20c\n");
    assert.equal(r.code, 0);
  });

  it("resolves it against INIT_CWD when allowed to read it, else the working directory", async () => {
    const dir = await tempDirWith({ "urls.txt": "https://a/\nhttps://b/ c\n" });
    const args = ["--quiet", "--file", "urls.txt"];
    const allowed = await run(Deno.execPath(), [
      "run",
      "--quiet",
      "--allow-read",
      "--allow-env=INIT_CWD",
      mainFile,
      ...args,
    ], { env: { ...envWithout("INIT_CWD"), INIT_CWD: dir } });
    assert.equal(allowed.stdout, "https://a/\nhttps://b/%20c\n");
    const notAllowed = await run(Deno.execPath(), [
      "run",
      "--quiet",
      "--allow-read",
      mainFile,
      ...args,
    ], { env: { ...envWithout("INIT_CWD"), INIT_CWD: projectRoot }, cwd: dir });
    assert.equal(notAllowed.stdout, "https://a/\nhttps://b/%20c\n");
  });
});

/** Lines of every kind: valid, with validation errors, failing, empty. */
function mixedInput(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    lines.push(
      i % 7 === 3
        ? `nope${i}`
        : i % 5 === 1
        ? `https://example.com/a b/${i}`
        : i % 11 === 0
        ? ""
        : `HTTPS://Example.COM/./${i}?q=${i}`,
    );
  }
  return lines.join("\n") + "\n";
}

describe("urlstd --jobs", () => {
  // Enough lines for many stream chunks, so that the workers share them.
  const input = mixedInput(60_000);

  for (const mode of [[], ["--json"], ["--validate"], ["--table"]]) {
    it(
      `prints the same as --jobs 1, in order, in Deno (${
        mode.join(" ") || "hrefs"
      })`,
      async () => {
        const one = await urlstd([...mode, "--quiet", "--jobs", "1"], input);
        const two = await urlstd([...mode, "--quiet", "--jobs", "2"], input);
        assert.equal(one.code, 2);
        assert.equal(two.code, one.code);
        assert.equal(two.stderr, "");
        assert.ok(one.stdout.length > input.length / 2);
        assert.ok(two.stdout === one.stdout, "the outputs differ");
      },
    );
  }

  it("counts the same in its summary", async () => {
    const one = await urlstd(["--jobs", "1"], input);
    const three = await urlstd(["--jobs", "3"], input);
    const counts = (text: string) => text.replace(/^read .*$/m, "");
    assert.match(one.stderr, /^[\d,]+ URLs: [\d,]+ failures, [\d,]+ with/m);
    assert.equal(counts(three.stderr), counts(one.stderr));
  });

  it("prints the same as --jobs 1 in Node.js, with worker threads", async () => {
    const dir = await tempDirWith({});
    const bundle = `${dir}/urlstd.mjs`;
    const built = await run(`${projectRoot}/node_modules/.bin/esbuild`, [
      "cli/node_main.ts",
      "--bundle",
      "--platform=node",
      "--format=esm",
      `--outfile=${bundle}`,
      "--log-level=warning",
    ]);
    assert.equal(built.code, 0, built.stderr);
    const node = async (jobs: string) =>
      await run("node", [bundle, "--validate", "--quiet", "--jobs", jobs], {
        stdin: input,
      });
    const one = await node("1");
    const two = await node("2");
    assert.equal(one.code, 2, one.stderr);
    assert.equal(two.code, 2, two.stderr);
    assert.ok(one.stdout.length > input.length / 10);
    assert.ok(two.stdout === one.stdout, "the outputs differ");
    const deno = await urlstd(["--validate", "--quiet"], input);
    assert.ok(two.stdout === deno.stdout, "Node's output differs from Deno's");
  });
});

describe("urlstd on a URL with many validation errors", () => {
  it("prints output linear in the input and a count of the carets not shown", async () => {
    const input = "https://example.com/" + "a b".repeat(30_000);
    const r = await urlstd(["--validate", input]);
    assert.equal(r.code, 1);
    assert.equal(r.stderr, "");
    const lines = r.stdout.split("\n");
    assert.equal(lines[0], input);
    assert.equal(
      lines.filter((line) => line.endsWith("^ invalid-URL-unit")).length,
      10,
    );
    assert.ok(lines.includes("… and 29,990 more validation errors not shown"));
    assert.ok(lines.includes("30,000 validation errors"));
    assert.ok(r.stdout.length < 12 * input.length);
  });
});
