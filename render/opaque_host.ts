/**
 * Showing an opaque host (the host of a non-special URL, such as
 * `ssh://host/`), which the URL parser percent-encodes rather than IDNA
 * processes.
 *
 * @module
 */

import { percentDecodeString } from "../percent/mod.ts";
import type { LabelPolicy } from "./label_policy.ts";
import { startsWithMark } from "./_marks.ts";

/** How one opaque host is shown, label by label. */
export interface OpaqueHostDisplay {
  /** The labels to show, split at the host's literal dots. */
  labels: string[];
  /** The labels left percent-encoded although they encode Unicode text. */
  encoded: string[];
}

let fatalDecoder: TextDecoder | undefined;

/** The UTF-8 text of percent-encoded bytes, or `null` when not valid UTF-8. */
function utf8(bytes: Uint8Array): string | null {
  fatalDecoder ??= new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  try {
    return fatalDecoder.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A label decoded for display, or `null` when it stays as it is: it must
 * encode only non-ASCII text in valid UTF-8, so no escape turns into a dot,
 * slash or any other ASCII character that changes how the host reads, and
 * must not start with a combining mark, which would join the `.` or `/`
 * before the label (the path decoder keeps a mark after ASCII encoded too).
 */
function decodedLabel(label: string): string | null {
  if (!label.includes("%")) return null;
  const text = utf8(percentDecodeString(label));
  if (text === null || startsWithMark(text)) return null;
  // Every ASCII character must have been literal: count them both ways.
  const literalAscii = label.replace(/%[0-9A-Fa-f]{2}/g, "").length;
  const decodedAscii = text.replace(/[^\0-\x7f]/gu, "").length;
  return literalAscii === decodedAscii ? text : null;
}

/**
 * Decides how an opaque host is shown: each label (between literal dots)
 * that percent-encodes Unicode text is shown decoded when the label policy
 * allows its lowercase form, as it would a domain label, and stays
 * percent-encoded otherwise — the encoded form is the host's ASCII form, as
 * Punycode is a domain's. An escape never decodes to ASCII, so `%2E` never
 * becomes a dot a reader takes for a label separator, and a label that
 * starts with a combining mark stays encoded, so the mark is never drawn on
 * the separator before it.
 *
 * @param host An opaque host as the URL parser serializes it.
 * @param policy Which labels may be shown in Unicode.
 * @returns The labels to show and those kept encoded.
 *
 * @example A look-alike stays encoded; `%2E` stays an escape
 * ```ts
 * import { defaultLabelPolicy, displayOpaqueHost } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * const policy = defaultLabelPolicy;
 * assert.deepEqual(displayOpaqueHost("%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.com", policy).labels, ["пример", "com"]);
 * assert.equal(displayOpaqueHost("%D0%B0%D1%80%D1%80%D3%8F%D0%B5.com", policy).encoded.length, 1);
 * assert.deepEqual(displayOpaqueHost("paypal%2Ecom", policy).labels, ["paypal%2Ecom"]);
 * assert.deepEqual(displayOpaqueHost("%CC%81evil.com", policy).labels, ["%CC%81evil", "com"]);
 * ```
 */
export function displayOpaqueHost(
  host: string,
  policy: LabelPolicy,
): OpaqueHostDisplay {
  const raw = host.split(".");
  const decoded = raw.map(decodedLabel);
  const unicode = raw.map((label, i) => (decoded[i] ?? label).toLowerCase());
  const encoded: string[] = [];
  const labels = raw.map((label, index) => {
    if (decoded[index] === null) return label;
    if (policy(unicode[index], { ascii: label, labels: unicode, index })) {
      return decoded[index]!;
    }
    encoded.push(label);
    return label;
  });
  return { labels, encoded };
}
