import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { inspect } from "node:util";
import { URL, URLSearchParams } from "./mod.ts";
import { basicURLParse } from "../parser/basic_url_parser.ts";
import { assertURLInvariants } from "../tests/_invariants.ts";
import { assertLinearWork } from "../tests/_string_work.ts";
import { componentsOfURL } from "./_url_components.ts";

describe("URL", () => {
  it("throws a TypeError naming the input when parsing fails", () => {
    assert.throws(() => new URL("http://[::1"), {
      name: "TypeError",
      message: 'Invalid URL: "http://[::1"',
    });
    assert.throws(() => new URL("x", "nope"), {
      name: "TypeError",
      message: 'Invalid URL: "x" with base "nope"',
    });
  });

  it("fails without a base when the first code point is no letter, as the parser does", () => {
    // The API fails these before running the parser; the parser decides
    // the same on every first code unit.
    const firsts: string[] = [];
    for (let c = 0; c < 0x80; c++) firsts.push(String.fromCharCode(c));
    firsts.push("\u00e9", "\uD800", "\uD83D\uDE00", "\uFEFF", "\u3000");
    for (const first of firsts) {
      const input = first + "http://example.com/";
      const expected = basicURLParse(input) !== null;
      assert.equal(URL.canParse(input), expected, JSON.stringify(input));
      assert.equal(URL.parse(input) !== null, expected, JSON.stringify(input));
    }
    assert.throws(() => new URL('"https://example.com/'), {
      name: "TypeError",
      message: 'Invalid URL: "\\"https://example.com/"',
    });
    assert.equal(
      URL.parse(" \thttps://example.com/")?.href,
      "https://example.com/",
    );
    assert.equal(URL.parse("1a:b"), null);
    assert.equal(URL.parse("a1:b")?.href, "a1:b");
  });

  it("requires its first argument", () => {
    // @ts-expect-error: testing the missing argument
    assert.throws(() => new URL(), TypeError);
    // @ts-expect-error: testing the missing argument
    assert.throws(() => URL.parse(), TypeError);
    // @ts-expect-error: testing the missing argument
    assert.throws(() => URL.canParse(), TypeError);
  });

  it("converts arguments with ToString", () => {
    // @ts-expect-error: testing WebIDL conversion
    assert.throws(() => new URL(undefined), TypeError);
    assert.equal(
      new URL("undefined", "https://a/b/").href,
      "https://a/b/undefined",
    );
    // @ts-expect-error: testing WebIDL conversion
    assert.equal(new URL({ toString: () => "https://b/" }).href, "https://b/");
    // @ts-expect-error: testing WebIDL conversion
    assert.throws(() => new URL(Symbol("x")), TypeError);
    assert.equal(new URL("/p", new URL("https://c/q")).href, "https://c/p");
  });

  it("treats lone surrogates as U+FFFD (USVString)", () => {
    assert.equal(new URL("https://a/\uD83D").pathname, "/%EF%BF%BD");
    const url = new URL("https://a/");
    url.hash = "\uDE00";
    assert.equal(url.hash, "#%EF%BF%BD");
  });

  it("parses with URL.parse and checks with URL.canParse against bases", () => {
    assert.equal(URL.parse("b", "https://x/a/")?.href, "https://x/a/b");
    assert.equal(URL.parse("b", "not a base"), null);
    assert.equal(URL.parse("https://ok/", "not a base"), null);
    assert.equal(URL.canParse("//h/p", "https://x"), true);
    assert.equal(URL.canParse("b"), false);
    assert.ok(URL.parse("https://x/") instanceof URL);
  });

  it("carries Node's code, input and base on its parse errors", () => {
    assert.throws(() => new URL("http://[::1"), (error: unknown) => {
      assert.ok(error instanceof TypeError);
      assert.equal(error.message, 'Invalid URL: "http://[::1"');
      const fields = error as TypeError & Record<string, unknown>;
      assert.equal(fields.code, "ERR_INVALID_URL");
      assert.equal(fields.input, "http://[::1");
      assert.equal("base" in fields, false);
      return true;
    });
    assert.throws(() => new URL("x", "nope"), {
      name: "TypeError",
      code: "ERR_INVALID_URL",
      input: "x",
      base: "nope",
    });
    const url = new URL("https://a/");
    assert.throws(() => {
      url.href = "b";
    }, { code: "ERR_INVALID_URL", input: "b" });
  });

  it("has Web IDL's lengths", () => {
    assert.equal(URL.length, 1);
    assert.equal(URL.parse.length, 1);
    assert.equal(URL.canParse.length, 1);
    assert.equal(URL.prototype.toString.length, 0);
    assert.equal(URL.prototype.toJSON.length, 0);
  });

  it("has enumerable members and a @@toStringTag data property", () => {
    assert.deepEqual(Object.keys(URL.prototype).sort(), [
      "hash",
      "host",
      "hostname",
      "href",
      "origin",
      "password",
      "pathname",
      "port",
      "protocol",
      "search",
      "searchParams",
      "toJSON",
      "toString",
      "username",
    ]);
    assert.deepEqual(
      Object.keys(URL.prototype).sort(),
      Object.keys(globalThis.URL.prototype).sort(),
    );
    assert.ok(Object.keys(URL).includes("parse"));
    assert.ok(Object.keys(URL).includes("canParse"));
    assert.deepEqual(
      Object.getOwnPropertyDescriptor(URL.prototype, Symbol.toStringTag),
      { value: "URL", writable: false, enumerable: false, configurable: true },
    );
  });

  it("brand-checks every getter, setter and method", () => {
    const members = Object.getOwnPropertyNames(URL.prototype).filter((k) =>
      k !== "constructor"
    );
    let checked = 0;
    for (const name of members) {
      const d = Object.getOwnPropertyDescriptor(URL.prototype, name)!;
      for (const receiver of [{ href: "https://x/" }, {}, null, 1]) {
        if (d.get) {
          assert.throws(() => d.get!.call(receiver), TypeError, `get ${name}`);
          checked++;
        }
        if (d.set) {
          assert.throws(
            () => d.set!.call(receiver, "https://y/"),
            TypeError,
            `set ${name}`,
          );
          checked++;
        }
        if (typeof d.value === "function") {
          assert.throws(() => d.value.call(receiver), TypeError, name);
          checked++;
        }
      }
    }
    assert.equal(checked, (12 + 10 + 2) * 4);
  });

  it("checks a setter's receiver before converting its argument", () => {
    for (const name of Object.getOwnPropertyNames(URL.prototype)) {
      const set = Object.getOwnPropertyDescriptor(URL.prototype, name)!.set;
      if (set === undefined) continue;
      let converted = false;
      const value = {
        toString() {
          converted = true;
          return "x";
        },
      };
      assert.throws(() => set.call({}, value), TypeError, name);
      assert.equal(converted, false, `set ${name} converted its argument`);
    }
  });

  it("runs a setter's steps on the URL as its argument's conversion left it", () => {
    // Web IDL converts the argument before the setter's steps run, so a
    // conversion that replaces the href is seen by them (as in whatwg-url
    // and Deno's URL).
    const cases: [string, string, string][] = [
      ["username", "u", "https://u@b/"],
      ["password", "p", "https://:p@b/"],
      ["port", "8080", "https://b:8080/"],
      ["pathname", "/p", "https://b/p"],
      ["search", "s", "https://b/?s"],
      ["hash", "h", "https://b/#h"],
      ["host", "c", "https://c/"],
      ["protocol", "http", "http://b/"],
    ];
    for (const [name, text, expected] of cases) {
      const url = new URL("https://a/?q");
      url.searchParams.append("x", "1");
      const value = {
        toString() {
          url.href = "https://b/";
          return text;
        },
      };
      Reflect.set(url, name, value);
      assert.equal(url.href, expected, name);
    }
  });

  it("exposes no internal symbol-keyed member", () => {
    const allowed = [
      Symbol.toStringTag,
      Symbol.iterator,
      Symbol.for("nodejs.util.inspect.custom"),
      Symbol.for("Deno.customInspect"),
    ];
    for (const proto of [URL.prototype, URLSearchParams.prototype]) {
      for (const key of Object.getOwnPropertySymbols(proto)) {
        assert.ok(allowed.includes(key), String(key));
      }
    }
    assert.deepEqual(Object.getOwnPropertySymbols(URL), []);
  });

  it("keeps getters and setters on the prototype", () => {
    const url = new URL("https://a/");
    assert.deepEqual(Object.keys(url), []);
    const descriptor = Object.getOwnPropertyDescriptor(URL.prototype, "href")!;
    assert.equal(typeof descriptor.get, "function");
    assert.equal(typeof descriptor.set, "function");
    assert.equal(
      typeof Object.getOwnPropertyDescriptor(URL.prototype, "origin")!.set,
      "undefined",
    );
  });

  it("has the URL class string and serializes to JSON", () => {
    const url = new URL("https://a/b?c#d");
    assert.equal(Object.prototype.toString.call(url), "[object URL]");
    assert.equal(String(url), "https://a/b?c#d");
    assert.equal(JSON.stringify({ url }), '{"url":"https://a/b?c#d"}');
  });

  it("prints like the runtimes' URL in console.log", () => {
    const text = inspect(new URL("https://user:pw@a.example:8080/p?q#h"));
    assert.match(text, /^URL \{/);
    assert.match(text, /href: 'https:\/\/user:pw@a\.example:8080\/p\?q#h'/);
    assert.match(text, /origin: 'https:\/\/a\.example:8080'/);
    assert.match(text, /port: '8080'/);
  });

  it("reads pathname, hash and origin right while the query is pending", () => {
    const url = new URL("https://a.example/p/q?x=1#frag");
    url.searchParams.append("y", "a long value that moves the fragment");
    assert.equal(url.pathname, "/p/q");
    assert.equal(url.hash, "#frag");
    assert.equal(url.origin, "https://a.example");
    const blob = new URL("blob:https://b.example/id?x");
    blob.searchParams.delete("x");
    assert.equal(blob.origin, "https://b.example");
    assert.equal(blob.pathname, "https://b.example/id");
    assert.equal(url.search, "?x=1&y=a+long+value+that+moves+the+fragment");
    assert.equal(blob.href, "blob:https://b.example/id");
  });

  it("links searchParams to the URL both ways", () => {
    const url = new URL("https://a/?x=1#frag");
    const params = url.searchParams;
    assert.equal(url.searchParams, params, "[SameObject]");
    params.append("y", "2 3");
    assert.equal(url.href, "https://a/?x=1&y=2+3#frag");
    params.delete("x");
    params.delete("y");
    assert.equal(
      url.href,
      "https://a/#frag",
      "an empty list sets the query to null",
    );
    url.search = "?k=v";
    assert.equal(params.get("k"), "v");
    url.href = "https://b/?z=9";
    assert.deepEqual([...params], [["z", "9"]]);
    url.search = "";
    assert.equal(params.size, 0);
  });

  it("keeps repeated appends on searchParams linear", () => {
    // The href read after each append takes the query's serialization: one
    // that re-serialized the whole list each time would count 64 times the
    // work for 8 times the appends.
    assertLinearWork((n) => () => {
      const url = new URL("https://a/?q#f");
      let last = "";
      for (let i = 0; i < n; i++) {
        url.searchParams.append("k", "v");
        last = url.href;
      }
      return last;
    }, 1_000);
    const url = new URL("https://a/#f");
    for (let i = 0; i < 50_000; i++) url.searchParams.append("k", String(i));
    assert.equal(url.searchParams.size, 50_000);
    assert.ok(url.href.endsWith("&k=49999#f"));
    assert.equal(url.hash, "#f");
  });

  it("applies the setters' no-op cases", () => {
    const mailto = new URL("mailto:me@example.com");
    mailto.host = "other";
    mailto.pathname = "/x";
    assert.equal(mailto.href, "mailto:me@example.com");
    const file = new URL("file:///tmp");
    file.username = "u";
    file.port = "8080";
    assert.equal(file.href, "file:///tmp");
    const http = new URL("http://a:81/");
    http.port = "";
    assert.equal(http.href, "http://a/");
    http.protocol = "sc";
    assert.equal(http.protocol, "http:", "special to non-special is refused");
  });

  it("splices setter results into the href, keeping every offset right", () => {
    // Each setter below edits the href in place (no record rebuild); the
    // components must read back as a fresh parse of the new href reads them.
    const components = (url: URL) =>
      [
        url.href,
        url.protocol,
        url.username,
        url.password,
        url.host,
        url.hostname,
        url.port,
        url.pathname,
        url.search,
        url.hash,
      ].join("|");
    const cases: [string, (url: URL) => void, string][] = [
      [
        "https://a.example:8080/p?q#f",
        (u) => (u.hash = "\tx y#<z>"),
        "https://a.example:8080/p?q#x%20y#%3Cz%3E",
      ],
      ["https://a/p?q#f", (u) => (u.hash = ""), "https://a/p?q"],
      [
        "https://a/p#f",
        (u) => (u.search = "?a=1#b'c"),
        "https://a/p?a=1%23b%27c#f",
      ],
      ["sc://a/p#f", (u) => (u.search = "b'c\n"), "sc://a/p?b'c#f"],
      ["https://a/p?q#f", (u) => (u.search = ""), "https://a/p#f"],
      [
        "https://a/p?q#f",
        (u) => (u.pathname = "x/y.html"),
        "https://a/x/y.html?q#f",
      ],
      ["https://a/p?q#f", (u) => (u.pathname = ""), "https://a/?q#f"],
      [
        "https://a/p?q#f",
        (u) => (u.pathname = "/b c/../d\\e"),
        "https://a/d/e?q#f",
      ],
      ["wss://a/p?q", (u) => (u.pathname = "%2e/x"), "wss://a/x?q"],
      [
        "https://u:p@a:1/p?q#f",
        (u) => (u.host = "B.example:443"),
        "https://u:p@b.example/p?q#f",
      ],
      ["https://a:1/p?q#f", (u) => (u.host = "b:99999"), "https://b:1/p?q#f"],
      ["https://a:1/p#f", (u) => (u.hostname = "c:2"), "https://a:1/p#f"],
      ["file://host/C:/x", (u) => (u.host = "localhost"), "file:///C:/x"],
      ["sc:/p?q", (u) => (u.host = "h"), "sc://h/p?q"],
      ["sc://h//p", (u) => (u.host = ""), "sc:////p"],
    ];
    for (const [input, set, expected] of cases) {
      const url = new URL(input);
      assertURLInvariants(url);
      set(url);
      assertURLInvariants(url);
      assert.equal(url.href, expected, input);
      assert.equal(components(url), components(new URL(expected)), input);
    }
  });

  it("keeps its own value where the tests' invariant check reads it", () => {
    const url = new URL("https://a.example/p?q#f");
    const c = componentsOfURL(url);
    assert.equal(c.href, url.href);
    assertURLInvariants(url);
    url.search = "?r";
    assert.equal(componentsOfURL(url).href, "https://a.example/p?r#f");
    componentsOfURL(url).queryStart += 1;
    assert.throws(() => assertURLInvariants(url), /queryStart/);
    assert.throws(() => componentsOfURL({}), TypeError);
  });

  it("reads host and hostname afresh after every setter that changes them", () => {
    // The last hostname read is kept (for the host too, when there is no
    // port): each setter that changes the host must drop it.
    const components = (url: URL) =>
      [url.href, url.origin, url.host, url.hostname, url.port].join("|");
    const cases: [string, (url: URL) => void][] = [
      ["https://a.example/p", (u) => (u.host = "b.example")],
      ["https://a.example/p", (u) => (u.host = "b.example:8080")],
      ["https://a.example:8080/p", (u) => (u.host = "b.example")],
      ["https://a.example/p", (u) => (u.hostname = "c.example")],
      ["https://a.example:1/p", (u) => (u.hostname = "c.example")],
      ["https://a.example/p", (u) => (u.port = "8080")],
      ["https://a.example:8080/p", (u) => (u.port = "")],
      ["https://a.example:8080/p", (u) => (u.port = "443")],
      ["https://a.example/p", (u) => (u.href = "http://d.example:81/")],
      ["https://a.example/p", (u) => (u.href = "sc:opaque")],
      ["sc:/p", (u) => (u.host = "e.example")],
      ["sc://e.example/p", (u) => (u.host = "")],
      ["http://a.example:443/p", (u) => (u.protocol = "https")],
      ["file://host/p", (u) => (u.host = "localhost")],
      ["https://a.example/p", (u) => (u.username = "user")],
      ["https://a.example/p", (u) => (u.pathname = "/q")],
      ["https://a.example/p", (u) => (u.search = "?x")],
      ["https://a.example/p", (u) => (u.hash = "#y")],
      ["https://a.example/p", (u) => u.searchParams.append("k", "v")],
    ];
    for (const [input, set] of cases) {
      const url = new URL(input);
      components(url);
      set(url);
      assertURLInvariants(url);
      assert.equal(components(url), components(new URL(url.href)), input);
    }
  });

  it("reads each URL's own hostname when URLs are read in turn", () => {
    const a = new URL("https://a.example/");
    const b = new URL("https://b.example:8080/");
    const c = new URL("sc:opaque");
    for (let i = 0; i < 3; i++) {
      assert.deepEqual(
        [a.hostname, b.hostname, a.host, b.host, c.hostname, c.host],
        ["a.example", "b.example", "a.example", "b.example:8080", "", ""],
      );
    }
    a.hostname = "z.example";
    assert.deepEqual([a.hostname, a.host, b.hostname], [
      "z.example",
      "z.example",
      "b.example",
    ]);
  });

  it("keeps each URL's query object, also across href changes", () => {
    const a = new URL("https://a.example/?x=1");
    const b = new URL("https://b.example/?y=2");
    const params = a.searchParams;
    assert.equal(a.searchParams, params);
    assert.notEqual(b.searchParams, params);
    a.href = "https://c.example/?z=3";
    assert.equal(a.searchParams, params);
    assert.equal(params.get("z"), "3");
    params.append("w", "4");
    assertURLInvariants(a);
    assert.equal(a.href, "https://c.example/?z=3&w=4");
    a.search = "?v=5";
    assert.deepEqual([...params], [["v", "5"]]);
    assert.equal(b.href, "https://b.example/?y=2");
    assert.equal(b.searchParams.get("y"), "2");
  });

  it("reads the path and fragment while a searchParams change is pending", () => {
    for (
      const input of ["https://h/p/q#frag", "https://h/p?a=1#f", "sc:x?y#z"]
    ) {
      const url = new URL(input);
      url.searchParams.append("k", "v w");
      assert.equal(url.pathname, new URL(input).pathname, input);
      assert.equal(url.hash, new URL(input).hash, input);
      url.searchParams.delete("a");
      url.searchParams.delete("y");
      assert.equal(url.hash, new URL(input).hash, input);
      assert.equal(url.search, "?k=v+w", input);
      assert.equal(url.pathname, new URL(input).pathname, input);
    }
    const url = new URL("https://h/p?a#f");
    url.searchParams.delete("a");
    assert.equal(url.pathname, "/p");
    assert.equal(url.hash, "#f");
    assert.equal(url.href, "https://h/p#f");
  });

  it("applies searchParams changes before a setter splices the href", () => {
    const url = new URL("https://a/p?x=1#f");
    url.searchParams.append("y", "2 3");
    url.hash = "g";
    assert.equal(url.href, "https://a/p?x=1&y=2+3#g");
    url.searchParams.delete("x");
    url.pathname = "/q r";
    assert.equal(url.href, "https://a/q%20r?y=2+3#g");
    url.searchParams.set("z", "4");
    url.host = "b:8";
    assert.equal(url.href, "https://b:8/q%20r?y=2+3&z=4#g");
    assert.equal(url.search, "?y=2+3&z=4");
  });

  it("reads every component", () => {
    const url = new URL("https://u:p@[::1]:8443/a/b?q=1#h");
    assert.deepEqual(
      {
        protocol: url.protocol,
        username: url.username,
        password: url.password,
        host: url.host,
        hostname: url.hostname,
        port: url.port,
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        origin: url.origin,
      },
      {
        protocol: "https:",
        username: "u",
        password: "p",
        host: "[::1]:8443",
        hostname: "[::1]",
        port: "8443",
        pathname: "/a/b",
        search: "?q=1",
        hash: "#h",
        origin: "https://[::1]:8443",
      },
    );
  });

  it("derives blob: origins from the inner URL", () => {
    assert.equal(
      new URL("blob:https://a.example/uuid").origin,
      "https://a.example",
    );
    assert.equal(new URL("blob:ftp://a.example/uuid").origin, "null");
    assert.equal(new URL("blob:bad").origin, "null");
  });

  it("works with URLSearchParams from the same module", () => {
    const params = new URLSearchParams("a=1");
    const url = new URL("https://a/?" + params);
    assert.equal(url.search, "?a=1");
  });
});
