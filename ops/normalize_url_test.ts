import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { URL } from "../mod.ts";
import {
  DIRECTORY_INDEXES,
  normalizeURL,
  type NormalizeURLOptions,
  SAFE_NORMALIZATIONS,
  TRACKING_PARAMETERS,
} from "./normalize_url.ts";
import { urlPool } from "../tests/_ops_pairs.ts";
import { generatedURL } from "../tests/_ops_urls.ts";
import { sameURL } from "./same_url.ts";

const SEED = 20261203;

function norm(input: string, options: NormalizeURLOptions): string {
  return normalizeURL(input, options);
}

describe("normalizeURL()", () => {
  it("is the href without options", () => {
    assert.equal(
      normalizeURL("HTTPS://Bücher.Example:443/a/./b/../%7e?q#f"),
      "https://xn--bcher-kva.example/a/%7e?q#f",
    );
    assert.equal(
      normalizeURL("/x", { base: "https://a.example/y" }),
      "https://a.example/x",
    );
  });

  it("removeFragment drops the fragment", () => {
    assert.equal(
      norm("https://a.example/p?q#f", { removeFragment: true }),
      "https://a.example/p?q",
    );
    assert.equal(
      norm("https://a.example/p#", { removeFragment: true }),
      "https://a.example/p",
    );
  });

  it("sortQuery sorts parameters by decoded name, stably, keeping spelling", () => {
    assert.equal(
      norm("https://a.example/?b=2&a=1&b=1&%61=0&A=x", { sortQuery: true }),
      "https://a.example/?A=x&a=1&%61=0&b=2&b=1",
    );
    assert.equal(
      norm("https://a.example/?c+d=1&c=2", { sortQuery: true }),
      "https://a.example/?c=2&c+d=1",
    );
  });

  it("removeEmptyQuery drops only an empty query", () => {
    assert.equal(
      norm("https://a.example/p?#f", { removeEmptyQuery: true }),
      "https://a.example/p#f",
    );
    assert.equal(
      norm("https://a.example/p?a", { removeEmptyQuery: true }),
      "https://a.example/p?a",
    );
  });

  it("percentEncodingCase writes hex digits in one case", () => {
    const input = "https://a.example/%c3%A9?x=%2f#%e2%9C%93";
    assert.equal(
      norm(input, { percentEncodingCase: "upper" }),
      "https://a.example/%C3%A9?x=%2F#%E2%9C%93",
    );
    assert.equal(
      norm(input, { percentEncodingCase: "lower" }),
      "https://a.example/%c3%a9?x=%2f#%e2%9c%93",
    );
  });

  it("decodeUnreserved decodes unreserved ASCII only", () => {
    assert.equal(
      norm("https://a.example/%7Euser/%41%2D%2e%5f%30%2F%20?%61=%62%26#%7e", {
        decodeUnreserved: true,
      }),
      "https://a.example/~user/A-._0%2F%20?a=b%26#~",
    );
  });

  it("removeTrailingSlash removes trailing slashes, not the root", () => {
    assert.equal(
      norm("https://a.example/a/b/", { removeTrailingSlash: true }),
      "https://a.example/a/b",
    );
    assert.equal(
      norm("https://a.example/", { removeTrailingSlash: true }),
      "https://a.example/",
    );
    assert.equal(
      norm("https://a.example/a//", { removeTrailingSlash: true }),
      "https://a.example/a",
    );
  });

  it("removeWWW removes www. labels from domains with two labels left", () => {
    assert.equal(
      norm("https://www.a.example/", { removeWWW: true }),
      "https://a.example/",
    );
    assert.equal(
      norm("https://www.example/", { removeWWW: true }),
      "https://www.example/",
    );
    assert.equal(
      norm("https://www.www.a.example/", { removeWWW: true }),
      "https://a.example/",
    );
    assert.equal(
      norm("https://www.www.example/", { removeWWW: true }),
      "https://www.example/",
    );
    assert.equal(
      norm("foo://www.a.example/", { removeWWW: true }),
      "foo://www.a.example/",
    );
  });

  it("removeDirectoryIndex removes a directory index, keeping the slash", () => {
    assert.equal(
      norm("https://a.example/d/index.html?q", { removeDirectoryIndex: true }),
      "https://a.example/d/?q",
    );
    assert.equal(
      norm("https://a.example/index%2Ehtml", { removeDirectoryIndex: true }),
      "https://a.example/",
    );
    assert.equal(
      norm("https://a.example/d/index.json", { removeDirectoryIndex: true }),
      "https://a.example/d/index.json",
    );
    assert.equal(
      norm("https://a.example/d/home.cfm", {
        removeDirectoryIndex: [/^home\./],
      }),
      "https://a.example/d/",
    );
    assert.ok(DIRECTORY_INDEXES.includes("index.html"));
  });

  it("removeTrackingParameters removes the default list or the user's", () => {
    assert.equal(
      norm("https://a.example/?utm_source=x&id=1&fbclid=y&UTM_Medium=z", {
        removeTrackingParameters: true,
      }),
      "https://a.example/?id=1",
    );
    assert.equal(
      norm("https://a.example/p?utm_source=x", {
        removeTrackingParameters: true,
      }),
      "https://a.example/p",
    );
    assert.equal(
      norm("https://a.example/?ref=a&utm_source=x&r%65f=b", {
        removeTrackingParameters: [...TRACKING_PARAMETERS, "ref"],
      }),
      "https://a.example/",
    );
    assert.equal(
      norm("https://a.example/?ref=a&utm_source=x", {
        removeTrackingParameters: ["ref"],
      }),
      "https://a.example/?utm_source=x",
    );
    const sticky = /x/y;
    sticky.lastIndex = 3;
    assert.equal(
      norm("https://a.example/?ax=1&b", { removeTrackingParameters: [sticky] }),
      "https://a.example/?b",
    );
    assert.equal(sticky.lastIndex, 3);
    const global = /^x/g;
    const options = { removeTrackingParameters: [global] };
    // A global pattern's lastIndex does not carry over between names.
    for (let i = 0; i < 2; i++) {
      assert.equal(
        norm("https://a.example/?x1&x2&y", options),
        "https://a.example/?y",
      );
    }
  });

  it("forceHttps changes http to https, dropping a port that becomes default", () => {
    assert.equal(
      norm("http://a.example/p", { forceHttps: true }),
      "https://a.example/p",
    );
    assert.equal(
      norm("http://a.example:443/p", { forceHttps: true }),
      "https://a.example/p",
    );
    assert.equal(
      norm("http://a.example:8080/", { forceHttps: true }),
      "https://a.example:8080/",
    );
    assert.equal(
      norm("ws://a.example/", { forceHttps: true }),
      "ws://a.example/",
    );
  });

  it("SAFE_NORMALIZATIONS drops the fragment and normalizes escapes", () => {
    assert.equal(
      norm("https://a.example/%7e%c3%a9#x", SAFE_NORMALIZATIONS),
      "https://a.example/~%C3%A9",
    );
  });

  it("removeDirectoryIndex with removeTrailingSlash removes both until neither applies", () => {
    const both = { removeDirectoryIndex: true, removeTrailingSlash: true };
    assert.equal(
      norm("https://a.example/docs/index.html/", both),
      "https://a.example/docs",
    );
    assert.equal(
      norm("https://a.example/docs/index.html/index.htm", both),
      "https://a.example/docs",
    );
    assert.equal(
      norm("https://a.example/index.html//", both),
      "https://a.example/",
    );
    assert.equal(
      norm("https://a.example/docs/index.html/", {
        removeDirectoryIndex: true,
      }),
      "https://a.example/docs/index.html/",
    );
  });

  it("keeps non-special URLs without a host valid", () => {
    assert.equal(
      norm("foo:/.//index.html", { removeDirectoryIndex: true }),
      "foo:/.//",
    );
    assert.equal(
      norm("mailto:%61@x#y", { decodeUnreserved: true, removeFragment: true }),
      "mailto:a@x",
    );
  });

  it("throws the URL constructor's TypeError for input that does not parse", () => {
    assert.throws(() => normalizeURL("nope"), {
      name: "TypeError",
      code: "ERR_INVALID_URL",
    });
  });
});

