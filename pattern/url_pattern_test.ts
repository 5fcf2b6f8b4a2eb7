// URLPattern's Web IDL shape, its argument conversions and errors, and the
// steps where it follows the implementations rather than the standard's
// text.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URLPattern } from "./mod.ts";

const MEMBERS = [
  "test",
  "exec",
  "protocol",
  "username",
  "password",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
  "hasRegExpGroups",
];

describe("URLPattern's Web IDL shape", () => {
  it("has the lengths of its shortest overloads", () => {
    assert.equal(URLPattern.length, 0);
    assert.equal(URLPattern.prototype.test.length, 0);
    assert.equal(URLPattern.prototype.exec.length, 0);
    assert.equal(URLPattern.name, "URLPattern");
  });

  it("has enumerable members and a @@toStringTag", () => {
    const enumerable: string[] = [];
    for (const key in URLPattern.prototype) enumerable.push(key);
    assert.deepEqual(enumerable.sort(), [...MEMBERS].sort());
    assert.equal(
      Object.prototype.toString.call(new URLPattern()),
      "[object URLPattern]",
    );
    const tag = Object.getOwnPropertyDescriptor(
      URLPattern.prototype,
      Symbol.toStringTag,
    )!;
    assert.equal(tag.writable, false);
    assert.equal(tag.enumerable, false);
  });

  it("makes the attributes getters without setters", () => {
    for (const name of MEMBERS.slice(2)) {
      const d = Object.getOwnPropertyDescriptor(URLPattern.prototype, name)!;
      assert.equal(typeof d.get, "function", name);
      assert.equal(d.set, undefined, name);
    }
  });

  it("brand-checks every member", () => {
    const fake = Object.create(URLPattern.prototype);
    for (const name of MEMBERS) {
      const d = Object.getOwnPropertyDescriptor(URLPattern.prototype, name)!;
      const call = d.get
        ? () => d.get!.call(fake)
        : () => (d.value as () => unknown).call(fake);
      assert.throws(call, TypeError, name);
    }
  });

  it("cannot be called without new", () => {
    assert.throws(
      () => (URLPattern as unknown as () => unknown)(),
      TypeError,
    );
  });
});

describe("URLPattern's arguments", () => {
  it("takes a base URL string as the second argument", () => {
    const p = new URLPattern("/books/:id", "https://example.com");
    assert.equal(p.hostname, "example.com");
    assert.ok(p.test("https://example.com/books/1"));
  });

  it("takes options as the second argument of an init", () => {
    const p = new URLPattern({ pathname: "/A" }, { ignoreCase: true });
    assert.ok(p.test({ pathname: "/a" }));
    assert.ok(!new URLPattern({ pathname: "/A" }).test({ pathname: "/a" }));
  });

  it("reads an init's members once each, in lexicographic order", () => {
    const read: string[] = [];
    const init = new Proxy({}, {
      get(_target, key) {
        if (typeof key === "string") read.push(key);
        return key === "pathname" ? "/x" : undefined;
      },
    });
    new URLPattern(init);
    assert.deepEqual(read, [
      "baseURL",
      "hash",
      "hostname",
      "password",
      "pathname",
      "port",
      "protocol",
      "search",
      "username",
    ]);
  });

  it("converts lone surrogates to U+FFFD (USVString)", () => {
    const p = new URLPattern({ pathname: "/\uD800" });
    assert.equal(p.pathname, "/%EF%BF%BD");
  });

  it("throws a TypeError for a Symbol", () => {
    assert.throws(
      () => new URLPattern(Symbol("x") as unknown as string),
      TypeError,
    );
  });

  it("refuses a base URL argument with an init", () => {
    assert.throws(
      () => new URLPattern({ pathname: "/a" }, "https://example.com"),
      TypeError,
    );
    const p = new URLPattern({ pathname: "/a" });
    assert.throws(
      () => p.test({ pathname: "/a" }, "https://a.example"),
      TypeError,
    );
  });

  it("gives inputs a new init object, and the base URL string", () => {
    const input = { pathname: "/a", extra: 1 } as { pathname: string };
    const result = new URLPattern({ pathname: "/a" }).exec(input)!;
    assert.notEqual(result.inputs[0], input);
    assert.deepEqual(result.inputs, [{ pathname: "/a" }]);
    const r2 = new URLPattern("https://x.example/b").exec(
      "b",
      "https://x.example/",
    )!;
    assert.deepEqual(r2.inputs, ["b", "https://x.example/"]);
  });
});

