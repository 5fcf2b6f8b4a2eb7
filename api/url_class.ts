/**
 * The `URL` class of the URL Standard, made around a domain parser ToASCII:
 * {@linkcode defineURL} builds it, so that the entry point that picks the
 * IDNA implementation (`tr46` for `@urlstd/url`, none for
 * `@urlstd/url/lite`) is the only one that imports it.
 *
 * @module
 */

import type { DomainParserToASCII } from "../host/domain.ts";
import type {
  URL as URLObject,
  URLConstructor,
  URLSearchParams,
} from "./_types.ts";
import { apiCanParse, apiParse } from "./_api_url_parser.ts";
import {
  type Components,
  passwordOf,
  pathOf,
  queryEnd,
  usernameOf,
} from "../parser/components.ts";
import { FILE_SCHEME, SPECIAL_PROTOCOLS } from "../parser/scheme.ts";
import { lengthOf } from "../percent/code_units.ts";
import {
  finishURLClass,
  hostnameOf,
  PLACEHOLDER,
  searchParamsOf,
  serializeOriginOf,
  serializePendingQuery,
  UNPARSED,
} from "./_url_members.ts";

/** The arguments of the constructor, URL.parse() and URL.canParse(). */
type Input = string | URLObject;

/**
 * Builds a `URL` class whose parser uses `toASCII` as the domain parser
 * ToASCII. Each call makes a new class; the entry points make one each:
 * `@urlstd/url` with UTS #46 through `tr46`, `@urlstd/url/lite` with
 * `liteDomainParserToASCII`. Everything else, the `URLSearchParams` class
 * included, is shared.
 *
 * The class's members are documented on the `URL` interface.
 *
 * @param toASCII The domain parser ToASCII.
 * @returns The class.
 *
 * @example A URL class with the ToASCII of the lite build
 * ```ts
 * import { defineURL } from "@urlstd/url/api";
 * import { liteDomainParserToASCII } from "@urlstd/url/host";
 * import assert from "node:assert/strict";
 * const LiteURL = defineURL(liteDomainParserToASCII);
 * assert.equal(new LiteURL("https://EXAMPLE.org/a").href, "https://example.org/a");
 * assert.equal(LiteURL.name, "URL");
 * ```
 */
export function defineURL(toASCII: DomainParserToASCII): URLConstructor {
  return class URL {
    // The URL object's URL (its serialization and offsets), the class's one
    // field (instance private methods, as opposed to static ones, would give
    // each URL object a brand field).
    #url: Components = PLACEHOLDER;

    constructor(url: Input, base: Input | undefined = undefined) {
      // URL.parse() makes its objects with this mark and fills them itself.
      if (url !== (UNPARSED as unknown)) {
        this.#url = apiParse(url, base, arguments.length, "URL", toASCII)!;
      }
    }

    static parse(url: Input, base: Input | undefined = undefined): URL | null {
      const c = apiParse(url, base, arguments.length, "URL.parse", toASCII);
      if (c === null) return null;
      const result = new URL(UNPARSED as unknown as string);
      result.#url = c;
      return result;
    }

    static canParse(url: Input, base: Input | undefined = undefined): boolean {
      return apiCanParse(url, base, arguments.length, toASCII);
    }

    // The getters that are a slice or a constant are written out here; the
    // others call the functions of _url_members.ts.
    get href(): string {
      const c = this.#url;
      return c.queryPending ? serializePendingQuery(this, c).href : c.href;
    }

    get origin(): string {
      // ftp, http, https, ws, wss without credentials: the href's start.
      const c = this.#url;
      const scheme = c.scheme;
      if (
        scheme !== 0 && scheme !== FILE_SCHEME &&
        c.hostStart === c.schemeEnd + 3
      ) {
        return c.href.slice(0, c.pathStart);
      }
      return serializeOriginOf(c, scheme, toASCII);
    }

    get protocol(): string {
      // Special schemes as constants: no string made per call.
      const c = this.#url;
      if (c.scheme !== 0) return SPECIAL_PROTOCOLS[c.scheme];
      return c.href.slice(0, c.schemeEnd + 1);
    }

    get username(): string {
      return usernameOf(this.#url);
    }

    get password(): string {
      return passwordOf(this.#url);
    }

    get host(): string {
      const c = this.#url;
      // Without a port (a null host has none), the host is the hostname:
      // one string for both.
      if (c.port < 0) return hostnameOf(c);
      // With a host there is no "/." prefix: host and port end the authority.
      return c.href.slice(c.hostStart, c.pathStart);
    }

    get hostname(): string {
      return hostnameOf(this.#url);
    }

    get port(): string {
      const port = this.#url.port;
      return port < 0 ? "" : String(port);
    }

    get pathname(): string {
      return pathOf(this.#url);
    }

    get search(): string {
      const c = this.#url.queryPending
        ? serializePendingQuery(this, this.#url)
        : this.#url;
      const start = c.queryStart;
      if (start < 0) return "";
      const end = queryEnd(c);
      return end - start <= 1 ? "" : c.href.slice(start, end);
    }

    get searchParams(): URLSearchParams {
      return searchParamsOf(this, this.#url, URL.#queryUpdated);
    }

    get hash(): string {
      const c = this.#url;
      const start = c.fragmentStart;
      if (start < 0) return "";
      const href = c.href;
      return lengthOf(href) - start <= 1 ? "" : href.slice(start);
    }

    // Defined with the setters by finishURLClass().
    declare toJSON: () => string;
    declare toString: () => string;
    declare readonly [Symbol.toStringTag]: string;

    /** The query object's "update" steps: its list changed. */
    static #queryUpdated(self: URL): void {
      self.#url.queryPending = true;
    }

    static {
      // The other members and the Web IDL shape, over the private field.
      finishURLClass(this, toASCII, {
        has: (url) => #url in url,
        get: (url) => (url as URL).#url,
        set: (url, c) => void ((url as URL).#url = c),
      });
    }
  };
}
