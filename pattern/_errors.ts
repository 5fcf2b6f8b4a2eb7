// The one kind of failure below the API: a pattern string that the standard
// rejects. `compileComponent()` turns it into the TypeError users see, with
// the component's name.

/** A rejected pattern string: what is wrong, and where. */
export class PatternError extends Error {
  /** The pattern string (or the part of it being encoded). */
  readonly input: string;
  /** The UTF-16 index in `input` where the problem is, or -1. */
  readonly position: number;

  constructor(what: string, input: string, position: number) {
    super(what);
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
