// Private: the character classes of RFC 3986 §2 as one 128-entry bitmap.
// https://www.rfc-editor.org/rfc/rfc3986#section-2

/** ALPHA / DIGIT / "-" / "." / "_" / "~" */
export const UNRESERVED = 1;
/** "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" */
export const SUB_DELIM = 2;
/** ":" */
export const COLON = 4;
/** "@" */
export const AT = 8;
/** "/" */
export const SLASH = 16;
/** "?" */
export const QUESTION = 32;
/** HEXDIG (either case: ABNF strings are case-insensitive) */
export const HEXDIG = 64;
/** ALPHA / DIGIT / "+" / "-" / "." (the characters after a scheme's first) */
export const SCHEME = 128;

/** userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) */
export const USERINFO_MASK = UNRESERVED | SUB_DELIM | COLON;
/** reg-name = *( unreserved / pct-encoded / sub-delims ) */
export const REG_NAME_MASK = UNRESERVED | SUB_DELIM;
/** segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ) */
export const SEGMENT_NC_MASK = UNRESERVED | SUB_DELIM | AT;
/** path = *( pchar / "/" ), pchar = unreserved / pct-encoded / sub-delims / ":" / "@" */
export const PATH_MASK = UNRESERVED | SUB_DELIM | COLON | AT | SLASH;
/** query = fragment = *( pchar / "/" / "?" ) */
export const QUERY_MASK = PATH_MASK | QUESTION;
/** What may appear between the brackets of an IP-literal (no pct-encoded). */
export const IP_LITERAL_MASK = UNRESERVED | SUB_DELIM | COLON;

function buildClasses(): Uint8Array {
  const table = new Uint8Array(128);
  const add = (chars: string, bits: number) => {
    for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] |= bits;
  };
  for (let c = 0x41; c <= 0x5a; c++) {
    table[c] |= UNRESERVED | SCHEME;
    table[c + 0x20] |= UNRESERVED | SCHEME;
  }
  for (let c = 0x30; c <= 0x39; c++) table[c] |= UNRESERVED | SCHEME | HEXDIG;
  add("ABCDEFabcdef", HEXDIG);
  add("-._~", UNRESERVED);
  add("+-.", SCHEME);
  add("!$&'()*+,;=", SUB_DELIM);
  add(":", COLON);
  add("@", AT);
  add("/", SLASH);
  add("?", QUESTION);
  return table;
}

/** The class bits of each ASCII code unit; index only below 0x80. */
export const CLASSES: Readonly<Uint8Array> = /* @__PURE__ */ buildClasses();

/** Tells whether a code unit is HEXDIG. */
export function isHexDigit(c: number): boolean {
  return c < 0x80 && (CLASSES[c] & HEXDIG) !== 0;
}

/** The value of a HEXDIG code unit (call only on one). */
export function hexDigitValue(c: number): number {
  return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57;
}

/**
 * Returns the index of the first code unit at or after `i` that is neither in
 * the classes of `mask` nor the start of a pct-encoded triplet
 * ("%" HEXDIG HEXDIG), or `end`.
 */
export function scanChars(
  input: string,
  i: number,
  end: number,
  mask: number,
): number {
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80 && (CLASSES[c] & mask) !== 0) continue;
    if (
      c === 0x25 && i + 2 < end &&
      isHexDigit(input.charCodeAt(i + 1)) &&
      isHexDigit(input.charCodeAt(i + 2))
    ) {
      i += 2;
      continue;
    }
    return i;
  }
  return end;
}
