// Private helpers for schemes and Windows drive letters.

/**
 * -1 when not special; 0 for "file"; otherwise the default port. Dispatches
 * on length and code units instead of comparing whole strings.
 */
export function specialSchemeCode(scheme: string): number {
  return specialSchemeCodeOfPrefix(scheme, scheme.length);
}

/** Whether `s[i]` is an ASCII alpha and `s[i + 1]` is ":". */
export function isNormalizedWindowsDriveLetterAt(
  s: string,
  i: number,
): boolean {
  const c = s.charCodeAt(i) | 0x20;
  return c >= 0x61 && c <= 0x7a && s.charCodeAt(i + 1) === 0x3a;
}

/**
 * specialSchemeCode() of `s.slice(0, length)`, without slicing: for the URL
 * getters, which find the scheme at the start of the href.
 */
export function specialSchemeCodeOfPrefix(s: string, length: number): number {
  const c0 = s.charCodeAt(0);
  switch (length) {
    case 2:
      return c0 === 0x77 && s.charCodeAt(1) === 0x73 ? 80 : -1; // ws
    case 3:
      if (c0 === 0x77) { // wss
        return s.charCodeAt(1) === 0x73 && s.charCodeAt(2) === 0x73 ? 443 : -1;
      }
      return c0 === 0x66 && s.charCodeAt(1) === 0x74 && s.charCodeAt(2) === 0x70 // ftp
        ? 21
        : -1;
    case 4:
      if (c0 === 0x68) { // http
        return s.startsWith("ttp", 1) ? 80 : -1;
      }
      return c0 === 0x66 && s.startsWith("ile", 1) ? 0 : -1; // file
    case 5:
      return c0 === 0x68 && s.startsWith("ttps", 1) ? 443 : -1; // https
    default:
      return -1;
  }
}
