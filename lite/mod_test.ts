import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL, URLSearchParams } from "./mod.ts";
import * as full from "../api/mod.ts";
import { basicURLParseWith } from "../parser/mod.ts";
import { liteDomainParserToASCII } from "../host/mod.ts";

/** Runs `body` with `globalThis.URL` replaced by `value`. */
function withGlobalURL(value: unknown, body: () => void): void {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, "URL")!;
  Object.defineProperty(globalThis, "URL", { ...descriptor, value });
  try {
    body();
  } finally {
    Object.defineProperty(globalThis, "URL", descriptor);
  }
}

/** The shape of a property: what Web IDL fixes about it. */
function shapeOf(target: object): Record<string, unknown> {
  const shape: Record<string, unknown> = {};
  for (const key of Reflect.ownKeys(target)) {
    const d = Object.getOwnPropertyDescriptor(target, key)!;
    shape[String(key)] = {
      enumerable: d.enumerable,
      configurable: d.configurable,
      writable: d.writable,
      get: typeof d.get,
      set: typeof d.set,
      value: typeof d.value === "function"
        ? `function/${d.value.length}`
        : typeof d.value === "object"
        ? typeof d.value
        : d.value,
    };
  }
  return shape;
}

describe("@urlstd/url/lite", () => {
  it("has a URL class of its own, with the full build's Web IDL shape", () => {
    assert.notEqual(URL, full.URL);
    assert.equal(URL.name, "URL");
    assert.equal(full.URL.name, "URL");
    assert.equal(URL.length, 1);
    assert.equal(Object.keys(URL.prototype).length, 14);
    const { prototype: _lite, ...liteStatics } = shapeOf(URL);
    const { prototype: _full, ...fullStatics } = shapeOf(full.URL);
    assert.deepEqual(liteStatics, fullStatics);
    assert.deepEqual(shapeOf(URL.prototype), shapeOf(full.URL.prototype));
    assert.equal(
      Object.prototype.toString.call(new URL("a:b")),
      "[object URL]",
    );
    assert.equal(Object.getPrototypeOf(URL.prototype), Object.prototype);
  });

  it("shares URLSearchParams with the full build", () => {
    assert.equal(URLSearchParams, full.URLSearchParams);
    assert.ok(new URL("http://x/?a=1").searchParams instanceof URLSearchParams);
  });

  it("keeps its objects apart from the full build's", () => {
    const url = new URL("https://example.org/");
    assert.ok(!(url instanceof full.URL));
    const getter = Object.getOwnPropertyDescriptor(
      full.URL.prototype,
      "href",
    )!.get!;
    assert.throws(() => getter.call(url), TypeError);
  });

  it("parses non-ASCII hosts through the runtime's URL", () => {
    const url = new URL("https://Bücher.example/a");
    assert.equal(url.host, new globalThis.URL("https://Bücher.example/a").host);
    assert.equal(
      new URL("blob:https://bücher.example/x").origin,
      new full.URL("blob:https://bücher.example/x").origin,
    );
    url.hostname = "faß.de";
    assert.equal(url.hostname, "xn--fa-hia.de");
  });

  it("gives the full build's results for ASCII hosts, setters included", () => {
    const inputs = [
      "HTTP://EXAMPLE.COM:80/a/../b?c#d",
      "https://xn--8i7caa.example/", // invalid Punycode, kept: ASCII
      "http://0x7f.1/",
      "ws://[::FFFF:1.2.3.4]/",
      "file:///C:/x",
      "sc://a%20b/",
    ];
    for (const input of inputs) {
      const lite = new URL(input);
      const reference = new full.URL(input);
      assert.equal(lite.href, reference.href, input);
      lite.host = "Other.Example:8080";
      reference.host = "Other.Example:8080";
      assert.equal(lite.href, reference.href, input);
    }
    assert.equal(
      new URL("//x/y", "https://base.example/").href,
      new full.URL("//x/y", "https://base.example/").href,
    );
  });

  it("fails non-ASCII domains without a runtime URL", () => {
    withGlobalURL(undefined, () => {
      assert.equal(liteDomainParserToASCII("faß.de", false), null);
      assert.equal(
        liteDomainParserToASCII("example.com", false),
        "example.com",
      );
      assert.equal(URL.parse("https://faß.de/"), null);
      assert.equal(new URL("https://EXAMPLE.com/").host, "example.com");
      const errors: string[] = [];
      const url = basicURLParseWith(
        liteDomainParserToASCII,
        "https://faß.de/",
        {
          report: (name) => errors.push(name),
        },
      );
      assert.equal(url, null);
      assert.deepEqual(errors, ["domain-to-ASCII"]);
    });
  });

  it("fails non-ASCII domains when the global URL is lite's own", () => {
    withGlobalURL(URL, () => {
      assert.equal(liteDomainParserToASCII("faß.de", false), null);
      assert.equal(URL.parse("https://faß.de/"), null);
      assert.equal(new URL("https://FAss.de/").host, "fass.de");
    });
  });
});
