/// <reference lib="dom" />
/**
 * The live URL viewer: what urlstd knows about a URL, beside the browser's
 * own `URL`, updated as the person types. Bundled into one self-contained
 * page by `scripts/build_viewer.ts`.
 *
 * @module
 */

import { URL as StdURL } from "../api/mod.ts";
import { addressFragment, inputsFromAddress, withArticle } from "./address.ts";
import {
  basicURLParse,
  hostType,
  isValidURLString,
  parseURL,
  validURLStringProblems,
} from "../parser/mod.ts";
import { PSL_VERSION, publicSuffix, registrableDomain } from "../psl/mod.ts";
import { renderURL } from "../render/mod.ts";
import { segments } from "../cli/segments.ts";

/**
 * The URL getters the page shows, in the order of the URL Standard's IDL:
 * the string-valued accessors of `URL.prototype`, whose members Web IDL
 * makes enumerable in that order.
 */
const COMPONENTS = Object.keys(StdURL.prototype).filter((name) =>
  name !== "searchParams" &&
  typeof Object.getOwnPropertyDescriptor(StdURL.prototype, name)?.get ===
    "function"
) as Component[];

/** The names of URL's string attributes. */
type Component = {
  [K in keyof StdURL & string]: StdURL[K] extends string ? K : never;
}[keyof StdURL & string];

/** A validation error at its position in the input. */
interface Found {
  name: string;
  position: number;
}

/** One element by id, which the page always has. */
function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

/** An element with text and attributes. */
function element(
  tag: string,
  text = "",
  attributes: Record<string, string> = {},
): HTMLElement {
  const node = document.createElement(tag);
  node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) {
    node.setAttribute(name, value);
  }
  return node;
}

/** The getters of a URL object, or `null` when it did not parse. */
function read(
  url: { [K in Component]: string } | null,
): Record<Component, string> | null {
  if (url === null) return null;
  const values = {} as Record<Component, string>;
  for (const name of COMPONENTS) values[name] = url[name];
  return values;
}

/** Parses with one `URL` class; `null` on failure. */
function parseWith(
  Class: typeof StdURL | typeof globalThis.URL,
  input: string,
  base: string,
): Record<Component, string> | null {
  try {
    return read(base === "" ? new Class(input) : new Class(input, base));
  } catch {
    return null;
  }
}

/** The validation errors the basic URL parser reports for the input. */
function validationErrors(input: string, base: string): Found[] {
  const found: Found[] = [];
  const baseRecord = base === "" ? undefined : parseURL(base) ?? undefined;
  basicURLParse(input, {
    base: baseRecord,
    report: (name, position) => found.push({ name, position }),
  });
  return found;
}

/** The input with one `<mark data-error>` per validation error at its position. */
function renderErrors(input: string, errors: Found[]): void {
  const out = byId("input-errors");
  out.replaceChildren();
  const at = new Map<number, Found[]>();
  for (const error of errors) {
    const position = Math.min(error.position, input.length);
    at.set(position, [...(at.get(position) ?? []), error]);
  }
  const units = [...input];
  let offset = 0;
  for (let i = 0; i <= units.length; i++) {
    const char = i < units.length ? units[i] : "";
    const here = at.get(offset) ?? [];
    let node: Node = document.createTextNode(char === "" ? "" : char);
    if (here.length > 0 && char === "") {
      node = document.createTextNode("\u2423");
    }
    for (const error of here) {
      const mark = element("mark", "", {
        "data-error": error.name,
        "data-position": String(error.position),
        title: `${error.name} at ${error.position}`,
      });
      mark.append(node);
      node = mark;
    }
    out.append(node);
    offset += char.length;
  }
  const list = byId("error-list");
  list.replaceChildren(
    ...errors.map((error) =>
      element("li", `${error.name} at ${error.position}`, {
        "data-error-item": error.name,
      })
    ),
  );
  byId("error-count").textContent = errors.length === 1
    ? "1 validation error"
    : `${errors.length} validation errors`;
}

/** The components table: urlstd's value, the browser's, and their difference. */
function renderComponents(
  ours: Record<Component, string> | null,
  theirs: Record<Component, string> | null,
): void {
  const rows = byId("components");
  rows.replaceChildren();
  for (const name of COMPONENTS) {
    const mine = ours === null ? "failure" : ours[name];
    const browser = theirs === null ? "failure" : theirs[name];
    const row = element(
      "tr",
      "",
      mine === browser ? {} : { class: "differs", "data-differs": name },
    );
    row.append(
      element("th", name),
      element("td", mine, { "data-component": name }),
      element("td", browser, { "data-browser": name }),
    );
    rows.append(row);
  }
  byId("browser-agrees").textContent =
    COMPONENTS.every((name) =>
        (ours?.[name] ?? null) === (theirs?.[name] ?? null)
      )
      ? "The browser's URL agrees."
      : "The browser's URL differs (marked).";
}

