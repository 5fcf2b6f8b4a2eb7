// The ICU oracle: ICU's own UTS #39 spoof checker (scripts/icu/spoof_oracle.c,
// built with gcc against Debian's libicu-dev) judges thousands of generated
// look-alikes of the top sites' brand names — whole-script, mixed-script and
// Latin look-alikes in every script with a letter whose skeleton is an ASCII
// letter, and case-mapped ones typed with an uppercase letter that IDNA
// lowercases (`ҽЬау`) — each judged as typed, and every label it flags must
// be shown in a form that is not the label IDNA makes of it, in every URL
// form the renderer has. Ordinary IDNs must stay Unicode.
// Without gcc or ICU the check says so loudly, and fails under CI=true.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { domainToUnicode } from "../host/mod.ts";
import { ICU_VERSION, TOP_DOMAINS } from "./_idn_data.ts";
import { formattedModule, icuData } from "../scripts/gen_idn_data.ts";
import { renderURL } from "./render_url.ts";
import { ORDINARY_IDNS } from "../tests/_ordinary_idns.ts";

const ROOT = new URL("..", import.meta.url).pathname;

/** Starts a command, or `null` when it cannot start (it is not installed). */
function run(
  command: string,
  args: string[],
  input?: string,
): Deno.ChildProcess | null {
  try {
    const child = new Deno.Command(command, {
      args,
      stdin: input === undefined ? "null" : "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    if (input !== undefined) {
      const writer = child.stdin.getWriter();
      writer.write(new TextEncoder().encode(input));
      writer.close();
    }
    return child;
  } catch {
    return null;
  }
}

/** Builds the oracle; its path, or why it could not be built. */
async function buildOracle(dir: string): Promise<string | { why: string }> {
  const flags = await output("pkg-config", [
    "--cflags",
    "--libs",
    "icu-uc",
    "icu-i18n",
  ]);
  if (flags === null) return { why: "pkg-config finds no ICU (libicu-dev)" };
  const binary = join(dir, "spoof_oracle");
  const built = await output("gcc", [
    "-O2",
    "-o",
    binary,
    join(ROOT, "scripts", "icu", "spoof_oracle.c"),
    ...flags.trim().split(/\s+/).filter(Boolean),
  ]);
  return built === null ? { why: "gcc cannot build the oracle" } : binary;
}

/** A command's stdout, or `null` when it cannot run or exits non-zero. */
async function output(
  command: string,
  args: string[],
  input?: string,
): Promise<string | null> {
  const child = run(command, args, input);
  if (child === null) return null;
  const result = await child.output();
  return result.success ? new TextDecoder().decode(result.stdout) : null;
}

/** Brand names: the first label of each top domain, letters and digits. */
function brands(): string[] {
  const names = new Set<string>();
  for (const domain of TOP_DOMAINS.split(" ")) {
    const name = domain.split(".")[0];
    if (/^[a-z0-9]{3,14}$/.test(name)) names.add(name);
  }
  return [...names];
}

/** ICU's look-alikes of ASCII letters and digits, by script, then letter. */
function lookalikesByScript(text: string): Map<string, Map<string, string[]>> {
  const scripts = new Map<string, Map<string, string[]>>();
  for (const line of text.trim().split("\n")) {
    const [code, letter] = line.split("\t");
    const char = String.fromCodePoint(Number(code));
    const script = scriptOf(char);
    const letters = scripts.get(script) ?? new Map<string, string[]>();
    letters.set(letter, [...(letters.get(letter) ?? []), char]);
    scripts.set(script, letters);
  }
  return scripts;
}

/** A coarse script key for grouping (the oracle needs no exact script). */
function scriptOf(char: string): string {
  for (
    const script of [
      "Latin",
      "Cyrillic",
      "Greek",
      "Armenian",
      "Georgian",
      "Cherokee",
      "Canadian_Aboriginal",
      "Lisu",
      "Coptic",
      "Osage",
      "Deseret",
      "Myanmar",
      "Malayalam",
      "Hebrew",
      "Arabic",
      "Han",
      "Hiragana",
      "Katakana",
      "Hangul",
    ]
  ) {
    if (new RegExp(`^\\p{sc=${script}}$`, "u").test(char)) return script;
  }
  return "other:" + (char.codePointAt(0)! >> 8).toString(16);
}

/** Whole-script, mixed-script and single-substitution look-alikes of a brand. */
function lookalikesOf(
  brand: string,
  letters: Map<string, string[]>,
  variant: number,
): string[] {
  const pick = (list: string[]) => list[variant % list.length];
  const chars = [...brand];
  const out: string[] = [];
  const whole = chars.map((c) => letters.has(c) ? pick(letters.get(c)!) : c);
  if (whole.join("") !== brand) out.push(whole.join(""));
  const positions = chars.flatMap((c, i) => letters.has(c) ? [i] : []);
  for (const at of positions.slice(0, 2)) {
    const one = [...chars];
    one[at] = pick(letters.get(chars[at])!);
    out.push(one.join(""));
  }
  return out;
}

/**
 * Case-mapped look-alikes: each of ICU's look-alike letters that is an
 * uppercase letter IDNA lowercases (`Ь`, read as `b`, to `ь`), put into
 * every brand with
 * its letter, inside each of the brand's whole-script look-alikes in the
 * letter's script and alone in the ASCII brand. ICU judges the input
 * (`ҽЬау`, whose skeleton is `ebay`); the renderer shows the mapped label
 * (`ҽьау`, whose skeleton is `eƅay`).
 */
function caseMappedLookalikes(
  scripts: Map<string, Map<string, string[]>>,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const letters of scripts.values()) {
    // Up to four whole-script look-alikes per brand, each with other letters.
    const variants = Math.min(
      4,
      Math.max(...[...letters.values()].map((list) => list.length)),
    );
    for (const [letter, chars] of letters) {
      for (const form of chars.filter(isCaseMapped)) {
        for (const brand of brands()) {
          if (!brand.includes(letter)) continue;
          out.set(brand.replace(letter, form), brand);
          for (let variant = 0; variant < variants; variant++) {
            const whole = [...brand].map((c) => {
              const list = c === letter ? [form] : letters.get(c) ?? [c];
              return list[variant % list.length];
            });
            out.set(whole.join(""), brand);
          }
        }
      }
    }
  }
  return out;
}

