// Private: what the IDN rules share — the context a label is decided in,
// and code point and script helpers.

import { scriptExtensions } from "./_idn_tables.ts";

/** What a label policy is told about the label it decides on. */
export interface LabelContext {
  /** The label as the host holds it (ASCII, `xn--…` for an IDN label). */
  readonly ascii: string;
  /** Every label of the host in Unicode, the decided one at `index`. */
  readonly labels: readonly string[];
  /** The position of the label in `labels`. */
  readonly index: number;
}

/**
 * The number of the host's labels without the empty one a final dot leaves
 * (it is not copied: rules run once per label, and a copy per rule would
 * make a host's labels cost their square).
 */
export function hostLength(context: LabelContext): number {
  const { labels } = context;
  return labels.length > 1 && labels[labels.length - 1] === ""
    ? labels.length - 1
    : labels.length;
}

/**
 * The top-level label of the label's host, in Unicode (the last label
 * before a final dot).
 *
 * @param context The label's host.
 * @returns The top-level label.
 *
 * @example
 * ```ts
 * import { topLevelLabel } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(topLevelLabel({ ascii: "", labels: ["a", "рф", ""], index: 0 }), "рф");
 * ```
 */
export function topLevelLabel(context: LabelContext): string {
  return context.labels[hostLength(context) - 1];
}

/** The code points of a string. */
export function codes(text: string): number[] {
  return Array.from(text, (char) => char.codePointAt(0)!);
}

/** Whether a code point has one of the scripts in its Script_Extensions. */
export function hasScript(code: number | undefined, names: readonly string[]) {
  if (code === undefined) return false;
  const scripts = scriptExtensions(code);
  return names.some((name) => scripts.includes(name));
}
