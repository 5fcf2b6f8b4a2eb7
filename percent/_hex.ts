// Private helpers shared by the percent-encoding code of every module.

const HEX_DIGITS = "0123456789ABCDEF";
let byteEscapes: string[] | undefined;

/** "%XX" for a byte, from a table built on first use (no work at import). */
export function escapeByte(byte: number): string {
  if (byteEscapes === undefined) {
    byteEscapes = new Array<string>(256);
    for (let b = 0; b < 256; b++) {
      byteEscapes[b] = "%" + HEX_DIGITS[b >> 4] + HEX_DIGITS[b & 15];
    }
  }
  return byteEscapes[byte];
}

/** The value of an ASCII hex digit code unit, or -1. */
export function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/** Whether the code unit is an ASCII hex digit. */
export function isHexDigit(c: number): boolean {
  return hexValue(c) >= 0;
}
