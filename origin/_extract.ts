// Private: the origin an Origin object holds for a URL, and the URL values
// Origin.from() accepts.

import type { Components } from "../parser/components.ts";
import { hostOf, pathOf, schemeOf } from "../parser/components.ts";
import type { OriginRecord } from "../parser/origin.ts";
import {
  originOfComponents,
  parseComponents,
} from "../parser/run_basic_url_parser.ts";
import { FILE_SCHEME } from "../parser/scheme.ts";
import { domainParserToASCII } from "../host/domain.ts";
import { parseURLValue, urlValueOf } from "../api/url_value.ts";

/**
 * The origin of a URL as an `Origin` object holds it: the URL Standard's
 * origin, except that a `file:` URL (or a `blob:` URL of one) has the tuple
 * origin (`file`, host, null), as in Chromium, where the standard leaves
 * `file:` "as an exercise to the reader" and `URL#origin` says `"null"`.
 * So every `file:` URL of one host is same origin with every other.
 *
 * @see {@link https://url.spec.whatwg.org/#concept-url-origin}
 */
export function originForComparison(c: Components): OriginRecord {
  if (c.scheme === FILE_SCHEME) return fileOrigin(c);
  if (c.scheme === 0 && schemeOf(c) === "blob") {
    // The origin steps' "blob" case, for the one scheme whose origin differs
    // here: "if pathURL's scheme is "http", "https", or "file", then return
    // pathURL's origin".
    const pathURL = parseComponents(domainParserToASCII, pathOf(c));
    if (pathURL !== null && pathURL.scheme === FILE_SCHEME) {
      return fileOrigin(pathURL);
    }
  }
  return originOfComponents(domainParserToASCII, c);
}

function fileOrigin(c: Components): OriginRecord {
  // A file URL always has a host, the empty host included.
  return {
    type: "tuple",
    scheme: "file",
    host: hostOf(c)!,
    port: null,
    domain: null,
  };
}

/**
 * The URL of a value that is a URL object: one of this library's `URL`
 * classes (read directly), or the runtime's own `URL` (its `href`, read
 * through the runtime's getter, whose brand check refuses anything else);
 * `null` for anything else, `{ href }` and `Request` objects included.
 */
export function urlOfObject(value: object): Components | null {
  const ours = urlValueOf(value);
  if (ours !== null) return ours;
  const RuntimeURL = (globalThis as { URL?: unknown }).URL;
  if (typeof RuntimeURL !== "function") return null;
  const href = Object.getOwnPropertyDescriptor(RuntimeURL.prototype, "href")
    ?.get;
  if (href === undefined) return null;
  let serialized: unknown;
  try {
    serialized = href.call(value);
  } catch {
    return null; // The getter's brand check: not a URL object.
  }
  return typeof serialized === "string" ? parseURLValue(serialized) : null;
}
