/**
 * Strict parsing: the URL parser with rules that refuse, at parse time,
 * input that browsers accept but a server or security tool must not: any
 * validation error or chosen ones, IPv4 shorthand, credentials, backslashes,
 * schemes that are not special, `file:`, and results longer than a limit.
 *
 * Detection uses the parser's own validation errors where one exists for a
 * rule, so no rule of the standard is derived a second time.
 *
 * @module
 */

import type { ValidationErrorName } from "../host/validation_error.ts";
import { serializeURL } from "./serializer.ts";
import { parseURL } from "./url_parser.ts";
import { isSpecial, type URLRecord } from "./url_record.ts";
import { validURLStringProblems } from "./valid_url_string.ts";

/** The rules a strict parse can refuse input by. */
export type StrictRule =
  | "max-input-length"
  | "parse-failure"
  | "IPv4-shorthand"
  | "credentials"
  | "backslash"
  | "validation-error"
  | "non-special-scheme"
  | "file-scheme"
  | "invalid-URL-string"
  | "max-length";

/** The rules of a strict parse; each refusing rule is off unless set. */
export interface StrictRules {
  /**
   * Refuse input with any validation error (`true`), or with one of these.
   * A more specific rule below, when on, names the refusal instead.
   */
  rejectValidationErrors?: boolean | readonly ValidationErrorName[];
  /**
   * Refuse IPv4 addresses written with fewer than four parts, with
   * non-decimal parts (`0x7f.1`, `2130706433`, `010.0.0.1`) or with code
   * points that IDNA maps to ASCII digits and dots (`１２７.０.０.１`,
   * `①.②.③.④`): the parser's IPv4-too-few-parts, IPv4-non-decimal-part and
   * IPv4-non-ASCII-input validation errors.
   */
  rejectIPv4Shorthand?: boolean;
  /**
   * Refuse input with a U+0040 (@) in its authority, credentials or not:
   * the invalid-credentials validation error.
   */
  rejectCredentials?: boolean;
  /**
   * Refuse input where the parser reports a validation error at a U+005C
   * (\\): read as a solidus, or kept as an invalid URL unit.
   */
  rejectBackslashes?: boolean;
  /** Refuse URLs whose scheme is not special. */
  rejectNonSpecialSchemes?: boolean;
  /** Refuse URLs whose scheme is "file". */
  rejectFileScheme?: boolean;
  /** Refuse input that is not a valid URL string (the writing grammar). */
  requireValidURLString?: boolean;
  /**
   * Refuse input longer than this (in UTF-16 code units) before parsing.
   */
  maxInputLength?: number;
  /**
   * Refuse a URL whose serialization is longer than this (in code units):
   * percent-encoding can make it up to nine times the input's length.
   */
  maxLength?: number;
}

/** The names of the predefined rule sets in {@linkcode STRICT_PROFILES}. */
export type StrictProfileName = "conforming" | "valid" | "server";

/**
 * Predefined rule sets. `conforming`: no validation errors. `valid`: no
 * validation errors and a valid URL string. `server`: no IPv4 shorthand,
 * credentials, backslashes, non-special schemes or `file:`.
 *
 * @example
 * ```ts
 * import { STRICT_PROFILES } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 * assert.equal(STRICT_PROFILES.server.rejectCredentials, true);
 * ```
 */
export const STRICT_PROFILES: Readonly<
  Record<StrictProfileName, Readonly<StrictRules>>
> = {
  conforming: { rejectValidationErrors: true },
  valid: { rejectValidationErrors: true, requireValidURLString: true },
  server: {
    rejectIPv4Shorthand: true,
    rejectCredentials: true,
    rejectBackslashes: true,
    rejectNonSpecialSchemes: true,
    rejectFileScheme: true,
  },
};

/** Options of {@linkcode parseURLStrict}: a profile, rules, and a base. */
export interface StrictParseOptions extends StrictRules {
  /** A predefined rule set; the rules given beside it override it. */
  profile?: StrictProfileName;
  /** The base URL (a string is parsed first, with no rules). */
  base?: string | URLRecord;
}

/** Why a strict parse refused its input. */
export interface StrictRefusal {
  /** The rule that refused. */
  rule: StrictRule;
  /**
   * The UTF-16 code unit index in the input where the rule found its
   * cause, or `null` when it concerns the result as a whole.
   */
  position: number | null;
  /** The validation error behind the refusal, when there is one. */
  validationError?: ValidationErrorName;
  /** A sentence saying what was refused. */
  message: string;
}

/** The result of {@linkcode parseURLStrict}: a URL record or a refusal. */
export type StrictParseResult =
  | { url: URLRecord; refusal: null }
  | { url: null; refusal: StrictRefusal };

/** A reported validation error and its position. */
interface Reported {
  name: ValidationErrorName;
  position: number;
}

const IPV4_SHORTHAND: readonly ValidationErrorName[] = [
  "IPv4-too-few-parts",
  "IPv4-non-decimal-part",
  "IPv4-non-ASCII-input",
];

/** The specific rule a reported validation error triggers, if any. */
function specificRule(
  rules: StrictRules,
  error: Reported,
  input: string,
): StrictRule | null {
  if (rules.rejectIPv4Shorthand && IPV4_SHORTHAND.includes(error.name)) {
    return "IPv4-shorthand";
  }
  if (rules.rejectCredentials && error.name === "invalid-credentials") {
    return "credentials";
  }
  // The parser reports a backslash as invalid-reverse-solidus where it acts
  // as a solidus, special-scheme-missing-following-solidus after a special
  // scheme, and invalid-URL-unit where it is kept.
  if (rules.rejectBackslashes && input.charCodeAt(error.position) === 0x5c) {
    return "backslash";
  }
  return null;
}

