// The URL Pattern Standard's tokenizer: a pattern string becomes a token
// list. Positions are UTF-16 indices (the spec counts code points; every
// position here is only used to slice the input and in error messages, and a
// surrogate pair is read as one code point, so the two agree).

import { PatternError } from "./_errors.ts";

/**
 * A token's type.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#token-type}
 */
export type TokenType =
  | "open"
  | "close"
  | "regexp"
  | "name"
  | "char"
  | "escaped-char"
  | "other-modifier"
  | "asterisk"
  | "end"
  | "invalid-char";

/**
 * A token: one lexical piece of a pattern string.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#token}
 */
export interface Token {
  type: TokenType;
  /** Where the token starts in the input. */
  index: number;
  value: string;
}

/**
 * A tokenize policy: "strict" throws on a tokenizing error, "lenient" turns
 * it into an "invalid-char" token.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#tokenize-policy}
 */
export type TokenizePolicy = "strict" | "lenient";

const ID_START = /[$_\p{ID_Start}]/u;
const ID_PART = /[$\u200C\u200D\p{ID_Continue}]/u;

/**
 * Whether a code point may be in a group name: IdentifierStart when first,
 * else IdentifierPart.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#is-a-valid-name-code-point}
 */
export function isValidNameCodePoint(
  codePoint: number,
  first: boolean,
): boolean {
  if (codePoint < 0x80) {
    return (codePoint >= 0x61 && codePoint <= 0x7a) ||
      (codePoint >= 0x41 && codePoint <= 0x5a) || codePoint === 0x24 ||
      codePoint === 0x5f || (!first && codePoint >= 0x30 && codePoint <= 0x39);
  }
  return (first ? ID_START : ID_PART).test(String.fromCodePoint(codePoint));
}

/** The tokenizer's state. */
class Tokenizer {
  readonly input: string;
  readonly policy: TokenizePolicy;
  readonly tokens: Token[] = [];
  index = 0;
  nextIndex = 0;
  codePoint = 0;

