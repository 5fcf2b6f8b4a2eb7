// The record conversions of ./_record.ts: toComponents() lays out a URL as
// the parser's own Components operations do, and a base record that its
// caller changes in place between calls is read again.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import * as reference from "whatwg-url";
import { basicURLParse as parseRecord } from "../parser/mod.ts";
import { assertInvariants } from "../parser/components_invariants.ts";
import { Differences, wptHrefs } from "../tests/_whatwg_url_differential.ts";
import { toComponents, type WhatwgURLRecord } from "./_record.ts";
import { basicURLParse, parseURL, serializeURL } from "./mod.ts";
import * as ours from "./mod.ts";

// deno-lint-ignore no-explicit-any
const ref = reference as any;

/** The parts of a Components that say where each component is. */
function layout(c: ReturnType<typeof toComponents>) {
  const { href, bits, hostStart, hostEnd, pathStart, queryStart } = c;
  const fragmentStart = c.fragmentStart;
  return {
    href,
    bits,
    hostStart,
    hostEnd,
    pathStart,
    queryStart,
    fragmentStart,
  };
}

describe("whatwg-url records and our URLs", () => {
  it("toComponents() of a parsed record is the parser's own URL", () => {
    const d = new Differences();
    for (const href of wptHrefs()) {
      const record = parseURL(href)!;
      const c = toComponents(record);
      assertInvariants(c);
      d.equal(
        layout(c),
        layout(parseRecord(href)!.components),
        () => `<${href}>`,
      );
    }
    d.check(300);
  });

  it("toComponents() of a written record serializes as whatwg-url's", () => {
    const d = new Differences();
    const writes: ((url: WhatwgURLRecord) => void)[] = [
      (url) => url.host = null,
      (url) => url.host = [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1],
      (url) => url.host = 0x7f000001,
      (url) => url.host = "",
      (url) => {
        url.username = "u";
        url.password = "p";
        url.port = 8;
      },
      (url) => url.path = ["", "x"],
      (url) => url.path = "opaque",
      (url) => url.query = null,
      (url) => url.fragment = "f",
    ];
    for (const href of wptHrefs()) {
      for (const write of writes) {
        const ours = parseURL(href)!;
        const theirs = ref.parseURL(href);
        write(ours);
        write(theirs);
        // (A written record need not be one the parser makes, such as a
        // special URL without a host, so no invariants here.)
        d.equal(
          toComponents(ours).href,
          ref.serializeURL(theirs),
          () => `<${href}> ${write}`,
        );
      }
    }
    d.check(300 * writes.length);
  });

  it("a base record changed in place is read again", () => {
    const cases: [string, (url: WhatwgURLRecord) => void][] = [
      ["https://a.example/b/c", (url) => (url.path as string[]).push("d")],
      ["https://a.example/b/c", (url) => (url.path as string[])[0] = "z"],
      ["https://a.example/b/c", (url) => url.host = "b.example"],
      ["https://[::1]/b/c", (url) => (url.host as number[])[7] = 2],
      ["https://a.example/b/c", (url) => url.scheme = "http"],
      ["https://a.example/b/c?q", (url) => url.query = "r"],
    ];
    for (const [href, write] of cases) {
      const ours = parseURL(href)!;
      const theirs = ref.parseURL(href);
      for (const input of ["e", "?x", "//h/", "#f", ""]) {
        const before = parseURL(input, { baseURL: ours });
        assert.deepEqual(before, ref.parseURL(input, { baseURL: theirs }));
      }
      write(ours);
      write(theirs);
      for (const input of ["e", "?x", "//h/", "#f", ""]) {
        assert.deepEqual(
          parseURL(input, { baseURL: ours }),
          ref.parseURL(input, { baseURL: theirs }),
          `<${input}> against <${href}> after ${write}`,
        );
      }
    }
  });

  it("a state override keeps the record's path list and unchanged fields", () => {
    const url = parseURL("https://example.com/a/b?q#f")!;
    const path = url.path;
    const host = url.host;
    basicURLParse("../c/d", { url, stateOverride: "path" });
    assert.equal(url.path, path);
    assert.equal(url.host, host);
    assert.equal(
      serializeURL(url),
      ref.serializeURL(ref.basicURLParse(
        "../c/d",
        {
          url: ref.parseURL("https://example.com/a/b?q#f"),
          stateOverride: "path",
        },
      )),
    );
  });

  it("what is pushed into a record's path is what serializeURL and a state override see", () => {
    const ourURL = parseURL("https://a.example/b")!;
    const theirURL = ref.parseURL("https://a.example/b");
    for (const url of [ourURL, theirURL]) (url.path as string[]).push("x");
    assert.equal(serializeURL(ourURL), ref.serializeURL(theirURL));
    assert.equal(serializeURL(ourURL), "https://a.example/b/x");
    const path = ourURL.path;
    basicURLParse("y", { url: ourURL, stateOverride: "path" });
    ref.basicURLParse("y", { url: theirURL, stateOverride: "path" });
    assert.equal(ourURL.path, path);
    assert.deepEqual(ourURL.path, theirURL.path);
    assert.deepEqual(ourURL.path, ["b", "x", "y"]);
  });

  it("an unknown state override is a TypeError that names it", () => {
    const url = parseURL("https://example.com/")!;
    assert.throws(
      () =>
        basicURLParse("x", {
          url,
          stateOverride: "nowhere" as "path",
        }),
      { name: "TypeError", message: /"nowhere"/ },
    );
    assert.equal(serializeURL(url), "https://example.com/");
  });
});

