/**
 * Regenerates `npm_urls.txt` and `debian_doc_urls.txt` from files this
 * machine holds (see README.md for what each holds and its licence):
 *
 * - `npm_urls.txt`: the URL fields of npm package metadata (`homepage`,
 *   `repository`, `bugs`, `author`, `contributors`, `maintainers`,
 *   `funding`, `licenses`) and the URLs written in the packages' Markdown
 *   files (but change logs) and README text, from every package.json and
 *   Markdown file under the project's `node_modules` and every document in
 *   the npm cache
 *   (`~/.npm/_cacache`: the registry's packuments with every version's
 *   fields, the package.json of each cached tarball, and the cache's
 *   request URLs), and the `resolved` URLs of package-lock.json (the
 *   packuments' `dist.tarball` of every version are left out: tens of
 *   thousands of one shape);
 * - `debian_doc_urls.txt`: the URLs and e-mail addresses in
 *   `/usr/share/doc/* /copyright` (with the first word of each `Source:`
 *   and `Upstream-Contact:` field as it is written, bare hosts and prose
 *   included), the `Documentation=` references of the systemd units, the
 *   URLs in the packages' README and NEWS files, and the `Bugs:`,
 *   `Maintainer:` and `Original-Maintainer:` fields of the apt package
 *   index (`/var/lib/apt/lists/*Packages*`);
 * - `wpt_inputs.txt`: the conformance data's inputs (see wptInputs()): IDNA
 *   and IPv4/IPv6 hosts, `data:`, `mailto:` and other non-special schemes,
 *   credentials, non-ASCII and percent-encoded parts, and failures, which
 *   the other two hold few of.
 *
 * Values are kept as they are written (`git+ssh://git@…`, `github:user/repo`,
 * `user/repo`, a bare e-mail address), since that is what a program reading
 * these fields hands to a URL parser; e-mail addresses become `mailto:`
 * URLs. The local part of every e-mail address (in a `mailto:` URL or a
 * bare address) is replaced by a pseudonym of the same length and letters'
 * case (a hash of the address), so that the files carry no one's address. Each file is in a fixed pseudo-random order
 * (an FNV-1a hash of each line), so the first lines are a sample.
 *
 * Usage: deno task bench:datasets:local [FILE...] (no FILE: all three)
 *
 * @module
 */

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const here = new URL(".", import.meta.url).pathname;
const root = new URL("../../", import.meta.url).pathname;

/**
 * A URL in running text: a scheme, then up to a delimiter (an IPv6 host's
 * brackets right after "//" included).
 */
const URL_IN_TEXT =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/(?:\[[0-9a-f:.]+\])?|(?:mailto|tel|data|man|info|urn|news):)[^\s<>"'`()[\]{}\\|^]*/gi;

/** An e-mail address in running text: its domain ends in a letter label. */
const EMAIL_IN_TEXT =
  /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z][a-z-]+\b/gi;

/** Punctuation that ends a sentence or a Markdown link, not a URL. */
const TRAILING = /[.,;:!?*_~]+$/;

/** The 32-bit FNV-1a hash of a string's UTF-16 code units. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * `address` with its local part replaced by letters of a hash of the whole
 * address: same length, same case of each letter, digits and `.` `-` `_`
 * `+` kept where they are.
 */
export function pseudonymousAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let state = fnv1a(address) || 1;
  let local = "";
  for (const c of address.slice(0, at)) {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) >>> 0;
    const letter = String.fromCharCode(0x61 + (state % 26));
    if (/[a-z]/.test(c)) local += letter;
    else if (/[A-Z]/.test(c)) local += letter.toUpperCase();
    else if (/[0-9]/.test(c)) local += String(state % 10);
    else local += c;
  }
  return local + address.slice(at);
}

/**
 * A `mailto:` URL or a bare address (`a@b.example`, `git@host:path`) with
 * its addresses pseudonymous; any other input as it is.
 */
