// Property tests of publicSuffix() and registrableDomain() on generated
// hosts (fixed seed): the registrable domain is a suffix of the host that
// ends with the public suffix and has one more label, and both results
// survive a serialize-and-parse round trip of the host.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { type Host, parseHost, serializeHost } from "../host/mod.ts";
import { SEED } from "../tests/_properties.ts";
import {
  publicSuffix,
  type PublicSuffixOptions,
  registrableDomain,
} from "./mod.ts";

/** Labels the list has rules for (plain, wildcard, exception, private), and others. */
const LABEL = fc.oneof(
  fc.constantFrom(
    "com",
    "co",
    "uk",
    "jp",
    "kawasaki",
    "city",
    "ck",
    "www",
    "io",
    "github",
    "blogspot",
    "amazonaws",
    "compute",
    "s3",
    "xn--kgbechtv",
    "إختبار",
    "bücher",
    "EXAMPLE",
    "de",
    "",
    "0x7f",
    "1",
    "255",
  ),
  fc.stringMatching(/^[a-z0-9-]{1,8}$/),
);

/** A host string: up to six labels, sometimes with a trailing dot, or an IP. */
const HOST_INPUT = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.tuple(
      fc.array(LABEL, { minLength: 1, maxLength: 6 }),
      fc.boolean(),
    )
      .map(([labels, dot]) => labels.join(".") + (dot ? "." : "")),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("[::1]", "[2001:db8::1]", "127.0.0.1", "0x7f.1"),
  },
);

function labelCount(domain: string): number {
  return domain.split(".").length;
}

function checkHost(host: Host, options?: PublicSuffixOptions): void {
  const suffix = publicSuffix(host, options);
  const registrable = registrableDomain(host, options);
  if (typeof host !== "string") {
    assert.equal(suffix, null);
    assert.equal(registrable, null);
    return;
  }
  assert.notEqual(suffix, null, "a domain has a public suffix");
  assert.ok(host.endsWith(suffix!), "the public suffix ends the host");
  assert.ok(
    suffix === host || host.endsWith("." + suffix),
    "the public suffix is whole labels",
  );
  assert.equal(host.endsWith("."), suffix!.endsWith("."), "the trailing dot");
  if (registrable !== null) {
    assert.ok(
      registrable === host || host.endsWith("." + registrable),
      "the registrable domain is a suffix of the host, in whole labels",
    );
    assert.ok(
      registrable.endsWith("." + suffix),
      "it ends with the public suffix",
    );
    assert.equal(
      labelCount(registrable),
      labelCount(suffix!) + 1,
      "one more label",
    );
  } else {
    assert.equal(
      suffix,
      host,
      "no registrable domain: the host is a public suffix",
    );
  }
  // Idempotent under serialize-and-parse.
  const again = parseHost(serializeHost(host));
  assert.notEqual(again, null);
  assert.equal(publicSuffix(again, options), suffix);
  assert.equal(registrableDomain(again, options), registrable);
}

describe("publicSuffix() and registrableDomain() properties", () => {
  for (const options of [undefined, { icannOnly: true }]) {
    it(`hold for generated hosts (${JSON.stringify(options ?? {})}, 2000 runs)`, () => {
      let domains = 0;
      fc.assert(
        fc.property(HOST_INPUT, (input) => {
          const host = parseHost(input);
          if (host === null) return;
          if (typeof host === "string") domains++;
          checkHost(host, options);
        }),
        { seed: SEED, numRuns: 2000 },
      );
      // The generator must reach domains, not only failures and IPs.
      assert.ok(domains > 1000, `${domains} domains checked`);
    });
  }
});
