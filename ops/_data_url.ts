// Private: a data URL tidied as normalize-url 10 tidies it, from the input
// text (a data URL is never parsed, so none fails): the MIME type and the
// charset value lowercased, quotes dropped from token values, `text/plain`
// and `charset=us-ascii` left out where they are the default, spaces
// trimmed around the media type's parts and ASCII whitespace around base64
// data, the fragment as the options say.

import {
  decodeUnreservedEscapes,
  escapeTrailingWhitespace,
  trimWith,
  upperEscapes,
} from "./_compat_text.ts";

/** The options that act on a data URL. */
export interface DataURLOptions {
  readonly stripHash: boolean;
  readonly stripTextFragment: boolean;
}

/** A media type ending in the base64 marker (spaces allowed after `;`). */
const BASE64_MARKER = /; *base64$/i;
const TEXT_FRAGMENT = /:~:text=[\s\S]*$/i;
const TOKEN = /^[\w!#$%&'*+\-.^`|~]+$/;

const isSpace = (code: number) => code === 0x20;
const isAsciiWhitespace = (code: number) =>
  code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d ||
  code === 0x20;

/** A media type parameter: its lowercase name, and value (`null` without `=`). */
type Parameter = [name: string, value: string | null];

/**
 * A data URL (`data:` and what follows, trimmed, without tab or newlines)
 * tidied.
 */
export function normalizeDataURL(input: string, o: DataURLOptions): string {
  const rest = input.slice("data:".length);
  const hashAt = rest.indexOf("#");
  const body = hashAt < 0 ? rest : rest.slice(0, hashAt);
  const comma = body.indexOf(",");
  const data = comma < 0 ? "" : body.slice(comma + 1);
  let type = trimWith(comma < 0 ? body : body.slice(0, comma), isSpace);
  const base64 = BASE64_MARKER.test(type);
  if (base64) type = type.replace(BASE64_MARKER, "");
  const parts = splitParameters(type).map((p) => trimWith(p, isSpace));
  const mime = parts[0].toLowerCase();
  const media = mediaType(mime, parts.slice(1).flatMap(parameter), base64);

  let hash = o.stripHash || hashAt < 0 ? "" : rest.slice(hashAt + 1);
  if (o.stripTextFragment) hash = hash.replace(TEXT_FRAGMENT, "");
  hash = escapeTrailingWhitespace(upperEscapes(hash));
  const fragment = hash === "" ? "" : "#" + hash;

  // Text that ends the URL has its trailing whitespace escaped, so that the
  // next pass's trimming keeps it.
  const dataText = base64
    ? escapeTrailingWhitespace(trimWith(data, isAsciiWhitespace))
    : fragment === ""
    ? escapeTrailingWhitespace(data)
    : data;
  let typeText = comma < 0 ? escapeTrailingWhitespace(media) : media;
  // A media type that trimming left ending in `;base64` keeps a `;`, so
  // that it does not become the marker.
  if (!base64 && BASE64_MARKER.test(typeText)) typeText += ";";
  const separator = comma < 0 && typeText !== "" ? "" : ",";
  return "data:" + typeText + separator +
    upperEscapes(decodeUnreservedEscapes(dataText)) + fragment;
}

/**
 * The media type written back, `text/plain` and `charset=us-ascii` left out
 * where they are the default.
 */
function mediaType(
  mime: string,
  parameters: Parameter[],
  base64: boolean,
): string {
  const isDefaultCharset = (p: Parameter | undefined) =>
    p !== undefined && p[0] === "charset" && p[1] === "us-ascii";
  const last = parameters[parameters.length - 1];
  const beforeLast = parameters[parameters.length - 2];
  // Dropping the charset would leave a bare `base64` last: the marker.
  const wouldExposeMarker = !base64 && isDefaultCharset(last) &&
    beforeLast !== undefined && beforeLast[0] === "base64" &&
    beforeLast[1] === null;
  const keepDefault = (mime !== "" && mime !== "text/plain") ||
    parameters.filter((p) => p[0] === "charset").length > 1 ||
    wouldExposeMarker;
  const written = parameters
    .filter((p) => keepDefault || !isDefaultCharset(p))
    .map(([name, value]) => value === null ? name : name + "=" + value);
  if (base64) written.push("base64");
  if (written.length > 0 || (mime !== "" && mime !== "text/plain")) {
    written.unshift(mime);
  }
  return written.join(";");
}

/** One `name=value` part read: the name lowercased, a quoted token unquoted. */
function parameter(part: string): Parameter[] {
  if (part === "") return [];
  const eq = part.indexOf("=");
  // The part is trimmed, so a name has no leading spaces; a trailing one
  // is part of it (`charset ` is not the charset).
  const name = (eq < 0 ? part : part.slice(0, eq)).toLowerCase();
  if (name === "") return [];
  let value = eq < 0 ? null : unquoteToken(part.slice(eq + 1));
  if (name === "charset" && value !== null) value = value.toLowerCase();
  return [[name, value]];
}

/** A quoted value without its quotes and quoted pairs, if it is a token. */
function unquoteToken(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) {
    return value;
  }
  const unquoted = value.slice(1, -1).replace(
    /\\([^\n\r\u2028\u2029])/gu,
    "$1",
  );
  return TOKEN.test(unquoted) ? unquoted : value;
}

/**
 * The media type split at each `;` outside a quoted string: a `"` right
 * after `=` opens one, and a `\` escapes the next character in it.
 */
function splitParameters(type: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  let escaped = false;
  let afterEquals = false;
  for (const char of type) {
    if (quoted) {
      if (char === "\\") {
        escaped = !escaped;
      } else {
        if (char === '"' && !escaped) quoted = false;
        escaped = false;
      }
    } else if (char === '"' && afterEquals) {
      quoted = true;
      afterEquals = false;
    } else if (char === ";") {
      parts.push(current);
      current = "";
      afterEquals = false;
      continue;
    } else {
      afterEquals = char === "=";
    }
    current += char;
  }
  parts.push(current);
  return parts;
}