describe("URLPattern's errors", () => {
  const cases: [unknown[], RegExp][] = [
    [[{ pathname: "/:id(" }], /pathname pattern "\/:id\(".* at index 4/],
    [[{ pathname: "/:a/:a" }], /duplicate group name "a" at index 4/],
    [[{ hostname: "a{b" }], /hostname pattern "a\{b".* at index 3/],
    [[{ protocol: "(a)(b" }], /protocol pattern/],
    [[{ pathname: "/(\\d+" }], /pathname pattern .*unclosed regexp group/],
    [[{ port: "x" }], /port pattern "x": "x" is not a valid port/],
    [["/relative"], /relative pattern needs a base URL/],
    [[{ pathname: "([a-z)" }], /pathname pattern/],
  ];
  for (const [args, message] of cases) {
    it(`names the part and position for ${JSON.stringify(args)}`, () => {
      assert.throws(
        () => new URLPattern(...(args as [string])),
        (error: unknown) => {
          assert.ok(error instanceof TypeError);
          assert.match(error.message, message);
          return true;
        },
      );
    });
  }
});

describe("URLPattern where the implementations decide", () => {
  it("keeps 443 in a port pattern (canonicalize a port, step 2)", () => {
    // The standard's dummy URL is https, whose default port would turn the
    // fixed text "443" into ""; WPT and every implementation keep it.
    const p = new URLPattern({ protocol: "https", port: "443*" });
    assert.equal(p.port, "443*");
    assert.ok(p.test({ protocol: "https", port: "4430" }));
  });
});

describe("URLPattern where a native implementation differs", () => {
  it("matches an init with a username under ignoreCase (Chromium does not)", () => {
    // match: processing the input does not depend on the pattern's options.
    const p = new URLPattern({}, { ignoreCase: true });
    assert.ok(p.test({ username: "x" }));
    assert.ok(p.test({ pathname: "/B", baseURL: "https://e.example/" }));
  });

  it("keeps a non-special pathname opaque (Node.js, Deno and Bun do not)", () => {
    // create: a non-special protocol compiles its pathname with "canonicalize
    // an opaque pathname": no dot segments removed, spaces kept.
    const p = new URLPattern({ protocol: "foo", pathname: "/a b/./c" });
    assert.equal(p.pathname, "/a b/./c");
  });

  it("turns an escaped \\ in a special pathname into / (Node.js keeps it)", () => {
    // canonicalize a pathname: the path state ends a segment at "\\".
    assert.equal(new URLPattern({ pathname: "/a\\\\b" }).pathname, "/a/b");
  });

  it("rejects [^/] under the v flag (Deno and urlpattern-polyfill accept it)", () => {
    assert.throws(() => new URLPattern({ pathname: "/([^/]+)" }), TypeError);
    assert.ok(
      new URLPattern({ pathname: "/([^\\/]+)" }).test({ pathname: "/a" }),
    );
  });
});

describe("URLPattern uses this library's parser", () => {
  it("matches the same with the global URL replaced", () => {
    const saved = globalThis.URL;
    try {
      // deno-lint-ignore no-explicit-any
      (globalThis as any).URL = function () {
        throw new Error("the global URL was used");
      };
      const p = new URLPattern("https://example.com/a/:b", undefined);
      assert.equal(p.exec("https://EXAMPLE.com/a/c")?.pathname.groups.b, "c");
    } finally {
      globalThis.URL = saved;
    }
  });
});

