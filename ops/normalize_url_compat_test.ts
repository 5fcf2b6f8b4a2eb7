// normalizeUrlCompat() against the behaviours normalize-url@10.0.0's README
// documents: each example of its Usage and API sections, and the changes
// its README lists as made whatever the options.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { normalizeUrlCompat as normalizeUrl } from "./normalize_url_compat.ts";

describe("normalizeUrlCompat(): the README's examples", () => {
  const examples: [string, Parameters<typeof normalizeUrl>[1], string][] = [
    ["sindresorhus.com", {}, "http://sindresorhus.com"],
    [
      "//www.sindresorhus.com:80/../baz?b=bar&a=foo",
      {},
      "http://sindresorhus.com/baz?a=foo&b=bar",
    ],
    [
      "sindre://www.sorhus.com",
      { customProtocols: ["sindre"] },
      "sindre://sorhus.com",
    ],
    [
      "sindre://www.sorhus.com/foo/",
      { customProtocols: ["sindre"] },
      "sindre://sorhus.com/foo",
    ],
    ["//sindresorhus.com", {}, "http://sindresorhus.com"],
    ["//sindresorhus.com", { normalizeProtocol: false }, "//sindresorhus.com"],
    ["https://sindresorhus.com", {}, "https://sindresorhus.com"],
    [
      "https://sindresorhus.com",
      { forceHttp: true },
      "http://sindresorhus.com",
    ],
    ["http://sindresorhus.com", {}, "http://sindresorhus.com"],
    [
      "http://sindresorhus.com",
      { forceHttps: true },
      "https://sindresorhus.com",
    ],
    ["https://user:password@sindresorhus.com", {}, "https://sindresorhus.com"],
    [
      "https://user:password@sindresorhus.com",
      { stripAuthentication: false },
      "https://user:password@sindresorhus.com",
    ],
    [
      "sindresorhus.com/about.html#contact",
      {},
      "http://sindresorhus.com/about.html#contact",
    ],
    [
      "sindresorhus.com/about.html#contact",
      { stripHash: true },
      "http://sindresorhus.com/about.html",
    ],
    ["https://sindresorhus.com", { stripProtocol: true }, "sindresorhus.com"],
    [
      "http://sindresorhus.com/about.html#:~:text=hello",
      {},
      "http://sindresorhus.com/about.html",
    ],
    [
      "http://sindresorhus.com/about.html#section:~:text=hello",
      {},
      "http://sindresorhus.com/about.html#section",
    ],
    ["http://sindresorhus.com/about.html#:~:text=hello", {
      stripTextFragment: false,
    }, "http://sindresorhus.com/about.html#:~:text=hello"],
    ["http://sindresorhus.com/about.html#section:~:text=hello", {
      stripTextFragment: false,
    }, "http://sindresorhus.com/about.html#section:~:text=hello"],
    ["http://www.sindresorhus.com", {}, "http://sindresorhus.com"],
    [
      "http://www.sindresorhus.com",
      { stripWWW: false },
      "http://www.sindresorhus.com",
    ],
    ["www.sindresorhus.com?foo=bar&ref=test_ref", {
      removeQueryParameters: ["ref"],
    }, "http://sindresorhus.com/?foo=bar"],
    [
      "www.sindresorhus.com?foo=bar",
      { removeQueryParameters: true },
      "http://sindresorhus.com",
    ],
    ["www.sindresorhus.com?foo=bar&utm_medium=test&ref=test_ref", {
      removeQueryParameters: false,
    }, "http://sindresorhus.com/?foo=bar&ref=test_ref&utm_medium=test"],
    ["https://sindresorhus.com?foo=bar&ref=unicorn", {
      keepQueryParameters: ["ref"],
    }, "https://sindresorhus.com/?ref=unicorn"],
    [
      "http://sindresorhus.com/redirect/",
      {},
      "http://sindresorhus.com/redirect",
    ],
    [
      "http://sindresorhus.com/redirect/",
      { removeTrailingSlash: false },
      "http://sindresorhus.com/redirect/",
    ],
    [
      "http://sindresorhus.com/",
      { removeTrailingSlash: false },
      "http://sindresorhus.com",
    ],
    ["https://sindresorhus.com/", {}, "https://sindresorhus.com"],
    [
      "https://sindresorhus.com/",
      { removeSingleSlash: false },
      "https://sindresorhus.com/",
    ],
    ["www.sindresorhus.com/foo/default.php", {
      removeDirectoryIndex: [/^default\.[a-z]+$/],
    }, "http://sindresorhus.com/foo"],
    [
      "sindresorhus.com:123",
      { removeExplicitPort: true },
      "http://sindresorhus.com",
    ],
    [
      "www.sindresorhus.com?b=two&a=one&c=three",
      { sortQueryParameters: false },
      "http://sindresorhus.com/?b=two&a=one&c=three",
    ],
    [
      "www.sindresorhus.com?a&b=",
      { emptyQueryValue: "always" },
      "http://sindresorhus.com/?a=&b=",
    ],
    [
      "www.sindresorhus.com?a&b=",
      { emptyQueryValue: "never" },
      "http://sindresorhus.com/?a&b",
    ],
    [
      "https://example.com/path/to/page",
      { removePath: true },
      "https://example.com",
    ],
    ["https://example.com/api/v1/users", {
      transformPath: (c) => c.slice(0, 1),
    }, "https://example.com/api"],
    ["https://example.com/admin/users", {
      transformPath: (c) => c.filter((x) => x !== "admin"),
    }, "https://example.com/users"],
  ];
  for (const [input, options, expected] of examples) {
    it(`normalizeUrl(${JSON.stringify(input)}, ${JSON.stringify(options)})`, () => {
      assert.equal(normalizeUrl(input, options), expected);
    });
  }
});

