// The conformance probe: every check passes on urlstd's classes and on the
// runtime's own (which the test matrix runs in Deno, Node.js, Bun and
// Chromium), and each check fails on a deliberately broken stand-in that
// has the bug it is there for.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { defineURL, URL, URLSearchParams } from "../api/mod.ts";
import { domainParserToASCII } from "../host/mod.ts";
import {
  CONFORMANCE_CHECKS,
  ORIGIN_CHECKS,
  probeOrigin,
  probeURL,
} from "./probe.ts";
import { Origin } from "../origin/mod.ts";
import type { URLLike, URLSearchParamsLike } from "./probe.ts";

/** A stand-in pair with one bug, for each check by name. */
const BROKEN: Record<string, () => [URLLike, URLSearchParamsLike]> = {
  "parse-and-serialize": () => [
    // React Native's URL: the input kept, a slash appended.
    class extends URL {
      #input: string;
      constructor(url: string, base?: string) {
        super(url, base);
        this.#input = url.endsWith("/") ? url : url + "/";
      }
      override get href() {
        return this.#input;
      }
    },
    URLSearchParams,
  ],
  "component-getters": () => [
    class extends URL {
      override get origin(): string {
        throw new Error("URL.origin is not implemented");
      }
    },
    URLSearchParams,
  ],
  "relative-resolution": () => [
    // The base and the input joined as strings.
    class extends URL {
      constructor(url: string, base?: string) {
        super(base === undefined ? url : base.replace(/\/$/, "") + "/" + url);
      }
    },
    URLSearchParams,
  ],
  "failure-throws-type-error": () => [
    // Any string accepted.
    class extends URL {
      constructor(url: string, base?: string) {
        const ok = URL.canParse(url, base);
        super(
          ok ? url : "invalid:" + encodeURIComponent(url),
          ok ? base : undefined,
        );
      }
    },
    URLSearchParams,
  ],
  "setters": () => [
    class extends URL {
      override get pathname() {
        return super.pathname;
      }
      override set pathname(_value: string) {}
    },
    URLSearchParams,
  ],
  "search-params-link": () => [
    // A copy of the query, not linked to the URL.
    class extends URL {
      override get searchParams() {
        return new URLSearchParams(this.search);
      }
    },
    URLSearchParams,
  ],
  "search-params-methods": () => [
    URL,
    class extends URLSearchParams {
      override getAll(): string[] {
        throw new Error("URLSearchParams.getAll is not implemented");
      }
    },
  ],
  "search-params-size-and-value": () => [
    URL,
    // has() and delete() from before 2023: the value is ignored.
    class extends URLSearchParams {
      override has(name: string) {
        return super.has(name);
      }
      override delete(name: string) {
        super.delete(name);
      }
    },
  ],
  "form-urlencoded-serializer": () => [
    URL,
    // A serializer on encodeURIComponent.
    class extends URLSearchParams {
      override toString() {
        return Array.from(
          this,
          ([k, v]) =>
            encodeURIComponent(k).replace(/%20/g, "+") + "=" +
            encodeURIComponent(v).replace(/%20/g, "+"),
        ).join("&");
      }
    },
  ],
  "static-parse-and-can-parse": () => [
    class extends URL {
      static override parse = undefined as unknown as typeof URL.parse;
    },
    URLSearchParams,
  ],
  "idna-mapping": () => [
    // A Punycode-only ToASCII: no mapping, so no full-width or case folding.
    defineURL((domain, beStrict) =>
      domain.includes("\uFF25") ? null : domainParserToASCII(domain, beStrict)
    ),
    URLSearchParams,
  ],
  "idna-nontransitional": () => [
    // Transitional processing: ß becomes ss.
    defineURL((domain, beStrict) =>
      domainParserToASCII(domain.replace(/\u00DF/g, "ss"), beStrict)
    ),
    URLSearchParams,
  ],
  "ipv4-ends-in-a-number": () => [
    // A pre-2021 parser: a host ending in 09 is a domain.
    class extends URL {
      constructor(url: string, base?: string) {
        super(url.replace("//1.2.3.09/", "//1.2.3.09.example/"), base);
      }
    },
    URLSearchParams,
  ],
  "non-special-host": () => [
    // Chromium before 130: a non-special URL's host is empty.
    class extends URL {
      override get host() {
        return this.protocol === "git:" ? "" : super.host;
      }
      override set host(value: string) {
        super.host = value;
      }
    },
    URLSearchParams,
  ],
  "percent-encode-sets": () => [
    // A special query that leaves ' as it is.
    class extends URL {
      override get href() {
        return super.href.replace("%27", "'");
      }
      override set href(value: string) {
        super.href = value;
      }
    },
    URLSearchParams,
  ],
};

