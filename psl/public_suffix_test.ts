import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { parseHost } from "../host/mod.ts";
import { dirname, fromFileUrl, join, resolve } from "../tests/_path.ts";
import { wptDir } from "../tests/wpt.ts";
import { publicSuffix, registrableDomain } from "./mod.ts";

/**
 * url.bs's example-host-psl table: host input, public suffix, registrable
 * domain. The inputs go through the host parser first.
 */
const SPEC_TABLE: [string, string | null, string | null][] = [
  ["com", "com", null],
  ["example.com", "com", "example.com"],
  ["www.example.com", "com", "example.com"],
  ["sub.www.example.com", "com", "example.com"],
  ["EXAMPLE.COM", "com", "example.com"],
  ["example.com.", "com.", "example.com."],
  ["github.io", "github.io", null],
  ["whatwg.github.io", "github.io", "whatwg.github.io"],
  ["إختبار", "xn--kgbechtv", null],
  ["example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"],
  ["sub.example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"],
  ["[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", null, null],
];

describe("publicSuffix() and registrableDomain() on url.bs's table", () => {
  for (const [input, suffix, registrable] of SPEC_TABLE) {
    it(`gives ${input} the public suffix ${suffix} and the registrable domain ${registrable}`, () => {
      const host = parseHost(input);
      assert.notEqual(host, null, `parseHost(${JSON.stringify(input)})`);
      assert.equal(publicSuffix(host), suffix);
      assert.equal(registrableDomain(host), registrable);
    });
  }
});

/** url.bs beside the WPT data (../shared/spec/url.bs), if it is there. */
function specFile(): string | null {
  const root = resolve(dirname(fromFileUrl(import.meta.url)), "..");
  const candidates = [join(root, "..", "shared", "spec", "url.bs")];
  try {
    candidates.push(join(wptDir(), "..", "spec", "url.bs"));
  } catch {
    // No WPT data: only the path beside the project is looked at.
  }
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** The rows of url.bs's example-host-psl table. */
function specRows(source: string): (string | null)[][] {
  const start = source.indexOf("<div class=example id=example-host-psl>");
  assert.ok(start >= 0, "url.bs has no example-host-psl table");
  const end = source.indexOf("</table>", start);
  const table = source.slice(start, end);
  return table.split("<tr>").slice(2).map((row) =>
    row.split("<td>").slice(1).map((cell) => {
      const code = /<code>([^<]*)<\/code>/.exec(cell);
      if (code !== null) return code[1];
      return cell.trim() === "null" ? null : cell.trim();
    })
  );
}

describe("url.bs's example-host-psl table", () => {
  const file = specFile();
  if (file === null) return; // The spec is not beside the project here.
  it("has exactly the rows the test above checks", () => {
    assert.deepEqual(specRows(readFileSync(file, "utf8")), SPEC_TABLE);
  });
});

describe("publicSuffix()", () => {
  it("gives null for hosts that are not domains", () => {
    for (
      const host of [0x7f000001, [0, 0, 0, 0, 0, 0, 0, 1], "", null, undefined]
    ) {
      assert.equal(publicSuffix(host as never), null, JSON.stringify(host));
    }
  });

  it("gives null for strings the host parser would change", () => {
    // Opaque hosts, an IPv4 serialization, a percent-encoded domain.
    for (
      const host of ["EXAMPLE.com", "a%20b.com", "127.0.0.1", "[::1]", "a b"]
    ) {
      assert.equal(publicSuffix(host), null, host);
      assert.equal(registrableDomain(host), null, host);
    }
  });

  it("applies the * rule to a domain the list does not know", () => {
    assert.equal(publicSuffix("example.not-a-tld"), "not-a-tld");
    assert.equal(registrableDomain("a.example.not-a-tld"), "example.not-a-tld");
    assert.equal(publicSuffix("localhost"), "localhost");
    assert.equal(registrableDomain("localhost"), null);
  });

  it("uses the private section unless icannOnly", () => {
    assert.equal(publicSuffix("a.blogspot.com"), "blogspot.com");
    assert.equal(publicSuffix("a.blogspot.com", { icannOnly: true }), "com");
    assert.equal(
      registrableDomain("x.a.blogspot.com", { icannOnly: true }),
      "blogspot.com",
    );
  });

  it("applies wildcard and exception rules", () => {
    // *.ck and !www.ck.
    assert.equal(publicSuffix("a.b.ck"), "b.ck");
    assert.equal(registrableDomain("a.b.ck"), "a.b.ck");
    assert.equal(publicSuffix("www.ck"), "ck");
    assert.equal(registrableDomain("a.www.ck"), "www.ck");
    // *.kawasaki.jp and !city.kawasaki.jp.
    assert.equal(publicSuffix("a.b.kawasaki.jp"), "b.kawasaki.jp");
    assert.equal(registrableDomain("a.city.kawasaki.jp"), "city.kawasaki.jp");
  });

  it("treats a wildcard rule's parent as a public suffix, as tldts does", () => {
    // The formal algorithm matches *.kawasaki.jp only on three labels or
    // more, which would leave "jp"; tldts and the psl package (1.15.0) both
    // answer "kawasaki.jp", and we keep tldts's answer.
    assert.equal(publicSuffix("kawasaki.jp"), "kawasaki.jp");
    assert.equal(registrableDomain("kawasaki.jp"), null);
  });

  it("keeps a trailing dot on both results, and only one", () => {
    assert.equal(publicSuffix("a.b.co.uk."), "co.uk.");
    assert.equal(registrableDomain("a.b.co.uk."), "b.co.uk.");
    assert.equal(publicSuffix("com."), "com.");
    assert.equal(registrableDomain("com."), null);
    assert.equal(publicSuffix("a.github.io."), "github.io.");
  });

  it("counts an empty first label as the label before the suffix", () => {
    const host = parseHost(".com");
    assert.equal(host, ".com");
    assert.equal(publicSuffix(host), "com");
    assert.equal(registrableDomain(host), ".com");
    assert.equal(registrableDomain("a..com"), ".com");
  });

  it("gives empty last labels the * rule", () => {
    const dot = parseHost(".");
    assert.equal(publicSuffix(dot), ".");
    assert.equal(registrableDomain(dot), null);
    const twoDots = parseHost("example.com..");
    assert.equal(twoDots, "example.com..");
    assert.equal(publicSuffix(twoDots), ".");
    assert.equal(registrableDomain(twoDots), "com..");
  });
});