/** Whether the rules refuse a validation error as such. */
function refusesError(rules: StrictRules, name: ValidationErrorName): boolean {
  const chosen = rules.rejectValidationErrors;
  return chosen === true || (Array.isArray(chosen) && chosen.includes(name));
}

function refuse(
  rule: StrictRule,
  position: number | null,
  message: string,
  validationError?: ValidationErrorName,
): StrictParseResult {
  const refusal: StrictRefusal = validationError === undefined
    ? { rule, position, message }
    : { rule, position, validationError, message };
  return { url: null, refusal };
}

/** The first reported error that a rule refuses, as a refusal. */
function errorRefusal(
  rules: StrictRules,
  errors: readonly Reported[],
  input: string,
): StrictParseResult | null {
  for (const error of errors) {
    const rule = specificRule(rules, error, input) ??
      (refusesError(rules, error.name) ? "validation-error" : null);
    if (rule !== null) {
      return refuse(
        rule,
        error.position,
        `${rule} rule refuses ${
          JSON.stringify(input)
        }: ${error.name} at ${error.position}`,
        error.name,
      );
    }
  }
  return null;
}

/** The rules about the URL record as a whole, in order. */
function recordRefusal(
  rules: StrictRules,
  url: URLRecord,
  input: string,
  base: URLRecord | undefined,
): StrictParseResult | null {
  const quoted = JSON.stringify(input);
  if (rules.rejectNonSpecialSchemes && !isSpecial(url)) {
    return refuse(
      "non-special-scheme",
      null,
      `non-special-scheme rule refuses ${quoted}: scheme "${url.scheme}"`,
    );
  }
  if (rules.rejectFileScheme && url.scheme === "file") {
    return refuse("file-scheme", null, `file-scheme rule refuses ${quoted}`);
  }
  if (rules.requireValidURLString) {
    const problem = validURLStringProblems(input, base)[0];
    if (problem !== undefined) {
      return refuse(
        "invalid-URL-string",
        problem.position,
        `invalid-URL-string rule refuses ${quoted}: not a ${problem.production} at ${problem.position}`,
      );
    }
  }
  if (rules.maxLength !== undefined) {
    const length = serializeURL(url).length;
    if (length > rules.maxLength) {
      return refuse(
        "max-length",
        null,
        `max-length rule refuses ${quoted}: ${length} code units serialized, more than ${rules.maxLength}`,
      );
    }
  }
  return null;
}

/**
 * Parses a URL under strict rules: the URL parser, then the rules in this
 * order — the input length, parse failure, the validation errors in the
 * order the parser reports them (each named by its specific rule when that
 * rule is on), the scheme rules, the writing grammar and the serialized
 * length.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-parser}
 * @param input The string to parse.
 * @param options A profile, rules and a base URL.
 * @returns The URL record, or the refusal naming the rule and position.
 *
 * @example Refusing what a server must not accept
 * ```ts
 * import { parseURLStrict, serializeURL } from "@urlstd/url/parser";
 * import assert from "node:assert/strict";
 *
 * const ok = parseURLStrict("https://example.com/a", { profile: "server" });
 * assert.equal(serializeURL(ok.url!), "https://example.com/a");
 *
 * const { refusal } = parseURLStrict("http://0x7f.1/", { profile: "server" });
 * assert.equal(refusal?.rule, "IPv4-shorthand");
 * assert.equal(refusal?.position, 7);
 *
 * const long = parseURLStrict("https://a/\u00e9", { maxLength: 12 });
 * assert.equal(long.refusal?.rule, "max-length");
 * ```
 */
export function parseURLStrict(
  input: string,
  options: StrictParseOptions = {},
): StrictParseResult {
  const rules: StrictRules = options.profile === undefined
    ? options
    : { ...STRICT_PROFILES[options.profile], ...definedRules(options) };
  const quoted = JSON.stringify(input);
  if (
    rules.maxInputLength !== undefined && input.length > rules.maxInputLength
  ) {
    return refuse(
      "max-input-length",
      null,
      `max-input-length rule refuses ${quoted}: ${input.length} code units, more than ${rules.maxInputLength}`,
    );
  }
  const base = typeof options.base === "string"
    ? parseURL(options.base) ?? undefined
    : options.base;
  if (typeof options.base === "string" && base === undefined) {
    return refuse(
      "parse-failure",
      null,
      `Invalid base URL: ${JSON.stringify(options.base)}`,
    );
  }
  const errors: Reported[] = [];
  const url = parseURL(input, {
    base: base ?? null,
    report: (name, position) => errors.push({ name, position }),
  });
  if (url === null) {
    const last = errors[errors.length - 1];
    return last === undefined
      ? refuse("parse-failure", null, `Invalid URL: ${quoted}`)
      : refuse(
        "parse-failure",
        last.position,
        `Invalid URL: ${quoted}: ${last.name} at ${last.position}`,
        last.name,
      );
  }
  return errorRefusal(rules, errors, input) ??
    recordRefusal(rules, url, input, base) ??
    { url, refusal: null };
}

/** The options' rule fields that are set, to override a profile's. */
function definedRules(options: StrictParseOptions): StrictRules {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined && key !== "profile" && key !== "base") {
      out[key] = value;
    }
  }
  return out as StrictRules;
}
