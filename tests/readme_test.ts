// Every command in the docs (README.md for the repository, README.npm.md
// for npm users, and the command line's guide, cli/mod.ts's module doc) is
// checked: each `urlstd` invocation in a
// `sh` block runs here, and every `text` block must be exactly what one of
// them prints; every other `sh` line must be one of the commands listed in
// CHECKED_ELSEWHERE with what checks it; every `npx deno task X` names a
// task. The `ts` blocks are run by `deno test --doc`.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dirname, fromFileUrl, resolve } from "./_path.ts";
import { moduleDoc } from "./_module_doc.ts";

const root = resolve(dirname(fromFileUrl(import.meta.url)), "..");
const deno = JSON.parse(readFileSync(join(root, "deno.json"), "utf8"));
const tarball = `${
  deno.name.replace(/^@/, "").replace("/", "-")
}-${deno.version}.tgz`;

/** Commands that are not `urlstd` runs, and what checks each. */
const CHECKED_ELSEWHERE: Record<string, string> = {
  "npm ci && npm test":
    "scripts/fresh_clone_check.ts runs it in a fresh clone (deno task check:fresh-clone)",
  "npx deno task build:npm && cd npm && npm pack":
    "the test matrix builds npm/ and packs it (scripts/check_npm_package.ts)",
  [`npm install /path/to/urlstd/npm/${tarball}`]:
    "scripts/check_npm_package.ts installs the packed tarball in a clean project",
  "npm ci":
    "scripts/fresh_clone_check.ts runs it in a fresh clone, as the first half of npm ci && npm test",
  "cd npm/whatwg-url-alias && npm pack":
    "tests/whatwg_url_clients/run.ts packs the alias there (packWhatwgUrlAlias) for the whatwg-url-clients step",
};

/** How the READMEs invoke the command, before its arguments. */
const CLI_PREFIXES = [
  "npm ci && npm run url -- ",
  "npm run url -- ",
  "npx deno task url ",
  "npx urlstd ",
  "urlstd ",
];

interface Block {
  lang: string;
  text: string;
}

/** The files whose commands are checked. */
const DOCS = ["README.md", "README.npm.md", "cli/mod.ts"];

function blocks(file: string): Block[] {
  const text = moduleDoc(join(root, file));
  return [...text.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => ({
    lang: m[1],
    text: m[2],
  }));
}

/** Splits a POSIX shell line into words (quotes, `\`, a `#` comment). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? "") + line.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      word ??= "";
      for (i++; line[i] !== '"'; i++) {
        if (line[i] === "\\" && '$`"\\\n'.includes(line[i + 1])) i++;
        word += line[i];
      }
    } else if (c === "\\") {
      word = (word ?? "") + line[++i];
    } else if (c === " " || c === "\t") {
      if (word !== null) words.push(word);
      word = null;
    } else if (c === "#" && word === null) {
      break;
    } else {
      word = (word ?? "") + c;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** The `sh` lines of a README, comments and blank lines dropped. */
function shLines(file: string): string[] {
  return blocks(file).filter((b) => b.lang === "sh")
    .flatMap((b) => b.text.split("\n"))
    .map((line) => shellWords(line).length > 0 ? line.trim() : "")
    .filter((line) => line !== "")
    .map((line) => line.replace(/\s+#.*$/, ""));
}

interface Run {
  line: string;
  code: number;
  stdout: string;
  stderr: string;
}

const work = Deno.makeTempDirSync({ prefix: "urlstd-readme-" });
Deno.writeTextFileSync(
  join(work, "urls.txt"),
  "https://example.com/a\nhttp://EXAMPLE.org/b/../c\n",
);

/** Runs a README's `urlstd` line from source, in a folder with urls.txt. */
async function runCli(line: string, args: string[]): Promise<Run> {
  let stdoutFile: string | undefined;
  const redirect = args.indexOf(">");
  if (redirect !== -1) {
    stdoutFile = join(work, args[redirect + 1]);
    args = args.slice(0, redirect);
  }
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--quiet", "--allow-read", join(root, "cli", "main.ts")]
      .concat(args),
    cwd: work,
    stdin: "null",
    env: { NO_COLOR: "1" },
  }).output();
  const decoder = new TextDecoder();
  const stdout = decoder.decode(output.stdout);
  if (stdoutFile !== undefined) Deno.writeTextFileSync(stdoutFile, stdout);
  return {
    line,
    code: output.code,
    stdout,
    stderr: decoder.decode(output.stderr),
  };
}

for (const file of DOCS) {
  describe(`${file}: its commands`, () => {
    const lines = shLines(file);
    const cli = lines.flatMap((line) => {
      const prefix = CLI_PREFIXES.find((p) => line.startsWith(p));
      return prefix === undefined
        ? []
        : [{ line, args: shellWords(line.slice(prefix.length)) }];
    });

    it("has only commands that run here or are checked elsewhere", () => {
      const unchecked = lines.filter((line) =>
        !cli.some((c) => c.line === line) &&
        CHECKED_ELSEWHERE[line] === undefined
      );
      assert.deepEqual(unchecked, [], "add a check for these commands");
    });

    it("runs each urlstd command without a failure or a stack trace", async () => {
      assert.ok(cli.length > 0);
      for (const { line, args } of cli) {
        const r = await runCli(line, args);
        assert.ok(r.code === 0 || r.code === 1, `${line}: exit ${r.code}`);
        assert.doesNotMatch(r.stderr, /^\s+at /m, line);
        if (line.includes("--json") && !line.includes(">")) {
          for (const json of r.stdout.trim().split(/\n(?=\{)/)) {
            JSON.parse(json);
          }
        }
      }
    });

    it("shows as output only what one of its commands prints", async () => {
      const outputs = await Promise.all(
        cli.map(({ line, args }) => runCli(line, args)),
      );
      const texts = blocks(file).filter((b) => b.lang === "text");
      assert.ok(texts.length > 0);
      for (const { text } of texts) {
        const match = outputs.find((r) => r.stdout === text);
        assert.ok(
          match,
          `no command prints this output:\n${text}\nclosest:\n` +
            outputs.map((r) => `$ ${r.line}\n${r.stdout}`).join("\n"),
        );
      }
    });

    it("names only tasks deno.json has", () => {
      const text = moduleDoc(join(root, file));
      const named = [...text.matchAll(/npx deno task ([\w:-]+)/g)]
        .map((m) => m[1]);
      const missing = named.filter((task) => deno.tasks[task] === undefined);
      assert.deepEqual(missing, []);
    });
  });
}

describe("CHECKED_ELSEWHERE", () => {
  it("lists only commands the docs still have", () => {
    const all = DOCS.flatMap(shLines);
    const stale = Object.keys(CHECKED_ELSEWHERE).filter((line) =>
      !all.includes(line)
    );
    assert.deepEqual(stale, []);
  });

  it("splits shell words as sh does", () => {
    assert.deepEqual(
      shellWords(`urlstd --validate "https:\\\\example.com\\a b"  # note`),
      ["urlstd", "--validate", "https:\\example.com\\a b"],
    );
    assert.deepEqual(shellWords(`a 'b c' d\\ e`), ["a", "b c", "d e"]);
  });
});
