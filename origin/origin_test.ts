// The Origin interface: its Web IDL shape, the cases of WPT's
// html/browsers/origin/api/origin-comparison.any.js, what from() takes, and
// the file: and blob: origins it gives.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { Origin } from "./mod.ts";
import { URL as FullURL } from "../mod.ts";
import { URL as LiteURL } from "../lite/mod.ts";
import {
  interfaceShape,
  type PropertyShape,
} from "../tests/_interface_shape.ts";

describe("Origin's Web IDL shape", () => {
  it("is the interface's: members, attributes, lengths and order", () => {
    // [Exposed=*] interface Origin { constructor(); static Origin
    // from(any value); readonly attribute boolean opaque; boolean
    // isSameOrigin(Origin other); boolean isSameSite(Origin other); };
    const statics: PropertyShape[] = [
      ["length", "value", false, true, false, null, 0],
      ["name", "value", false, true, false, "Origin", null],
      ["prototype", "value", false, false, false, null, null],
      ["from", "value", true, true, true, "from", 1],
    ];
    const prototype: PropertyShape[] = [
      ["opaque", "accessor", true, true, null, "get opaque", 0],
      ["isSameOrigin", "value", true, true, true, "isSameOrigin", 1],
      ["isSameSite", "value", true, true, true, "isSameSite", 1],
      ["constructor", "value", false, true, true, "Origin", 0],
      [
        "Symbol(Symbol.toStringTag)",
        "value",
        false,
        true,
        false,
        "Origin",
        null,
      ],
    ];
    assert.deepEqual(interfaceShape(Origin), { statics, prototype });
    assert.equal(
      Object.getOwnPropertyDescriptor(Origin.prototype, "opaque")!.set,
      undefined,
    );
  });

  it("gives its objects no own properties and the tag Origin", () => {
    const origin = Origin.from("https://example.com");
    assert.deepEqual(Reflect.ownKeys(origin), []);
    assert.equal(Object.prototype.toString.call(origin), "[object Origin]");
  });

  it("needs new, and brand-checks each member with a TypeError", () => {
    assert.throws(() => (Origin as unknown as () => unknown)(), TypeError);
    const fake = Object.create(Origin.prototype);
    const opaque = Object.getOwnPropertyDescriptor(Origin.prototype, "opaque")!;
    assert.throws(() => opaque.get!.call(fake), TypeError);
    assert.throws(() => opaque.get!.call(undefined), TypeError);
    const real = new Origin();
    for (const name of ["isSameOrigin", "isSameSite"] as const) {
      assert.throws(() => Origin.prototype[name].call(fake, real), TypeError);
      assert.throws(() => Origin.prototype[name].call(1, real), TypeError);
    }
  });

  it("checks the receiver before the argument count and the argument", () => {
    const fake = Object.create(Origin.prototype);
    assert.throws(
      () => (Origin.prototype.isSameOrigin as () => boolean).call(fake),
      /not an Origin/,
    );
    const origin = new Origin();
    assert.throws(
      () => (origin.isSameOrigin as () => boolean)(),
      /requires 1 argument/,
    );
    for (const other of [undefined, null, {}, "https://a.example", fake]) {
      assert.throws(
        () => origin.isSameOrigin(other as Origin),
        /argument is not an Origin/,
      );
      assert.throws(
        () => origin.isSameSite(other as Origin),
        /argument is not an Origin/,
      );
    }
  });

  it("makes from()'s results Origin objects, not the subclass's", () => {
    class Sub extends Origin {}
    assert.ok(new Sub() instanceof Sub);
    assert.equal(
      Object.getPrototypeOf(Sub.from("https://a")),
      Origin.prototype,
    );
  });
});

// html/browsers/origin/api/origin-comparison.any.js, each test as written
// there, for ours and for the runtime's own Origin where it has one
// (Chromium).
const RuntimeOrigin = (globalThis as { Origin?: typeof Origin }).Origin;
const IMPLEMENTATIONS: [string, typeof Origin][] = [["urlstd", Origin]];
if (typeof RuntimeOrigin === "function" && RuntimeOrigin !== Origin) {
  IMPLEMENTATIONS.push(["the runtime's", RuntimeOrigin]);
}

