// The constructor string parser: a whole-URL pattern string such as
// "https://example.com/:id" becomes a URLPatternInit of component pattern
// strings. It works on the lenient token list, so it never throws.

import { canonicalizeProtocol } from "./_canonicalize.ts";
import {
  compileComponent,
  type Component,
  type ComponentName,
  componentTest,
  DEFAULT_OPTIONS,
} from "./_component.ts";
import { type Token, tokenize } from "./_tokenizer.ts";
import type { URLPatternInit } from "./_init.ts";

/** @see {@link https://urlpattern.spec.whatwg.org/#constructor-string-parser-state} */
type State = "init" | "authority" | ComponentName | "done";

/** The special schemes, which "protocol component matches a special scheme" tries. */
const SPECIAL_SCHEMES = ["ftp", "file", "http", "https", "ws", "wss"];

/** @see {@link https://urlpattern.spec.whatwg.org/#protocol-component-matches-a-special-scheme} */
export function protocolComponentMatchesSpecialScheme(
  protocol: Component,
): boolean {
  return SPECIAL_SCHEMES.some((scheme) => componentTest(protocol, scheme));
}

/** @see {@link https://urlpattern.spec.whatwg.org/#constructor-string-parser} */
class ConstructorStringParser {
  readonly input: string;
  readonly tokens: Token[];
  readonly result: URLPatternInit = {};
  componentStart = 0;
  tokenIndex = 0;
  tokenIncrement = 1;
  groupDepth = 0;
  hostnameIPv6BracketDepth = 0;
  protocolMatchesSpecialScheme = false;
  state: State = "init";