const ALL: NormalizeURLOptions = {
  removeFragment: true,
  sortQuery: true,
  removeEmptyQuery: true,
  percentEncodingCase: "upper",
  decodeUnreserved: true,
  removeTrailingSlash: true,
  removeWWW: true,
  removeDirectoryIndex: true,
  removeTrackingParameters: true,
  forceHttps: true,
};

/** Every option of normalizeURL() but `base`, each on or off. */
const SWITCHES = [
  "removeFragment",
  "sortQuery",
  "removeEmptyQuery",
  "decodeUnreserved",
  "removeTrailingSlash",
  "removeWWW",
  "removeDirectoryIndex",
  "removeTrackingParameters",
  "forceHttps",
] as const;

/** URLs where one normalization makes work for another. */
const INTERACTING = [
  "https://www.www.a.example/docs/index.html/?utm_source=x#",
  "http://www.a.example/docs/index.html/index.php//?b=1&&a=2&fbclid=y#f",
  "https://a.example/%7Edocs/index%2Ehtml/?%62=1&a=#%7e",
  "http://a.example:443/index.html?utm_medium=x",
  "file://www.host.example/%43:/index.html/",
  "foo:/.//index.html/",
  "foo://www.a.example/index.html/?",
  "https://a.example/%41/%2e%2E/index.htm/?",
];

