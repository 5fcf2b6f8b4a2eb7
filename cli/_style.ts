// Private: ANSI colours for terminal output, or plain text when disabled.

/** Text styles; each returns its argument unchanged when colours are off. */
export interface Style {
  readonly enabled: boolean;
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
}

function sgr(open: number, close: number): (text: string) => string {
  return (text) => text === "" ? "" : `\x1b[${open}m${text}\x1b[${close}m`;
}

const plain = (text: string): string => text;

const COLOURED: Style = {
  enabled: true,
  bold: sgr(1, 22),
  dim: sgr(2, 22),
  red: sgr(31, 39),
  green: sgr(32, 39),
  yellow: sgr(33, 39),
  cyan: sgr(36, 39),
};

const PLAIN: Style = {
  enabled: false,
  bold: plain,
  dim: plain,
  red: plain,
  green: plain,
  yellow: plain,
  cyan: plain,
};

/** The coloured style when `enabled`, else the plain one. */
export function createStyle(enabled: boolean): Style {
  return enabled ? COLOURED : PLAIN;
}

/**
 * Whether to colour a stream: only a terminal, and never when the NO_COLOR
 * environment variable is set to a non-empty value (https://no-color.org).
 */
export function colourEnabled(
  isTerminal: boolean,
  noColor: string | undefined,
  flag: boolean | undefined,
): boolean {
  if (flag === false) return false;
  return isTerminal && (noColor === undefined || noColor === "");
}