  constructor(input: string, policy: TokenizePolicy) {
    this.input = input;
    this.policy = policy;
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#get-the-next-code-point} */
  getNextCodePoint(): void {
    const c = this.input.codePointAt(this.nextIndex)!;
    this.codePoint = c;
    this.nextIndex += c > 0xffff ? 2 : 1;
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#seek-and-get-the-next-code-point} */
  seekAndGetNextCodePoint(index: number): void {
    this.nextIndex = index;
    this.getNextCodePoint();
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#add-a-token} */
  addToken(
    type: TokenType,
    nextPosition: number,
    valuePosition: number,
    valueLength: number,
  ): void {
    this.tokens.push({
      type,
      index: this.index,
      value: this.input.slice(valuePosition, valuePosition + valueLength),
    });
    this.index = nextPosition;
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#add-a-token-with-default-length} */
  addTokenWithDefaultLength(
    type: TokenType,
    nextPosition: number,
    valuePosition: number,
  ): void {
    this.addToken(
      type,
      nextPosition,
      valuePosition,
      nextPosition - valuePosition,
    );
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#add-a-token-with-default-position-and-length} */
  addTokenWithDefaultPositionAndLength(type: TokenType): void {
    this.addTokenWithDefaultLength(type, this.nextIndex, this.index);
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#process-a-tokenizing-error} */
  processTokenizingError(
    nextPosition: number,
    valuePosition: number,
    what: string,
  ): void {
    if (this.policy === "strict") {
      throw new PatternError(what, this.input, this.index);
    }
    this.addTokenWithDefaultLength("invalid-char", nextPosition, valuePosition);
  }
}

/**
 * Splits a pattern string into tokens.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#tokenize}
 * @param input The pattern string.
 * @param policy "strict" throws a {@linkcode PatternError} on a tokenizing
 * error; "lenient" records it as an "invalid-char" token.
 * @returns The token list, ending with an "end" token.
 */
export function tokenize(input: string, policy: TokenizePolicy): Token[] {
  const t = new Tokenizer(input, policy);
  const length = input.length;
  while (t.index < length) {
    t.seekAndGetNextCodePoint(t.index);
    const c = t.codePoint;
    if (c === 0x2a) { // *
      t.addTokenWithDefaultPositionAndLength("asterisk");
    } else if (c === 0x2b || c === 0x3f) { // + ?
      t.addTokenWithDefaultPositionAndLength("other-modifier");
    } else if (c === 0x5c) { // \
      if (t.nextIndex >= length) {
        t.processTokenizingError(t.nextIndex, t.index, 'a trailing "\\"');
        continue;
      }
      const escapedIndex = t.nextIndex;
      t.getNextCodePoint();
      t.addTokenWithDefaultLength("escaped-char", t.nextIndex, escapedIndex);
    } else if (c === 0x7b) {
      t.addTokenWithDefaultPositionAndLength("open");
    } else if (c === 0x7d) {
      t.addTokenWithDefaultPositionAndLength("close");
    } else if (c === 0x3a) {
      tokenizeName(t);
    } else if (c === 0x28) {
      tokenizeRegexp(t);
    } else {
      t.addTokenWithDefaultPositionAndLength("char");
    }
  }
  t.addTokenWithDefaultLength("end", t.index, t.index);
  return t.tokens;
}

/** The ":" branch of tokenize: a name token. */
function tokenizeName(t: Tokenizer): void {
  let namePosition = t.nextIndex;
  const nameStart = namePosition;
  while (namePosition < t.input.length) {
    t.seekAndGetNextCodePoint(namePosition);
    if (!isValidNameCodePoint(t.codePoint, namePosition === nameStart)) break;
    namePosition = t.nextIndex;
  }
  if (namePosition <= nameStart) {
    t.processTokenizingError(nameStart, t.index, 'a ":" without a name');
    return;
  }
  t.addTokenWithDefaultLength("name", namePosition, nameStart);
}

/** The "(" branch of tokenize: a regexp token. */
function tokenizeRegexp(t: Tokenizer): void {
  const length = t.input.length;
  let depth = 1;
  let regexpPosition = t.nextIndex;
  const regexpStart = regexpPosition;
  const fail = (what: string) =>
    t.processTokenizingError(regexpStart, t.index, what);
  while (regexpPosition < length) {
    t.seekAndGetNextCodePoint(regexpPosition);
    let c = t.codePoint;
    if (c > 0x7f) return fail("a non-ASCII code point in a regexp group");
    if (regexpPosition === regexpStart && c === 0x3f) {
      return fail('a regexp group that starts with "?"');
    }
    if (c === 0x5c) {
      if (regexpPosition === length - 1) {
        return fail('a trailing "\\" in a regexp group');
      }
      t.getNextCodePoint();
      c = t.codePoint;
      if (c > 0x7f) return fail("a non-ASCII code point in a regexp group");
      regexpPosition = t.nextIndex;
      continue;
    }
    if (c === 0x29) {
      depth--;
      if (depth === 0) {
        regexpPosition = t.nextIndex;
        break;
      }
    } else if (c === 0x28) {
      depth++;
      if (regexpPosition === length - 1) {
        return fail("an unclosed regexp group");
      }
      const temporaryPosition = t.nextIndex;
      t.getNextCodePoint();
      if (t.codePoint !== 0x3f) {
        return fail("a capturing group inside a regexp group");
      }
      t.nextIndex = temporaryPosition;
    }
    regexpPosition = t.nextIndex;
  }
  if (depth !== 0) return fail("an unclosed regexp group");
  const regexpLength = regexpPosition - regexpStart - 1;
  if (regexpLength === 0) return fail("an empty regexp group");
  t.addToken("regexp", regexpPosition, regexpStart, regexpLength);
}