/** Whether a character is an uppercase letter that IDNA lowercases. */
function isCaseMapped(char: string): boolean {
  const lower = char.toLowerCase();
  return lower !== char && mappedLabel(char + "x") === lower + "x";
}

/** The label the renderer is asked about: the input after IDNA mapping. */
function mappedLabel(label: string): string | null {
  if (!URL.canParse(`https://${label}.com/`)) return null;
  const host = new URL(`https://${label}.com/`).hostname;
  const unicode = domainToUnicode(host).split(".");
  if (unicode.length !== 2 || /^[\0-\x7f]*$/.test(unicode[0])) return null;
  return unicode[0];
}

/** Every URL form a host is shown in, and its rendered text. */
function renderedForms(label: string): string[] {
  return [
    renderURL(`https://${label}.com/login`).text,
    renderURL(`https://www.${label}.com/`).text,
    renderURL(`https://www.${label}.com/`, { mode: "host" }).text,
    renderURL(`wss://${label}.com/socket`).text,
    renderURL(`http://a.${label}.co.uk:8080/p?q#f`, { isolate: true }).text,
    renderURL(`ssh://${label}.com/`).text,
    renderURL(`blob:https://${label}.com/uuid`).text,
    renderURL(`blob:https://${label}.com/uuid`, { mode: "host" }).text,
  ];
}

/** Whether ICU can be built against here; says so loudly when not. */
async function icuAvailable(dir: string): Promise<string | null> {
  const oracle = await buildOracle(dir);
  if (typeof oracle === "string") return oracle;
  const message = `ICU ORACLE NOT RUN: ${oracle.why}`;
  if (Deno.env.get("CI") === "true") assert.fail(message);
  console.warn(`\n!!! ${message}; install gcc and libicu-dev !!!\n`);
  return null;
}

