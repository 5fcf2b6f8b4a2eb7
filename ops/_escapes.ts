// Private: percent-encoding normalizations shared by normalizeURL() and
// normalizeUrlCompat().

/** The escape normalizations to apply. */
export interface EscapeOptions {
  readonly decodeUnreserved?: boolean;
  readonly percentEncodingCase?: "upper" | "lower";
}

const ESCAPE = /%[0-9A-Fa-f]{2}/g;

/** Decodes unreserved escapes and sets the hex case, as asked. */
export function normalizeEscapes(
  text: string,
  options: EscapeOptions,
): string {
  const decode = options.decodeUnreserved === true;
  const letterCase = options.percentEncodingCase;
  if ((!decode && letterCase === undefined) || !text.includes("%")) {
    return text;
  }
  return text.replace(ESCAPE, (escape) => {
    const code = parseInt(escape.slice(1), 16);
    if (decode && isUnreserved(code)) return String.fromCharCode(code);
    if (letterCase === "upper") return escape.toUpperCase();
    if (letterCase === "lower") return escape.toLowerCase();
    return escape;
  });
}

/** @see {@link https://www.rfc-editor.org/rfc/rfc3986#section-2.3} */
export function isUnreserved(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2e ||
    code === 0x5f || code === 0x7e;
}
