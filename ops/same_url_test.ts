import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { URL } from "../mod.ts";
import { sameURL } from "./same_url.ts";
import { urlPairs, urlPool } from "../tests/_ops_pairs.ts";

describe("sameURL()", () => {
  it("is URL equivalence by default", () => {
    assert.equal(
      sameURL("HTTP://A.example:80/a/../b", "http://a.example/b"),
      true,
    );
    assert.equal(
      sameURL("https://a.example/b#x", "https://a.example/b"),
      false,
    );
    assert.equal(
      sameURL("https://a.example/%7e", "https://a.example/~"),
      false,
    );
    assert.equal(
      sameURL(new URL("https://a.example/"), "https://A.EXAMPLE"),
      true,
    );
  });

  it("applies the normalizations to both sides", () => {
    assert.equal(
      sameURL("https://a.example/%7e", "https://a.example/~", {
        decodeUnreserved: true,
      }),
      true,
    );
    assert.equal(
      sameURL("https://www.a.example/?utm_source=x", "https://a.example/", {
        removeWWW: true,
        removeTrackingParameters: true,
      }),
      true,
    );
  });

  it("resolves both against the base option", () => {
    assert.equal(sameURL("b", "/a/b", { base: "https://a.example/a/c" }), true);
  });

  it("throws a TypeError when a side does not parse", () => {
    assert.throws(() => sameURL("nope", "https://a.example/"), TypeError);
  });

  it("agrees with comparing hrefs on random pairs (fast-check, 1000 runs)", () => {
    fc.assert(
      fc.property(urlPairs(urlPool()), ([a, b]) => {
        assert.equal(sameURL(a, b), new URL(a).href === new URL(b).href);
        const unfragmented = (href: string) => {
          const url = new URL(href);
          url.hash = "";
          return url.href;
        };
        assert.equal(
          sameURL(a, b, { removeFragment: true }),
          unfragmented(a) === unfragmented(b),
        );
      }),
      { seed: 20261203, numRuns: 1000 },
    );
  });
});
