// Generated input shapes for the differential tests against whatwg-url: the
// hosts that domain to ASCII maps to IPv4 addresses (non-ASCII digits,
// full-width and ideographic dots, circled and superscript numbers, and the
// same percent-encoded), lone surrogates in each component, the hand
// mutations of URL records that jsdom and its users make, and random
// URL-like strings. Each generator is seeded, so a run is the same every
// time, and says which shape it made, so that a test can count each shape.

import { seeded } from "./_whatwg_url_differential.ts";

/** A generated input and the shape it was made to have. */
export interface ShapedInput {
  shape: Shape;
  input: string;
}

/** The shapes of host the generators make. */
export type HostShape =
  | "non-ASCII digits"
  | "full-width and ideographic dots"
  | "circled and superscript numbers"
  | "percent-encoded non-ASCII number";

/** Every shape, lone surrogates by the component they are put in. */
export type Shape = HostShape | `lone surrogate in ${SurrogateComponent}`;

/** The components a lone surrogate is put in. */
export type SurrogateComponent =
  | "userinfo"
  | "host"
  | "opaque host"
  | "port"
  | "path"
  | "opaque path"
  | "query"
  | "fragment"
  | "scheme";

/** The host shapes, in the order the generator cycles through them. */
export const HOST_SHAPES: readonly HostShape[] = [
  "non-ASCII digits",
  "full-width and ideographic dots",
  "circled and superscript numbers",
  "percent-encoded non-ASCII number",
];

/** The components, in the order the generator cycles through them. */
export const SURROGATE_COMPONENTS: readonly SurrogateComponent[] = [
  "userinfo",
  "host",
  "opaque host",
  "port",
  "path",
  "opaque path",
  "query",
  "fragment",
  "scheme",
];

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/**
 * The first code point of each run of ten digits that UTS #46 maps to the
 * ASCII digits 0-9: full-width, and the mathematical bold, double-struck,
 * sans-serif, sans-serif bold and monospace digits (outside the BMP).
 */
const MAPPED_DIGIT_RUNS = [0xff10, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6];

/** Digits that IDNA keeps as they are (a domain that is not a number). */
const UNMAPPED_DIGIT_RUNS = [0x0660, 0x06f0, 0x0966];

/** The superscript digits 0-9, and the subscript ones from U+2080. */
const SUPERSCRIPT = [
  0x2070,
  0xb9,
  0xb2,
  0xb3,
  0x2074,
  0x2075,
  0x2076,
  0x2077,
  0x2078,
  0x2079,
];

/** Circled digits: ⓪, then ① to ⑨. */
function circled(digit: number): string {
  return String.fromCodePoint(digit === 0 ? 0x24ea : 0x245f + digit);
}

/** Full stops that UTS #46 maps to U+002E (.). */
const DOTS = [".", "\u3002", "\uff0e", "\uff61"];

/** A number as one IPv4 part would be written: decimal, hex or octal. */
function asciiPart(random: Random): string {
  const value = Math.floor(random() * (random() < 0.8 ? 256 : 70000));
  const r = random();
  if (r < 0.7) return String(value);
  if (r < 0.85) return "0x" + value.toString(16);
  return "0" + value.toString(8);
}

/** `text` with each ASCII digit, at `rate`, written by `digit`. */
function replaceDigits(
  random: Random,
  text: string,
  rate: number,
  digit: (d: number) => string,
): string {
  let out = "";
  for (const c of text) {
    const d = c.charCodeAt(0) - 0x30;
    out += d >= 0 && d <= 9 && random() < rate ? digit(d) : c;
  }
  return out;
}

/** Parts joined by dots, at times with a trailing or an empty part. */
function joinParts(random: Random, parts: string[], dot: () => string) {
  let out = parts[0];
  for (let i = 1; i < parts.length; i++) out += dot() + parts[i];
  if (random() < 0.15) out += dot();
  return out;
}

