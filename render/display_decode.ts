/**
 * Percent-decoding for display: the readable form of a path, query or
 * fragment, which keeps every sequence that would mislead when decoded.
 *
 * @module
 */

import { percentDecodeString } from "../percent/mod.ts";
import { isDefaultIgnorable } from "./_idn_tables.ts";
import { startsWithMark } from "./_marks.ts";

/** Runs of percent-encoded bytes. */
const ENCODED_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * Code points a display never decodes to: controls, spaces and line
 * separators, bidi controls, default-ignorable, format, private-use,
 * unassigned and surrogate code points, blank symbols; ASCII other than letters, digits and
 * `-._~!$'()*,` (`/`, `?`, `#`, `%`, `@`, `:` and the rest change how the URL
 * reads); and look-alikes of `/`, `.`, `?`, `#`, `@`, `:`, `%` and the lock
 * symbol.
 */
const NEVER_DECODED = new RegExp(
  "[\\p{Cc}\\p{Cf}\\p{Cn}\\p{Co}\\p{Cs}\\p{Zl}\\p{Zp}\\p{White_Space}" +
    "\\p{Bidi_Control}\\p{Default_Ignorable_Code_Point}" +
    '\\0-\\x20"#%&+\\/:;<=>?@\\[\\\\\\]^`{|}\\x7f' +
    "\\u2024\\u2044\\u2215\\u2571\\u29f8\\u3002\\ufe52\\ufe56\\ufe5f" +
    "\\ufe6b\\uff03\\uff05\\uff0e\\uff0f\\uff1a\\uff1f\\uff20\\u{1f512}]",
  "u",
);

/**
 * Characters that draw nothing although no property says so: U+2800 BRAILLE
 * PATTERN BLANK (a symbol with no dots) and the Hangul fillers.
 */
const BLANK = /[\u2800\u115f\u1160\u3164\uffa0]/u;

/** The length of the UTF-8 sequence a lead byte starts; 0 for no lead byte. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

let fatalDecoder: TextDecoder | undefined;

/** One UTF-8 sequence as a string, or `null` when it is not valid UTF-8. */
function decodeSequence(bytes: Uint8Array): string | null {
  fatalDecoder ??= new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  try {
    return fatalDecoder.decode(bytes);
  } catch {
    return null;
  }
}

/** Whether `char` may be shown decoded after the character `before`. */
function isShownDecoded(char: string, before: string): boolean {
  if (NEVER_DECODED.test(char) || BLANK.test(char)) return false;
  // The generated data too, for runtimes older than its Unicode version.
  if (isDefaultIgnorable(char.codePointAt(0)!)) return false;
  // A mark after ASCII would change how that ASCII character looks.
  return !startsWithMark(char) || before.charCodeAt(0) > 0x7f;
}

/** Decodes one run of percent-encoded bytes for display. */
function decodeRun(run: string, before: string): string {
  const bytes = percentDecodeString(run);
  let out = "";
  let previous = before;
  for (let i = 0; i < bytes.length;) {
    const length = sequenceLength(bytes[i]);
    const char = length > 0 && i + length <= bytes.length
      ? decodeSequence(bytes.subarray(i, i + length))
      : null;
    if (char !== null && isShownDecoded(char, previous)) {
      out += char;
      previous = char;
      i += length;
    } else {
      const kept = char === null ? 1 : length;
      out += run.slice(i * 3, (i + kept) * 3);
      previous = "%";
      i += kept;
    }
  }
  return out;
}

/**
 * Replaces the percent-encoded bytes of a URL component with the code points
 * they encode, for a person to read, as url.bs's URL rendering advises: only
 * complete, valid UTF-8 sequences are decoded, and never to a code point that
 * is invisible, changes the text's direction, or changes how the URL reads
 * (`/`, `?`, `#`, `%`, `@`, `:`, spaces, controls, their look-alikes). Every
 * other sequence is left as it is, so the result never reads as a different
 * URL.
 *
 * @see {@link https://url.spec.whatwg.org/#url-rendering-i18n}
 * @param component A path, query or fragment as a URL serializes it.
 * @returns The component with the safe sequences decoded.
 *
 * @example Words decode; separators, spaces and bidi controls stay encoded
 * ```ts
 * import { percentDecodeForDisplay } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * assert.equal(percentDecodeForDisplay("/caf%C3%A9/%E6%97%A5"), "/café/日");
 * assert.equal(percentDecodeForDisplay("/a%2Fb%20c"), "/a%2Fb%20c");
 * assert.equal(percentDecodeForDisplay("/%E2%80%AEtxt"), "/%E2%80%AEtxt");
 * assert.equal(percentDecodeForDisplay("/%C3"), "/%C3"); // incomplete
 * assert.equal(percentDecodeForDisplay("/%E2%A0%80"), "/%E2%A0%80"); // blank
 * ```
 */
export function percentDecodeForDisplay(component: string): string {
  return component.replace(
    ENCODED_RUN,
    (run, offset: number) => decodeRun(run, component.charAt(offset - 1)),
  );
}
