// Private: the built-ins the library calls that an engine the polyfill
// targets may lack, installed by installURL() only where missing. Hermes
// before Hermes V1 (React Native's engine until 0.8x; the hermes-engine-cli
// package's 0.12) has neither String.prototype.isWellFormed and
// toWellFormed (ES2024) nor TextEncoder and TextDecoder. The fallbacks are
// exact for what they cover: the two string methods in full, and the
// Encoding Standard's UTF-8 encoder and decoder (TextDecoder takes the
// UTF-8 labels only, and no streaming).

/** Lone surrogates become U+FFFD; `fix` false only tests. */
function wellFormed(s: string, fix: boolean): string | boolean {
  let out = "";
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
    if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++;
      continue;
    }
    if (!fix) return false;
    out += s.slice(from, i) + "\uFFFD";
    from = i + 1;
  }
  return fix ? (from === 0 ? s : out + s.slice(from)) : true;
}

/** The Encoding Standard's UTF-8 encode of a string. */
function encodeUtf8(input: string): Uint8Array {
  const s = wellFormed(String(input), true) as string;
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      c = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00);
    }
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    else if (c < 0x10000) {
      bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    } else {
      bytes.push(
        0xf0 | (c >> 18),
        0x80 | ((c >> 12) & 0x3f),
        0x80 | ((c >> 6) & 0x3f),
        0x80 | (c & 0x3f),
      );
    }
  }
  return new Uint8Array(bytes);
}

/**
 * The Encoding Standard's UTF-8 decoder: each maximal subpart of an
 * ill-formed sequence becomes one U+FFFD (or, when fatal, a TypeError).
 *
 * @see {@link https://encoding.spec.whatwg.org/#utf-8-decoder}
 */
function decodeUtf8(bytes: Uint8Array, fatal: boolean, ignoreBOM: boolean) {
  let out = "";
  let needed = 0;
  let seen = 0;
  let cp = 0;
  let lower = 0x80;
  let upper = 0xbf;
  const error = () => {
    if (fatal) throw new TypeError("The encoded data was not valid utf-8");
    out += "\uFFFD";
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (needed === 0) {
      if (b < 0x80) out += String.fromCharCode(b);
      else if (b >= 0xc2 && b <= 0xdf) (needed = 1), (cp = b & 0x1f);
      else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) lower = 0xa0;
        if (b === 0xed) upper = 0x9f;
        needed = 2;
        cp = b & 0xf;
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) lower = 0x90;
        if (b === 0xf4) upper = 0x8f;
        needed = 3;
        cp = b & 0x7;
      } else error();
      continue;
    }
    if (b < lower || b > upper) {
      cp = needed = seen = 0;
      lower = 0x80;
      upper = 0xbf;
      error();
      i--; // The byte starts over.
      continue;
    }
    lower = 0x80;
    upper = 0xbf;
    cp = (cp << 6) | (b & 0x3f);
    if (++seen === needed) {
      out += String.fromCodePoint(cp);
      cp = needed = seen = 0;
    }
  }
  if (needed !== 0) error();
  return !ignoreBOM && out.charCodeAt(0) === 0xfeff ? out.slice(1) : out;
}

const UTF8_LABELS = [
  "unicode-1-1-utf-8",
  "unicode11utf8",
  "unicode20utf8",
  "utf-8",
  "utf8",
  "x-unicode20utf8",
];

/** A UTF-8-only TextEncoder. */
class TextEncoder {
  get encoding(): string {
    return "utf-8";
  }
  encode(input = ""): Uint8Array {
    return encodeUtf8(input);
  }
}

/** A UTF-8-only, non-streaming TextDecoder. */
class TextDecoder {
  #fatal: boolean;
  #ignoreBOM: boolean;
  constructor(
    label = "utf-8",
    options: { fatal?: boolean; ignoreBOM?: boolean } = {},
  ) {
    if (!UTF8_LABELS.includes(String(label).trim().toLowerCase())) {
      throw new RangeError(`This TextDecoder supports only utf-8: ${label}`);
    }
    this.#fatal = Boolean(options.fatal);
    this.#ignoreBOM = Boolean(options.ignoreBOM);
  }
  get encoding(): string {
    return "utf-8";
  }
  decode(input?: ArrayBufferView | ArrayBuffer): string {
    if (input === undefined) return "";
    const bytes = input instanceof ArrayBuffer
      ? new Uint8Array(input)
      : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    return decodeUtf8(bytes, this.#fatal, this.#ignoreBOM);
  }
}

/** The fallbacks themselves, for the tests. */
export const fallbacks = {
  TextEncoder,
  TextDecoder,
  isWellFormed: function isWellFormed(this: string): boolean {
    return wellFormed(String(this), false) as boolean;
  },
  toWellFormed: function toWellFormed(this: string): string {
    return wellFormed(String(this), true) as string;
  },
};

/** Defines a missing built-in as the engines define theirs. */
function define(target: object, name: string, value: unknown): void {
  Object.defineProperty(target, name, {
    value,
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

/**
 * Installs the built-ins above that `globalThis` lacks; returns their
 * names.
 */
export function installMissingBuiltins(): string[] {
  const installed: string[] = [];
  const proto = String.prototype as unknown as Record<string, unknown>;
  if (typeof proto.isWellFormed !== "function") {
    define(proto, "isWellFormed", fallbacks.isWellFormed);
    installed.push("String.prototype.isWellFormed");
  }
  if (typeof proto.toWellFormed !== "function") {
    define(proto, "toWellFormed", fallbacks.toWellFormed);
    installed.push("String.prototype.toWellFormed");
  }
  const global = globalThis as Record<string, unknown>;
  for (
    const [name, value] of [["TextEncoder", TextEncoder], [
      "TextDecoder",
      TextDecoder,
    ]] as const
  ) {
    if (typeof global[name] !== "function") {
      define(globalThis, name, value);
      installed.push(name);
    }
  }
  return installed;
}
