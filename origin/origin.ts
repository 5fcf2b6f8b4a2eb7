/**
 * The `Origin` interface of the HTML Standard.
 *
 * @module
 */

import type { OriginRecord } from "../parser/origin.ts";
import { isSameOrigin as sameOrigin } from "../parser/same_origin.ts";
import { isSameSite as sameSite } from "../psl/site.ts";
import { defineInterfaceShape, requireArgs } from "../api/_webidl.ts";
import { parseURLValue } from "../api/url_value.ts";
import { originForComparison, urlOfObject } from "./_extract.ts";

/**
 * An origin, as the platform's `Origin` interface represents one: opaque, or
 * a scheme, host and port, compared as same origin or same site. It has no
 * string form (`"null"` names every opaque origin alike, which is the bug it
 * exists to avoid).
 *
 * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#the-origin-interface}
 *
 * @example Compare the origins of two URLs
 * ```ts
 * import { Origin } from "@urlstd/url/origin";
 * import assert from "node:assert/strict";
 *
 * const a = Origin.from("https://a.example.com/login");
 * const b = Origin.from(new URL("https://b.example.com:8443/"));
 * assert.equal(a.isSameOrigin(b), false);
 * assert.equal(a.isSameSite(b), true);
 * ```
 */
export class Origin {
  // The origin this object represents; an opaque origin by identity.
  #origin: OriginRecord;

  /**
   * Makes a new opaque origin, same origin and same site only with itself.
   *
   * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#dom-origin-constructor}
   *
   * @example
   * ```ts
   * import { Origin } from "@urlstd/url/origin";
   * import assert from "node:assert/strict";
   * const origin = new Origin();
   * assert.equal(origin.opaque, true);
   * assert.equal(origin.isSameOrigin(origin), true);
   * assert.equal(origin.isSameOrigin(new Origin()), false);
   * ```
   */
  constructor() {
    // "Set this's origin to a unique opaque origin."
    this.#origin = { type: "opaque" };
  }

  /**
   * The origin of `value`: an `Origin` (the same origin, opaque ones
   * included), a `URL` object (this library's or the runtime's), or a string,
   * parsed as an absolute URL. `blob:` URLs have their inner URL's origin.
   * `file:` URLs have one origin per host (as in Chromium; `URL#origin` says
   * `"null"` for them). Any other value throws, `{ href }` objects, `String`
   * objects and `Request`s included.
   *
   * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#dom-origin-from}
   * @param value What to take the origin of.
   * @returns A new `Origin`.
   * @throws {TypeError} When `value` is a string that does not parse (with
   * `code` `ERR_INVALID_URL` and `input`, as `new URL()` throws), or has no
   * origin to extract.
   *
   * @example
   * ```ts
   * import { Origin } from "@urlstd/url/origin";
   * import assert from "node:assert/strict";
   * const blob = Origin.from("blob:https://example.com/0c2f");
   * assert.ok(blob.isSameOrigin(Origin.from("https://example.com")));
   * assert.equal(Origin.from("data:text/plain,x").opaque, true);
   * assert.throws(() => Origin.from("/relative"), TypeError);
   * assert.throws(() => Origin.from({ href: "https://example.com/" }), TypeError);
   * ```
   */
  static from(value: unknown): Origin {
    requireArgs(arguments.length, 1, "Origin.from");
    return Origin.#make(Origin.#extract(value));
  }

  /**
   * Whether the origin is opaque (that of a `data:` URL, of a URL whose
   * scheme is not special, or made by `new Origin()`).
   *
   * @example
   * ```ts
   * import { Origin } from "@urlstd/url/origin";
   * import assert from "node:assert/strict";
   * assert.equal(Origin.from("https://example.com").opaque, false);
   * assert.equal(Origin.from("git://example.com/repo").opaque, true);
   * ```
   */
  get opaque(): boolean {
    return Origin.#of(this, "opaque").type === "opaque";
  }

