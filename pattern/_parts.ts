// Parts: the pattern parser (a pattern string to a part list) and the two
// conversions of a part list, to a regular expression with its name list and
// back to a (normalized) pattern string.

import { excerpt, PatternError } from "./_errors.ts";
import {
  isValidNameCodePoint,
  type Token,
  tokenize,
  type TokenType,
} from "./_tokenizer.ts";

/** @see {@link https://urlpattern.spec.whatwg.org/#part-type} */
export type PartType =
  | "fixed-text"
  | "regexp"
  | "segment-wildcard"
  | "full-wildcard";

/** @see {@link https://urlpattern.spec.whatwg.org/#part-modifier} */
export type PartModifier = "none" | "optional" | "zero-or-more" | "one-or-more";

/**
 * One piece of a pattern string: fixed text, or one matching group with an
 * optional fixed prefix and suffix, and a modifier.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#part}
 */
export interface Part {
  type: PartType;
  value: string;
  modifier: PartModifier;
  name: string;
  prefix: string;
  suffix: string;
}

/**
 * How a component's pattern strings behave.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#options-header}
 */
export interface Options {
  /** The segment separator: one ASCII code point or "". */
  delimiterCodePoint: string;
  /** The automatic prefix of a group: one ASCII code point or "". */
  prefixCodePoint: string;
  ignoreCase: boolean;
}

/** An encoding callback: validates and encodes a piece of fixed text. */
export type EncodingCallback = (input: string) => string;

/** @see {@link https://urlpattern.spec.whatwg.org/#full-wildcard-regexp-value} */
export const FULL_WILDCARD_REGEXP_VALUE = ".*";

/** @see {@link https://urlpattern.spec.whatwg.org/#generate-a-segment-wildcard-regexp} */
export function generateSegmentWildcardRegexp(options: Options): string {
  return "[^" + escapeRegexpString(options.delimiterCodePoint) + "]+?";
}

/**
 * The segment wildcard regexp as it goes into a regular expression's
 * source: the standard's, except that with no delimiter, "[^]+?" is
 * spelled "[\s\S]+?", the same set of code points, because the V8 of
 * Node.js 20 matches nothing with a quantified "[^]" under
 * the v flag.
 */
function segmentWildcardSource(options: Options): string {
  return options.delimiterCodePoint === ""
    ? "[\\s\\S]+?"
    : generateSegmentWildcardRegexp(options);
}

/** The pattern parser's state. */
class PatternParser {
  readonly tokens: Token[];
  readonly encode: EncodingCallback;
  readonly segmentWildcardRegexp: string;
  readonly count: StepCounter | undefined;
  readonly parts: Part[] = [];
  /** The names of the parts so far, for "is a duplicate name". */
  readonly names: Set<string> = new Set();
  pendingFixedValue = "";
  index = 0;
  nextNumericName = 0;

