// installURL() and the installing it shares with the lite build: what it
// installs where, the Web IDL shape of what it defines, the host statics it
// keeps, and an interface added beside URL (as URLPattern will be). Classes
// made here for the purpose (defineURL) keep the package's own untouched.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { defineURL, URL, URLSearchParams } from "../api/mod.ts";
import { domainParserToASCII } from "../host/mod.ts";
import { URL as LiteURL } from "../lite/mod.ts";
import { installInterfaces } from "./_install.ts";
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
  it("installs both on a target that has neither", () => {
    const target: Record<string, unknown> = {};
    const result = installURL({ target });
    assert.deepEqual(result.installed, ["URL", "URLSearchParams"]);
    assert.deepEqual(result.failedChecks, []);
    assert.equal(target.URL, URL);
    assert.equal(target.URLSearchParams, URLSearchParams);
  });

  it("defines them as Web IDL defines interface objects", () => {
    const target: Record<string, unknown> = {};
    installURL({ target });
    for (const [name, length] of [["URL", 1], ["URLSearchParams", 0]]) {
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
  });

  it("leaves a conforming pair in place", () => {
    const ours = freshPair();
    const target: Record<string, unknown> = { ...ours };
    const result = installURL({ target });
    assert.deepEqual(result.installed, []);
    assert.deepEqual(result.failedChecks, []);
    assert.equal(target.URL, ours.URL);
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
    const target: Record<string, unknown> = { ...freshPair() };
    const result = installURL({ target, force: true });
    assert.deepEqual(result.installed, ["URL"]);
    assert.equal(target.URL, URL);
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

describe("installURL() of the lite build", () => {
  it("installs lite's URL", () => {
    const target: Record<string, unknown> = {};
    assert.deepEqual(installLiteURL({ target }).installed, [
      "URL",
      "URLSearchParams",
    ]);
    assert.equal(target.URL, LiteURL);
    assert.equal(target.URLSearchParams, URLSearchParams);
  });
});
