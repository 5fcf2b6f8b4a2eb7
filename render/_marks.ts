// Private: combining marks, which the display decoders never show where
// they would join a character that is not theirs.

/** A combining mark (General_Category M: Mn, Mc or Me) at a text's start. */
const LEADING_MARK = /^\p{M}/u;

/** Whether a text starts with a combining mark, which joins what precedes it. */
export function startsWithMark(text: string): boolean {
  return LEADING_MARK.test(text);
}
