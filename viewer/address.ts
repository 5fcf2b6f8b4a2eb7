// The viewer's inputs in the page's address: read from `#url=…&base=…` (the
// form the page writes as you type) or from a query, `?url=…&base=…` (the
// form a link or a form submission gives); the fragment wins when it has
// them, so that typing (which rewrites it) always shows what was typed.

import { URLSearchParams } from "../api/mod.ts";

/** The URL and base inputs, as the address gives them. */
export interface ViewerInputs {
  url: string;
  base: string;
}

/** The inputs in an address's `search` or `hash`, or `null` when neither has a `url`. */
export function inputsFromAddress(
  search: string,
  hash: string,
): ViewerInputs | null {
  for (const part of [hash, search]) {
    const params = new URLSearchParams(part.replace(/^[#?]/, ""));
    const url = params.get("url");
    if (url !== null) return { url, base: params.get("base") ?? "" };
  }
  return null;
}

/** The fragment that keeps `inputs` (`#url=…&base=…`, no base when empty). */
export function addressFragment(inputs: ViewerInputs): string {
  const params = new URLSearchParams();
  params.set("url", inputs.url);
  if (inputs.base !== "") params.set("base", inputs.base);
  return "#" + params.toString();
}

/**
 * "a" or "an" before a grammar form's name, by its first sound: "an
 * absolute-…", "a relative-…", "a URL-…" (said "you").
 */
export function withArticle(word: string): string {
  return (/^[aeiou]/.test(word) ? "an " : "a ") + word;
}