for (const [implementation, Origin] of IMPLEMENTATIONS) {
  describe(`WPT origin-comparison.any.js (${implementation} Origin)`, () => {
    it("Comparison of `new Origin()` opaque origins.", () => {
      const opaqueA = new Origin();
      const opaqueB = new Origin();
      assert.equal(opaqueA.opaque, true);
      assert.equal(opaqueB.opaque, true);
      assert.equal(opaqueA.isSameOrigin(opaqueA), true);
      assert.equal(opaqueA.isSameSite(opaqueA), true);
      assert.equal(opaqueA.isSameOrigin(opaqueB), false);
      assert.equal(opaqueA.isSameSite(opaqueB), false);
    });

    it("Comparison of tuple origins.", () => {
      const a = Origin.from("https://a.example");
      const a_a = Origin.from("https://a.a.example");
      const b_a = Origin.from("https://b.a.example");
      const b = Origin.from("https://b.example");
      const b_b = Origin.from("https://b.b.example");
      assert.equal(a.isSameOrigin(a), true);
      assert.equal(a.isSameOrigin(a_a), false);
      assert.equal(a.isSameOrigin(b_a), false);
      assert.equal(a.isSameOrigin(b), false);
      assert.equal(a.isSameOrigin(b_b), false);
      assert.equal(a.isSameSite(a), true);
      assert.equal(a.isSameSite(a_a), true);
      assert.equal(a.isSameSite(b_a), true);
      assert.equal(a.isSameSite(b), false);
      assert.equal(a.isSameSite(b_b), false);
      assert.equal(a_a.isSameSite(a), true);
      assert.equal(a_a.isSameSite(a_a), true);
      assert.equal(a_a.isSameSite(b_a), true);
      assert.equal(a_a.isSameSite(b), false);
      assert.equal(a_a.isSameSite(b_b), false);
    });

    it("Comparisons are schemeful.", () => {
      const http = Origin.from("http://a.example");
      const https = Origin.from("https://a.example");
      assert.equal(http.isSameOrigin(https), false);
      assert.equal(https.isSameOrigin(http), false);
      assert.equal(http.isSameSite(https), false);
      assert.equal(https.isSameSite(http), false);
    });

    it("Comparison of `Origin.from(<url-string>)` opaque origins.", () => {
      const opaqueA = Origin.from("data:text/plain,opaque");
      const opaqueB = Origin.from("data:text/plain,opaque");
      assert.equal(opaqueA.opaque, true);
      assert.equal(opaqueB.opaque, true);
      assert.equal(opaqueA.isSameOrigin(opaqueA), true);
      assert.equal(opaqueA.isSameSite(opaqueA), true);
      assert.equal(opaqueA.isSameOrigin(opaqueB), false);
      assert.equal(opaqueA.isSameSite(opaqueB), false);
    });
  });
}

describe("Origin.from()", () => {
  it("gives an Origin's origin, the same opaque origin included", () => {
    const opaque = new Origin();
    const copy = Origin.from(opaque);
    assert.notEqual(copy, opaque);
    assert.ok(copy.isSameOrigin(opaque) && opaque.isSameOrigin(copy));
    assert.ok(copy.isSameSite(opaque));
    assert.ok(!Origin.from(new Origin()).isSameOrigin(opaque));
  });

  it("takes this library's URL objects, full and lite, and subclasses", () => {
    const https = Origin.from("https://example.com");
    assert.ok(
      Origin.from(new FullURL("https://EXAMPLE.com:443/a")).isSameOrigin(https),
    );
    assert.ok(
      Origin.from(new LiteURL("https://example.com/b")).isSameOrigin(https),
    );
    class MyURL extends FullURL {}
    assert.ok(
      Origin.from(new MyURL("https://example.com/c")).isSameOrigin(https),
    );
  });

  it("takes the runtime's own URL objects", () => {
    const RuntimeURL = globalThis.URL;
    const origin = Origin.from(new RuntimeURL("https://example.com:8443/x"));
    assert.ok(origin.isSameOrigin(Origin.from("https://example.com:8443")));
  });

  it("reads a URL object's origin when called, not later", () => {
    const url = new FullURL("https://a.example/");
    const origin = Origin.from(url);
    url.host = "b.example";
    assert.ok(origin.isSameOrigin(Origin.from("https://a.example")));
    assert.ok(Origin.from(url).isSameOrigin(Origin.from("https://b.example")));
  });

  it("gives a new opaque origin for each call on one opaque URL object", () => {
    for (const url of [new FullURL("data:,x"), new globalThis.URL("data:,x")]) {
      const a = Origin.from(url);
      assert.ok(a.opaque && a.isSameOrigin(a));
      assert.ok(!a.isSameOrigin(Origin.from(url)));
    }
  });

  it("throws a TypeError for values that are no Origin, URL or string", () => {
    const values: unknown[] = [
      undefined,
      null,
      1,
      true,
      Symbol("x"),
      {},
      { href: "https://example.com/" },
      { toString: () => "https://example.com/" },
      new String("https://example.com/"),
      new Proxy(new FullURL("https://example.com/"), {}),
      Object.create(FullURL.prototype),
      () => "https://example.com/",
    ];
    if (typeof Request === "function") {
      values.push(new Request("https://example.com/"));
    }
    for (const value of values) {
      assert.throws(() => Origin.from(value), TypeError, String(typeof value));
    }
    assert.throws(
      () => (Origin.from as () => Origin)(),
      /requires 1 argument/,
    );
  });

  it("throws new URL()'s TypeError for a string that does not parse", () => {
    for (
      const input of [
        "",
        "/relative",
        "example.com",
        "http://[::1",
        "https://a b/",
      ]
    ) {
      assert.throws(() => Origin.from(input), {
        name: "TypeError",
        code: "ERR_INVALID_URL",
        input,
      });
    }
  });

  it("gives the tuple origin of special schemes but file:, with the port", () => {
    for (const scheme of ["http", "https", "ws", "wss", "ftp"]) {
      const origin = Origin.from(`${scheme}://example.com:81/`);
      assert.equal(origin.opaque, false, scheme);
      assert.ok(
        !origin.isSameOrigin(Origin.from(`${scheme}://example.com:82/`)),
      );
      assert.ok(origin.isSameSite(Origin.from(`${scheme}://example.com:82/`)));
    }
  });

  it("gives other schemes opaque origins", () => {
    for (
      const input of [
        "data:,x",
        "about:blank",
        "javascript:1",
        "git://h/r",
        "mailto:a@b",
      ]
    ) {
      const origin = Origin.from(input);
      assert.equal(origin.opaque, true, input);
      assert.ok(!origin.isSameSite(Origin.from(input)), input);
    }
  });

  it("gives a blob: URL its inner URL's origin for http, https and file", () => {
    const https = Origin.from("blob:https://example.com:8443/2c9f");
    assert.ok(https.isSameOrigin(Origin.from("https://example.com:8443")));
    const file = Origin.from("blob:file:///tmp/x");
    assert.ok(file.isSameOrigin(Origin.from("file:///y")));
    for (
      const input of [
        "blob:ws://example.com/x",
        "blob:data:,x",
        "blob:blob:https://a/b",
        "blob:nope",
      ]
    ) {
      assert.equal(Origin.from(input).opaque, true, input);
    }
  });
});

