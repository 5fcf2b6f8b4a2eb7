// The suite's inputs: the datasets, and the references and setter values
// that modes g and h make from them.

import type { Host, Implementation, URLLike } from "./suite.ts";
import { parseOrNull, type SetterValues } from "./suite_loops.ts";

/** A dataset's name in the report: its file name. */
export function datasetName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** Loads a dataset: one URL per line, BOM and empty lines dropped. */
export function loadDataset(
  host: Pick<Host, "readText">,
  path: string,
  limit: number,
): string[] {
  let text = host.readText(path);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split("\n").filter((line) => line !== "");
  // Fresh strings, not slices of the whole file.
  return lines.slice(0, limit).map((line) => (" " + line).slice(1));
}

/** How many bases mode g takes from a dataset, ten references each. */
const BASES_PER_DATASET = 1_000;

/**
 * The inputs `native` parses to a URL that can be a base (one whose path is
 * not opaque), each with its parsed URL.
 */
function hierarchical(
  native: Implementation,
  inputs: string[],
): { input: string; url: URLLike }[] {
  const found: { input: string; url: URLLike }[] = [];
  for (const input of inputs) {
    const url = parseOrNull(native, input);
    if (url !== null && parseOrNull(native, "x", input) !== null) {
      found.push({ input, url });
    }
  }
  return found;
}

/**
 * Mode g's input: the first {@linkcode BASES_PER_DATASET} inputs that can be
 * a base, each with ten references of the shapes a page's links take, made
 * from the parts of the next such input: a path segment, `./segment?query`,
 * `../segment`, `../../path`, `/path?query`, `?query`, `#fragment`,
 * `//host/path`, the absolute URL, and the empty reference.
 */
export function relativeReferences(
  native: Implementation,
  inputs: string[],
): { refs: string[]; bases: string[] } {
  const found = hierarchical(native, inputs);
  const refs: string[] = [];
  const bases: string[] = [];
  const count = Math.min(BASES_PER_DATASET, found.length - 1);
  for (let i = 0; i < count; i++) {
    const other = found[i + 1].url;
    const path = other.pathname;
    const segment = path.slice(path.lastIndexOf("/") + 1) || "index.html";
    const query = other.search || "?q=1";
    refs.push(
      segment,
      `./${segment}${other.search}`,
      `../${segment}`,
      `../../${path.slice(1)}`,
      path + other.search,
      query,
      other.hash || "#top",
      `//${other.host}${path}`,
      other.href,
      "",
    );
    for (let k = 0; k < 10; k++) bases.push(found[i].input);
  }
  return { refs, bases };
}

/**
 * Mode h's input: the inputs that can be a base, and for each the search,
 * hash and pathname of the next such input (`?q=1` and `#top` where that
 * one has none).
 */
export function setterInputs(
  native: Implementation,
  inputs: string[],
): { objects: string[]; values: SetterValues } {
  const found = hierarchical(native, inputs);
  const values: SetterValues = { search: [], hash: [], pathname: [] };
  const objects: string[] = [];
  for (let i = 0; i + 1 < found.length; i++) {
    const other = found[i + 1].url;
    objects.push(found[i].input);
    values.search.push(other.search || "?q=1");
    values.hash.push(other.hash || "#top");
    values.pathname.push(other.pathname);
  }
  return { objects, values };
}
