// Private: the ASCII code point classes the host parsers look up, as one
// table of bit flags, and the URL code point test.

/** Flag: a forbidden host code point. */
export const FORBIDDEN_HOST = 1;
/** Flag: a forbidden domain code point (a superset of the host flag). */
export const FORBIDDEN_DOMAIN = 2;
/** Flag: an ASCII URL code point. */
export const URL_CODE_POINT = 4;

/** Builds the flag table. Pure, so bundlers can drop it when unused. */
function buildTable(): Uint8Array {
  const table = new Uint8Array(128);
  // Forbidden host code points: NULL, TAB, LF, CR, SPACE, # / : < > ? @ [ \ ] ^ |.
  const host = "\0\t\n\r #/:<>?@[\\]^|";
  for (let i = 0; i < host.length; i++) {
    table[host.charCodeAt(i)] |= FORBIDDEN_HOST | FORBIDDEN_DOMAIN;
  }
  // Forbidden domain code points add the C0 controls, % and DELETE.
  for (let c = 0; c < 0x20; c++) table[c] |= FORBIDDEN_DOMAIN;
  table[0x25] |= FORBIDDEN_DOMAIN;
  table[0x7f] |= FORBIDDEN_DOMAIN;
  // URL code points: ASCII alphanumeric and !$&'()*+,-./:;=?@_~.
  const url = "!$&'()*+,-./:;=?@_~";
  for (let i = 0; i < url.length; i++) {
    table[url.charCodeAt(i)] |= URL_CODE_POINT;
  }
  for (let c = 0x30; c <= 0x39; c++) table[c] |= URL_CODE_POINT;
  for (let c = 0x41; c <= 0x5a; c++) table[c] |= URL_CODE_POINT;
  for (let c = 0x61; c <= 0x7a; c++) table[c] |= URL_CODE_POINT;
  return table;
}

/** The flags of each ASCII code point; index with a code point below 0x80. */
export const CODE_POINT_FLAGS: Readonly<Uint8Array> =
  /* @__PURE__ */ buildTable();

/**
 * The code point at code unit `i` of `input`: a surrogate pair whose second
 * half is before `end` is one code point, and any other surrogate is itself.
 * A code point above U+FFFF takes two code units.
 */
export function codePointWithin(input: string, i: number, end: number): number {
  const cp = input.codePointAt(i)!;
  return cp > 0xffff && i + 1 >= end ? input.charCodeAt(i) : cp;
}

/**
 * Whether a code point is a URL code point: ASCII alphanumeric,
 * !$&'()*+,-./:;=?@_~, or U+00A0 to U+10FFFD excluding surrogates and
 * noncharacters.
 *
 * @see {@link https://url.spec.whatwg.org/#url-code-points}
 */
export function isURLCodePoint(cp: number): boolean {
  if (cp < 0x80) return (CODE_POINT_FLAGS[cp] & URL_CODE_POINT) !== 0;
  if (cp < 0xa0 || cp > 0x10fffd) return false;
  if (cp >= 0xd800 && cp <= 0xdfff) return false; // surrogates
  if (cp >= 0xfdd0 && cp <= 0xfdef) return false; // noncharacters
  return (cp & 0xfffe) !== 0xfffe; // U+xFFFE and U+xFFFF
}
