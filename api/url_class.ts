/**
 * The `URL` class of the URL Standard, made around a domain parser ToASCII:
 * {@linkcode defineURL} builds it, so that the entry point that picks the
 * IDNA implementation (`tr46` for `@urlstd/url`, none for
 * `@urlstd/url/lite`) is the only one that imports it.
 *
 * @module
 */

import type { DomainParserToASCII } from "../host/domain.ts";
// Types only (erased): the interfaces live with the default entry's class.
import type { URL as URLObject, URLConstructor } from "./url.ts";
import { apiCanParse, apiParse } from "./_api_url_parser.ts";
import {
  type Components,
  passwordOf,
  pathEnd,
  usernameOf,
} from "../parser/components.ts";
import type { URLSearchParams } from "./url_search_params.ts";
import {
  current,
  defineURLSetters,
  finishURLClass,
  fromRecord,
  hashOf,
  hostAndPortOf,
  hostnameOf,
  hrefOf,
  type Inspect,
  inspectURL,
  originOf,
  PLACEHOLDER,
  protocolOf,
  searchOf,
  searchParamsOf,
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
  // A class expression, to close over toASCII; its members are documented
  // on the interfaces (url.ts). The getters read the one private field and
  // stay small for the JIT compilers to inline; the other steps are
  // functions over the value (_api_url_parser.ts, _url_members.ts).
  return class URL {
    // The URL's value, the class's one field (instance private methods, as
    // opposed to static ones, would give each URL object a brand field).
    #c: Components = PLACEHOLDER;

    constructor(url: Input, base?: Input) {
      // URL.parse() makes its objects with the fromRecord mark and fills
      // them itself.
      if (url !== (fromRecord as unknown)) {
        this.#c = apiParse(url, base, arguments.length, "URL", toASCII)!;
      }
    }

    static parse(url: Input, base?: Input): URL | null {
      const c = apiParse(url, base, arguments.length, "URL.parse", toASCII);
      if (c === null) return null;
      const result = new URL(fromRecord as unknown as string);
      result.#c = c;
      return result;
    }

    static canParse(url: Input, base?: Input): boolean {
      return apiCanParse(url, base, arguments.length, toASCII);
    }

    get href(): string {
      return hrefOf(this, this.#c);
    }

    get origin(): string {
      return originOf(this, this.#c, toASCII);
    }

    get protocol(): string {
      return protocolOf(this.#c);
    }

    get username(): string {
      return usernameOf(this.#c);
    }

    get password(): string {
      return passwordOf(this.#c);
    }

    get host(): string {
      return hostAndPortOf(this.#c);
    }

    get hostname(): string {
      return hostnameOf(this.#c);
    }

    get port(): string {
      const port = this.#c.port;
      // Numbers' strings come from the engine's number-to-string cache.
      return port < 0 ? "" : String(port);
    }

    get pathname(): string {
      const c = current(this, this.#c);
      return c.href.slice(c.pathStart, pathEnd(c));
    }

    get search(): string {
      return searchOf(current(this, this.#c));
    }

    get searchParams(): URLSearchParams {
      return searchParamsOf(this, this.#c, URL.#queryUpdated);
    }

    get hash(): string {
      return hashOf(current(this, this.#c));
    }

    toJSON(): string {
      return hrefOf(this, this.#c);
    }

    toString(): string {
      return hrefOf(this, this.#c);
    }

    declare readonly [Symbol.toStringTag]: string;

    /** Deno's `console.log` / `Deno.inspect` output. */
    [Symbol.for("Deno.customInspect")](i: Inspect, options: unknown): string {
      return inspectURL(this, i, options);
    }

    /** Node's and Bun's `console.log` / `util.inspect` output. */
    [Symbol.for("nodejs.util.inspect.custom")](
      _depth: number,
      options: unknown,
      i: Inspect,
    ): string {
      return inspectURL(this, i, options);
    }

    /** The query object's "update" steps: its list changed. */
    static #queryUpdated(self: URL): void {
      self.#c.queryPending = true;
    }

    static {
      const valueOf = (url: object) => #c in url ? url.#c : undefined;
      defineURLSetters(this.prototype, toASCII, valueOf, (url, c) => {
        (url as URL).#c = c;
      });
      finishURLClass(this, valueOf);
    }
  };
}
