/**
 * Regenerates `debian_urls.txt`: every distinct `scheme://…` URL in the
 * `Homepage:` and `Description:` fields of the Debian package index this
 * machine's apt holds (`apt-cache dumpavail`; run `apt-get update` first for
 * a current index), in a fixed pseudo-random order (sorted by an FNV-1a hash
 * of the URL, so that the first lines, which `--limit` keeps, are a sample
 * of the whole and not one host's run).
 *
 * Usage: deno task bench:datasets:debian
 *
 * @module
 */

/** Where a URL ends in running text: white space, or a delimiter. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`()[\]{}]+/gi;

/** Punctuation that ends a sentence, not a URL. */
const TRAILING = /[.,;:!?]+$/;

/** The distinct URLs of the package index's Homepage and Description. */
export function urlsOf(index: string): string[] {
  const found = new Set<string>();
  let field = "";
  for (const line of index.split("\n")) {
    // A continuation line (leading space) belongs to the field above it.
    if (!line.startsWith(" ")) field = line.slice(0, line.indexOf(":"));
    if (field !== "Homepage" && field !== "Description") continue;
    for (const match of line.matchAll(URL_IN_TEXT)) {
      found.add(match[0].replace(TRAILING, ""));
    }
  }
  return [...found];
}

/** The 32-bit FNV-1a hash of a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash;
}

if (import.meta.main) {
  const output = new Deno.Command("apt-cache", {
    args: ["dumpavail"],
    stdout: "piped",
  }).outputSync();
  if (!output.success) throw new Error("apt-cache dumpavail failed");
  const urls = urlsOf(new TextDecoder().decode(output.stdout));
  urls.sort((a, b) => fnv1a(a) - fnv1a(b) || (a < b ? -1 : 1));
  const out = new URL("debian_urls.txt", import.meta.url);
  Deno.writeTextFileSync(out, urls.join("\n") + "\n");
  console.log(`${urls.length} URLs written to ${out.pathname}`);
}
