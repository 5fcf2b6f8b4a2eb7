import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  origin,
  parseURL,
  serializeOrigin,
  serializeOriginUnicode,
} from "./mod.ts";
import type { Origin, OriginRecord } from "./mod.ts";

const of = (input: string) => origin(parseURL(input)!);

describe("serializeOriginUnicode()", () => {
  it("turns Punycode labels of a domain into Unicode", () => {
    const o = of("https://xn--maraa-rta.example/");
    assert.equal(serializeOrigin(o), "https://xn--maraa-rta.example");
    assert.equal(serializeOriginUnicode(o), "https://maraña.example");
    assert.equal(
      serializeOriginUnicode(of("http://Bücher.de:8080/")),
      "http://bücher.de:8080",
    );
  });

  it("leaves IP addresses, ASCII domains and opaque origins as they are", () => {
    for (
      const input of [
        "http://127.0.0.1/",
        "http://[2001:db8::1]:81/",
        "https://example.com/",
        "data:,x",
      ]
    ) {
      assert.equal(
        serializeOriginUnicode(of(input)),
        serializeOrigin(of(input)),
        input,
      );
    }
  });

  it("keeps a domain that domain to Unicode cannot convert", () => {
    // An invalid Punycode label: ToUnicode records an error.
    const o: Parameters<typeof serializeOrigin>[0] = {
      type: "tuple",
      scheme: "https",
      host: "xn--8i7caa.example",
      port: null,
      domain: null,
    };
    assert.equal(serializeOriginUnicode(o), "https://xn--8i7caa.example");
  });
});

describe("OriginRecord", () => {
  it("is what origin() returns, and Origin is its deprecated alias", () => {
    const record: OriginRecord = of("https://a.example:8443/");
    const old: Origin = record;
    const back: OriginRecord = old;
    assert.equal(serializeOrigin(back), "https://a.example:8443");
  });
});
