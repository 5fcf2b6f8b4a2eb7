// The generated documentation, checked: README.md stays within its line
// limit, its table of contents is its headings and its own links resolve;
// both READMEs state the Node.js support, and list the subpaths, as
// scripts/docs.ts makes them; README.md's speed-and-size summary is the
// results files'; the API reference builds for every export; README.npm.md
// has a section for every export, with an example that asserts and the
// file that holds the export's guide in the package; the changelog is
// there.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  apiPage,
  betweenMarkers,
  buildApiReference,
  currentTableOfContents,
  githubSlug,
  headings,
  INSTALL_END,
  INSTALL_START,
  installCommands,
  NODE_END,
  NODE_START,
  NODE_SUPPORT_READMES,
  nodeSupport,
  README_MAX_LINES,
  speedAndSizeSummary,
  SUBPATH_SUMMARIES,
  SUBPATHS_END,
  SUBPATHS_START,
  subpathTable,
  SUMMARY_END,
  SUMMARY_START,
  tableOfContents,
  testedNodeVersions,
} from "./docs.ts";
import { NODE_ENGINES } from "./build_npm.ts";
import { satisfiesEngines } from "./check_npm_package.ts";
import { readDenoJson, ROOT, subpaths } from "./_project.ts";

const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const npmReadme = readFileSync(join(ROOT, "README.npm.md"), "utf8");

/**
 * Exports that README.npm.md need not give a section of their own (none
 * today: the CLI has one beside `npx urlstd`).
 */
const NO_NPM_SECTION: string[] = [];

