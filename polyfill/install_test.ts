// installURL() and the installing it shares with the lite build: what it
// installs where, the Web IDL shape of what it defines, the host statics it
// keeps, and URLPattern beside the pair, skipped on an engine without the
// RegExp `v` flag (a stand-in requirement here; the Hermes leg of
// scripts/engine_legs.ts has the real one). Classes made here for the
// purpose (defineURL) keep the package's own untouched.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { defineURL, URL, URLSearchParams } from "../api/mod.ts";
import { domainParserToASCII } from "../host/mod.ts";
import { URL as LiteURL } from "../lite/mod.ts";
import { URLPattern } from "../pattern/mod.ts";
import { Origin } from "../origin/mod.ts";

const OurOrigin = Origin;
import { hasRegExpVFlag, installInterfaces } from "./_install.ts";
import { installURL } from "./install.ts";
import { installURL as installLiteURL } from "./install_lite.ts";

/** A fresh pair: a URL class of its own and the shared URLSearchParams. */
function freshPair() {
  return { URL: defineURL(domainParserToASCII), URLSearchParams };
}

/** React Native's own URL, as far as the probe cares: getters throw. */
class NativeLikeURL {
  static createObjectURL(blob: { id: string }): string {
    return "blob:" + blob.id;
  }
  static revokeObjectURL(): void {}
  constructor(readonly href: string) {}
  get host(): string {
    throw new Error("URL.host is not implemented");
  }
}

describe("installURL()", () => {
  it("installs all four on a target that has none", () => {
    const target: Record<string, unknown> = {};
    const result = installURL({ target });
    assert.deepEqual(result.installed, [
      "URL",
      "URLSearchParams",
      "Origin",
      "URLPattern",
    ]);
    assert.deepEqual(result.failedChecks, []);
    assert.deepEqual(result.skipped, []);
    assert.equal(target.URL, URL);
    assert.equal(target.URLSearchParams, URLSearchParams);
    assert.equal(target.URLPattern, URLPattern);
    assert.equal(target.Origin, Origin);
  });

  it("installs an Origin that compares same site", () => {
    const target: Record<string, unknown> = {};
    installURL({ target });
    const O = target.Origin as typeof Origin;
    assert.ok(
      O.from("https://a.example.com").isSameSite(
        O.from("https://b.example.com"),
      ),
    );
  });

  it("installs a URLPattern that matches", () => {
    const target: Record<string, unknown> = {};
    installURL({ target });
    const Pattern = target.URLPattern as typeof URLPattern;
    const books = new Pattern({ pathname: "/books/:id(\\d+)" });
    assert.equal(
      books.exec("https://example.com/books/123")?.pathname.groups.id,
      "123",
    );
    assert.equal(books.test("https://example.com/books/abc"), false);
    assert.equal(
      new Pattern({ pathname: "/A" }, { ignoreCase: true }).test({
        pathname: "/a",
      }),
      true,
    );
  });

  it("defines them as Web IDL defines interface objects", () => {
    const target: Record<string, unknown> = {};
    installURL({ target });
    for (
      const [name, length] of [
        ["URL", 1],
        ["URLSearchParams", 0],
        ["URLPattern", 0],
        ["Origin", 0],
      ] as const
    ) {
      const d = Object.getOwnPropertyDescriptor(target, name)!;
      assert.deepEqual(
        [d.writable, d.enumerable, d.configurable],
        [true, false, true],
      );
      const value = d.value as { name: string; length: number };
      assert.equal(value.name, name);
      assert.equal(value.length, length);
    }
    assert.deepEqual(Object.keys(target), []);
    assert.equal(
      Object.prototype.toString.call(new (target.URL as typeof URL)("a:b")),
      "[object URL]",
    );
    assert.equal(
      Object.prototype.toString.call(
        new (target.URLPattern as typeof URLPattern)(),
      ),
      "[object URLPattern]",
    );
  });

  it("leaves a conforming pair, Origin and URLPattern in place", () => {
    const ours = freshPair();
    const native = class URLPattern {};
    const target: Record<string, unknown> = {
      ...ours,
      URLPattern: native,
      Origin,
    };
    const result = installURL({ target });
    assert.deepEqual(result.installed, []);
    assert.deepEqual(result.failedChecks, []);
    assert.equal(target.URL, ours.URL);
    assert.equal(target.URLPattern, native);
  });

  it("installs URLPattern beside a conforming pair that lacks it", () => {
    const ours = freshPair();
    const target: Record<string, unknown> = { ...ours, Origin };
    assert.deepEqual(installURL({ target }).installed, ["URLPattern"]);
    assert.equal(target.URL, ours.URL);
    assert.equal(target.URLPattern, URLPattern);
  });

  it("replaces a pair that fails the probe and keeps its statics", () => {
    const pair = freshPair();
    const target: Record<string, unknown> = {
      URL: NativeLikeURL,
      URLSearchParams: class {},
    };
    const result = installInterfaces(pair, { target });
    assert.deepEqual(result.installed, ["URL", "URLSearchParams"]);
    assert.ok(result.failedChecks.includes("component-getters"));
    assert.deepEqual(result.keptStatics, [
      "createObjectURL",
      "revokeObjectURL",
    ]);
    const installed = target.URL as unknown as typeof NativeLikeURL;
    assert.equal(installed, pair.URL);
    assert.equal(installed.createObjectURL({ id: "1" }), "blob:1");
    assert.equal(
      new (target.URL as typeof URL)("HTTP://X/a/../b").href,
      "http://x/b",
    );
  });

  it("replaces a conforming pair with force", () => {
    const native = class URLPattern {};
    const target: Record<string, unknown> = {
      ...freshPair(),
      URLPattern: native,
    };
    const result = installURL({ target, force: true });
    assert.deepEqual(result.installed, ["URL", "Origin", "URLPattern"]);
    assert.equal(target.URL, URL);
    assert.equal(target.URLPattern, URLPattern);
  });

  it("does nothing the second time", () => {
    const target: Record<string, unknown> = {};
    installURL({ target });
    assert.deepEqual(installURL({ target }).installed, []);
    assert.deepEqual(installURL({ target, force: true }).installed, []);
  });

  it("installs another interface only where it is missing", () => {
    class URLPatternStandIn {}
    const interfaces = { ...freshPair(), URLPattern: URLPatternStandIn };
    const bare: Record<string, unknown> = {};
    assert.deepEqual(
      installInterfaces(interfaces, { target: bare }).installed,
      ["URL", "URLSearchParams", "URLPattern"],
    );
    const native = class URLPattern {};
    const has: Record<string, unknown> = { URLPattern: native };
    installInterfaces(interfaces, { target: has });
    assert.equal(has.URLPattern, native);
    installInterfaces(interfaces, { target: has, force: true });
    assert.equal(has.URLPattern, URLPatternStandIn);
  });
});