describe("probeURL()", () => {
  it("passes urlstd's URL and URLSearchParams", () => {
    assert.deepEqual(probeURL(URL, URLSearchParams), []);
  });

  it("passes the runtime's own URL and URLSearchParams", () => {
    assert.deepEqual(
      probeURL(globalThis.URL, globalThis.URLSearchParams),
      [],
    );
  });

  it("has a broken stand-in for every check, and names each once", () => {
    const names = CONFORMANCE_CHECKS.map((c) => c.name);
    assert.equal(new Set(names).size, names.length);
    assert.deepEqual(Object.keys(BROKEN).sort(), [...names].sort());
  });

  for (const check of CONFORMANCE_CHECKS) {
    it(`fails ${check.name} on a stand-in with that bug`, () => {
      const [BrokenURL, BrokenParams] = BROKEN[check.name]();
      const failed = probeURL(BrokenURL, BrokenParams);
      assert.ok(failed.includes(check.name), `failed: ${failed.join(", ")}`);
    });
  }

  it("counts a check that throws as failed", () => {
    class Throwing {
      constructor() {
        throw new Error("not implemented");
      }
    }
    assert.deepEqual(
      probeURL(Throwing, Throwing),
      CONFORMANCE_CHECKS.map((c) => c.name),
    );
  });
});

describe("the probe's checks by interface", () => {
  it("probes URLSearchParams alone without a URL, and URL alone", () => {
    const urlChecks = CONFORMANCE_CHECKS.filter((c) => c.interface === "URL");
    const paramsChecks = CONFORMANCE_CHECKS.filter((c) =>
      c.interface === "URLSearchParams"
    );
    assert.ok(urlChecks.length > 0 && paramsChecks.length > 0);
    class Throwing {
      constructor() {
        throw new Error("not implemented");
      }
    }
    assert.deepEqual(
      probeURL(Throwing, URLSearchParams, { interface: "URLSearchParams" }),
      [],
    );
    assert.deepEqual(
      probeURL(URL, Throwing, { interface: "URL" }),
      [],
    );
    assert.deepEqual(
      probeURL(Throwing, Throwing, { interface: "URLSearchParams" }),
      paramsChecks.map((c) => c.name),
    );
  });
});

/** An Origin of its own class around ours, for stand-ins to break. */
class WrappedOrigin {
  readonly inner: Origin;
  constructor(inner: Origin = new Origin()) {
    this.inner = inner;
  }
  static from(value: unknown): WrappedOrigin {
    return new this(Origin.from(value));
  }
  get opaque(): boolean {
    return this.inner.opaque;
  }
  isSameOrigin(other: WrappedOrigin): boolean {
    return this.inner.isSameOrigin(other.inner);
  }
  isSameSite(other: WrappedOrigin): boolean {
    return this.inner.isSameSite(other.inner);
  }
}

/** An Origin stand-in with one bug, for each Origin check by name. */
const BROKEN_ORIGINS: Record<string, () => unknown> = {
  "origin-opaque-identity": () =>
    // Opaque origins compared by their serialization, "null".
    class extends WrappedOrigin {
      override isSameOrigin(other: WrappedOrigin): boolean {
        return super.isSameOrigin(other) || (this.opaque && other.opaque);
      }
    },
  "origin-same-site": () =>
    // Same site as same host: no Public Suffix List.
    class extends WrappedOrigin {
      override isSameSite(other: WrappedOrigin): boolean {
        return this.isSameOrigin(other);
      }
    },
  "origin-from-throws-type-error": () =>
    // from() that falls back to an opaque origin.
    class extends WrappedOrigin {
      static override from(value: unknown): WrappedOrigin {
        try {
          return super.from(value);
        } catch {
          return new this();
        }
      }
    },
};

describe("probeOrigin()", () => {
  it("passes urlstd's Origin and the runtime's own, where there is one", () => {
    assert.deepEqual(probeOrigin(Origin), []);
    assert.deepEqual(probeOrigin(WrappedOrigin), []);
    const native = (globalThis as { Origin?: typeof Origin }).Origin;
    if (native !== undefined) assert.deepEqual(probeOrigin(native), []);
  });

  it("has a broken stand-in for every check", () => {
    assert.deepEqual(
      Object.keys(BROKEN_ORIGINS).sort(),
      ORIGIN_CHECKS.map((c) => c.name).sort(),
    );
  });

  for (const check of ORIGIN_CHECKS) {
    it(`fails ${check.name} on a stand-in with that bug`, () => {
      const failed = probeOrigin(
        BROKEN_ORIGINS[check.name]() as typeof Origin,
      );
      assert.deepEqual(failed, [check.name]);
    });
  }
});