describe("normalizeURL() properties (fast-check, fixed seed)", () => {
  const pool = urlPool();
  const options = fc.record({
    removeFragment: fc.boolean(),
    sortQuery: fc.boolean(),
    removeEmptyQuery: fc.boolean(),
    percentEncodingCase: fc.constantFrom(
      "upper" as const,
      "lower" as const,
      undefined,
    ),
    decodeUnreserved: fc.boolean(),
    removeTrailingSlash: fc.boolean(),
    removeWWW: fc.boolean(),
    removeDirectoryIndex: fc.boolean(),
    removeTrackingParameters: fc.boolean(),
    forceHttps: fc.boolean(),
  });

  it("gives an href that normalizes to itself (2000 runs)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...pool), options, (href, option) => {
        const once = normalizeURL(href, option);
        assert.equal(new URL(once).href, once);
        assert.equal(normalizeURL(once, option), once);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it("with every normalization, still gives a URL that parses (all of the pool)", () => {
    for (const href of pool) {
      const once = normalizeURL(href, ALL);
      assert.equal(new URL(once).href, once, href);
    }
  });
});

describe("normalizeURL() is idempotent with every option combination", () => {
  it("on URLs where normalizations interact (every on/off combination, both escape cases)", () => {
    let changed = 0;
    for (let bits = 0; bits < 1 << SWITCHES.length; bits++) {
      for (
        const percentEncodingCase of ["upper", "lower", undefined] as const
      ) {
        const option: NormalizeURLOptions = { percentEncodingCase };
        SWITCHES.forEach((name, i) => {
          if (bits & (1 << i)) option[name] = true;
        });
        for (const input of INTERACTING) {
          const once = normalizeURL(input, option);
          if (once !== new URL(input).href) changed++;
          assert.equal(normalizeURL(once, option), once, input);
          assert.ok(sameURL(input, once, option), input);
        }
      }
    }
    // Most combinations change these URLs: the property is exercised.
    assert.ok(changed > (1 << SWITCHES.length) * 3 * INTERACTING.length / 2);
  });

  it("normalize(normalize(u, o), o) is normalize(u, o), and sameURL(u, it, o) (3000 generated runs)", () => {
    const prefixes = fc.constantFrom(
      "http://",
      "https://",
      "HTTP://",
      "https://user:pass@",
      "ftp://",
      "ws://",
      "file:///",
      "file://",
      "foo://",
      "foo:/",
    );
    const urls = fc.oneof(
      generatedURL(prefixes).filter((u) => URL.canParse(u)),
      fc.constantFrom(...urlPool(), ...INTERACTING),
    );
    const options = fc.record({
      removeFragment: fc.boolean(),
      sortQuery: fc.boolean(),
      removeEmptyQuery: fc.boolean(),
      percentEncodingCase: fc.constantFrom(
        "upper" as const,
        "lower" as const,
        undefined,
      ),
      decodeUnreserved: fc.boolean(),
      removeTrailingSlash: fc.boolean(),
      removeWWW: fc.boolean(),
      removeDirectoryIndex: fc.oneof(
        fc.boolean(),
        fc.constant([/^index\./, "default.htm"]),
      ),
      removeTrackingParameters: fc.oneof(
        fc.boolean(),
        fc.constant([/^utm_/y, "ref"]),
      ),
      forceHttps: fc.boolean(),
    });
    fc.assert(
      fc.property(urls, options, (input, option) => {
        const once = normalizeURL(input, option);
        assert.equal(normalizeURL(once, option), once);
        assert.ok(sameURL(input, once, option));
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });
});