/** Host kind, public suffix, registrable domain and the rendered form. */
function renderHost(href: string | null): void {
  const record = href === null ? null : parseURL(href);
  const kind = record === null ? null : hostType(record);
  const domain = kind === "domain" ? record!.host! : null;
  byId("host-kind").textContent = kind ?? "no host";
  byId("public-suffix").textContent = domain === null
    ? "—"
    : publicSuffix(domain) ?? "—";
  byId("registrable-domain").textContent = domain === null
    ? "—"
    : registrableDomain(domain) ?? "—";
  const display = byId("rendered");
  display.replaceChildren();
  if (href === null) return;
  const shown = renderURL(href);
  const range = shown.registrableDomain;
  if (range === null) {
    display.append(shown.text);
  } else {
    display.append(
      shown.text.slice(0, range.start),
      element("strong", shown.text.slice(range.start, range.end)),
      shown.text.slice(range.end),
    );
  }
}

/** The href with each component coloured and labelled with its offsets. */
function renderDiagram(href: string | null): void {
  const out = byId("diagram");
  const legend = byId("diagram-legend");
  out.replaceChildren();
  legend.replaceChildren();
  const record = href === null ? null : parseURL(href);
  if (record === null || href === null) return;
  let at = 0;
  for (const segment of segments(record)) {
    const item = element("li", "", { class: `part-${segment.name}` });
    item.append(
      element("span", segment.name, { class: `part part-${segment.name}` }),
      ` [${segment.start}, ${segment.end}) `,
      element("code", href.slice(segment.start, segment.end)),
    );
    legend.append(item);
    if (segment.start > at) out.append(href.slice(at, segment.start));
    out.append(element("span", href.slice(segment.start, segment.end), {
      class: `part part-${segment.name}`,
      "data-segment": segment.name,
      title: `${segment.name} [${segment.start}, ${segment.end})`,
    }));
    at = segment.end;
  }
  if (at < href.length) out.append(href.slice(at));
}

/** Whether the input is a valid URL string, and where it stops being one. */
function renderValidity(input: string, base: string): void {
  const baseArgument = base === "" ? undefined : base;
  const out = byId("valid-url-string");
  const valid = isValidURLString(input, baseArgument);
  out.dataset.valid = String(valid);
  out.replaceChildren();
  if (valid) {
    out.textContent = "A valid URL string.";
    return;
  }
  const [first] = validURLStringProblems(input, baseArgument);
  out.append(
    `Not a valid URL string: as ${
      withArticle(first.form)
    }, it stops at ${first.position} (${first.production}): `,
  );
  const shown = element("span", "", { class: "mono" });
  const at = first.position;
  const mark = element("mark", input.slice(at, at + 1) || "\u2423", {
    "data-grammar": first.production,
    "data-position": String(at),
  });
  shown.append(input.slice(0, at), mark, input.slice(at + 1));
  out.append(shown);
}

/** Updates the whole page from the inputs and keeps them in the address. */
function update(): void {
  const input = byId<HTMLInputElement>("url").value;
  const base = byId<HTMLInputElement>("base").value;
  const ours = parseWith(StdURL, input, base);
  const theirs = parseWith(globalThis.URL, input, base);
  renderErrors(input, validationErrors(input, base));
  renderComponents(ours, theirs);
  renderHost(ours?.href ?? null);
  renderDiagram(ours?.href ?? null);
  renderValidity(input, base);
  history.replaceState(null, "", addressFragment({ url: input, base }));
}

/** Reads the inputs from the page's address (`#url=…` or `?url=…`). */
function restore(): void {
  const inputs = inputsFromAddress(location.search, location.hash);
  if (inputs === null) return;
  byId<HTMLInputElement>("url").value = inputs.url;
  byId<HTMLInputElement>("base").value = inputs.base;
}

/** Starts the viewer. */
export function start(): void {
  byId("psl-version").textContent = PSL_VERSION;
  restore();
  for (const id of ["url", "base"]) byId(id).addEventListener("input", update);
  addEventListener("hashchange", () => {
    restore();
    update();
  });
  update();
}
