// node:url's helpers against Node.js: the generated cases of `_cases.ts`
// compared with the real `node:url` of the Node.js running the tests, and
// everywhere (Deno and Bun, whose node:url is their own; browsers, which
// have none) with Node.js 24's recorded results
// (`_node24_expectations.json`, made by scripts/record_node_url.ts).

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as nodeModule from "./mod.ts";
import { type Case, type CaseFunction, generateCases } from "./_cases.ts";
import { type NodeUrlSurface, type Outcome, outcome } from "./_outcome.ts";

interface Recording {
  node: string;
  platform: string;
  cwd: string;
  cases: (Case & { outcome: Outcome })[];
}

const recording: Recording = JSON.parse(
  readFileSync(
    new globalThis.URL("./_node24_expectations.json", import.meta.url),
    "utf8",
  ),
);

const OURS: NodeUrlSurface = nodeModule;

interface NodeProcess {
  release?: { name?: string };
  versions?: { node?: string; bun?: string };
}

/** The Node.js version running this, when it is Node.js itself. */
function nodeVersion(): string | undefined {
  const process = (globalThis as { process?: NodeProcess }).process;
  if ("Deno" in globalThis || "Bun" in globalThis) return undefined;
  if (process?.release?.name !== "node" || process.versions?.bun) {
    return undefined;
  }
  return process.versions?.node;
}

/** Node.js's own node:url where this runs in Node.js, else `null`. */
async function realNodeUrl(): Promise<NodeUrlSurface | null> {
  if (nodeVersion() === undefined) return null;
  // A computed specifier: bundlers for the browser leave it alone.
  const specifier = ["node", "url"].join(":");
  return await import(specifier) as NodeUrlSurface;
}

/**
 * `ERR_INVALID_FILE_URL_HOST` names the platform; compare without it. And
 * `ERR_INVALID_URL` names the input here (`Invalid URL: "x"`, as this
 * library's `URL` says it) where Node.js says only `Invalid URL`: compare
 * the first words.
 */
function withoutPlatform(o: Outcome): Outcome {
  if (!("error" in o)) return o;
  if (o.error.code === "ERR_INVALID_URL") {
    return { error: { ...o.error, message: o.error.message.split(":")[0] } };
  }
  if (o.error.code !== "ERR_INVALID_FILE_URL_HOST") return o;
  return {
    error: { ...o.error, message: o.error.message.replace(/ on \S+$/, "") },
  };
}

/**
 * The documented difference of `pathToFileURL` with `windows: true` off
 * Windows: for a path that resolves to a root and ends in a separator
 * (`C:\\`, `\\`), Node.js tests for the platform's separator, not the
 * mode's, and adds a slash (`file:///C://`); this module gives the root
 * (`file:///C:/`), as Node.js does on Windows.
 */
function isExtraRootSlash(ours: Outcome, node: Outcome, c: Case): boolean {
  return c.fn === "pathToFileURL" && c.options?.windows === true &&
    "value" in ours && "value" in node &&
    /^file:\/\/\/(?:[A-Za-z]:\/)?$/.test(String(ours.value)) &&
    node.value === `${ours.value}/`;
}

/**
 * The documented difference of `pathToFileURL` for a path that ends in C0
 * controls: Node.js drops them (its URL parser strips them from the end of
 * the string it is given), this module keeps them percent-encoded, so ours
 * is Node's plus `%01`-style escapes at the end.
 */
function isTrailingC0(ours: Outcome, node: Outcome, c: Case): boolean {
  if (c.fn !== "pathToFileURL" || !("value" in ours && "value" in node)) {
    return false;
  }
  // deno-lint-ignore no-control-regex
  const trailing = /[\x01-\x08\x0b\x0c\x0e-\x1f]+$/.exec(c.input);
  if (trailing === null) return false;
  const escapes = [...trailing[0]].map((ch) =>
    "%" + ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")
  ).join("");
  return ours.value === `${node.value}${escapes}`;
}

/**
 * Whether ours agrees with Node's: the same value, or the same error name,
 * code and message. Where Node.js lets `decodeURIComponent`'s `URIError`
 * escape (a path or credentials that are not percent-encoded UTF-8), ours is
 * a `URIError` too, with code `ERR_INVALID_URI` and a message that starts
 * with Node's. And see {@linkcode isExtraRootSlash} and
 * {@linkcode isTrailingC0}.
 */
function agrees(ours: Outcome, node: Outcome, c: Case): boolean {
  if (isExtraRootSlash(ours, node, c)) return true;
  if (isTrailingC0(ours, node, c)) return true;
  if ("error" in node && node.error.name === "URIError") {
    return "error" in ours && ours.error.name === "URIError" &&
      ours.error.code === "ERR_INVALID_URI" &&
      ours.error.message.startsWith(node.error.message);
  }
  try {
    assert.deepEqual(withoutPlatform(ours), withoutPlatform(node));
    return true;
  } catch {
    return false;
  }
}

