// The URLPattern part of the engine legs: each entry of WPT's
// urlpatterntestdata.json run through a URLPattern class, reduced to one
// string (the constructor's error, or the components and the exec() result
// of the entry's inputs). The engine script runs it on the URLPattern the
// polyfill installed; scripts/engine_legs.ts runs it on the same class in
// Deno, whose RegExp has the `v` flag in full, and compares: a difference is
// the engine's RegExp, as the class is the same. No Node.js imports: this
// runs in Hermes and QuickJS.

/** One entry of urlpatterntestdata.json, as far as the outcome needs. */
export interface PatternEntry {
  pattern: unknown[];
  inputs?: unknown[];
}

/** The shape of a URLPattern class that the outcome uses. */
export type PatternClass = new (...args: unknown[]) =>
  & Record<
    string,
    unknown
  >
  & {
    exec(...inputs: unknown[]): unknown;
  };

const COMPONENTS = [
  "protocol",
  "username",
  "password",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
];

/** The outcome of one entry, as one string. */
export function patternOutcome(
  Pattern: PatternClass,
  entry: PatternEntry,
): string {
  let pattern: InstanceType<PatternClass>;
  try {
    pattern = new Pattern(...entry.pattern);
  } catch (error) {
    return "constructor threw " + (error as Error).name;
  }
  const components = COMPONENTS.map((name) => pattern[name]);
  let match: string;
  try {
    match = entry.inputs === undefined
      ? "no inputs"
      : JSON.stringify(pattern.exec(...entry.inputs)) ?? "undefined";
  } catch (error) {
    match = "exec threw " + (error as Error).name;
  }
  return JSON.stringify(components) + " " + match;
}

/** The outcomes of every entry, in order. */
export function patternOutcomes(
  Pattern: PatternClass,
  entries: readonly PatternEntry[],
): string[] {
  return entries.map((entry) => patternOutcome(Pattern, entry));
}