  constructor(input: string) {
    this.input = input;
    this.tokens = tokenize(input, "lenient");
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#change-state} */
  changeState(newState: State, skip: number): void {
    const { state, result } = this;
    if (state !== "init" && state !== "authority" && state !== "done") {
      result[state] = this.makeComponentString();
    }
    if (state !== "init" && newState !== "done") {
      const early = state === "protocol" || state === "authority" ||
        state === "username" || state === "password";
      if (
        early && (newState === "port" || newState === "pathname" ||
          newState === "search" || newState === "hash") &&
        result.hostname === undefined
      ) {
        result.hostname = "";
      }
      const beforePath = early || state === "hostname" || state === "port";
      if (
        beforePath && (newState === "search" || newState === "hash") &&
        result.pathname === undefined
      ) {
        result.pathname = this.protocolMatchesSpecialScheme ? "/" : "";
      }
      if (
        (beforePath || state === "pathname") && newState === "hash" &&
        result.search === undefined
      ) {
        result.search = "";
      }
    }
    this.state = newState;
    this.tokenIndex += skip;
    this.componentStart = this.tokenIndex;
    this.tokenIncrement = 0;
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#rewind} */
  rewind(): void {
    this.tokenIndex = this.componentStart;
    this.tokenIncrement = 0;
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#rewind-and-set-state} */
  rewindAndSetState(state: State): void {
    this.rewind();
    this.state = state;
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#get-a-safe-token} */
  getSafeToken(index: number): Token {
    const tokens = this.tokens;
    return index < tokens.length ? tokens[index] : tokens[tokens.length - 1];
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#is-a-non-special-pattern-char} */
  isNonSpecialPatternChar(index: number, value: string): boolean {
    const token = this.getSafeToken(index);
    if (token.value !== value) return false;
    return token.type === "char" || token.type === "escaped-char" ||
      token.type === "invalid-char";
  }

  /** "is a protocol suffix", "is a password prefix", "is a port prefix" */
  isColon(): boolean {
    return this.isNonSpecialPatternChar(this.tokenIndex, ":");
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#next-is-authority-slashes} */
  nextIsAuthoritySlashes(): boolean {
    return this.isNonSpecialPatternChar(this.tokenIndex + 1, "/") &&
      this.isNonSpecialPatternChar(this.tokenIndex + 2, "/");
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#is-an-identity-terminator} */
  isIdentityTerminator(): boolean {
    return this.isNonSpecialPatternChar(this.tokenIndex, "@");
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#is-a-pathname-start} */
  isPathnameStart(): boolean {
    return this.isNonSpecialPatternChar(this.tokenIndex, "/");
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#is-a-search-prefix} */
  isSearchPrefix(): boolean {
    if (this.isNonSpecialPatternChar(this.tokenIndex, "?")) return true;
    if (this.tokens[this.tokenIndex].value !== "?") return false;
    const previousIndex = this.tokenIndex - 1;
    if (previousIndex < 0) return true;
    const previous = this.getSafeToken(previousIndex).type;
    return !(previous === "name" || previous === "regexp" ||
      previous === "close" || previous === "asterisk");
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#is-a-hash-prefix} */
  isHashPrefix(): boolean {
    return this.isNonSpecialPatternChar(this.tokenIndex, "#");
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#make-a-component-string} */
  makeComponentString(): string {
    const token = this.tokens[this.tokenIndex];
    const start = this.getSafeToken(this.componentStart).index;
    return this.input.slice(start, token.index);
  }

  /** @see {@link https://urlpattern.spec.whatwg.org/#compute-protocol-matches-a-special-scheme-flag} */
  computeProtocolMatchesSpecialSchemeFlag(): void {
    const protocolString = this.makeComponentString();
    const protocol = compileComponent(
      protocolString,
      canonicalizeProtocol,
      DEFAULT_OPTIONS,
      "protocol",
    );
    if (protocolComponentMatchesSpecialScheme(protocol)) {
      this.protocolMatchesSpecialScheme = true;
    }
  }
}

/**
 * Parses a constructor string into a URLPatternInit.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#parse-a-constructor-string}
 * @throws {TypeError} When the protocol part is not a valid pattern.
 */
export function parseConstructorString(input: string): URLPatternInit {
  const parser = new ConstructorStringParser(input);
  const tokens = parser.tokens;
  while (parser.tokenIndex < tokens.length) {
    parser.tokenIncrement = 1;
    if (tokens[parser.tokenIndex].type === "end") {
      if (parser.state === "init") {
        // No protocol terminator: a relative pattern.
        parser.rewind();
        if (parser.isHashPrefix()) parser.changeState("hash", 1);
        else if (parser.isSearchPrefix()) parser.changeState("search", 1);
        else parser.changeState("pathname", 0);
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
      if (parser.state === "authority") {
        // No "@": no username or password.
        parser.rewindAndSetState("hostname");
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
      parser.changeState("done", 0);
      break;
    }
    if (tokens[parser.tokenIndex].type === "open") {
      parser.groupDepth++;
      parser.tokenIndex += parser.tokenIncrement;
      continue;
    }
    if (parser.groupDepth > 0) {
      if (tokens[parser.tokenIndex].type === "close") parser.groupDepth--;
      else {
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
    }
    stateStep(parser);
    parser.tokenIndex += parser.tokenIncrement;
  }
  if (
    parser.result.hostname !== undefined && parser.result.port === undefined
  ) {
    // An unspecified port means the default port.
    parser.result.port = "";
  }
  return parser.result;
}

/** The switch on the state in "parse a constructor string". */
function stateStep(parser: ConstructorStringParser): void {
  switch (parser.state) {
    case "init":
      if (parser.isColon()) parser.rewindAndSetState("protocol");
      return;
    case "protocol":
      if (parser.isColon()) {
        parser.computeProtocolMatchesSpecialSchemeFlag();
        let nextState: State = "pathname";
        let skip = 1;
        if (parser.nextIsAuthoritySlashes()) {
          nextState = "authority";
          skip = 3;
        } else if (parser.protocolMatchesSpecialScheme) nextState = "authority";
        parser.changeState(nextState, skip);
      }
      return;
    case "authority":
      if (parser.isIdentityTerminator()) parser.rewindAndSetState("username");
      else if (
        parser.isPathnameStart() || parser.isSearchPrefix() ||
        parser.isHashPrefix()
      ) {
        parser.rewindAndSetState("hostname");
      }
      return;
    case "username":
      if (parser.isColon()) parser.changeState("password", 1);
      else if (parser.isIdentityTerminator()) parser.changeState("hostname", 1);
      return;
    case "password":
      if (parser.isIdentityTerminator()) parser.changeState("hostname", 1);
      return;
    case "hostname":
      if (parser.isNonSpecialPatternChar(parser.tokenIndex, "[")) {
        parser.hostnameIPv6BracketDepth++;
      } else if (parser.isNonSpecialPatternChar(parser.tokenIndex, "]")) {
        parser.hostnameIPv6BracketDepth--;
      } else if (parser.isColon() && parser.hostnameIPv6BracketDepth === 0) {
        parser.changeState("port", 1);
      } else if (parser.isPathnameStart()) parser.changeState("pathname", 0);
      else if (parser.isSearchPrefix()) parser.changeState("search", 1);
      else if (parser.isHashPrefix()) parser.changeState("hash", 1);
      return;
    case "port":
      if (parser.isPathnameStart()) parser.changeState("pathname", 0);
      else if (parser.isSearchPrefix()) parser.changeState("search", 1);
      else if (parser.isHashPrefix()) parser.changeState("hash", 1);
      return;
    case "pathname":
      if (parser.isSearchPrefix()) parser.changeState("search", 1);
      else if (parser.isHashPrefix()) parser.changeState("hash", 1);
      return;
    case "search":
      if (parser.isHashPrefix()) parser.changeState("hash", 1);
      return;
    default:
      return;
  }
}
