// The one kind of failure below the API: a pattern string that the standard
// rejects. `compileComponent()` turns it into the TypeError users see, with
// the component's name.

/**
 * A rejected pattern string: what is wrong, and where. Not an Error: "match"
 * catches it for every input that is no URL, and an Error would record a
 * stack each time.
 */
export class PatternError {
  /** What is wrong. */
  readonly message: string;
  /** The pattern string (or the part of it being encoded). */
  readonly input: string;
  /** The UTF-16 index in `input` where the problem is, or -1. */
  readonly position: number;

  constructor(what: string, input: string, position: number) {
    this.message = what;
    this.input = input;
    this.position = position;
  }
}

/** The longest text a message quotes whole. */
export const MAX_QUOTED = 160;

/** Code units quoted on each side of a position in a longer text. */
const CONTEXT = 32;

/**
 * What a message quotes of `text`: all of it up to
 * {@linkcode MAX_QUOTED} code units; past that, {@linkcode CONTEXT} code
 * units on each side of `position` (or the first and last when there is
 * none), with "…" where it is cut and never inside a surrogate pair, so
 * that a message does not grow with its input.
 */
export function excerpt(text: string, position = -1): string {
  if (text.length <= MAX_QUOTED) return text;
  if (position < 0) {
    return slice(text, 0, 2 * CONTEXT) + "…" +
      slice(text, text.length - 2 * CONTEXT, text.length);
  }
  const start = Math.max(0, position - CONTEXT);
  const end = Math.min(text.length, position + CONTEXT);
  return (start > 0 ? "…" : "") + slice(text, start, end) +
    (end < text.length ? "…" : "");
}

/** `text.slice(start, end)`, widened so as not to split a surrogate pair. */
function slice(text: string, start: number, end: number): string {
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start--;
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end++;
  return text.slice(start, end);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * The TypeError a constructor throws for a bad pattern: it names the
 * component, quotes the pattern (an {@linkcode excerpt} of it) and gives
 * the position.
 */
export function patternTypeError(
  component: string,
  pattern: string,
  error: unknown,
): TypeError {
  if (error instanceof PatternError) {
    const at = error.position >= 0 ? ` at index ${error.position}` : "";
    const piece = error.input === pattern
      ? ""
      : ` (in "${excerpt(error.input, error.position)}")`;
    const where = error.input === pattern ? error.position : -1;
    return new TypeError(
      `Invalid ${component} pattern "${
        excerpt(pattern, where)
      }": ${error.message}${at}${piece}`,
    );
  }
  const what = error instanceof Error ? error.message : String(error);
  return new TypeError(
    `Invalid ${component} pattern "${excerpt(pattern)}": ${excerpt(what)}`,
  );
}