function withoutAddresses(input: string): string {
  const bare = /^[^:/?#]*@/.test(input);
  if (!bare && !/^mailto:/i.test(input)) return input;
  return input.replace(EMAIL_IN_TEXT, pseudonymousAddress);
}

/** Collects distinct inputs, each trimmed and without its address. */
class Inputs {
  readonly found = new Set<string>();
  add(value: unknown): void {
    if (typeof value !== "string") return;
    const text = value.trim().replace(/^<(.*)>$/, "$1");
    if (text.length === 0 || text.length > 4_000 || /[\n\r]/.test(text)) {
      return;
    }
    this.found.add(withoutAddresses(text));
  }
  /**
   * An input exactly as it is (its spaces and addresses kept), unless it
   * holds a line break, which a line of the file cannot.
   */
  addAsIs(value: unknown): void {
    if (typeof value === "string" && value !== "" && !/[\n\r]/.test(value)) {
      this.found.add(value);
    }
  }
  /** Every URL and e-mail address (as `mailto:`) in running text. */
  addText(text: string): void {
    for (const match of text.matchAll(URL_IN_TEXT)) {
      this.add(match[0].replace(TRAILING, ""));
    }
    for (const match of text.matchAll(EMAIL_IN_TEXT)) {
      const before = text.slice(Math.max(0, match.index - 7), match.index);
      if (!before.endsWith("mailto:") && !before.endsWith("/")) {
        this.add(`mailto:${match[0]}`);
      }
    }
  }
  /** The inputs in their fixed pseudo-random order. */
  lines(): string[] {
    return [...this.found].sort((a, b) =>
      fnv1a(a) - fnv1a(b) || (a < b ? -1 : 1)
    );
  }
}

/** A person field: "Name <email> (url)" or { name, email, url }. */
function addPerson(inputs: Inputs, person: unknown): void {
  if (typeof person === "string") {
    const email = /<([^>]+)>/.exec(person)?.[1];
    const url = /\(([^)]+)\)/.exec(person)?.[1];
    if (email !== undefined) inputs.add(`mailto:${email}`);
    inputs.add(url);
  } else if (person !== null && typeof person === "object") {
    const p = person as Record<string, unknown>;
    if (typeof p.email === "string") inputs.add(`mailto:${p.email}`);
    inputs.add(p.url);
  }
}

/** The URL fields of one package.json (or one version of a packument). */
export function addPackageFields(
  inputs: Inputs,
  pkg: Record<string, unknown>,
): void {
  inputs.add(pkg.homepage);
  const urlOf = (v: unknown) =>
    typeof v === "object" && v !== null ? (v as { url?: unknown }).url : v;
  inputs.add(urlOf(pkg.repository));
  inputs.add(urlOf(pkg.bugs));
  const bugs = pkg.bugs as { email?: unknown } | undefined;
  if (typeof bugs?.email === "string") inputs.add(`mailto:${bugs.email}`);
  for (const key of ["author", "contributors", "maintainers"]) {
    const v = pkg[key];
    for (const person of Array.isArray(v) ? v : [v]) addPerson(inputs, person);
  }
  for (const key of ["funding", "licenses"]) {
    const v = pkg[key];
    for (const item of Array.isArray(v) ? v : [v]) inputs.add(urlOf(item));
  }
  if (typeof pkg.readme === "string") inputs.addText(pkg.readme);
}

/** Every file under `dir` whose name `keep` accepts. */
function walk(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...walk(path, keep));
    else if (entry.isFile() && keep(entry.name)) out.push(path);
  }
  return out;
}

function readJson(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text);
    return typeof value === "object" && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** The package.json in a gzipped tarball (a cached package). */
function packageJsonOfTarball(path: string): string | null {
  const tar = gunzipSync(readFileSync(path));
  for (let at = 0; at + 512 <= tar.length;) {
    const name = tar.subarray(at, at + 100).toString("latin1").replace(
      /\0.*$/s,
      "",
    );
    const size = parseInt(
      tar.subarray(at + 124, at + 136).toString("latin1"),
      8,
    );
    if (name === "") break;
    if (/^[^/]+\/package\.json$/.test(name)) {
      return tar.subarray(at + 512, at + 512 + size).toString("utf8");
    }
    at += 512 + Math.ceil((size || 0) / 512) * 512;
  }
  return null;
}

/** The npm cache's documents: request URL and content file of each. */
function cacheEntries(cache: string): { url: string; file: string }[] {
  const out: { url: string; file: string }[] = [];
  for (const index of walk(`${cache}/index-v5`, () => true)) {
    for (const line of readFileSync(index, "utf8").split("\n")) {
      const entry = readJson(line.slice(line.indexOf("\t") + 1));
      if (entry === null || typeof entry.integrity !== "string") continue;
      // Other keys (pacote's) name cache entries, not requests.
      const prefix = "make-fetch-happen:request-cache:";
      if (!String(entry.key).startsWith(prefix)) continue;
      const key = String(entry.key).slice(prefix.length);
      const [algorithm, digest] = entry.integrity.split("-", 2);
      const hex = Buffer.from(digest, "base64").toString("hex");
      const file = `${cache}/content-v2/${algorithm}/${hex.slice(0, 2)}/${
        hex.slice(2, 4)
      }/${hex.slice(4)}`;
      out.push({ url: key, file });
    }
  }
  return out;
}