describe("README.md", () => {
  it(`is at most ${README_MAX_LINES} lines (guides go to each mod.ts)`, () => {
    const lines = readme.split("\n").length - (readme.endsWith("\n") ? 1 : 0);
    assert.ok(lines <= README_MAX_LINES, `${lines} lines`);
  });

  it("has the speed-and-size summary of the results files (docs:toc)", () => {
    assert.equal(
      betweenMarkers(readme, SUMMARY_START, SUMMARY_END),
      speedAndSizeSummary(),
      "README.md's summary is stale: run deno task docs:toc",
    );
  });

  it("links every local file it names", () => {
    const targets = [...readme.matchAll(/\]\(([^)#:]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1]);
    assert.ok(targets.length > 10);
    assert.deepEqual(targets.filter((t) => !existsSync(join(ROOT, t))), []);
  });
});

describe("the READMEs' subpath tables", () => {
  for (
    const [file, text, where] of [
      ["README.md", readme, "repository"],
      ["README.npm.md", npmReadme, "package"],
    ] as const
  ) {
    it(`${file}'s is every export with its guide (docs:toc writes it)`, () => {
      assert.equal(
        betweenMarkers(text, SUBPATHS_START, SUBPATHS_END),
        subpathTable(where),
        `${file}'s subpath table is stale: run deno task docs:toc`,
      );
    });
  }

  for (
    const [file, text] of [["README.md", readme], ["README.npm.md", npmReadme]]
  ) {
    it(`${file} installs from the tarball as docs:toc writes it`, () => {
      assert.equal(
        betweenMarkers(text, INSTALL_START, INSTALL_END),
        installCommands(),
      );
      assert.doesNotMatch(
        text,
        /^npm install @urlstd\/url$/m,
        "not published yet",
      );
    });
  }

  it("summarize only exports deno.json has", () => {
    const keys = Object.keys(readDenoJson().exports);
    assert.deepEqual(
      Object.keys(SUBPATH_SUMMARIES).filter((key) => !keys.includes(key)),
      [],
    );
  });
});

describe("README.md's table of contents", () => {
  it("is its ## and ### headings (deno task docs:toc writes it)", () => {
    assert.equal(
      currentTableOfContents(readme),
      tableOfContents(readme),
      "README.md's table of contents is stale: run deno task docs:toc",
    );
  });

  it("links only to headings README.md has, as do its other links", () => {
    const slugs = new Set(headings(readme).map((h) => h.slug));
    const links = [...readme.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
    assert.ok(links.length > 0);
    assert.deepEqual(links.filter((slug) => !slugs.has(slug)), []);
  });

  it("makes GitHub's anchors", () => {
    const seen = new Map<string, number>();
    assert.equal(
      githubSlug("The lite build: `@urlstd/url/lite`", seen),
      "the-lite-build-urlstdurllite",
    );
    assert.equal(
      githubSlug("npm, Node.js, Bun and browsers", seen),
      "npm-nodejs-bun-and-browsers",
    );
    assert.equal(
      githubSlug("Coming from node:url", seen),
      "coming-from-nodeurl",
    );
    assert.equal(
      githubSlug("Coming from node:url", seen),
      "coming-from-nodeurl-1",
    );
  });

  it("skips headings inside code blocks", () => {
    const text = "## A\n\n```sh\n## not a heading\n```\n\n### B\n";
    assert.deepEqual(headings(text).map((h) => h.text), ["A", "B"]);
  });
});

describe("the Node.js support statement", () => {
  for (const file of NODE_SUPPORT_READMES) {
    const name = file.slice(ROOT.length + 1);
    it(`${name} states it as deno task docs:toc writes it`, () => {
      const text = readFileSync(file, "utf8");
      assert.equal(
        betweenMarkers(text, NODE_START, NODE_END),
        nodeSupport(),
        `${name}'s Node.js support lines are stale: run deno task docs:toc`,
      );
    });
  }

  it("names the package's engines and tested versions within them", () => {
    const statement = nodeSupport();
    assert.ok(statement.includes(NODE_ENGINES));
    const tested = testedNodeVersions();
    assert.ok(tested.length >= 2);
    for (const version of tested) {
      assert.ok(statement.includes(version), version);
      assert.ok(satisfiesEngines(version, NODE_ENGINES), version);
    }
    assert.ok(!satisfiesEngines("v20.20.2", NODE_ENGINES));
  });

  it("is the only one: no other line of the READMEs names Node.js versions", () => {
    for (
      const [name, text] of [["README.md", readme], [
        "README.npm.md",
        npmReadme,
      ]]
    ) {
      const outside = text.replace(
        text.slice(text.indexOf(NODE_START), text.indexOf(NODE_END)),
        "",
      );
      assert.doesNotMatch(outside, /\^22\.14\.0|Node\.js 20, 22/, name);
    }
  });
});

describe("the API reference (deno task docs)", () => {
  it("builds with deno doc --html, a page for every export", () => {
    const out = Deno.makeTempDirSync({ prefix: "urlstd-api-" });
    try {
      const keys = buildApiReference(out);
      assert.deepEqual(keys, Object.keys(readDenoJson().exports));
      assert.ok(existsSync(join(out, "index.html")));
      const missing = keys.filter((key) =>
        !existsSync(join(out, apiPage(key)))
      );
      assert.deepEqual(missing, [], "exports without a page");
    } finally {
      Deno.removeSync(out, { recursive: true });
    }
  });

  it("is linked from README.md, with the changelog", () => {
    assert.match(
      readme,
      /npx deno task\s+docs` writes it to `docs\/api\/index\.html`/,
    );
    assert.match(readme, /\[CHANGELOG\.md\]\(CHANGELOG\.md\)/);
    const changelog = readFileSync(join(ROOT, "CHANGELOG.md"), "utf8");
    assert.match(changelog, /^## Unreleased$/m);
    const gitignore = readFileSync(join(ROOT, ".gitignore"), "utf8");
    assert.match(gitignore, /^docs\/api\/$/m);
  });
});

/** README.npm.md's `###` sections: heading text → body. */
function npmSections(): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = npmReadme.split(/^### /m).slice(1);
  for (const part of parts) {
    const end = part.search(/^## /m);
    const body = end === -1 ? part : part.slice(0, end);
    const newline = body.indexOf("\n");
    sections.set(body.slice(0, newline).trim(), body.slice(newline + 1));
  }
  return sections;
}

describe("README.npm.md", () => {
  const deno = readDenoJson();
  const sections = npmSections();

  it("has a ### section for every subpath deno.json exports", () => {
    const missing = subpaths(deno)
      .filter((s) => !NO_NPM_SECTION.includes(s.key))
      .filter((s) => !sections.has("`" + s.specifier + "`"))
      .map((s) => s.specifier);
    assert.deepEqual(
      missing,
      [],
      `README.npm.md has no "### \`…\`" section for: ${missing.join(", ")}`,
    );
  });

  for (const { key, specifier } of subpaths(deno)) {
    if (NO_NPM_SECTION.includes(key)) continue;
    it(`gives ${specifier} an asserting example and its guide's file`, () => {
      const body = sections.get("`" + specifier + "`");
      assert.ok(body !== undefined, `no section for ${specifier}`);
      const block = /^```ts\n([\s\S]*?)^```$/m.exec(body);
      assert.ok(block !== null, `${specifier}: no ts example`);
      assert.match(block[1], new RegExp(`from "${specifier}"`), specifier);
      assert.match(block[1], /from "node:assert\/strict"/, specifier);
      assert.match(block[1], /\bassert\.\w+\(/, specifier);
      const source = subpaths(deno).find((s) => s.key === key)!.source;
      const guide = `esm/${source.replace(/\.ts$/, ".d.ts")}`;
      assert.ok(
        body.replace(/\s+/g, " ").includes(`Guide: \`${guide}\`.`),
        `${specifier}: no "Guide: \`${guide}\`."`,
      );
      assert.doesNotMatch(body, /jsr\.io/, `${specifier}: not on JSR yet`);
    });
  }

  it("lists in NO_NPM_SECTION only exports deno.json has", () => {
    const keys = Object.keys(deno.exports);
    assert.deepEqual(NO_NPM_SECTION.filter((key) => !keys.includes(key)), []);
  });
});