describe('Origin for file: URLs (as Chromium; URL#origin says "null")', () => {
  it("gives file: URLs of one host one origin", () => {
    const a = Origin.from("file:///home/a.txt");
    assert.equal(a.opaque, false);
    assert.ok(a.isSameOrigin(Origin.from("file:///C:/b.txt")));
    assert.ok(a.isSameOrigin(Origin.from("file://localhost/c")));
    assert.ok(a.isSameSite(Origin.from(new FullURL("file:///d"))));
    assert.equal(new FullURL("file:///home/a.txt").origin, "null");
  });

  it("keeps file: URLs of other hosts and other schemes apart", () => {
    const a = Origin.from("file:///a");
    const server = Origin.from("file://server/share/a");
    assert.ok(!a.isSameOrigin(server));
    assert.ok(!a.isSameSite(server));
    assert.ok(server.isSameOrigin(Origin.from("file://SERVER/b")));
    assert.ok(!server.isSameSite(Origin.from("https://server/")));
  });
});

describe("Origin#isSameSite()", () => {
  it("compares registrable domains by the Public Suffix List, private section included", () => {
    const same: [string, string][] = [
      ["https://a.example.co.uk", "https://b.example.co.uk:444"],
      ["https://example.com.", "https://www.example.com."],
      ["https://127.0.0.1", "https://127.0.0.1:8443"],
      ["https://[::1]", "https://[0::1]:1"],
      ["https://bücher.example", "https://xn--bcher-kva.example"],
    ];
    const different: [string, string][] = [
      ["https://a.github.io", "https://b.github.io"],
      ["https://example.com", "https://example.com."],
      ["https://127.0.0.1", "https://127.0.0.2"],
      ["https://co.uk", "https://a.co.uk"],
      ["https://example.com", "wss://example.com"],
    ];
    for (const [a, b] of same) {
      assert.ok(Origin.from(a).isSameSite(Origin.from(b)), `${a} ${b}`);
      assert.ok(Origin.from(b).isSameSite(Origin.from(a)), `${b} ${a}`);
    }
    for (const [a, b] of different) {
      assert.ok(!Origin.from(a).isSameSite(Origin.from(b)), `${a} ${b}`);
      assert.ok(!Origin.from(b).isSameSite(Origin.from(a)), `${b} ${a}`);
    }
  });
});

describe("the name Origin across the entry points", () => {
  it("is this class wherever a value of that name is exported", async () => {
    const entries: Record<string, Record<string, unknown>> = {
      ".": await import("../mod.ts"),
      "./api": await import("../api/mod.ts"),
      "./parser": await import("../parser/mod.ts"),
      "./psl": await import("../psl/mod.ts"),
      "./origin": await import("./mod.ts"),
      "./polyfill/install": await import("../polyfill/install.ts"),
      "./polyfill/probe": await import("../polyfill/probe.ts"),
    };
    const exporting = Object.keys(entries).filter((key) =>
      "Origin" in entries[key]
    );
    assert.deepEqual(exporting, ["./origin"]);
    assert.equal(entries["./origin"].Origin, Origin);
  });
});