describe("the generated IDN data (scripts/gen_idn_data.ts)", () => {
  it("is what this machine's ICU generates, where it is the same ICU", async () => {
    const dir = mkdtempSync(join(tmpdir(), "urlstd-icu-"));
    try {
      if (await icuAvailable(dir) === null) return;
      const data = icuData(dir);
      if (data.icu !== ICU_VERSION) {
        console.warn(
          `render/_idn_data.ts is from ICU ${ICU_VERSION}, this is ICU ` +
            `${data.icu}: not compared; rerun scripts/gen_idn_data.ts`,
        );
        return;
      }
      const committed = readFileSync(
        join(ROOT, "render", "_idn_data.ts"),
        "utf8",
      );
      const fresh = formattedModule(dir, data, TOP_DOMAINS.split(" "));
      assert.ok(fresh === committed, "rerun scripts/gen_idn_data.ts");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the ICU oracle (uspoof, libicu-dev)", () => {
  it("flags no ordinary IDN, and every look-alike it flags stays encoded", async () => {
    const dir = mkdtempSync(join(tmpdir(), "urlstd-icu-"));
    try {
      const oracle = await icuAvailable(dir);
      if (oracle === null) return;
      const scripts = lookalikesByScript(
        (await output(oracle, ["lookalikes"]))!,
      );
      // Each look-alike as typed (ICU judges it) and its brand.
      const pairs = new Map<string, string>();
      let variant = 0;
      for (const letters of scripts.values()) {
        for (const brand of brands()) {
          for (const candidate of lookalikesOf(brand, letters, variant++)) {
            pairs.set(candidate, brand);
          }
        }
      }
      const caseMapped = caseMappedLookalikes(scripts);
      // The reported ones, whose mixes of look-alikes the generator may miss.
      caseMapped.set("ҽЬау", "ebay").set("гоЬӀох", "roblox").set(
        "һѕЬс",
        "hsbc",
      );
      for (const [candidate, brand] of caseMapped) {
        if (!pairs.has(candidate)) pairs.set(candidate, brand);
      }
      for (const [candidate] of pairs) {
        if (mappedLabel(candidate) === null) pairs.delete(candidate);
      }
      const ordinary = ORDINARY_IDNS.map((host) => host.split(".")[0]);
      const labels = [...ordinary, ...pairs.keys()];
      const input = labels.map((label) =>
        `${label}\t${pairs.get(label) ?? label}\n`
      ).join("");
      const verdicts = (await output(oracle, ["check"], input))!
        .trim().split("\n").map((line) => line.split("\t").map(Number));
      assert.equal(verdicts.length, labels.length);

      ordinary.forEach((label, i) => {
        assert.equal(verdicts[i][0], 0, `ICU flags ordinary ${label}`);
      });
      for (const host of ORDINARY_IDNS) {
        assert.equal(renderURL(`https://${host}/`).text, `https://${host}/`);
        assert.equal(
          renderURL(`https://${host}/`, { mode: "host" }).text,
          host,
        );
        assert.equal(renderURL(`ssh://${host}/`).text, `ssh://${host}/`);
        assert.equal(
          renderURL(`blob:https://${host}/x`).text,
          `blob:https://${host}/x`,
        );
      }

      const misses: string[] = [];
      let flagged = 0;
      let flaggedCaseMapped = 0;
      labels.forEach((typed, i) => {
        if (i < ordinary.length) return;
        const [checks, confusable] = verdicts[i];
        if (checks === 0 && confusable === 0) return;
        flagged++;
        if (caseMapped.has(typed)) flaggedCaseMapped++;
        const shown = mappedLabel(typed)!;
        for (const text of renderedForms(typed)) {
          if (text.includes(shown)) misses.push(`${typed} in ${text}`);
        }
      });
      console.log(
        `ICU oracle: ${labels.length - ordinary.length} look-alikes of ` +
          `${brands().length} brands in ${scripts.size} script groups ` +
          `(${caseMapped.size} case-mapped); ICU flags ${flagged} ` +
          `(${flaggedCaseMapped} case-mapped), ${misses.length} shown in Unicode`,
      );
      assert.ok(flagged >= 2000, `only ${flagged} flagged look-alikes`);
      assert.ok(
        flaggedCaseMapped >= 100,
        `only ${flaggedCaseMapped} flagged case-mapped look-alikes`,
      );
      for (const typed of ["ҽЬау", "гоЬӀох", "һѕЬс"]) {
        const at = labels.indexOf(typed);
        assert.notDeepEqual(verdicts[at], [0, 0], `ICU flags ${typed}`);
      }
      assert.deepEqual(misses.slice(0, 20), [], `${misses.length} misses`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