describe("installURL() and a runtime's own Origin", () => {
  it("keeps one that passes its probe (as Chromium's does)", () => {
    const native = class Origin extends OurOrigin {};
    const target: Record<string, unknown> = { ...freshPair(), Origin: native };
    const result = installURL({ target });
    assert.deepEqual(result.failedChecks, []);
    assert.equal(target.Origin, native);
  });

  it("replaces one that compares serializations", () => {
    class SerializingOrigin {
      constructor(readonly serialized = "null") {}
      static from(value: string): SerializingOrigin {
        return new SerializingOrigin(new URL(value).origin);
      }
      get opaque(): boolean {
        return this.serialized === "null";
      }
      isSameOrigin(other: SerializingOrigin): boolean {
        return this.serialized === other.serialized;
      }
      isSameSite(other: SerializingOrigin): boolean {
        return this.isSameOrigin(other);
      }
    }
    const target: Record<string, unknown> = {
      ...freshPair(),
      Origin: SerializingOrigin,
    };
    const result = installURL({ target });
    assert.deepEqual(result.installed, ["Origin", "URLPattern"]);
    assert.deepEqual(result.failedChecks, [
      "origin-opaque-identity",
      "origin-same-site",
    ]);
    assert.equal(target.Origin, OurOrigin);
  });
});