function describeCase(c: Case): string {
  const options = c.options === undefined
    ? ""
    : `, ${JSON.stringify(c.options)}`;
  return `${c.fn}(${JSON.stringify(c.input)}${options})`;
}

/** Fails with the first mismatches, each with its input and both sides. */
function assertNoMismatches(
  mismatches: { c: Case; ours: Outcome; node: Outcome }[],
  against: string,
): void {
  if (mismatches.length === 0) return;
  const shown = mismatches.slice(0, 15).map(({ c, ours, node }) =>
    `  ${describeCase(c)}\n    ${against}: ${JSON.stringify(node)}\n` +
    `    ours: ${JSON.stringify(ours)}`
  );
  assert.fail(
    `${mismatches.length} case(s) differ from ${against}:\n${shown.join("\n")}`,
  );
}

const FUNCTIONS: CaseFunction[] = [
  "pathToFileURL",
  "fileURLToPath",
  "fileURLToPathBytes",
  "domainToASCII",
  "domainToUnicode",
  "format",
  "urlToHttpOptions",
];

/** The groups of cases: each function, and `windows` true and false. */
function groups(): { name: string; cases: Recording["cases"] }[] {
  const out: { name: string; cases: Recording["cases"] }[] = [];
  for (const fn of FUNCTIONS) {
    for (const windows of [false, true, undefined]) {
      const cases = recording.cases.filter((c) =>
        c.fn === fn && c.options?.windows === windows
      );
      if (cases.length === 0) continue;
      const mode = windows === undefined ? "" : ` (windows: ${windows})`;
      out.push({ name: `${fn}${mode}`, cases });
    }
  }
  return out;
}

describe("node/ against Node.js 24's recorded node:url results", () => {
  it("has the recording of every generated case", () => {
    assert.match(recording.node, /^v24\./);
    assert.deepEqual(
      recording.cases.map(({ outcome: _, ...c }) => c),
      generateCases(),
      "the cases changed: run scripts/record_node_url.ts with Node.js 24",
    );
  });
  for (const { name, cases } of groups()) {
    it(`${name} matches on ${cases.length} cases`, () => {
      const mismatches = [];
      for (const c of cases) {
        const ours = outcome(OURS, c, recording.cwd);
        if (!agrees(ours, c.outcome, c)) {
          mismatches.push({ c, ours, node: c.outcome });
        }
      }
      assertNoMismatches(mismatches, `Node.js ${recording.node} (recorded)`);
    });
  }
});

/** Hex of the UTF-8 of a string (as `_outcome.ts` shows bytes). */
function utf8Hex(text: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) {
    out += byte.toString(16).padStart(2, "0");
  }
  return out;
}

/**
 * Node's outcome for `c`, or `null` where it cannot be had: before
 * `fileURLToPathBuffer` (Node.js 24.3, 22.18) the bytes of a path are those
 * of `fileURLToPath`'s string, in UTF-8, wherever that succeeds (it decodes
 * the same percent-encoded bytes, and refuses more).
 */
function liveOutcome(node: NodeUrlSurface, c: Case): Outcome | null {
  if (c.fn !== "fileURLToPathBytes" || node.fileURLToPathBuffer) {
    return outcome(node, c);
  }
  const path = outcome(node, { ...c, fn: "fileURLToPath" });
  return "value" in path ? { value: utf8Hex(String(path.value)) } : null;
}

// Only in Node.js: Deno's and Bun's node:url are their own, and browsers have
// none; there the recorded results above stand in.
const runningNode = nodeVersion();
if (runningNode !== undefined) {
  describe("node/ against the node:url of the Node.js running the tests", () => {
    for (const { name, cases } of groups()) {
      it(`${name}: the same results or error codes`, async (t) => {
        const node = await realNodeUrl();
        assert.ok(node !== null, "node:url did not load");
        const version = runningNode!;
        const sameMajor = version.split(".")[0] === recording.node.slice(1)
          .split(".")[0];
        const mismatches = [];
        let versionDifferences = 0;
        let compared = 0;
        for (const c of cases) {
          const theirs = liveOutcome(node, c);
          if (theirs === null) continue;
          compared++;
          const ours = outcome(OURS, c);
          if (agrees(ours, theirs, c)) continue;
          // Another Node.js major than the recording's may differ from it;
          // there ours must match the recording instead.
          if (
            !sameMajor && agrees(outcome(OURS, c, recording.cwd), c.outcome, c)
          ) {
            versionDifferences++;
            continue;
          }
          mismatches.push({ c, ours, node: theirs });
        }
        assertNoMismatches(mismatches, `Node.js ${version}`);
        // The comparison checked something: most cases agree with it live.
        assert.ok(compared > cases.length / 5, `only ${compared} compared`);
        assert.ok(
          versionDifferences < compared / 2,
          `${versionDifferences} of ${cases.length} differ from Node.js ${version}`,
        );
        if (versionDifferences > 0) {
          t.diagnostic(
            `${versionDifferences} of ${cases.length} cases differ between ` +
              `Node.js ${version} and ${recording.node}; ours follow ${recording.node}`,
          );
        }
      });
    }
  });
}