  /**
   * Whether `other` is same origin with this origin: the same opaque origin,
   * or the same scheme, host and port.
   *
   * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#dom-origin-issameorigin}
   * @param other An `Origin`.
   * @returns Whether the two are same origin.
   * @throws {TypeError} When `other` is not an `Origin`.
   *
   * @example
   * ```ts
   * import { Origin } from "@urlstd/url/origin";
   * import assert from "node:assert/strict";
   * const a = Origin.from("https://example.com/a");
   * assert.equal(a.isSameOrigin(Origin.from("https://EXAMPLE.com:443/b")), true);
   * assert.equal(a.isSameOrigin(Origin.from("http://example.com/")), false);
   * ```
   */
  isSameOrigin(other: Origin): boolean {
    const origin = Origin.#of(this, "isSameOrigin");
    requireArgs(arguments.length, 1, "Origin.isSameOrigin");
    return sameOrigin(origin, Origin.#argument(other, "isSameOrigin"));
  }

  /**
   * Whether `other` is same site with this origin: the same opaque origin,
   * or the same scheme and the same registrable domain by the Public Suffix
   * List (the same host where there is none, as for IP addresses). Ports
   * differ freely; schemes do not (schemeful same site).
   *
   * @see {@link https://html.spec.whatwg.org/multipage/browsers.html#dom-origin-issamesite}
   * @param other An `Origin`.
   * @returns Whether the two are same site.
   * @throws {TypeError} When `other` is not an `Origin`.
   *
   * @example
   * ```ts
   * import { Origin } from "@urlstd/url/origin";
   * import assert from "node:assert/strict";
   * const a = Origin.from("https://a.example.co.uk");
   * assert.equal(a.isSameSite(Origin.from("https://b.example.co.uk:8443")), true);
   * assert.equal(a.isSameSite(Origin.from("https://other.co.uk")), false);
   * assert.equal(Origin.from("https://a.github.io").isSameSite(Origin.from("https://b.github.io")), false);
   * ```
   */
  isSameSite(other: Origin): boolean {
    const origin = Origin.#of(this, "isSameSite");
    requireArgs(arguments.length, 1, "Origin.isSameSite");
    return sameSite(origin, Origin.#argument(other, "isSameSite"));
  }

  /** An `Origin` object holding `origin` (shared, for an opaque one). */
  static #make(origin: OriginRecord): Origin {
    const result = new Origin();
    result.#origin = origin;
    return result;
  }

  /**
   * The origin `value` gives, as from() takes it: "if value is a platform
   * object" with "extract an origin" steps, their result; "if value is a
   * string", the origin of the URL it parses to; else a TypeError.
   */
  static #extract(value: unknown): OriginRecord {
    if (typeof value === "string") {
      return originForComparison(parseURLValue(value));
    }
    if (typeof value === "object" && value !== null) {
      if (#origin in value) return value.#origin;
      const url = urlOfObject(value);
      if (url !== null) return originForComparison(url);
    }
    throw new TypeError(
      `Origin.from: no origin can be extracted from ${
        value === null ? "null" : `a value of type ${typeof value}`
      }; it takes an Origin, a URL or a URL string`,
    );
  }

  /** Web IDL's brand check of `this`, the receiver of `member`. */
  static #of(self: unknown, member: string): OriginRecord {
    if (typeof self === "object" && self !== null && #origin in self) {
      return self.#origin;
    }
    throw new TypeError(
      `Origin.${member} was called on an object that is not an Origin`,
    );
  }

  /** The conversion of `member`'s argument to the `Origin` type. */
  static #argument(other: unknown, member: string): OriginRecord {
    if (typeof other === "object" && other !== null && #origin in other) {
      return other.#origin;
    }
    throw new TypeError(
      `Origin.${member}: the argument is not an Origin`,
    );
  }

  static {
    defineInterfaceShape(this, "Origin", ["from"]);
    // Chromium's order: the members, then the constructor.
    const proto = this.prototype;
    const constructor = Object.getOwnPropertyDescriptor(proto, "constructor")!;
    delete (proto as { constructor?: unknown }).constructor;
    Object.defineProperty(proto, "constructor", constructor);
    // The class's name, which bundlers may rename.
    Object.defineProperty(this, "name", { value: "Origin" });
  }
}
