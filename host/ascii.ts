/**
 * The Infra Standard's ASCII string rules that the host parser and the URL
 * parser share: whether a string is ASCII, and ASCII lowercase.
 *
 * Other folders import this file by name; it is not part of the `host`
 * subpath's API.
 *
 * @module
 */

/**
 * Whether every code unit of the string is ASCII.
 *
 * @see {@link https://infra.spec.whatwg.org/#ascii-string}
 */
export function isAscii(input: string): boolean {
  for (let i = 0; i < input.length; i++) {
    if (input.charCodeAt(i) >= 0x80) return false;
  }
  return true;
}

/**
 * ASCII lowercase: the input itself when it has no ASCII upper alpha, else
 * the input with A to Z replaced by a to z.
 *
 * @see {@link https://infra.spec.whatwg.org/#ascii-lowercase}
 */
export function asciiLowercase(input: string): string {
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    // For ASCII input, toLowerCase() changes exactly A to Z.
    if (c >= 0x41 && c <= 0x5a) return input.toLowerCase();
  }
  return input;
}

/**
 * Whether the code unit is an ASCII alphanumeric or U+002D (-): the
 * letter-digit-hyphen code points of a DNS label.
 *
 * @see {@link https://infra.spec.whatwg.org/#ascii-alphanumeric}
 */
export function isLdh(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) ||
    ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ||
    c === 0x2d;
}