describe("records their callers mutate by hand", () => {
  // The hand mutations jsdom and its users make; the expected values are
  // whatwg-url 17.3's, and each is checked against it too.
  const cases: [string, (api: typeof ours) => unknown, unknown][] = [
    ["a port written as a string", (api) => {
      const url = api.parseURL("https://example.com/")!;
      (url as { port: unknown }).port = "8080";
      const relative = api.parseURL("x", { baseURL: url })!;
      const origin = api.serializeURLOrigin(url);
      api.setTheUsername(url, "me");
      return [
        origin,
        api.serializeURL(relative),
        relative.port,
        api.serializeURL(url),
        url.port,
      ];
    }, [
      "https://example.com:8080",
      "https://example.com:8080/x",
      "8080",
      "https://me@example.com:8080/",
      "8080",
    ]],
    ["setTheUsername() on a record without a host", (api) => {
      const url = api.parseURL("sc:opaque")!;
      api.setTheUsername(url, "u");
      return [url.host, url.username, api.serializeURL(url)];
    }, [null, "u", "sc:opaque"]],
    ["IPv6 pieces out of range in a base", (api) => {
      const base = api.parseURL("https://[::1]/a/b")!;
      base.host = [0x10000, 0, 0, 0, 0, 0, 0, 1];
      return api.serializeURL(api.parseURL("c?z", { baseURL: base })!);
    }, "https://[10000::1]/a/c?z"],
    [
      "host numbers that are no IPv4 address",
      (api) =>
        [1.5, -1, NaN].map((host) => {
          const url = api.parseURL("https://example.com/")!;
          url.host = host;
          return api.serializeURL(url);
        }),
      [
        "https://0.0.0.1.5/",
        "https://-1.-1.-1.-1/",
        "https://NaN.NaN.NaN.NaN/",
      ],
    ],
    ["a host object with toString()", (api) => {
      const url = api.parseURL("https://example.com/")!;
      (url as { host: unknown }).host = { toString: () => "evil.com" };
      return [
        api.serializeURL(url),
        api.serializeURLOrigin(url),
        api.serializeURL(api.parseURL("x", { baseURL: url })!),
      ];
    }, ["https://evil.com/", "https://evil.com", "https://evil.com/x"]],
    ["a file: record with credentials and a port", (api) => {
      const url = api.parseURL("file://h/x")!;
      url.username = "u";
      url.port = 8;
      return [
        api.serializeURL(url),
        api.serializeURL(api.parseURL("y", { baseURL: url })!),
      ];
    }, ["file://u@h:8/x", "file://h/y"]],
  ];
  for (const [name, run, expected] of cases) {
    it(`reads ${name} as whatwg-url does`, () => {
      assert.deepEqual(run(ref), expected);
      assert.deepEqual(run(ours), expected);
    });
  }
});