/** The npm package metadata's URLs. */
function npmUrls(): string[] {
  const inputs = new Inputs();
  const modules = walk(
    `${root}node_modules`,
    // Change logs are left out: Node's alone links thousands of commits.
    (n) =>
      n === "package.json" ||
      (/\.(md|markdown)$/i.test(n) && !/^(changelog|history|changes)/i.test(n)),
  );
  for (const path of modules) {
    const text = readFileSync(path, "utf8");
    if (path.endsWith(".json")) {
      const pkg = readJson(text);
      if (pkg !== null) addPackageFields(inputs, pkg);
    } else inputs.addText(text);
  }
  const lock = readJson(readFileSync(`${root}package-lock.json`, "utf8"));
  for (const entry of Object.values(lock?.packages ?? {})) {
    inputs.add((entry as { resolved?: unknown }).resolved);
  }
  const cache = `${Deno.env.get("HOME")}/.npm/_cacache`;
  for (const { url, file } of existsSync(cache) ? cacheEntries(cache) : []) {
    inputs.add(url);
    if (!existsSync(file)) continue;
    if (url.endsWith(".tgz")) {
      const text = packageJsonOfTarball(file);
      const pkg = text === null ? null : readJson(text);
      if (pkg !== null) addPackageFields(inputs, pkg);
      continue;
    }
    const doc = readJson(readFileSync(file, "utf8"));
    if (doc === null) continue;
    addPackageFields(inputs, doc);
    for (const version of Object.values(doc.versions ?? {})) {
      addPackageFields(inputs, version as Record<string, unknown>);
    }
  }
  return inputs.lines();
}

/** A text file, gunzipped where its name ends in `.gz`. */
function readText(path: string): string {
  const bytes = readFileSync(path);
  return (path.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
}

/** The Debian package files' URLs. */
function debianUrls(): string[] {
  const inputs = new Inputs();
  for (const name of readdirSync("/usr/share/doc")) {
    const dir = `/usr/share/doc/${name}`;
    if (!statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir)) {
      if (!/^(copyright|README.*|NEWS.*)$/i.test(file)) continue;
      const path = `${dir}/${file}`;
      if (!statSync(path).isFile()) continue;
      const text = readText(path);
      inputs.addText(text);
      for (
        const m of text.matchAll(/^(?:Source|Upstream-Contact):[ \t]*(\S+)/gm)
      ) {
        inputs.add(m[1]);
      }
    }
  }
  for (const dir of ["/usr/lib/systemd/system", "/usr/lib/systemd/user"]) {
    for (const path of walk(dir, () => true)) {
      for (
        const m of readFileSync(path, "utf8").matchAll(/^Documentation=(.*)$/gm)
      ) {
        for (const ref of m[1].trim().split(/\s+/)) inputs.add(ref);
      }
    }
  }
  for (
    const path of walk(
      "/var/lib/apt/lists",
      (n) => /_Packages(\.lz4)?$/.test(n),
    )
  ) {
    const output = new Deno.Command("/usr/lib/apt/apt-helper", {
      args: ["cat-file", path],
      stdout: "piped",
    }).outputSync();
    if (!output.success) throw new Error(`apt-helper cat-file ${path} failed`);
    const index = new TextDecoder().decode(output.stdout);
    for (const m of index.matchAll(/^Bugs:[ \t]*(\S+)/gm)) inputs.add(m[1]);
    for (const m of index.matchAll(/^(?:Original-)?Maintainer:.*<([^>]+)>/gm)) {
      inputs.add(`mailto:${m[1]}`);
    }
  }
  return inputs.lines();
}

/**
 * The inputs of the URL Standard's conformance data (web-platform-tests,
 * `../shared/wpt` or $WPT_DIR): every urltestdata.json input without a base,
 * and every toascii.json input as the host of `https://HOST/x` (as that
 * file's own test builds it).
 */
function wptInputs(): string[] {
  const dir = Deno.env.get("WPT_DIR") ?? `${root}../shared/wpt`;
  const inputs = new Inputs();
  const read = (name: string) =>
    JSON.parse(readFileSync(`${dir}/${name}`, "utf8")) as unknown[];
  for (const entry of read("urltestdata.json")) {
    const e = entry as { input?: string; base?: string | null };
    if (typeof e === "object" && e.base == null) inputs.addAsIs(e.input);
  }
  for (const entry of read("toascii.json")) {
    const e = entry as { input?: string };
    if (typeof e === "object" && typeof e.input === "string") {
      inputs.addAsIs(`https://${e.input}/x`);
    }
  }
  return inputs.lines();
}

/** Each file and how to make it. */
const FILES: Record<string, () => string[]> = {
  "npm_urls.txt": npmUrls,
  "debian_doc_urls.txt": debianUrls,
  "wpt_inputs.txt": wptInputs,
};

if (import.meta.main) {
  // Arguments name the files to make; none: all of them.
  const names = Deno.args.length > 0 ? Deno.args : Object.keys(FILES);
  for (const name of names) {
    const lines = FILES[name]();
    Deno.writeTextFileSync(`${here}${name}`, lines.join("\n") + "\n");
    console.log(`${name}: ${lines.length} lines`);
  }
}