describe("installURL() over a partly broken or locked-down global", () => {
  it("keeps a conforming URLSearchParams beside a broken URL", () => {
    const pair = freshPair();
    // A native URLSearchParams of the host's own that conforms.
    const theirParams = class URLSearchParams extends pair.URLSearchParams {};
    const existing = new theirParams("a=1");
    const target: Record<string, unknown> = {
      URL: NativeLikeURL,
      URLSearchParams: theirParams,
    };
    const result = installInterfaces(pair, { target });
    assert.deepEqual(result.installed, ["URL"]);
    assert.equal(target.URLSearchParams, theirParams);
    assert.ok(
      existing instanceof (target.URLSearchParams as typeof URLSearchParams),
    );
    assert.deepEqual(
      result.failedChecks.filter((name) => name.startsWith("search-params-m")),
      [],
    );
  });

  it("replaces a broken URLSearchParams beside a conforming URL", () => {
    const pair = freshPair();
    class BrokenParams extends URLSearchParams {
      override toString(): string {
        return encodeURIComponent(super.toString());
      }
    }
    const target: Record<string, unknown> = {
      URL: pair.URL,
      URLSearchParams: BrokenParams,
    };
    const result = installInterfaces(pair, { target });
    assert.deepEqual(result.installed, ["URLSearchParams"]);
    assert.equal(target.URL, pair.URL);
    assert.equal(target.URLSearchParams, URLSearchParams);
  });

  it("keeps the statics a broken URL inherits from its parent class", () => {
    const pair = freshPair();
    class HostURL extends NativeLikeURL {
      static canParseHost(): boolean {
        return true;
      }
    }
    const target: Record<string, unknown> = { URL: HostURL };
    const result = installInterfaces(pair, { target });
    assert.deepEqual(result.keptStatics.sort(), [
      "canParseHost",
      "createObjectURL",
      "revokeObjectURL",
    ]);
    const installed = target.URL as unknown as typeof HostURL;
    assert.equal(installed.createObjectURL({ id: "2" }), "blob:2");
    assert.equal(installed.canParseHost(), true);
  });

  it("never throws on a non-configurable global, and says what it could not define", () => {
    const target: Record<string, unknown> = {};
    Object.defineProperty(target, "URLPattern", {
      value: undefined,
      writable: false,
      configurable: false,
    });
    Object.defineProperty(target, "Origin", {
      value: undefined,
      writable: true,
      configurable: false,
    });
    const result = installURL({ target });
    assert.deepEqual(result.installed, ["URL", "URLSearchParams", "Origin"]);
    assert.deepEqual(result.blocked, ["URLPattern"]);
    assert.equal(target.URLPattern, undefined);
    assert.equal(target.Origin, Origin);
  });

  it("never throws when reading the global throws", () => {
    const target = {};
    Object.defineProperty(target, "URL", {
      get() {
        throw new Error("no URL here");
      },
      configurable: true,
    });
    const result = installURL({ target });
    assert.ok(result.installed.includes("URL"));
    assert.equal((target as { URL: unknown }).URL, URL);
  });
});

describe("URLPattern on an engine without the RegExp v flag", () => {
  /** A RegExp as Hermes has it: the `v` flag is a SyntaxError. */
  class RegExpWithoutV {
    constructor(source: string, flags: string) {
      if (flags.includes("v")) {
        throw new SyntaxError("Invalid RegExp: Invalid flags");
      }
      new RegExp(source, flags);
    }
  }
  const withoutV = {
    URLPattern: () => hasRegExpVFlag(RegExpWithoutV),
  };
  const interfaces = { ...freshPair(), URLPattern };

  it("tells the two engines apart", () => {
    assert.equal(hasRegExpVFlag(RegExpWithoutV), false);
    assert.equal(hasRegExpVFlag(), true);
  });

  it("installs the pair, skips URLPattern and reports it", () => {
    const target: Record<string, unknown> = {};
    const result = installInterfaces(interfaces, { target }, withoutV);
    assert.deepEqual(result.installed, ["URL", "URLSearchParams"]);
    assert.deepEqual(result.skipped, ["URLPattern"]);
    assert.equal(target.URL, interfaces.URL);
    assert.equal("URLPattern" in target, false);
  });

  it("skips URLPattern even with force", () => {
    const target: Record<string, unknown> = {};
    const result = installInterfaces(
      interfaces,
      { target, force: true },
      withoutV,
    );
    assert.deepEqual(result.skipped, ["URLPattern"]);
    assert.equal("URLPattern" in target, false);
  });

  it("does not report one the target already has", () => {
    const native = class URLPattern {};
    const target: Record<string, unknown> = { URLPattern: native };
    const result = installInterfaces(interfaces, { target }, withoutV);
    assert.deepEqual(result.skipped, []);
    assert.equal(target.URLPattern, native);
  });
});

describe("installURL() of the lite build", () => {
  it("installs lite's URL and no URLPattern", () => {
    const target: Record<string, unknown> = {};
    const result = installLiteURL({ target });
    assert.deepEqual(result.installed, ["URL", "URLSearchParams"]);
    assert.equal("Origin" in target, false);
    assert.deepEqual(result.skipped, []);
    assert.equal(target.URL, LiteURL);
    assert.equal(target.URLSearchParams, URLSearchParams);
    assert.equal("URLPattern" in target, false);
  });
});