describe("normalizeUrlCompat(): what its README says happens whatever the options", () => {
  it("passes custom protocols through, and a dotted scheme before //", () => {
    assert.equal(
      normalizeUrl("sindre://www.sorhus.com/a/"),
      "sindre://www.sorhus.com/a/",
    );
    assert.equal(
      normalizeUrl("example.com://host/path"),
      "example.com://host/path",
    );
    assert.equal(normalizeUrl("example.com/path"), "http://example.com/path");
  });

  it("removes tab and newlines anywhere, whitespace and controls at the ends", () => {
    assert.equal(
      normalizeUrl("\uFEFF\u00a0 http://a.com/b\tc\n "),
      "http://a.com/bc",
    );
  });

  it("lowercases the host, applies IDNA, resolves dot segments, drops default ports", () => {
    assert.equal(
      normalizeUrl("HTTP://BÜCHER.de:80/a/./b/../c"),
      "http://xn--bcher-kva.de/a/c",
    );
  });

  it("removes a domain's trailing dots unless the name changes", () => {
    assert.equal(normalizeUrl("http://example.com./a"), "http://example.com/a");
    assert.equal(normalizeUrl("http://159.189.213../"), "http://159.189.213..");
  });

  it("removes duplicate slashes except a protocol lookalike's", () => {
    assert.equal(normalizeUrl("http://a.com//b///c"), "http://a.com/b/c");
    assert.equal(
      normalizeUrl("http://a.com/x/https://b.com/"),
      "http://a.com/x/https://b.com",
    );
  });

  it("uppercases escapes and decodes unreserved ones, not in the fragment", () => {
    assert.equal(
      normalizeUrl("http://a.com/%7e%2f%41?q=%7e#%7e"),
      "http://a.com/~%2FA?q=~#%7E",
    );
  });

  it("writes the query as URLSearchParams does, without empty parameters", () => {
    assert.equal(
      normalizeUrl("http://a.com/?b=x y&&a=1?"),
      "http://a.com/?a=1%3F&b=x+y",
    );
    assert.equal(normalizeUrl("http://a.com/?a b=1"), "http://a.com/?a%20b=1");
    assert.equal(
      normalizeUrl("http://a.com/?q=%E9"),
      "http://a.com/?q=%EF%BF%BD",
    );
  });

  it("tidies a data URL's media type", () => {
    assert.equal(
      normalizeUrl("data:TEXT/HTML;Charset=UTF-8,<b>"),
      "data:text/html;charset=utf-8,<b>",
    );
    assert.equal(normalizeUrl("data:text/plain,hello"), "data:,hello");
    assert.equal(
      normalizeUrl("data:text/plain;charset=US-ASCII,hi"),
      "data:,hi",
    );
    assert.equal(
      normalizeUrl("data:image/png;base64, AAAA ", {}),
      "data:image/png;base64,AAAA",
    );
  });

  it("removes a directory index with true, leaving no trailing slash by default", () => {
    assert.equal(
      normalizeUrl("http://example.com/foo/index.html", {
        removeDirectoryIndex: true,
      }),
      "http://example.com/foo",
    );
    assert.equal(
      normalizeUrl("http://example.com/foo/index.html", {
        removeDirectoryIndex: true,
        removeTrailingSlash: false,
      }),
      "http://example.com/foo/",
    );
  });

  it("drops the default port of the old scheme when forcing one", () => {
    assert.equal(
      normalizeUrl("https://example.com:443", { forceHttp: true }),
      "http://example.com",
    );
    assert.equal(
      normalizeUrl("http://example.com:80", { forceHttps: true }),
      "https://example.com",
    );
    assert.equal(
      normalizeUrl("http://example.com:8080", { forceHttps: true }),
      "https://example.com:8080",
    );
  });

  it("throws TypeErrors for conflicting options and a bad defaultProtocol", () => {
    assert.throws(
      () => normalizeUrl("a.com", { forceHttp: true, forceHttps: true }),
      TypeError,
    );
    assert.throws(
      () => normalizeUrl("a.com", { defaultProtocol: "https://" }),
      TypeError,
    );
    assert.equal(
      normalizeUrl("a.com", { defaultProtocol: "https:" }),
      "https://a.com",
    );
    assert.throws(() => normalizeUrl("http://[::1"), {
      name: "TypeError",
      code: "ERR_INVALID_URL",
      input: "http://[::1",
    });
  });

  it("does not strip www. before a name that is not a proper domain", () => {
    assert.equal(normalizeUrl("http://www.com"), "http://www.com");
    assert.equal(normalizeUrl("http://www.a.b"), "http://www.a.b");
  });

  it("keeps localhost:port a host", () => {
    assert.equal(normalizeUrl("localhost:9802/x"), "http://localhost:9802/x");
  });
});
