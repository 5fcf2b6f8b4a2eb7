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

/**
 * The TypeError a constructor throws for a bad pattern: it names the
 * component, quotes the pattern and gives the position.
 */
export function patternTypeError(
  component: string,
  pattern: string,
  error: unknown,
): TypeError {
  if (error instanceof PatternError) {
    const at = error.position >= 0 ? ` at index ${error.position}` : "";
    const piece = error.input === pattern ? "" : ` (in "${error.input}")`;
    return new TypeError(
      `Invalid ${component} pattern "${pattern}": ${error.message}${at}${piece}`,
    );
  }
  const what = error instanceof Error ? error.message : String(error);
  return new TypeError(`Invalid ${component} pattern "${pattern}": ${what}`);
}
