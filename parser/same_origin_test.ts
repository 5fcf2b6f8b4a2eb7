import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  isSameOrigin,
  isSameOriginDomain,
  type OpaqueOrigin,
  origin,
  parseURL,
  type TupleOrigin,
} from "./mod.ts";

function tuple(
  scheme: string,
  host: string,
  port: number | null,
  domain: string | null,
): TupleOrigin {
  return { type: "tuple", scheme, host, port, domain };
}

/** HTML's table: A, B, same origin, same origin-domain. */
const HTML_EXAMPLES: [TupleOrigin, TupleOrigin, boolean, boolean][] = [
  [
    tuple("https", "example.org", null, null),
    tuple("https", "example.org", null, null),
    true,
    true,
  ],
  [
    tuple("https", "example.org", 314, null),
    tuple("https", "example.org", 420, null),
    false,
    false,
  ],
  [
    tuple("https", "example.org", 314, "example.org"),
    tuple("https", "example.org", 420, "example.org"),
    false,
    true,
  ],
  [
    tuple("https", "example.org", null, null),
    tuple("https", "example.org", null, "example.org"),
    true,
    false,
  ],
  [
    tuple("https", "example.org", null, "example.org"),
    tuple("http", "example.org", null, "example.org"),
    false,
    false,
  ],
];

describe("isSameOrigin() and isSameOriginDomain() on HTML's examples", () => {
  for (const [a, b, sameOrigin, sameOriginDomain] of HTML_EXAMPLES) {
    it(`${JSON.stringify(a)} and ${JSON.stringify(b)}: ${sameOrigin}, ${sameOriginDomain}`, () => {
      assert.equal(isSameOrigin(a, b), sameOrigin);
      assert.equal(isSameOrigin(b, a), sameOrigin);
      assert.equal(isSameOriginDomain(a, b), sameOriginDomain);
      assert.equal(isSameOriginDomain(b, a), sameOriginDomain);
    });
  }
});

describe("isSameOrigin()", () => {
  it("compares opaque origins by identity, not structure", () => {
    const a: OpaqueOrigin = { type: "opaque" };
    const b: OpaqueOrigin = { type: "opaque" };
    assert.deepEqual(a, b); // why structural equality must not be used
    assert.equal(isSameOrigin(a, a), true);
    assert.equal(isSameOrigin(a, b), false);
    assert.equal(isSameOriginDomain(a, a), true);
    assert.equal(isSameOriginDomain(a, b), false);
    const data = origin(parseURL("data:,x")!);
    assert.equal(isSameOrigin(data, origin(parseURL("data:,x")!)), false);
  });

  it("never matches an opaque origin with a tuple origin", () => {
    const opaque: OpaqueOrigin = { type: "opaque" };
    const https = tuple("https", "example.org", null, null);
    assert.equal(isSameOrigin(opaque, https), false);
    assert.equal(isSameOrigin(https, opaque), false);
    assert.equal(isSameOriginDomain(opaque, https), false);
  });

  it("matches URLs whose origins are equal after parsing", () => {
    const of = (input: string) => origin(parseURL(input)!);
    assert.equal(
      isSameOrigin(
        of("HTTPS://Example.org:443/a"),
        of("https://example.org/b"),
      ),
      true,
    );
    assert.equal(
      isSameOrigin(of("blob:https://example.org/x"), of("https://example.org")),
      true,
    );
    assert.equal(
      isSameOrigin(of("http://0x7f.1/"), of("http://127.0.0.1/")),
      true,
    );
    assert.equal(
      isSameOrigin(of("http://example.org/"), of("https://example.org/")),
      false,
    );
  });
});