describe("URLPattern under hostile patterns", () => {
  const named = (k: number) => {
    let s = "";
    for (let i = 0; i < k; i++) s += "/:n" + i;
    return s;
  };
  const hostile: [string, Record<string, string>, string][] = [
    [
      "a group then 50,000 characters of fixed text",
      { pathname: "/:id/" + "a".repeat(50_000) },
      "https://example.com/x/" + "a".repeat(50_000),
    ],
    [
      "10,000 named groups",
      { pathname: named(10_000) },
      "https://example.com" + "/a".repeat(10_000),
    ],
    [
      "5,000 optional regexp groups",
      {
        pathname: Array.from({ length: 5_000 }, (_, i) => `{/:r${i}(\\d+)}?`)
          .join(""),
      },
      "https://example.com" + "/1".repeat(5_000),
    ],
  ];
  for (const [name, init, url] of hostile) {
    it(`compiles in the constructor, so exec() and test() do not throw: ${name}`, () => {
      let pattern: URLPattern;
      try {
        pattern = new URLPattern(init);
      } catch (error) {
        // The engine could not compile it: the constructor's TypeError.
        assert.ok(error instanceof TypeError, String(error));
        return;
      }
      const result = pattern.exec(url);
      assert.equal(pattern.test(url), result !== null);
      assert.equal(pattern.exec({ pathname: "/" }), null);
    });
  }

  it('keeps a group named "__proto__" as an own property', () => {
    const pattern = new URLPattern({ pathname: "/:__proto__/:b" });
    const groups = pattern.exec("https://e.com/evil/x")!.pathname.groups;
    assert.ok(Object.hasOwn(groups, "__proto__"));
    assert.equal(groups["__proto__"], "evil");
    assert.equal(groups.b, "x");
    assert.equal(Object.getPrototypeOf(groups), Object.prototype);
    assert.deepEqual(Object.keys(groups), ["__proto__", "b"]);
    // A lone named full wildcard (matched without a regular expression).
    const any = new URLPattern({ search: ":__proto__(.*)" });
    const searchGroups = any.exec("https://e.com/?q")!.search.groups;
    assert.ok(Object.hasOwn(searchGroups, "__proto__"));
    assert.equal(searchGroups["__proto__"], "q");
  });
});

describe("URLPattern's error messages on huge patterns", () => {
  const MB = "a".repeat(1 << 20);
  const huge: [string, () => unknown][] = [
    [
      "an unclosed regexp group",
      () => new URLPattern({ pathname: "/:id(" + MB }),
    ],
    ["an invalid port", () => new URLPattern({ port: MB })],
    ["an invalid hostname", () => new URLPattern({ hostname: "a b" + MB })],
    [
      "a duplicate long name",
      () => new URLPattern({ pathname: `/:${MB}/:${MB}` }),
    ],
    [
      "a bad character at the end",
      () => new URLPattern({ pathname: MB + "(" }),
    ],
    ["a relative pattern string", () => new URLPattern("/" + MB)],
    ["an invalid base URL", () => new URLPattern({ baseURL: MB })],
    [
      "a regexp the engine refuses",
      () => new URLPattern({ pathname: "/*".repeat(40_000) + MB }),
    ],
  ];
  for (const [name, make] of huge) {
    it(`quotes at most a few hundred code units: ${name}`, () => {
      assert.throws(make, (error: unknown) => {
        assert.ok(error instanceof TypeError, String(error));
        assert.ok(
          error.message.length <= 400,
          `a message of ${error.message.length} code units`,
        );
        assert.match(error.message, /aaaa…|…aaaa/);
        return true;
      });
    });
  }

  it("quotes a short pattern whole", () => {
    assert.throws(
      () => new URLPattern({ pathname: "/:id(" + "b".repeat(100) }),
      {
        message: new RegExp(`"/:id\\(${"b".repeat(100)}"`),
      },
    );
  });
});