  constructor(
    tokens: Token[],
    encode: EncodingCallback,
    options: Options,
    count: StepCounter | undefined,
  ) {
    this.tokens = tokens;
    this.encode = encode;
    this.count = count;
    this.segmentWildcardRegexp = generateSegmentWildcardRegexp(options);
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#try-to-consume-a-token} */
  tryToConsume(type: TokenType): Token | null {
    const next = this.tokens[this.index];
    if (next.type !== type) return null;
    this.index++;
    return next;
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#try-to-consume-a-modifier-token} */
  tryToConsumeModifier(): Token | null {
    return this.tryToConsume("other-modifier") ?? this.tryToConsume("asterisk");
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#try-to-consume-a-regexp-or-wildcard-token} */
  tryToConsumeRegexpOrWildcard(nameToken: Token | null): Token | null {
    const token = this.tryToConsume("regexp");
    if (nameToken === null && token === null) {
      return this.tryToConsume("asterisk");
    }
    return token;
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#consume-a-required-token} */
  consumeRequired(type: TokenType, input: string): Token {
    const result = this.tryToConsume(type);
    if (result === null) {
      const token = this.tokens[this.index];
      const found = token.type === "end"
        ? "the end"
        : `"${excerpt(token.value)}" (${token.type})`;
      const wanted = type === "end" ? "the end" : `"}"`;
      throw new PatternError(
        `expected ${wanted}, found ${found}`,
        input,
        token.index,
      );
    }
    return result;
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#consume-text} */
  consumeText(): string {
    let result = "";
    while (true) {
      const token = this.tryToConsume("char") ??
        this.tryToConsume("escaped-char");
      if (token === null) return result;
      result += token.value;
    }
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#maybe-add-a-part-from-the-pending-fixed-value} */
  maybeAddPartFromPendingFixedValue(): void {
    if (this.pendingFixedValue === "") return;
    const value = this.encode(this.pendingFixedValue);
    this.pendingFixedValue = "";
    this.push(fixedPart(value, "none"));
  }

  /**
   * Whether a part of the list has the name. Fixed-text parts have the
   * empty name, so the set holds "" once one exists: the standard's scan of
   * every part, as one lookup.
   *
   * @see {@link https://urlpattern.spec.whatwg.org/#is-a-duplicate-name}
   */
  isDuplicateName(name: string): boolean {
    this.count?.(1);
    return this.names.has(name);
  }

  /** Appends a part to the part list. */
  push(part: Part): void {
    this.parts.push(part);
    this.names.add(part.name);
  }
}

function fixedPart(value: string, modifier: PartModifier): Part {
  return {
    type: "fixed-text",
    value,
    modifier,
    name: "",
    prefix: "",
    suffix: "",
  };
}

/**
 * Receives the steps the pattern parser takes (tests count them to show it
 * linear; nothing passes one otherwise).
 */
export type StepCounter = (steps: number) => void;

/**
 * Parses a pattern string into a part list, encoding its fixed text.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#parse-a-pattern-string}
 * @param count Receives each step: a turn of the loop over the tokens, and
 * each name the duplicate-name check compares.
 * @throws {PatternError} When the pattern string is not well formed.
 */
export function parsePatternString(
  input: string,
  options: Options,
  encode: EncodingCallback,
  count?: StepCounter,
): Part[] {
  const parser = new PatternParser(
    tokenize(input, "strict"),
    encode,
    options,
    count,
  );
  while (parser.index < parser.tokens.length) {
    count?.(1);
    const charToken = parser.tryToConsume("char");
    let nameToken = parser.tryToConsume("name");
    let regexpOrWildcard = parser.tryToConsumeRegexpOrWildcard(nameToken);
    if (nameToken !== null || regexpOrWildcard !== null) {
      let prefix = charToken === null ? "" : charToken.value;
      if (prefix !== "" && prefix !== options.prefixCodePoint) {
        parser.pendingFixedValue += prefix;
        prefix = "";
      }
      parser.maybeAddPartFromPendingFixedValue();
      const modifierToken = parser.tryToConsumeModifier();
      addPart(
        parser,
        input,
        prefix,
        nameToken,
        regexpOrWildcard,
        "",
        modifierToken,
      );
      continue;
    }
    const fixedToken = charToken ?? parser.tryToConsume("escaped-char");
    if (fixedToken !== null) {
      parser.pendingFixedValue += fixedToken.value;
      continue;
    }
    const openToken = parser.tryToConsume("open");
    if (openToken !== null) {
      const prefix = parser.consumeText();
      nameToken = parser.tryToConsume("name");
      regexpOrWildcard = parser.tryToConsumeRegexpOrWildcard(nameToken);
      const suffix = parser.consumeText();
      parser.consumeRequired("close", input);
      const modifierToken = parser.tryToConsumeModifier();
      addPart(
        parser,
        input,
        prefix,
        nameToken,
        regexpOrWildcard,
        suffix,
        modifierToken,
      );
      continue;
    }
    parser.maybeAddPartFromPendingFixedValue();
    parser.consumeRequired("end", input);
  }
  return parser.parts;
}

/** @see {@link https://urlpattern.spec.whatwg.org/#add-a-part} */
function addPart(
  parser: PatternParser,
  input: string,
  prefix: string,
  nameToken: Token | null,
  regexpOrWildcardToken: Token | null,
  suffix: string,
  modifierToken: Token | null,
): void {
  let modifier: PartModifier = "none";
  if (modifierToken !== null) {
    const value = modifierToken.value;
    modifier = value === "?"
      ? "optional"
      : value === "*"
      ? "zero-or-more"
      : value === "+"
      ? "one-or-more"
      : "none";
  }
  if (nameToken === null && regexpOrWildcardToken === null) {
    if (modifier === "none") {
      // A "{foo}" grouping joins the text around it.
      parser.pendingFixedValue += prefix;
      return;
    }
    parser.maybeAddPartFromPendingFixedValue();
    // A "{foo}?" grouping: its modifier keeps it a part of its own.
    if (prefix === "") return;
    parser.push(fixedPart(parser.encode(prefix), modifier));
    return;
  }
  parser.maybeAddPartFromPendingFixedValue();
  let regexpValue: string;
  if (regexpOrWildcardToken === null) {
    regexpValue = parser.segmentWildcardRegexp;
  } else if (regexpOrWildcardToken.type === "asterisk") {
    regexpValue = FULL_WILDCARD_REGEXP_VALUE;
  } else regexpValue = regexpOrWildcardToken.value;
  let type: PartType = "regexp";
  if (regexpValue === parser.segmentWildcardRegexp) {
    type = "segment-wildcard";
    regexpValue = "";
  } else if (regexpValue === FULL_WILDCARD_REGEXP_VALUE) {
    type = "full-wildcard";
    regexpValue = "";
  }
  let name = "";
  if (nameToken !== null) name = nameToken.value;
  else if (regexpOrWildcardToken !== null) {
    name = String(parser.nextNumericName++);
  }
  if (parser.isDuplicateName(name)) {
    const at = (nameToken ?? regexpOrWildcardToken)!.index;
    throw new PatternError(
      `a duplicate group name "${excerpt(name)}"`,
      input,
      at,
    );
  }
  parser.push({
    type,
    value: regexpValue,
    modifier,
    name,
    prefix: parser.encode(prefix),
    suffix: parser.encode(suffix),
  });
}

/** @see {@link https://urlpattern.spec.whatwg.org/#convert-a-modifier-to-a-string} */
export function modifierToString(modifier: PartModifier): string {
  switch (modifier) {
    case "zero-or-more":
      return "*";
    case "optional":
      return "?";
    case "one-or-more":
      return "+";
    default:
      return "";
  }
}

const REGEXP_SPECIAL = /[.+*?^${}()[\]|/\\]/g;
const PATTERN_SPECIAL = /[+*?:{}()\\]/g;

/** @see {@link https://urlpattern.spec.whatwg.org/#escape-a-regexp-string} */
export function escapeRegexpString(input: string): string {
  return input.replace(REGEXP_SPECIAL, "\\$&");
}

/** @see {@link https://urlpattern.spec.whatwg.org/#escape-a-pattern-string} */
export function escapePatternString(input: string): string {
  return input.replace(PATTERN_SPECIAL, "\\$&");
}

/**
 * The regular expression source of a part list, and the names of its
 * capturing groups in order.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list}
 * @param open What opens each part's group: "(" as the standard says, or
 * "(?:" for the same expression without capturing groups (which the route
 * table joins).
 */
export function generateRegularExpressionAndNameList(
  parts: readonly Part[],
  options: Options,
  open: "(" | "(?:" = "(",
): [string, string[]] {
  let result = "^";
  const names: string[] = [];
  for (const part of parts) {
    if (part.type === "fixed-text") {
      if (part.modifier === "none") result += escapeRegexpString(part.value);
      else {
        result += "(?:" + escapeRegexpString(part.value) + ")" +
          modifierToString(part.modifier);
      }
      continue;
    }
    names.push(part.name);
    const value = part.type === "segment-wildcard"
      ? segmentWildcardSource(options)
      : part.type === "full-wildcard"
      ? FULL_WILDCARD_REGEXP_VALUE
      : part.value;
    const modifier = modifierToString(part.modifier);
    const repeating = part.modifier === "zero-or-more" ||
      part.modifier === "one-or-more";
    if (part.prefix === "" && part.suffix === "") {
      result += repeating
        ? open + "(?:" + value + ")" + modifier + ")"
        : open + value + ")" + modifier;
      continue;
    }
    const prefix = escapeRegexpString(part.prefix);
    const suffix = escapeRegexpString(part.suffix);
    if (!repeating) {
      result += "(?:" + prefix + open + value + ")" + suffix + ")" + modifier;
      continue;
    }
    result += "(?:" + prefix + open + "(?:" + value + ")(?:" + suffix + prefix +
      "(?:" + value + "))*)" + suffix + ")" +
      (part.modifier === "zero-or-more" ? "?" : "");
  }
  return [result + "$", names];
}

function isAsciiDigit(s: string): boolean {
  const c = s.charCodeAt(0);
  return c >= 0x30 && c <= 0x39;
}

/**
 * The normalized pattern string of a part list.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#generate-a-pattern-string}
 */
export function generatePatternString(
  parts: readonly Part[],
  options: Options,
): string {
  let result = "";
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    const previous = index > 0 ? parts[index - 1] : null;
    const next = index < parts.length - 1 ? parts[index + 1] : null;
    if (part.type === "fixed-text") {
      if (part.modifier === "none") {
        result += escapePatternString(part.value);
        continue;
      }
      result += "{" + escapePatternString(part.value) + "}" +
        modifierToString(part.modifier);
      continue;
    }
    const customName = !isAsciiDigit(part.name);
    let needsGrouping = part.suffix !== "" ||
      (part.prefix !== "" && part.prefix !== options.prefixCodePoint);
    if (
      !needsGrouping && customName && part.type === "segment-wildcard" &&
      part.modifier === "none" && next !== null && next.prefix === "" &&
      next.suffix === ""
    ) {
      if (next.type === "fixed-text") {
        needsGrouping = isValidNameCodePoint(next.value.codePointAt(0)!, false);
      } else needsGrouping = isAsciiDigit(next.name);
    }
    if (
      !needsGrouping && part.prefix === "" && previous !== null &&
      previous.type === "fixed-text" &&
      previous.value.at(-1) === options.prefixCodePoint
    ) {
      needsGrouping = true;
    }
    if (needsGrouping) result += "{";
    result += escapePatternString(part.prefix);
    if (customName) result += ":" + part.name;
    if (part.type === "regexp") result += "(" + part.value + ")";
    else if (part.type === "segment-wildcard" && !customName) {
      result += "(" + generateSegmentWildcardRegexp(options) + ")";
    } else if (part.type === "full-wildcard") {
      if (
        !customName && (previous === null || previous.type === "fixed-text" ||
          previous.modifier !== "none" || needsGrouping || part.prefix !== "")
      ) {
        result += "*";
      } else result += "(" + FULL_WILDCARD_REGEXP_VALUE + ")";
    }
    if (
      part.type === "segment-wildcard" && customName && part.suffix !== "" &&
      isValidNameCodePoint(part.suffix.codePointAt(0)!, false)
    ) {
      result += "\\";
    }
    result += escapePatternString(part.suffix);
    if (needsGrouping) result += "}";
    result += modifierToString(part.modifier);
  }
  return result;
}
