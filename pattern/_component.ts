// A URL pattern's component: its normalized pattern string, its regular
// expression (v flag) with the group name list, and the faster matcher that
// the standard's note allows where the part list needs no regular
// expression.

import { patternTypeError } from "./_errors.ts";
import {
  type EncodingCallback,
  generatePatternString,
  generateRegularExpressionAndNameList,
  type Options,
  parsePatternString,
  type Part,
} from "./_parts.ts";

/** The names of a URL pattern's components, in the standard's order. */
export const COMPONENTS: readonly ComponentName[] = [
  "protocol",
  "username",
  "password",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
];

/**
 * A URL pattern component's name. Spelled out (not derived from
 * COMPONENTS) because `@urlstd/url/pattern/tentative` documents it.
 */
export type ComponentName =
  | "protocol"
  | "username"
  | "password"
  | "hostname"
  | "port"
  | "pathname"
  | "search"
  | "hash";

/**
 * How a component matches: `ANY` (a lone "*", whose "^(.*)$" matches every
 * string without a line terminator, the one group being the input),
 * `EXACT` (fixed text only, compared as a string) or `REGEXP`.
 *
 * `ANY` needs no test: every string "match" compares is the URL parser's
 * (a URL's component, or an init's member canonicalized), and the parser
 * removes tabs and newlines and percent-encodes every other C0 control and
 * every non-ASCII code point, so none holds a line terminator; the
 * special schemes, which "protocol component matches a special scheme"
 * tries, hold none either.
 */
export const ANY = 0, EXACT = 1, REGEXP = 2;

/**
 * A component of a URL pattern.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#component}
 */
export interface Component {
  patternString: string;
  regularExpression: RegExp;
  groupNameList: string[];
  hasRegExpGroups: boolean;
  /** The part list the pattern string came from (for the tentative API). */
  partList: Part[];
  /** The options it was compiled with. */
  options: Options;
  /** The encoding callback it was compiled with. */
  encode: EncodingCallback;
  /** `ANY`, `EXACT` or `REGEXP`. */
  kind: number;
  /** With `EXACT`: the one string that matches; with `ANY`: the group's name. */
  exact: string;
}

/** @see {@link https://urlpattern.spec.whatwg.org/#default-options} */
export const DEFAULT_OPTIONS: Options = {
  delimiterCodePoint: "",
  prefixCodePoint: "",
  ignoreCase: false,
};

/** @see {@link https://urlpattern.spec.whatwg.org/#hostname-options} */
export const HOSTNAME_OPTIONS: Options = {
  delimiterCodePoint: ".",
  prefixCodePoint: "",
  ignoreCase: false,
};

/** @see {@link https://urlpattern.spec.whatwg.org/#pathname-options} */
export const PATHNAME_OPTIONS: Options = {
  delimiterCodePoint: "/",
  prefixCodePoint: "/",
  ignoreCase: false,
};

/**
 * Compiles one component's pattern string.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#compile-a-component}
 * @param name The component's name, for error messages.
 * @throws {TypeError} Naming the component, the pattern and the position.
 */
export function compileComponent(
  input: string,
  encode: EncodingCallback,
  options: Options,
  name: string,
): Component {
  let partList: Part[];
  let regularExpression: RegExp;
  let groupNameList: string[];
  try {
    partList = parsePatternString(input, options, encode);
    const [source, names] = generateRegularExpressionAndNameList(
      partList,
      options,
    );
    groupNameList = names;
    regularExpression = new RegExp(source, options.ignoreCase ? "vi" : "v");
  } catch (error) {
    throw patternTypeError(name, input, error);
  }
  const patternString = generatePatternString(partList, options);
  let hasRegExpGroups = false;
  for (const part of partList) {
    if (part.type === "regexp") hasRegExpGroups = true;
  }
  let kind = REGEXP;
  let exact = "";
  if (
    partList.length === 1 && partList[0].type === "full-wildcard" &&
    partList[0].modifier === "none" && partList[0].prefix === "" &&
    partList[0].suffix === ""
  ) {
    kind = ANY;
    exact = partList[0].name;
  } else if (
    !options.ignoreCase &&
    partList.every((p) => p.type === "fixed-text" && p.modifier === "none")
  ) {
    kind = EXACT;
    exact = partList.map((p) => p.value).join("");
  }
  if (kind === REGEXP) compileNow(regularExpression, input, name);
  return {
    patternString,
    regularExpression,
    groupNameList,
    hasRegExpGroups,
    partList,
    options,
    encode,
    kind,
    exact,
  };
}

/**
 * Has the engine compile a component's regular expression now, as the
 * standard's RegExpCreate does in the constructor, so that a failure (an
 * expression too large or too deep for it) is this TypeError and never an
 * exception of `exec()` or `test()`: engines may compile on the first
 * match, and one match (of the empty string) makes them.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#compile-a-component}
 * @throws {TypeError} When the engine cannot compile it.
 */
function compileNow(regularExpression: RegExp, input: string, name: string) {
  try {
    regularExpression.test("");
  } catch (error) {
    throw patternTypeError(name, input, error);
  }
}

/**
 * Whether a component matches a string: RegExpBuiltinExec's result is not
 * null (computed without the regular expression where `kind` allows).
 */
export function componentTest(component: Component, input: string): boolean {
  switch (component.kind) {
    case ANY:
      return true;
    case EXACT:
      return input === component.exact;
    default:
      return component.regularExpression.test(input);
  }
}

/** A component's match: the input, and each group's value. */
export interface URLPatternComponentResult {
  /** The component string that was matched. */
  input: string;
  /** Each group's value by name; `undefined` for an unmatched optional group. */
  groups: Record<string, string | undefined>;
}

/**
 * Matches a component and creates its component match result, or returns
 * `null` when it does not match.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#create-a-component-match-result}
 */
export function componentExec(
  component: Component,
  input: string,
): URLPatternComponentResult | null {
  switch (component.kind) {
    case ANY:
      return { groups: { [component.exact]: input }, input };
    case EXACT:
      return input === component.exact ? { groups: {}, input } : null;
  }
  const execResult = component.regularExpression.exec(input);
  if (execResult === null) return null;
  const groups: Record<string, string | undefined> = {};
  const names = component.groupNameList;
  for (let index = 1; index <= names.length; index++) {
    const name = names[index - 1];
    // An assignment to "__proto__" would set the prototype: the record's
    // entry is an own property, as Web IDL's conversion of a record makes.
    if (name === "__proto__") defineGroup(groups, name, execResult[index]);
    else groups[name] = execResult[index];
  }
  return { groups, input };
}

function defineGroup(
  groups: Record<string, string | undefined>,
  name: string,
  value: string | undefined,
): void {
  Object.defineProperty(groups, name, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}