/** A host of one of the shapes: most end in a number after IDNA. */
function shapedHost(random: Random, shape: HostShape): string {
  const count = 1 + Math.floor(random() * 5);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(asciiPart(random));
  // Now and then a label that is not a number, first or last.
  if (random() < 0.1) parts.unshift(pick(random, ["a", "xn--a", "b\u00e9"]));
  if (random() < 0.05) parts.push(pick(random, ["a", "0xg", "1a"]));
  const asciiDot = () => ".";
  const anyDot = () => random() < 0.5 ? "." : pick(random, DOTS);
  switch (shape) {
    case "non-ASCII digits": {
      const runs = random() < 0.85 ? MAPPED_DIGIT_RUNS : UNMAPPED_DIGIT_RUNS;
      const run = pick(random, runs);
      return replaceDigits(
        random,
        joinParts(random, parts, asciiDot),
        random() < 0.3 ? 1 : 0.5,
        (d) => String.fromCodePoint(run + d),
      );
    }
    case "full-width and ideographic dots": {
      // At least one dot that is not ASCII.
      if (parts.length === 1) parts.push(asciiPart(random));
      const host = joinParts(random, parts, anyDot);
      return host.includes(".") && !/[\u0080-\uffff]/.test(host)
        ? host.replace(".", pick(random, DOTS.slice(1)))
        : host;
    }
    case "circled and superscript numbers": {
      const r = random();
      const digit = r < 0.4
        ? circled
        : r < 0.7
        ? (d: number) => String.fromCodePoint(SUPERSCRIPT[d])
        : r < 0.85
        ? (d: number) => String.fromCodePoint(0x2080 + d)
        // ⑩ to ⑳ map to "10" to "20"; ⒈ to ⒛ to "1." to "20.".
        : () => String.fromCodePoint(pick(random, [0x2469, 0x2473, 0x2488]));
      return replaceDigits(
        random,
        joinParts(random, parts, anyDot),
        0.6,
        digit,
      );
    }
    case "percent-encoded non-ASCII number":
      return percentEncodeNonAscii(
        random,
        shapedHost(random, pick(random, HOST_SHAPES.slice(0, 3))),
      );
  }
}

/** `text` with its non-ASCII code points, at a rate, UTF-8 percent-encoded. */
function percentEncodeNonAscii(random: Random, text: string): string {
  let out = "";
  for (const c of text) {
    if (c.charCodeAt(0) < 0x80 || random() < 0.2) out += c;
    else {
      for (const byte of new TextEncoder().encode(c)) {
        const hex = byte.toString(16);
        out += "%" + (random() < 0.5 ? hex : hex.toUpperCase());
      }
    }
  }
  return out;
}

const HOST_SCHEMES = ["http://", "https://", "ws://", "ftp://", "file://"];

/** URLs whose hosts have the host shapes, `perShape` of each. */
export function shapedHostInputs(
  perShape: number,
  seed: number,
): ShapedInput[] {
  const random = seeded(seed);
  const out: ShapedInput[] = [];
  for (let i = 0; i < perShape; i++) {
    for (const shape of HOST_SHAPES) {
      const host = shapedHost(random, shape);
      const scheme = pick(random, HOST_SCHEMES);
      const userinfo = scheme !== "file://" && random() < 0.1 ? "u:p@" : "";
      const port = scheme !== "file://" && random() < 0.1 ? ":8080" : "";
      const tail = pick(random, ["", "/", "/a?b#c", "\\x"]);
      out.push({ shape, input: scheme + userinfo + host + port + tail });
    }
  }
  return out;
}

/** One or two lone surrogates, a surrogate pair, or halves split by a tab. */
function surrogateText(random: Random): string {
  const high = () => String.fromCharCode(0xd800 + Math.floor(random() * 0x400));
  const low = () => String.fromCharCode(0xdc00 + Math.floor(random() * 0x400));
  const r = random();
  if (r < 0.35) return high();
  if (r < 0.6) return low();
  if (r < 0.7) return low() + high();
  if (r < 0.8) return high() + pick(random, ["\t", "\n", "\r"]) + low();
  if (r < 0.9) return "%" + high();
  return high() + "%41" + low();
}

/** URLs with lone surrogates in one component, `perComponent` of each. */
export function surrogateInputs(
  perComponent: number,
  seed: number,
): ShapedInput[] {
  const random = seeded(seed);
  const out: ShapedInput[] = [];
  for (let i = 0; i < perComponent; i++) {
    for (const component of SURROGATE_COMPONENTS) {
      const s = surrogateText(random);
      const special = pick(random, ["https://", "http://", "ws://"]);
      const word = pick(random, ["a", "b.c", "", "x y"]);
      const input = {
        "userinfo": `${special}u${s}${word}:p${s}@h.example/`,
        "host": `${special}ex${s}ample.com/`,
        "opaque host": `sc://h${s}${word.replace(" ", "")}/p`,
        "port": `${special}h.example:8${s}0/`,
        "path": `${
          pick(random, [special + "h/", "sc://h/", "file:///"])
        }a${s}${word}/b`,
        "opaque path": `${
          pick(random, ["sc:", "mailto:", "javascript:"])
        }x${s}${word}`,
        "query": `${pick(random, [special + "h/", "sc:o"])}?q=${s}${word}`,
        "fragment": `${
          pick(random, [special + "h/", "sc:o", "file:///x"])
        }#${s}${word}`,
        "scheme": `h${s}ttp://h/`,
      }[component];
      out.push({ shape: `lone surrogate in ${component}`, input });
    }
  }
  return out;
}

