// Private: the legacy encoders of the Encoding Standard, from @exodus/bytes,
// behind the URL Standard's Encoding hook.

import type { Encoding } from "../percent/encoding.ts";
// @ts-types="./_exodus_bytes.d.ts"
import { createMultibyteEncoder } from "@exodus/bytes/multi-byte.js";
// @ts-types="./_exodus_bytes.d.ts"
import { createSinglebyteEncoder } from "@exodus/bytes/single-byte.js";
// @ts-types="./_exodus_bytes.d.ts"
import { percentEncodeAfterEncoding } from "@exodus/bytes/whatwg.js";

/**
 * The Encoding Standard's legacy multi-byte encodings (sections 10 to 13),
 * by lowercase name; every other legacy encoding is single-byte.
 *
 * @see {@link https://encoding.spec.whatwg.org/#legacy-multi-byte-chinese-(simplified)-encodings}
 */
const MULTI_BYTE: ReadonlySet<string> = new Set([
  "gbk",
  "gb18030",
  "big5",
  "euc-jp",
  "iso-2022-jp",
  "shift_jis",
  "euc-kr",
]);

/**
 * Every printable ASCII code point, as a percent-encode set string for
 * @exodus/bytes: with it, every byte of the output is percent-encoded, so
 * the only unescaped characters left are the decimal digits of the spec's
 * `%26%23` N `%3B` for an unmappable code point.
 */
const PRINTABLE_ASCII = /* @__PURE__ */ String.fromCharCode(
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
);

/** An encoder that throws on anything it cannot map. */
type FatalEncoder = (input: string) => Uint8Array;

/**
 * A legacy encoding by its Encoding Standard name (e.g. `"Shift_JIS"`).
 *
 * `encode` gives the bytes of the whole input with a fresh encoder: a string
 * the encoding maps entirely goes through the library's fatal encoder; one
 * with unmappable code points (or lone surrogates) goes through the
 * library's "percent-encode after encoding", which keeps the encoder's state
 * across the errors as the spec's loop does (ISO-2022-JP stays in its Roman
 * or jis0208 state), and its output is read back into bytes, each
 * `%26%23` N `%3B` becoming `~N`.
 *
 * @see {@link https://url.spec.whatwg.org/#string-percent-encode-after-encoding}
 */
export function legacyEncoding(name: string): Encoding {
  const label = name.toLowerCase();
  let fatal: FatalEncoder | undefined;
  return {
    name,
    encode(input: string): ArrayLike<number> {
      fatal ??= MULTI_BYTE.has(label)
        ? createMultibyteEncoder(label)
        : createSinglebyteEncoder(label);
      try {
        return fatal(input);
      } catch {
        return readEscapes(
          percentEncodeAfterEncoding(label, input, PRINTABLE_ASCII),
        );
      }
    },
  };
}

/**
 * Reads back the output of percent-encode after encoding with every byte
 * escaped: `%XX` is a byte; a run of digits is an unmappable code point,
 * after the bytes `%26%23` (dropped again) and before `%3B` (skipped).
 */
function readEscapes(escaped: string): number[] {
  const bytes: number[] = [];
  let i = 0;
  while (i < escaped.length) {
    if (escaped.charCodeAt(i) === 0x25) {
      bytes.push(parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 3;
      continue;
    }
    const end = escaped.indexOf("%", i);
    bytes.length -= 2;
    bytes.push(~Number(escaped.slice(i, end)));
    i = end + 3;
  }
  return bytes;
}
