// Private: rendering input strings on a terminal line, with a map from
// UTF-16 positions to display columns (for carets under validation errors).

/** A string made visible on one line, and the column of each code unit. */
export interface DisplayLine {
  /** The text: control and invisible code points escaped as `\t`, `\u{…}`. */
  readonly text: string;
  /** `columns[i]` is the display column of code unit `i`; one more entry. */
  readonly columns: readonly number[];
}

/** Whether a code point is shown as an escape (controls and invisibles). */
function isInvisible(c: number): boolean {
  return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0xad ||
    (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2060 && c <= 0x2064) || (c >= 0x2066 && c <= 0x2069) ||
    c === 0xfeff || (c >= 0xd800 && c <= 0xdfff) || c === 0x2028 ||
    c === 0x2029 || (c >= 0xfff9 && c <= 0xfffb) ||
    (c >= 0xe0000 && c <= 0xe007f);
}

/** Whether a code point is a combining mark drawn over the one before. */
function isCombining(c: number): boolean {
  return (c >= 0x300 && c <= 0x36f) || (c >= 0x483 && c <= 0x489) ||
    (c >= 0x591 && c <= 0x5bd) || (c >= 0x610 && c <= 0x61a) ||
    (c >= 0x64b && c <= 0x65f) || (c >= 0x1ab0 && c <= 0x1aff) ||
    (c >= 0x1dc0 && c <= 0x1dff) || (c >= 0x20d0 && c <= 0x20ff) ||
    (c >= 0xfe00 && c <= 0xfe0f) || (c >= 0xfe20 && c <= 0xfe2f);
}

/** Whether a code point takes two columns (East Asian wide, emoji). */
function isWide(c: number): boolean {
  return (c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0x303e) ||
    (c >= 0x3041 && c <= 0x33ff) || (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xa000 && c <= 0xa4cf) ||
    (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6) || (c >= 0x1f300 && c <= 0x1f64f) ||
    (c >= 0x1f900 && c <= 0x1f9ff) || (c >= 0x20000 && c <= 0x3fffd);
}

function escape(c: number): string {
  switch (c) {
    case 0x09:
      return "\\t";
    case 0x0a:
      return "\\n";
    case 0x0d:
      return "\\r";
  }
  return `\\u{${c.toString(16).toUpperCase()}}`;
}

/**
 * Makes `input` visible on one line: controls, invisible format characters
 * and lone surrogates become escapes, so that every caret lands under the
 * code unit it points at.
 */
export function displayLine(input: string): DisplayLine {
  let text = "";
  const columns: number[] = new Array(input.length + 1);
  let column = 0;
  for (let i = 0; i < input.length;) {
    const c = input.codePointAt(i)!;
    const units = c > 0xffff ? 2 : 1;
    columns[i] = column;
    if (units === 2) columns[i + 1] = column;
    if (isInvisible(c)) {
      const shown = escape(c);
      text += shown;
      column += shown.length;
    } else {
      text += String.fromCodePoint(c);
      column += isCombining(c) ? 0 : isWide(c) ? 2 : 1;
    }
    i += units;
  }
  columns[input.length] = column;
  return { text, columns };
}
