import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { liteDomainParserToASCII } from "./lite_to_ascii.ts";
import { domainParserToASCII } from "./domain.ts";

/** Runs `body` with `globalThis.URL` replaced by `value`. */
function withGlobalURL(value: unknown, body: () => void): void {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, "URL")!;
  Object.defineProperty(globalThis, "URL", { ...descriptor, value });
  try {
    body();
  } finally {
    Object.defineProperty(globalThis, "URL", descriptor);
  }
}

const ASCII_DOMAINS = [
  "example.com",
  "EXAMPLE.com",
  "a..b",
  "example.com.",
  "-x.example",
  "x-.example",
  "ab--c.example",
  "a_b.example",
  "a b",
  "xn--fa-hia.de",
  "XN--FA-HIA.de",
  "xn--53h.example",
  "xn--bcher-kva.example",
  "xn--a.de", // not Punycode
  "xn--.de", // empty
  "xn--abc-.de", // decodes to ASCII only
  "xn--ls8h.la",
  "xn--zca.xn--zca",
  "a".repeat(63) + ".example",
  "a".repeat(64) + ".example",
  ("a".repeat(60) + ".").repeat(4) + "abcd",
  ("a".repeat(60) + ".").repeat(4) + "a",
  "xn--xn--abc-9ra.example", // decodes to a label starting "xn--"
  "xn---x-tda.example", // decodes to one starting with a hyphen
];

describe("liteDomainParserToASCII()", () => {
  it("fails non-ASCII domains without a runtime URL", () => {
    withGlobalURL(undefined, () => {
      assert.equal(liteDomainParserToASCII("faß.de", false), null);
      assert.equal(
        liteDomainParserToASCII("example.com", false),
        "example.com",
      );
    });
  });

  it("fails non-ASCII domains when the global URL calls it again", () => {
    // As when the global URL is lite's own: no recursion, a failure.
    let inner: string | null | undefined;
    function ReentrantURL() {
      inner = liteDomainParserToASCII("faß.de", false);
      throw new TypeError("Invalid URL");
    }
    withGlobalURL(ReentrantURL, () => {
      assert.equal(liteDomainParserToASCII("bücher.de", false), null);
    });
    assert.equal(inner, null);
  });

  it("agrees with tr46 on ASCII domains, strict or not", () => {
    for (const domain of ASCII_DOMAINS) {
      for (const beStrict of [false, true]) {
        assert.equal(
          liteDomainParserToASCII(domain, beStrict),
          domainParserToASCII(domain, beStrict),
          `${JSON.stringify(domain)}, beStrict ${beStrict}`,
        );
      }
    }
  });

  it("agrees with tr46 on every short ASCII domain of label characters", () => {
    // Every string of up to five of these: letters in both cases (with x and
    // n for "xn--"), a digit, the hyphen, a non-LDH code point, the dot.
    const alphabet = ["a", "X", "n", "N", "x", "9", "-", "_", "."];
    let domains = [""];
    let checked = 0;
    for (let length = 1; length <= 5; length++) {
      domains = domains.flatMap((d) => alphabet.map((c) => d + c));
      for (const domain of domains) {
        for (const beStrict of [false, true]) {
          assert.equal(
            liteDomainParserToASCII(domain, beStrict),
            domainParserToASCII(domain, beStrict),
            `${JSON.stringify(domain)}, beStrict ${beStrict}`,
          );
          checked++;
        }
      }
    }
    assert.ok(checked > 100_000);
  });

  it("accepts xn-- labels whose decoded code points only tables reject", () => {
    // xn--8i7caa decodes to U+FF57 three times (fullwidth w: "mapped").
    assert.equal(domainParserToASCII("xn--8i7caa", false), null);
    assert.equal(liteDomainParserToASCII("xn--8i7caa", false), "xn--8i7caa");
  });

  it("rejects what it can tell without tables in decoded labels", () => {
    const cases = [
      "xn--ab-8tb", // "a\u0301b": not NFC
      "xn--x-ka", // "\u0085x": a C1 control
      "xn--x-w49h", // "x\uFDD0": a noncharacter
    ];
    for (const domain of cases) {
      assert.equal(domainParserToASCII(domain, false), null, domain);
      assert.equal(liteDomainParserToASCII(domain, false), null, domain);
    }
    assert.equal(liteDomainParserToASCII("xn--b-tfa", false), "xn--b-tfa");
  });

  it("takes non-ASCII domains to the runtime's URL", () => {
    for (const domain of ["faß.de", "Bücher.example", "☕.example", "1.２"]) {
      const platform = new globalThis.URL(`http://${domain}.a/`).hostname;
      assert.equal(
        liteDomainParserToASCII(domain, false),
        platform.slice(0, -2),
      );
    }
    assert.equal(liteDomainParserToASCII("faß.de", true), "xn--fa-hia.de");
    assert.equal(
      liteDomainParserToASCII("-faß.de", false),
      domainParserToASCII("-faß.de", false),
    );
    assert.equal(liteDomainParserToASCII("-faß.de", true), null);
    assert.equal(liteDomainParserToASCII("faß%.de", false), null);
  });
});