/** The hand mutations of a URL record that callers such as jsdom make. */
export const MUTATIONS = [
  "port as a string",
  "credentials on a null host",
  "malformed IPv6 pieces",
  "host number that is no IPv4 address",
  "host object with toString",
  "file: with credentials and a port",
] as const;

/** One of {@linkcode MUTATIONS}. */
export type Mutation = typeof MUTATIONS[number];

/** A record's fields, as far as the mutations write them. */
interface Fields {
  scheme: string;
  username: string;
  password: string;
  host: unknown;
  port: unknown;
}

/**
 * A mutation with its values drawn, to apply alike to two records (the
 * same host object for both, so that they compare equal); `setUsername`
 * is the username to set with setTheUsername() after it, if any.
 */
export interface DrawnMutation {
  mutation: Mutation;
  apply(url: Fields): void;
  setUsername?: string;
}

/** Draws `perMutation` of each mutation, cycling through them. */
export function drawMutations(
  perMutation: number,
  seed: number,
): DrawnMutation[] {
  const random = seeded(seed);
  const out: DrawnMutation[] = [];
  for (let i = 0; i < perMutation; i++) {
    for (const mutation of MUTATIONS) out.push(draw(random, mutation));
  }
  return out;
}

function draw(random: Random, mutation: Mutation): DrawnMutation {
  switch (mutation) {
    case "port as a string": {
      const port = pick(random, ["8080", "443", "80", "0", "65535", "1"]);
      return {
        mutation,
        apply: (url) => {
          if (url.host !== null && url.host !== "") url.port = port;
        },
        setUsername: random() < 0.5 ? "me" : undefined,
      };
    }
    case "credentials on a null host":
      return {
        mutation,
        apply: (url) => {
          url.host = null;
          url.port = null;
        },
        setUsername: pick(random, ["u", "a b", "", "\u00e9"]),
      };
    case "malformed IPv6 pieces": {
      const pieces = [0, 0, 0, 0, 0, 0, 0, 1];
      pieces[Math.floor(random() * 8)] = pick(random, [
        0x10000,
        -1,
        1.5,
        NaN,
        0xfffff,
      ]);
      if (random() < 0.2) pieces.push(7);
      return { mutation, apply: (url) => url.host = [...pieces] };
    }
    case "host number that is no IPv4 address": {
      const host = pick(random, [1.5, -1, NaN, 2 ** 32, 2 ** 32 + 5, -0.5]);
      return { mutation, apply: (url) => url.host = host };
    }
    case "host object with toString": {
      const name = pick(random, ["evil.com", "a", "1.2.3.4", "[::1]", ""]);
      const host = { toString: () => name };
      return { mutation, apply: (url) => url.host = host };
    }
    case "file: with credentials and a port": {
      const port = pick(random, [8, 80, 8080]);
      const host = pick(random, ["h", "", "1.2.3.4"]);
      const password = random() < 0.5 ? "p" : "";
      return {
        mutation,
        apply: (url) => {
          url.scheme = "file";
          url.host = host;
          url.username = "u";
          url.password = password;
          url.port = port;
        },
      };
    }
  }
}

/** Random strings over URL-significant and hostile code points. */
export function randomString(random: () => number, max: number): string {
  const alphabet = [
    ..."abcXYZ019.-_~:/?#[]@!$&'()*+,;=% \\\t\n|^`{}<>\"",
    "%2e",
    "%41",
    "%zz",
    "\u00e9",
    "\u00df",
    "\u0000",
    "\u001f",
    "\u007f",
    "\ud83d\ude00",
    "\ud800",
    "\ufffd",
    "xn--",
    "..",
    "0x7f",
    "[::1]",
    "1.2.3.4",
  ];
  let out = "";
  const length = Math.floor(random() * max);
  for (let i = 0; i < length; i++) {
    out += alphabet[Math.floor(random() * alphabet.length)];
  }
  return out;
}

/** Seeded random URL-like inputs. */
export function randomInputs(count: number, seed: number): string[] {
  const random = seeded(seed);
  const schemes = ["http://", "https://", "file://", "sc://", "ws:", "", "a:"];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const scheme = schemes[Math.floor(random() * schemes.length)];
    out.push(scheme + randomString(random, 24));
  }
  return out;
}
