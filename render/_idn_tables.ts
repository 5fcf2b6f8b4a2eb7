// Private: lookups over the generated Unicode security data of
// ./_idn_data.ts (see scripts/gen_idn_data.ts). Every table is decoded on
// first use, so importing this module does nothing.

import {
  ALLOWED,
  CASE_FORMS,
  DEFAULT_IGNORABLE,
  DIGIT_ZEROS,
  SCRIPT_SETS,
  SCRIPTS,
  SKELETONS,
  TOP_DOMAINS,
} from "./_idn_data.ts";
import { work } from "./_work.ts";

/** Decodes base-36 ranges (gap, length - 1) into flat [start, end] pairs. */
function decodeRanges(text: string, stride = 2): Uint32Array {
  const numbers = text.split(",").map((n) => parseInt(n, 36));
  const out = new Uint32Array(numbers.length);
  let next = 0;
  for (let i = 0; i < numbers.length; i += stride) {
    const start = next + numbers[i];
    const end = start + numbers[i + 1];
    out[i] = start;
    out[i + 1] = end;
    for (let k = 2; k < stride; k++) out[i + k] = numbers[i + k];
    next = end + 1;
  }
  return out;
}

/** The index (a multiple of `stride`) of the range holding `code`, or -1. */
function findRange(ranges: Uint32Array, code: number, stride = 2): number {
  let low = 0;
  let high = ranges.length / stride - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = middle * stride;
    if (code < ranges[at]) high = middle - 1;
    else if (code > ranges[at + 1]) low = middle + 1;
    else return at;
  }
  return -1;
}

let allowed: Uint32Array | undefined;
let ignorable: Uint32Array | undefined;
let scripts: Uint32Array | undefined;
let scriptSets: readonly (readonly string[])[] | undefined;
let skeletons: Map<number, string> | undefined;

/** Whether a code point has UTS #39 Identifier_Status=Allowed. */
export function isIdentifierAllowed(code: number): boolean {
  allowed ??= decodeRanges(ALLOWED);
  return findRange(allowed, code) >= 0;
}

/** Whether a code point is Default_Ignorable_Code_Point. */
export function isDefaultIgnorable(code: number): boolean {
  ignorable ??= decodeRanges(DEFAULT_IGNORABLE);
  return findRange(ignorable, code) >= 0;
}

const NO_SCRIPTS: readonly string[] = [];

/**
 * The Script_Extensions of an allowed code point (ISO 15924 codes; `Zyyy`
 * for Common, `Zinh` for Inherited); empty for a code point that is not
 * allowed, whose scripts the data does not hold.
 */
export function scriptExtensions(code: number): readonly string[] {
  if (!isIdentifierAllowed(code)) return NO_SCRIPTS;
  scripts ??= decodeRanges(SCRIPTS, 3);
  scriptSets ??= SCRIPT_SETS.split(";").map((names) => names.split(" "));
  const at = findRange(scripts, code, 3);
  return at < 0 ? NO_SCRIPTS : scriptSets[scripts[at + 2]];
}

/** Decodes base-36 "delta:code.code" entries, calling `add` for each. */
function decodeCodeStrings(
  text: string,
  add: (code: number, value: string) => void,
): void {
  let code = 0;
  for (const entry of text.split(",")) {
    const [key, value] = entry.split(":");
    code += parseInt(key, 36);
    add(
      code,
      String.fromCodePoint(...value.split(".").map((n) => parseInt(n, 36))),
    );
  }
}

/** The skeleton of one code point of an NFD string: itself when unmapped. */
function skeletonOfCodePoint(char: string): string {
  if (skeletons === undefined) {
    const map = new Map<number, string>();
    decodeCodeStrings(SKELETONS, (code, value) => map.set(code, value));
    skeletons = map;
  }
  return skeletons.get(char.codePointAt(0)!) ?? char;
}

let caseForms: Map<number, string[]> | undefined;
const NO_FORMS: readonly string[] = [];

/**
 * The skeletons of a letter's case forms that read as ASCII where its own
 * skeleton differs: the forms UTS #46 maps to the letter (`Ь`, read as `b`,
 * for `ь`, whose own skeleton `ƅ` reads as no ASCII). Empty for most
 * characters, and for every ASCII one.
 */
export function caseFormSkeletons(char: string): readonly string[] {
  if (caseForms === undefined) {
    const map = new Map<number, string[]>();
    decodeCodeStrings(CASE_FORMS, (code, value) => {
      map.set(code, [...(map.get(code) ?? []), value]);
    });
    caseForms = map;
  }
  return caseForms.get(char.codePointAt(0)!) ?? NO_FORMS;
}

/**
 * The UTS #39 skeleton of a string: NFD, each code point replaced by its
 * confusables.txt prototype, NFD again.
 *
 * @see {@link https://www.unicode.org/reports/tr39/#def-skeleton}
 */
export function skeleton(text: string): string {
  let out = "";
  for (const char of text.normalize("NFD")) out += skeletonOfCodePoint(char);
  return out.normalize("NFD");
}

/** The digit zero of an allowed decimal digit's numbering system, or -1. */
export function digitZero(code: number): number {
  for (let i = DIGIT_ZEROS.length - 1; i >= 0; i--) {
    if (DIGIT_ZEROS[i] <= code) {
      return code - DIGIT_ZEROS[i] < 10 ? DIGIT_ZEROS[i] : -1;
    }
  }
  return -1;
}

let asciiSkeletonChars: Set<string> | undefined;

/**
 * Whether a string's skeleton is made of what the skeletons of ASCII letters,
 * digits and hyphens are made of: it reads as ASCII in a domain.
 */
export function looksAscii(text: string): boolean {
  if (asciiSkeletonChars === undefined) {
    asciiSkeletonChars = new Set();
    for (const char of "abcdefghijklmnopqrstuvwxyz0123456789-") {
      for (const part of skeleton(char)) asciiSkeletonChars.add(part);
    }
  }
  const shape = skeleton(text);
  if (shape === "") return false;
  for (const part of shape) if (!asciiSkeletonChars.has(part)) return false;
  return true;
}

/**
 * Whether a character reads as ASCII in a domain: its skeleton does
 * ({@linkcode looksAscii}), or the skeleton of one of its case forms does
 * (`ь`, for `Ь`).
 */
export function readsAsAscii(char: string): boolean {
  return looksAscii(char) || caseFormSkeletons(char).length > 0;
}

let topDomains: Map<string, string> | undefined;

/** Each top domain by its skeleton (see {@linkcode domainSkeleton}). */
export function topDomainSkeletons(): Map<string, string> {
  if (topDomains === undefined) {
    topDomains = new Map();
    for (const domain of TOP_DOMAINS.split(" ")) {
      topDomains.set(domainSkeleton(domain), domain);
    }
  }
  return topDomains;
}

/**
 * The skeleton a domain is matched on against the top domains: diacritics
 * (U+0300–U+036F after NFD) removed, then the UTS #39 skeleton, as
 * Chromium's IDN policy (step 13) matches.
 */
export function domainSkeleton(domain: string): string {
  work(domain.length);
  return skeleton(domain.normalize("NFD").replace(/[\u0300-\u036f]/g, ""));
}
